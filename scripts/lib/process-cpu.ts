import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** CPU time (user + system) a process has used, in ms: /proc/<pid>/stat counts clock ticks. */
const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
}

/** The CPU time of a process and its direct children (nginx's master, worker and cache manager), in ms. */
export function familyCpuMs(pid: number): number {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return cpuMs(pid) + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0);
}

import path from 'node:path';
import { type ELDHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import { z } from 'zod';

/** One reading of the process's own health figures, taken inside the server (heap and loop delay cannot be seen from outside). */
export interface RuntimeSample {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  externalBytes: number;
  arrayBuffersBytes: number;
  /** Cumulative CPU time of the process since it started (user + system), in microseconds. */
  cpuMicros: number;
  /** Event-loop delay since the previous sample (the histogram is reset by every reading). */
  eventLoopDelayP99Ms: number;
  eventLoopDelayMaxMs: number;
  uptimeSeconds: number;
  /** Streams cut short by the other end since the process started (see countStreamCutShort). */
  streamsCutShort: number;
}

let streamsCutShort = 0;

/**
 * Counts a stream the other end abandoned: a visitor who left while a page was still streaming, an upload cut
 * off mid-body (server/stream-ends.ts). Mobile clients do it all the time, so each is only logged at debug;
 * the count, read with the other figures of the process, shows how often.
 */
export function countStreamCutShort(): void {
  streamsCutShort += 1;
}

/** Streams cut short by the other end since the process started. */
export function streamsCutShortSoFar(): number {
  return streamsCutShort;
}

/**
 * The loop-delay histogram records the whole time between two ticks of a `resolutionMs` timer (an idle loop
 * reads ~10.1 ms), so the resolution is taken off to report the delay itself. A reset starts a new interval,
 * so a stall that spans a reading is counted in neither window; with readings 30 s apart that is rare.
 */
const resolutionMs = 10;

/** Samples memory, CPU and event-loop delay; the delay histogram covers the time since the last sample. */
export class RuntimeMetrics {
  private readonly loopDelay: ELDHistogram = monitorEventLoopDelay({ resolution: resolutionMs });

  constructor() {
    this.loopDelay.enable();
  }

  sample(): RuntimeSample {
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const sample: RuntimeSample = {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
      externalBytes: memory.external,
      arrayBuffersBytes: memory.arrayBuffers,
      cpuMicros: cpu.user + cpu.system,
      eventLoopDelayP99Ms: delayMs(this.loopDelay.percentile(99)),
      eventLoopDelayMaxMs: delayMs(this.loopDelay.max),
      uptimeSeconds: process.uptime(),
      streamsCutShort,
    };
    this.loopDelay.reset();
    return sample;
  }

  stop(): void {
    this.loopDelay.disable();
  }
}

function delayMs(intervalNanos: number): number {
  if (!Number.isFinite(intervalNanos) || intervalNanos === 0) return 0;
  return Math.max(0, Math.round(intervalNanos / 10_000) / 100 - resolutionMs);
}

/** What a parent process (the soak test) may ask over the IPC channel. */
export const runtimeRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('runtime-metrics'), id: z.number().int() }),
  z.object({
    type: z.literal('heap-snapshot'),
    id: z.number().int(),
    // Written beside the other heap snapshots of the run; an absolute path chosen by the parent.
    file: z
      .string()
      .min(1)
      .refine((f) => path.isAbsolute(f) && f.endsWith('.heapsnapshot'), {
        message: 'must be an absolute path ending in .heapsnapshot',
      }),
  }),
]);
export type RuntimeRequest = z.infer<typeof runtimeRequestSchema>;

export type RuntimeReply =
  | { type: 'runtime-metrics'; id: number; sample: RuntimeSample }
  | { type: 'heap-snapshot'; id: number; file: string }
  | { type: 'runtime-error'; id: number | null; message: string };

/**
 * Answers runtime-metric and heap-snapshot requests from the parent process over Node's IPC channel. The
 * channel exists only when a parent spawned the server with one (the soak test does; systemd and `npm start`
 * do not), so these figures never appear on the HTTP surface. Returns a function that stops answering.
 */
export function answerRuntimeRequestsOverIpc(): () => void {
  const send = process.send?.bind(process);
  if (!send) return () => {};
  const metrics = new RuntimeMetrics();
  const onMessage = (message: unknown) => {
    const parsed = runtimeRequestSchema.safeParse(message);
    if (!parsed.success) {
      const id = (message as { id?: unknown })?.id;
      send({
        type: 'runtime-error',
        id: typeof id === 'number' ? id : null,
        message: parsed.error.issues[0]?.message ?? 'unknown request',
      } satisfies RuntimeReply);
      return;
    }
    const request = parsed.data;
    if (request.type === 'runtime-metrics') {
      send({ type: 'runtime-metrics', id: request.id, sample: metrics.sample() } satisfies RuntimeReply);
    } else {
      const file = v8.writeHeapSnapshot(request.file);
      send({ type: 'heap-snapshot', id: request.id, file } satisfies RuntimeReply);
    }
  };
  process.on('message', onMessage);
  // The channel must not keep a server that is shutting down alive.
  process.channel?.unref();
  return () => {
    process.off('message', onMessage);
    metrics.stop();
  };
}

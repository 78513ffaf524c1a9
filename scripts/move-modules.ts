import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { aliased, relativeSpecifier, sourceFiles, specifier } from './rewrite-imports.ts';

/**
 * Codemod: moves modules (files or folders, with `git mv`) and rewrites every import of them, and every
 * relative import inside them, so that nothing points at the old place:
 *
 *   node --import tsx scripts/move-modules.ts app/components/modal.tsx app/components/ui/modal.tsx [from to]…
 *
 * An import keeps its form: an alias stays an alias (`#app/…` from e2e/ or scripts/), a relative path stays
 * relative. Paths named in texts (docs, comments, configuration) are not imports: grep for the old path after.
 * Run `node --import tsx scripts/rewrite-imports.ts --check` after it: a move never changes which room a
 * file is in, so it has nothing to do.
 */
const root = path.resolve(import.meta.dirname, '..');
const scanned = ['app', 'server', 'common', 'demo', 'e2e', 'scripts'];

/** Files (relative to the repository) and where they go. */
export type Moves = ReadonlyMap<string, string>;

/** The file `spec` in `file` names, relative to the repository, or null for a package or a generated file. */
function target(file: string, spec: string): string | null {
  if (spec.startsWith('./') || spec.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  }
  const alias = /^#([^/]+)\/(.+)$/.exec(spec);
  return alias?.[1] && alias[2] && aliased.has(alias[1]) ? `${alias[1]}/${alias[2]}` : null;
}

/** `spec` as written in `file` once the moves are made, or null when it stays as it is. */
export function movedSpecifier(file: string, spec: string, moves: Moves): string | null {
  const [bare = spec, query] = spec.split('?');
  const named = target(file, bare);
  if (!named) return null;
  const newFile = moves.get(file) ?? file;
  const newTarget = moves.get(named) ?? named;
  if (newFile === file && newTarget === named) return null;
  const written = bare.startsWith('#') ? `#${newTarget}` : relativeSpecifier(newFile, newTarget);
  const result = query === undefined ? written : `${written}?${query}`;
  return result === spec ? null : result;
}

export function moveSource(file: string, source: string, moves: Moves): string {
  return source.replace(specifier, (whole, lead: string, quote: string, spec: string) => {
    const moved = movedSpecifier(file, spec, moves);
    return moved ? `${lead}${quote}${moved}${quote}` : whole;
  });
}

async function filesUnder(from: string, to: string): Promise<[string, string][]> {
  const stat = await fs.stat(path.join(root, from));
  if (!stat.isDirectory()) return [[from, to]];
  const pairs: [string, string][] = [];
  for await (const full of sourceFiles(path.join(root, from), () => true)) {
    const rest = path.relative(path.join(root, from), full).split(path.sep).join('/');
    pairs.push([`${from}/${rest}`, `${to}/${rest}`]);
  }
  return pairs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.length % 2 !== 0) {
    console.error('usage: move-modules.ts <from> <to> [<from> <to>]…');
    process.exit(2);
  }
  const pairs: [string, string][] = [];
  for (let i = 0; i < args.length; i += 2) pairs.push(...(await filesUnder(args[i]!, args[i + 1]!)));
  const moves: Moves = new Map(pairs);
  let changed = 0;
  for (const folder of scanned) {
    for await (const full of sourceFiles(path.join(root, folder))) {
      const file = path.relative(root, full).split(path.sep).join('/');
      const source = await fs.readFile(full, 'utf8');
      const rewritten = moveSource(file, source, moves);
      if (rewritten === source) continue;
      changed++;
      await fs.writeFile(full, rewritten);
    }
  }
  const git = promisify(execFile);
  for (const [from, to] of moves) {
    await fs.mkdir(path.dirname(path.join(root, to)), { recursive: true });
    await git('git', ['mv', from, to], { cwd: root });
  }
  console.log(`${moves.size} file(s) moved, imports rewritten in ${changed} file(s)`);
}

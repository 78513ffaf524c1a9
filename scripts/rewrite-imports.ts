import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Codemod: every import that crosses from one top-level folder into another goes through the package.json
 * "imports" alias of its target (`#app/…`, `#server/…`, `#common/…`, `#demo/…`); imports inside a folder
 * are relative, so an alias into the file's own folder (`#app/…` in app/) becomes a relative path; the old
 * `~/` alias of app/ becomes `#app/` (or that relative path inside app/). Idempotent, so it can be run again
 * after a merge brings in code written the old way:
 *
 *   node --import tsx scripts/rewrite-imports.ts          rewrite in place, list the files changed
 *   node --import tsx scripts/rewrite-imports.ts --check  change nothing; exit 1 if anything would change
 *
 * The dependency rules (.dependency-cruiser.cjs, `npm run lint`) refuse a relative import that leaves its
 * folder, so a file this script has not seen fails the lint rather than slipping through.
 * See docs/decisions/0014-layering.md.
 */
const root = path.resolve(import.meta.dirname, '..');
const scanned = ['app', 'server', 'common', 'demo', 'e2e', 'scripts'];
/** The folders others import through an alias (package.json "imports"). */
export const aliased = new Set(['app', 'server', 'common', 'demo']);

// from '…' · import '…' · import('…') · vi.mock('…') / vi.doMock / vi.importActual
export const specifier =
  /(\bfrom\s*|\bimport\s*\(?\s*|\bvi\.(?:mock|doMock|unmock|importActual)\s*(?:<[^>]*>)?\(\s*)(['"])([^'"\n]+)\2/g;

/** A relative specifier from `file` to `target` (both relative to the repository), starting with `./` or `../`. */
export function relativeSpecifier(file: string, target: string): string {
  const spec = path.posix.relative(path.posix.dirname(file), target);
  return spec.startsWith('../') ? spec : `./${spec}`;
}

/**
 * The form `spec` should take as written in `file` (a path relative to the repository), or null to keep it:
 * the alias for another folder, a relative path inside the file's own folder.
 */
export function rewriteSpecifier(file: string, spec: string): string | null {
  const from = file.split('/')[0];
  const alias = spec.startsWith('~/') ? `#app/${spec.slice(2)}` : spec;
  const own = from && aliased.has(from) ? `#${from}/` : null;
  if (own && alias.startsWith(own)) return relativeSpecifier(file, `${from}/${alias.slice(own.length)}`);
  if (alias !== spec) return alias;
  if (!spec.startsWith('./') && !spec.startsWith('../')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  const [top, ...rest] = target.split('/');
  if (!top || top === from || !aliased.has(top) || rest.length === 0) return null;
  return `#${top}/${rest.join('/')}`;
}

export function rewriteSource(file: string, source: string): string {
  return source.replace(specifier, (whole, lead: string, quote: string, spec: string) => {
    const alias = rewriteSpecifier(file, spec);
    return alias ? `${lead}${quote}${alias}${quote}` : whole;
  });
}

const isSource = (name: string) => /\.(?:[cm]?ts|tsx|[cm]?js|jsx)$/.test(name);

/** The files under `dir` (its source files unless `wanted` says otherwise), skipping hidden folders. */
export async function* sourceFiles(dir: string, wanted = isSource): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) yield* sourceFiles(full, wanted);
    } else if (wanted(entry.name)) {
      yield full;
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  for (const folder of scanned) {
    for await (const full of sourceFiles(path.join(root, folder))) {
      const file = path.relative(root, full).split(path.sep).join('/');
      const source = await fs.readFile(full, 'utf8');
      const rewritten = rewriteSource(file, source);
      if (rewritten === source) continue;
      changed.push(file);
      if (!check) await fs.writeFile(full, rewritten);
    }
  }
  for (const file of changed) console.log(`${check ? 'would rewrite' : 'rewrote'} ${file}`);
  console.log(`${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}`);
  if (check && changed.length > 0) process.exitCode = 1;
}

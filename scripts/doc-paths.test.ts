import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The pages a newcomer or an operator reads: the README, docs/ and the ADRs. */
function documents(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${folder}/${name}`);
  return ['README.md', ...inFolder('docs'), ...inFolder('docs/decisions')];
}

// A path into one of the project's folders, as the docs write them (`server/http/render-cache.ts`, docs/api.md).
const namedPath =
  /(?<![\w./#-])((?:app|server|common|demo|e2e|scripts|docs|deploy|public|\.ci)\/[\w.+/-]*[\w/])/g;
// History may name a file that is gone when it says so: `demo/scenes.ts` (removed).
const markedRemoved = /`[^`]*` \(removed\)/g;
// Patterns and placeholders name no one file: `app/routes/*`, `backups/<timestamp>/`, `…/{id}`.
const pattern = /^[*{<…]/;

/** Every path a document names that does not exist in the checkout, with where it is named. */
function missingPaths(text: string, exists: (path: string) => boolean): string[] {
  const missing: string[] = [];
  text.split('\n').forEach((line, index) => {
    const read = line.replace(markedRemoved, '');
    for (const match of read.matchAll(namedPath)) {
      const path = match[1] ?? '';
      const after = read.slice((match.index ?? 0) + path.length, (match.index ?? 0) + path.length + 1);
      if (pattern.test(after)) continue;
      if (!exists(path)) missing.push(`${path} (line ${index + 1})`);
    }
  });
  return missing;
}

describe('paths named in the docs', () => {
  it('finds a named path that is gone, and lets history name one marked as removed', () => {
    const exists = (path: string) => path === 'server/app.ts';
    expect(missingPaths('see `server/app.ts` and `server/web/render-cache.ts`', exists)).toEqual([
      'server/web/render-cache.ts (line 1)',
    ]);
    expect(
      missingPaths('it was `demo/scenes.ts` (removed), and `app/routes/*` or `docs/{name}`', exists),
    ).toEqual([]);
  });

  it.each(documents())('%s names only paths that exist', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    expect(missingPaths(text, (path) => existsSync(join(root, path)))).toEqual([]);
  });
});

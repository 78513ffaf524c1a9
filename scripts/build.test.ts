import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash, staleBecause, stampFile } from './build.ts';

describe('npm start builds only when the sources changed (scripts/build.ts)', () => {
  let root: string;
  const write = async (file: string, content: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), content);
  };

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'build-stamp-'));
    await write('app/routes/home.tsx', 'export default 1;');
    await write('server/main.ts', 'main();');
    await write('demo/photos/cabin/exterior.webp', 'RIFF');
    await write('package-lock.json', '{"lockfileVersion":3}');
  });
  afterEach(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('hashes the same sources the same way', async () => {
    expect(await sourceHash(root)).toBe(await sourceHash(root));
  });

  it.each([
    ['a source edited', () => write('server/main.ts', 'main(); // changed')],
    ['a source added', () => write('common/new-rule.ts', 'export const x = 1;')],
    [
      'a source renamed',
      () => fs.rename(path.join(root, 'server/main.ts'), path.join(root, 'server/start.ts')),
    ],
    ['a photo replaced', () => write('demo/photos/cabin/exterior.webp', 'RIFF2')],
    ['the lockfile changed', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}')],
    ['a build config added', () => write('vite.config.ts', 'export default {};')],
  ])('changes when %s', async (_, change) => {
    const before = await sourceHash(root);
    await change();
    expect(await sourceHash(root)).not.toBe(before);
  });

  it.each([
    ['a test edited', () => write('server/main.test.ts', 'it();')],
    ['the docs edited', () => write('docs/architecture.md', '# rooms')],
    ['the build output changed', () => write('build/client/index.html', '<html>')],
  ])('stays when %s', async (_, change) => {
    const before = await sourceHash(root);
    await change();
    expect(await sourceHash(root)).toBe(before);
  });

  it('rebuilds with no stamp, a different stamp or a missing output; not when all match', async () => {
    const buildDir = path.join(root, 'build');
    const hash = await sourceHash(root);
    expect(await staleBecause(buildDir, hash)).toBe('no finished build yet');

    await write('build/server/index.js', '');
    await write('build/node/server/main.js', '');
    await write(path.relative(root, stampFile(buildDir)), `${hash}\n`);
    expect(await staleBecause(buildDir, hash)).toBeUndefined();
    expect(
      await staleBecause(
        buildDir,
        hash.replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBe('the sources changed since the last build');

    await fs.rm(path.join(buildDir, 'node/server/main.js'));
    expect(await staleBecause(buildDir, hash)).toMatch(/node\/server\/main\.js is missing$/);
  });
});

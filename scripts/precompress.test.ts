import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressing the browser build (npm run build)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-precompress-'));
    await fs.mkdir(path.join(dir, 'assets', 'nested'), { recursive: true });
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const text = (line: string, times: number) => Buffer.from(line.repeat(times));
  const exists = (file: string) =>
    fs.access(path.join(dir, file)).then(
      () => true,
      () => false,
    );

  it('writes Brotli 11 and gzip 9 twins that decode to each compressible file, in every folder', async () => {
    const files: Record<string, Buffer> = {
      'assets/entry-1a2b.js': text('export const lodge = "Cedar Chalet";\n', 300),
      'assets/nested/root-3c4d.css': text('.hero{min-height:80vh}\n', 300),
      'favicon.svg': text('<path d="M0 0L10 10"/>', 50),
      'site.webmanifest': text('{"name":"Selkirk Stays"}', 40),
      'favicon.ico': Buffer.alloc(4000, 7),
    };
    for (const [name, content] of Object.entries(files)) await fs.writeFile(path.join(dir, name), content);

    const result = await precompressDir(dir);

    expect(result.files).toBe(5);
    for (const [name, content] of Object.entries(files)) {
      const br = await fs.readFile(path.join(dir, `${name}.br`));
      const gz = await fs.readFile(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(content), name).toBe(true);
      expect(zlib.gunzipSync(gz).equals(content), name).toBe(true);
      expect(br.length, name).toBeLessThan(content.length);
    }
    // the strongest settings: the same bytes as Brotli 11 and gzip 9 made here
    const js = files['assets/entry-1a2b.js']!;
    const best = zlib.gzipSync(js, { level: 9 });
    expect((await fs.readFile(path.join(dir, 'assets/entry-1a2b.js.gz'))).length).toBe(best.length);
    const brotli11 = zlib.brotliCompressSync(js, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect((await fs.readFile(path.join(dir, 'assets/entry-1a2b.js.br'))).length).toBeLessThanOrEqual(
      brotli11.length,
    );
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
  });

  it('leaves compressed formats alone and writes no twin that would not be smaller', async () => {
    await fs.writeFile(path.join(dir, 'assets', 'font-9e8f.woff2'), Buffer.alloc(5000, 1));
    await fs.writeFile(path.join(dir, 'hero.webp'), Buffer.alloc(5000, 1));
    await fs.writeFile(path.join(dir, 'tiny.txt'), 'ok');

    const result = await precompressDir(dir);

    expect(result.files).toBe(1);
    for (const name of ['assets/font-9e8f.woff2', 'hero.webp', 'tiny.txt']) {
      expect(await exists(`${name}.br`), name).toBe(false);
      expect(await exists(`${name}.gz`), name).toBe(false);
    }
  });

  it('can run again over its own output: no twins of twins, and twins follow a changed file', async () => {
    const file = path.join(dir, 'entry.js');
    await fs.writeFile(file, text('console.log("first");\n', 200));
    await precompressDir(dir);
    const changed = text('console.log("second build");\n', 200);
    await fs.writeFile(file, changed);

    await precompressDir(dir);

    const names = async () => (await fs.readdir(dir)).filter((name) => name !== 'assets').sort();
    expect(await names()).toEqual(['entry.js', 'entry.js.br', 'entry.js.gz']);
    expect(zlib.brotliDecompressSync(await fs.readFile(`${file}.br`)).equals(changed)).toBe(true);

    // a file that shrank below the point where a twin helps loses the stale twins
    await fs.writeFile(file, 'x');
    await precompressDir(dir);
    expect(await names()).toEqual(['entry.js']);
  });
});

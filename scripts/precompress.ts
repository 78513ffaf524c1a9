import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * `npm run build`, after `react-router build`: writes a Brotli (quality 11) and a gzip (level 9) twin,
 * `<file>.br` and `<file>.gz`, beside every compressible file of the browser build, so the server sends
 * those bytes as they are instead of compressing static files on every request
 * (docs/decisions/0015-precompressed-static-assets.md).
 *
 * Compressible means text: scripts, styles, SVG, JSON, manifests, plain text, XML, HTML, source maps and
 * icons (an .ico holds uncompressed bitmaps). Fonts (WOFF2 is Brotli inside), images and video are
 * compressed formats already and get no twin. A twin that would not be smaller than its file is not
 * written: the file is then served as it is.
 */
const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.html',
  '.map',
  '.ico',
]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function isCompressible(file: string): boolean {
  return compressibleExtensions.has(path.extname(file).toLowerCase());
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export async function precompressDir(dir: string): Promise<PrecompressResult> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  // Two at a time: the build machine has two cores and quality 11 is CPU-bound.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const sizes = await precompressFile(file);
      result.files += 1;
      result.bytes += sizes.bytes;
      result.brotliBytes += sizes.brotli ?? sizes.bytes;
      result.gzipBytes += sizes.gzip ?? sizes.bytes;
    }
  };
  await Promise.all([worker(), worker()]);
  return result;
}

/** Writes the twins of one file; a size is null when that twin was not worth writing (and was removed). */
async function precompressFile(file: string) {
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    bytes: content.length,
    brotli: await writeTwin(`${file}.br`, br, content.length),
    gzip: await writeTwin(`${file}.gz`, gz, content.length),
  };
}

async function writeTwin(twin: string, bytes: Buffer, originalSize: number): Promise<number | null> {
  if (bytes.length >= originalSize) {
    // a twin left by an earlier run over a file that changed would be served instead of the new file
    await fs.rm(twin, { force: true });
    return null;
  }
  await fs.writeFile(twin, bytes);
  return bytes.length;
}

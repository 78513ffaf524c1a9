import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notAnImageMessage } from '#common/images.ts';
import { type Db, migrateToLatest, openDatabase } from '../../db/connect.ts';
import { DomainError } from '../shared/errors.ts';
import {
  damagedImageMessage,
  ImageStore,
  imageRef,
  imageUrl,
  maxInputPixels,
  type StoredImage,
  sha256,
  storedWidths,
  tooManyPixelsMessage,
} from './images.ts';

let workDir: string;
let db: Db;
let store: ImageStore;

beforeEach(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  db = openDatabase({ kind: 'sqlite', file: path.join(workDir, 'test.db') });
  await migrateToLatest(db);
  store = new ImageStore(db.kysely, path.join(workDir, 'uploads'));
});

afterEach(async () => {
  await db.close();
  await fs.rm(workDir, { recursive: true, force: true });
});

const solid = (width: number, height: number, background = { r: 60, g: 90, b: 140 }) =>
  sharp({ create: { width, height, channels: 3, background } });

/** Camera-like content: random noise, so that JPEG data is dense and a cut lands inside the scan. */
const noisy = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

/** The stored variants, named as their files used to be (`<key>-<width>.webp`). */
async function uploadedFiles(): Promise<string[]> {
  const rows = await db.kysely.selectFrom('image_variants').select(['image_key', 'width']).execute();
  return rows.map((r) => path.basename(imageUrl(r.image_key, r.width))).sort();
}

async function variantBytes(image: StoredImage, width: number): Promise<Buffer> {
  const row = await db.kysely
    .selectFrom('image_variants')
    .select(['content', 'bytes', 'sha256'])
    .where('image_key', '=', image.key)
    .where('width', '=', width)
    .executeTakeFirstOrThrow();
  expect(row.content.length).toBe(row.bytes);
  expect(sha256(row.content)).toBe(row.sha256);
  return row.content;
}

async function writeInput(name: string, data: Buffer | string): Promise<string> {
  const file = path.join(workDir, name);
  await fs.writeFile(file, data);
  return file;
}

async function expectRefused(input: string | Buffer, message = notAnImageMessage) {
  const error = await store.store(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'invalid', message });
  expect(await uploadedFiles()).toEqual([]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * A valid black-and-white PNG of `width` x `height` pixels, all white: a few kilobytes that would decode
 * to gigabytes. With `declaredOnly`, the header claims that size while the data holds just one row.
 */
function pixelBombPng(width: number, height: number, declaredOnly = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // 1 bit per pixel, greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const rows = declaredOnly ? row : Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An HEIF file as an iPhone writes it (`heic` brand) — built from an AVIF, as sharp cannot encode HEVC. */
async function heicLike(): Promise<Buffer> {
  const file = Buffer.from(await solid(64, 48).avif().toBuffer());
  const ftypEnd = file.readUInt32BE(0);
  for (let at = 8; at < ftypEnd; at += 4) {
    if (file.toString('latin1', at, at + 4) === 'avif') file.write('heic', at, 'latin1');
  }
  return file;
}

describe('storedWidths and imageRef', () => {
  it('lists the variant widths below the largest, never above the original', () => {
    expect(storedWidths(1600)).toEqual([480, 960, 1600]);
    expect(storedWidths(1200)).toEqual([480, 960, 1200]);
    expect(storedWidths(960)).toEqual([480, 960]);
    expect(storedWidths(300)).toEqual([300]);
  });

  it('builds url and srcset from the stored variants', () => {
    const ref = imageRef(7, { key: 'a'.repeat(32), width: 1200, height: 800 });
    expect(ref).toEqual({
      id: 7,
      url: `/uploads/${'a'.repeat(32)}-1200.webp`,
      srcset: [480, 960, 1200].map((w) => `/uploads/${'a'.repeat(32)}-${w}.webp ${w}w`).join(', '),
      width: 1200,
      height: 800,
    });
  });
});

describe('ImageStore.store', () => {
  it('stores WebP variants at 480, 960 and 1600 px wide, keeping the aspect ratio', async () => {
    const image = await store.store(await noisy(2400, 1800).jpeg({ quality: 90 }).toBuffer());
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    expect(image.key).toMatch(/^[a-f0-9]{32}$/);
    expect(await uploadedFiles()).toEqual([
      `${image.key}-1600.webp`,
      `${image.key}-480.webp`,
      `${image.key}-960.webp`,
    ]);
    for (const [width, height] of [
      [480, 360],
      [960, 720],
      [1600, 1200],
    ] as const) {
      const meta = await sharp(await variantBytes(image, width)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('stores fewer variants for a small image and never enlarges it', async () => {
    const medium = await store.store(await solid(1200, 800).png().toBuffer());
    expect(medium).toMatchObject({ width: 1200, height: 800 });
    expect((await sharp(await variantBytes(medium, 1200)).metadata()).width).toBe(1200);
    expect((await sharp(await variantBytes(medium, 960)).metadata()).width).toBe(960);
    expect((await sharp(await variantBytes(medium, 480)).metadata()).width).toBe(480);

    const small = await store.store(await solid(300, 200).png().toBuffer());
    expect(small).toMatchObject({ width: 300, height: 200 });
    expect((await uploadedFiles()).filter((f) => f.startsWith(small.key))).toEqual([`${small.key}-300.webp`]);
  });

  it('accepts a file path as well as a buffer, and gives every image its own key', async () => {
    const file = await writeInput('photo.jpg', await solid(640, 480).jpeg().toBuffer());
    const first = await store.store(file);
    const second = await store.store(file);
    expect(first.key).not.toBe(second.key);
    expect(await uploadedFiles()).toHaveLength(4);
  });

  it.each(['png', 'webp', 'avif'] as const)('accepts %s', async (format) => {
    const image = await store.store(await solid(1000, 500)[format]().toBuffer());
    expect(image).toMatchObject({ width: 1000, height: 500 });
    expect((await sharp(await variantBytes(image, 1000)).metadata()).format).toBe('webp');
  });

  it('accepts an AVIF that names avif among its compatible brands only', async () => {
    const avif = Buffer.from(await solid(640, 480).avif().toBuffer());
    expect(avif.toString('latin1', 8, 12)).toBe('avif');
    avif.write('mif1', 8, 'latin1');
    expect((await sharp(avif).metadata()).compression).toBe('hevc');
    expect(await store.store(avif)).toMatchObject({ width: 640, height: 480 });
  });

  it('keeps transparency', async () => {
    const png = await sharp({
      create: { width: 600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await store.store(png);
    expect((await sharp(await variantBytes(image, 600)).metadata()).hasAlpha).toBe(true);
  });

  it('turns an image upright by its EXIF orientation (6: rotate 90° clockwise)', async () => {
    // Stored sideways: left half red, right half blue; shown upright, red is on top.
    const sideways = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0000ff' } })
      .composite([
        {
          input: { create: { width: 400, height: 400, channels: 3, background: '#ff0000' } },
          left: 0,
          top: 0,
        },
      ])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const image = await store.store(sideways);
    expect(image).toMatchObject({ width: 400, height: 800 });
    const variant = sharp(await variantBytes(image, 400));
    const meta = await variant.metadata();
    expect(meta).toMatchObject({ width: 400, height: 800 });
    expect(meta.orientation).toBeUndefined();
    const { data } = await variant.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 400 + x) * 3, (y * 400 + x) * 3 + 3)];
    expect(pixel(200, 100)[0]).toBeGreaterThan(200);
    expect(pixel(200, 100)[2]).toBeLessThan(50);
    expect(pixel(200, 700)[2]).toBeGreaterThan(200);
    expect(pixel(200, 700)[0]).toBeLessThan(50);
  });

  it('strips EXIF (GPS), XMP and ICC from every variant', async () => {
    const tagged = await solid(2000, 1500)
      .withExif({
        IFD0: { Artist: 'Jo Photographer', Copyright: 'Jo' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 0/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '118/1 12/1 0/1',
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
          '<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,0.0N"/>' +
          '</rdf:RDF></x:xmpmeta>',
      )
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif).toBeDefined();
    expect(input.xmp).toBeDefined();
    expect(input.icc).toBeDefined();

    const image = await store.store(tagged);
    for (const width of storedWidths(image.width)) {
      const file = await variantBytes(image, width);
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      for (const chunk of ['EXIF', 'XMP ', 'ICCP']) expect(file.includes(chunk)).toBe(false);
    }
  });

  it('converts colours from an embedded profile to sRGB rather than dropping the profile', async () => {
    const colour = { r: 200, g: 100, b: 50 };
    const p3 = await solid(64, 64, colour).withIccProfile('p3').jpeg({ quality: 100 }).toBuffer();
    const [pr, pg, pb] = await sharp(p3, { ignoreIcc: true }).raw().toBuffer();
    expect(Math.abs(pr! - colour.r) + Math.abs(pg! - colour.g) + Math.abs(pb! - colour.b)).toBeGreaterThan(
      20,
    );

    const image = await store.store(p3);
    const [r, g, b] = await sharp(await variantBytes(image, 64))
      .raw()
      .toBuffer();
    expect(Math.abs(r! - colour.r)).toBeLessThanOrEqual(6);
    expect(Math.abs(g! - colour.g)).toBeLessThanOrEqual(6);
    expect(Math.abs(b! - colour.b)).toBeLessThanOrEqual(6);
  });

  it('converts CMYK JPEGs to RGB', async () => {
    const cmyk = await solid(500, 300).toColourspace('cmyk').jpeg().toBuffer();
    const image = await store.store(cmyk);
    expect(await sharp(await variantBytes(image, 480)).metadata()).toMatchObject({
      space: 'srgb',
      channels: 3,
    });
  });

  it('fits a very tall image within what WebP can hold', async () => {
    const image = await store.store(await solid(400, 17_000).png().toBuffer());
    expect(image.height).toBeLessThanOrEqual(16383);
    expect(image.width).toBe(Math.round((400 * image.height) / 17_000));
    const meta = await sharp(await variantBytes(image, image.width)).metadata();
    expect(meta).toMatchObject({ width: image.width, height: image.height });
  });
});

describe('ImageStore.store when the database fails', () => {
  it('stores none of the variants and passes the error on (a 500, not a 400)', async () => {
    await sql`create trigger refuse_960 before insert on image_variants when new.width = 960
      begin select raise(abort, 'database or disk is full'); end`.execute(db.kysely);

    await expect(store.store(await solid(2000, 1500).jpeg().toBuffer())).rejects.toThrow(/disk is full/);
    expect(await uploadedFiles()).toEqual([]);
  });
});

describe('ImageStore.store refuses anything but a real JPEG, PNG, WebP or AVIF', () => {
  it('refuses a GIF', async () => {
    await expectRefused(await solid(100, 100).gif().toBuffer());
  });

  it('refuses a TIFF', async () => {
    await expectRefused(await solid(100, 100).tiff().toBuffer());
  });

  it('refuses an SVG, even named .jpg', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>';
    await expectRefused(await writeInput('drawing.jpg', svg));
  });

  it('refuses HEIC', async () => {
    await expectRefused(await heicLike());
  });

  it('refuses a PDF', async () => {
    await expectRefused(
      await writeInput(
        'brochure.jpg',
        '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    );
  });

  it('refuses a text file named .jpg, and an empty one', async () => {
    await expectRefused(await writeInput('notes.jpg', 'Check-in is at 4 pm.\n'));
    await expectRefused(await writeInput('empty.jpg', ''));
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await noisy(1200, 900).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), damagedImageMessage);
    await expectRefused(
      await writeInput('cut.jpg', jpeg.subarray(0, jpeg.length - 512)),
      damagedImageMessage,
    );
    await expectRefused(jpeg.subarray(0, 200));
  });

  it('refuses a JPEG whose pixel data is corrupt', async () => {
    const jpeg = Buffer.from(await noisy(1200, 900).jpeg().toBuffer());
    const start = Math.floor(jpeg.length * 0.3);
    for (let i = 0; i < 2000; i++) jpeg[start + i] = (i * 37) & 0xff;
    await expectRefused(jpeg, damagedImageMessage);
  });

  it('refuses a small file declaring a huge image, before decoding it', async () => {
    const bomb = pixelBombPng(50_000, 50_000, true);
    expect(bomb.length).toBeLessThan(1000);
    await expectRefused(bomb, tooManyPixelsMessage);
  });

  it('refuses a real decompression bomb just over the pixel limit', async () => {
    const side = Math.ceil(Math.sqrt(maxInputPixels)) + 1;
    const bomb = pixelBombPng(side, side);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: side,
      height: side,
    });
    expect(bomb.length).toBeLessThan(100 * 1024);
    await expectRefused(await writeInput('bomb.png', bomb), tooManyPixelsMessage);
  });

  it('fails (not as a 400) when the uploaded file is missing', async () => {
    await expect(store.store(path.join(workDir, 'gone.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('ImageStore.remove', () => {
  it('deletes every variant of the removed images and leaves the others', async () => {
    const large = await store.store(await solid(2000, 1000).jpeg().toBuffer());
    const medium = await store.store(await solid(1000, 500).jpeg().toBuffer());
    const kept = await store.store(await solid(700, 500).jpeg().toBuffer());
    expect(await uploadedFiles()).toHaveLength(3 + 3 + 2);

    await store.remove([large, medium]);
    expect(await uploadedFiles()).toEqual([`${kept.key}-480.webp`, `${kept.key}-700.webp`]);
  });

  it('ignores images already gone and keys that are not ours', async () => {
    const image = await store.store(await solid(500, 500).jpeg().toBuffer());
    await store.remove([image]);
    await expect(
      store.remove([image, { key: '../../etc/passwd', width: 480, height: 480 }]),
    ).resolves.toBeUndefined();
  });
});

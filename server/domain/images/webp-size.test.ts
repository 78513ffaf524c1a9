import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { webpSize } from './webp-size.ts';

const picture = (width: number, height: number, channels: 3 | 4) =>
  sharp({ create: { width, height, channels, background: { r: 40, g: 80, b: 120, alpha: 0.5 } } });

describe('webpSize', () => {
  it('reads lossy, lossless and extended (alpha) headers', async () => {
    expect(webpSize(await picture(960, 641, 3).webp({ quality: 80 }).toBuffer())).toEqual({
      width: 960,
      height: 641,
    });
    expect(webpSize(await picture(333, 77, 3).webp({ lossless: true }).toBuffer())).toEqual({
      width: 333,
      height: 77,
    });
    expect(webpSize(await picture(480, 1200, 4).webp({ quality: 80 }).toBuffer())).toEqual({
      width: 480,
      height: 1200,
    });
  });

  it('is null for anything else', async () => {
    expect(webpSize(await picture(10, 10, 3).png().toBuffer())).toBeNull();
    expect(webpSize(Buffer.from('RIFF'))).toBeNull();
  });
});

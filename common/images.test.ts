import { describe, expect, it } from 'vitest';
import {
  imageAccept,
  imageTypeMessage,
  isAcceptedImageDecoderFormat,
  isAcceptedImageType,
  notAnImageMessage,
} from './images.ts';

describe('accepted image formats', () => {
  it('offers the four formats to file pickers and names them in both messages', () => {
    expect(imageAccept).toBe('image/jpeg,image/png,image/webp,image/avif');
    expect(imageTypeMessage).toBe('Choose a JPEG, PNG, WebP or AVIF image');
    expect(notAnImageMessage).toBe('Only JPEG, PNG, WebP or AVIF images are accepted');
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/avif'])('takes a %s file', (type) => {
    expect(isAcceptedImageType(type)).toBe(true);
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf', ''])('refuses a "%s" file', (type) => {
    expect(isAcceptedImageType(type)).toBe(false);
  });

  it('maps the decoder names of the same formats (AVIF decodes as heif), and nothing else', () => {
    for (const name of ['jpeg', 'png', 'webp', 'heif']) expect(isAcceptedImageDecoderFormat(name)).toBe(true);
    for (const name of ['gif', 'svg', 'tiff', undefined])
      expect(isAcceptedImageDecoderFormat(name)).toBe(false);
  });
});

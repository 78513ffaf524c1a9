// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { placeholderImage, ResponsiveImage } from './responsive-image.tsx';

const cover = {
  url: '/uploads/cover-960.webp',
  srcset: '/uploads/cover-480.webp 480w',
  width: 960,
  height: 640,
};

// happy-dom loads no pictures: give them a width so that only a real failure counts as broken
beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 960 });
});

afterEach(cleanup);

describe('a responsive image', () => {
  it('carries its variants, sizes and intrinsic size, and loads lazily unless it is the priority image', () => {
    render(<ResponsiveImage image={cover} sizes="100vw" alt="Cabin" />);
    const img = screen.getByRole('img', { name: 'Cabin' });
    expect(img.getAttribute('srcset')).toBe(cover.srcset);
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '640']);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('shows the placeholder when the photo fails to load or there is none', () => {
    render(<ResponsiveImage image={cover} sizes="100vw" alt="Cabin" />);
    const img = screen.getByRole('img', { name: 'Cabin' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(placeholderImage);
    expect(img.getAttribute('srcset')).toBeNull();
    cleanup();
    render(<ResponsiveImage image={null} sizes="100vw" alt="No photo" />);
    expect(screen.getByRole('img', { name: 'No photo' }).getAttribute('src')).toBe(placeholderImage);
  });
});

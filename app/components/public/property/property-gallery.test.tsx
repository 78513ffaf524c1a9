// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRef } from '#common/property.ts';
import { PropertyGallery } from './property-gallery.tsx';

const photo = (id: number): ImageRef => ({
  id,
  url: `/uploads/photo-${id}.webp`,
  srcset: `/uploads/photo-${id}.webp 960w`,
  width: 960,
  height: 640,
});
const photos = [photo(1), photo(2), photo(3)];

// happy-dom loads no pictures: without a width every photo would count as broken and show the placeholder
beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 960 });
});

afterEach(cleanup);

const mainImage = () => screen.getByTestId('gallery-main').querySelector('img')!;
const viewer = () => screen.getByRole('dialog', { hidden: true });
const counter = () => screen.getByTestId('carousel-counter').textContent;
const key = (name: string) => fireEvent.keyDown(viewer(), { key: name });

describe('the property gallery', () => {
  it('shows the cover first and switches the main image with a thumbnail', () => {
    render(<PropertyGallery name="Begbie Creek Cabin" photos={photos} />);
    expect(mainImage().getAttribute('src')).toBe('/uploads/photo-1.webp');
    const second = screen.getByRole('button', { name: 'Show photo 2 of 3' });
    fireEvent.click(second);
    expect(mainImage().getAttribute('src')).toBe('/uploads/photo-2.webp');
    expect(second.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the viewer on the chosen photo; the arrow keys step and wrap around', () => {
    render(<PropertyGallery name="Begbie Creek Cabin" photos={photos} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    fireEvent.click(screen.getByTestId('gallery-main'));
    expect(counter()).toBe('Photo 3 of 3');
    key('ArrowRight');
    expect(counter()).toBe('Photo 1 of 3');
    key('ArrowLeft');
    expect(counter()).toBe('Photo 3 of 3');
    key('ArrowLeft');
    expect(counter()).toBe('Photo 2 of 3');
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('Photo 3 of 3');
  });

  it('closes with Escape on the photo last shown', () => {
    render(<PropertyGallery name="Begbie Creek Cabin" photos={photos} />);
    fireEvent.click(screen.getByTestId('gallery-main'));
    key('ArrowLeft');
    fireEvent(viewer(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByTestId('carousel-counter')).toBeNull();
    expect(mainImage().getAttribute('src')).toBe('/uploads/photo-3.webp');
  });
});

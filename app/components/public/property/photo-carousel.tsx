import { type PointerEvent, useEffect, useRef, useState } from 'react';
import type { ImageRef } from '#common/property.ts';
import { keepTabInside } from '../../../lib/browser/focus-trap.ts';
import { wrapIndex } from '../../../lib/browser/wrap-index.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { ResponsiveImage } from '../content/responsive-image.tsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../site/icons.tsx';

/** A horizontal swipe longer than this (px) turns the page. */
const swipeDistance = 50;

interface PhotoCarouselProps {
  open: boolean;
  title: string;
  photos: ImageRef[];
  startIndex: number;
  /** Called with the photo on show when the viewer closes. */
  onClose: (index: number) => void;
}

/**
 * The fullscreen photo viewer of the property page: arrow keys, buttons and swipes step through the photos
 * and wrap around at both ends; Escape or the close button closes it and focus returns where it was.
 */
export function PhotoCarousel({ open, title, photos, startIndex, onClose }: PhotoCarouselProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipeStart = useRef<number | null>(null);
  const [index, setIndex] = useState(startIndex);
  const count = photos.length;
  const { t } = useTexts();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      setIndex(startIndex);
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      opener.current?.focus();
    }
  }, [open, startIndex]);

  const step = (by: number) => setIndex((i) => wrapIndex(i + by, count));

  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= swipeDistance) step(dx < 0 ? 1 : -1);
  };

  const photo = photos[index] ?? null;
  const control =
    'grid size-12 place-items-center rounded-full bg-white/10 text-white backdrop-blur hover:bg-white/25';

  return (
    <dialog
      ref={ref}
      aria-label={t('{name} photos', { name: title })}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-brand-950 p-0 text-white backdrop:bg-brand-950"
      onCancel={(event) => {
        event.preventDefault();
        onClose(index);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') {
          event.preventDefault();
          step(1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          step(-1);
        } else {
          keepTabInside(event);
        }
      }}
    >
      {open ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p className="truncate font-display text-lg font-semibold">{title}</p>
            <div className="flex items-center gap-3">
              <p
                aria-live="polite"
                className="text-sm tabular-nums text-brand-100"
                data-testid="carousel-counter"
              >
                {t('Photo {number} of {count}', { number: index + 1, count })}
              </p>
              <button
                type="button"
                className={control}
                aria-label={t('Close photos')}
                onClick={() => onClose(index)}
              >
                <CloseIcon size={24} />
              </button>
            </div>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-4 select-none sm:px-20"
            onPointerDown={(event) => {
              swipeStart.current = event.clientX;
            }}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <ResponsiveImage
              key={photo?.id ?? index}
              image={photo}
              sizes="100vw"
              alt={t('{name}: photo {number} of {count}', { name: title, number: index + 1, count })}
              priority
              draggable={false}
              className="max-h-full w-auto max-w-full rounded-lg object-contain"
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={`${control} absolute top-1/2 left-3 -translate-y-1/2 sm:left-6`}
                  aria-label={t('Previous photo')}
                  onClick={() => step(-1)}
                >
                  <ChevronLeftIcon size={26} />
                </button>
                <button
                  type="button"
                  className={`${control} absolute top-1/2 right-3 -translate-y-1/2 sm:right-6`}
                  aria-label={t('Next photo')}
                  onClick={() => step(1)}
                >
                  <ChevronRightIcon size={26} />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

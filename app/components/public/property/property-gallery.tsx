import { useState } from 'react';
import type { ImageRef } from '#common/property.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { ResponsiveImage } from '../content/responsive-image.tsx';
import { ExpandIcon } from '../site/icons.tsx';
import { PhotoCarousel } from './photo-carousel.tsx';

const mainSizes = '(min-width: 1280px) 780px, (min-width: 1024px) 62vw, 100vw';

/**
 * The property page's photos: a main image (the cover by default) and clickable thumbnails, cover first.
 * Choosing a thumbnail switches the main image; clicking the main image opens the fullscreen viewer.
 */
export function PropertyGallery({ name, photos }: { name: string; photos: ImageRef[] }) {
  const [selected, setSelected] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = photos.length;
  const current = photos[selected] ?? null;
  const { t, tn } = useTexts();

  return (
    <div>
      <button
        type="button"
        onClick={() => setViewerOpen(true)}
        disabled={count === 0}
        aria-label={tn(
          count,
          'View {count} photo of {name} full screen',
          'View {count} photos of {name} full screen, starting with photo {number}',
          { name, number: selected + 1 },
        )}
        data-testid="gallery-main"
        className="group relative block w-full overflow-hidden rounded-2xl bg-brand-100"
      >
        <ResponsiveImage
          image={current}
          sizes={mainSizes}
          alt=""
          priority={selected === 0}
          className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
        {count > 0 ? (
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-2 rounded-full bg-brand-950/80 px-3.5 py-2 text-sm font-semibold text-white">
            <ExpandIcon size={16} /> {tn(count, '{count} photo', '{count} photos')}
          </span>
        ) : null}
      </button>
      {count > 1 ? (
        <ul aria-label={t('Choose a photo')} className="mt-3 flex snap-x gap-2 overflow-x-auto pb-2">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0 snap-start">
              <button
                type="button"
                aria-label={t('Show photo {number} of {count}', { number: i + 1, count })}
                aria-pressed={i === selected}
                onClick={() => setSelected(i)}
                className={`block overflow-hidden rounded-lg ring-offset-2 transition ${
                  i === selected ? 'ring-3 ring-alpenglow-600' : 'opacity-80 hover:opacity-100'
                }`}
              >
                <ResponsiveImage
                  image={photo}
                  sizes="112px"
                  alt=""
                  className="aspect-[3/2] w-24 object-cover sm:w-28"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoCarousel
        open={viewerOpen}
        title={name}
        photos={photos}
        startIndex={selected}
        onClose={(index) => {
          setSelected(index);
          setViewerOpen(false);
        }}
      />
    </div>
  );
}

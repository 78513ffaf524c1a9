import { useState } from 'react';
import type { ImageRef } from '#common/property.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { Modal } from '../ui/modal.tsx';

/**
 * A thumbnail that opens the image large in the shared modal. It is a link to the image file, so
 * without JavaScript (or with a middle click) the image still opens on its own.
 */
export function EnlargeableImage({
  image,
  alt,
  title,
  sizes,
  className = '',
}: {
  image: ImageRef;
  alt: string;
  title: string;
  sizes: string;
  className?: string;
}) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href={image.url}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
        className={`group relative block overflow-hidden rounded-xl bg-brand-50 ${className}`}
      >
        <img
          src={image.url}
          srcSet={image.srcset}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="sr-only"> {t('(opens a larger view)')}</span>
        <span
          aria-hidden="true"
          className="absolute right-2 bottom-2 rounded-full bg-brand-950/75 px-2.5 py-1 text-xs font-semibold text-white print:hidden"
        >
          {t('Enlarge')}
        </span>
      </a>
      <Modal open={open} title={title} onClose={() => setOpen(false)} size="large">
        <img
          src={image.url}
          srcSet={image.srcset}
          sizes="(min-width: 56rem) 52rem, 100vw"
          width={image.width}
          height={image.height}
          alt={alt}
          className="mx-auto h-auto max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
        />
      </Modal>
    </>
  );
}

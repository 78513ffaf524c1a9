import type { ImgHTMLAttributes } from 'react';

/** A picture from site content or a painted scene: its address, responsive variants and intrinsic size. */
interface PictureSource {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  alt?: string;
}

interface ContentPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  image: PictureSource;
  /** How wide the picture is drawn, for the browser to pick a variant. */
  sizes: string;
  /** Overrides the picture's own alt text (decorative uses pass ''). */
  alt?: string;
}

/**
 * A below-the-fold picture: loaded lazily and decoded off the main thread, with its intrinsic size so the
 * page does not shift when it arrives. Any attribute (class, width, key data) can be added or overridden.
 */
export function ContentPicture({ image, sizes, alt = image.alt ?? '', ...rest }: ContentPictureProps) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      {...rest}
    />
  );
}

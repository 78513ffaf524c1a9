import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';

export const placeholderImage = '/images/placeholder.svg';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  image: { url: string; srcset?: string; width: number; height: number } | null;
  sizes: string;
  alt: string;
  /** The largest image of the page: loaded first and not lazily. */
  priority?: boolean;
}

/**
 * A photo with its responsive variants, intrinsic size (no layout shift) and lazy loading. A missing photo,
 * or one that fails to load (also before hydration), is replaced by the placeholder.
 */
export function ResponsiveImage({ image, sizes, alt, priority = false, ...rest }: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(image === null);

  useEffect(() => {
    setFailed(image === null);
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && image !== null) setFailed(true);
  }, [image]);

  const shown = failed || !image ? { url: placeholderImage, srcset: undefined } : image;
  return (
    <img
      ref={ref}
      src={shown.url}
      srcSet={shown.srcset || undefined}
      sizes={shown.srcset ? sizes : undefined}
      width={image?.width ?? 1200}
      height={image?.height ?? 800}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}

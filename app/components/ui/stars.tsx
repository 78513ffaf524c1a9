import type { Lang } from '#common/translations.ts';
import { decimalCount } from '../../lib/listings/property-facts.ts';
import { useTexts } from '../../lib/site/language.tsx';

/**
 * Five stars filled to `rating` (0–5, tenths shown as part of a star): a row of grey stars with the amber
 * row over it, cut to the rating's width. Decorative; the text beside it says the rating.
 */
export function Stars({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = `${(Math.max(0, Math.min(5, rating)) / 5) * 100}%`;
  return (
    <span
      aria-hidden="true"
      className="relative inline-block shrink-0 leading-none tracking-[0.1em] whitespace-nowrap text-stone-300"
      style={{ fontSize: size }}
    >
      ★★★★★
      <span className="absolute inset-y-0 left-0 overflow-hidden text-amber-700" style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  );
}

/** "4.8" ("4,8" in French): a rating with its one decimal. */
export const averageRating = (average: number, lang: Lang) => decimalCount(average.toFixed(1), lang);

/** "4.8 out of 5 (12 reviews)" as a screen reader and a sighted visitor read it. */
export function RatingSummary({
  rating,
  size = 16,
  className = '',
}: {
  rating: { average: number; count: number };
  size?: number;
  className?: string;
}) {
  const { t, tn, lang } = useTexts();
  const count = tn(rating.count, '{count} review', '{count} reviews');
  return (
    <p className={`flex items-center gap-2 ${className}`} data-testid="rating">
      <Stars rating={rating.average} size={size} />
      <span>
        <span className="font-semibold text-brand-900">{averageRating(rating.average, lang)}</span>
        <span className="sr-only"> {t('out of 5')}</span> <span className="text-slate-600">({count})</span>
      </span>
    </p>
  );
}

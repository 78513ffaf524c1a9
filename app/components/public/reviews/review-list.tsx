import type { PropertyReviews, PublicReview } from '#common/review.ts';
import { reviewSourceNames } from '#common/review-rules.ts';
import { formatMonth } from '../../../lib/format/plain-format.ts';
import { type Texts, useTexts } from '../../../lib/site/language.tsx';
import { averageRating, RatingSummary, Stars } from '../../ui/stars.tsx';
import { CheckIcon } from '../site/icons.tsx';

/** Where a review came from and when, as the page says it: "Verified stay · November 2025". */
function provenance(review: PublicReview, { t, lang }: Texts): string {
  const when = review.stay_month
    ? formatMonth(review.stay_month, lang)
    : review.published_at
      ? formatMonth(new Date(review.published_at).toISOString().slice(0, 10), lang)
      : '';
  const from = review.verified
    ? t('Verified stay')
    : review.source === 'direct'
      ? t('Guest review')
      : t('Review from {source}', { source: reviewSourceNames[review.source] });
  return when ? `${from} · ${when}` : from;
}

/**
 * A property's published reviews: the rating, then each review with its stars, name, where it came from
 * ("Verified stay" only for a review written through a stay's link) and the company's reply. `pageHref`
 * links the other pages of reviews (plain links: they work without JavaScript and are cached).
 */
export function ReviewList({
  reviews,
  pageHref,
}: {
  reviews: PropertyReviews;
  pageHref: (page: number) => string;
}) {
  const texts = useTexts();
  const { t, tn, lang } = texts;
  if (reviews.count === 0 || reviews.average === null) {
    return (
      <p className="text-slate-700">{t('No reviews yet. Guests who stay here can review their stay.')}</p>
    );
  }
  return (
    <div>
      <RatingSummary
        rating={{ average: reviews.average, count: reviews.count }}
        size={22}
        className="text-lg"
      />
      {reviews.direct ? (
        <p className="mt-1 text-sm text-slate-700">
          {tn(
            reviews.direct.count,
            '{average} from {count} review written here by our own guests.',
            '{average} from {count} reviews written here by our own guests.',
            { average: averageRating(reviews.direct.average, lang) },
          )}
        </p>
      ) : null}
      <ol className="mt-6 grid gap-5" data-testid="review-list">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone" data-review>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2">
                <Stars rating={review.rating} />
                <span className="sr-only">{t('{rating} out of 5', { rating: review.rating })}</span>
                <span className="font-semibold text-brand-900">{review.name ?? t('A guest')}</span>
              </p>
              <p className="flex items-center gap-1 text-sm text-slate-600">
                {review.verified ? <CheckIcon size={16} className="text-forest-700" /> : null}
                {provenance(review, texts)}
              </p>
            </div>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{review.text}</p>
            {review.reply ? (
              <div className="mt-4 border-l-4 border-brand-200 pl-4">
                <p className="text-sm font-semibold text-brand-900">{t('Our reply')}</p>
                <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">
                  {review.reply}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {reviews.pages > 1 ? (
        <nav aria-label={t('Review pages')} className="mt-6 flex flex-wrap items-center gap-3">
          {reviews.page > 1 ? (
            <a href={pageHref(reviews.page - 1)} className="btn-outline">
              {t('Newer reviews')}
            </a>
          ) : null}
          <span className="text-sm text-slate-600">
            {t('Page {page} of {pages}', { page: reviews.page, pages: reviews.pages })}
          </span>
          {reviews.page < reviews.pages ? (
            <a href={pageHref(reviews.page + 1)} className="btn-outline">
              {t('Older reviews')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

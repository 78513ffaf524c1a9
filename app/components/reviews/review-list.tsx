import type { PropertyReviews, PublicReview } from '#common/review.ts';
import { reviewSourceNames } from '#common/review-rules.ts';
import { formatMonth } from '../../lib/plain-format.ts';
import { CheckIcon } from '../icons.tsx';
import { RatingSummary, Stars } from './stars.tsx';

/** Where a review came from and when, as the page says it: "Verified stay · November 2025". */
function provenance(review: PublicReview): string {
  const when = review.stay_month
    ? formatMonth(review.stay_month)
    : review.published_at
      ? formatMonth(new Date(review.published_at).toISOString().slice(0, 10))
      : '';
  const from = review.verified
    ? 'Verified stay'
    : review.source === 'direct'
      ? 'Guest review'
      : `Review from ${reviewSourceNames[review.source]}`;
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
  if (reviews.count === 0 || reviews.average === null) {
    return <p className="text-slate-700">No reviews yet. Guests who stay here can review their stay.</p>;
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
          {reviews.direct.average.toFixed(1)} from {reviews.direct.count}{' '}
          {reviews.direct.count === 1 ? 'review' : 'reviews'} written here by our own guests.
        </p>
      ) : null}
      <ol className="mt-6 grid gap-5" data-testid="review-list">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone" data-review>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="flex items-center gap-2">
                <Stars rating={review.rating} />
                <span className="sr-only">{review.rating} out of 5</span>
                <span className="font-semibold text-brand-900">{review.name ?? 'A guest'}</span>
              </p>
              <p className="flex items-center gap-1 text-sm text-slate-600">
                {review.verified ? <CheckIcon size={16} className="text-forest-700" /> : null}
                {provenance(review)}
              </p>
            </div>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-800">{review.text}</p>
            {review.reply ? (
              <div className="mt-4 border-l-4 border-brand-200 pl-4">
                <p className="text-sm font-semibold text-brand-900">Our reply</p>
                <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">
                  {review.reply}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {reviews.pages > 1 ? (
        <nav aria-label="Review pages" className="mt-6 flex flex-wrap items-center gap-3">
          {reviews.page > 1 ? (
            <a href={pageHref(reviews.page - 1)} className="btn-outline">
              Newer reviews
            </a>
          ) : null}
          <span className="text-sm text-slate-600">
            Page {reviews.page} of {reviews.pages}
          </span>
          {reviews.page < reviews.pages ? (
            <a href={pageHref(reviews.page + 1)} className="btn-outline">
              Older reviews
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

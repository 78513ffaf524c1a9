import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Property } from '#common/property.ts';
import type { StaffReview } from '#common/review.ts';
import { type ReviewStatus, reviewStatuses } from '#common/review-rules.ts';
import { type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { ChannelReviewForm } from '../../components/admin/reviews/channel-review-form.tsx';
import { ReviewCard } from '../../components/admin/reviews/review-card.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { ApiError } from '../../lib/api.ts';
import type { Route } from './+types/reviews';

export const meta: Route.MetaFunction = () => adminMeta('Reviews');

const statusOf = (value: string | null): ReviewStatus => reviewStatuses.find((s) => s === value) ?? 'pending';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const status = statusOf(new URL(request.url).searchParams.get('status'));
  const [reviews, properties] = await Promise.all([
    loadApiData(
      (signal) => apiAnswer(client.GET('/api/v1/reviews', { params: { query: { status } }, signal })),
      request,
    ),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/properties', { signal })), request),
  ]);
  return { reviews, properties };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <ReviewsView reviews={loading} properties={loading} />;
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsView reviews={loaderData.reviews} properties={loaderData.properties} />;
}

const statusNames: Record<ReviewStatus, string> = {
  pending: 'Waiting',
  published: 'Published',
  hidden: 'Hidden',
};

function ReviewsView({
  reviews,
  properties,
}: {
  reviews: ApiData<StaffReview[]>;
  properties: ApiData<Property[]>;
}) {
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = useApiWrite();
  const failed = (error: ApiError) => {
    const fields = Object.values(error.fields).join(' ');
    setNotice({ title: 'Error', message: `${error.message}${fields ? `: ${fields}` : ''}` });
  };

  return (
    <>
      <div>
        <h2 className="text-2xl font-semibold">Guest reviews</h2>
        <p className="text-slate-700">
          Reviews from stay links wait here until you publish them. Only published reviews count in a home's
          rating.
        </p>
      </div>
      <nav aria-label="Review status" className="mt-4 flex flex-wrap gap-2">
        {reviewStatuses.map((s) => (
          <Link
            key={s}
            to={`?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className={s === status ? 'btn-dark' : 'btn-outline'}
          >
            {statusNames[s]}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <LoadState
          state={reviews}
          loadingText="Loading reviews..."
          errorText="Couldn't load reviews"
          emptyText={`No ${statusNames[status].toLowerCase()} reviews.`}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="space-y-4">
              {list.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} write={update} onFailed={failed} />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
      {properties.status === 'ready' ? (
        <ChannelReviewForm properties={properties.data} write={update} onFailed={failed} />
      ) : null}
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}

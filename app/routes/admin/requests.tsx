import { Link, useSearchParams } from 'react-router';
import {
  type RequestStatus,
  requestStatuses,
  type StaffRequest,
  type staffReplyStatuses,
} from '#common/request-threads.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { RequestCard } from '../../components/admin/request-card.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/requests';

export const meta: Route.MetaFunction = () => adminMeta('Guest requests');

const statusOf = (value: string | null): RequestStatus | undefined =>
  (requestStatuses as readonly string[]).includes(value ?? '') ? (value as RequestStatus) : undefined;

/** ?status= (default open; "all" for every one) and ?stay= (one stay's thread). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = asked === 'all' ? undefined : (statusOf(asked) ?? 'open');
  return {
    requests: await loadApiData(
      (signal) => apiAnswer(client.GET('/api/v1/requests', { params: { query: { status } }, signal })),
      request,
    ),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <RequestsView requests={loading} />;
}

export default function Requests({ loaderData }: Route.ComponentProps) {
  return <RequestsView requests={loaderData.requests} />;
}

const filters: { value: string; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
];

/** Guest requests apart from contact enquiries (issue 43): the open ones to answer, each as its thread. */
function RequestsView({ requests }: { requests: ApiData<StaffRequest[]> }) {
  const write = useApiWrite();
  const [params] = useSearchParams();
  const current = params.get('status') ?? 'open';
  const stay = Number(params.get('stay')) || null;

  async function answer(id: number, reply: { text: string; status?: (typeof staffReplyStatuses)[number] }) {
    const result = await write.run(`request-${id}`, () =>
      apiAnswer(client.POST('/api/v1/requests/{id}/replies', { params: { path: { id } }, body: reply })),
    );
    return result.ok;
  }
  const errorOf = (id: number) => {
    const last = write.last;
    return last?.key === `request-${id}` && !last.result.ok ? last.result.error.message : null;
  };

  return (
    <>
      <div>
        <h2 className="text-2xl font-semibold">Guest requests</h2>
        <p className="text-slate-700">
          What guests ask from their guide. Your answer is emailed to them in their language and shown in the
          guide.
        </p>
      </div>
      <nav aria-label="Filter requests" className="mt-4 flex flex-wrap gap-2">
        {filters.map((f) => (
          <Link
            key={f.value}
            to={`?status=${f.value}`}
            aria-current={current === f.value ? 'page' : undefined}
            className={`rounded-full px-4 py-2 font-semibold ${current === f.value ? 'bg-brand-900 text-white' : 'bg-slate-100'}`}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <LoadState
          state={requests}
          loadingText="Loading requests..."
          errorText="Couldn't load requests"
          emptyText="No requests here."
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="space-y-4">
              {list
                .filter((r) => stay === null || r.stay.id === stay)
                .map((r) => (
                  <li key={r.id}>
                    <RequestCard
                      request={r}
                      busy={write.busy === `request-${r.id}`}
                      error={errorOf(r.id)}
                      onAnswer={(reply) => answer(r.id, reply)}
                    />
                  </li>
                ))}
            </ul>
          )}
        </LoadState>
      </div>
    </>
  );
}

import { useState } from 'react';
import type { Enquiry } from '#common/enquiry.ts';
import { type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { EnquiryCard } from '../../components/admin/enquiry-card.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = () => adminMeta('Enquiries');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return {
    enquiries: await loadApiData((signal) => apiAnswer(client.GET('/api/v1/enquiries', { signal })), request),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <EnquiriesView enquiries={loading} />;
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  return <EnquiriesView enquiries={loaderData.enquiries} />;
}

function EnquiriesView({ enquiries }: { enquiries: ApiData<Enquiry[]> }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const write = useApiWrite();

  /** Marks an enquiry handled or open again; the list is read again afterwards. */
  async function setHandled(id: number, handled: boolean) {
    const result = await write.run(`enquiry-${id}`, () =>
      apiAnswer(client.PATCH('/api/v1/enquiries/{id}', { params: { path: { id } }, body: { handled } })),
    );
    if (!result.ok && !result.expired)
      setNotice({ title: 'Error', message: `Failed to update the enquiry: ${result.error.message}` });
  }

  const open = enquiries.status === 'ready' ? enquiries.data.filter((e) => e.handled_at === null).length : 0;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">Contact form messages</h2>
          <p className="text-slate-700">Newest first. Mark a message handled once someone has replied.</p>
        </div>
        {enquiries.status === 'ready' && enquiries.data.length > 0 ? (
          <p className="font-semibold text-brand-900">
            {open} open · {enquiries.data.length - open} handled
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        <LoadState
          state={enquiries}
          loadingText="Loading enquiries..."
          errorText="Couldn't load enquiries"
          emptyText="No enquiries yet. Messages sent through the contact form appear here."
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="space-y-4">
              {list.map((enquiry) => (
                <li key={enquiry.id}>
                  <EnquiryCard
                    enquiry={enquiry}
                    busy={write.busy === `enquiry-${enquiry.id}`}
                    onHandled={(handled) => void setHandled(enquiry.id, handled)}
                  />
                </li>
              ))}
            </ul>
          )}
        </LoadState>
      </div>
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}

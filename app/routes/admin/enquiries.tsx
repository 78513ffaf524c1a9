import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { type Notice, NoticeDialog } from '#app/components/admin/dialogs.tsx';
import { EnquiryCard } from '#app/components/admin/enquiry-card.tsx';
import { LoadState } from '#app/components/admin/load-state.tsx';
import { type ApiData, loadApiData, loading, runApiAction } from '#app/lib/admin/api-data.ts';
import { adminMeta } from '#app/lib/admin/page-titles.ts';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { api } from '#app/lib/api.ts';
import type { Enquiry } from '#common/enquiry.ts';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = () => adminMeta('Enquiries');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { enquiries: await loadApiData<Enquiry[]>('/enquiries', request) };
}
clientLoader.hydrate = true as const;

/** Marks an enquiry handled or open again; the list's loader runs again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const handled = form.get('handled') === 'true';
  return runApiAction(() => api(`/enquiries/${id}`, { method: 'PATCH', json: { handled } }));
}

export function HydrateFallback() {
  return <EnquiriesView enquiries={loading} />;
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  return <EnquiriesView enquiries={loaderData.enquiries} />;
}

function EnquiriesView({ enquiries }: { enquiries: ApiData<Enquiry[]> }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const { reportIfExpired } = useSessionExpiry();
  const update = useFetcher<typeof clientAction>();
  const busyId = update.state === 'idle' ? null : Number(update.formData?.get('id') ?? Number.NaN);

  useEffect(() => {
    const result = update.data;
    if (result && !result.ok && !reportIfExpired(result.error)) {
      setNotice({ title: 'Error', message: `Failed to update the enquiry: ${result.error.message}` });
    }
  }, [update.data, reportIfExpired]);

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
                    busy={busyId === enquiry.id}
                    onHandled={(handled) =>
                      void update.submit({ id: enquiry.id, handled: String(handled) }, { method: 'post' })
                    }
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

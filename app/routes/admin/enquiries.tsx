import { useState } from 'react';
import { type Notice, NoticeDialog } from '~/components/admin/dialogs.tsx';
import { EnquiryCard } from '~/components/admin/enquiry-card.tsx';
import { adminMeta } from '~/lib/admin/page-titles.ts';
import { useSessionExpiry } from '~/lib/admin/session-expiry.ts';
import { useApiData } from '~/lib/admin/use-api-data.ts';
import { api } from '~/lib/api.ts';
import type { Enquiry } from '../../../common/enquiry.ts';
import type { Route } from './+types/enquiries';

export const meta: Route.MetaFunction = () => adminMeta('Enquiries');

export default function Enquiries() {
  const [enquiries, reload] = useApiData<Enquiry[]>('/enquiries');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { reportIfExpired } = useSessionExpiry();

  async function setHandled(enquiry: Enquiry, handled: boolean) {
    setBusyId(enquiry.id);
    try {
      await api(`/enquiries/${enquiry.id}`, { method: 'PATCH', json: { handled } });
    } catch (error) {
      if (!reportIfExpired(error)) {
        setNotice({ title: 'Error', message: `Failed to update the enquiry: ${(error as Error).message}` });
      }
    } finally {
      setBusyId(null);
      reload();
    }
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
        {enquiries.status === 'loading' ? (
          <p role="status" className="card p-6 text-slate-700">
            Loading enquiries...
          </p>
        ) : enquiries.status === 'error' ? (
          <div role="alert" className="card border-l-4 border-red-700 p-6">
            <p className="font-semibold text-red-800">Couldn't load enquiries</p>
            <p className="mt-1 text-slate-700">{enquiries.error.message}</p>
            <button type="button" className="btn-outline mt-4" onClick={reload}>
              Try again
            </button>
          </div>
        ) : enquiries.data.length === 0 ? (
          <p className="card p-6 text-slate-700">
            No enquiries yet. Messages sent through the contact form appear here.
          </p>
        ) : (
          <ul className="space-y-4">
            {enquiries.data.map((enquiry) => (
              <li key={enquiry.id}>
                <EnquiryCard
                  enquiry={enquiry}
                  busy={busyId === enquiry.id}
                  onHandled={(handled) => void setHandled(enquiry, handled)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}

import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { type Notice, NoticeDialog } from '#app/components/admin/dialogs.tsx';
import { LoadState } from '#app/components/admin/load-state.tsx';
import { type ApiData, loadApiData, loading, runApiAction } from '#app/lib/admin/api-data.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { messageKindLabels, messageStatusStyles } from '#app/lib/admin/guest-message-labels.ts';
import { adminMeta } from '#app/lib/admin/page-titles.ts';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { api } from '#app/lib/api.ts';
import { useSiteTimeZone } from '#app/lib/use-site.ts';
import type { Message } from '#common/guest-messages.ts';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () => adminMeta('Outbox');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { messages: await loadApiData<Message[]>('/messages', request) };
}
clientLoader.hydrate = true as const;

/** Sends a message again now; the list's loader runs again afterwards. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const stayId = Number(form.get('stayId'));
  const kind = String(form.get('kind'));
  return runApiAction(() => api(`/stays/${stayId}/messages/${kind}/send`, { method: 'POST' }));
}

export function HydrateFallback() {
  return <OutboxView messages={loading} />;
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <OutboxView messages={loaderData.messages} />;
}

/** The guest-mail outbox (issue 25): failures first (the API's order), then what is due next. */
function OutboxView({ messages }: { messages: ApiData<Message[]> }) {
  const timeZone = useSiteTimeZone();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { reportIfExpired } = useSessionExpiry();
  const resend = useFetcher<typeof clientAction>();

  useEffect(() => {
    const result = resend.data;
    if (result && !result.ok && !reportIfExpired(result.error)) {
      setNotice({ title: 'Error', message: `Failed to send the message: ${result.error.message}` });
    }
  }, [resend.data, reportIfExpired]);

  const failed = messages.status === 'ready' ? messages.data.filter((m) => m.status === 'failed').length : 0;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">Mails to guests</h2>
          <p className="text-slate-700">
            The mails to guests: failures first, then by when they are due. Texts are on the{' '}
            <Link to="/admin/messages" className="underline">
              Messages
            </Link>{' '}
            screen.
          </p>
        </div>
        {messages.status === 'ready' ? (
          <p className={`font-semibold ${failed > 0 ? 'text-red-800' : 'text-brand-900'}`}>{failed} failed</p>
        ) : null}
      </div>
      <LoadState state={messages} loadingText="Loading the outbox..." errorText="Couldn't load the outbox">
        {(list) =>
          list.length === 0 ? (
            <p className="card mt-6 p-6 text-slate-700">
              No guest mails yet: they appear once a stay has an email.
            </p>
          ) : (
            <div className="card mt-6 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th className="p-3">Mail</th>
                    <th className="p-3">To</th>
                    <th className="p-3">Status</th>
                    <th className="p-3">When</th>
                    <th className="p-3">Attempts</th>
                    <th className="p-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((m) => (
                    <tr key={m.id} data-message={m.id} className="border-t border-slate-200 align-top">
                      <td className="p-3">
                        <Link
                          to={`/admin/propertymanager/edit/${m.property_id}/guests`}
                          className="underline"
                        >
                          {messageKindLabels[m.kind]}
                        </Link>
                        {m.subject ? <p className="text-slate-700">{m.subject}</p> : null}
                      </td>
                      <td className="p-3">{m.to}</td>
                      <td className="p-3">
                        <span
                          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${messageStatusStyles[m.status]}`}
                        >
                          {m.status}
                        </span>
                        {m.last_error ? <p className="mt-1 text-red-800">{m.last_error}</p> : null}
                      </td>
                      <td className="p-3">{formatDateTime(m.sent_at ?? m.send_at, timeZone)}</td>
                      <td className="p-3">{m.attempts}</td>
                      <td className="p-3">
                        {m.status === 'failed' || m.status === 'sent' ? (
                          <resend.Form method="post">
                            <input type="hidden" name="stayId" value={m.stay_id} />
                            <input type="hidden" name="kind" value={m.kind} />
                            <button
                              type="submit"
                              className="btn-outline min-h-9 px-3 py-1 text-sm"
                              disabled={resend.state !== 'idle'}
                            >
                              {m.status === 'failed' ? 'Try again' : 'Send again'}
                            </button>
                          </resend.Form>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}

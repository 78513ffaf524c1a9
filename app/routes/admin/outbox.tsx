import { useState } from 'react';
import { Link } from 'react-router';
import type { Message } from '#common/guest-messages.ts';
import { type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { formatDateTime } from '../../lib/admin/format.ts';
import { messageKindLabels, messageStatusStyles } from '../../lib/admin/guest-message-labels.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { useSiteTimeZone } from '../../lib/site/use-site.ts';
import type { Route } from './+types/outbox';

export const meta: Route.MetaFunction = () => adminMeta('Outbox');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return {
    messages: await loadApiData((signal) => apiAnswer(client.GET('/api/v1/messages', { signal })), request),
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <OutboxView messages={loading} />;
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  return <OutboxView messages={loaderData.messages} />;
}

/** The guest-mail outbox (issue 25), in the API's order: failures, then what is due next, then what was sent. */
function OutboxView({ messages }: { messages: ApiData<Message[]> }) {
  const timeZone = useSiteTimeZone();
  const [notice, setNotice] = useState<Notice | null>(null);
  const resend = useApiWrite();

  /** Sends a message again now; the list is read again afterwards. */
  async function sendAgain(message: Message) {
    const result = await resend.run('send', () =>
      apiAnswer(
        client.POST('/api/v1/stays/{stayId}/messages/{kind}/send', {
          params: { path: { stayId: message.stay_id, kind: message.kind } },
        }),
      ),
    );
    if (!result.ok && !result.expired)
      setNotice({ title: 'Error', message: `Failed to send the message: ${result.error.message}` });
  }

  const failed = messages.status === 'ready' ? messages.data.filter((m) => m.status === 'failed').length : 0;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold">Mails to guests</h2>
          <p className="text-slate-700">
            The mails to guests: failures first, then what is due next, then what was sent, newest first.
            Texts are on the{' '}
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
                          <button
                            type="button"
                            className="btn-outline min-h-9 px-3 py-1 text-sm"
                            disabled={resend.busy !== null}
                            onClick={() => void sendAgain(m)}
                          >
                            {m.status === 'failed' ? 'Try again' : 'Send again'}
                          </button>
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

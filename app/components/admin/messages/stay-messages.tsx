import { type MessageKind, messageKinds } from '#common/guest-messages.ts';
import type { Stay } from '#common/stay.ts';
import { formatDateTime } from '../../../lib/admin/format.ts';
import { messageKindLabels, messageStatusStyles } from '../../../lib/admin/guest-message-labels.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { useSiteTimeZone } from '../../../lib/site/use-site.ts';

/**
 * A stay's guest mails on the Guests tab (issue 25): each kind's status and when, with "Send now", after
 * which the stays are read again (the mail shows as sent once the server has sent it).
 */
export function StayMessages({ stay }: { stay: Stay }) {
  const timeZone = useSiteTimeZone();
  const write = useApiWrite();
  const canSend = stay.guest_email !== null && (stay.status === 'upcoming' || stay.status === 'current');
  const refusal =
    write.last && !write.last.result.ok && !write.last.result.expired ? write.last.result : null;
  const sendNow = (kind: MessageKind) =>
    void write.run(kind, () =>
      apiAnswer(
        client.POST('/api/v1/stays/{stayId}/messages/{kind}/send', {
          params: { path: { stayId: stay.id, kind } },
        }),
      ),
    );
  return (
    <div className="mt-3">
      <ul className="grid gap-1 text-sm sm:grid-cols-2" aria-label={`Mails to ${stay.guest_name}`}>
        {messageKinds.map((kind) => {
          const message = stay.messages[kind];
          const label = messageKindLabels[kind];
          return (
            <li key={kind} data-message={kind} className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{label}:</span>
              {message ? (
                <>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${messageStatusStyles[message.status]}`}
                  >
                    {message.status}
                  </span>
                  <span className="text-slate-700">{formatDateTime(message.send_at, timeZone)}</span>
                </>
              ) : (
                <span className="text-slate-700">
                  {stay.messages_off.includes(kind) ? 'off for this stay' : 'none'}
                </span>
              )}
              {canSend ? (
                <button
                  type="button"
                  className="text-brand-800 underline underline-offset-2 disabled:opacity-60"
                  disabled={write.busy !== null}
                  onClick={() => sendNow(kind)}
                >
                  Send now<span className="sr-only"> ({label})</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {refusal ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
          Could not send: {refusal.error.message}
        </p>
      ) : null}
    </div>
  );
}

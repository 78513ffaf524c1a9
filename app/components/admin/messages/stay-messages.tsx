import { useFetcher } from 'react-router';
import type { ApiActionResult } from '#app/lib/admin/api-data.ts';
import { formatDateTime } from '#app/lib/admin/format.ts';
import { messageKindLabels, messageStatusStyles } from '#app/lib/admin/guest-message-labels.ts';
import { useSiteTimeZone } from '#app/lib/use-site.ts';
import { messageKinds } from '#common/guest-messages.ts';
import type { Stay } from '#common/stay.ts';

/**
 * A stay's guest mails on the Guests tab (issue 25): each kind's status and when, with "Send now". The
 * form posts to the Guests route's clientAction (intent "send"), which reloads the stays afterwards.
 */
export function StayMessages({ stay }: { stay: Stay }) {
  const timeZone = useSiteTimeZone();
  const fetcher = useFetcher();
  const canSend = stay.guest_email !== null && (stay.status === 'upcoming' || stay.status === 'current');
  const refusal = fetcher.data as ApiActionResult | undefined;
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
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="send" />
                  <input type="hidden" name="stayId" value={stay.id} />
                  <input type="hidden" name="kind" value={kind} />
                  <button
                    type="submit"
                    className="text-brand-800 underline underline-offset-2 disabled:opacity-60"
                    disabled={fetcher.state !== 'idle'}
                  >
                    Send now<span className="sr-only"> ({label})</span>
                  </button>
                </fetcher.Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      {refusal && !refusal.ok ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-800">
          Could not send: {refusal.error.message}
        </p>
      ) : null}
    </div>
  );
}

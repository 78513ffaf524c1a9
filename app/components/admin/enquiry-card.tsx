import { type Enquiry, stayRequestKinds } from '#common/enquiry.ts';
import { formatDateTime } from '../../lib/admin/format.ts';
import { useSite } from '../../lib/site/use-site.ts';

function MailStatus({ enquiry }: { enquiry: Enquiry }) {
  const { timeZone } = useSite();
  if (enquiry.mail_status === 'sent') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 font-semibold text-emerald-900">
          Mail sent
        </span>
        {enquiry.mail_sent_at ? (
          <span className="text-slate-700">{formatDateTime(enquiry.mail_sent_at, timeZone)}</span>
        ) : null}
      </p>
    );
  }
  if (enquiry.mail_status === 'pending') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900">
          Mail pending
        </span>
        <span className="text-slate-700">
          {enquiry.mail_attempts === 0
            ? 'Not sent yet'
            : `Retrying (${enquiry.mail_attempts} ${enquiry.mail_attempts === 1 ? 'attempt' : 'attempts'} so far)`}
          {enquiry.mail_last_error ? `: ${enquiry.mail_last_error}` : ''}
        </span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900">Mail failed</span>
      <span className="text-slate-700">{enquiry.mail_last_error ?? 'No reason given'}</span>
    </p>
  );
}

export interface EnquiryCardProps {
  enquiry: Enquiry;
  busy: boolean;
  onHandled: (handled: boolean) => void;
}

/** One contact-form message: who sent it and when, what they wrote, whether it was mailed and handled. */
export function EnquiryCard({ enquiry, busy, onHandled }: EnquiryCardProps) {
  const { timeZone } = useSite();
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const handled = enquiry.handled_at !== null;
  return (
    <article
      className={`card p-5 sm:p-6 ${handled ? 'bg-brand-50/60 shadow-none ring-1 ring-brand-100' : ''}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h3 className="text-lg font-semibold">{name}</h3>
        <p className="text-sm text-slate-700">
          Received <time dateTime={enquiry.created_at}>{formatDateTime(enquiry.created_at, timeZone)}</time>
        </p>
      </header>
      {enquiry.kind !== 'contact' ? (
        <p data-stay-request className="mt-1 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-sky-100 px-2.5 py-0.5 font-semibold text-sky-900">
            {stayRequestKinds[enquiry.kind]}
          </span>
          {enquiry.stay ? (
            <span className="text-slate-700">
              From the stay page of {enquiry.stay.property_name}, {enquiry.stay.arrival} to{' '}
              {enquiry.stay.departure}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
        <a className="font-medium text-brand-900 underline" href={`mailto:${enquiry.email}`}>
          {enquiry.email}
        </a>
        {enquiry.phone ? (
          <a className="font-medium text-brand-900 underline" href={`tel:${enquiry.phone}`}>
            {enquiry.phone}
          </a>
        ) : null}
      </p>
      <p className="mt-3 whitespace-pre-wrap break-words text-slate-900">{enquiry.message}</p>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
        <MailStatus enquiry={enquiry} />
        <div className="flex flex-wrap items-center gap-3">
          {handled && enquiry.handled_at ? (
            <span className="text-sm font-semibold text-forest-700">
              Handled {formatDateTime(enquiry.handled_at, timeZone)}
            </span>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={() => onHandled(!handled)}
            className={`${handled ? 'btn-outline' : 'btn-dark'} min-h-10 px-4 py-1.5 text-sm`}
          >
            {handled ? 'Mark not handled' : 'Mark handled'}
            <span className="sr-only"> (message from {name})</span>
          </button>
        </div>
      </footer>
    </article>
  );
}

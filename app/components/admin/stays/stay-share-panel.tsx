import { useId, useMemo } from 'react';
import type { Stay } from '#common/stay.ts';
import { stayDates, stayMessage } from '../../../lib/admin/stay-message.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { qrCodePath } from '../../../lib/welcome/wifi-qr.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { QrCode } from '../../ui/qr-code.tsx';
import { ReviewLinkField } from './review-link-field.tsx';

/**
 * Everything staff need to hand a guest their link: the link with Copy, a QR code, a ready-to-paste message
 * with Copy, and a printable card (the card alone is printed, see stays-print.css). Copying the link or the
 * message, or printing the card, records the link as shared (the Today screen's "Link not sent" goes away
 * once the screen is read again).
 */
export function StaySharePanel({
  stay,
  propertyName,
  printing,
  onPrint,
}: {
  stay: Stay;
  propertyName: string;
  printing: boolean;
  onPrint: () => void;
}) {
  const id = useId();
  const qr = useMemo(() => qrCodePath(stay.link), [stay.link]);
  const message = stayMessage(stay, propertyName);
  // the screen's data is read again afterwards; a refusal changes nothing the staff member sees
  const shared = useApiWrite();
  const markShared = () =>
    void shared.run('shared', () =>
      apiAnswer(
        client.POST('/api/v1/properties/{id}/stays/{stayId}/shared', {
          params: { path: { id: stay.property_id, stayId: stay.id } },
        }),
      ),
    );
  return (
    <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-4">
        {stay.entry_missing ? <EntryMissingWarning /> : null}
        <div>
          <label htmlFor={`${id}-link`} className="field-label">
            Personal link
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={`${id}-link`}
              data-stay-link
              readOnly
              value={stay.link}
              onFocus={(event) => event.currentTarget.select()}
              className="field-input min-w-0 flex-1 font-mono text-sm"
            />
            <CopyButton text={stay.link} what="link" onCopied={markShared} />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="field-label">
            Message to paste
          </label>
          <textarea id={`${id}-message`} readOnly rows={3} value={message} className="field-input text-sm" />
          <div className="mt-2 flex flex-wrap gap-2">
            <CopyButton text={message} what="message" onCopied={markShared} />
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                markShared();
                onPrint();
              }}
            >
              Print card
            </button>
          </div>
        </div>
        <ReviewLinkField stay={stay} propertyName={propertyName} />
      </div>
      <figure className="justify-self-start">
        <QrCode qr={qr} label={`QR code of ${stay.guest_name}'s link`} className="w-36 rounded-md border" />
        <figcaption className="mt-1 text-center text-sm text-slate-700">Scan to open</figcaption>
      </figure>
      {/* The printable card: hidden on screen, alone on paper while printing. */}
      <div data-stay-card={printing ? 'printing' : undefined} className="hidden print:block">
        {printing ? (
          <div className="mx-auto max-w-md border-2 border-black p-8 text-center text-black">
            <p className="text-sm tracking-wider uppercase">Your welcome guide</p>
            <p className="mt-2 text-3xl font-semibold">{propertyName}</p>
            <p className="mt-4 text-lg">Hi {stay.guest_name}</p>
            <p className="mt-1">{stayDates(stay)}</p>
            <QrCode qr={qr} label="QR code of your guide" className="mx-auto mt-6 w-56" />
            <p className="mt-4 text-sm">Scan with your phone camera, or open:</p>
            <p className="mt-1 font-mono text-xs break-all">{stay.link}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A guest at the door with this link would find no way in (issue 43, item 4): neither the stay nor its home
 * has a door code, and the home's guide has no entry steps. Said where staff share or create the link.
 */
export function EntryMissingWarning() {
  return (
    <p role="note" data-entry-missing className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      This home has no door code and no entry steps: the guide will not tell the guest how to get in. Add them
      under the home's welcome page, or give this stay its own door code.
    </p>
  );
}

import { useState } from 'react';
import type { CalendarExport } from '#common/calendar.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { dangerOutlineButton } from '../button-styles.ts';
import type { CalendarWrites } from './calendar-writes.ts';

/** The address channels import this home's booked nights from; a new one when it leaked. */
export function ExportSection({
  propertyId,
  exported,
  writes,
}: {
  propertyId: number;
  exported: CalendarExport;
  writes: CalendarWrites;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <section className="card p-4 sm:p-6" aria-labelledby="export-heading">
      <h3 id="export-heading" className="text-xl font-semibold">
        Export to channels
      </h3>
      <p className="mt-1 text-slate-700">
        Paste this address into each channel&apos;s calendar import so they see every booked night (no notes
        or names are in it). Anyone with the address can read the dates: make a new one if it leaked.
      </p>
      <label htmlFor="export-url" className="field-label mt-3">
        Export address
      </label>
      <input id="export-url" readOnly value={exported.url} className="field-input font-mono text-sm" />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-outline"
          onClick={() =>
            void navigator.clipboard.writeText(exported.url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          Copy address
        </button>
        <button
          type="button"
          className={dangerOutlineButton}
          disabled={writes.busy === 'regenerate'}
          onClick={() =>
            void writes.run('regenerate', () =>
              apiAnswer(
                client.POST('/api/v1/properties/{id}/calendar/export/regenerate', {
                  params: { path: { id: propertyId } },
                }),
              ),
            )
          }
        >
          Make a new address
        </button>
        <p role="status" className="self-center text-sm text-green-800">
          {copied ? 'Copied' : ''}
        </p>
      </div>
    </section>
  );
}

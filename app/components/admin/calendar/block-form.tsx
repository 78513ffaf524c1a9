import { type FormEvent, useState } from 'react';
import { addDays } from '#common/site-dates.ts';
import type { Stay, StayConflict } from '#common/stay.ts';
import { stayConflictsOf } from '../../../lib/admin/stay-conflicts.ts';
import { calendar } from '../../../lib/api/calendar.ts';
import { OverlapNotice } from '../stays/overlap-notice.tsx';
import type { CalendarWrites } from './calendar-writes.ts';

/**
 * The block form, right under the grid: the nights picked there, or typed. Nights a live stay has are
 * refused by the API (409); the form then names the guest and dates, with "Block anyway".
 */
export function BlockForm({
  propertyId,
  writes,
  from,
  range,
  setRange,
  stays,
}: {
  propertyId: number;
  writes: CalendarWrites;
  from: string;
  range: { start: string; end: string };
  setRange: (range: { start: string; end: string }) => void;
  /** the property's live stays, to name the guests of a 409 */
  stays: readonly Pick<Stay, 'id' | 'guest_name'>[];
}) {
  const failed = writes.failure('add-block');
  const [note, setNote] = useState('');
  // the stays the last try overlapped, for the nights it was for (picking other nights hides them)
  const [refused, setRefused] = useState<{ start: string; end: string; conflicts: StayConflict[] } | null>(
    null,
  );
  const conflicts =
    refused && refused.start === range.start && refused.end === range.end ? refused.conflicts : null;

  async function addBlock(allowOverlap: boolean) {
    const nights = { start: range.start, end: range.end };
    const block = { ...nights, note, ...(allowOverlap ? { allow_overlap: true } : {}) };
    setRefused(null);
    const added = await writes.run('add-block', () => calendar.addBlock(propertyId, block), {
      inPlace: (error) => {
        const overlaps = stayConflictsOf(error);
        if (overlaps) setRefused({ ...nights, conflicts: overlaps });
        return overlaps !== null;
      },
    });
    if (added) {
      setRange({ start: '', end: '' });
      setNote('');
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void addBlock(false);
  }

  return (
    <>
      <h4 id="block-form-heading" className="mt-4 text-lg font-semibold">
        Block dates
      </h4>
      <form onSubmit={submit} className="mt-2 grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
        <div>
          <label htmlFor="block-start" className="field-label">
            First night
          </label>
          <input
            id="block-start"
            name="start"
            type="date"
            required
            min={from}
            className="field-input"
            value={range.start}
            onChange={(e) => setRange({ ...range, start: e.target.value })}
            aria-invalid={Boolean(failed?.fields.start)}
            aria-describedby={failed?.fields.start ? 'block-start-error' : undefined}
          />
          {failed?.fields.start ? (
            <p id="block-start-error" className="field-error">
              First night: {failed.fields.start}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="block-end" className="field-label">
            Check-out day
          </label>
          <input
            id="block-end"
            name="end"
            type="date"
            required
            min={addDays(from, 1)}
            className="field-input"
            value={range.end}
            onChange={(e) => setRange({ ...range, end: e.target.value })}
            aria-invalid={Boolean(failed?.fields.end)}
            aria-describedby={failed?.fields.end ? 'block-end-error' : undefined}
          />
          {failed?.fields.end ? (
            <p id="block-end-error" className="field-error">
              Check-out day: {failed.fields.end}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="block-note" className="field-label">
            Private note (optional)
          </label>
          <input
            id="block-note"
            name="note"
            maxLength={500}
            className="field-input"
            placeholder="Owner stay"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={writes.busy === 'add-block'}>
          Block dates
        </button>
      </form>
      {conflicts ? (
        <div className="mt-3">
          <OverlapNotice
            conflicts={conflicts}
            saveLabel="Block anyway"
            pending={writes.busy === 'add-block'}
            onSaveAnyway={() => void addBlock(true)}
            stayNames={new Map(stays.map((s) => [s.id, s.guest_name]))}
          />
        </div>
      ) : null}
    </>
  );
}

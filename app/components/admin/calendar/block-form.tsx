import type { FormEvent } from 'react';
import { addDays } from '#common/site-dates.ts';
import { calendar } from '../../../lib/api/calendar.ts';
import type { CalendarWrites } from './calendar-writes.ts';

/** The block form, right under the grid: the nights picked there, or typed. */
export function BlockForm({
  propertyId,
  writes,
  from,
  range,
  setRange,
}: {
  propertyId: number;
  writes: CalendarWrites;
  from: string;
  range: { start: string; end: string };
  setRange: (range: { start: string; end: string }) => void;
}) {
  const failed = writes.failure('add-block');

  async function addBlock(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const note = String(new FormData(form).get('note') ?? '');
    const block = { start: range.start, end: range.end, note };
    if (await writes.run('add-block', () => calendar.addBlock(propertyId, block))) {
      setRange({ start: '', end: '' });
      form.reset();
    }
  }

  return (
    <>
      <h4 id="block-form-heading" className="mt-4 text-lg font-semibold">
        Block dates
      </h4>
      <form
        onSubmit={(event) => void addBlock(event)}
        className="mt-2 grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end"
      >
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
          />
        </div>
        <button type="submit" className="btn-primary" disabled={writes.busy === 'add-block'}>
          Block dates
        </button>
      </form>
    </>
  );
}

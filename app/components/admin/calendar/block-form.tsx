import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { z } from 'zod';
import { calendarLimits, manualBlockInputSchema } from '#common/calendar.ts';
import { addDays } from '#common/site-dates.ts';
import type { Stay, StayConflict } from '#common/stay.ts';
import { stayConflictsOf } from '../../../lib/admin/stay-conflicts.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import type { ApiError } from '../../../lib/api.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { OverlapNotice } from '../stays/overlap-notice.tsx';
import type { CalendarWrites } from './calendar-writes.ts';

/**
 * The API's block as the form sends it: "Block anyway" is read from the button that sent the form (its
 * `allow_overlap` is the submitter's name, not a field the schema checks).
 */
const blockFormSchema = z.preprocess((fields) => {
  const { allow_overlap: _, ...rest } = fields as Record<string, unknown>;
  return rest;
}, manualBlockInputSchema) as unknown as typeof manualBlockInputSchema;

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
  /** the nights picked on the grid: the form's dates follow them, and typing them picks them there */
  range: { start: string; end: string };
  setRange: (range: { start: string; end: string }) => void;
  /** the property's live stays, to name the guests of a 409 */
  stays: readonly Pick<Stay, 'id' | 'guest_name'>[];
}) {
  // the stays the last try overlapped, for the nights it was for (picking other nights hides them)
  const [refused, setRefused] = useState<{ start: string; end: string; conflicts: StayConflict[] } | null>(
    null,
  );
  const conflicts =
    refused && refused.start === range.start && refused.end === range.end ? refused.conflicts : null;
  const { form, fields } = useApiForm({
    schema: blockFormSchema,
    // the dates are the grid's pick (`range`), held by the screen; the note is the form's own
    defaultValue: { note: '' },
    resetOnSuccess: true,
    async onValid(values, submitter) {
      const nights = { start: values.start, end: values.end };
      // "Block anyway" (after a 409 that named the stays) submits as allow_overlap
      const allowOverlap = submitter?.getAttribute('name') === 'allow_overlap';
      const block = { ...nights, note: values.note ?? '', ...(allowOverlap ? { allow_overlap: true } : {}) };
      setRefused(null);
      let refusal: ApiError | null = null;
      const added = await writes.run(
        'add-block',
        () =>
          apiAnswer(
            client.POST('/api/v1/properties/{id}/calendar/blocks', {
              params: { path: { id: propertyId } },
              body: block,
            }),
          ),
        {
          inPlace: (error) => {
            refusal = error;
            const overlaps = stayConflictsOf(error);
            if (overlaps) setRefused({ ...nights, conflicts: overlaps });
            return overlaps !== null;
          },
        },
      );
      if (added) {
        setRange({ start: '', end: '' });
        return undefined;
      }
      // the screen's notice (or the overlap notice) says the refusal; its field messages go under the dates
      // too, and the form keeps what was typed (an empty refusal: not done)
      return fieldRefusal((refusal as ApiError | null)?.fields, ['start', 'end']) ?? {};
    },
  });
  const startError = fields.start.errors?.[0];
  const endError = fields.end.errors?.[0];

  return (
    <>
      <h4 id="block-form-heading" className="mt-4 text-lg font-semibold">
        Block dates
      </h4>
      <form {...getFormProps(form)} className="mt-2">
        <div className="grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="block-start" className="field-label">
              First night
            </label>
            <input
              id="block-start"
              name={fields.start.name}
              type="date"
              required
              min={from}
              className="field-input"
              value={range.start}
              onChange={(e) => setRange({ ...range, start: e.target.value })}
              aria-invalid={Boolean(startError)}
              aria-describedby={startError ? 'block-start-error' : undefined}
            />
            {startError ? (
              <p id="block-start-error" className="field-error">
                First night: {startError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="block-end" className="field-label">
              Check-out day
            </label>
            <input
              id="block-end"
              name={fields.end.name}
              type="date"
              required
              min={addDays(from, 1)}
              className="field-input"
              value={range.end}
              onChange={(e) => setRange({ ...range, end: e.target.value })}
              aria-invalid={Boolean(endError)}
              aria-describedby={endError ? 'block-end-error' : undefined}
            />
            {endError ? (
              <p id="block-end-error" className="field-error">
                Check-out day: {endError}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="block-note" className="field-label">
              Private note (optional)
            </label>
            <input
              {...textInput(fields.note, 'text')}
              id="block-note"
              maxLength={calendarLimits.note}
              className="field-input"
              placeholder="Owner stay"
            />
          </div>
          <button type="submit" className="btn-primary" disabled={writes.busy === 'add-block'}>
            Block dates
          </button>
        </div>
        {conflicts ? (
          <div className="mt-3">
            <OverlapNotice
              conflicts={conflicts}
              saveLabel="Block anyway"
              pending={writes.busy === 'add-block'}
              stayNames={new Map(stays.map((s) => [s.id, s.guest_name]))}
            />
          </div>
        ) : null}
      </form>
    </>
  );
}

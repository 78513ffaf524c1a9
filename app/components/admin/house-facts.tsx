import { getFormProps } from '@conform-to/react';
import { useId, useState } from 'react';
import { type HouseInfo, turnoverNotesInputSchema } from '#common/house-info.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { textArea } from '../../lib/forms/inputs.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';

/**
 * What a changeover needs about one home, in its row of the property list (issue 24): the check-in and
 * checkout times of its welcome page and the turnover notes. Every role reads them (housekeeping included:
 * nothing here is a code); staff write the notes in place.
 */
export function HouseFacts({ house, canEdit }: { house: HouseInfo; canEdit: boolean }) {
  const times = [
    house.check_in_time ? `Check-in ${house.check_in_time}` : 'No check-in time set',
    house.checkout_time ? `Checkout ${house.checkout_time}` : 'No checkout time set',
  ];
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      <p data-house-times>{times.join(' · ')}</p>
      {canEdit ? (
        <TurnoverNotesEditor house={house} />
      ) : (
        <p data-turnover-notes className="whitespace-pre-line">
          <span className="font-semibold text-brand-900">Turnover notes: </span>
          {house.turnover_notes || 'None'}
        </p>
      )}
    </div>
  );
}

/** The notes behind a disclosure, a text area and Save; the outcome is said beside the button. */
function TurnoverNotesEditor({ house }: { house: HouseInfo }) {
  const fieldId = useId();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const write = useApiWrite({ revalidate: false });
  const { form, fields } = useApiForm({
    schema: turnoverNotesInputSchema,
    defaultValue: { turnover_notes: house.turnover_notes },
    async onValid({ turnover_notes }) {
      setOutcome(null);
      const result = await write.run('notes', () =>
        apiAnswer(
          client.PUT('/api/v1/properties/{id}/turnover-notes', {
            params: { path: { id: house.property_id } },
            body: { turnover_notes },
          }),
        ),
      );
      if (result.ok) setOutcome({ ok: true, text: 'Turnover notes saved' });
      else if (!result.expired) setOutcome({ ok: false, text: result.error.message });
      return undefined;
    },
  });
  // the schema's message, or the API's refusal, beside the button
  const error = fields.turnover_notes.errors?.[0];
  const said = error ? { ok: false, text: error } : outcome;

  return (
    <details className="group">
      <summary className="cursor-pointer font-semibold text-brand-900">
        Turnover notes{house.turnover_notes ? '' : ' (none yet)'}
        <span className="sr-only"> for {house.name}</span>
      </summary>
      <form {...getFormProps(form)} className="mt-2 space-y-2">
        <label htmlFor={fieldId} className="sr-only">
          Turnover notes for {house.name}
        </label>
        <textarea
          {...textArea(fields.turnover_notes)}
          id={fieldId}
          rows={3}
          aria-invalid={said?.ok === false ? true : undefined}
          aria-describedby={said ? `${fieldId}-outcome` : undefined}
          placeholder="Where the linen is, the hot tub cover, the shed key…"
          className="field-input"
        />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="btn-dark min-h-10 px-4 py-1.5 text-sm"
            disabled={write.busy !== null}
          >
            {write.busy ? 'Saving…' : 'Save notes'}
          </button>
          <p
            id={`${fieldId}-outcome`}
            role="status"
            className={said?.ok === false ? 'field-error' : 'font-medium text-emerald-800'}
          >
            {said?.text}
          </p>
        </div>
      </form>
    </details>
  );
}

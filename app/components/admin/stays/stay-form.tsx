import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { type MessageKind, messageKinds } from '#common/guest-messages.ts';
import { type Stay, type StayConflict, stayInputSchema } from '#common/stay.ts';
import type { Lang } from '#common/translations.ts';
import { messageKindLabels } from '../../../lib/admin/guest-message-labels.ts';
import { stayConflictsOf } from '../../../lib/admin/stay-conflicts.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { fieldRefusal } from '../../../lib/forms/field-refusal.ts';
import { textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Field } from '../field.tsx';
import { OverlapNotice } from './overlap-notice.tsx';
import { EntryMissingWarning } from './stay-share-panel.tsx';

const fieldNames = ['guest_name', 'arrival', 'departure', 'guest_email', 'note', 'door_code'] as const;

/** The guest languages, each named in itself (issue 28). */
const guestLanguages: { lang: Lang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'fr', label: 'Français' },
];

/**
 * Adds a stay (POST) or edits one (PATCH): the guest's name, the dates (calendar days in the site's zone),
 * an optional email and a note. A 409 shows what the nights overlap, inline, with "add anyway".
 */
export function StayForm({
  propertyId,
  stay,
  onSaved,
  onFailed,
  onCancel,
  arrival,
}: {
  propertyId: number;
  /** a new stay's arrival to start with (a night picked on the multi-property calendar) */
  arrival?: string;
  /** the stay being edited; a new one without it */
  stay?: Stay;
  onSaved: (stay: Stay) => void;
  onFailed: (message: string) => void;
  onCancel?: () => void;
}) {
  // the screen's stays are read again before onSaved
  const write = useApiWrite();
  const [conflicts, setConflicts] = useState<StayConflict[] | null>(null);
  // the guest mails switched off for this stay only (issue 25); the site-wide switches are on Messages
  const [mailsOff, setMailsOff] = useState<MessageKind[]>(stay?.messages_off ?? []);
  // the language of the guest's welcome page and mails (issue 28)
  const [language, setLanguage] = useState<Lang>(stay?.language ?? 'en');
  const { form, fields, pending } = useApiForm({
    schema: stayInputSchema,
    defaultValue: {
      guest_name: stay?.guest_name ?? '',
      arrival: stay?.arrival ?? arrival ?? '',
      departure: stay?.departure ?? '',
      guest_email: stay?.guest_email ?? '',
      note: stay?.note ?? '',
      door_code: stay?.door_code ?? '',
    },
    resetOnSuccess: !stay,
    async onValid(values, submitter) {
      const body = {
        ...values,
        guest_email: values.guest_email ?? '',
        note: values.note ?? '',
        door_code: values.door_code ?? '',
        messages_off: mailsOff,
        language,
        // "Save anyway" (after a 409 that listed the overlapping nights) submits with allow_overlap
        allow_overlap: submitter?.getAttribute('name') === 'allow_overlap',
      };
      const result = await write.run('save', () =>
        apiAnswer(
          stay
            ? client.PATCH('/api/v1/properties/{id}/stays/{stayId}', {
                params: { path: { id: propertyId, stayId: stay.id } },
                body,
              })
            : client.POST('/api/v1/properties/{id}/stays', { params: { path: { id: propertyId } }, body }),
        ),
      );
      if (result.ok) {
        setConflicts(null);
        if (!stay) {
          setMailsOff([]);
          setLanguage('en');
        }
        onSaved(result.data);
        return undefined;
      }
      // refused: the form keeps what was typed (an empty refusal when it is said elsewhere)
      if (result.expired) return {};
      const overlaps = stayConflictsOf(result.error);
      if (overlaps) {
        setConflicts(overlaps);
        return {};
      }
      const onField = fieldRefusal(result.error.fields, fieldNames);
      if (onField) return onField;
      onFailed(result.error.message);
      return {};
    },
  });

  const verb = stay ? 'Save' : 'Add';
  const titleId = stay ? `edit-stay-${stay.id}` : 'add-stay-title';
  return (
    <form
      {...getFormProps(form)}
      aria-labelledby={titleId}
      className={stay ? 'mt-4 space-y-4 border-t border-slate-200 pt-4' : 'card space-y-4 p-4 sm:p-6'}
    >
      <h3 id={titleId} className="text-xl font-semibold">
        {stay ? `Edit ${stay.guest_name}'s stay` : 'Add stay'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Guest name" error={fields.guest_name.errors?.[0]} required>
          {(control) => (
            <input
              {...textInput(fields.guest_name, 'text')}
              {...control}
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
        <Field label="Arrival" error={fields.arrival.errors?.[0]} required>
          {(control) => <input {...textInput(fields.arrival, 'date')} {...control} className="field-input" />}
        </Field>
        <Field label="Departure" error={fields.departure.errors?.[0]} required>
          {(control) => (
            <input {...textInput(fields.departure, 'date')} {...control} className="field-input" />
          )}
        </Field>
        <Field label="Guest email" error={fields.guest_email.errors?.[0]}>
          {(control) => (
            <input
              {...textInput(fields.guest_email, 'email')}
              {...control}
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
        <Field label="Guest language" hint="The welcome page and mails follow it.">
          {(control) => (
            <select
              {...control}
              value={language}
              onChange={(e) => setLanguage(e.target.value as Lang)}
              className="field-input"
            >
              {guestLanguages.map(({ lang, label }) => (
                <option key={lang} value={lang} lang={lang}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {stay?.entry_missing ? (
          <div className="sm:col-span-3">
            <EntryMissingWarning />
          </div>
        ) : null}
        <Field
          label="Door code for this stay"
          hint="Replaces the home's code for this guest, shown from arrival day to checkout. Blank: the home's."
          error={fields.door_code.errors?.[0]}
        >
          {(control) => (
            <input
              {...textInput(fields.door_code, 'text')}
              {...control}
              autoComplete="off"
              className="field-input"
            />
          )}
        </Field>
        <div className="sm:col-span-3">
          <Field label="Note (staff only)" error={fields.note.errors?.[0]}>
            {(control) => (
              <input
                {...textInput(fields.note, 'text')}
                {...control}
                autoComplete="off"
                className="field-input"
              />
            )}
          </Field>
        </div>
      </div>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <legend className="field-label">Mails to the guest (when there is an email)</legend>
        {messageKinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={!mailsOff.includes(kind)}
              onChange={(e) =>
                setMailsOff((off) => (e.target.checked ? off.filter((k) => k !== kind) : [...off, kind]))
              }
            />
            {messageKindLabels[kind]}
          </label>
        ))}
      </fieldset>
      {conflicts ? (
        <OverlapNotice
          conflicts={conflicts}
          saveLabel={stay ? 'Save anyway' : 'Add anyway'}
          pending={pending}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-dark" disabled={pending}>
          {pending ? `${verb === 'Add' ? 'Adding' : 'Saving'}…` : stay ? 'Save stay' : 'Add stay'}
        </button>
        {onCancel ? (
          <button type="button" className="btn-outline" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

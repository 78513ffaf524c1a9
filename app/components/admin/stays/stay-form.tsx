import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type MessageKind, messageKinds } from '#common/guest-messages.ts';
import { type Stay, type StayConflict, stayInputSchema } from '#common/stay.ts';
import type { Lang } from '#common/translations.ts';
import { messageKindLabels } from '../../../lib/admin/guest-message-labels.ts';
import { stayConflictsOf } from '../../../lib/admin/stay-conflicts.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { stays } from '../../../lib/api/stays.ts';
import { Field } from '../field.tsx';
import { OverlapNotice } from './overlap-notice.tsx';
import { EntryMissingWarning } from './stay-share-panel.tsx';

type StayFormInput = z.input<typeof stayInputSchema>;
type StayFormValues = z.output<typeof stayInputSchema>;

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
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StayFormInput, unknown, StayFormValues>({
    resolver: zodResolver(stayInputSchema),
    mode: 'onTouched',
    defaultValues: {
      guest_name: stay?.guest_name ?? '',
      arrival: stay?.arrival ?? arrival ?? '',
      departure: stay?.departure ?? '',
      guest_email: stay?.guest_email ?? '',
      note: stay?.note ?? '',
      door_code: stay?.door_code ?? '',
    },
  });

  const save = (allowOverlap: boolean) =>
    handleSubmit(async (values) => {
      const json = {
        ...values,
        guest_email: values.guest_email ?? '',
        note: values.note ?? '',
        door_code: values.door_code ?? '',
        messages_off: mailsOff,
        language,
      };
      const body = { ...json, allow_overlap: allowOverlap };
      const result = await write.run('save', () =>
        stay ? stays.update(propertyId, stay.id, body) : stays.create(propertyId, body),
      );
      if (result.ok) {
        setConflicts(null);
        if (!stay) {
          reset();
          setMailsOff([]);
          setLanguage('en');
        }
        onSaved(result.data);
        return;
      }
      if (result.expired) return;
      const overlaps = stayConflictsOf(result.error);
      if (overlaps) return setConflicts(overlaps);
      let shown = false;
      for (const name of fieldNames) {
        const message = result.error.fields[name];
        if (message) {
          setError(name, { message });
          shown = true;
        }
      }
      if (!shown) onFailed(result.error.message);
    });

  const verb = stay ? 'Save' : 'Add';
  const titleId = stay ? `edit-stay-${stay.id}` : 'add-stay-title';
  return (
    <form
      onSubmit={save(false)}
      noValidate
      aria-labelledby={titleId}
      className={stay ? 'mt-4 space-y-4 border-t border-slate-200 pt-4' : 'card space-y-4 p-4 sm:p-6'}
    >
      <h3 id={titleId} className="text-xl font-semibold">
        {stay ? `Edit ${stay.guest_name}'s stay` : 'Add stay'}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Guest name" error={errors.guest_name?.message} required>
          {(control) => (
            <input {...control} {...register('guest_name')} autoComplete="off" className="field-input" />
          )}
        </Field>
        <Field label="Arrival" error={errors.arrival?.message} required>
          {(control) => <input {...control} {...register('arrival')} type="date" className="field-input" />}
        </Field>
        <Field label="Departure" error={errors.departure?.message} required>
          {(control) => <input {...control} {...register('departure')} type="date" className="field-input" />}
        </Field>
        <Field label="Guest email" error={errors.guest_email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('guest_email')}
              type="email"
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
          error={errors.door_code?.message}
        >
          {(control) => (
            <input {...control} {...register('door_code')} autoComplete="off" className="field-input" />
          )}
        </Field>
        <div className="sm:col-span-3">
          <Field label="Note (staff only)" error={errors.note?.message}>
            {(control) => (
              <input {...control} {...register('note')} autoComplete="off" className="field-input" />
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
          pending={isSubmitting}
          onSaveAnyway={() => void save(true)()}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-dark" disabled={isSubmitting}>
          {isSubmitting ? `${verb === 'Add' ? 'Adding' : 'Saving'}…` : stay ? 'Save stay' : 'Add stay'}
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

import { type FormEvent, useState } from 'react';
import { imageAccept } from '#common/images.ts';
import { type Place, placeCategories, placeCategoryIds } from '#common/place.ts';
import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { places } from '../../../lib/api/places.ts';
import { Field } from '../field.tsx';
import { MissingFrench } from '../missing-french.tsx';
import { usePictureUpload } from '../site-content/use-picture-upload.ts';
import { inputOf, problemsOf, type Values, valuesOf } from './place-form-values.ts';

/**
 * Adds a place (`place` null) or edits one: name, category, note, address, website, phone and an optional
 * photo (uploaded as a content image) with its alt text. The common schema checks it before it is sent; the
 * API's refusals come back beside the fields.
 */
export function PlaceForm({
  place,
  onSaved,
  onCancel,
}: {
  place: Place | null;
  onSaved: (place: Place) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(place));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // the places are read again before the form closes
  const write = useApiWrite();
  const saving = write.busy !== null;
  const uploads = usePictureUpload();
  const set = (change: Partial<Values>) => setValues((previous) => ({ ...previous, ...change }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(values);
    const found = problemsOf(input);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const result = await write.run('save', () =>
      place ? places.update(place.id, input) : places.create(input),
    );
    if (result.ok) onSaved(result.data);
    else if (result.expired) return;
    else if (result.error.status > 0) {
      setProblems(result.error.fields);
      setFailure(result.error.message);
    } else setFailure('The place could not be saved. Check the connection and try again.');
  }

  const text = (name: 'name' | 'note' | 'address' | 'website' | 'phone', label: string, hint?: string) => (
    <Field label={label} error={problems[name]} required={name === 'name'} hint={hint}>
      {(control) =>
        name === 'note' ? (
          <textarea
            {...control}
            rows={3}
            value={values.note}
            onChange={(e) => set({ note: e.target.value })}
            className="field-input"
          />
        ) : (
          <input
            {...control}
            value={values[name]}
            onChange={(e) => set({ [name]: e.target.value })}
            type={name === 'website' ? 'url' : name === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            className="field-input"
          />
        )
      }
    </Field>
  );

  /** The French of the name or note, beside its English, marked while missing. */
  const french = (name: 'name' | 'note', label: string) => (
    <Field
      label={`${label} (French)`}
      error={problems[`translations.fr.${name}`]}
      badge={<MissingFrench show={needsFrench({ english: values[name], french: values.fr[name] })} />}
    >
      {(control) =>
        name === 'note' ? (
          <textarea
            {...control}
            rows={3}
            value={values.fr.note}
            onChange={(e) => set({ fr: { ...values.fr, note: e.target.value } })}
            className="field-input"
          />
        ) : (
          <input
            {...control}
            value={values.fr.name}
            onChange={(e) => set({ fr: { ...values.fr, name: e.target.value } })}
            autoComplete="off"
            className="field-input"
          />
        )
      }
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="card space-y-4 p-5"
      aria-label={place ? `Edit ${place.name}` : 'Add a place'}
    >
      <h3 className="text-xl font-semibold">{place ? `Edit ${place.name}` : 'Add a place'}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {text('name', 'Name')}
        {french('name', 'Name')}
        {text('note', 'Note', 'What you would tell a guest about it.')}
        {french('note', 'Note')}
        <Field label="Category" error={problems.category} required>
          {(control) => (
            <select
              {...control}
              value={values.category}
              onChange={(e) => set({ category: e.target.value })}
              className="field-input"
            >
              {placeCategoryIds.map((id) => (
                <option key={id} value={id}>
                  {placeCategories[id]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('address', 'Address', 'Guests get an "Open in Maps" link for it.')}
        {text('phone', 'Phone')}
        {text('website', 'Website')}
      </div>
      <fieldset className="space-y-3">
        <legend className="field-label">Photo (optional)</legend>
        {values.image ? (
          <div className="flex flex-wrap items-start gap-4">
            <img src={values.image.src} alt="" className="size-24 rounded-lg object-cover" />
            <div className="min-w-60 flex-1">
              <Field label="Alt text" error={problems['image.alt']} required hint="Say what the photo shows.">
                {(control) => (
                  <input
                    {...control}
                    value={values.image?.alt ?? ''}
                    onChange={(e) => values.image && set({ image: { ...values.image, alt: e.target.value } })}
                    className="field-input"
                  />
                )}
              </Field>
              <button
                type="button"
                className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
                onClick={() => set({ image: null })}
              >
                Remove photo
              </button>
            </div>
          </div>
        ) : (
          <Field label="Choose a photo" error={uploads.error ?? problems['image.key']}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept={imageAccept}
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  const uploaded = await uploads.upload(file);
                  if (uploaded) set({ image: { key: uploaded.key, alt: '', src: uploaded.src } });
                }}
                className="block"
              />
            )}
          </Field>
        )}
        {uploads.progress ? <p role="status">Uploading the photo…</p> : null}
      </fieldset>
      {failure ? (
        <p role="alert" className="field-error">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-dark" disabled={saving || uploads.progress !== null}>
          {saving ? 'Saving…' : place ? 'Save place' : 'Add place'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

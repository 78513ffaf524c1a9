import { type FieldMetadata, getFormProps } from '@conform-to/react';
import { useState } from 'react';
import { imageAccept } from '#common/images.ts';
import { type Place, placeCategories, placeCategoryIds, placeInputSchema } from '#common/place.ts';
import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { selectInput } from '../../../lib/forms/choice-inputs.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Field } from '../field.tsx';
import { MissingFrench } from '../missing-french.tsx';
import { usePictureUpload } from '../site-content/use-picture-upload.ts';

/** The French name and note (issue 28) as the form holds them; blank sends '' so the English shows. */
type FrenchFields = { fr: { name: string; note: string } };

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
  // the photo uploaded (its key is sent, its address shows it); the alt text is a field of the form
  const [photo, setPhoto] = useState(place?.image ? { key: place.image.key, src: place.image.url } : null);
  // the places are read again before the form closes
  const write = useApiWrite();
  const saving = write.busy !== null;
  const uploads = usePictureUpload();
  const { form, fields } = useApiForm({
    schema: placeInputSchema,
    defaultValue: {
      name: place?.name ?? '',
      category: place?.category ?? 'eat',
      note: place?.note ?? '',
      address: place?.address ?? '',
      website: place?.website ?? '',
      phone: place?.phone ?? '',
      image: { alt: place?.image?.alt ?? '' },
      // the schema reads translations as JSON text or an object: the form gives the object's fields
      translations: {
        fr: { name: place?.translations?.fr?.name ?? '', note: place?.translations?.fr?.note ?? '' },
      } satisfies FrenchFields as never,
    },
    async onValid(input) {
      const result = await write.run('save', () =>
        apiAnswer(
          place
            ? client.PUT('/api/v1/places/{id}', { params: { path: { id: place.id } }, body: input })
            : client.POST('/api/v1/places', { body: input }),
        ),
      );
      if (result.ok) onSaved(result.data);
      else if (result.expired) return undefined;
      else if (result.error.status > 0) return { message: result.error.message, fields: result.error.fields };
      else return { message: 'The place could not be saved. Check the connection and try again.' };
      return undefined;
    },
  });
  const image = fields.image.getFieldset();
  const french = (fields.translations as unknown as FieldMetadata<FrenchFields>)
    .getFieldset()
    .fr.getFieldset();

  const text = (name: 'name' | 'note' | 'address' | 'website' | 'phone', label: string, hint?: string) => (
    <Field label={label} error={fields[name].errors?.[0]} required={name === 'name'} hint={hint}>
      {(control) =>
        name === 'note' ? (
          <textarea {...textArea(fields.note)} {...control} rows={3} className="field-input" />
        ) : (
          <input
            {...textInput(fields[name], name === 'website' ? 'url' : name === 'phone' ? 'tel' : 'text')}
            {...control}
            autoComplete="off"
            className="field-input"
          />
        )
      }
    </Field>
  );

  /** The French of the name or note, beside its English, marked while missing. */
  const frenchOf = (name: 'name' | 'note', label: string) => (
    <Field
      label={`${label} (French)`}
      error={french[name].errors?.[0]}
      badge={
        <MissingFrench
          show={needsFrench({ english: fields[name].value ?? '', french: french[name].value ?? '' })}
        />
      }
    >
      {(control) =>
        name === 'note' ? (
          <textarea {...textArea(french.note)} {...control} rows={3} className="field-input" />
        ) : (
          <input
            {...textInput(french.name, 'text')}
            {...control}
            autoComplete="off"
            className="field-input"
          />
        )
      }
    </Field>
  );

  return (
    <form
      {...getFormProps(form)}
      className="card space-y-4 p-5"
      aria-label={place ? `Edit ${place.name}` : 'Add a place'}
    >
      <h3 className="text-xl font-semibold">{place ? `Edit ${place.name}` : 'Add a place'}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {text('name', 'Name')}
        {frenchOf('name', 'Name')}
        {text('note', 'Note', 'What you would tell a guest about it.')}
        {frenchOf('note', 'Note')}
        <Field label="Category" error={fields.category.errors?.[0]} required>
          {(control) => (
            <select {...selectInput(fields.category)} {...control} className="field-input">
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
        {photo ? (
          <div className="flex flex-wrap items-start gap-4">
            <img src={photo.src} alt="" className="size-24 rounded-lg object-cover" />
            <input type="hidden" name={image.key.name} value={photo.key} />
            <div className="min-w-60 flex-1">
              <Field label="Alt text" error={image.alt.errors?.[0]} required hint="Say what the photo shows.">
                {(control) => (
                  <input {...textInput(image.alt, 'text')} {...control} className="field-input" />
                )}
              </Field>
              <button
                type="button"
                className="btn-outline mt-3 min-h-10 px-4 py-1.5 text-sm"
                onClick={() => setPhoto(null)}
              >
                Remove photo
              </button>
            </div>
          </div>
        ) : (
          <Field label="Choose a photo" error={uploads.error ?? image.key.errors?.[0]}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept={imageAccept}
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  const uploaded = await uploads.upload(file);
                  if (uploaded) setPhoto({ key: uploaded.key, src: uploaded.src });
                }}
                className="block"
              />
            )}
          </Field>
        )}
        {uploads.progress ? <p role="status">Uploading the photo…</p> : null}
      </fieldset>
      {form.errors?.[0] ? (
        <p role="alert" className="field-error">
          {form.errors[0]}
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

import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import {
  type AmenityBlock,
  emptyAmenityBlock,
  type PropertyFormInput,
} from '../../../lib/admin/property-form-schema.ts';
import { useObjectUrl } from '../../../lib/admin/use-object-url.ts';
import { removeTextButton } from '../button-styles.ts';
import { FilePicker } from './file-picker.tsx';
import { TextField } from './text-field.tsx';
import { TranslatedTextField } from './translated-text-field.tsx';

/** The welcome page's amenities: repeatable blocks of name, description, image and video link. */
export function AmenityBlocks() {
  const { control } = useFormContext<PropertyFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'welcome_amenities' });
  return (
    <div className="space-y-4">
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 px-4 py-6 text-center text-slate-600">
          No amenities on the welcome page yet.
        </p>
      ) : (
        fields.map((field, index) => (
          <AmenityBlockEditor
            key={field.id}
            index={index}
            existingImage={field.existingImage ?? null}
            onRemove={() => remove(index)}
          />
        ))
      )}
      <button
        type="button"
        className="btn-outline min-h-10 px-4 py-1.5 text-sm"
        onClick={() => append(emptyAmenityBlock())}
      >
        <span aria-hidden="true">+</span> Add amenity
      </button>
    </div>
  );
}

interface AmenityBlockEditorProps {
  index: number;
  existingImage: AmenityBlock['existingImage'];
  onRemove: () => void;
}

function AmenityBlockEditor({ index, existingImage, onRemove }: AmenityBlockEditorProps) {
  const { control, setValue } = useFormContext<PropertyFormInput>();
  const name = useWatch({ control, name: `welcome_amenities.${index}.name` });
  const removeExisting = useWatch({ control, name: `welcome_amenities.${index}.removeExistingImage` });
  const title = `Amenity ${index + 1}`;
  return (
    <fieldset className="rounded-xl border border-slate-300 bg-white p-4 sm:p-5">
      <legend className="px-1 font-semibold text-brand-900">
        {title}
        {name ? <span className="font-normal text-slate-700">: {name}</span> : null}
      </legend>
      <div className="grid gap-4 md:grid-cols-2">
        <TranslatedTextField
          name={`welcome_amenities.${index}.name`}
          frenchName={`welcome_amenities.${index}.fr.name`}
          label="Name"
          required
        />
        <TranslatedTextField
          name={`welcome_amenities.${index}.description`}
          frenchName={`welcome_amenities.${index}.fr.description`}
          label="Description"
          required
          rows={3}
        />
        <TextField
          name={`welcome_amenities.${index}.videoLink`}
          label="Video link"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="A YouTube link; the video is shown on the welcome page."
        />
      </div>
      <Controller
        control={control}
        name={`welcome_amenities.${index}.image`}
        render={({ field, fieldState }) => (
          <AmenityImage
            title={title}
            file={field.value ?? null}
            existing={removeExisting ? null : existingImage}
            error={fieldState.error?.message}
            picker={
              <FilePicker
                label={existingImage || field.value ? 'Replace image' : 'Add image'}
                context={`of ${title.toLowerCase()}`}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onFiles={([file]) => field.onChange(file ?? null)}
              />
            }
            onRemoveImage={() => {
              if (field.value) field.onChange(null);
              else setValue(`welcome_amenities.${index}.removeExistingImage`, true, { shouldDirty: true });
            }}
          />
        )}
      />
      <div className="mt-4 flex justify-end border-t border-slate-200 pt-3">
        <button type="button" onClick={onRemove} className={removeTextButton}>
          Remove amenity<span className="sr-only"> {index + 1}</span>
        </button>
      </div>
    </fieldset>
  );
}

interface AmenityImageProps {
  title: string;
  file: File | null;
  existing: AmenityBlock['existingImage'];
  error?: string;
  picker: React.ReactNode;
  onRemoveImage: () => void;
}

function AmenityImage({ title, file, existing, error, picker, onRemoveImage }: AmenityImageProps) {
  const preview = useObjectUrl(file);
  const src = file ? preview : existing?.url;
  return (
    <div className="mt-4">
      <p className="field-label">Image</p>
      <div className="flex flex-wrap items-center gap-3">
        {src ? (
          <img
            src={src}
            srcSet={file ? undefined : existing?.srcset}
            sizes="128px"
            alt={file ? `${title}, new: ${file.name}` : title}
            className="h-24 w-32 rounded-lg bg-stone object-cover ring-1 ring-slate-200"
          />
        ) : null}
        {picker}
        {src ? (
          <button type="button" onClick={onRemoveImage} className={removeTextButton}>
            Remove image<span className="sr-only"> of {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

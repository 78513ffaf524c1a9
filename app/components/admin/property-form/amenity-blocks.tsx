import type { ChosenFiles } from '../../../lib/admin/chosen-files.ts';
import { type AmenityBlockFields, emptyAmenityBlock } from '../../../lib/admin/property-form-schema.ts';
import { useObjectUrl } from '../../../lib/admin/use-object-url.ts';
import { removeTextButton } from '../button-styles.ts';
import { FilePicker } from './file-picker.tsx';
import { textOf, usePropertyField } from './form-metadata.ts';
import { HiddenField } from './hidden-field.tsx';
import { TextField } from './text-field.tsx';
import { TranslatedTextField } from './translated-text-field.tsx';

/**
 * The welcome page's amenities: repeatable blocks of name, description, image and video link, a list of
 * the form (Conform's insert and remove).
 */
export function AmenityBlocks({ name, files }: { name: string; files: ChosenFiles }) {
  const [field, form] = usePropertyField<AmenityBlockFields[]>(name);
  const blocks = field.getFieldList();
  return (
    <div className="space-y-4">
      {blocks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-400 px-4 py-6 text-center text-slate-600">
          No amenities on the welcome page yet.
        </p>
      ) : (
        blocks.map((block, index) => (
          <AmenityBlockEditor
            key={block.key}
            name={block.name}
            files={files}
            index={index}
            onRemove={() => form.remove({ name: field.name, index })}
          />
        ))
      )}
      <button
        type="button"
        className="btn-outline min-h-10 px-4 py-1.5 text-sm"
        onClick={() => form.insert({ name: field.name, defaultValue: emptyAmenityBlock() })}
      >
        <span aria-hidden="true">+</span> Add amenity
      </button>
    </div>
  );
}

interface AmenityBlockEditorProps {
  /** the block's name in the form (`welcome_amenities[1]`) */
  name: string;
  files: ChosenFiles;
  index: number;
  onRemove: () => void;
}

function AmenityBlockEditor({ name, files, index, onRemove }: AmenityBlockEditorProps) {
  const [field, form] = usePropertyField<AmenityBlockFields>(name);
  const block = field.getFieldset();
  const french = block.fr.getFieldset();
  const stored = block.existingImage.getFieldset();
  const existingImage = textOf(stored.url)
    ? { url: textOf(stored.url), srcset: textOf(stored.srcset) }
    : null;
  const removeExisting = textOf(block.removeExistingImage) === 'on';
  const file = files.get(textOf(block.image)) ?? null;
  const amenityName = textOf(block.name);
  const title = `Amenity ${index + 1}`;
  const choose = (chosen: File | null) =>
    form.update({ name: block.image.name, value: chosen ? files.add(chosen) : '', validated: true });
  return (
    <fieldset className="rounded-xl border border-slate-300 bg-white p-4 sm:p-5">
      <legend className="px-1 font-semibold text-brand-900">
        {title}
        {amenityName ? <span className="font-normal text-slate-700">: {amenityName}</span> : null}
      </legend>
      {[block.storedKey, stored.url, stored.srcset, block.image, block.removeExistingImage].map((hidden) => (
        <HiddenField key={hidden.name} name={hidden.name} />
      ))}
      <div className="grid gap-4 md:grid-cols-2">
        <TranslatedTextField name={block.name.name} frenchName={french.name.name} label="Name" required />
        <TranslatedTextField
          name={block.description.name}
          frenchName={french.description.name}
          label="Description"
          required
          rows={3}
        />
        <TextField
          name={block.videoLink.name}
          label="Video link"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          hint="A YouTube link; the video is shown on the welcome page."
        />
      </div>
      <AmenityImage
        title={title}
        file={file}
        existing={removeExisting ? null : existingImage}
        error={block.image.errors?.[0]}
        picker={
          <FilePicker
            label={existingImage || file ? 'Replace image' : 'Add image'}
            context={`of ${title.toLowerCase()}`}
            onBlur={() => form.validate({ name: block.image.name })}
            onFiles={([chosen]) => choose(chosen ?? null)}
          />
        }
        onRemoveImage={() => {
          if (file) choose(null);
          else form.update({ name: block.removeExistingImage.name, value: 'on' });
        }}
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
  existing: { url: string; srcset: string } | null;
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

import { useFormContext, useWatch } from 'react-hook-form';
import { newImage, type PageFormInput } from '#app/lib/admin/site-content-form.ts';
import { removeTextButton } from '../button-styles.ts';
import { ContentField, useFieldError } from './content-field.tsx';

/**
 * An optional picture of a section: its address and its alt text. Alt text is required (the API refuses a
 * picture without it with 400); the form says so beside the field before anything is sent.
 */
export function ImageField({ name, label }: { name: string; label: string }) {
  const { setValue, control } = useFormContext<PageFormInput>();
  // biome-ignore lint/suspicious/noExplicitAny: a path into any section kind's image
  const image = useWatch({ control, name: name as any }) as { key?: string; url?: string } | undefined;
  const sourceError = useFieldError(`${name}.key`);
  const set = (value: unknown) =>
    // biome-ignore lint/suspicious/noExplicitAny: see above
    setValue(name as any, value as any, { shouldDirty: true, shouldValidate: false });

  if (!image) {
    return (
      <div>
        <p className="field-label">{label}</p>
        <button
          type="button"
          className="btn-outline min-h-10 px-4 py-1.5 text-sm"
          onClick={() => set(newImage())}
        >
          Add {label.toLowerCase()}
        </button>
      </div>
    );
  }
  const preview = image.url && /^(\/|https?:\/\/)/.test(image.url) ? image.url : null;
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-brand-900">{label}</legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="aspect-[4/3] w-full max-w-40 shrink-0 overflow-hidden rounded-lg bg-stone ring-1 ring-slate-200">
          {preview ? (
            <img src={preview} alt="" className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center px-2 text-center text-xs text-slate-600">
              No picture yet
            </span>
          )}
        </div>
        <div className="grid min-w-0 flex-1 gap-3">
          {image.key !== undefined ? (
            <p className="text-sm text-slate-700">Uploaded image {image.key}</p>
          ) : (
            <ContentField
              name={`${name}.url`}
              label="Image address"
              required
              hint="A picture of this site (/images/…) or a web address (https://…)."
            />
          )}
          {sourceError ? <p className="field-error">{sourceError}</p> : null}
          <ContentField
            name={`${name}.alt`}
            label="Alt text"
            required
            hint="What the picture shows, for people who cannot see it."
          />
          <div>
            <button type="button" className={removeTextButton} onClick={() => set(undefined)}>
              Remove {label.toLowerCase()}
            </button>
          </div>
        </div>
      </div>
    </fieldset>
  );
}

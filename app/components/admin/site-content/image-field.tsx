import { useField } from '@conform-to/react';
import { useId, useRef, useState } from 'react';
import { imageUrl, thumbnailWidth } from '#common/images.ts';
import { newImage } from '../../../lib/admin/site-content-form.ts';
import { removeTextButton } from '../button-styles.ts';
import { FilePicker } from '../property-form/file-picker.tsx';
import { SaveProgress } from '../property-form/save-progress.tsx';
import { ContentField } from './content-field.tsx';
import { usePictureUpload } from './use-picture-upload.ts';

interface ImageValue {
  key?: string;
  url?: string;
  alt?: string;
  /** the alt text's French, kept as it is: the editor does not offer it (page-form-french.ts) */
  fr?: { alt?: string };
}

type Source = 'upload' | 'address';

/**
 * An optional picture of a section: uploaded through the image pipeline (`{key, alt}`) or given by its
 * address (`{url, alt}`), with its alt text. Alt text is required (the API refuses a picture without it
 * with 400); the form says so beside the field before anything is sent. Switching between upload and
 * address keeps the other one, so switching back loses nothing. The picture is an object of the editor's
 * Conform form, replaced as a whole (`form.update`; null once removed); an uploaded one's key is a hidden
 * input.
 */
export function ImageField({ name, label }: { name: string; label: string }) {
  const [field, form] = useField<ImageValue>(name);
  const [keyField] = useField<string>(`${name}.key`);
  // Conform reads a blank text as no value: a picture with nothing filled in yet reads as none, so
  // whether it is there, and where it comes from, are kept here
  const image = (field.value ?? {}) as ImageValue;
  const [present, setPresent] = useState(field.value !== undefined);
  const [source, setSource] = useState<Source>(image.url !== undefined ? 'address' : 'upload');
  const sourceError = keyField.errors?.[0];
  const uploads = usePictureUpload();
  const remembered = useRef<{ key?: string; url?: string }>({});
  const sourceName = useId();
  const uploadErrorId = useId();
  /** The picture becomes `value` (its inputs drawn again from it); removed, it is null until read again. */
  const set = (value: ImageValue | null) => form.update({ name, value: value as never });
  // the alt text as it is typed now, also for an upload that finishes later
  const alt = useRef('');
  alt.current = image.alt ?? '';
  const currentAlt = () => alt.current;

  if (!present) {
    return (
      <div>
        <p className="field-label">{label}</p>
        <button
          type="button"
          className="btn-outline min-h-10 px-4 py-1.5 text-sm"
          onClick={() => {
            setSource('upload');
            setPresent(true);
            set(newImage());
          }}
        >
          Add {label.toLowerCase()}
        </button>
      </div>
    );
  }

  const choose = (next: Source) => {
    if (next === source) return;
    const alt = currentAlt();
    setSource(next);
    if (next === 'address') {
      remembered.current.key = image.key;
      set({ url: remembered.current.url ?? '', alt });
    } else {
      remembered.current.url = image.url;
      const key = remembered.current.key;
      set(key ? { key, alt } : { alt });
    }
  };
  const onFiles = async ([file]: File[]) => {
    if (!file || uploads.progress) return;
    const uploaded = await uploads.upload(file);
    // The alt text as it is now: staff may have typed it while the picture was on its way.
    if (uploaded) set({ key: uploaded.key, alt: currentAlt() });
  };
  const remove = () => {
    setPresent(false);
    set(null);
  };

  return (
    <fieldset key={field.key} className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-brand-900">{label}</legend>
      {source === 'upload' && image.key !== undefined ? (
        <input type="hidden" name={keyField.name} value={image.key} />
      ) : null}
      {image.fr?.alt !== undefined ? (
        <input type="hidden" name={`${name}.fr.alt`} value={image.fr.alt} />
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row">
        <Thumbnail
          image={image}
          uploadedSrc={uploads.uploaded?.key === image.key ? uploads.uploaded?.src : undefined}
        />
        <div className="grid min-w-0 flex-1 gap-3">
          <fieldset>
            <legend className="field-label">Picture from</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {(
                [
                  ['upload', 'Upload a file'],
                  ['address', 'Use an address'],
                ] as const
              ).map(([value, text]) => (
                <label key={value} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                  {/* a choice of this field, not a value of the page: in no form, so Conform never reads it */}
                  <input
                    type="radio"
                    form=""
                    name={sourceName}
                    value={value}
                    checked={source === value}
                    onChange={() => choose(value)}
                    className="size-4 accent-brand-900"
                  />
                  {text}
                </label>
              ))}
            </div>
          </fieldset>
          {source === 'upload' ? (
            <div>
              <FilePicker
                label={image.key ? 'Upload another picture' : 'Upload a picture'}
                onFiles={onFiles}
                invalid={Boolean(uploads.error || sourceError)}
                describedBy={uploads.error || sourceError ? uploadErrorId : undefined}
              />
              {uploads.progress ? (
                <div className="mt-3">
                  <SaveProgress progress={uploads.progress} processing="Processing the picture…" />
                </div>
              ) : null}
              {uploads.error || sourceError ? (
                <p id={uploadErrorId} className="field-error" role={uploads.error ? 'alert' : undefined}>
                  {uploads.error ?? sourceError}
                </p>
              ) : null}
            </div>
          ) : (
            <ContentField
              name={`${name}.url`}
              label="Image address"
              required
              hint="A picture of this site (/images/…) or a web address (https://…)."
            />
          )}
          <ContentField
            name={`${name}.alt`}
            label="Alt text"
            required
            hint="What the picture shows, for people who cannot see it."
          />
          <div>
            <button type="button" className={removeTextButton} onClick={remove}>
              Remove {label.toLowerCase()}
            </button>
          </div>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * What the picture looks like: the uploaded picture's thumbnail (the upload's answer, or its narrowest
 * variant for a picture saved earlier; one narrower than that has no preview here), or the address.
 */
function Thumbnail({ image, uploadedSrc }: { image: ImageValue; uploadedSrc: string | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = image.key
    ? (uploadedSrc ?? imageUrl(image.key, thumbnailWidth))
    : image.url && /^(\/|https?:\/\/)/.test(image.url)
      ? image.url
      : null;
  return (
    <div className="aspect-[4/3] w-full max-w-40 shrink-0 self-start overflow-hidden rounded-lg bg-stone ring-1 ring-slate-200">
      {src && failed !== src ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <span className="flex size-full items-center justify-center px-2 text-center text-xs text-slate-600">
          {image.key ? 'Uploaded picture' : 'No picture yet'}
        </span>
      )}
    </div>
  );
}

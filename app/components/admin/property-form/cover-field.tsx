import { useId } from 'react';
import type { ImageRef } from '#common/property.ts';
import type { ChosenFiles } from '../../../lib/admin/chosen-files.ts';
import { useObjectUrl } from '../../../lib/admin/use-object-url.ts';
import { FilePicker } from './file-picker.tsx';
import { textOf, usePropertyField } from './form-metadata.ts';
import { HiddenField } from './hidden-field.tsx';

/**
 * The cover image: required for a new property; on edit the current one stays unless replaced. The form
 * holds the chosen file by its name among `files`; it is checked as soon as it changes or loses focus.
 */
export function CoverField({
  name,
  files,
  current,
  required,
}: {
  name: string;
  files: ChosenFiles;
  current: ImageRef | null;
  required: boolean;
}) {
  const errorId = useId();
  const [field, form] = usePropertyField(name);
  const file = files.get(textOf(field)) ?? null;
  const error = field.errors?.[0];
  const choose = (chosen: File | null) =>
    form.update({ name: field.name, value: chosen ? files.add(chosen) : '', validated: true });
  return (
    <div>
      <HiddenField name={name} />
      <CoverPreview
        file={file}
        current={current}
        required={required}
        error={error}
        errorId={errorId}
        picker={
          <FilePicker
            label={current || file ? 'Replace cover image' : 'Choose cover image'}
            onBlur={() => form.validate({ name: field.name })}
            onFiles={([chosen]) => choose(chosen ?? null)}
            invalid={Boolean(error)}
            describedBy={error ? errorId : undefined}
          />
        }
        onUndo={file ? () => choose(null) : undefined}
      />
    </div>
  );
}

interface CoverPreviewProps {
  file: File | null;
  current: ImageRef | null;
  required: boolean;
  error?: string;
  errorId: string;
  picker: React.ReactNode;
  onUndo?: () => void;
}

function CoverPreview({ file, current, required, error, errorId, picker, onUndo }: CoverPreviewProps) {
  const preview = useObjectUrl(file);
  return (
    <div>
      <p className="field-label">
        Cover image
        {required ? (
          <span className="text-alpenglow-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="aspect-[4/3] w-full max-w-72 overflow-hidden rounded-xl bg-stone ring-1 ring-slate-200">
          {file && preview ? (
            <img src={preview} alt={`New cover: ${file.name}`} className="size-full object-cover" />
          ) : current ? (
            <img
              src={current.url}
              srcSet={current.srcset}
              sizes="288px"
              alt="Current cover"
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center px-4 text-center text-sm text-slate-600">
              No cover image yet
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {picker}
          {onUndo && current ? (
            <button
              type="button"
              onClick={onUndo}
              className="min-h-10 rounded-full px-3 text-sm font-semibold text-brand-900 underline"
            >
              Keep the current cover
            </button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { ImageRef } from '#common/property.ts';
import type { PropertyFormInput } from '../../../lib/admin/property-form-schema.ts';
import { useObjectUrl } from '../../../lib/admin/use-object-url.ts';
import { FilePicker } from './file-picker.tsx';

/** The cover image: required for a new property; on edit the current one stays unless replaced. */
export function CoverField({ current, required }: { current: ImageRef | null; required: boolean }) {
  const { control } = useFormContext<PropertyFormInput>();
  const errorId = useId();
  return (
    <Controller
      control={control}
      name="cover"
      render={({ field, fieldState }) => (
        <CoverPreview
          file={field.value ?? null}
          current={current}
          required={required}
          error={fieldState.error?.message}
          errorId={errorId}
          picker={
            <FilePicker
              label={current || field.value ? 'Replace cover image' : 'Choose cover image'}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onFiles={([file]) => field.onChange(file ?? null)}
              invalid={Boolean(fieldState.error)}
              describedBy={fieldState.error ? errorId : undefined}
            />
          }
          onUndo={field.value ? () => field.onChange(null) : undefined}
        />
      )}
    />
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

import type { ReactNode } from 'react';
import { type FieldPath, get, useFormContext, useFormState } from 'react-hook-form';
import type { PageFormInput } from '#app/lib/admin/site-content-form.ts';
import { Field } from '../field.tsx';

export interface ContentFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'date' | 'url' | 'email' | 'tel';
  className?: string;
}

/** The error message react-hook-form holds for a field path, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<PageFormInput>({ name: name as FieldPath<PageFormInput> });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** A text, date or Markdown field of the page editor, with its inline error (the form's or the server's). */
export function ContentField({
  name,
  label,
  required,
  hint,
  rows,
  type = 'text',
  className,
}: ContentFieldProps) {
  const { register } = useFormContext<PageFormInput>();
  const error = useFieldError(name);
  const path = name as FieldPath<PageFormInput>;
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(control) =>
        rows ? (
          <textarea {...control} {...register(path)} rows={rows} className="field-input font-mono text-sm" />
        ) : (
          <input {...control} {...register(path)} type={type} className="field-input" />
        )
      }
    </Field>
  );
}

/** The hint under every Markdown field: what the syntax offers, in one line. */
export const markdownHint =
  'Markdown: **bold**, *italic*, [link text](https://…), blank line for a new paragraph, - for a list.';

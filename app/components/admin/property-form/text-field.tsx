import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldPath, get, useFormContext, useFormState } from 'react-hook-form';
import type { PropertyFormInput } from '../../../lib/admin/property-form-schema.ts';
import { Field } from '../field.tsx';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'step' | 'min' | 'max' | 'autoComplete' | 'placeholder'
>;

export interface TextFieldProps extends InputAttributes {
  name: FieldPath<PropertyFormInput>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  className?: string;
  /** A mark after the label, e.g. "missing French". */
  badge?: ReactNode;
}

/** A text, number, email, URL or time input (or a textarea) of the property form, with its error. */
export function TextField({
  name,
  label,
  required,
  hint,
  rows,
  className,
  badge,
  type = 'text',
  ...attributes
}: TextFieldProps) {
  const { register } = useFormContext<PropertyFormInput>();
  const { errors } = useFormState<PropertyFormInput>({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className} badge={badge}>
      {(control) =>
        rows ? (
          <textarea {...control} {...register(name)} rows={rows} className="field-input" />
        ) : (
          <input {...control} {...register(name)} type={type} {...attributes} className="field-input" />
        )
      }
    </Field>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { Field } from '../field.tsx';
import { usePropertyField } from './form-metadata.ts';

type InputAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'inputMode' | 'step' | 'min' | 'max' | 'autoComplete' | 'placeholder'
>;

export interface TextFieldProps extends InputAttributes {
  /** The field's name in the form. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'url' | 'number' | 'tel' | 'time';
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
  const [field] = usePropertyField(name);
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={field.errors?.[0]}
      className={className}
      badge={badge}
    >
      {(control) =>
        rows ? (
          <textarea {...textArea(field)} {...control} rows={rows} className="field-input" />
        ) : (
          <input {...textInput(field, type)} {...control} {...attributes} className="field-input" />
        )
      }
    </Field>
  );
}

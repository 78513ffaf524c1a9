import type { FieldMetadata } from '@conform-to/react';
import { textInput } from '../../../lib/forms/inputs.ts';
import { Field } from '../field.tsx';

/**
 * A labelled text input of the Rates tab (dollars, nights, percents, dates) from its Conform field: its name
 * and starting text, and its message under it (ADR 0049).
 */
export function RateInput<T>({
  label,
  field,
  hint,
  type = 'text',
  inputMode = 'decimal',
  prefix,
}: {
  label: string;
  field: FieldMetadata<T>;
  hint?: string;
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'numeric';
  prefix?: string;
}) {
  return (
    <Field label={label} hint={hint} error={field.errors?.[0]}>
      {(controlProps) => (
        <div className="flex items-center gap-1">
          {prefix ? <span aria-hidden="true">{prefix}</span> : null}
          <input
            {...textInput(field, type)}
            {...controlProps}
            inputMode={type === 'date' ? undefined : inputMode}
            className="field-input"
          />
        </div>
      )}
    </Field>
  );
}

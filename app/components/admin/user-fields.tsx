import type { FieldMetadata } from '@conform-to/react';
import { textInput } from '../../lib/forms/inputs.ts';
import { Field } from './field.tsx';

/** A staff username input: no capitals or spell check forced on it; the add-user and profile forms. */
export function UsernameField({
  field,
  autoComplete,
}: {
  field: FieldMetadata<string>;
  autoComplete: 'off' | 'username';
}) {
  return (
    <Field label="Username" error={field.errors?.[0]} required>
      {(control) => (
        <input
          {...textInput(field, 'text')}
          {...control}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className="field-input"
        />
      )}
    </Field>
  );
}

/** A new staff password input with the password rules as its hint; the add-user and profile forms. */
export function NewPasswordField({
  field,
  label,
  hint,
  required,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  hint: string;
  required?: boolean;
}) {
  return (
    <Field label={label} error={field.errors?.[0]} required={required} hint={hint}>
      {(control) => (
        <input
          {...textInput(field, 'password')}
          {...control}
          autoComplete="new-password"
          className="field-input"
        />
      )}
    </Field>
  );
}

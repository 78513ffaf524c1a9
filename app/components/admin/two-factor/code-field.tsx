import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';
import { textInput } from '../../../lib/forms/inputs.ts';
import { Field } from '../field.tsx';

/**
 * The one input for a second-factor code (ADR 0043), at login, on enrolment and before acts on the second
 * factor: `accepts: 'app'` takes the authenticator's digits only; `'app-or-recovery'` also a recovery code
 * (letters and a dash, so no numeric keyboard and no capitalisation). Its name, value and message come from
 * the form's Conform field (ADR 0049).
 */
export function CodeField({
  label,
  accepts,
  field,
  hint,
  className = 'max-w-60',
}: {
  label: string;
  accepts: 'app' | 'app-or-recovery';
  field: FieldMetadata<string>;
  hint?: ReactNode;
  className?: string;
}) {
  const digitsOnly = accepts === 'app';
  return (
    <Field label={label} error={field.errors?.[0]} hint={hint} required>
      {(control) => (
        <input
          {...textInput(field, 'text')}
          {...control}
          inputMode={digitsOnly ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={digitsOnly ? 8 : 32}
          className={`field-input tracking-widest ${className}`}
        />
      )}
    </Field>
  );
}

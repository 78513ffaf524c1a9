import type { ReactNode } from 'react';
import { Field } from '../field.tsx';

/**
 * The one input for a second-factor code (ADR 0043), at login, on enrolment and before acts on the second
 * factor: `accepts: 'app'` takes the authenticator's digits only; `'app-or-recovery'` also a recovery code
 * (letters and a dash, so no numeric keyboard and no capitalisation).
 */
export function CodeField({
  label,
  accepts,
  value,
  onChange,
  error,
  hint,
  name,
  className = 'max-w-60',
}: {
  label: string;
  accepts: 'app' | 'app-or-recovery';
  value: string;
  onChange: (code: string) => void;
  error?: string;
  hint?: ReactNode;
  name?: string;
  className?: string;
}) {
  const digitsOnly = accepts === 'app';
  return (
    <Field label={label} error={error} hint={hint} required>
      {(control) => (
        <input
          {...control}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          type="text"
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

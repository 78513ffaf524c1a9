import { type ReactNode, useId } from 'react';

/** What a field hands its input: the ids that tie label, hint and error to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface FieldProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** A mark after the label, e.g. "missing French". */
  badge?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field with an optional hint and its inline error. */
export function Field({ label, error, hint, required, className, badge, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="text-alpenglow-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
        {badge}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

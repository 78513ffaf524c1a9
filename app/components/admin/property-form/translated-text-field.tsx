import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { MissingFrench } from '../missing-french.tsx';
import type { AnyField } from './form-metadata.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface TranslatedTextFieldProps extends TextFieldProps {
  /** The form field of its French version. */
  french: AnyField;
  /** How the French is written when it differs from the English's hint (e.g. one rule a line). */
  frenchHint?: string;
}

/**
 * An English text of the property form with its French beside it (issue 28): side by side on a wide
 * screen, the French under the English on a phone; the French is marked while it is missing.
 */
export function TranslatedTextField({
  french,
  frenchHint,
  className,
  required,
  hint,
  ...english
}: TranslatedTextFieldProps) {
  const missing = needsFrench({
    english: String(english.field.value ?? ''),
    french: String(french.value ?? ''),
  });
  return (
    <div className={`grid min-w-0 gap-4 md:col-span-2 md:grid-cols-2 ${className ?? ''}`}>
      <TextField {...english} required={required} hint={hint} />
      <TextField
        {...english}
        field={french}
        label={`${english.label} (French)`}
        hint={frenchHint}
        badge={<MissingFrench show={missing} />}
      />
    </div>
  );
}

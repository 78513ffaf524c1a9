import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { MissingFrench } from '../missing-french.tsx';
import { textOf, usePropertyField } from './form-metadata.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface TranslatedTextFieldProps extends TextFieldProps {
  /** The name of the field of its French version. */
  frenchName: string;
  /** How the French is written when it differs from the English's hint (e.g. one rule a line). */
  frenchHint?: string;
}

/**
 * An English text of the property form with its French beside it (issue 28): side by side on a wide
 * screen, the French under the English on a phone; the French is marked while it is missing.
 */
export function TranslatedTextField({
  frenchName,
  frenchHint,
  className,
  required,
  hint,
  ...english
}: TranslatedTextFieldProps) {
  const [englishField] = usePropertyField(english.name);
  const [frenchField] = usePropertyField(frenchName);
  const missing = needsFrench({ english: textOf(englishField), french: textOf(frenchField) });
  return (
    <div className={`grid min-w-0 gap-4 md:col-span-2 md:grid-cols-2 ${className ?? ''}`}>
      <TextField {...english} required={required} hint={hint} />
      <TextField
        {...english}
        name={frenchName}
        label={`${english.label} (French)`}
        hint={frenchHint}
        badge={<MissingFrench show={missing} />}
      />
    </div>
  );
}

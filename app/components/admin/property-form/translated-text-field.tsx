import { type FieldPath, useFormContext, useWatch } from 'react-hook-form';
import { needsFrench } from '../../../lib/admin/french-texts.ts';
import type { PropertyFormInput } from '../../../lib/admin/property-form-schema.ts';
import { MissingFrench } from '../missing-french.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

export interface TranslatedTextFieldProps extends TextFieldProps {
  /** The form field of its French version. */
  frenchName: FieldPath<PropertyFormInput>;
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
  const { control } = useFormContext<PropertyFormInput>();
  const [englishText, frenchText] = useWatch({ control, name: [english.name, frenchName] });
  const missing = needsFrench({ english: String(englishText ?? ''), french: String(frenchText ?? '') });
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

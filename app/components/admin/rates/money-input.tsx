import { Field } from '../field.tsx';

/** A labelled text input of the Rates tab (dollars, nights, percents, dates), one state setter each. */
export function RateInput({
  label,
  value,
  onChange,
  hint,
  type = 'text',
  inputMode = 'decimal',
  prefix,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'numeric';
  prefix?: string;
}) {
  return (
    <Field label={label} hint={hint}>
      {(controlProps) => (
        <div className="flex items-center gap-1">
          {prefix ? <span aria-hidden="true">{prefix}</span> : null}
          <input
            {...controlProps}
            type={type}
            inputMode={type === 'date' ? undefined : inputMode}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="field-input"
          />
        </div>
      )}
    </Field>
  );
}

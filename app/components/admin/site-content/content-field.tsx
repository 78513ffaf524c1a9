import { useField } from '@conform-to/react';
import type { ReactNode } from 'react';
import { needsFrench } from '../../../lib/admin/french-texts.ts';
import { textArea, textInput } from '../../../lib/forms/inputs.ts';
import { Field } from '../field.tsx';

export interface ContentFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'date' | 'url' | 'email' | 'tel';
  className?: string;
  /** The text has a French version (issue 28): its French field is shown beside it. */
  translatable?: boolean;
}

/**
 * A text, date or Markdown field of the page editor, with its inline error (the form's or the server's).
 * `name` is its name in the form (`sections[0].heading`); the field comes from the editor's Conform form.
 */
export function ContentField({
  name,
  label,
  required,
  hint,
  rows,
  type = 'text',
  className,
  translatable,
}: ContentFieldProps) {
  const [field] = useField<string>(name);
  const english = (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={field.errors?.[0]}
      className={translatable ? undefined : className}
    >
      {(control) =>
        rows ? (
          <textarea {...control} {...textArea(field)} rows={rows} className="field-input font-mono text-sm" />
        ) : (
          <input {...control} {...textInput(field, type)} className="field-input" />
        )
      }
    </Field>
  );
  if (!translatable) return english;
  return (
    <div className={`grid gap-4 sm:grid-cols-2 ${className ?? ''}`} data-bilingual="">
      {english}
      <FrenchField englishName={name} label={label} rows={rows} />
    </div>
  );
}

/** Where the form keeps a text's French: in the `fr` object beside it (`sections[0].fr.heading`). */
export const frenchNameOf = (englishName: string) => englishName.replace(/\.([^.]+)$/, '.fr.$1');

/** The marker of a French field left empty while its English has text. */
export function MissingFrench() {
  return (
    <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
      Missing French
    </span>
  );
}

/**
 * A text's French: optional (the English shows on the French page while it is empty), marked
 * "Missing French" while the English has text and it has none.
 */
function FrenchField({ englishName, label, rows }: { englishName: string; label: string; rows?: number }) {
  const [english] = useField<string>(englishName);
  const [french] = useField<string>(frenchNameOf(englishName));
  const missing = needsFrench({
    english: typeof english.value === 'string' ? english.value : '',
    french: typeof french.value === 'string' ? french.value : '',
  });
  return (
    <Field
      label={`${label} in French`}
      hint={missing ? <MissingFrench /> : undefined}
      error={french.errors?.[0]}
    >
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...textArea(french)}
            lang="fr"
            rows={rows}
            className="field-input font-mono text-sm"
          />
        ) : (
          <input {...control} {...textInput(french, 'text')} lang="fr" className="field-input" />
        )
      }
    </Field>
  );
}

/** The hint under every Markdown field: what the syntax offers, in one line. */
export const markdownHint =
  'Markdown: **bold**, *italic*, [link text](https://…), blank line for a new paragraph, - for a list.';

import type { ReactNode } from 'react';
import { type FieldPath, get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { PageFormInput } from '../../../lib/admin/site-content-form.ts';
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

/** The error message react-hook-form holds for a field path, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<PageFormInput>({ name: name as FieldPath<PageFormInput> });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

/** A text, date or Markdown field of the page editor, with its inline error (the form's or the server's). */
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
  const { register } = useFormContext<PageFormInput>();
  const error = useFieldError(name);
  const path = name as FieldPath<PageFormInput>;
  const english = (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={translatable ? undefined : className}
    >
      {(control) =>
        rows ? (
          <textarea {...control} {...register(path)} rows={rows} className="field-input font-mono text-sm" />
        ) : (
          <input {...control} {...register(path)} type={type} className="field-input" />
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

/** Where the form keeps a text's French: in the `fr` object beside it (`sections.0.fr.heading`). */
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
  const { register, control } = useFormContext<PageFormInput>();
  const name = frenchNameOf(englishName);
  const error = useFieldError(name);
  const path = name as FieldPath<PageFormInput>;
  const [english, french] = useWatch({ control, name: [englishName, name] as never }) as unknown[];
  const missing =
    typeof english === 'string' && english.trim() !== '' && !(typeof french === 'string' && french.trim());
  return (
    <Field label={`${label} in French`} hint={missing ? <MissingFrench /> : undefined} error={error}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...register(path)}
            lang="fr"
            rows={rows}
            className="field-input font-mono text-sm"
          />
        ) : (
          <input {...control} {...register(path)} lang="fr" type="text" className="field-input" />
        )
      }
    </Field>
  );
}

/** The hint under every Markdown field: what the syntax offers, in one line. */
export const markdownHint =
  'Markdown: **bold**, *italic*, [link text](https://…), blank line for a new paragraph, - for a list.';

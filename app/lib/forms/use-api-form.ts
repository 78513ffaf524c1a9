import { type DefaultValue, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import type { z } from 'zod';

/** What the API refused of a valid form: a message for the whole form and/or one per field. */
export interface FormRefusal {
  message?: string;
  fields?: Record<string, string>;
}

/** A form's schema: an object of fields (strings as typed, arrays for repeated names). */
// biome-ignore lint/suspicious/noExplicitAny: a form's fields hold any values
type FormSchema = z.ZodType<Record<string, any>, Record<string, any>>;

export interface ApiFormOptions<Schema extends FormSchema> {
  /** The schema of common/ the API checks the same fields with: the browser checks them first (ADR 0049). */
  schema: Schema;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /**
   * Sends the valid values (through `useApiWrite`); answers the refusal to show in the form (an empty one
   * when it is said elsewhere, a notice or a 409's list: the form keeps what was typed), or nothing when the
   * write is done. `submitter` is the button that sent the form.
   */
  onValid: (value: z.output<Schema>, submitter: HTMLElement | null) => Promise<FormRefusal | undefined>;
  /** After a write that succeeded, start again from the defaults (a form that adds). */
  resetOnSuccess?: boolean;
}

/**
 * The back office's one way to write a form (ADR 0049): Conform holds the fields and their errors, the
 * common/ zod schema validates them on blur and on submit (the form's strings as typed: no coercion, so the
 * schema's own messages show), and a valid form goes to `onValid`. The API's refusal comes back into the
 * form: field messages under their fields, anything else as the form's error.
 */
export function useApiForm<Schema extends FormSchema>({
  schema,
  defaultValue,
  onValid,
  resetOnSuccess = false,
}: ApiFormOptions<Schema>) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setPending(true);
      try {
        const refusal = await onValid(submission.value, (event.nativeEvent as SubmitEvent).submitter);
        setLastResult(
          refusal
            ? submission.reply({
                ...(refusal.message ? { formErrors: [refusal.message] } : {}),
                fieldErrors: Object.fromEntries(
                  Object.entries(refusal.fields ?? {}).map(([name, message]) => [name, [message]]),
                ),
              })
            : submission.reply({ resetForm: resetOnSuccess }),
        );
      } finally {
        setPending(false);
      }
    },
  });
  return { form, fields, pending };
}

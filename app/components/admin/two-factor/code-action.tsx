import { getFormProps } from '@conform-to/react';
import { z } from 'zod';
import { codeBodySchema, disableTwoFactorSchema } from '#common/two-factor.ts';
import type { WriteResult } from '../../../lib/admin/use-api-write.ts';
import { textInput } from '../../../lib/forms/inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { Field } from '../field.tsx';
import { CodeField } from './code-field.tsx';

/** The code alone (new recovery codes' route), shaped like turning off's body, whose password it lacks. */
const codeOnlySchema = codeBodySchema.extend({ password: z.string().optional() });

/**
 * A small form that asks for a current code (and the password when `withPassword`) before an act on the
 * second factor: new recovery codes, turning it off. The API's refusal shows under the code.
 */
export function CodeAction({
  title,
  submitLabel,
  withPassword = false,
  busy,
  onSubmit,
  onCancel,
}: {
  title: string;
  submitLabel: string;
  withPassword?: boolean;
  busy: boolean;
  onSubmit: (values: { password: string; code: string }) => Promise<WriteResult<unknown>>;
  onCancel: () => void;
}) {
  const { form, fields } = useApiForm({
    schema: withPassword ? disableTwoFactorSchema : codeOnlySchema,
    defaultValue: { password: '', code: '' },
    async onValid({ password, code }) {
      const result = await onSubmit({ password: password ?? '', code });
      return result.ok || result.expired ? undefined : { fields: { code: result.error.message } };
    },
  });

  return (
    <form {...getFormProps(form)} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold">{title}</h3>
      {withPassword ? (
        <Field label="Your password" error={fields.password.errors?.[0]} required>
          {(control) => (
            <input
              {...textInput(fields.password, 'password')}
              {...control}
              autoComplete="current-password"
              className="field-input"
            />
          )}
        </Field>
      ) : null}
      <CodeField
        label="Code from the app, or a recovery code"
        accepts="app-or-recovery"
        field={fields.code}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-dark" disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

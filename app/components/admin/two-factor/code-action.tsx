import { type FormEvent, useState } from 'react';
import type { WriteResult } from '../../../lib/admin/use-api-write.ts';
import { Field } from '../field.tsx';
import { CodeField } from './code-field.tsx';

/**
 * A small form that asks for a current code (and the password when `withPassword`) before an act on the
 * second factor: new recovery codes, turning it off.
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
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await onSubmit({ password, code: code.trim() });
    setFailure(result.ok || result.expired ? undefined : result.error.message);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold">{title}</h3>
      {withPassword ? (
        <Field label="Your password" required>
          {(control) => (
            <input
              {...control}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              type="password"
              autoComplete="current-password"
              className="field-input"
            />
          )}
        </Field>
      ) : null}
      <CodeField
        label="Code from the app, or a recovery code"
        accepts="app-or-recovery"
        value={code}
        onChange={setCode}
        error={failure}
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

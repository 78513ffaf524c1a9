import { getFormProps } from '@conform-to/react';
import type { LoginAnswer } from '#common/auth.ts';
import { codeBodySchema } from '#common/two-factor.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { CodeField } from './two-factor/code-field.tsx';

export interface LoginCodeFormProps {
  /** Sends the code: the code step of the login, or password and code together. */
  send: (code: string) => Promise<{ ok: true; data: LoginAnswer } | { ok: false; message: string }>;
  onSuccess: (user: LoginAnswer) => void;
  busy: boolean;
  /** Goes back to the username and password. */
  onBack: () => void;
  intro: string;
}

/** The second step of a staff login (ADR 0043): a code from the authenticator app or a recovery code. */
export function LoginCodeForm({ send, onSuccess, busy, onBack, intro }: LoginCodeFormProps) {
  const { form, fields } = useApiForm({
    schema: codeBodySchema,
    defaultValue: { code: '' },
    async onValid({ code }) {
      const result = await send(code);
      if (!result.ok) return { message: result.message };
      onSuccess(result.data);
      return undefined;
    },
  });
  const failure = form.errors?.[0];

  return (
    <form {...getFormProps(form)} className="space-y-5">
      <p className="text-slate-700">{intro}</p>
      <CodeField
        label="Authentication code"
        accepts="app-or-recovery"
        field={fields.code}
        hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
        className=""
      />
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          Error: {failure}
        </p>
      ) : null}
      <button type="submit" className="btn-dark w-full" disabled={busy}>
        {busy ? 'Checking…' : 'Verify'}
      </button>
      <button type="button" onClick={onBack} className="w-full text-center underline underline-offset-4">
        Back to username and password
      </button>
    </form>
  );
}

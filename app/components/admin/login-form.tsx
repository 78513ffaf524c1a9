import { getFormProps } from '@conform-to/react';
import { useState } from 'react';
import type { z } from 'zod';
import { adminLoginSchema, type LoginAnswer } from '#common/auth.ts';
import { messages } from '#common/messages.ts';
import { codeNeededMessage, type codeNeededSchema, loginTookTooLong } from '#common/two-factor.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api.ts';
import { checkboxInput, checkboxValue } from '../../lib/forms/choice-inputs.ts';
import { textInput } from '../../lib/forms/inputs.ts';
import { useApiForm } from '../../lib/forms/use-api-form.ts';
import { Field } from './field.tsx';
import { LoginCodeForm } from './login-code-form.tsx';

type LoginValues = z.output<typeof adminLoginSchema>;

/** The password step's answer when the account signs in with a code too (ADR 0043). */
type CodeNeeded = z.output<typeof codeNeededSchema>;

/** The login's schema as the form sends it: "Remember me" is a checkbox. */
const loginFormSchema = adminLoginSchema.extend({ rememberMe: checkboxValue });

/** The user a login answered with: an answer that names no user is a refused login, never a session. */
function signedInUser(answer: LoginAnswer | CodeNeeded): LoginAnswer {
  if ('name' in answer && answer.name) return answer;
  throw new ApiError(401, messages.invalidLogin);
}

/** The password step: the user signed in, or that a code is needed next (two-factor sign-in, ADR 0043). */
async function logIn(login: LoginValues): Promise<LoginAnswer | CodeNeeded> {
  const answer = await apiAnswer(client.POST('/api/v1/users/auth/login', { body: login }));
  return 'two_factor_required' in answer ? answer : signedInUser(answer);
}

export interface LoginFormProps {
  onSuccess: (user: LoginAnswer) => void;
  /** Prefills the username (logging in again after the session expired). */
  defaultName?: string;
  submitLabel?: string;
}

/**
 * Username, password and remember me; shows "Error: " and the server's message when the login fails. An
 * account with two-factor sign-in answers with a code step (ADR 0043).
 */
export function LoginForm({ onSuccess, defaultName = '', submitLabel = 'Log in' }: LoginFormProps) {
  /** Why the code step ended and sent the user back here (it took too long). */
  const [codeStepEnded, setCodeStepEnded] = useState<string | null>(null);
  /** The code step, once the password step asked for it or the user chose it while held back. */
  const [codeStep, setCodeStep] = useState<{
    kind: 'after-password' | 'at-once';
    values: LoginValues;
  } | null>(null);
  const [heldBack, setHeldBack] = useState<LoginValues | null>(null);
  // a refused login is a 401 too: it is this form's answer, not an expired session
  const write = useApiWrite({ revalidate: false, reportExpiry: false });
  const { form, fields, pending } = useApiForm({
    schema: loginFormSchema,
    defaultValue: { name: defaultName, password: '', rememberMe: false },
    async onValid(values) {
      setCodeStepEnded(null);
      setHeldBack(null);
      const result = await write.run('login', () => logIn(values));
      if (result.ok) {
        const answer = result.data;
        if ('two_factor_required' in answer) setCodeStep({ kind: 'after-password', values });
        else onSuccess(answer);
        return undefined;
      }
      // strangers' failures hold this browser back: a code from the app may still sign in (ADR 0043)
      if (result.error.status === 429) setHeldBack(values);
      return { message: result.error.message || 'Login failed' };
    },
  });
  const failure = form.errors?.[0] ?? codeStepEnded;

  /** Sends the code of the second step: after the password step, or with the password at once. */
  const sendCode = async (code: string) => {
    const step = codeStep;
    const result = await write.run('code', () =>
      step?.kind === 'at-once'
        ? apiAnswer(client.POST('/api/v1/users/auth/login', { body: { ...step.values, code } })).then(
            signedInUser,
          )
        : apiAnswer(client.POST('/api/v1/users/auth/login/two-factor', { body: { code } })),
    );
    if (result.ok) return { ok: true as const, data: result.data };
    if (result.error.message === loginTookTooLong) {
      setCodeStep(null);
      setCodeStepEnded(result.error.message);
    }
    return { ok: false as const, message: result.error.message || 'Login failed' };
  };

  if (codeStep)
    return (
      <LoginCodeForm
        send={sendCode}
        onSuccess={onSuccess}
        busy={write.busy !== null}
        onBack={() => setCodeStep(null)}
        intro={
          codeStep.kind === 'at-once'
            ? 'Enter a code from your authenticator app: with your password it signs you in now.'
            : codeNeededMessage
        }
      />
    );

  return (
    <form {...getFormProps(form)} className="space-y-5">
      <Field label="Username" error={fields.name.errors?.[0]} required>
        {(control) => (
          <input
            {...textInput(fields.name, 'text')}
            {...control}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="field-input"
          />
        )}
      </Field>
      <Field label="Password" error={fields.password.errors?.[0]} required>
        {(control) => (
          <input
            {...textInput(fields.password, 'password')}
            {...control}
            autoComplete="current-password"
            className="field-input"
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input {...checkboxInput(fields.rememberMe)} className="size-5 accent-brand-900" />
        Remember me for 30 days
      </label>
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          Error: {failure}
        </p>
      ) : null}
      <button type="submit" className="btn-dark w-full" disabled={pending}>
        {pending ? 'Logging in…' : submitLabel}
      </button>
      {heldBack ? (
        <button
          type="button"
          onClick={() => setCodeStep({ kind: 'at-once', values: heldBack })}
          className="w-full text-center underline underline-offset-4"
        >
          Use a code from your authenticator app to sign in now
        </button>
      ) : null}
    </form>
  );
}

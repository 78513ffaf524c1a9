import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminLoginSchema, type LoginAnswer } from '#common/auth.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { auth } from '../../lib/api/auth.ts';
import { Field } from './field.tsx';

type LoginInput = z.input<typeof adminLoginSchema>;
type LoginValues = z.output<typeof adminLoginSchema>;

export interface LoginFormProps {
  onSuccess: (user: LoginAnswer) => void;
  /** Prefills the username (logging in again after the session expired). */
  defaultName?: string;
  submitLabel?: string;
}

/** Username, password and remember me; shows "Error: " and the server's message when the login fails. */
export function LoginForm({ onSuccess, defaultName = '', submitLabel = 'Log in' }: LoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  // a refused login is a 401 too: it is this form's answer, not an expired session
  const write = useApiWrite({ revalidate: false, reportExpiry: false });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(adminLoginSchema),
    mode: 'onTouched',
    defaultValues: { name: defaultName, password: '', rememberMe: false },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await write.run('login', () => auth.logIn(values));
    if (result.ok) onSuccess(result.data);
    else setFailure(result.error.message || 'Login failed');
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <Field label="Username" error={errors.name?.message} required>
        {(control) => (
          <input
            {...control}
            {...register('name')}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className="field-input"
          />
        )}
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        {(control) => (
          <input
            {...control}
            {...register('password')}
            type="password"
            autoComplete="current-password"
            className="field-input"
          />
        )}
      </Field>
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input {...register('rememberMe')} type="checkbox" className="size-5 accent-brand-900" />
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
      <button type="submit" className="btn-dark w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in…' : submitLabel}
      </button>
    </form>
  );
}

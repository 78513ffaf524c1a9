import { type FieldMetadata, getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useState } from 'react';
import { Form } from 'react-router';
import { stayLimits } from '#common/guest-login-limits.ts';
import { textInput } from '../../lib/forms/inputs.ts';
import { useTexts } from '../../lib/site/language.tsx';
import { useHydrated } from '../../lib/welcome/use-browser-state.ts';
import { FieldError } from '../ui/field-error.tsx';

export interface GuestLoginFormProps {
  /** The login action's Conform reply to the last post: its field messages, a refusal, the nights typed. */
  result?: SubmissionResult<string[]>;
  busy?: 'checking' | 'loading-welcome';
}

interface GuestLoginFields {
  password: string;
  stay_duration: string;
}

/**
 * Password and number of nights, posted to the login route's action with or without JavaScript; the
 * action checks them with the API's schema and answers with Conform's reply (ADR 0049). Messages appear
 * beside their fields, linked with aria-describedby, never in an alert box; a refusal of the whole login
 * shows above the fields, its friendlier sentence under it.
 */
export function GuestLoginForm({ result, busy }: GuestLoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const { t } = useTexts();
  const hydrated = useHydrated();
  // no browser-side schema: the guide's pages carry no zod (ADR 0049), the action answers each field
  const [form, fields] = useForm<GuestLoginFields>({ id: 'guest-login', lastResult: result });
  const [refusal, detail] = form.errors ?? [];
  const { password, stay_duration: nights } = fields;
  const describedBy = (field: FieldMetadata<string>, hint?: string) =>
    [hint, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {refusal}
          {detail ? <span className="mt-1 block font-normal">{detail}</span> : null}
        </p>
      ) : null}
      <div>
        <label htmlFor={password.id} className="field-label">
          {t('Password')}
        </label>
        <div className="relative">
          <input
            {...textInput(password, showPassword ? 'text' : 'password')}
            id={password.id}
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            aria-invalid={password.errors ? true : undefined}
            aria-describedby={describedBy(password)}
            className={`field-input ${hydrated ? 'pr-20' : ''}`}
          />
          {hydrated ? (
            <button
              type="button"
              onClick={() => setShowPassword((v) => !v)}
              aria-pressed={showPassword}
              className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {showPassword ? t('Hide') : t('Show')}
              <span className="sr-only"> {t('password')}</span>
            </button>
          ) : null}
        </div>
        <FieldError field={password} />
      </div>
      <div>
        <label htmlFor={nights.id} className="field-label">
          {t('Number of nights')}
        </label>
        <p id={`${nights.id}-hint`} className="mb-1.5 text-sm text-slate-600">
          {t('How many nights you are staying. Your access lasts until the end of your stay.')}
        </p>
        <input
          {...textInput(nights, 'number')}
          id={nights.id}
          inputMode="numeric"
          min={stayLimits.minNights}
          max={stayLimits.maxNights}
          step={1}
          required
          aria-invalid={nights.errors ? true : undefined}
          aria-describedby={describedBy(nights, `${nights.id}-hint`)}
          className="field-input max-w-40"
        />
        <FieldError field={nights} />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy !== undefined}>
        {busy === 'checking' ? t('Checking…') : t('Enter')}
      </button>
      <p role="status" className="text-brand-900">
        {busy === 'loading-welcome' ? t('Loading welcome page') : ''}
      </p>
    </Form>
  );
}

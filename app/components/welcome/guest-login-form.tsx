import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-router';
import { stayLimits } from '#common/auth.ts';
import { useTexts } from '../../lib/language.tsx';
import {
  type GuestLoginField,
  type GuestLoginProblems,
  hasProblems,
  validateGuestLogin,
} from '../../lib/welcome/guest-login.ts';
import { useHydrated } from '../../lib/welcome/use-browser-state.ts';

export interface GuestLoginFormProps {
  /** Problems the server reported for the last post (also how the form works without JavaScript). */
  problems?: GuestLoginProblems;
  /** The nights typed before the last post, shown again after a server-side refusal. */
  nights?: string;
  busy?: 'checking' | 'loading-welcome';
}

const fieldOrder: readonly GuestLoginField[] = ['password', 'stay_duration'];

/**
 * Password and number of nights. With JavaScript the rules are checked before anything is sent; without
 * it the same rules come back from the server. Either way messages appear beside their fields, linked
 * with aria-describedby, never in an alert box.
 */
export function GuestLoginForm({ problems, nights, busy }: GuestLoginFormProps) {
  const [checked, setChecked] = useState<GuestLoginProblems | undefined>(undefined);
  const [showPassword, setShowPassword] = useState(false);
  const { t } = useTexts();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const shown = checked ?? problems;
  const errorId = (field: GuestLoginField) => `${id}-${field}-error`;

  useEffect(() => {
    if (problems) setChecked(undefined);
    focusFirstProblem(formRef.current, problems);
  }, [problems]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const found = validateGuestLogin({
      password: String(data.get('password') ?? ''),
      stay_duration: String(data.get('stay_duration') ?? ''),
    });
    if (hasProblems(found)) {
      event.preventDefault();
      setChecked(found);
      focusFirstProblem(event.currentTarget, found);
    } else {
      setChecked({ fields: {} });
    }
  }

  const describedBy = (field: GuestLoginField, hint?: string) =>
    [hint, shown?.fields[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Form method="post" noValidate onSubmit={onSubmit} ref={formRef} className="space-y-5">
      {shown?.form ? (
        <p
          role="alert"
          className="rounded-lg border border-red-700 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {shown.form}
          {shown.formDetail ? <span className="mt-1 block font-normal">{shown.formDetail}</span> : null}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-password`} className="field-label">
          {t('Password')}
        </label>
        <div className="relative">
          <input
            id={`${id}-password`}
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            aria-invalid={shown?.fields.password ? true : undefined}
            aria-describedby={describedBy('password')}
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
        <FieldError id={errorId('password')} message={shown?.fields.password} />
      </div>
      <div>
        <label htmlFor={`${id}-nights`} className="field-label">
          {t('Number of nights')}
        </label>
        <p id={`${id}-nights-hint`} className="mb-1.5 text-sm text-slate-600">
          {t('How many nights you are staying. Your access lasts until the end of your stay.')}
        </p>
        <input
          id={`${id}-nights`}
          name="stay_duration"
          type="number"
          inputMode="numeric"
          min={stayLimits.minNights}
          max={stayLimits.maxNights}
          step={1}
          required
          defaultValue={nights}
          aria-invalid={shown?.fields.stay_duration ? true : undefined}
          aria-describedby={describedBy('stay_duration', `${id}-nights-hint`)}
          className="field-input max-w-40"
        />
        <FieldError id={errorId('stay_duration')} message={shown?.fields.stay_duration} />
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

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

function focusFirstProblem(form: HTMLFormElement | null, problems: GuestLoginProblems | undefined) {
  if (!form || !problems) return;
  const field = fieldOrder.find((name) => problems.fields[name]);
  if (field) form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
}

import { useState } from 'react';
import type { TwoFactorStatus } from '#common/two-factor.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { dangerOutlineButton } from '../button-styles.ts';
import { CodeAction } from './code-action.tsx';
import { TwoFactorEnrolment } from './enrolment.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; secret: string; uri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'new-codes' }
  | { kind: 'disable' };

/**
 * Two-factor sign-in on the profile (issue 39, ADR 0043): whether it is on, turning it on (QR code, first
 * code, recovery codes once), new recovery codes, turning it off with password and code.
 */
export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const write = useApiWrite();
  const idle = () => setStep({ kind: 'idle' });

  async function start() {
    const result = await write.run('start', () => apiAnswer(client.POST('/api/v1/users/me/two-factor')));
    if (result.ok) setStep({ kind: 'enrolling', secret: result.data.secret, uri: result.data.otpauth_uri });
  }

  return (
    <section className="space-y-4" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className="text-xl font-semibold">
        Two-factor sign-in
      </h2>
      <p data-two-factor-status className="text-slate-800">
        {status.enabled
          ? `On: you sign in with your password and a code from your authenticator app. Recovery codes left: ${status.recovery_codes_left}.`
          : 'Off: your password alone signs you in. Add a code from an authenticator app on your phone.'}
      </p>
      {step.kind === 'enrolling' ? (
        <TwoFactorEnrolment
          secret={step.secret}
          uri={step.uri}
          onConfirmed={(codes) => setStep({ kind: 'codes', codes })}
          onCancel={idle}
        />
      ) : null}
      {step.kind === 'codes' ? <RecoveryCodes codes={step.codes} onDone={idle} /> : null}
      {step.kind === 'new-codes' ? (
        <CodeAction
          title="New recovery codes"
          submitLabel="Make new codes"
          busy={write.busy !== null}
          onCancel={idle}
          onSubmit={async ({ code }) => {
            const result = await write.run('codes', () =>
              apiAnswer(client.POST('/api/v1/users/me/two-factor/recovery-codes', { body: { code } })),
            );
            if (result.ok) setStep({ kind: 'codes', codes: result.data.recovery_codes });
            return result;
          }}
        />
      ) : null}
      {step.kind === 'disable' ? (
        <CodeAction
          title="Turn off two-factor sign-in"
          submitLabel="Turn off"
          withPassword
          busy={write.busy !== null}
          onCancel={idle}
          onSubmit={async ({ password, code }) => {
            const result = await write.run('disable', () =>
              apiAnswer(client.POST('/api/v1/users/me/two-factor/disable', { body: { password, code } })),
            );
            if (result.ok) idle();
            return result;
          }}
        />
      ) : null}
      {step.kind === 'idle' ? (
        <div className="flex flex-wrap gap-2">
          {status.enabled ? (
            <>
              <button type="button" className="btn-outline" onClick={() => setStep({ kind: 'new-codes' })}>
                New recovery codes
              </button>
              <button
                type="button"
                className={dangerOutlineButton}
                onClick={() => setStep({ kind: 'disable' })}
              >
                Turn off
              </button>
            </>
          ) : (
            <button
              type="button"
              className="btn-dark"
              onClick={() => void start()}
              disabled={write.busy !== null}
            >
              Turn on two-factor sign-in
            </button>
          )}
        </div>
      ) : null}
      {write.last?.key === 'start' && !write.last.result.ok ? (
        <p role="alert" className="text-red-800">
          {write.last.result.error.message}
        </p>
      ) : null}
    </section>
  );
}

import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { codeBodySchema } from '#common/two-factor.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';
import { qrCodePath } from '../../../lib/welcome/wifi-qr.ts';
import { QrCode } from '../../ui/qr-code.tsx';
import { CodeField } from './code-field.tsx';

/**
 * Enrolment (ADR 0043): scan the QR code (or type the secret), then a first code turns two-factor sign-in
 * on and the recovery codes come back.
 */
export function TwoFactorEnrolment({
  secret,
  uri,
  onConfirmed,
  onCancel,
}: {
  secret: string;
  uri: string;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const qr = useMemo(() => qrCodePath(uri), [uri]);
  // the status above is read again: it says On beside the recovery codes
  const write = useApiWrite();
  const { form, fields } = useApiForm({
    schema: codeBodySchema,
    defaultValue: { code: '' },
    async onValid({ code }) {
      const result = await write.run('confirm', () =>
        apiAnswer(client.POST('/api/v1/users/me/two-factor/confirm', { body: { code } })),
      );
      if (result.ok) onConfirmed(result.data.recovery_codes);
      return result.ok || result.expired ? undefined : { fields: { code: result.error.message } };
    },
  });

  return (
    <form {...getFormProps(form)} className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-slate-800">
        <li>Open your authenticator app and scan this code.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <QrCode
          qr={qr}
          label="QR code to add this account to an authenticator app"
          className="w-44 rounded-md border"
        />
        <div className="min-w-0 flex-1">
          <p className="field-label">Cannot scan? Type this key</p>
          <p data-totp-secret className="font-mono text-base break-all select-all">
            {secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
        </div>
      </div>
      <CodeField label="Code from the app" accepts="app" field={fields.code} className="max-w-40" />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-dark" disabled={write.busy !== null}>
          {write.busy ? 'Checking…' : 'Turn on'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

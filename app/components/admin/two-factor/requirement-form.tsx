import { getFormProps } from '@conform-to/react';
import { z } from 'zod';
import type { SiteContentSettingsResponse } from '#common/site-content.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../../lib/api/client.ts';
import { checkboxInput, checkboxValue } from '../../../lib/forms/choice-inputs.ts';
import { useApiForm } from '../../../lib/forms/use-api-form.ts';

/** The one setting of this form, as its checkbox sends it. */
const requirementSchema = z.object({ require_two_factor_for_admins: checkboxValue });

/** The site setting `require_two_factor_for_admins` (ADR 0043), on the site settings screen. */
export function TwoFactorRequirementForm({
  settings,
  required,
}: {
  settings: SiteContentSettingsResponse;
  required: boolean;
}) {
  const write = useApiWrite();
  const { form, fields, pending } = useApiForm({
    schema: requirementSchema,
    defaultValue: { require_two_factor_for_admins: required },
    async onValid({ require_two_factor_for_admins }) {
      // PUT /settings takes every content setting: the others are sent as they are
      const { updated_at: _read, translations: _unchanged, ...unchanged } = settings;
      const result = await write.run('requirement', () =>
        apiAnswer(client.PUT('/api/v1/settings', { body: { ...unchanged, require_two_factor_for_admins } })),
      );
      return result.ok || result.expired ? undefined : { message: result.error.message };
    },
  });
  const refusal = form.errors?.[0];

  return (
    <form
      {...getFormProps(form)}
      className="card mt-8 space-y-4 p-5 sm:p-7"
      aria-labelledby="sign-in-security"
    >
      <h2 id="sign-in-security" className="text-xl font-semibold">
        Sign-in security
      </h2>
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input {...checkboxInput(fields.require_two_factor_for_admins)} className="size-5 accent-brand-900" />
        Require two-factor sign-in for admins
      </label>
      <p className="text-sm text-slate-700">
        An admin without it is sent to their profile to turn it on before the back office works for them. Turn
        on your own first.
      </p>
      {refusal ? (
        <p role="alert" className="text-red-800">
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="btn-dark" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

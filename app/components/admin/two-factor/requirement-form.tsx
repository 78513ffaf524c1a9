import { type FormEvent, useState } from 'react';
import type { SiteContentSettingsResponse } from '#common/site-content.ts';
import { useApiWrite } from '../../../lib/admin/use-api-write.ts';
import { twoFactor } from '../../../lib/api/two-factor.ts';

/** The site setting `require_two_factor_for_admins` (ADR 0043), on the site settings screen. */
export function TwoFactorRequirementForm({
  settings,
  required,
}: {
  settings: SiteContentSettingsResponse;
  required: boolean;
}) {
  const [checked, setChecked] = useState(required);
  const write = useApiWrite();
  const refusal = write.last?.result.ok === false ? write.last.result.error.message : null;

  async function save(event: FormEvent) {
    event.preventDefault();
    await write.run('requirement', () => twoFactor.saveRequirement(settings, checked));
  }

  return (
    <form onSubmit={save} className="card mt-8 space-y-4 p-5 sm:p-7" aria-labelledby="sign-in-security">
      <h2 id="sign-in-security" className="text-xl font-semibold">
        Sign-in security
      </h2>
      <label className="flex min-h-11 items-center gap-3 text-base">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => setChecked(event.target.checked)}
          className="size-5 accent-brand-900"
        />
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
      <button type="submit" className="btn-dark" disabled={write.busy !== null}>
        {write.busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

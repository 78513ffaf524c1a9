import { LoadState } from '../../components/admin/load-state.tsx';
import type { SiteSettingsData } from '../../components/admin/site-content/settings-fields.ts';
import { SettingsForm } from '../../components/admin/site-content/settings-form.tsx';
import { TwoFactorRequirementForm } from '../../components/admin/two-factor/requirement-form.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/site-settings';

export const meta: Route.MetaFunction = () => adminMeta('Site settings');

/** The site settings, which also say whether admins must use two-factor sign-in (ADR 0043). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const settings = await loadApiData(async (signal) => {
    const answer = await apiAnswer(client.GET('/api/v1/settings', { signal }));
    // asked without a language, the answer always has the French (`{}` without any)
    return { ...answer, translations: answer.translations ?? {} };
  }, request);
  return { settings };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <SiteSettingsView settings={loading} />;
}

export default function SiteSettings({ loaderData }: Route.ComponentProps) {
  return <SiteSettingsView settings={loaderData.settings} />;
}

function SiteSettingsView({
  settings,
}: {
  settings: ApiData<SiteSettingsData & { require_two_factor_for_admins: boolean }>;
}) {
  return (
    <>
      <h2 className="mb-6 text-2xl font-semibold">Brand and contact details</h2>
      <LoadState state={settings} loadingText="Loading settings..." errorText="Couldn't load the settings">
        {(data) => (
          <>
            <SettingsForm settings={data} />
            <TwoFactorRequirementForm settings={data} required={data.require_two_factor_for_admins} />
          </>
        )}
      </LoadState>
    </>
  );
}

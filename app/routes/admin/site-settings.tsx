import { LoadState } from '../../components/admin/load-state.tsx';
import { SettingsForm } from '../../components/admin/site-content/settings-form.tsx';
import { TwoFactorRequirementForm } from '../../components/admin/two-factor/requirement-form.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { type SettingsWithPricing, siteContent } from '../../lib/api/site-content.ts';
import { twoFactor } from '../../lib/api/two-factor.ts';
import type { Route } from './+types/site-settings';

export const meta: Route.MetaFunction = () => adminMeta('Site settings');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [settings, requirement] = await Promise.all([
    loadApiData(siteContent.settings, request),
    loadApiData(twoFactor.requirement, request),
  ]);
  return { settings, requirement };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <SiteSettingsView settings={loading} requirement={loading} />;
}

export default function SiteSettings({ loaderData }: Route.ComponentProps) {
  return <SiteSettingsView settings={loaderData.settings} requirement={loaderData.requirement} />;
}

function SiteSettingsView({
  settings,
  requirement,
}: {
  settings: ApiData<SettingsWithPricing>;
  requirement: ApiData<{ require_two_factor_for_admins: boolean }>;
}) {
  return (
    <>
      <h2 className="mb-6 text-2xl font-semibold">Brand and contact details</h2>
      <LoadState state={settings} loadingText="Loading settings..." errorText="Couldn't load the settings">
        {(data) => (
          <>
            <SettingsForm settings={data} />
            {requirement.status === 'ready' ? (
              <TwoFactorRequirementForm
                settings={data}
                required={requirement.data.require_two_factor_for_admins}
              />
            ) : null}
          </>
        )}
      </LoadState>
    </>
  );
}

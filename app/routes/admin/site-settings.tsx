import { LoadState } from '../../components/admin/load-state.tsx';
import { SettingsForm } from '../../components/admin/site-content/settings-form.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { type SettingsWithPricing, siteContent } from '../../lib/api/site-content.ts';
import type { Route } from './+types/site-settings';

export const meta: Route.MetaFunction = () => adminMeta('Site settings');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { settings: await loadApiData(siteContent.settings, request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <SiteSettingsView settings={loading} />;
}

export default function SiteSettings({ loaderData }: Route.ComponentProps) {
  return <SiteSettingsView settings={loaderData.settings} />;
}

function SiteSettingsView({ settings }: { settings: ApiData<SettingsWithPricing> }) {
  return (
    <>
      <h2 className="mb-6 text-2xl font-semibold">Brand and contact details</h2>
      <LoadState state={settings} loadingText="Loading settings..." errorText="Couldn't load the settings">
        {(data) => <SettingsForm settings={data} />}
      </LoadState>
    </>
  );
}

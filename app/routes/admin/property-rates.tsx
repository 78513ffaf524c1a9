import { Link } from 'react-router';
import { parseId } from '#common/id.ts';
import type { RatesInput } from '#common/pricing.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PropertyTabs } from '../../components/admin/property-tabs.tsx';
import { QuotePreview } from '../../components/admin/rates/quote-preview.tsx';
import { RatesEditor } from '../../components/admin/rates/rates-editor.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/property-rates';

export const meta: Route.MetaFunction = () => adminMeta('Rates');

interface RatesView {
  name: string;
  /** null: the home has no rates yet (the API's 404) */
  rates: RatesInput | null;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [property, rates] = await Promise.all([
    loadApiData(
      (signal) =>
        apiAnswer(client.GET('/api/v1/properties/{id}', { params: { path: { id: params.id } }, signal })),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/properties/{id}/rates', { params: { path: { id: params.id } }, signal }),
        ),
      request,
    ),
  ]);
  if (property.status === 'error') return { view: property };
  if (rates.status === 'error' && rates.error.status !== 404) return { view: rates };
  const view: ApiData<RatesView> = {
    status: 'ready',
    data: { name: property.data.name, rates: rates.status === 'ready' ? rates.data : null },
  };
  return { view };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PropertyRatesView propertyId={0} view={loading} />;
}

export default function PropertyRatesPage({ loaderData, params }: Route.ComponentProps) {
  return <PropertyRatesView key={params.id} propertyId={parseId(params.id) ?? 0} view={loaderData.view} />;
}

function PropertyRatesView({ propertyId, view }: { propertyId: number; view: ApiData<RatesView> }) {
  return (
    <>
      {propertyId ? <PropertyTabs propertyId={propertyId} /> : null}
      <LoadState
        state={view}
        loadingText="Loading rates..."
        errorText="Couldn't load the rates of this property"
        errorAction={
          <Link to="/admin/propertymanager" className="btn-outline mt-4">
            Back to properties
          </Link>
        }
      >
        {({ name, rates }) => (
          <div className="space-y-8">
            <h2 className="text-2xl font-semibold">Rates of {name}</h2>
            <RatesEditor propertyId={propertyId} rates={rates} />
            <QuotePreview propertyId={propertyId} />
          </div>
        )}
      </LoadState>
    </>
  );
}

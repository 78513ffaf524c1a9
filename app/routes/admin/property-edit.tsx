import { Link } from 'react-router';
import type { Property } from '#common/property.ts';
import type { Welcome } from '#common/welcome.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PropertyForm } from '../../components/admin/property-form/property-form.tsx';
import { PropertyTabs } from '../../components/admin/property-tabs.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import { failedToFetch } from '../../lib/loading/load-failure.ts';
import type { Route } from './+types/property-edit';

export const meta: Route.MetaFunction = () => adminMeta('Edit property');

interface EditData {
  property: Property;
  /** null: the property has no welcome page yet, and saving the form creates one. */
  welcome: Welcome | null;
}

/** Loads the property and its welcome page together; a property without a welcome page gets a new one. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [property, welcome] = await Promise.all([
    loadApiData(
      (signal) =>
        apiAnswer(client.GET('/api/v1/properties/{id}', { params: { path: { id: params.id } }, signal })),
      request,
    ),
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/properties/welcome/{propertyId}', {
            params: { path: { propertyId: params.id } },
            signal,
          }),
        ),
      request,
    ),
  ]);
  if (property.status === 'error') return { edit: property };
  if (welcome.status === 'error' && welcome.error.status !== 404) return { edit: welcome };
  const edit: ApiData<EditData> = {
    status: 'ready',
    data: { property: property.data, welcome: welcome.status === 'ready' ? welcome.data : null },
  };
  return { edit };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <EditPropertyView edit={loading} />;
}

export default function EditProperty({ loaderData, params }: Route.ComponentProps) {
  return (
    <>
      <PropertyTabs propertyId={params.id} />
      <EditPropertyView key={params.id} edit={loaderData.edit} />
    </>
  );
}

function EditPropertyView({ edit }: { edit: ApiData<EditData> }) {
  return (
    <LoadState
      state={edit}
      loadingText="Loading property..."
      errorText="Error loading property data"
      errorMessage={(error) => `${failedToFetch.propertyData(error.status)} — ${error.message}`}
      errorAction={
        <Link to="/admin/propertymanager" className="btn-outline mt-4">
          Back to properties
        </Link>
      }
    >
      {({ property, welcome }) => <PropertyForm property={property} welcome={welcome} />}
    </LoadState>
  );
}

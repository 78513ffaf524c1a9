import { useState } from 'react';
import { Link } from 'react-router';
import { staffRoles } from '#common/auth.ts';
import type { HouseInfo } from '#common/house-info.ts';
import { messages } from '#common/messages.ts';
import type { Property } from '#common/property.ts';
import type { CurrentStay } from '#common/stay.ts';
import { ConfirmDialog, type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PropertyRow } from '../../components/admin/property-row.tsx';
import { useAdminUser } from '../../lib/admin/admin-user.ts';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/property-list';

export const meta: Route.MetaFunction = () => adminMeta('Property Management');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [properties, current, houses] = await Promise.all([
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/properties', { signal })), request),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/stays/current', { signal })), request),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/house-info', { signal })), request),
  ]);
  // Who is staying now and the homes' times and notes are a help, not the list: without them it still shows.
  return {
    properties,
    current: current.status === 'ready' ? current.data : [],
    houses: houses.status === 'ready' ? houses.data : [],
  };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PropertyManagerView properties={loading} current={[]} houses={[]} />;
}

export default function PropertyManager({ loaderData }: Route.ComponentProps) {
  return (
    <PropertyManagerView
      properties={loaderData.properties}
      current={loaderData.current}
      houses={loaderData.houses}
    />
  );
}

function PropertyManagerView({
  properties,
  current,
  houses,
}: {
  properties: ApiData<Property[]>;
  current: CurrentStay[];
  houses: HouseInfo[];
}) {
  const [toDelete, setToDelete] = useState<Property | null>(null);
  // housekeeping reads the list; editing is for staff roles (the API refuses it anyway)
  const canEdit = staffRoles.includes(useAdminUser().role);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useApiWrite();

  /** Deletes a property; the list is read again afterwards, as after every write. */
  async function remove(property: Property) {
    const result = await deletion.run('delete', () =>
      apiAnswer(client.DELETE('/api/v1/properties/{id}', { params: { path: { id: property.id } } })),
    );
    setToDelete(null);
    if (result.ok) {
      setNotice({ title: 'Success', message: messages.propertyDeleted });
    } else if (!result.expired) {
      setNotice({
        title: 'Error',
        message: (
          <>
            <p className="font-semibold">Failed to delete property</p>
            <p>{result.error.message}</p>
          </>
        ),
      });
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold">Properties</h2>
          {properties.status === 'ready' ? (
            <p className="text-slate-700">
              {properties.data.length} {properties.data.length === 1 ? 'property' : 'properties'} on the
              website
            </p>
          ) : null}
        </div>
        {canEdit ? (
          <Link to="/admin/propertymanager/create" className="btn-primary">
            <span aria-hidden="true">+</span> Add New Property
          </Link>
        ) : null}
      </div>

      <div className="mt-6">
        <LoadState
          state={properties}
          loadingText="Loading properties..."
          errorText="Couldn't load properties"
          emptyText="No properties available"
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <ul className="space-y-3">
              {list.map((property) => (
                <PropertyRow
                  key={property.id}
                  property={property}
                  staying={current.filter((stay) => stay.property_id === property.id)}
                  house={houses.find((house) => house.property_id === property.id)}
                  canEdit={canEdit}
                  onDelete={canEdit ? () => setToDelete(property) : undefined}
                />
              ))}
            </ul>
          )}
        </LoadState>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this property?"
        confirmLabel="Delete property"
        pendingText="Deleting property..."
        pending={deletion.busy !== null}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <strong>{toDelete?.name}</strong> will be removed from the website together with its welcome page
          and all its photos. This cannot be undone.
        </p>
      </ConfirmDialog>
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}

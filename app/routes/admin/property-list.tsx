import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, type Notice, NoticeDialog } from '~/components/admin/dialogs.tsx';
import { PropertyRow } from '~/components/admin/property-row.tsx';
import { adminMeta } from '~/lib/admin/page-titles.ts';
import { useSessionExpiry } from '~/lib/admin/session-expiry.ts';
import { useApiData } from '~/lib/admin/use-api-data.ts';
import { api } from '~/lib/api.ts';
import { messages } from '../../../common/messages.ts';
import type { Property } from '../../../common/property.ts';
import type { Route } from './+types/property-list';

export const meta: Route.MetaFunction = () => adminMeta('Property Management');

export default function PropertyManager() {
  const [properties, reload] = useApiData<Property[]>('/properties');
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { reportIfExpired } = useSessionExpiry();

  async function deleteProperty(property: Property) {
    setDeleting(true);
    try {
      await api(`/properties/${property.id}`, { method: 'DELETE' });
      setNotice({ title: 'Success', message: messages.propertyDeleted, onClose: reload });
    } catch (error) {
      if (!reportIfExpired(error)) {
        setNotice({
          title: 'Error',
          message: (
            <>
              <p className="font-semibold">Failed to delete property</p>
              <p>{(error as Error).message}</p>
            </>
          ),
          onClose: reload,
        });
      }
    } finally {
      setDeleting(false);
      setToDelete(null);
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
        <Link to="/admin/propertymanager/create" className="btn-primary">
          <span aria-hidden="true">+</span> Add New Property
        </Link>
      </div>

      <div className="mt-6">
        {properties.status === 'loading' ? (
          <p role="status" className="card p-6 text-slate-700">
            Loading properties...
          </p>
        ) : properties.status === 'error' ? (
          <div role="alert" className="card border-l-4 border-red-700 p-6">
            <p className="font-semibold text-red-800">Couldn't load properties</p>
            <p className="mt-1 text-slate-700">{properties.error.message}</p>
            <button type="button" className="btn-outline mt-4" onClick={reload}>
              Try again
            </button>
          </div>
        ) : properties.data.length === 0 ? (
          <p className="card p-6 text-slate-700">No properties available</p>
        ) : (
          <ul className="space-y-3">
            {properties.data.map((property) => (
              <PropertyRow key={property.id} property={property} onDelete={() => setToDelete(property)} />
            ))}
          </ul>
        )}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this property?"
        confirmLabel="Delete property"
        pendingText="Deleting property..."
        pending={deleting}
        onConfirm={() => toDelete && void deleteProperty(toDelete)}
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

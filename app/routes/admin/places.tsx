import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { dangerOutlineButton } from '#app/components/admin/button-styles.ts';
import { ConfirmDialog, type Notice, NoticeDialog } from '#app/components/admin/dialogs.tsx';
import { LoadState } from '#app/components/admin/load-state.tsx';
import { PlaceForm } from '#app/components/admin/places/place-form.tsx';
import { type ApiData, loadApiData, loading } from '#app/lib/admin/api-data.ts';
import { adminMeta } from '#app/lib/admin/page-titles.ts';
import { useSessionExpiry } from '#app/lib/admin/session-expiry.ts';
import { api } from '#app/lib/api.ts';
import { type Place, placeCategories } from '#common/place.ts';
import type { Route } from './+types/places';

export const meta: Route.MetaFunction = () => adminMeta('Local guide');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { places: await loadApiData<Place[]>('/places', request) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PlacesView places={loading} />;
}

export default function Places({ loaderData }: Route.ComponentProps) {
  return <PlacesView places={loaderData.places} />;
}

/** The local guide staff keep: every place, by category; add, edit, delete. Each property picks its own. */
function PlacesView({ places }: { places: ApiData<Place[]> }) {
  const revalidator = useRevalidator();
  const { reportIfExpired } = useSessionExpiry();
  const [editing, setEditing] = useState<Place | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Place | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function remove(place: Place) {
    setDeleting(true);
    try {
      await api(`/places/${place.id}`, { method: 'DELETE' });
      revalidator.revalidate();
    } catch (error) {
      if (!reportIfExpired(error)) {
        setNotice({ title: 'Error', message: `Failed to delete the place: ${(error as Error).message}` });
      }
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold">Local guide</h2>
          <p className="max-w-2xl text-slate-700">
            Your recommendations around Revelstoke. Every welcome page shows them all, unless a property's
            Local guide tab picks and orders its own.
          </p>
        </div>
        {editing === null ? (
          <button type="button" className="btn-dark" onClick={() => setEditing('new')}>
            Add a place
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <div className="mb-6">
          <PlaceForm
            key={editing === 'new' ? 'new' : editing.id}
            place={editing === 'new' ? null : editing}
            onSaved={() => {
              setEditing(null);
              revalidator.revalidate();
            }}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      <LoadState state={places} loadingText="Loading places..." errorText="Couldn't load the places">
        {(list) =>
          list.length === 0 ? (
            <p className="card p-6 text-slate-700">No places yet. Add the first one.</p>
          ) : (
            <ul className="space-y-3" aria-label="Places">
              {list.map((place) => (
                <li
                  key={place.id}
                  data-place={place.id}
                  className="card flex flex-wrap items-center gap-4 p-4"
                >
                  {place.image ? (
                    <img src={place.image.url} alt="" className="size-16 rounded-lg object-cover" />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p className="font-display text-lg font-semibold text-brand-900">{place.name}</p>
                    <p className="text-sm text-slate-700">
                      {placeCategories[place.category]}
                      {place.address ? ` · ${place.address}` : ''}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <button
                      type="button"
                      className="btn-outline min-h-10 px-4 py-1.5 text-sm"
                      onClick={() => setEditing(place)}
                    >
                      Edit<span className="sr-only"> {place.name}</span>
                    </button>
                    <button type="button" className={dangerOutlineButton} onClick={() => setToDelete(place)}>
                      Delete<span className="sr-only"> {place.name}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this place?"
        confirmLabel="Delete place"
        pendingText="Deleting..."
        pending={deleting}
        onConfirm={() => toDelete && void remove(toDelete)}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <strong>{toDelete?.name}</strong> leaves the welcome page of every property.
        </p>
      </ConfirmDialog>
      <NoticeDialog notice={notice} onDismiss={() => setNotice(null)} />
    </>
  );
}

import { useState } from 'react';
import { type Place, placeCategories } from '#common/place.ts';
import { dangerOutlineButton } from '../../components/admin/button-styles.ts';
import { ConfirmDialog, type Notice, NoticeDialog } from '../../components/admin/dialogs.tsx';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PlaceForm } from '../../components/admin/places/place-form.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/places';

export const meta: Route.MetaFunction = () => adminMeta('Local guide');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return {
    places: await loadApiData((signal) => apiAnswer(client.GET('/api/v1/places', { signal })), request),
  };
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
  const [editing, setEditing] = useState<Place | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<Place | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useApiWrite();

  async function remove(place: Place) {
    const result = await deletion.run('delete', () =>
      apiAnswer(client.DELETE('/api/v1/places/{id}', { params: { path: { id: place.id } } })),
    );
    setToDelete(null);
    if (!result.ok && !result.expired)
      setNotice({ title: 'Error', message: `Failed to delete the place: ${result.error.message}` });
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
            onSaved={() => setEditing(null)}
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
        pending={deletion.busy !== null}
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

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { parseId } from '#common/id.ts';
import { type Place, type PropertyPlaces, placeCategories } from '#common/place.ts';
import type { Property } from '#common/property.ts';
import { LoadState } from '../../components/admin/load-state.tsx';
import { PropertyTabs } from '../../components/admin/property-tabs.tsx';
import { type ApiData, loadApiData, loading } from '../../lib/admin/api-data.ts';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import { useApiWrite } from '../../lib/admin/use-api-write.ts';
import { apiAnswer, client } from '../../lib/api/client.ts';
import type { Route } from './+types/property-places';

export const meta: Route.MetaFunction = () => adminMeta('Local guide');

interface PlacesChoice {
  property: Property;
  places: Place[];
  choice: PropertyPlaces;
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const [property, places, choice] = await Promise.all([
    loadApiData(
      (signal) =>
        apiAnswer(client.GET('/api/v1/properties/{id}', { params: { path: { id: params.id } }, signal })),
      request,
    ),
    loadApiData((signal) => apiAnswer(client.GET('/api/v1/places', { signal })), request),
    loadApiData(
      (signal) =>
        apiAnswer(
          client.GET('/api/v1/properties/{id}/places', { params: { path: { id: params.id } }, signal }),
        ),
      request,
    ),
  ]);
  for (const part of [property, places, choice]) if (part.status === 'error') return { view: part };
  const view: ApiData<PlacesChoice> = {
    status: 'ready',
    data: {
      property: (property as { data: Property }).data,
      places: (places as { data: Place[] }).data,
      choice: (choice as { data: PropertyPlaces }).data,
    },
  };
  return { view };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PropertyPlacesView propertyId={0} view={loading} />;
}

export default function PropertyPlacesPage({ loaderData, params }: Route.ComponentProps) {
  return <PropertyPlacesView key={params.id} propertyId={parseId(params.id) ?? 0} view={loaderData.view} />;
}

function PropertyPlacesView({ propertyId, view }: { propertyId: number; view: ApiData<PlacesChoice> }) {
  return (
    <>
      {propertyId ? <PropertyTabs propertyId={propertyId} /> : null}
      <LoadState
        state={view}
        loadingText="Loading the local guide..."
        errorText="Couldn't load the local guide of this property"
        errorAction={
          <Link to="/admin/propertymanager" className="btn-outline mt-4">
            Back to properties
          </Link>
        }
      >
        {(data) => <ChoiceEditor {...data} />}
      </LoadState>
    </>
  );
}

/**
 * Which places this property's welcome page shows, and in what order: every place (the default, which also
 * takes in places added later), or a list staff tick and arrange.
 */
function ChoiceEditor({ property, places, choice }: PlacesChoice) {
  // the form keeps what the server answered: no loader to run again
  const write = useApiWrite({ revalidate: false });
  const [all, setAll] = useState(choice.all);
  const [chosen, setChosen] = useState<number[]>(choice.place_ids);
  const [status, setStatus] = useState<string>('');
  useEffect(() => {
    setAll(choice.all);
    setChosen(choice.place_ids);
  }, [choice]);
  const byId = new Map(places.map((p) => [p.id, p]));
  const others = places.filter((p) => !chosen.includes(p.id));
  const move = (index: number, by: -1 | 1) =>
    setChosen((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  async function save() {
    setStatus('Saving…');
    const result = await write.run('save', () =>
      apiAnswer(
        client.PUT('/api/v1/properties/{id}/places', {
          params: { path: { id: property.id } },
          body: { place_ids: all ? null : chosen },
        }),
      ),
    );
    if (result.ok) {
      setAll(result.data.all);
      setChosen(result.data.place_ids);
      setStatus('Saved');
    } else setStatus(result.expired ? '' : `Not saved: ${result.error.message}`);
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold">Local guide of {property.name}</h2>
        <p className="text-slate-700">
          The places its welcome page shows, grouped by category in this order. Edit the places themselves in{' '}
          <Link to="/admin/places" className="font-semibold text-brand-900 underline">
            Local guide
          </Link>
          .
        </p>
      </div>
      <fieldset className="card space-y-3 p-5">
        <legend className="sr-only">Which places</legend>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="which" checked={all} onChange={() => setAll(true)} className="size-5" />
          <span>Every place, including ones added later</span>
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="which" checked={!all} onChange={() => setAll(false)} className="size-5" />
          <span>Only the places chosen below</span>
        </label>
      </fieldset>
      {!all ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="chosen-heading" className="card p-5">
            <h3 id="chosen-heading" className="text-xl font-semibold">
              Shown, in this order
            </h3>
            {chosen.length === 0 ? <p className="mt-3 text-slate-700">None: the guide is hidden.</p> : null}
            <ol className="mt-3 space-y-2">
              {chosen.map((id, index) => {
                const place = byId.get(id);
                if (!place) return null;
                return (
                  <li
                    key={id}
                    className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 p-2"
                  >
                    <span className="min-w-0 flex-1">
                      {place.name}{' '}
                      <span className="text-sm text-slate-600">{placeCategories[place.category]}</span>
                    </span>
                    <button
                      type="button"
                      className="btn-outline min-h-10 px-3 py-1 text-sm"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      Up<span className="sr-only"> {place.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn-outline min-h-10 px-3 py-1 text-sm"
                      disabled={index === chosen.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      Down<span className="sr-only"> {place.name}</span>
                    </button>
                    <button
                      type="button"
                      className="btn-outline min-h-10 px-3 py-1 text-sm"
                      onClick={() => setChosen((list) => list.filter((x) => x !== id))}
                    >
                      Hide<span className="sr-only"> {place.name}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
          <section aria-labelledby="others-heading" className="card p-5">
            <h3 id="others-heading" className="text-xl font-semibold">
              Not shown
            </h3>
            <ul className="mt-3 space-y-2">
              {others.map((place) => (
                <li key={place.id} className="flex items-center gap-2 rounded-lg border border-slate-200 p-2">
                  <span className="min-w-0 flex-1">
                    {place.name}{' '}
                    <span className="text-sm text-slate-600">{placeCategories[place.category]}</span>
                  </span>
                  <button
                    type="button"
                    className="btn-outline min-h-10 px-3 py-1 text-sm"
                    onClick={() => setChosen((list) => [...list, place.id])}
                  >
                    Show<span className="sr-only"> {place.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
      <div className="flex items-center gap-4">
        <button type="button" className="btn-dark" onClick={() => void save()}>
          Save local guide
        </button>
        <p role="status" className="font-semibold text-brand-900">
          {status}
        </p>
      </div>
    </div>
  );
}

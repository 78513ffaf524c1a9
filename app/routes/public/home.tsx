import type { Route } from './+types/home';

export function meta({ data }: Route.MetaArgs) {
  const name = data?.site.name ?? 'Vacation rentals';
  return [
    { title: `${name} | Vacation rentals in ${data?.site.town ?? 'the mountains'}` },
    { name: 'description', content: `Mountain homes for rent in ${data?.site.town}, BC.` },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { site: context.site, featured: await context.data.findFeaturedProperties() };
}

/** Placeholder home page: the public site is built under its own issue. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { site, featured } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-semibold text-brand-900">{site.name}</h1>
      <p className="mt-4 text-lg">Vacation rental homes in {site.town}, British Columbia.</p>
      <h2 className="mt-12 text-2xl font-semibold">Featured homes</h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {featured.map((p) => (
          <li key={p.id} className="overflow-hidden rounded-lg bg-white shadow">
            {p.cover ? (
              <img
                src={p.cover.url}
                srcSet={p.cover.srcset}
                sizes="(min-width: 640px) 384px, 100vw"
                width={p.cover.width}
                height={p.cover.height}
                alt=""
                className="aspect-[3/2] w-full object-cover"
              />
            ) : null}
            <p className="p-4 font-medium">{p.name}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

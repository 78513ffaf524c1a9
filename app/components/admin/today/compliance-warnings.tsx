import { Link } from 'react-router';

export interface UnregisteredHome {
  id: number;
  name: string;
  /** what it lacks: 'provincial registration number', 'business licence number' */
  missing: string[];
}

/**
 * Today's warning about published homes that lack a number British Columbia requires on a listing
 * (issue 40, item 6), each linking to its screen. Nothing when every published home has both.
 */
export function ComplianceWarnings({ homes }: { homes: readonly UnregisteredHome[] }) {
  if (homes.length === 0) return null;
  return (
    <section
      aria-labelledby="compliance-heading"
      data-testid="compliance-warnings"
      className="rounded-xl bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300 print:hidden"
    >
      <h3 id="compliance-heading" className="font-semibold">
        {homes.length === 1
          ? '1 published home is missing a number BC requires on its listing'
          : `${homes.length} published homes are missing a number BC requires on their listing`}
      </h3>
      <ul className="mt-2 space-y-1">
        {homes.map((home) => (
          <li key={home.id}>
            <Link
              to={`/admin/propertymanager/edit/${home.id}`}
              className="font-semibold underline underline-offset-4"
            >
              {home.name}
            </Link>
            : no {home.missing.join(', no ')}
          </li>
        ))}
      </ul>
    </section>
  );
}

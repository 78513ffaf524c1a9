import { Link } from 'react-router';
import type { HouseInfo } from '#common/house-info.ts';
import type { Property } from '#common/property.ts';
import type { CurrentStay } from '#common/stay.ts';
import { formatStayDate } from '../../lib/welcome/format.ts';
import { dangerOutlineButton } from './button-styles.ts';
import { HouseFacts } from './house-facts.tsx';

/** One property in the manager's list: cover thumbnail, key facts, who is staying now, Edit and Delete. */
export function PropertyRow({
  property,
  staying = [],
  house,
  canEdit = false,
  onDelete,
}: {
  property: Property;
  staying?: CurrentStay[];
  /** its times and turnover notes (issue 24); absent while they could not be read */
  house?: HouseInfo | undefined;
  /** staff write the turnover notes; housekeeping reads them */
  canEdit?: boolean;
  /** absent for a read-only role (housekeeping): no Edit, Guests or Delete */
  onDelete: (() => void) | undefined;
}) {
  const facts = [
    `${property.bedrooms} bd`,
    `${property.bathrooms} ba`,
    `${property.max_guests} guests`,
    `min ${property.minimum_nights} ${property.minimum_nights === 1 ? 'night' : 'nights'}`,
  ];
  return (
    <li className="card flex flex-col gap-4 p-3 sm:flex-row sm:items-center sm:p-4">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {property.cover_image ? (
          <img
            src={property.cover_image}
            srcSet={property.cover?.srcset}
            sizes="112px"
            width={property.cover?.width}
            height={property.cover?.height}
            alt=""
            loading="lazy"
            className="h-20 w-28 shrink-0 rounded-lg bg-stone object-cover"
          />
        ) : (
          <div className="h-20 w-28 shrink-0 rounded-lg bg-stone" />
        )}
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-display text-lg font-semibold text-brand-900">{property.name}</span>
            {property.is_featured ? (
              <span className="rounded-full bg-alpenglow-100 px-2.5 py-0.5 text-xs font-semibold text-alpenglow-700">
                Featured
              </span>
            ) : null}
          </p>
          <p className="truncate text-sm text-slate-700">{property.address}</p>
          <p className="text-sm text-slate-600">{facts.join(' · ')}</p>
          {staying.length > 0 ? (
            <p data-staying-now className="mt-1 text-sm font-semibold text-emerald-800">
              Staying now:{' '}
              {staying
                .map((stay) => `${stay.guest_name} (until ${formatStayDate(stay.departure)})`)
                .join(', ')}
            </p>
          ) : null}
          {house ? <HouseFacts house={house} canEdit={canEdit} /> : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={`/property/${property.id}`} className="btn-outline min-h-10 px-4 py-1.5 text-sm">
          View<span className="sr-only"> {property.name} on the website</span>
        </Link>
        {onDelete ? (
          <>
            <Link
              to={`/admin/propertymanager/edit/${property.id}`}
              className="btn-dark min-h-10 px-4 py-1.5 text-sm"
            >
              Edit<span className="sr-only"> {property.name}</span>
            </Link>
            <Link
              to={`/admin/propertymanager/edit/${property.id}/guests`}
              className="btn-outline min-h-10 px-4 py-1.5 text-sm"
            >
              Guests<span className="sr-only"> of {property.name}</span>
            </Link>
            <button type="button" onClick={onDelete} className={dangerOutlineButton}>
              Delete<span className="sr-only"> {property.name}</span>
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

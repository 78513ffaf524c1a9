import { Link } from 'react-router';
import { PropertyForm } from '~/components/admin/property-form/property-form.tsx';
import { adminMeta } from '~/lib/admin/page-titles.ts';
import { useApiData } from '~/lib/admin/use-api-data.ts';
import type { Property } from '../../../common/property.ts';
import type { Welcome } from '../../../common/welcome.ts';
import type { Route } from './+types/property-edit';

export const meta: Route.MetaFunction = () => adminMeta('Edit property');

/** Loads the property and its welcome page together; a property without a welcome page gets a new one. */
export default function EditProperty({ params }: Route.ComponentProps) {
  const [property] = useApiData<Property>(`/properties/${params.id}`);
  const [welcome] = useApiData<Welcome>(`/properties/welcome/${params.id}`);
  const welcomeMissing = welcome.status === 'error' && welcome.error.status === 404;

  if (property.status === 'error' || (welcome.status === 'error' && !welcomeMissing)) {
    const error =
      property.status === 'error' ? property.error : welcome.status === 'error' ? welcome.error : null;
    return (
      <div role="alert" className="card border-l-4 border-red-700 p-6">
        <p className="font-semibold text-red-800">Error loading property data</p>
        <p className="mt-1 text-slate-700">{error?.message}</p>
        <Link to="/admin/propertymanager" className="btn-outline mt-4">
          Back to properties
        </Link>
      </div>
    );
  }
  if (property.status === 'loading' || welcome.status === 'loading') {
    return (
      <p role="status" className="card p-6 text-slate-700">
        Loading property...
      </p>
    );
  }
  return (
    <PropertyForm
      key={params.id}
      property={property.data}
      welcome={welcome.status === 'ready' ? welcome.data : null}
    />
  );
}

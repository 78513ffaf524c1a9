import { PropertyForm } from '../../components/admin/property-form/property-form.tsx';
import { adminMeta } from '../../lib/admin/page-titles.ts';
import type { Route } from './+types/property-create';

export const meta: Route.MetaFunction = () => adminMeta('Add a property');

export default function CreateProperty() {
  return <PropertyForm />;
}

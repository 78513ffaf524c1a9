import { messages } from '#common/messages.ts';
import type { PropertyCardData } from '../../../lib/listings/property-facts.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { PropertyGrid } from './property-card.tsx';

/** The home page's featured homes, or the empty or error state of docs/spec.md section 8. */
export function FeaturedList({
  properties,
  error,
}: {
  properties: PropertyCardData[];
  error: string | null;
}) {
  const { t } = useTexts();
  if (error) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-semibold">{t(messages.listingsError)}</p>
        <p className="mt-1">{error}</p>
      </div>
    );
  }
  if (properties.length === 0) {
    return <p className="rounded-2xl bg-brand-50 p-6 text-lg text-brand-900">{t(messages.featuredEmpty)}</p>;
  }
  return <PropertyGrid properties={properties} />;
}

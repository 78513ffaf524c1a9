import { useFormContext, useWatch } from 'react-hook-form';
import { propertyFrenchFields, welcomeFrenchFields } from '../../../lib/admin/french-fields.ts';
import { frenchSummary, type TextPair } from '../../../lib/admin/french-texts.ts';
import type { PropertyFormInput } from '../../../lib/admin/property-form-schema.ts';

/** Every English text of the form that has a French field, with that French. */
export function frenchPairsOf(values: PropertyFormInput): TextPair[] {
  const texts = values as unknown as Record<string, unknown>;
  const fr = values.fr as Record<string, string | undefined>;
  const fieldPairs = [...propertyFrenchFields, ...welcomeFrenchFields].map((field) => ({
    english: String(texts[field] ?? ''),
    french: fr[field] ?? '',
  }));
  const amenityPairs = values.welcome_amenities.flatMap((block) => [
    { english: block.name, french: block.fr.name },
    { english: block.description, french: block.fr.description },
  ]);
  return [...fieldPairs, ...amenityPairs];
}

/** "French: 4 of 12 texts missing" beside the save button, following what is typed. */
export function FrenchSummary() {
  const { control } = useFormContext<PropertyFormInput>();
  const values = useWatch({ control }) as PropertyFormInput;
  const summary = frenchSummary(frenchPairsOf(values));
  if (!summary) return null;
  return (
    <p role="status" className="text-sm text-slate-700 sm:shrink-0">
      {summary}
    </p>
  );
}

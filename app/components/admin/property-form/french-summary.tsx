import { useFormMetadata } from '@conform-to/react';
import { propertyFrenchFields, welcomeFrenchFields } from '../../../lib/admin/french-fields.ts';
import { frenchSummary, type TextPair } from '../../../lib/admin/french-texts.ts';

type Texts = Record<string, unknown> | undefined;

/** Every English text of the form (as typed) that has a French field, with that French. */
function frenchPairsOf(values: Texts): TextPair[] {
  const text = (from: Texts, name: string) => {
    const value = from?.[name];
    return typeof value === 'string' ? value : '';
  };
  const fr = values?.fr as Texts;
  const fieldPairs = [...propertyFrenchFields, ...welcomeFrenchFields].map((field) => ({
    english: text(values, field),
    french: text(fr, field),
  }));
  const blocks = Array.isArray(values?.welcome_amenities) ? (values.welcome_amenities as Texts[]) : [];
  const amenityPairs = blocks.flatMap((block) => {
    const blockFr = block?.fr as Texts;
    return [
      { english: text(block, 'name'), french: text(blockFr, 'name') },
      { english: text(block, 'description'), french: text(blockFr, 'description') },
    ];
  });
  return [...fieldPairs, ...amenityPairs];
}

/** "French: 4 of 12 texts missing" beside the save button, following what is typed. */
export function FrenchSummary() {
  const form = useFormMetadata();
  const summary = frenchSummary(frenchPairsOf(form.value as Texts));
  if (!summary) return null;
  return (
    <p role="status" className="text-sm text-slate-700 sm:shrink-0">
      {summary}
    </p>
  );
}

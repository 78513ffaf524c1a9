import { type Place, type PlaceCategory, type PlaceInput, placeInputSchema } from '#common/place.ts';

/** What the place form holds while it is edited. */
export type Values = {
  name: string;
  category: string;
  note: string;
  address: string;
  website: string;
  phone: string;
  image: { key: string; alt: string; src: string } | null;
  /** the French name and note (issue 28); blank sends '' so the English shows */
  fr: { name: string; note: string };
};

export const valuesOf = (place: Place | null): Values => ({
  name: place?.name ?? '',
  category: place?.category ?? 'eat',
  note: place?.note ?? '',
  address: place?.address ?? '',
  website: place?.website ?? '',
  phone: place?.phone ?? '',
  image: place?.image ? { key: place.image.key, alt: place.image.alt, src: place.image.url } : null,
  fr: { name: place?.translations?.fr?.name ?? '', note: place?.translations?.fr?.note ?? '' },
});

/** The body the API takes; the category comes from the list of categories, and the server checks it again. */
export function inputOf(values: Values): PlaceInput {
  const { image, fr, ...text } = values;
  return {
    ...text,
    category: text.category as PlaceCategory,
    image: image ? { key: image.key, alt: image.alt } : null,
    translations: { fr },
  };
}

/** The first problem of each field, keyed as the API names them (`image.alt`). */
export function problemsOf(input: PlaceInput): Record<string, string> {
  const result = placeInputSchema.safeParse(input);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

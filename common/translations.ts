import { z } from 'zod';

/**
 * The site's languages (issue 28): English, the default, and French. Staff write each text in English
 * and may give it a French version beside it; a French reader sees the English where the French is empty.
 */
export const languages = ['en', 'fr'] as const;
export type Lang = (typeof languages)[number];

/** The languages other than English, which staff texts are translated into. */
export const translatedLanguages = ['fr'] as const;
export type TranslatedLang = (typeof translatedLanguages)[number];

/** `?lang=` on the reads: `en` (the default) or `fr`. */
export const langQuerySchema = z.object({
  lang: z.enum(languages, { message: 'Language must be en or fr' }).optional(),
});

/** The text fields of a kind of record that have a French version, each with its length limit. */
export type TranslatableFields = Readonly<Record<string, number>>;

/** A record's translations as the API returns them: `{fr: {field: text}}`, only the fields that have one. */
export type Translations<F extends string = string> = Partial<
  Record<TranslatedLang, Partial<Record<F, string>>>
>;

/** The `translations` a read returns beside the English fields (only the fields that have a version). */
export const translationsSchema = (fields: TranslatableFields) =>
  z.object({
    fr: z
      .object(Object.fromEntries(Object.keys(fields).map((field) => [field, z.string().optional()])))
      .optional(),
  });

/** A French text on a write, within its English's limit, named by `label` in the messages (`description`). */
export const frenchTextSchema = (label: string, max: number) =>
  z
    .string({ message: `The French ${label} must be text` })
    .trim()
    .max(max, `The French ${label} must be at most ${max} characters`);

/**
 * The `translations` a write accepts: `{fr: {field: text}}` with any of the kind's fields; a blank text
 * removes that field's French (the English is shown again). A multipart form sends it as JSON text.
 * `more` adds entries that are not plain texts (a property write's French amenity blocks), or replaces one.
 */
export const translationsInputSchema = <
  F extends TranslatableFields,
  More extends z.ZodRawShape = Record<never, never>,
>(
  fields: F,
  more: More = {} as More,
) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z
      .object(
        {
          fr: z
            .strictObject(
              {
                ...(Object.fromEntries(
                  Object.entries(fields).map(([field, max]) => [
                    field,
                    frenchTextSchema(field.replaceAll('_', ' '), max).optional(),
                  ]),
                ) as Omit<Record<keyof F & string, z.ZodOptional<z.ZodString>>, keyof More>),
                ...more,
              },
              { message: 'Translations must be an object of text fields' },
            )
            .optional(),
        },
        { message: 'Translations must be an object such as {"fr": {…}}' },
      )
      .strict()
      .optional(),
  );

/** What a `?lang=fr` read adds: the language answered and the fields shown in English for want of French. */
export const localisedSchema = z.object({
  lang: z.enum(languages),
  untranslated: z.array(z.string()),
});

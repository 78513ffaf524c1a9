import type { Kysely } from 'kysely';
import { templateTranslatable } from '#common/guest-messages.ts';
import { placeTranslatable } from '#common/place.ts';
import { propertyTranslatable } from '#common/property.ts';
import { settingsTranslatable } from '#common/site-content.ts';
import type { Lang, TranslatedLang, Translations } from '#common/translations.ts';
import { welcomeAmenityTranslatable, welcomeTranslatable } from '#common/welcome-translations.ts';
import type { Database } from '../../db/schema.ts';
import type { DomainContext } from './context.ts';

type Db = Kysely<Database>;

/** The kinds of staff-written records with French versions, and their translatable fields (issue 28). */
const translatable = {
  property: propertyTranslatable,
  place: placeTranslatable,
  /** a welcome page's texts, by its property's id */
  welcome: welcomeTranslatable,
  /** a welcome page's amenity block, by `{propertyId}:{position}` (the English blocks' order) */
  welcome_amenity: welcomeAmenityTranslatable,
  /** record id: the template's kind (guide, arrival, checkout, after) */
  message_template: templateTranslatable,
  /** the site settings' texts: one record, `site` */
  settings: settingsTranslatable,
} as const;

export type TranslatedKind = keyof typeof translatable;

/** The translations of some records of one kind, by record id (records without any are absent). */
export async function readTranslations(
  db: Db,
  kind: TranslatedKind,
  recordIds: readonly (number | string)[],
): Promise<Map<string, Translations>> {
  const byRecord = new Map<string, Translations>();
  if (recordIds.length === 0) return byRecord;
  const rows = await db
    .selectFrom('translations')
    .select(['record_id', 'lang', 'field', 'text'])
    .where('kind', '=', kind)
    .where('record_id', 'in', recordIds.map(String))
    .execute();
  for (const row of rows) {
    if (!(row.field in translatable[kind])) continue;
    const record = byRecord.get(row.record_id) ?? {};
    const lang = row.lang as TranslatedLang;
    record[lang] = { ...record[lang], [row.field]: row.text };
    byRecord.set(row.record_id, record);
  }
  return byRecord;
}

/**
 * Stores a record's translations as a write sent them: a field with text is set, a blank one removed (the
 * English shows again), a field not sent left as it is. Run inside the write's transaction.
 */
export async function writeTranslations(
  ctx: Pick<DomainContext, 'now'> & { db: Db },
  kind: TranslatedKind,
  recordId: number | string,
  translations: Translations | undefined,
): Promise<void> {
  if (!translations) return;
  const updated_at = ctx.now().toISOString();
  const record_id = String(recordId);
  for (const [lang, fields] of Object.entries(translations)) {
    for (const [field, text] of Object.entries(fields ?? {})) {
      if (text === undefined) continue;
      if (text === '') {
        await ctx.db
          .deleteFrom('translations')
          .where('kind', '=', kind)
          .where('record_id', '=', record_id)
          .where('lang', '=', lang)
          .where('field', '=', field)
          .execute();
        continue;
      }
      await ctx.db
        .insertInto('translations')
        .values({ kind, record_id, lang, field, text, updated_at })
        .onConflict((oc) =>
          oc.columns(['kind', 'record_id', 'lang', 'field']).doUpdateSet({ text, updated_at }),
        )
        .execute();
    }
  }
}

/** Removes every translation of a record (the record is being deleted). */
export async function deleteTranslations(db: Db, kind: TranslatedKind, recordId: number | string) {
  await db
    .deleteFrom('translations')
    .where('kind', '=', kind)
    .where('record_id', '=', String(recordId))
    .execute();
}

/**
 * A record as a reader of `lang` sees it: each translatable field in that language where it has a version,
 * in English otherwise; `untranslated` names the fields shown in English for want of one (none in English).
 * `decode` turns a stored text into the field's value (the French amenities are a comma-separated list).
 */
export function localise<R extends object>(
  kind: TranslatedKind,
  record: R,
  translations: Translations | undefined,
  lang: Lang,
  decode: Readonly<Record<string, (text: string) => unknown>> = {},
): R & { lang: Lang; untranslated: string[] } {
  if (lang === 'en') return { ...record, lang, untranslated: [] };
  const version = translations?.[lang] ?? {};
  const localised: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  const untranslated: string[] = [];
  for (const field of Object.keys(translatable[kind])) {
    if (!(field in record)) continue;
    const text = version[field];
    if (text === undefined || text === '') untranslated.push(field);
    else localised[field] = decode[field] ? decode[field](text) : text;
  }
  return { ...(localised as R), lang, untranslated };
}

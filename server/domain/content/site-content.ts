import type { Kysely } from 'kysely';
import {
  contentLimits,
  contentMessages,
  type Draft,
  type DraftInput,
  type PageListItem,
  type PageSeo,
  type PageSeoInput,
  type PageSlug,
  type PageTranslations,
  type PublishedPage,
  pageContentSchema,
  pageSlugs,
  pageTitles,
  type Revision,
  type RevisionListItem,
  type Section,
  type SectionInput,
  type SiteContentSettings,
  type SiteContentSettingsResponse,
  siteContentSettingsSchema,
} from '#common/site-content.ts';
import type { Lang, Translations } from '#common/translations.ts';
import type { Database, PageDraftsTable } from '../../db/schema.ts';
import { type Actor as ActivityActor, recordActivity } from '../shared/activity.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, invalid, notFound } from '../shared/errors.ts';
import { readPublicContentRevision } from '../shared/public-content.ts';
import { localise, readTranslations, writeTranslations } from '../shared/translations.ts';
import { type ContentWithFrench, fromStored, type Stored, toStored } from './site-content-french.ts';

/**
 * Site content (issue 12): brochure pages as ordered typed sections with drafts and revisions, and the
 * site settings. Visitors only ever see published revisions; a publish or a settings change moves the
 * public content revision, which empties the in-memory cache below on every node.
 */

type Ctx = Pick<DomainContext, 'db' | 'now'>;
type Db = Kysely<Database>;

/** Who does a write: the admin's name (null for the seeding at start). */
export type Actor = string | null;

const slugOrNotFound = (slug: string): PageSlug => {
  if (!(pageSlugs as readonly string[]).includes(slug)) throw notFound(contentMessages.pageNotFound);
  return slug as PageSlug;
};

/**
 * A draft's content read back from its row: parsed again (a row never reaches a page unchecked), with the
 * French kept inside its English section (site-content-french.ts).
 */
const readDraftContent = (row: Pick<PageDraftsTable, 'seo' | 'sections'>): ContentWithFrench =>
  fromStored(JSON.parse(row.seo), JSON.parse(row.sections));

/** A content's SEO and sections as the JSON columns hold them, each with its French. */
function storedJson(content: ContentWithFrench) {
  const stored = toStored(content);
  return { seo: JSON.stringify(stored.seo), sections: JSON.stringify(stored.sections) };
}

// ---------------------------------------------------------------------------------------------------
// Cache of published pages and settings (item 7): filled on first read, dropped whenever the public
// content revision (one primary-key read per lookup) has moved on — on this node or any other.

interface Cache {
  revision: number;
  pages: Map<PageSlug, PublishedPage | null>;
  settings?: SiteContentSettingsResponse;
}
const caches = new WeakMap<Db, Cache>();

async function freshCache(ctx: Pick<DomainContext, 'db'>): Promise<Cache> {
  const revision = await readPublicContentRevision(ctx);
  let cache = caches.get(ctx.db);
  if (!cache || cache.revision !== revision) {
    cache = { revision, pages: new Map() };
    caches.set(ctx.db, cache);
  }
  return cache;
}

// ---------------------------------------------------------------------------------------------------
// Pages

async function readRevision(db: Db, slug: PageSlug, revision: number) {
  const row = await db
    .selectFrom('page_revisions')
    .selectAll()
    .where('slug', '=', slug)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (!row) return null;
  const sections = await db
    .selectFrom('page_sections')
    .select(['kind', 'fields', 'section_id'])
    .where('revision_id', '=', row.id)
    .orderBy('position')
    .execute();
  return {
    row,
    ...fromStored(
      JSON.parse(row.seo),
      sections.map((s) => ({ ...JSON.parse(s.fields), kind: s.kind, id: s.section_id })),
    ),
  };
}

/** The published page as visitors see it, or null while it has never been published. Cached. */
export async function findPublishedPage(ctx: Ctx, slug: string): Promise<PublishedPage | null> {
  const page = slugOrNotFound(slug);
  const cache = await freshCache(ctx);
  if (cache.pages.has(page)) return cache.pages.get(page) ?? null;
  const row = await ctx.db
    .selectFrom('pages')
    .select('published_revision')
    .where('slug', '=', page)
    .executeTakeFirst();
  const revision =
    row && row.published_revision > 0 ? await readRevision(ctx.db, page, row.published_revision) : null;
  const published: PublishedPage | null = revision
    ? {
        slug: page,
        seo: revision.seo,
        sections: revision.sections,
        translations: revision.translations,
        revision: revision.row.revision,
        published_at: revision.row.published_at,
      }
    : null;
  cache.pages.set(page, published);
  return published;
}

/** `GET /pages/{slug}`: the published page, or 404. */
export async function getPublishedPage(ctx: Ctx, slug: string): Promise<PublishedPage> {
  const page = await findPublishedPage(ctx, slug);
  if (!page) throw notFound(contentMessages.notPublished);
  return page;
}

/** Every page with its publish and draft state, in menu order. */
export async function listPages(ctx: Ctx): Promise<PageListItem[]> {
  const published = await ctx.db
    .selectFrom('pages')
    .leftJoin('page_revisions', (join) =>
      join
        .onRef('page_revisions.slug', '=', 'pages.slug')
        .onRef('page_revisions.revision', '=', 'pages.published_revision'),
    )
    .select(['pages.slug', 'page_revisions.published_at', 'page_revisions.published_by'])
    .execute();
  const drafts = await ctx.db
    .selectFrom('page_drafts')
    .select(['slug', 'updated_at', 'updated_by'])
    .execute();
  return pageSlugs.map((slug) => {
    const row = published.find((p) => p.slug === slug);
    const draft = drafts.find((d) => d.slug === slug);
    return {
      slug,
      title: pageTitles[slug],
      published_at: row?.published_at ?? null,
      published_by: row?.published_by ?? null,
      draft: draft ? { updated_at: draft.updated_at, updated_by: draft.updated_by } : null,
    };
  });
}

async function publishedRevisionNumber(db: Db, slug: PageSlug): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .select('published_revision')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.published_revision ?? 0;
}

async function ensurePageRow(db: Db, slug: PageSlug, now: Date): Promise<void> {
  const row = await db.selectFrom('pages').select('slug').where('slug', '=', slug).executeTakeFirst();
  if (!row) {
    await db
      .insertInto('pages')
      .values({ slug, published_revision: 0, created_at: now.toISOString() })
      .execute();
  }
}

const toDraft = (row: PageDraftsTable): Draft => ({
  slug: row.slug as PageSlug,
  base_revision: row.base_revision,
  ...readDraftContent(row),
  updated_at: row.updated_at,
  updated_by: row.updated_by,
});

async function readDraftRow(db: Db, slug: PageSlug) {
  return db.selectFrom('page_drafts').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The page's draft, or null when it has none. */
export async function findDraft(ctx: Ctx, slug: string): Promise<Draft | null> {
  const row = await readDraftRow(ctx.db, slugOrNotFound(slug));
  return row ? toDraft(row) : null;
}

/** The page's draft, or 404 when it has none. */
export async function getDraft(ctx: Ctx, slug: string): Promise<Draft> {
  const draft = await findDraft(ctx, slug);
  if (!draft) throw notFound(contentMessages.noDraft);
  return draft;
}

/**
 * Saves the whole draft. The edit must start from the page's current published revision: a base_revision
 * older than that (someone published meanwhile) is a 409, and so is a draft saved by someone else since
 * the editor loaded it (`draft_updated_at` given and different). The editor keeps what was typed.
 */
export async function saveDraft(
  ctx: Ctx,
  slug: string,
  input: DraftInput & { draft_updated_at?: string | null },
  actor: Actor,
): Promise<Draft> {
  const page = slugOrNotFound(slug);
  await refuseUnknownPictures(ctx.db, input);
  const now = ctx.now();
  return inTransaction(ctx, async ({ db: trx }) => {
    await ensurePageRow(trx, page, now);
    // lock the page row (PostgreSQL) so that two saves or a save and a publish run one after the other
    await trx.updateTable('pages').set({ slug: page }).where('slug', '=', page).execute();
    const current = await publishedRevisionNumber(trx, page);
    if (input.base_revision !== current) throw conflict(contentMessages.staleRevision);
    const existing = await readDraftRow(trx, page);
    if (input.draft_updated_at !== undefined && (existing?.updated_at ?? null) !== input.draft_updated_at) {
      throw conflict(contentMessages.staleRevision);
    }
    const translations =
      input.translations ??
      keptFrench(
        existing ? toDraft(existing) : current > 0 ? await readRevision(trx, page, current) : null,
        input.sections,
      );
    const values = {
      base_revision: current,
      ...storedJson({ ...input, translations }),
      restored_from: existing?.restored_from ?? null,
      updated_at: now.toISOString(),
      updated_by: actor,
    };
    if (existing) await trx.updateTable('page_drafts').set(values).where('slug', '=', page).execute();
    else
      await trx
        .insertInto('page_drafts')
        .values({ slug: page, ...values })
        .execute();
    return toDraft({ slug: page, ...values });
  });
}

/**
 * The French a draft saved without `translations` keeps: the SEO's, and each section's by its id from the
 * content it replaces (a section moved keeps its French; a new one has none).
 */
function keptFrench(
  before: { sections: Section[]; translations: PageTranslations } | null,
  sections: Section[],
): PageTranslations {
  const french = before?.translations.fr;
  if (!before || !french) return {};
  const byId = new Map(before.sections.map((section, i) => [section.id, french.sections?.[i] ?? null]));
  const kept = sections.map((section) => byId.get(section.id) ?? null);
  return {
    fr: {
      ...(french.seo ? { seo: french.seo } : {}),
      ...(kept.some((section) => section !== null) ? { sections: kept } : {}),
    },
  };
}

/** Every uploaded picture of the content (`{key, alt}`) with the path of its field, e.g. `sections.0.image`. */
function uploadedPictures(value: unknown, path: string, found: Array<{ path: string; key: string }> = []) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) uploadedPictures(item, `${path}.${i}`, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.key === 'string' && 'alt' in record) found.push({ path, key: record.key });
    else
      for (const [name, child] of Object.entries(record)) uploadedPictures(child, `${path}.${name}`, found);
  }
  return found;
}

/**
 * A draft may only name pictures that were uploaded: a key without stored variants would be a broken
 * image on the public page. 400 with the field of each unknown one.
 */
async function refuseUnknownPictures(db: Db, content: { seo: unknown; sections: unknown }): Promise<void> {
  const pictures = [
    ...uploadedPictures(content.seo, 'seo'),
    ...uploadedPictures(content.sections, 'sections'),
  ];
  if (pictures.length === 0) return;
  const keys = [...new Set(pictures.map((p) => p.key))];
  const stored = await db
    .selectFrom('image_variants')
    .select('image_key')
    .distinct()
    .where('image_key', 'in', keys)
    .execute();
  const known = new Set(stored.map((row) => row.image_key));
  const missing = pictures.filter((p) => !known.has(p.key));
  if (missing.length === 0) return;
  throw invalid(
    contentMessages.unknownPicture,
    Object.fromEntries(missing.map((p) => [`${p.path}.key`, contentMessages.unknownPicture])),
  );
}

/** Discards the draft (404 when there is none). */
export async function discardDraft(ctx: Ctx, slug: string): Promise<void> {
  const page = slugOrNotFound(slug);
  const result = await ctx.db.deleteFrom('page_drafts').where('slug', '=', page).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(contentMessages.noDraft);
}

async function insertRevision(
  db: Db,
  slug: PageSlug,
  revision: number,
  content: ContentWithFrench,
  meta: { summary: string; restored_from: number | null; published_at: string; published_by: Actor },
): Promise<void> {
  const stored = toStored(content);
  const row = await db
    .insertInto('page_revisions')
    .values({ slug, revision, seo: JSON.stringify(stored.seo), ...meta })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (stored.sections.length > 0) {
    await db
      .insertInto('page_sections')
      .values(
        stored.sections.map((section, position) => {
          const { kind, id, ...fields } = section as Stored & Pick<Section, 'kind' | 'id'>;
          return { revision_id: row.id, position, section_id: id, kind, fields: JSON.stringify(fields) };
        }),
      )
      .execute();
  }
  await db.updateTable('pages').set({ published_revision: revision }).where('slug', '=', slug).execute();
}

/** Publishes the draft as the next revision; visitors see it from the next request on, on every node. */
export async function publishDraft(
  ctx: Ctx,
  slug: string,
  actor: Actor,
  by: ActivityActor = null,
): Promise<PublishedPage> {
  const page = slugOrNotFound(slug);
  const now = ctx.now().toISOString();
  await inTransaction(ctx, async ({ db: trx }) => {
    await ensurePageRow(trx, page, ctx.now());
    await trx.updateTable('pages').set({ slug: page }).where('slug', '=', page).execute();
    const draftRow = await readDraftRow(trx, page);
    if (!draftRow) throw notFound(contentMessages.noDraft);
    const current = await publishedRevisionNumber(trx, page);
    if (draftRow.base_revision !== current) throw conflict(contentMessages.staleRevision);
    const draft = toDraft(draftRow);
    const before = current > 0 ? await readRevision(trx, page, current) : null;
    const summary =
      draftRow.restored_from !== null
        ? `Restored revision ${draftRow.restored_from}`
        : summarizeChanges(before, draft);
    await insertRevision(trx, page, current + 1, draft, {
      summary,
      restored_from: draftRow.restored_from,
      published_at: now,
      published_by: actor,
    });
    await trx.deleteFrom('page_drafts').where('slug', '=', page).execute();
    await recordActivity({ ...ctx, db: trx }, by, {
      action: 'content.published',
      detail: `${page}, revision ${current + 1}: ${summary}`,
    });
  });
  return getPublishedPage(ctx, page);
}

/** The page's revisions, newest first. */
export async function listRevisions(ctx: Ctx, slug: string): Promise<RevisionListItem[]> {
  const page = slugOrNotFound(slug);
  const rows = await ctx.db
    .selectFrom('page_revisions')
    .select(['revision', 'published_at', 'published_by', 'summary', 'restored_from'])
    .where('slug', '=', page)
    .orderBy('revision', 'desc')
    .execute();
  return rows;
}

/** A stored revision of the page in full, or null when the page has no such revision. */
export async function findRevision(ctx: Ctx, slug: string, revision: number): Promise<Revision | null> {
  const page = slugOrNotFound(slug);
  const found = await readRevision(ctx.db, page, revision);
  if (!found) return null;
  return {
    slug: page,
    revision: found.row.revision,
    published_at: found.row.published_at,
    published_by: found.row.published_by,
    summary: found.row.summary,
    restored_from: found.row.restored_from,
    seo: found.seo,
    sections: found.sections,
    translations: found.translations,
  };
}

/** `GET /pages/{slug}/revisions/{n}`: the revision in full, or 404. */
export async function getRevision(ctx: Ctx, slug: string, revision: number): Promise<Revision> {
  const found = await findRevision(ctx, slug, revision);
  if (!found) throw notFound(contentMessages.revisionNotFound);
  return found;
}

/**
 * Restore = a new draft with the revision's content, based on the current published revision (it
 * replaces any draft). Publishing it makes a new revision; nothing is rewritten in history.
 */
export async function restoreRevision(
  ctx: Ctx,
  slug: string,
  revision: number,
  actor: Actor,
): Promise<Draft> {
  const page = slugOrNotFound(slug);
  const now = ctx.now().toISOString();
  return inTransaction(ctx, async ({ db: trx }) => {
    const found = await readRevision(trx, page, revision);
    if (!found) throw notFound(contentMessages.revisionNotFound);
    const values = {
      base_revision: await publishedRevisionNumber(trx, page),
      ...storedJson(found),
      restored_from: revision,
      updated_at: now,
      updated_by: actor,
    };
    await trx.deleteFrom('page_drafts').where('slug', '=', page).execute();
    await trx
      .insertInto('page_drafts')
      .values({ slug: page, ...values })
      .execute();
    return toDraft({ slug: page, ...values });
  });
}

const kindNames: Record<Section['kind'], string> = {
  hero: 'Hero',
  rich_text: 'Text',
  cards: 'Cards',
  team: 'Team',
  links: 'Links',
  legal: 'Legal text',
};

/**
 * Whether the French of the SEO or of a section both versions have differs (by section id: a section
 * moved, added or removed is told apart already, and its French goes with it).
 */
function frenchChanged(
  before: { sections: Section[]; translations?: PageTranslations },
  after: { sections: Section[]; translations?: PageTranslations },
): boolean {
  const frenchById = (content: typeof before) =>
    new Map(
      content.sections.map((s, i) => [s.id, JSON.stringify(content.translations?.fr?.sections?.[i] ?? null)]),
    );
  const old = frenchById(before);
  const now = frenchById(after);
  if (
    JSON.stringify(before.translations?.fr?.seo ?? null) !==
    JSON.stringify(after.translations?.fr?.seo ?? null)
  )
    return true;
  return [...now].some(([id, french]) => old.has(id) && old.get(id) !== french);
}

/** A short account of what a publish changes, e.g. "Hero "hero": heading, buttons changed; SEO changed". */
export function summarizeChanges(
  before: { seo: PageSeo; sections: Section[]; translations?: PageTranslations } | null,
  after: { seo: PageSeo; sections: Section[]; translations?: PageTranslations },
): string {
  if (!before) return 'First version';
  const parts: string[] = [];
  const label = (s: Section) => `${kindNames[s.kind]} "${s.id}"`;
  const oldById = new Map(before.sections.map((s) => [s.id, s]));
  const newIds = new Set(after.sections.map((s) => s.id));
  for (const section of after.sections) {
    const old = oldById.get(section.id);
    if (!old) {
      parts.push(`${label(section)} added`);
      continue;
    }
    if (old.kind !== section.kind) {
      parts.push(`${label(section)} replaced`);
      continue;
    }
    const keys = new Set([...Object.keys(old), ...Object.keys(section)]);
    const changed = [...keys].filter(
      (k) =>
        JSON.stringify((old as Record<string, unknown>)[k]) !==
        JSON.stringify((section as Record<string, unknown>)[k]),
    );
    if (changed.length > 0)
      parts.push(`${label(section)}: ${changed.join(', ').replaceAll('_', ' ')} changed`);
  }
  for (const old of before.sections) if (!newIds.has(old.id)) parts.push(`${label(old)} removed`);
  const common = after.sections.map((s) => s.id).filter((id) => oldById.has(id));
  const oldOrder = before.sections.map((s) => s.id).filter((id) => newIds.has(id));
  if (common.join('\n') !== oldOrder.join('\n')) parts.push('Sections reordered');
  if (JSON.stringify(before.seo) !== JSON.stringify(after.seo)) parts.push('SEO changed');
  if (frenchChanged(before, after)) parts.push('French changed');
  const text = parts.length > 0 ? parts.join('; ') : 'No changes';
  return text.length > contentLimits.summary ? `${text.slice(0, contentLimits.summary - 1)}…` : text;
}

/**
 * Seeds a page that has no published revision yet with its default copy (revision 1, by nobody). Safe
 * when several nodes start together: the unique (slug, revision) lets one of them win.
 */
export async function seedPageIfMissing(
  ctx: Ctx,
  slug: PageSlug,
  content: { seo: PageSeoInput; sections: SectionInput[]; translations?: PageTranslations },
): Promise<boolean> {
  const now = ctx.now();
  try {
    return await inTransaction(ctx, async ({ db: trx }) => {
      await ensurePageRow(trx, slug, now);
      if ((await publishedRevisionNumber(trx, slug)) > 0) return false;
      const any = await trx
        .selectFrom('page_revisions')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirst();
      if (any) return false;
      const parsed = pageContentSchema.parse(content);
      await insertRevision(trx, slug, 1, parsed, {
        summary: 'Initial content',
        restored_from: null,
        published_at: now.toISOString(),
        published_by: null,
      });
      return true;
    });
  } catch (error) {
    // another node seeded the same page at the same moment
    if ((await publishedRevisionNumber(ctx.db, slug)) > 0) return false;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------
// Site settings: one row per setting. The environment (SITE_NAME, SITE_PHONE, ...) seeds a setting that
// has no row; from then on the database wins (docs/decisions/0019).

const settingNames = Object.keys(siteContentSettingsSchema.shape) as (keyof SiteContentSettings)[];

/** The settings' French texts are one record of the translations table (ADR 0036). */
const settingsRecord = 'site';

/** The settings, cached like the pages; a setting without a row takes its default. */
export async function readSiteSettings(
  ctx: Ctx,
  defaults: SiteContentSettings,
): Promise<SiteContentSettingsResponse> {
  const cache = await freshCache(ctx);
  if (cache.settings) return cache.settings;
  const rows = await ctx.db.selectFrom('site_settings').selectAll().execute();
  const values: Record<string, unknown> = { ...defaults };
  let updatedAt: string | null = null;
  for (const row of rows) {
    if (!(settingNames as string[]).includes(row.name)) continue;
    values[row.name] = JSON.parse(row.value);
    if (row.updated_by !== null && (updatedAt === null || row.updated_at > updatedAt))
      updatedAt = row.updated_at;
  }
  let parsed = siteContentSettingsSchema.safeParse(values);
  if (!parsed.success) {
    // a value stored before today's rules (a phone number "call us maybe") falls back alone to its default
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof SiteContentSettings;
      values[name] = defaults[name];
    }
    parsed = siteContentSettingsSchema.safeParse(values);
  }
  const french = await readTranslations(ctx.db, 'settings', [settingsRecord]);
  const settings = {
    ...(parsed.success ? parsed.data : defaults),
    updated_at: updatedAt,
    translations: french.get(settingsRecord) ?? {},
  };
  cache.settings = settings;
  return settings;
}

/**
 * The settings as a reader of `lang` sees them: the footer blurb in French where staff gave one (issue 28).
 * Without a language, as stored, with their `translations`.
 */
export function localiseSettings(
  settings: SiteContentSettingsResponse,
  lang: Lang | undefined,
):
  | SiteContentSettingsResponse
  | (Omit<SiteContentSettingsResponse, 'translations'> & { lang: Lang; untranslated: string[] }) {
  if (!lang) return settings;
  const { translations, ...english } = settings;
  return localise('settings', english, translations, lang);
}

/**
 * Stores every setting (all fields are required in the PUT) and the French texts it names (the others
 * are left as they are), then moves the public content revision.
 */
export async function saveSiteSettings(
  ctx: Ctx,
  input: SiteContentSettings & { translations?: Translations },
  actor: Actor,
): Promise<void> {
  const now = ctx.now().toISOString();
  await inTransaction(ctx, async ({ db: trx }) => {
    await writeTranslations({ db: trx, now: ctx.now }, 'settings', settingsRecord, input.translations);
    for (const name of settingNames) {
      const value = JSON.stringify(input[name]);
      const updated = await trx
        .updateTable('site_settings')
        .set({ value, updated_at: now, updated_by: actor })
        .where('name', '=', name)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx
          .insertInto('site_settings')
          .values({ name, value, updated_at: now, updated_by: actor })
          .execute();
      }
    }
  });
}

/** Writes the environment's values for settings that have no row yet (first start, or a new setting). */
export async function seedSiteSettings(ctx: Ctx, defaults: SiteContentSettings): Promise<number> {
  const existing = new Set(
    (await ctx.db.selectFrom('site_settings').select('name').execute()).map((r) => r.name),
  );
  const now = ctx.now().toISOString();
  const missing = settingNames.filter((name) => !existing.has(name));
  if (missing.length === 0) return 0;
  await inTransaction(ctx, ({ db }) =>
    db
      .insertInto('site_settings')
      .values(
        missing.map((name) => ({
          name,
          value: JSON.stringify(defaults[name]),
          updated_at: now,
          updated_by: null,
        })),
      )
      .onConflict((oc) => oc.column('name').doNothing())
      .execute(),
  );
  return missing.length;
}

import { z } from 'zod';
import {
  type ContentImage,
  type Draft,
  type DraftInput,
  type PageSeo,
  type PageTranslations,
  type PublishedPage,
  pageContentSchema,
  type Section,
  type SectionKind,
} from '#common/site-content.ts';
import { contentOfForm, formPathOfFrench, withFrenchBeside } from './page-form-french.ts';

/** The list each kind of section holds, which the form sends nothing for while it is empty. */
const sectionLists: Partial<Record<SectionKind, string>> = {
  hero: 'buttons',
  cards: 'items',
  team: 'members',
  links: 'links',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value of the form without what stands for nothing: a removed picture or link (null), nothing typed. */
function withoutNothing(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNothing);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== null && child !== undefined)
      .map(([key, child]) => [key, withoutNothing(child)]),
  );
}

/**
 * The editor's values as Conform reads them from the form (ADR 0049) in the shape the content schemas
 * take: a list without items is sent as nothing, so each section gets its empty list back; a picture or
 * link removed (null) is left out, as it is when absent.
 */
export function pageFormValues(values: unknown): PageFormInput {
  const form = isObject(values) ? (withoutNothing(values) as Json) : {};
  const sections = (Array.isArray(form.sections) ? form.sections : []).map((section: unknown) => {
    if (!isObject(section)) return section;
    const list = sectionLists[section.kind as SectionKind];
    return list && section[list] === undefined ? { ...section, [list]: [] } : section;
  });
  return { ...form, sections } as PageFormInput;
}

/** The content the API takes (`{seo, sections, translations}`) from the editor's values as typed. */
export const contentOfPageForm = (values: unknown) => contentOfForm(pageFormValues(values));

/**
 * The page editor's form: the draft's SEO fields and sections, each text with its French beside it
 * (page-form-french.ts), checked with the same common/ schemas as the API (so the editor's messages are
 * the server's words, on the French field a French message is about). A successful check gives the
 * content `PUT /api/v1/pages/{slug}/draft` takes.
 */
export const pageFormSchema = z.looseObject({}).transform((values, ctx) => {
  const parsed = pageContentSchema.safeParse(contentOfPageForm(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: formPathOfFrench(issue.path) });
  }
  return z.NEVER;
});
/** The form's values: the content's English shape (each text's French is in an `fr` object beside it). */
export type PageFormInput = Omit<z.input<typeof pageContentSchema>, 'translations'>;
export type PageFormValues = z.output<typeof pageContentSchema>;
export type SectionInput = PageFormInput['sections'][number];

/** What the editor starts from: the saved draft when there is one, else the published page. */
export interface EditorSource {
  base_revision: number;
  seo: PageSeo;
  sections: Section[];
  /** the French texts beside the English (issue 28) */
  translations: PageTranslations;
}

export function editorSourceOf(draft: Draft | null, published: PublishedPage | null): EditorSource | null {
  if (draft) {
    const { base_revision, seo, sections, translations } = draft;
    return { base_revision, seo, sections, translations };
  }
  if (published) {
    const { revision, seo, sections, translations = {} } = published;
    return { base_revision: revision, seo, sections, translations };
  }
  return null;
}

/** The form values of a stored page, each text with its French beside it ('' where there is none). */
export function formValuesOf(
  source: Pick<EditorSource, 'seo' | 'sections'> & Partial<Pick<EditorSource, 'translations'>>,
): PageFormInput {
  const { seo, sections, translations = {} } = source;
  return structuredClone({
    seo: withFrenchBeside(seo, translations.fr?.seo),
    sections: withFrenchBeside(sections, translations.fr?.sections),
  }) as PageFormInput;
}

/** The body of `PUT .../draft` from checked form values. */
export function draftInputOf(values: PageFormValues, baseRevision: number): DraftInput {
  const { seo, sections, translations } = values;
  return { base_revision: baseRevision, seo, sections, translations };
}

export const sectionKindLabels: Record<SectionKind, string> = {
  hero: 'Hero',
  rich_text: 'Rich text',
  cards: 'Cards',
  team: 'Team',
  links: 'Links',
  legal: 'Legal text',
};

/** A section id nobody else in the page has: the kind plus a counter. */
export function newSectionId(kind: SectionKind, taken: readonly string[]): string {
  const base = kind.replace('_', '-');
  for (let n = 1; ; n += 1) {
    const id = `${base}-${n}`;
    if (!taken.includes(id)) return id;
  }
}

/** An empty section of a kind, as "Add section" puts it at the end of the page. */
export function newSection(kind: SectionKind, taken: readonly string[]): SectionInput {
  const id = newSectionId(kind, taken);
  switch (kind) {
    case 'hero':
      return { kind, id, heading: '', buttons: [] };
    case 'rich_text':
      return { kind, id, body: '' };
    case 'cards':
      return { kind, id, items: [] };
    case 'team':
      return { kind, id, members: [] };
    case 'links':
      return { kind, id, links: [] };
    case 'legal':
      return { kind, id, effective_date: new Date().toISOString().slice(0, 10), body: '' };
  }
}

/** A new, empty picture: alt text to fill in, and an upload (or an address) still to choose. */
export function newImage(): ContentImage {
  return { alt: '' };
}

/** A short name for a section in lists and announcements, e.g. "Hero: Welcome to Revelstoke". */
export function sectionSummary(section: SectionInput): string {
  const label = sectionKindLabels[section.kind];
  const heading = 'heading' in section ? section.heading?.trim() : '';
  return heading ? `${label}: ${heading}` : label;
}

/**
 * The path of a field the API named in `fields`: the API may write `sections[2].image.alt` or
 * `sections.2.image.alt`, and `body.` prefixes are dropped.
 */
function pathOfServerField(name: string): string[] {
  return name
    .replace(/^body\./, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '')
    .split('.');
}

/** A field's name in the form, as Conform writes it: `sections[1].items[0].title`. */
const formNameOf = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (/^\d+$/.test(String(key)) ? `[${String(key)}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('');

/**
 * The form fields a server `fields` answer names, with their messages, limited to the form's own (a French
 * text's message goes to the French beside its English).
 */
export function serverFieldErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([name, message]) => [formPathOfFrench(pathOfServerField(name)), message] as const)
      .filter(([path]) => path[0] === 'seo' || path[0] === 'sections')
      .map(([path, message]) => [formNameOf(path), message]),
  );
}

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "2 days ago", "just now": how long ago an ISO instant was, from `now`. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (Number.isNaN(seconds)) return iso;
  if (seconds < 60) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** "Draft by Dana, 5 minutes ago" (or "by someone" when the user has since been deleted). */
export function draftByline(draft: { updated_at: string; updated_by: string | null }, now?: number): string {
  return `Draft by ${draft.updated_by ?? 'a former user'}, ${timeAgo(draft.updated_at, now)}`;
}

import { z } from 'zod';
import { withPhoneRule } from './phone.ts';
import { languages, translationsInputSchema, translationsSchema } from './translations.ts';
import { httpUrlMessage, isHttpUrl } from './web-address.ts';

/**
 * Site content (issue 12): every brochure page is an ordered list of typed sections, plus SEO fields;
 * the site settings hold the brand and contact details. One set of schemas for the API (validation and
 * OpenAPI), the back-office editor (form checks, same words) and the public pages (rendering).
 * Long text is Markdown, rendered on the server (server/domain/content/markdown.ts); field names are snake_case
 * like the rest of the /api/v1 contract.
 */

/** The brochure pages whose copy is content, in menu order. */
export const pageSlugs = [
  'home',
  'about',
  'guest-services',
  'homeowners',
  'revylife',
  'partners',
  'privacy-policy',
  'terms-and-conditions',
  'contact',
] as const;
export const pageSlugSchema = z.enum(pageSlugs, { message: 'Unknown page' });
export type PageSlug = (typeof pageSlugs)[number];

export function isPageSlug(value: string): value is PageSlug {
  return (pageSlugs as readonly string[]).includes(value);
}

/** The name of each page in the back office (the public menu labels stay in code, SPEC section 9). */
export const pageTitles: Record<PageSlug, string> = {
  home: 'Home',
  about: 'About',
  'guest-services': 'Guest services',
  homeowners: 'Homeowners',
  revylife: 'RevyLife',
  partners: 'Partners',
  'privacy-policy': 'Privacy policy',
  'terms-and-conditions': 'Terms and conditions',
  contact: 'Contact',
};

/** Field limits shared by the editor and the API. */
export const contentLimits = {
  shortText: 200,
  /** a paragraph or two of Markdown (hero text, a card) */
  text: 4_000,
  /** a legal text or a long rich-text section */
  longText: 100_000,
  url: 2_000,
  seoTitle: 120,
  seoDescription: 320,
  sections: 40,
  items: 60,
  buttons: 3,
  socialLinks: 12,
  summary: 500,
} as const;

/** Error messages of the content forms and API (not in SPEC's catalogue: ours to word). */
export const contentMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  altRequired: 'Alt text is required',
  imageSource: 'Choose an uploaded image or give its address',
  unknownPicture: 'This uploaded picture was not found: upload it again',
  uploadFileRequired: 'Send one picture in the form field "file"',
  link: (label: string) =>
    `${label} must start with http://, https://, mailto:, tel: or / (a page of this site)`,
  imageUrl: 'Image address must start with https://, http:// or / (a file of this site)',
  date: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  email: 'E-mail must be an e-mail address',
  unknownKind: 'Unknown section kind',
  tooMany: (label: string, max: number) => `At most ${max} ${label}`,
  duplicateId: 'Each section needs its own id',
  staleRevision:
    'Someone else published or saved this page after you opened it. Your changes are still in the form: reload the latest version in another tab, copy your changes over, and save again.',
  noDraft: 'This page has no draft',
  revisionNotFound: 'Revision not found',
  pageNotFound: 'Page not found',
  notPublished: 'This page has not been published yet',
  published: 'Published',
  draftSaved: 'Draft saved',
  draftDiscarded: 'Draft discarded',
  restored: 'Revision restored as a draft',
  settingsSaved: 'Settings saved',
} as const;

const requiredText = (label: string, max: number = contentLimits.shortText) =>
  z
    .string({ message: contentMessages.required(label) })
    .trim()
    .min(1, contentMessages.required(label))
    .max(max, contentMessages.tooLong(label, max));

/** Optional text: blank is the same as missing, and is stored as missing. */
const optionalText = (label: string, max: number = contentLimits.shortText) =>
  z
    .string({ message: contentMessages.required(label) })
    .trim()
    .max(max, contentMessages.tooLong(label, max))
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    // the answer's shape for the OpenAPI document (a transform alone is described as any value)
    .pipe(z.string().optional());

const sitePathPattern = /^\/(?!\/)[^\s\\]*$/;

/**
 * Where a link may point: the web (http, https), an e-mail or phone app, or a path of this site. Nothing
 * else (no javascript:, data:, vbscript:, protocol-relative `//host`): the same rule the Markdown renderer
 * applies to links inside text.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (sitePathPattern.test(value)) return true;
  if (value.startsWith('#')) return /^#[\w-]*$/.test(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (isHttpUrl(value)) return true;
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return url.pathname.length > 0;
  return false;
}

/** An image address: http(s) or a file of this site. Never data:, blob: or anything scriptable. */
export function isSafeImageUrl(src: string): boolean {
  const value = src.trim();
  return sitePathPattern.test(value) || isHttpUrl(value);
}

const href = (label: string) =>
  requiredText(label, contentLimits.url).refine(isSafeHref, contentMessages.link(label));

const markdown = (label: string, max: number = contentLimits.text) => requiredText(label, max);
const optionalMarkdown = (label: string, max: number = contentLimits.text) => optionalText(label, max);

/** A link or button: what it says and where it goes. */
export const contentLinkSchema = z.object({
  label: requiredText('Link text'),
  href: href('Link'),
});

/**
 * A picture: an image uploaded through the image pipeline (`key`, its variants are in the database) or an
 * address (`url`: a file of this site such as /images/scenes/hero-winter-960.webp, or https). Alt text is
 * required: a screen reader reads it, and "decorative" pictures still say what they show.
 */
export const contentImageSchema = z
  .object({
    key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,200}$/, contentMessages.imageSource)
      .optional(),
    url: z
      .string()
      .trim()
      .max(contentLimits.url, contentMessages.tooLong('Image address', contentLimits.url))
      .refine(isSafeImageUrl, contentMessages.imageUrl)
      .optional(),
    alt: z
      .string({ message: contentMessages.altRequired })
      .trim()
      .min(1, contentMessages.altRequired)
      .max(contentLimits.shortText, contentMessages.tooLong('Alt text', contentLimits.shortText)),
  })
  .refine((image) => (image.key === undefined) !== (image.url === undefined), {
    message: contentMessages.imageSource,
    path: ['key'],
  });
export type ContentImage = z.infer<typeof contentImageSchema>;

/**
 * `POST /api/v1/content-images`: a picture stored by the image pipeline. `key` goes into a content image
 * (`{key, alt}`); `src` is its narrowest variant, for the editor's thumbnail.
 */
export const uploadedContentImageSchema = z.object({
  key: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  src: z.string(),
});
export type UploadedContentImage = z.infer<typeof uploadedContentImageSchema>;

/**
 * A section's id: stable across edits, unique in the page. The page layout places the sections it knows
 * by id (e.g. the home page's `services` cards); the editor keeps it when sections are reordered.
 */
const sectionId = z
  .string({ message: contentMessages.required('Section id') })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Section id must be lowercase letters, digits and hyphens');

/** Headline fields every list-like section may open with. */
const sectionHeading = {
  eyebrow: optionalText('Eyebrow'),
  heading: optionalText('Heading'),
  intro: optionalMarkdown('Introduction'),
};

export const heroSectionSchema = z.object({
  kind: z.literal('hero'),
  id: sectionId,
  eyebrow: optionalText('Eyebrow'),
  heading: requiredText('Heading'),
  text: optionalMarkdown('Text'),
  image: contentImageSchema.optional(),
  buttons: z
    .array(contentLinkSchema)
    .max(contentLimits.buttons, contentMessages.tooMany('buttons', contentLimits.buttons))
    .default([]),
});

export const richTextSectionSchema = z.object({
  kind: z.literal('rich_text'),
  id: sectionId,
  eyebrow: optionalText('Eyebrow'),
  heading: optionalText('Heading'),
  body: markdown('Text', contentLimits.longText),
  image: contentImageSchema.optional(),
});

export const cardSchema = z.object({
  title: requiredText('Title'),
  text: optionalMarkdown('Text'),
  image: contentImageSchema.optional(),
  link: contentLinkSchema.optional(),
});

export const cardsSectionSchema = z.object({
  kind: z.literal('cards'),
  id: sectionId,
  ...sectionHeading,
  items: z.array(cardSchema).max(contentLimits.items, contentMessages.tooMany('cards', contentLimits.items)),
});

export const teamMemberSchema = z.object({
  name: requiredText('Name'),
  role: requiredText('Role'),
  photo: contentImageSchema.optional(),
  bio: optionalMarkdown('Bio'),
});

export const teamSectionSchema = z.object({
  kind: z.literal('team'),
  id: sectionId,
  ...sectionHeading,
  members: z
    .array(teamMemberSchema)
    .max(contentLimits.items, contentMessages.tooMany('team members', contentLimits.items)),
});

export const linkItemSchema = contentLinkSchema.extend({
  description: optionalText('Description', contentLimits.text),
});

export const linksSectionSchema = z.object({
  kind: z.literal('links'),
  id: sectionId,
  ...sectionHeading,
  links: z
    .array(linkItemSchema)
    .max(contentLimits.items, contentMessages.tooMany('links', contentLimits.items)),
});

const isoDate = (label: string) =>
  z
    .string({ message: contentMessages.required(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, contentMessages.date(label))
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      contentMessages.date(label),
    );

export const legalSectionSchema = z.object({
  kind: z.literal('legal'),
  id: sectionId,
  heading: optionalText('Heading'),
  effective_date: isoDate('Effective date'),
  body: markdown('Legal text', contentLimits.longText),
});

export const sectionKinds = ['hero', 'rich_text', 'cards', 'team', 'links', 'legal'] as const;
export type SectionKind = (typeof sectionKinds)[number];

export const sectionSchema = z.discriminatedUnion(
  'kind',
  [
    heroSectionSchema,
    richTextSectionSchema,
    cardsSectionSchema,
    teamSectionSchema,
    linksSectionSchema,
    legalSectionSchema,
  ],
  { message: contentMessages.unknownKind },
);
export type Section = z.infer<typeof sectionSchema>;
/** A section as written (optional texts may be left out), before the schema has read it. */
export type SectionInput = z.input<typeof sectionSchema>;
/** The section of one kind: `SectionOf<'cards'>`. */
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

export const sectionsSchema = z
  .array(sectionSchema)
  .max(contentLimits.sections, contentMessages.tooMany('sections', contentLimits.sections))
  .superRefine((sections, ctx) => {
    const seen = new Set<string>();
    sections.forEach((section, index) => {
      if (seen.has(section.id)) {
        ctx.addIssue({ code: 'custom', message: contentMessages.duplicateId, path: [index, 'id'] });
      }
      seen.add(section.id);
    });
  });

/** A page's search-engine and share fields. */
export const pageSeoSchema = z.object({
  title: requiredText('SEO title', contentLimits.seoTitle),
  description: requiredText('SEO description', contentLimits.seoDescription),
  share_image: contentImageSchema.optional(),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;
export type PageSeoInput = z.input<typeof pageSeoSchema>;

// ---------------------------------------------------------------------------------------------------
// French versions of a page's texts (issue 28, ADR 0036): `translations: {fr: {seo, sections}}` inside the
// page's content, so a draft, a revision, a restore and a preview carry both languages together. Each
// French section mirrors its English section (same index) with its text fields only, each optional: a
// blank or missing French text shows the English. Links, pictures, dates and ids are the English ones.

const frenchText = (label: string, max: number = contentLimits.shortText) =>
  optionalText(`French ${label.toLowerCase()}`, max);
const frenchAlt = z.object({ alt: frenchText('Alt text') }).optional();
const frenchItems = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item.nullable())
    .max(contentLimits.items, contentMessages.tooMany(label, contentLimits.items))
    .optional();
const frenchHeading = {
  eyebrow: frenchText('Eyebrow'),
  heading: frenchText('Heading'),
  intro: frenchText('Introduction', contentLimits.text),
};

/** The French text fields of each kind of section, with the English limits. */
export const frenchSectionSchemas = {
  hero: z.strictObject({
    eyebrow: frenchText('Eyebrow'),
    heading: frenchText('Heading'),
    text: frenchText('Text', contentLimits.text),
    image: frenchAlt,
    buttons: frenchItems(z.object({ label: frenchText('Link text') }), 'buttons'),
  }),
  rich_text: z.strictObject({
    eyebrow: frenchText('Eyebrow'),
    heading: frenchText('Heading'),
    body: frenchText('Text', contentLimits.longText),
    image: frenchAlt,
  }),
  cards: z.strictObject({
    ...frenchHeading,
    items: frenchItems(
      z.object({
        title: frenchText('Title'),
        text: frenchText('Text', contentLimits.text),
        image: frenchAlt,
        link: z.object({ label: frenchText('Link text') }).optional(),
      }),
      'cards',
    ),
  }),
  team: z.strictObject({
    ...frenchHeading,
    members: frenchItems(
      z.object({
        name: frenchText('Name'),
        role: frenchText('Role'),
        bio: frenchText('Bio', contentLimits.text),
        photo: frenchAlt,
      }),
      'team members',
    ),
  }),
  links: z.strictObject({
    ...frenchHeading,
    links: frenchItems(
      z.object({
        label: frenchText('Link text'),
        description: frenchText('Description', contentLimits.text),
      }),
      'links',
    ),
  }),
  legal: z.strictObject({
    heading: frenchText('Heading'),
    body: frenchText('Legal text', contentLimits.longText),
  }),
} as const satisfies Record<SectionKind, z.ZodType>;

/** A French section of any kind, as the API documents it; the page's own kind is checked with its content. */
const frenchSectionSchema = z.record(z.string(), z.unknown());
export type FrenchSection = Partial<Record<string, unknown>>;

export const frenchSeoSchema = z.strictObject({
  title: frenchText('SEO title', contentLimits.seoTitle),
  description: frenchText('SEO description', contentLimits.seoDescription),
  share_image: frenchAlt,
});

/** `translations` of a page's content: `{fr: {seo, sections}}`, sections by the English sections' index. */
export const pageTranslationsSchema = z.strictObject({
  fr: z
    .strictObject({
      seo: frenchSeoSchema.optional(),
      sections: z
        .array(frenchSectionSchema.nullable())
        .max(contentLimits.sections, contentMessages.tooMany('sections', contentLimits.sections))
        .optional(),
    })
    .optional(),
});
export type PageTranslations = z.infer<typeof pageTranslationsSchema>;

/**
 * A page's content with its French checked against the English: each French section by its English
 * section's kind (its limits, its fields), none beyond the last English section.
 */
function checkFrenchSections<T extends { sections: Section[]; translations?: PageTranslations | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  const french = value.translations?.fr?.sections;
  if (!french) return value;
  const sections = french.slice(0, value.sections.length).map((text, index) => {
    const english = value.sections[index];
    if (text === null || !english) return null;
    const parsed = frenchSectionSchemas[english.kind].safeParse(text);
    if (parsed.success) return parsed.data as FrenchSection;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: ['translations', 'fr', 'sections', index, ...issue.path.map(String)],
      });
    }
    return null;
  });
  return { ...value, translations: { fr: { ...value.translations?.fr, sections } } };
}

/** A page's content as staff edit it: the SEO fields and the sections (the editor's form, the live preview). */
export const pageContentSchema = z
  .object({ seo: pageSeoSchema, sections: sectionsSchema, translations: pageTranslationsSchema.default({}) })
  .transform(checkFrenchSections);

/** The published page, as `GET /api/v1/pages/{slug}` returns it and the public pages render it. */
export const publishedPageSchema = z.object({
  slug: pageSlugSchema,
  seo: pageSeoSchema,
  sections: z.array(sectionSchema),
  /** the French texts; `{}` when there are none (a `?lang=fr` read shows them in place of the English instead) */
  translations: pageTranslationsSchema.optional(),
  /** with `?lang=`: the language shown and the fields shown in English for want of French (`hero.heading`) */
  lang: z.enum(languages).optional(),
  untranslated: z.array(z.string()).optional(),
  /** the number of the published revision (1, 2, ...) */
  revision: z.number().int(),
  published_at: z.string(),
});
export type PublishedPage = z.infer<typeof publishedPageSchema>;

/** Who did something, and when (ISO instant). */
const byline = {
  updated_at: z.string(),
  updated_by: z.string().nullable(),
};

/** `PUT /api/v1/pages/{slug}/draft`: the whole draft, and the revision the editor started from. */
export const draftInputSchema = z
  .object({
    /** the published revision the edit started from; 0 when the page was never published */
    base_revision: z.number({ message: 'base_revision is required' }).int().min(0),
    seo: pageSeoSchema,
    sections: sectionsSchema,
    /**
     * the French texts (`{fr: {seo, sections}}`); left out, the draft keeps the French of what it replaces
     * (the draft, else the published page), section by section id, so that a client that knows nothing of
     * French never erases it
     */
    translations: pageTranslationsSchema.optional(),
    /** the draft's `updated_at` as the editor loaded it: a 409 when it has changed since (optional) */
    draft_updated_at: z.string().max(32).nullable().optional(),
  })
  .transform(checkFrenchSections);
export type DraftInput = z.infer<typeof draftInputSchema>;

/** A saved draft (`GET/PUT /api/v1/pages/{slug}/draft`). */
export const draftSchema = z.object({
  slug: pageSlugSchema,
  base_revision: z.number().int(),
  seo: pageSeoSchema,
  sections: z.array(sectionSchema),
  translations: pageTranslationsSchema,
  ...byline,
});
export type Draft = z.infer<typeof draftSchema>;

/** One entry of `GET /api/v1/pages/{slug}/revisions`, newest first. */
export const revisionListItemSchema = z.object({
  revision: z.number().int(),
  published_at: z.string(),
  published_by: z.string().nullable(),
  /** a short summary of what changed against the revision before, e.g. "Hero: heading changed" */
  summary: z.string(),
  /** the revision this one restored, when it came from a restore */
  restored_from: z.number().int().nullable(),
});
export type RevisionListItem = z.infer<typeof revisionListItemSchema>;

/** `GET /api/v1/pages/{slug}/revisions/{n}`: the revision in full. */
export const revisionSchema = revisionListItemSchema.extend({
  slug: pageSlugSchema,
  seo: pageSeoSchema,
  sections: z.array(sectionSchema),
  translations: pageTranslationsSchema,
});
export type Revision = z.infer<typeof revisionSchema>;

/** One entry of `GET /api/v1/pages` (admin). */
export const pageListItemSchema = z.object({
  slug: pageSlugSchema,
  title: z.string(),
  published_at: z.string().nullable(),
  published_by: z.string().nullable(),
  draft: z.object(byline).nullable(),
});
export type PageListItem = z.infer<typeof pageListItemSchema>;

export const socialLinkSchema = z.object({
  label: requiredText('Social link name'),
  href: requiredText('Social link', contentLimits.url).refine(isHttpUrl, httpUrlMessage('Social link')),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * An optional text kept as '' when blank (a setting the pages read as text). The pipe gives the answer's
 * shape to the OpenAPI document: a transform alone is described as any value.
 */
const textOrEmpty = (text: ReturnType<typeof optionalText>) =>
  text.transform((v) => v ?? '').pipe(z.string());

/**
 * The site settings staff edit (`PUT /api/v1/settings`). All public: `GET /api/v1/settings` returns the
 * same fields (nothing secret lives here; secrets and third-party ids stay in the environment).
 */
export const siteContentSettingsSchema = z.object({
  brand_name: requiredText('Brand name', 100),
  phone: withPhoneRule(requiredText('Phone', 50)),
  email: requiredText('E-mail', 254).pipe(z.email(contentMessages.email)),
  office_address: requiredText('Office address', 300),
  footer_blurb: textOrEmpty(optionalText('Footer blurb', 1_000)),
  social_links: z
    .array(socialLinkSchema)
    .max(contentLimits.socialLinks, contentMessages.tooMany('social links', contentLimits.socialLinks))
    .default([]),
  developer_credit: textOrEmpty(optionalText('Developer credit', 200)),
  /** Shown beside the door code in the guide: "Locked out? Call …, day or night" (issue 43); '' for none. */
  after_hours_phone: textOrEmpty(optionalText('After-hours phone', 50)).default(''),
});
export type SiteContentSettings = z.infer<typeof siteContentSettingsSchema>;

/** The settings' texts with a French version (issue 28), with their limits: the footer's blurb. */
export const settingsTranslatable = { footer_blurb: 1_000, developer_credit: 200 } as const;

/** `PUT /api/v1/settings`: every setting, and the French of its texts (`translations` left out: unchanged). */
export const siteContentSettingsInputSchema = siteContentSettingsSchema.extend({
  translations: translationsInputSchema(settingsTranslatable),
});

/** `GET /api/v1/settings`: the settings plus who changed them last, and their French (`{}` without any). */
export const siteContentSettingsResponseSchema = siteContentSettingsSchema.extend({
  updated_at: z.string().nullable(),
  translations: translationsSchema(settingsTranslatable),
});
export type SiteContentSettingsResponse = z.infer<typeof siteContentSettingsResponseSchema>;

/** `GET /api/v1/settings?lang=fr`: the texts in that language where given, with `lang` and `untranslated`. */
export const settingsReadSchema = siteContentSettingsResponseSchema.extend({
  translations: translationsSchema(settingsTranslatable).optional(),
  lang: z.enum(languages).optional(),
  untranslated: z.array(z.string()).optional(),
});

/** A content image ready for an `<img>`: its address, the responsive set and size where known. */
export interface ResolvedImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  alt: string;
}

/** One numbered part of a legal text (a `##` heading and what follows it). */
export interface LegalPart {
  id: string;
  title: string;
  html: string;
}

/**
 * A published page as the public pages render it: the page, the HTML of every Markdown field and the
 * resolved images, both keyed by the field's path (`hero.text`, `services.items.0.text`,
 * `partners.members.2.photo`: section id, then the field), and each legal section split into its intro
 * and numbered parts.
 */
export interface RenderedPage {
  page: PublishedPage;
  html: Record<string, string>;
  images: Record<string, ResolvedImage>;
  legal: Record<string, { intro: string; parts: LegalPart[] }>;
}

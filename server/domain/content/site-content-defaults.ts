import { z } from 'zod';
import {
  type PageSeoInput,
  type PageSlug,
  type PageTranslations,
  pageContentSchema,
  pageSeoSchema,
  pageSlugs,
  pageTranslationsSchema,
  type SectionInput,
  sectionsSchema,
} from '#common/site-content.ts';
import { contentFilePath, readContentFile } from './content-files.ts';

/**
 * Today's copy of the brochure pages (issue 12), seeded as revision 1 of each page at start when the page
 * has none (site-content-seed.ts), and its French (issue 28): `content/pages/<slug>.md` and
 * `<slug>.fr.md` (docs/decisions/0054). The French sections go by the index of the English ones, with every
 * text field the English has. `{{name}}`, `{{town}}`, `{{phone}}`, `{{tel}}`, `{{email}}` and `{{address}}`
 * are filled in from the site settings of the environment when the copy is seeded;
 * `{{cancellation_policy}}` each time the page is rendered, from the cancellation setting (issue 40).
 */
export interface DefaultPage {
  seo: PageSeoInput;
  sections: SectionInput[];
}

/**
 * A page file: its front-matter holds `seo` and `sections`; the Markdown under it, when there is some, is
 * the `body` of the last section (the legal pages' long text).
 */
const pageFile = <T extends z.ZodType>(page: T) =>
  z
    .strictObject({
      seo: z.record(z.string(), z.unknown()),
      sections: z.array(z.record(z.string(), z.unknown())).min(1),
      markdown: z.string(),
    })
    .transform(({ markdown, seo, sections }) => ({
      seo,
      sections: markdown ? [...sections.slice(0, -1), { ...sections.at(-1), body: markdown }] : sections,
    }))
    .superRefine((value, ctx) => {
      for (const issue of page.safeParse(value).error?.issues ?? [])
        ctx.addIssue({ ...issue, code: 'custom' });
    });

const englishPage = pageFile(z.object({ seo: pageSeoSchema, sections: sectionsSchema }));
const frenchPage = pageFile(pageTranslationsSchema.shape.fr.unwrap());

/** The default copy of every brochure page. */
export function defaultPages(): Record<PageSlug, DefaultPage> {
  return Object.fromEntries(
    pageSlugs.map((slug) => [slug, readContentFile(`content/pages/${slug}.md`, englishPage) as DefaultPage]),
  ) as Record<PageSlug, DefaultPage>;
}

/**
 * The French of each page's default copy, checked against its English (each section by its kind): read
 * when this module loads, so a broken French file stops the start.
 */
export const defaultFrench: Record<PageSlug, PageTranslations> = frenchPages();

function frenchPages(): Record<PageSlug, PageTranslations> {
  const english = defaultPages();
  return Object.fromEntries(
    pageSlugs.map((slug) => {
      const translations = { fr: readContentFile(`content/pages/${slug}.fr.md`, frenchPage) };
      const checked = pageContentSchema.safeParse({ ...english[slug], translations });
      if (!checked.success) {
        throw new Error(
          `${contentFilePath(`content/pages/${slug}.fr.md`)} does not match its English:\n${z.prettifyError(checked.error)}`,
        );
      }
      return [slug, translations];
    }),
  ) as Record<PageSlug, PageTranslations>;
}

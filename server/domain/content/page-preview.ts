import type { PagePreviewSource } from '#common/load-context.ts';
import {
  type PageSlug,
  type PublishedPage,
  pageContentSchema,
  type RenderedPage,
} from '#common/site-content.ts';
import type { Lang } from '#common/translations.ts';
import type { DomainContext } from '../shared/context.ts';
import { findDraft, findPublishedPage, findRevision } from './site-content.ts';
import { localisePage } from './site-content-french.ts';
import { renderPage } from './site-content-render.ts';

type Ctx = Pick<DomainContext, 'db' | 'now'>;

/** The content to preview as a page (revision and date are the source's own), or null when there is none. */
async function contentOf(ctx: Ctx, slug: PageSlug, source: PagePreviewSource): Promise<PublishedPage | null> {
  switch (source.kind) {
    case 'unsaved': {
      const parsed = pageContentSchema.safeParse(source.content);
      if (!parsed.success) return null;
      return { slug, ...parsed.data, revision: 0, published_at: ctx.now().toISOString() };
    }
    case 'revision': {
      const revision = await findRevision(ctx, slug, source.revision);
      if (!revision) return null;
      const { seo, sections, translations, published_at } = revision;
      return { slug, seo, sections, translations, revision: revision.revision, published_at };
    }
    case 'latest': {
      const draft = await findDraft(ctx, slug);
      if (!draft) return findPublishedPage(ctx, slug);
      return {
        slug,
        seo: draft.seo,
        sections: draft.sections,
        translations: draft.translations,
        revision: draft.base_revision,
        published_at: draft.updated_at,
      };
    }
  }
}

/**
 * A page as the editor previews it, rendered exactly as a published page is (renderPage: Markdown to
 * sanitised HTML, images resolved) but never cached: the editor's unsaved content (null unless it passes
 * the common schema), a stored revision, or the draft if any, else the published page; in `lang`, as
 * the public page of that language shows it (French over the English where given).
 */
export async function renderPreview(
  ctx: Ctx,
  slug: PageSlug,
  source: PagePreviewSource,
  lang: Lang = 'en',
): Promise<RenderedPage | null> {
  const content = await contentOf(ctx, slug, source);
  return content && renderPage(ctx, localisePage(content, lang));
}

import { Link } from 'react-router';
import type { RenderedPage, ResolvedImage, Section, SectionKind, SectionOf } from '#common/site-content.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import { ExternalIcon } from '../site/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

/**
 * A card's text whose first paragraph is its tagline (a partner's trade, a season's headline) when more
 * follows it: `tagline` is that paragraph's inline HTML, `body` the rest. A text of one block is all body.
 * Splits the server's rendered HTML at the end of its first paragraph, which raw HTML being off keeps exact.
 */
export function splitTagline(html: string | undefined): { tagline?: string; body?: string } {
  // a French page's text still in English has `lang="en"` on its paragraphs (site-content-render.ts)
  const match = html ? /^<p( lang="en")?>([\s\S]*?)<\/p>\n([\s\S]*\S[\s\S]*)$/.exec(html) : null;
  if (!match) return { body: html };
  return { tagline: match[1] ? `<span lang="en">${match[2]}</span>` : match[2], body: match[3] };
}

/** Reads a rendered page: its sections by id and kind, the HTML of a field and its images. */
export function pageContent(rendered: RenderedPage) {
  const byId = new Map(rendered.page.sections.map((s) => [s.id, s]));
  return {
    /** The rendered page read (the data a static part of the page shows, app/components/public/static-parts/static-part.tsx) */
    source: rendered,
    section<K extends SectionKind>(id: string, kind: K): SectionOf<K> | undefined {
      const found = byId.get(id);
      return found?.kind === kind ? (found as SectionOf<K>) : undefined;
    },
    /** The sections of a kind, in page order (e.g. every feature text of a services page). */
    ofKind<K extends SectionKind>(kind: K): SectionOf<K>[] {
      return rendered.page.sections.filter((s): s is SectionOf<K> => s.kind === kind);
    },
    html: (key: string): string | undefined => rendered.html[key],
    image: (key: string): ResolvedImage | undefined => rendered.images[key],
    legal: (id: string) => rendered.legal[id],
    /** Sections the page layout does not place itself (added by staff): shown after it. */
    others(placed: readonly string[]): Section[] {
      return rendered.page.sections.filter((s) => !placed.includes(s.id));
    },
  };
}
export type PageContent = ReturnType<typeof pageContent>;

/** A Markdown field as a block, or nothing when the field is empty (for a heading's optional lead). */
export function markdownOf(content: PageContent, key: string): React.ReactNode {
  const html = content.html(key);
  return html ? <Markdown html={html} /> : null;
}

const isExternal = (href: string) => /^https?:/i.test(href);

/** A link of the content: site paths through the router, others as plain links (new tab for the web). */
export function ContentLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { t, path } = useTexts();
  if (href.startsWith('/')) {
    return (
      // a site path staff wrote in English leads to the page in the reader's language
      <Link to={path(href)} className={className}>
        {children}
      </Link>
    );
  }
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <ExternalIcon size={14} />
        <span className="sr-only">{t('(opens in a new tab)')}</span>
      </a>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** The pills of external links under a section (RevyLife's style). */
export function LinkPills({ links }: { links: { label: string; href: string }[] }) {
  return (
    <ul className="flex list-none flex-wrap gap-2 pl-0 pt-2">
      {links.map((link) => (
        <li key={link.href + link.label} className="mt-0">
          <ContentLink
            href={link.href}
            className="inline-flex no-underline min-h-10 items-center gap-1.5 rounded-full bg-white px-4 text-base shadow-sm ring-1 ring-stone hover:ring-brand-500"
          >
            {link.label}{' '}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sections staff added that a page's layout does not place: each kind in a plain, on-brand form, so that
 * new content shows without a developer.
 */
export function ExtraSections({ content, sections }: { content: PageContent; sections: Section[] }) {
  if (sections.length === 0) return null;
  return (
    <div className="mx-auto grid max-w-7xl gap-16 px-4 py-16 sm:px-6 lg:px-8">
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <SectionHeading
            id={`${section.id}-heading`}
            eyebrow={'eyebrow' in section ? section.eyebrow : undefined}
            title={'heading' in section && section.heading ? section.heading : ''}
          />
          <ExtraBody content={content} section={section} />
        </section>
      ))}
    </div>
  );
}

function ExtraBody({ content, section }: { content: PageContent; section: Section }) {
  const id = section.id;
  switch (section.kind) {
    case 'hero':
      return (
        <div className="mt-4">
          <Markdown className="copy" html={content.html(`${id}.text`)} />
          <div className="mt-6 flex flex-wrap gap-3">
            {section.buttons.map((b) => (
              <ContentLink key={b.href + b.label} href={b.href} className="btn-primary">
                {b.label}
              </ContentLink>
            ))}
          </div>
        </div>
      );
    case 'rich_text':
      return <Markdown className="copy mt-4" html={content.html(`${id}.body`)} />;
    case 'cards':
      return (
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {section.items.map((item, i) => (
            <li key={item.title} className="card p-6">
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <Markdown
                className="mt-2 leading-relaxed text-slate-700"
                html={content.html(`${id}.items.${i}.text`)}
              />
              {item.link ? (
                <ContentLink href={item.link.href} className="btn-outline mt-4">
                  {item.link.label}
                </ContentLink>
              ) : null}
            </li>
          ))}
        </ul>
      );
    case 'team':
      return (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.members.map((m, i) => (
            <li key={m.name} className="card p-6">
              <p className="text-xl font-semibold">{m.name}</p>
              <p className="text-sm text-slate-600">{m.role}</p>
              <Markdown className="mt-2" html={content.html(`${id}.members.${i}.bio`)} />
            </li>
          ))}
        </ul>
      );
    case 'links':
      return <LinkPills links={section.links} />;
    case 'legal': {
      const legal = content.legal(id);
      return legal ? (
        <div className="legal mt-4 max-w-3xl">
          <Markdown html={legal.intro} />
          {legal.parts.map((part) => (
            <section key={part.id} aria-labelledby={`${id}-${part.id}`}>
              <h3 id={`${id}-${part.id}`}>{part.title}</h3>
              <Markdown html={part.html} />
            </section>
          ))}
        </div>
      ) : null;
    }
  }
}

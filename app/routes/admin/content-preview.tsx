import type { SyntheticEvent } from 'react';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { staffRoles } from '#common/auth.ts';
import { parseId } from '#common/id.ts';
import type { PagePreviewSource } from '#common/load-context.ts';
import { isPageSlug, type PageSlug } from '#common/site-content.ts';
import type { Lang } from '#common/translations.ts';
import { pageViews } from '../../components/public/pages/page-views.tsx';
import { SiteFooter } from '../../components/public/site/site-footer.tsx';
import { SiteHeader } from '../../components/public/site/site-header.tsx';
import { loginPathFor } from '../../lib/admin/redirect-target.ts';
import { previewHandle } from '../../lib/site/route-handle.ts';
import type { loader as rootLoader } from '../../root.tsx';
import type { Route } from './+types/content-preview';

/** Never cached, never indexed, and shown only in frames of this site (the editor's preview column). */
const previewHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'SAMEORIGIN',
};

export const headers: Route.HeadersFunction = () => previewHeaders;

export const handle = previewHandle;

export const meta: Route.MetaFunction = () => [
  { title: 'Preview' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Shown when the posted form does not pass the content rules (a required field emptied mid-typing). */
const invalidContentNotice =
  'The preview shows the last saved version: fix the fields marked in the form to see your changes.';

const notFound = () => data('Page not found', { status: 404, headers: previewHeaders });

async function requireAdmin({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const user = await context.auth.adminUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  if (!staffRoles.includes(user.role)) throw data('Your role cannot edit content', { status: 403 });
  if (!isPageSlug(params.slug)) throw notFound();
  return params.slug;
}

/** `?revision=n` previews a stored revision; without it, the draft if any, else the published page. */
function storedSource(request: Request): PagePreviewSource {
  const value = new URL(request.url).searchParams.get('revision');
  if (value === null) return { kind: 'latest' };
  const revision = parseId(value);
  if (revision === null) throw notFound();
  return { kind: 'revision', revision };
}

function parseJson(text: FormDataEntryValue | null): unknown {
  try {
    return JSON.parse(String(text ?? 'null'));
  } catch {
    return null;
  }
}

/** The language to preview the page in (`lang=fr`: as its French page shows it); English otherwise. */
const langOf = (value: FormDataEntryValue | null): Lang => (value === 'fr' ? 'fr' : 'en');

export async function loader(args: Route.LoaderArgs) {
  const slug = await requireAdmin(args);
  const lang = langOf(new URL(args.request.url).searchParams.get('lang'));
  const page = await args.context.admin.previewPage(slug, storedSource(args.request), lang);
  if (!page) throw notFound();
  return { slug, page, invalid: false };
}

/** The editor's unsaved form, posted as JSON in the field `content`; nothing is stored. */
export async function action(args: Route.ActionArgs) {
  const slug = await requireAdmin(args);
  const form = await args.request.formData();
  const content = parseJson(form.get('content'));
  const lang = langOf(form.get('lang'));
  const page = await args.context.admin.previewPage(slug, { kind: 'unsaved', content }, lang);
  if (page) return { slug, page, invalid: false };
  const saved = await args.context.admin.previewPage(slug, { kind: 'latest' }, lang);
  if (!saved) throw notFound();
  return { slug, page: saved, invalid: true };
}

/**
 * A click inside the preview never leaves it: links (menu, buttons, links in the text) and form posts do
 * nothing here, so the frame keeps the page and the editor around it stays where it is. Links within the
 * page (`#part`) still scroll.
 */
function keepInPlace(event: SyntheticEvent) {
  if (event.type === 'submit') {
    event.preventDefault();
    return;
  }
  const link = (event.target as Element).closest?.('a[href]');
  if (link && !link.getAttribute('href')?.startsWith('#')) event.preventDefault();
}

/**
 * The page as visitors would see it, inside the public header and footer (as app/routes/public/layout.tsx
 * draws them), without the splash, analytics or the contact widget.
 */
export default function ContentPreview({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { slug, page, invalid } = actionData ?? loaderData;
  const View = pageViews[slug as PageSlug];
  if (!root) return null;
  const { site, year } = root;
  return (
    <div onClickCapture={keepInPlace} onSubmitCapture={keepInPlace}>
      <a
        href="#main"
        className="sr-only z-[80] rounded-full bg-white px-5 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {/* every brochure page opens with a hero, so the header floats over it as on the public site */}
      <SiteHeader site={site} overHero />
      <main id="main" tabIndex={-1} className="outline-none">
        <View page={page} />
      </main>
      <SiteFooter site={site} year={year} />
      {invalid ? (
        <p
          role="status"
          className="fixed inset-x-0 bottom-0 z-50 bg-amber-100 px-4 py-3 text-center font-semibold text-slate-900 shadow-lg"
        >
          {invalidContentNotice}
        </p>
      ) : null}
    </div>
  );
}

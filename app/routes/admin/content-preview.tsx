import { data, redirect } from 'react-router';
import { loginPathFor } from '#app/lib/admin/redirect-target.ts';
import { pageFormSchema } from '#app/lib/admin/site-content-form.ts';
import { isPageSlug } from '#common/site-content.ts';
import type { Route } from './+types/content-preview';

/** Never cached, never indexed, and shown only in frames of this site (the editor's preview column). */
const previewHeaders = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'SAMEORIGIN',
};

export const headers: Route.HeadersFunction = () => previewHeaders;

export const meta: Route.MetaFunction = () => [
  { title: 'Preview' },
  { name: 'robots', content: 'noindex, nofollow' },
];

async function requireAdmin({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const user = await context.auth.adminUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(`${url.pathname}${url.search}`));
  }
  if (!isPageSlug(params.slug)) throw data('Page not found', { status: 404, headers: previewHeaders });
  return params.slug;
}

export async function loader(args: Route.LoaderArgs) {
  const slug = await requireAdmin(args);
  return { slug, content: null };
}

export async function action(args: Route.ActionArgs) {
  const slug = await requireAdmin(args);
  const form = await args.request.formData();
  const parsed = pageFormSchema.safeParse(JSON.parse(String(form.get('content') ?? 'null')));
  return { slug, content: parsed.success ? parsed.data : null };
}

export default function ContentPreview({ loaderData, actionData }: Route.ComponentProps) {
  const content = actionData?.content ?? loaderData.content;
  return <pre>{JSON.stringify(content, null, 2)}</pre>;
}

import { data } from 'react-router';
import { messages } from '#common/messages.ts';
import { noindex, privateHeaders } from '../../lib/seo/private-headers.ts';
import { telHref } from '../../lib/welcome/contact-links.ts';
import type { Route } from './+types/missing-id';

export function meta() {
  return [{ title: messages.noPropertyId }, noindex];
}

export const headers = () => privateHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return data({ phone: context.site.phone, email: context.site.email }, { status: 404 });
}

/** /welcome without a property id. */
export default function MissingPropertyId({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 sm:px-6">
      <div className="card p-6 sm:p-8">
        <h1 className="text-3xl font-semibold">{messages.noPropertyId}</h1>
        <p className="mt-4 text-lg">
          Please open the welcome page link from your booking details. If you cannot find it, call us at{' '}
          <a className="font-semibold underline" href={telHref(loaderData.phone)}>
            {loaderData.phone}
          </a>{' '}
          or write to{' '}
          <a className="font-semibold wrap-anywhere underline" href={`mailto:${loaderData.email}`}>
            {loaderData.email}
          </a>
          .
        </p>
      </div>
    </div>
  );
}

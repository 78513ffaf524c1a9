import { data } from 'react-router';
import { enquirySchemaIn } from '#common/enquiry.ts';
import {
  type ContactFormResult,
  fieldErrors,
  formValues,
} from '../../components/public/contact-form-values.ts';
import { ContactPageView } from '../../components/public/pages/contact-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/content-page.ts';
import { heroHandle } from '../../lib/route-handle.ts';
import type { Route } from './+types/contact';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/contact');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'contact');

/**
 * The contact form posted without JavaScript: validated with the API's schema, then stored through the
 * load context with the API's limit and honeypot (ADR 0020). The page answers with the form's state.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { website, ...values } = formValues(await request.formData());
  const parsed = enquirySchemaIn(context.lang).safeParse({ ...values, website });
  if (!parsed.success) {
    const result: ContactFormResult = { status: 'invalid', values, errors: fieldErrors(parsed.error.issues) };
    return data(result, { status: 400 });
  }
  const outcome = await context.enquiries.send(parsed.data);
  if (outcome.ok) return { status: 'sent' } satisfies ContactFormResult;
  const detail = outcome.status === 429 ? outcome.message : undefined;
  const result: ContactFormResult = { status: 'failed', values, detail };
  return data(result, { status: outcome.status });
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPageView page={loaderData.page} />;
}

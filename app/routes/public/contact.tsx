import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { enquirySchemaIn } from '#common/enquiry.ts';
import type { ContactFormResult } from '../../components/public/contact/contact-form-values.ts';
import { ContactPageView } from '../../components/public/pages/contact-page.tsx';
import { contentMeta, loadContentPage } from '../../lib/site/content-page.ts';
import { heroHandle } from '../../lib/site/route-handle.ts';
import type { Route } from './+types/contact';

export const handle = heroHandle;

export function meta({ matches, data }: Route.MetaArgs) {
  return contentMeta(matches, data, '/contact');
}

export const loader = ({ context }: Route.LoaderArgs) => loadContentPage(context, 'contact');

/**
 * The contact form's post, with JavaScript (the page's fetcher) or without: read by Conform with the API's
 * schema, its messages in the page's language (ADR 0049), then stored through the load context with the
 * API's limit, honeypot and mail (ADR 0020). The answer is the form's state with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  // the strings as typed, as the API reads a JSON body: the schema's own messages, no coercion first
  const submission = parseWithZod(await request.formData(), {
    schema: enquirySchemaIn(context.lang),
    disableAutoCoercion: true,
  });
  if (submission.status !== 'success') {
    return data<ContactFormResult>({ status: 'invalid', reply: submission.reply() }, { status: 400 });
  }
  const outcome = await context.enquiries.send(submission.value);
  if (outcome.ok)
    return { status: 'sent', reply: submission.reply({ resetForm: true }) } satisfies ContactFormResult;
  const detail = outcome.status === 429 ? outcome.message : undefined;
  return data<ContactFormResult>(
    { status: 'failed', reply: submission.reply(), detail },
    { status: outcome.status },
  );
}

/**
 * A post sent with JavaScript that got no answer (no connection, a server that did not answer the page's
 * way) is a failure the form shows in its Error dialog, keeping what was typed, not the page's error.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { status: 'failed' } satisfies ContactFormResult;
  }
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPageView page={loaderData.page} />;
}

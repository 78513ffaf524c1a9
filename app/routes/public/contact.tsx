import { data } from 'react-router';
import { enquirySchema } from '#common/enquiry.ts';
import { ContactDetails } from '../../components/contact-details.tsx';
import {
  ContactForm,
  type ContactFormResult,
  fieldErrors,
  formValues,
} from '../../components/contact-form.tsx';
import { MapEmbed } from '../../components/map-embed.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { heroHandle } from '../../lib/route-handle.ts';
import { heroPreload } from '../../lib/scenes.ts';
import { pageMeta, siteFromMatches } from '../../lib/seo.ts';
import { useSite } from '../../lib/use-site.ts';
import type { Route } from './+types/contact';

export const handle = heroHandle;

export const links: Route.LinksFunction = () => [heroPreload('valley-night')];

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: 'Contact',
    description: `Questions about a stay or your home in ${site?.town ?? 'Revelstoke'}? Send us a message or call ${site?.phone ?? 'us'}: a local answers, usually within a few hours.`,
    path: '/contact',
  });
}

/**
 * The contact form posted without JavaScript: validated with the API's schema, then stored through the
 * load context with the API's limit and honeypot (ADR 0020). The page answers with the form's state.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { website, ...values } = formValues(await request.formData());
  const parsed = enquirySchema.safeParse({ ...values, website });
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

export default function Contact() {
  const site = useSite();
  return (
    <>
      <PageHero scene="valley-night" eyebrow="Contact" title="Talk to a local" size="short">
        <p>Questions about a home, your dates or the best powder day of the week: we are happy to help.</p>
      </PageHero>

      <section aria-label="Contact us" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div className="card p-6 sm:p-10">
            <h2 className="text-3xl font-semibold">Send us a message</h2>
            <p className="mt-2 mb-8 text-slate-700">
              All fields are required. We usually reply within a few hours.
            </p>
            <ContactForm idPrefix="contact" />
          </div>
          <div>
            <h2 className="text-2xl font-semibold">Reach us directly</h2>
            <div className="mt-6">
              <ContactDetails site={site} />
            </div>
            <div className="mt-10">
              <MapEmbed address={site.address} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

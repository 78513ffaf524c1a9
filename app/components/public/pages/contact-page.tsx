import { useActionData } from 'react-router';
import type { RenderedPage } from '#common/site-content.ts';
import { useTexts } from '../../../lib/site/language.tsx';
import { useSite } from '../../../lib/site/use-site.ts';
import { Markdown } from '../../ui/markdown.tsx';
import { ContactDetails } from '../contact/contact-details.tsx';
import { ContactForm } from '../contact/contact-form.tsx';
import type { ContactFormResult } from '../contact/contact-form-values.ts';
import { useContactPost } from '../contact/use-contact-post.ts';
import { ExtraSections, LinkPills, markdownOf, pageContent } from '../content/content.tsx';
import { PageHero } from '../content/page-hero.tsx';
import { MapEmbed } from '../property/map-embed.tsx';
import { StaticPart } from '../static-parts/static-part.tsx';

/**
 * The Contact page (docs/spec.md section 2) from its content: the `hero`, the `message` heading and lead above
 * the contact form, and the `direct` heading (with any links staff add) above the phone, e-mail, office
 * and map of the site settings; sections staff add follow.
 */
export function ContactPageView({ page }: { page: RenderedPage }) {
  const posted = useActionData() as ContactFormResult | undefined;
  const post = useContactPost();
  const site = useSite();
  const { lang, t } = useTexts();
  const content = pageContent(page);
  const hero = content.section('hero', 'hero');
  const message = content.section('message', 'rich_text');
  const direct = content.section('direct', 'links');
  const placed = [hero, message, direct].flatMap((s) => (s ? [s.id] : []));

  return (
    <>
      <PageHero
        image={content.image('hero.image')}
        eyebrow={hero?.eyebrow}
        title={hero?.heading ?? ''}
        size="short"
      >
        <Markdown html={content.html('hero.text')} />
      </PageHero>

      <section aria-label={t('Contact us')} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div className="card p-6 sm:p-10">
            {message?.heading ? <h2 className="text-3xl font-semibold">{message.heading}</h2> : null}
            <Markdown className="mt-2 text-slate-700" html={content.html('message.body')} />
            <div className="mt-8">
              <ContactForm idPrefix="contact" posted={posted} lang={lang} {...post} />
            </div>
          </div>
          <StaticPart of={page}>
            {direct?.heading ? <h2 className="text-2xl font-semibold">{direct.heading}</h2> : null}
            {direct?.intro ? (
              <div className="mt-4 text-slate-700">{markdownOf(content, 'direct.intro')}</div>
            ) : null}
            {direct?.links.length ? (
              <div className="mt-4">
                <LinkPills links={direct.links} />
              </div>
            ) : null}
            <div className="mt-6">
              <ContactDetails site={site} />
            </div>
            <div className="mt-10">
              <MapEmbed address={site.address} />
            </div>
          </StaticPart>
        </div>
      </section>

      <StaticPart of={page} className="contents">
        <ExtraSections content={content} sections={content.others(placed)} />
      </StaticPart>
    </>
  );
}

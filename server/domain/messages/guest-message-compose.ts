import { frenchClockTime, mailDate } from '#common/guest-dates.ts';
import {
  fillPlaceholders,
  type MessageKind,
  type PlaceholderValues,
  type RenderedMessage,
  type TemplateInput,
} from '#common/guest-messages.ts';
import { frenchCatalogue } from '#common/i18n/french/index.ts';
import { registerFrenchCatalogue, translate } from '#common/i18n/translate.ts';
import { mapSearchUrl } from '#common/map-link.ts';
import { stayTime } from '#common/stay-times.ts';
import type { Lang } from '#common/translations.ts';
import { stayLink } from '../access/stay-link.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { readSiteSettings } from '../content/site-content.ts';
import { settingsDefaults } from '../content/site-content-seed.ts';
import { reviewLinkOf } from '../reviews/review-links.ts';
import type { DomainContext } from '../shared/context.ts';
import { localise, readTranslations } from '../shared/translations.ts';
import { stayLanguageOf } from '../stays/stays.ts';
import { templateIn } from './message-templates.ts';

/**
 * Turning a template into a mail (issue 25): placeholders filled from the stay, its property and its
 * welcome page; the text part is the filled Markdown, the HTML part goes through the site content's safe
 * renderer (no raw HTML, links only to http(s), mailto:, tel: or this site), so neither a template nor a
 * guest's name can put a script or a javascript: link into a guest's inbox.
 */

// The mails' fixed words in French: the mailer may write before any page (whose entry registers it too) runs.
registerFrenchCatalogue(frenchCatalogue);

/** Markdown's punctuation in a value (a guest's name), written as itself rather than as markup. */
const escapeMarkdown = (value: string) => value.replace(/[\\`*_[\]()<>#!|~{}]/g, (ch) => `\\${ch}`);

/** Links are used as link targets (`[text]({link})`) and must stay as they are. */
const linkPlaceholders = new Set(['link', 'map_link', 'review_link']);

/** Header values stay on one line, whatever a name holds. */
export const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, ' ').trim();

export function renderTemplate(
  template: Pick<TemplateInput, 'subject' | 'body'>,
  values: PlaceholderValues,
): RenderedMessage {
  const text = fillPlaceholders(template.body, (name) => values[name]);
  const markdown = fillPlaceholders(template.body, (name) =>
    linkPlaceholders.has(name) ? values[name] : escapeMarkdown(values[name]),
  );
  return {
    subject: oneLine(fillPlaceholders(template.subject, (name) => values[name])),
    text: `${text}\n`,
    html: renderMarkdown(markdown),
  };
}

export interface ComposedMessage extends RenderedMessage {
  /** the site's email setting: guests' replies reach staff */
  replyTo: string;
}

/** The mail of one kind for one stay, as it would be sent now. */
export async function composeStayMessage(
  ctx: DomainContext,
  stayId: number,
  kind: MessageKind,
): Promise<ComposedMessage> {
  const stay = await ctx.db
    .selectFrom('stays')
    .innerJoin('properties', 'properties.id', 'stays.property_id')
    .leftJoin('welcome_pages', 'welcome_pages.property_id', 'stays.property_id')
    .select([
      'stays.property_id',
      'stays.guest_name',
      'stays.arrival',
      'stays.departure',
      'stays.id',
      'stays.link_nonce',
      'stays.revoked_at',
      'stays.language',
      'properties.name as property_name',
      'properties.address',
      'welcome_pages.check_in_time',
      'welcome_pages.checkout_time',
      'stays.check_in_time as own_check_in_time',
      'stays.checkout_time as own_checkout_time',
      'welcome_pages.checkout_instructions',
    ])
    .where('stays.id', '=', stayId)
    .executeTakeFirstOrThrow();
  const lang = stayLanguageOf(stay);
  const checkoutSteps =
    lang === 'en'
      ? stay.checkout_instructions
      : localise(
          'welcome',
          { checkout_instructions: stay.checkout_instructions ?? '' },
          (await readTranslations(ctx.db, 'welcome', [stay.property_id])).get(String(stay.property_id)),
          lang,
        ).checkout_instructions;
  const [template, settings, link, reviewLink] = await Promise.all([
    templateIn(ctx, kind, lang),
    readSiteSettings(ctx, settingsDefaults(ctx.config)),
    stayLink(ctx, stay.property_id, stay.link_nonce),
    reviewLinkOf(ctx, stay),
  ]);
  const values: PlaceholderValues = {
    guest_name: stay.guest_name,
    property_name: stay.property_name,
    arrival: mailDate(stay.arrival, lang),
    departure: mailDate(stay.departure, lang),
    check_in_time:
      mailTime(stayTime(stay.own_check_in_time, stay.check_in_time), lang) ||
      translate(lang, 'the afternoon'),
    // fits "by {checkout_time}" and "à {checkout_time}" (the defaults', and staff's likely wording)
    checkout_time:
      mailTime(stayTime(stay.own_checkout_time, stay.checkout_time), lang) ||
      translate(lang, 'the end of the morning'),
    checkout_steps: checkoutSteps || translate(lang, 'See your guide.'),
    link,
    address: stay.address,
    map_link: mapSearchUrl(stay.address) ?? link,
    site_phone: settings.phone,
    review_link: reviewLink ?? ctx.config.publicUrl,
  };
  return { ...renderTemplate(template, values), replyTo: settings.email };
}

/** A time in a mail: as staff typed it in English ("16:00"), "16 h 00" in French. */
const mailTime = (time: string | null, lang: Lang) => (time && lang === 'fr' ? frenchClockTime(time) : time);

/** The sample stay's checkout steps, in the preview's language (a property's own are staff-written). */
const sampleCheckoutSteps: Record<Lang, string> = {
  en: 'Start the dishwasher, take the garbage to the bin by the garage, leave the keys on the table.',
  fr: 'Lancez le lave-vaisselle, déposez les ordures dans le bac près du garage, laissez les clés sur la table.',
};

/** A sample stay for the template preview, its guest reading `lang`. */
export const sampleValues = (ctx: DomainContext, lang: Lang = 'en'): PlaceholderValues => ({
  guest_name: 'Alex Sample',
  property_name: 'Mountain View Chalet',
  arrival: '2026-12-18',
  departure: '2026-12-22',
  check_in_time: '16:00',
  checkout_time: '10:00',
  checkout_steps: sampleCheckoutSteps[lang],
  link: `${ctx.config.publicUrl}/welcome/1/s/sample-link`,
  address: '123 Mackenzie Ave, Revelstoke, BC',
  map_link: mapSearchUrl('123 Mackenzie Ave, Revelstoke, BC') ?? '',
  site_phone: ctx.config.site.phone,
  review_link: `${ctx.config.publicUrl}/review/sample-review-link`,
});

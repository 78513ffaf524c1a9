import { type PageSlug, pageSlugs, type SiteContentSettings } from '#common/site-content.ts';
import type { Config } from '../../config.ts';
import type { DomainContext } from '../shared/context.ts';
import { seedPageIfMissing, seedSiteSettings } from './site-content.ts';
import { defaultFrench, defaultPages } from './site-content-defaults.ts';

/**
 * The settings as the environment gives them (SITE_NAME, SITE_PHONE, SITE_EMAIL, SITE_ADDRESS,
 * SITE_DEVELOPER): the first value of each setting; after that the database wins (docs/decisions/0019).
 */
export function settingsDefaults(config: Pick<Config, 'site'>): SiteContentSettings {
  const { site } = config;
  return {
    brand_name: site.name,
    phone: site.phone,
    email: site.email,
    office_address: site.address,
    footer_blurb: `We connect travellers with warm, well-kept homes in ${site.town}, a mountain town between the Selkirks and the Monashees, and look after every stay as if you were our own guests.`,
    social_links: [],
    developer_credit: site.developer,
    after_hours_phone: '',
  };
}

/** The copy with `{{name}}`, `{{town}}`, `{{phone}}`, `{{tel}}`, `{{email}}`, `{{address}}` filled in. */
export function fillPlaceholders<T>(content: T, site: Config['site']): T {
  const values: Record<string, string> = {
    name: site.name,
    town: site.town,
    phone: site.phone,
    tel: `tel:${site.phone.replace(/[^\d+]/g, '')}`,
    email: site.email,
    address: site.address,
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(/\{\{(\w+)\}\}/g, (all, key: string) => values[key] ?? all);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    }
    return value;
  };
  return fill(content) as T;
}

/**
 * Runs at every start (first start or not): gives each brochure page without a published revision today's
 * copy as revision 1, and each setting without a row its environment value. A fresh installation and an
 * existing one upgraded by migration 007 both end with the same content; nothing staff changed is touched.
 */
export async function ensureSiteContent(
  ctx: DomainContext,
): Promise<{ pages: PageSlug[]; settings: number }> {
  const pages = defaultPages();
  const seeded: PageSlug[] = [];
  for (const slug of pageSlugs) {
    const content = { ...pages[slug], translations: defaultFrench[slug] };
    if (await seedPageIfMissing(ctx, slug, fillPlaceholders(content, ctx.config.site))) seeded.push(slug);
  }
  const settings = await seedSiteSettings(ctx, settingsDefaults(ctx.config));
  return { pages: seeded, settings };
}

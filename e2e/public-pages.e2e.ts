import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '#common/property.ts';
import { bothWidths, expectAccessible, openPage, screenshotPage } from './public-helpers.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

let featured: Property[] = [];
let all: Property[] = [];

beforeAll(async () => {
  featured = (await (await fetch(`${baseUrl()}/api/v1/properties/featured`)).json()) as Property[];
  all = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as Property[];
  expect(featured.length).toBeGreaterThan(0);
});

const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' });
  return { res, text: await res.text() };
};

/** Every public page with its h1 (the property page's is its name). */
const pages = () => [
  { name: 'home', path: '/', h1: 'Your home base in the Selkirk Mountains' },
  { name: 'properties', path: '/properties', h1: 'Vacation Rental Homes' },
  { name: 'property', path: `/property/${featured[0]!.id}`, h1: featured[0]!.name },
  { name: 'about', path: '/about', h1: 'Locals who love having company' },
  { name: 'partners', path: '/partners', h1: 'The locals we send our guests to' },
  { name: 'guest-services', path: '/guest-services', h1: 'Looked after from the first email to check-out' },
  { name: 'homeowners', path: '/homeowners', h1: 'Your home, earning well and cared for like ours' },
  { name: 'revylife', path: '/revylife', h1: 'Four seasons of Revelstoke' },
  { name: 'privacy-policy', path: '/privacy-policy', h1: 'Privacy Policy' },
  { name: 'terms-and-conditions', path: '/terms-and-conditions', h1: 'Terms & Conditions' },
  { name: 'contact', path: '/contact', h1: 'Talk to a local' },
  { name: 'not-found', path: '/no-such-page', h1: "Oops... The page you're looking for doesn't exist." },
];

describe('server-rendered pages for people, search engines and link previews', () => {
  it('renders the featured homes, the listing and a property in the first HTML response', async () => {
    const home = await html('/');
    for (const p of featured) expect(home.text).toContain(p.name.replace(/&/g, '&amp;'));
    const listing = await html('/properties');
    for (const p of all) expect(listing.text).toContain(p.name.replace(/&/g, '&amp;'));
    const property = await html(`/property/${featured[0]!.id}`);
    expect(property.res.status).toBe(200);
    expect(property.text).toContain('Bedrooms');
    expect(property.text).toContain('Min Nights');
  });

  it('gives each page its title, description, canonical address, Open Graph tags and company JSON-LD', async () => {
    const seen = new Set<string>();
    for (const page of pages().filter((p) => p.name !== 'not-found')) {
      const { res, text } = await html(page.path);
      expect(res.status, page.path).toBe(200);
      const title = /<title>([^<]+)<\/title>/.exec(text)?.[1];
      expect(title, page.path).toBeTruthy();
      expect(seen.has(title!), `${page.path} has a title of its own`).toBe(false);
      seen.add(title!);
      expect(text).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(text).toContain(
        `<link rel="canonical" href="${baseUrl()}${page.path === '/' ? '/' : page.path}"/>`,
      );
      expect(text).toContain('<meta property="og:title"');
      expect(text).toContain('<meta property="og:image"');
      expect(text).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(text).toContain('"@type":"LodgingBusiness"');
    }
  });

  it('shares a property with its name, description and cover image, and describes it as a VacationRental', async () => {
    const property = featured[0]!;
    const { text } = await html(`/property/${property.id}`);
    expect(text).toContain(`<meta property="og:title" content="${property.name}`);
    expect(text).toContain(`<meta property="og:image" content="${baseUrl()}${property.cover?.url}"`);
    const ld = [...text.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const rental = ld.find((d) => d['@type'] === 'VacationRental');
    expect(rental).toMatchObject({
      name: property.name,
      address: { '@type': 'PostalAddress', addressCountry: 'CA' },
      containsPlace: { '@type': 'Accommodation' },
    });
    expect(rental.containsPlace.occupancy.maxValue).toBeGreaterThan(0);
    expect(rental.image.length).toBeGreaterThan(1);
  });

  it('answers an unknown address and a missing property with the not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/property/999999', '/property/not-a-number']) {
      const { res, text } = await html(path);
      expect(res.status, path).toBe(404);
      expect(text).toContain('Oops... The page you&#x27;re looking for doesn&#x27;t exist.');
      expect(text).toContain('Back to Home');
      expect(text).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('redirects /property without an id to the listing and /homeowner-benefits permanently to /homeowners', async () => {
    const property = await html('/property');
    expect([301, 302]).toContain(property.res.status);
    expect(property.res.headers.get('location')).toBe('/properties');
    const owners = await html('/homeowner-benefits');
    expect(owners.res.status).toBe(301);
    expect(owners.res.headers.get('location')).toBe('/homeowners');
  });

  it('lists every public page and property with its photos in /sitemap.xml', async () => {
    const { res, text } = await html('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    for (const page of pages().filter((p) => !['not-found', 'property'].includes(p.name))) {
      expect(text).toContain(`<loc>${baseUrl()}${page.path}</loc>`);
    }
    for (const p of all) {
      expect(text).toContain(`<loc>${baseUrl()}/property/${p.id}</loc>`);
      // other journeys add properties with only a cover; every photo a property has is listed
      for (const photo of [p.cover, ...p.images].filter((i) => i !== null)) {
        expect(text).toContain(`<image:loc>${baseUrl()}${photo.url}</image:loc>`);
      }
    }
    expect(text).not.toContain('/welcome');
    expect(text).not.toContain('/admin');
  });

  it('keeps crawlers out of the back office, the login and the welcome pages', async () => {
    const { text } = await html('/robots.txt');
    for (const path of ['/admin', '/login', '/welcome']) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const login = await html('/login');
    expect(login.text).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('loads no analytics script when no measurement id is configured', async () => {
    const { text } = await html('/');
    expect(text).not.toContain('googletagmanager');
  });
});

describe.each(bothWidths)('every public page at %s width', (width) => {
  const browser = useBrowser();

  it('has its heading, passes axe-core without violations, logs no errors, and is photographed', async () => {
    const { context, page, errors } = await openPage(browser(), width);
    for (const p of pages()) {
      const res = await page.goto(p.path);
      expect(res?.status(), p.path).toBe(p.name === 'not-found' ? 404 : 200);
      await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 5_000 }).toBe(p.h1);
      await expectAccessible(page);
      await screenshotPage(page, p.name);
    }
    // the browser reports the not-found page's own status 404 as a failed load
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  }, 300_000);
});

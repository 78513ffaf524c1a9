import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSlug } from '#common/site-content.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  fromThisSite,
  newPage,
  screenshot,
  useBrowser,
  waitForHydration,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/**
 * Issue 12, as staff use it: change the home hero and a partner card, look at the preview at phone width,
 * publish and see it on the public site; a colleague's stale save gets the conflict message with nothing
 * typed lost; an earlier revision is restored; a picture without alt text is refused beside the field.
 * The journeys share one server, so every page this file publishes is put back as it was in afterAll.
 */
const edited: PageSlug[] = ['home', 'partners'];

async function signIn(context: BrowserContext) {
  const login = await context.request.post('/api/v1/users/auth/login', {
    data: { name: e2eAdmin.name, password: e2eAdmin.password },
  });
  expect(login.status()).toBe(200);
}

async function openEditor(page: Page, slug: PageSlug) {
  await page.goto(`/admin/content/${slug}`, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.getByRole('form', { name: /^Edit / }).waitFor();
}

const section = (page: Page, kind: string) => page.locator(`[data-section-kind="${kind}"]`).first();
/** A form field by its label; a required field's label ends in " *". */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const saveStatus = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first().waitFor();

/** The published revision of a page, through the API with the signed-in context's cookie. */
async function publishedRevision(request: APIRequestContext, slug: PageSlug): Promise<number> {
  return ((await (await request.get(`/api/v1/pages/${slug}`)).json()) as { revision: number }).revision;
}

describe('back office: staff edit the site content', () => {
  const browser = useBrowser();
  const originalRevision = new Map<PageSlug, number>();
  let admin: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    admin = await newPage(browser(), 'desktop');
    await signIn(admin.context);
    for (const slug of edited)
      originalRevision.set(slug, await publishedRevision(admin.context.request, slug));
  });

  afterAll(async () => {
    // put the seeded copy back for the journeys that follow (restore = a new draft, then publish)
    const request = admin?.context.request;
    if (!request) return;
    for (const [slug, revision] of originalRevision) {
      await request.delete(`/api/v1/pages/${slug}/draft`, { headers: fromThisSite() });
      if ((await publishedRevision(request, slug)) === revision) continue;
      const restored = await request.post(`/api/v1/pages/${slug}/revisions/${revision}/restore`, {
        headers: fromThisSite(),
      });
      expect(restored.status()).toBe(200);
      const published = await request.post(`/api/v1/pages/${slug}/publish`, { headers: fromThisSite() });
      expect(published.status()).toBe(200);
    }
    await admin.context.close();
  });

  it('staff change the home hero and a partner card, preview at 390 px, publish, and visitors see it', async () => {
    const { page } = admin;
    const heading = 'Powder days start here';
    await openEditor(page, 'home');
    const hero = section(page, 'hero');
    await field(hero, 'Heading').fill(heading);

    // the preview follows the typing, at phone width by default, rendered as the real page
    const preview = page.frameLocator('iframe[title="Preview at phone width (390 px)"]');
    await preview.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-content-editor');

    await page.getByRole('button', { name: 'Publish' }).click();
    await saveStatus(page, /^Published/);

    const visitor = await newPage(browser(), 'phone');
    await visitor.page.goto('/');
    await visitor.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await visitor.context.close();

    await openEditor(page, 'partners');
    const title = 'Woodstove Coffee & Bakery';
    const cards = section(page, 'cards');
    await field(cards, 'Title').nth(2).fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await saveStatus(page, /^Draft saved/);
    // a saved draft is not public until published
    const before = await (await fetch(`${baseUrl()}/partners`)).text();
    expect(before).not.toContain(title.replace('&', '&amp;'));
    await page.getByRole('button', { name: 'Publish' }).click();
    await saveStatus(page, /^Published/);
    const after = await (await fetch(`${baseUrl()}/partners`)).text();
    expect(after).toContain(title.replace('&', '&amp;'));
  });

  it('a second staff member with a stale page gets the conflict message, and nothing typed is lost', async () => {
    const colleague = await newPage(browser(), 'desktop');
    await signIn(colleague.context);
    await openEditor(admin.page, 'home');
    await openEditor(colleague.page, 'home');

    // the first one publishes a change
    await field(section(admin.page, 'hero'), 'Eyebrow').fill('Revelstoke, BC');
    await admin.page.getByRole('button', { name: 'Publish' }).click();
    await saveStatus(admin.page, /^Published/);

    // the colleague, still on the old version, saves
    const typed = 'Written while someone else published';
    const heroText = field(section(colleague.page, 'hero'), 'Text');
    await heroText.fill(typed);
    await colleague.page.getByRole('button', { name: 'Save draft' }).click();
    await colleague.page
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed this page while you were editing.' })
      .waitFor();
    expect(await heroText.inputValue()).toBe(typed);
    await screenshot(colleague.page, 'admin-content-conflict');
    await colleague.context.close();
  });

  it('staff restore an earlier revision as a draft and publish it', async () => {
    const { page } = admin;
    const original = originalRevision.get('home')!;
    await page.goto('/admin/content/home/history', { waitUntil: 'domcontentloaded' });
    await waitForHydration(page);
    await page.getByRole('link', { name: `View revision ${original}` }).click();
    await page.getByRole('button', { name: `Restore revision ${original}` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `revision ${original} is now the draft` })
      .waitFor();
    const hero = section(page, 'hero');
    expect(await field(hero, 'Heading').inputValue()).toBe('Your home base in the Selkirk Mountains');
    await page.getByRole('button', { name: 'Publish' }).click();
    await saveStatus(page, /^Published/);
    const home = await (await fetch(`${baseUrl()}/`)).text();
    expect(home).toContain('Your home base in the Selkirk Mountains');
  });

  it('a picture without alt text is refused beside the field, and the draft is not saved', async () => {
    const { page } = admin;
    await openEditor(page, 'home');
    const hero = section(page, 'hero');
    await field(hero, 'Alt text').first().fill('');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await hero.getByText('Alt text is required').waitFor();
    expect((await admin.context.request.get('/api/v1/pages/home/draft')).status()).toBe(404);
  });
});

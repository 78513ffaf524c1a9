import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bothWidths, openPage } from './public-helpers.ts';
import { useBrowser } from './support/browser.ts';

const menuOrder = [
  'Home',
  'Accommodations',
  'Live the local life',
  'About Us',
  'Partners',
  'Guest Services',
  'Homeowner Benefits',
  'Contact',
  'Staff login',
];

const activeInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)?.contains(document.activeElement) ?? false, selector);

describe.each(bothWidths)('header, menu and footer at %s width', (width) => {
  const browser = useBrowser();

  it('turns the bar compact once scrolled more than 50 px and hides the phone text, keeping tap-to-call', async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto('/properties');
    const header = page.locator('header').first();
    const call = header.getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toBe('tel:+12505550142');
    expect(await header.getAttribute('data-compact')).toBe('false');
    const phoneText = call.locator('span');
    expect((await phoneText.boundingBox())?.width).toBeGreaterThan(50);

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect.poll(() => header.getAttribute('data-compact')).toBe('true');
    await expect.poll(async () => (await phoneText.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(56);
    // back to exactly 50 px: the bar turns full again, so 50 is not "more than 50" (waited for, not slept on)
    await page.evaluate(() => window.scrollTo(0, 50));
    await expect.poll(() => header.getAttribute('data-compact')).toBe('false');
    await context.close();
  });

  it('opens the full-screen menu, keeps focus inside, closes on Escape and on a link click', async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto('/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const box = await menu.boundingBox();
    expect(box?.width).toBe(page.viewportSize()?.width);
    expect(box?.height).toBe(page.viewportSize()?.height);

    const nav = menu.getByRole('navigation', { name: 'Main' });
    expect(
      await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? l.textContent)),
    ).toEqual(menuOrder);
    expect(await nav.getByRole('link', { name: 'Staff login' }).getAttribute('href')).toBe('/login');

    // Tab and Shift+Tab go round the menu and never reach the page behind it
    for (let i = 0; i < 16; i += 1) {
      await page.keyboard.press('Tab');
      expect(await activeInside(page, '#site-menu')).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await activeInside(page, '#site-menu')).toBe(true);
    }

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    await toggle.click();
    await menu.getByRole('link', { name: 'Accommodations' }).click();
    await page.waitForURL('**/properties');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Vacation Rental Homes' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('has the footer of the spec: blurb, address, phone, mail, links, this year and the developer credit', async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto('/');
    const footer = page.locator('footer');
    const nav = footer.getByRole('navigation', { name: 'Footer' });
    expect(
      await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => [l.textContent, l.getAttribute('href')])),
    ).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-and-conditions'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Login', '/login'],
    ]);
    const text = await footer.textContent();
    expect(text).toContain(`© ${new Date().getFullYear()} Selkirk Stays`);
    expect(text).toContain('301 Victoria Road, Revelstoke');
    expect(text).toContain('connect travellers');
    expect(await footer.getByRole('link', { name: '+1 250-555-0142' }).getAttribute('href')).toBe(
      'tel:+12505550142',
    );
    expect(await footer.getByRole('link', { name: 'stay@selkirkstays.example' }).getAttribute('href')).toBe(
      'mailto:stay@selkirkstays.example',
    );
    await context.close();
  });
});

describe('global behaviour', () => {
  const browser = useBrowser();

  it('fades a dark overlay out and the page in over 0.8 s on a route change, and scrolls to the top', async () => {
    const { context, page } = await openPage(browser(), 'desktop', { motion: true });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const overlay = page.locator('[data-route-overlay]');
    // Records each animation as it starts: read after the navigation, a loaded machine may already have
    // finished an 0.8 s animation, and finished animations leave getAnimations().
    await overlay.evaluate((el) => {
      const started: { duration: unknown; easing: string; opacity: unknown[] }[] = [];
      const animate = el.animate.bind(el);
      el.animate = (keyframes, options) => {
        const animation = animate(keyframes, options);
        const timing = animation.effect?.getTiming();
        const frames = (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? [];
        started.push({
          duration: timing?.duration,
          easing: timing?.easing ?? '',
          opacity: frames.map((f) => f.opacity),
        });
        return animation;
      };
      Object.assign(window, { overlayAnimations: started });
    });
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { overlayAnimations: unknown[] }).overlayAnimations),
      )
      .toEqual([{ duration: 800, easing: 'ease-in-out', opacity: ['1', '0'] }]);
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(47, 65, 89)');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('keeps still for visitors who ask for reduced motion', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/');
    await page.getByRole('link', { name: 'View Rentals' }).click();
    await page.waitForURL('**/properties');
    expect(await page.locator('[data-route-overlay]').evaluate((el) => el.getAnimations().length)).toBe(0);
    await context.close();
  });

  it('offers a skip link to the main content', async () => {
    const { context, page } = await openPage(browser(), 'desktop');
    await page.goto('/guest-services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())?.width).toBeGreaterThan(50);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await context.close();
  });
});

describe.each(bothWidths)('home and local-life pages at %s width', (width) => {
  const browser = useBrowser();

  it('swaps the season background and heading on hover and keyboard focus, and links to the local-life anchors', async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto('/');
    const heading = page.getByTestId('season-heading');
    const cards = page.getByRole('region', { name: 'Live the local life' }).getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([
      '/revylife#winter',
      '/revylife#food',
      '/revylife#events',
      '/revylife#summer',
    ]);
    const visibleMedia = () =>
      page
        .locator('[data-season-media]')
        .evaluateAll((els) =>
          els
            .filter((el) => el.classList.contains('opacity-100'))
            .map((el) => el.getAttribute('data-season-media')),
        );
    expect(await visibleMedia()).toEqual(['winter']);

    await cards.nth(1).hover();
    await expect.poll(() => heading.textContent()).toBe('Flat whites, craft beer and long dinners');
    expect(await visibleMedia()).toEqual(['food']);

    await cards.nth(2).focus();
    await expect.poll(() => heading.textContent()).toBe('Street Fest, live music and festivals');
    expect(await visibleMedia()).toEqual(['events']);

    await cards.nth(3).click();
    await page.waitForURL('**/revylife#summer');
    await expect
      .poll(() => page.locator('#summer').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5_000,
      })
      .toBeLessThan(200);
    await context.close();
  });

  it('scrolls to an anchor of the local-life page on a fresh load', async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto('/revylife#events');
    await expect
      .poll(() => page.locator('#events').evaluate((el) => Math.round(el.getBoundingClientRect().top)), {
        timeout: 5_000,
      })
      .toBeLessThan(200);
    await expect.poll(() => page.getByTestId('events-list').isVisible()).toBe(true);
    await context.close();
  });

  it(`shows the partners' names ${width === 'phone' ? 'once half of each portrait is on screen' : 'under every portrait'}`, async () => {
    const { context, page } = await openPage(browser(), width);
    await page.goto('/about');
    const last = page.locator('figure').last();
    expect(await page.locator('figure').count()).toBe(6);
    expect(await last.textContent()).toContain('Theo');
    if (width === 'phone') {
      // the server renders the names (no JavaScript, no hiding); once running, the page hides those off screen
      await expect.poll(() => last.getAttribute('data-revealed')).toBe('false');
      expect(await page.locator('figure').first().getAttribute('data-revealed')).toBe('false');
      await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await expect.poll(() => last.getAttribute('data-revealed')).toBe('true');
    } else {
      expect(await last.getAttribute('data-revealed')).toBe('true');
    }
    await context.close();
  });
});

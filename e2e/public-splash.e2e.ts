import fs from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './public-helpers.ts';
import { baseUrl, useBrowser, waitForHydration, widths } from './support/browser.ts';

/**
 * The splash screen (docs/spec.md section 9: 1.2 s, then a 0.5 s fade) greets a traveller once per tab
 * session, and nothing fades for visitors who ask their system for reduced motion.
 */

const splashShown = (page: Page) => page.locator('.splash-screen').isVisible();

/**
 * Holds every animation of the page (across its navigations) at its start until the returned function
 * lets time run again. The splash lasts 1.7 s from the first frame; on a loaded machine loading the page
 * can take longer than that, so checks of what shows "while it shows" would race the clock.
 */
async function holdAnimations(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  return async () => {
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
  };
}

/** Every animation and transition running in the page that lasts longer than a frame could show. */
const visibleMotion = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .map((a) => ({
        name: (a as CSSAnimation).animationName ?? 'script',
        ms: Number(a.effect?.getTiming().duration),
      }))
      .filter((a) => a.ms > 1),
  );

async function saveScreenshot(page: Page, name: string) {
  const dir = path.resolve('test-artifacts/screenshots');
  await fs.mkdir(dir, { recursive: true });
  // not the shared helper: it finishes animations, which would end the splash
  await page.screenshot({ path: path.join(dir, `${name}-${page.viewportSize()?.width}.png`) });
}

describe('the splash screen', () => {
  const browser = useBrowser();

  it('shows on the first load of a tab for 1.2 s and a 0.5 s fade, not on a reload, and again in a new tab', async () => {
    const { context, page } = await openPage(browser(), 'phone', { splash: true, motion: true });
    const letTimeRun = await holdAnimations(page);
    // Painted from the first frame: the server-rendered HTML has it, the head script keeps it.
    const painted = await page.goto('/').then(() => splashShown(page));
    expect(painted).toBe(true);
    const splash = page.locator('.splash-screen');
    expect(await splash.textContent()).toContain('Selkirk Stays');
    const timing = await splash.evaluate((el) => {
      const style = getComputedStyle(el);
      return [
        style.animationName,
        style.animationDelay,
        style.animationDuration,
        style.animationTimingFunction,
      ];
    });
    expect(timing).toEqual(['splash-out', '1.2s', '0.5s', 'ease-in-out']);
    await letTimeRun();
    await splash.waitFor({ state: 'hidden', timeout: 4_000 });

    await page.reload();
    expect(await splashShown(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('splash-seen'))).toBe(true);
    await page.goto('/properties');
    expect(await splashShown(page)).toBe(false);

    const second = await context.newPage();
    await holdAnimations(second);
    await second.goto('/about');
    expect(await splashShown(second)).toBe(true);
    await context.close();
  });

  it('does not play again when a public page is reached by client-side navigation later on', async () => {
    const { context, page } = await openPage(browser(), 'desktop', { splash: true, motion: true });
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('.splash-screen').waitFor({ state: 'hidden', timeout: 4_000 });
    // a mark that a full page load would wipe out
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator('footer').getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.locator('.splash-screen').waitFor({ state: 'detached' });
    await page.goBack();
    // the public layout mounts the splash again
    await page.locator('.splash-screen').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await splashShown(page)).toBe(false);
    await context.close();
  });

  it('is not shown on the login page, and a first public page after it still greets', async () => {
    const { context, page } = await openPage(browser(), 'desktop', { splash: true, motion: true });
    await holdAnimations(page);
    await page.goto('/login');
    expect(await page.locator('.splash-screen').count()).toBe(0);
    await page.goto('/');
    expect(await splashShown(page)).toBe(true);
    await context.close();
  });

  for (const width of ['phone', 'desktop'] as const) {
    it(`covers the page while it shows, at ${widths[width]} px`, async () => {
      const { context, page } = await openPage(browser(), width, { splash: true, motion: true });
      await holdAnimations(page);
      await page.goto('/');
      const box = await page.locator('.splash-screen').boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: widths[width], height: page.viewportSize()?.height });
      await saveScreenshot(page, 'public-splash');
      await context.close();
    });
  }
});

describe('reduced motion', () => {
  const browser = useBrowser();
  let context: BrowserContext;

  async function reducedMotionPage(options: { splash: boolean }) {
    context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: widths.phone, height: 844 },
      reducedMotion: 'reduce',
    });
    if (!options.splash) await context.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204 }));
    return page;
  }

  it('keeps the splash for its 1.2 s without a fade or a pulse', async () => {
    const page = await reducedMotionPage({ splash: true });
    const letTimeRun = await holdAnimations(page);
    await page.goto('/');
    const splash = page.locator('.splash-screen');
    await expect.poll(() => splash.isVisible()).toBe(true);
    const style = await splash.evaluate((el) => {
      const own = getComputedStyle(el);
      const message = getComputedStyle(el.querySelector('.splash-message') as Element);
      return {
        delay: own.animationDelay,
        duration: Number.parseFloat(own.animationDuration),
        messageAnimation: message.animationName,
      };
    });
    expect(style.delay).toBe('1.2s');
    // no time to fade: gone at once after the delay
    expect(style.duration).toBeLessThanOrEqual(0.00001);
    expect(style.messageAnimation).toBe('none');
    expect(await visibleMotion(page)).toEqual([]);
    await letTimeRun();
    await splash.waitFor({ state: 'hidden', timeout: 3_000 });
    await context.close();
  });

  it('changes route without the overlay fade', async () => {
    const page = await reducedMotionPage({ splash: false });
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    const overlay = page.locator('[data-route-overlay]');
    expect(await overlay.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await overlay.evaluate((el) => (el.nextElementSibling as Element).getAnimations().length)).toBe(0);
    expect(await overlay.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    expect(await visibleMotion(page)).toEqual([]);
    await context.close();
  });
});

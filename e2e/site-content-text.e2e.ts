import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PageSlug, pageSlugs } from '#common/site-content.ts';
import { openPage } from './public-helpers.ts';
import { drawEveryPart, useBrowser, waitForHydration } from './support/browser.ts';

/**
 * Issue 12: the brochure pages render from the seeded content exactly as they did from the TSX copy. The
 * fixture holds each page's visible text (main content and footer, desktop width) captured from the build
 * before the change (`CAPTURE_PAGE_TEXT=1` writes it again from the current build).
 */
const fixture = path.resolve('e2e/fixtures/public-page-text.json');
const pathOf = (slug: PageSlug) => (slug === 'home' ? '/' : `/${slug}`);

/** What a visitor reads: the text of <main> and the footer, whitespace collapsed, one line per block. */
async function visibleText(browser: ReturnType<ReturnType<typeof useBrowser>>, slug: PageSlug) {
  const { context, page } = await openPage(browser, 'desktop');
  try {
    await page.goto(pathOf(slug));
    await waitForHydration(page);
    // what a visitor reads as they scroll: the parts skipped until near are drawn first
    await drawEveryPart(page);
    const text = await page.evaluate(() =>
      ['main', 'footer'].map((selector) => (document.querySelector(selector) as HTMLElement).innerText),
    );
    return (
      text
        .join('\n')
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line.length > 0)
        // the copyright year moves on; it is not content
        .map((line) => line.replace(/^© \d{4} /, '© YEAR '))
    );
  } finally {
    await context.close();
  }
}

describe('brochure pages read the same from the content model', () => {
  const browser = useBrowser();

  it.each([...pageSlugs])('shows every sentence of %s as before', async (slug) => {
    const seen = await visibleText(browser(), slug);
    const stored = JSON.parse(await fs.readFile(fixture, 'utf8').catch(() => '{}')) as Record<
      string,
      string[]
    >;
    if (process.env.CAPTURE_PAGE_TEXT === '1') {
      stored[slug] = seen;
      await fs.mkdir(path.dirname(fixture), { recursive: true });
      await fs.writeFile(fixture, `${JSON.stringify(stored, null, 2)}\n`);
    }
    expect(stored[slug]).toBeDefined();
    expect(seen).toEqual(stored[slug]);
  });
});

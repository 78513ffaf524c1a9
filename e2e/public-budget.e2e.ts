import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localisedPath } from '#common/i18n/paths.ts';
import { launchChromium, measurePage, type PageReport, pagesToMeasure } from '../scripts/perf-budget.ts';
import { baseUrl } from './support/browser.ts';

/**
 * The rules of the performance budget that our code controls (scripts/perf-budget.ts measures them).
 * Issue 44 asked for 100 KB per public page, framework included; the framework alone (React DOM 64.1 KB,
 * React Router with React 42.5 KB, the browser entry 1.8 KB) is 108.3 KB gzip, so no page can meet it
 * while it hydrates with React DOM and React Router (ADR 0055). The limits below are what the pages
 * weighed when that was measured (2026-12-07), with under 1 KB of room: our own code may not grow unseen.
 */
// 25 KB from 2026-11-23 to 2026-12-07; / is 21.7 KB (issue 44).
const ownCodeLimitKb = 22.5;
// Issue 13: 130 KB, 131 since 2026-12-06 (/ sat at 133,103-133,143 B from one build to the next with no
// change of its own: the chunks' content-hashed names, written inside the files that import them, compress
// differently). / is the heaviest page but the property page: 133,143 B on 2026-12-07.
const pageLimitKb = 131;
// Issue 40 put the price of the chosen stay on the property page (the itemized quote, its cancellation
// deadlines, the dates form, the phone's booking bar and the quote's API call): /property/1 went from 6.9 to
// 9.7 KB of its own code. 137 KB in all until issue 44 (ADR 0055), which measured it at 136,812 B.
// Issue 41's Request to book (a plain link, and the quote's line names shared with the request page and the
// emails, common/quote-labels.ts) took its own code from 26.5 to 27,168 B and the page to 138,051 B on
// 2026-12-07: 27 KB and 135.5 KB.
const propertyPageLimits = { ownCodeKb: 27, pageKb: 135.5 };
// Issue 38 (ADR 0049) put the contact form on Conform, posting to the page's action through a fetcher:
// Conform's chunk is 9.0 KB gzip (9,221 B); the API client and the lazily loaded zod rules left the page, and
// the fetcher's hook added 0.3 KB to the framework chunk (every page). On 2026-12-07 /contact's own code went
// from 19.6 to 27.4 KB (28,029 B) and the page from 127.9 to 136.0 KB: its limits are the others' raised by
// less than what Conform costs, 28 KB and 136.5 KB.
const contactPageLimits = { ownCodeKb: 28, pageKb: 136.5 };
const limitsFor = (path: string) => {
  if (/^(\/fr)?\/property\//.test(path)) return propertyPageLimits;
  if (/^(\/fr)?\/contact$/.test(path)) return contactPageLimits;
  return { ownCodeKb: ownCodeLimitKb, pageKb: pageLimitKb };
};

// Issue 28: a French page loads, beside its English twin's code, the French of the public pages' texts (one
// chunk, common/i18n/french/public-pages.ts: 6.6 KB when this was written), before it hydrates. That part is
// held to a limit of its own, and the rest of the page to the English page's budget: the French strings cost
// French pages only (ADR 0038).
// Issue 40 added the texts of a stay's price (the quote's lines, its cancellation deadlines, its refusals, the
// cards' totals: 0.5 KB), taking them to 7.5 KB: the limit was 8 KB. Issue 41's request page and the guide's
// booking summary, and issue 43's no-break spaces before every colon, took them to 8,318 B: 8.5 KB.
const frenchTextsLimitKb = 8.5;
const frenchTexts = (report: PageReport) =>
  report.scripts.filter((script) => /\/(public|private)-pages-[\w-]+\.js$/.test(script.url));

describe('performance budget of the public pages', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('loads no back-office code, sizes every picture, preloads the hero, self-hosts fonts, keeps the JavaScript within its limits and after the first paint', async () => {
    const lines: string[] = [];
    for (const path of await pagesToMeasure(baseUrl())) {
      const report = await measurePage(browser, baseUrl(), path);
      lines.push(
        `${path.padEnd(24)} total ${(report.jsGzip / 1024).toFixed(1)} KB = framework ${(report.frameworkGzip / 1024).toFixed(1)} KB + ours ${(report.appGzip / 1024).toFixed(1)} KB`,
      );
      expect(report.adminChunks, path).toEqual([]);
      expect(report.imagesWithoutSize, path).toEqual([]);
      expect(report.foreignFonts, path).toEqual([]);
      if (!path.startsWith('/property/')) {
        expect(report.heroPreload, path).toBeTruthy();
        expect(report.imagePreloads, path).toBe(1);
      }
      expect(report.appGzip, path).toBeLessThanOrEqual(limitsFor(path).ownCodeKb * 1024);
      expect(report.jsGzip, path).toBeLessThanOrEqual(limitsFor(path).pageKb * 1024);
      // the picture, stylesheet and fonts come before the code that hydrates the page (ADR 0024): the head
      // preloads no module, and the browser asks for the first script after it has shown the first paint
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      expect(html.slice(0, html.indexOf('</head>')), path).not.toContain('modulepreload');
      expect(report.scriptsBeforeFirstPaint, path).toEqual([]);
      expect(report.jsGzip, path).toBeGreaterThan(report.frameworkGzip);
    }
    console.log(`JavaScript per page (gzip):\n${lines.join('\n')}`);
  }, 120_000);

  it('gives a French page the budget of its English twin plus the French texts, which English pages never load', async () => {
    const lines: string[] = [];
    for (const path of await pagesToMeasure(baseUrl())) {
      const english = await measurePage(browser, baseUrl(), path);
      const french = await measurePage(browser, baseUrl(), localisedPath(path, 'fr'));
      expect(frenchTexts(english), path).toEqual([]);
      const texts = frenchTexts(french);
      expect(texts, path).toHaveLength(1);
      const textsGzip = texts[0]?.gzip ?? 0;
      lines.push(
        `${localisedPath(path, 'fr').padEnd(27)} total ${(french.jsGzip / 1024).toFixed(1)} KB = French texts ${(textsGzip / 1024).toFixed(1)} KB + the rest ${((french.jsGzip - textsGzip) / 1024).toFixed(1)} KB (English ${(english.jsGzip / 1024).toFixed(1)} KB)`,
      );
      expect(textsGzip, path).toBeLessThanOrEqual(frenchTextsLimitKb * 1024);
      expect(french.jsGzip - textsGzip, path).toBeLessThanOrEqual(limitsFor(path).pageKb * 1024);
      expect(french.adminChunks, path).toEqual([]);
      expect(french.scriptsBeforeFirstPaint, path).toEqual([]);
    }
    console.log(`JavaScript per French page (gzip):\n${lines.join('\n')}`);
  }, 180_000);

  it('sends the listing and home pages only what their cards show, not every home’s whole record', async () => {
    const homes = (await (await fetch(new URL('/api/v1/properties', baseUrl()))).json()) as Array<{
      name: string;
      description: string;
      address_description: string;
    }>;
    expect(homes.length).toBeGreaterThan(0);
    // a plain run of words of each text, free of anything HTML or JSON would escape
    const phrase = (text: string) => /[A-Za-z][A-Za-z ]{24,}/.exec(text)?.[0] ?? '';
    // (homes other journeys made may have texts too short to hold such a run; the demo homes all do)
    const phrases = homes.flatMap((home) =>
      [home.description, home.address_description].map(phrase).filter((p) => p.length > 0),
    );
    expect(phrases.length).toBeGreaterThanOrEqual(homes.length);
    for (const path of ['/properties', '/']) {
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      for (const p of phrases) expect(html.includes(p), `${path}: ${p}`).toBe(false);
    }
    const listing = await (await fetch(new URL('/properties', baseUrl()))).text();
    // the cards themselves are all there (names with characters HTML escapes are left out of this check)
    for (const home of homes) if (/^[\w ]+$/.test(home.name)) expect(listing).toContain(home.name);
  });
});

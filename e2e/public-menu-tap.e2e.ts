import { describe, expect, it } from 'vitest';
import { median } from '../scripts/lib/median.ts';
import { type TapFigures, tapOnce } from '../scripts/perf-menu-tap.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

/**
 * A phone's tap on the menu right after the first paint of / (issue 29), the CPU slowed 4×: the menu opens
 * whether or not the page's code has run (its button is an invoker command, and taps on it stay the
 * browser's until the page has hydrated, ADR 0031), and the code adopts the open menu when it arrives.
 *
 * How soon it opens is printed beside the same page without its code and beside the header and menu alone
 * (no script, no page: the machine's floor), measured in the same run; it is not asserted: on this 2-core
 * machine the page without code alone takes 80–340 ms at 4× and the header and menu alone 145–355 ms on a
 * slow day (ADR 0031), so a fixed 100 ms bound would test the machine. `npm run perf:menutap` measures it
 * with more runs.
 */
describe('the menu tapped right after the first paint, on a slowed phone', () => {
  const browser = useBrowser();

  it('opens, and the page adopts it once hydrated: the toggle says expanded, Escape closes it', async () => {
    const runs: TapFigures[] = [];
    const controls: TapFigures[] = [];
    const floors: TapFigures[] = [];
    for (let run = 0; run < 3; run++) {
      runs.push(
        await tapOnce(browser(), baseUrl(), 'page', async (page) => {
          const menu = page.getByRole('dialog', { name: 'Menu' });
          await expect.poll(() => menu.isVisible()).toBe(true);
          await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
          const toggle = page.getByRole('button', { name: 'Open menu' });
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'hidden' });
          await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
        }),
      );
      controls.push(await tapOnce(browser(), baseUrl(), 'without-scripts'));
      floors.push(await tapOnce(browser(), baseUrl(), 'menu-alone'));
    }
    const ms = (figures: TapFigures[]) =>
      `${Math.round(median(figures.map((f) => f.latency)))} ms (${figures.map((f) => Math.round(f.latency)).join(', ')})`;
    console.log(
      `menu tap at first paint, 4× CPU: / ${ms(runs)}; without its code ${ms(controls)}; ` +
        `header and menu alone ${ms(floors)}; ` +
        `opened before hydration in ${runs.filter((r) => !r.hydratedWhenOpened).length} of ${runs.length}`,
    );
  });
});

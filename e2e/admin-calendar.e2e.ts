import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#common/site-dates.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  fromThisSite,
  newPage,
  screenshot,
  useBrowser,
  type Width,
  waitForHydration,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

/** Dates as the server sees them (the site's default zone; the journey server does not change it). */
const today = todayIn('America/Vancouver');
const stay = { start: addDays(today, 200), end: addDays(today, 204) };
const compact = (date: string) => date.replaceAll('-', '');

describe('back office: a property calendar', () => {
  const browser = useBrowser();
  let feedServer: http.Server;
  let feedUrl: string;
  let propertyId: number;

  beforeAll(async () => {
    // a channel's export, served from this machine (the journey server allows private addresses)
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
      'BEGIN:VEVENT',
      'UID:journey@airbnb.com',
      `DTSTART;VALUE=DATE:${compact(stay.start)}`,
      `DTEND;VALUE=DATE:${compact(stay.end)}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    feedServer = http.createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(ics),
    );
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/airbnb.ics`;
    const properties = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as { id: number }[];
    propertyId = properties.at(-1)!.id;
  });
  afterAll(async () => {
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
  });

  it.each<Width>(['phone', 'desktop'])(
    'staff add a feed and a manual block and see both, told apart (%s)',
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
      });
      expect(login.status()).toBe(200);
      await page.goto(`/admin/propertymanager/edit/${propertyId}`, { waitUntil: 'domcontentloaded' });
      await waitForHydration(page);
      await page
        .getByRole('navigation', { name: 'Property' })
        .getByRole('link', { name: 'Calendar' })
        .click();
      await page.getByRole('heading', { name: /^Calendar of / }).waitFor();
      // the demo bookings are there already
      await page.getByText('Blocked by staff').first().waitFor();

      const label = `Airbnb ${width}`;
      await page.getByLabel('Label').fill(label);
      await page.getByLabel('Feed address (.ics)').fill(feedUrl);
      await page.getByRole('button', { name: 'Add feed' }).click();
      await page.getByText(label, { exact: true }).waitFor();
      await page.getByText('Not synced yet').waitFor();
      await page.getByRole('button', { name: 'Sync now' }).click();
      await page.getByText(/^OK: 1 booking, last synced /).waitFor();

      const note = `Owner stay (${width})`;
      const block = { start: addDays(today, 30), end: addDays(today, 33) };
      await page.getByLabel('First night').fill(block.start);
      await page.getByLabel('Check-out day').fill(block.end);
      await page.getByLabel('Private note (optional)').fill(note);
      await page.getByRole('button', { name: 'Block dates' }).click();
      const blocks = page.getByRole('list', { name: 'Blocks' });
      await blocks.getByText(`Blocked by staff · ${note}`).waitFor();
      // the month grid says per night how it is booked, in text
      const night = new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${addDays(today, 31)}T00:00:00Z`),
      );
      await page.getByText(`${night}: blocked by staff`).waitFor({ state: 'attached' });

      // the imported stay is beyond the six months shown; the export feed carries it with the manual block
      const exportUrl = await page.getByLabel('Export address').inputValue();
      const exported = await (await fetch(exportUrl.replace(/^https?:\/\/[^/]+/, baseUrl()))).text();
      // runs of blocked nights are joined in the export (a demo booking may touch the new block)
      const covered = (night: string) =>
        [...exported.matchAll(/DTSTART;VALUE=DATE:(\d{8})\r\nDTEND;VALUE=DATE:(\d{8})/g)].some(
          ([, start, end]) => (start as string) <= compact(night) && compact(night) < (end as string),
        );
      for (const night of [stay.start, addDays(stay.end, -1), block.start, addDays(block.end, -1)])
        expect(covered(night), night).toBe(true);
      expect(covered(stay.end)).toBe(false);
      expect(exported).not.toContain('Owner stay');

      await expectNoAxeViolations(page);
      await screenshot(page, 'admin-calendar');

      // clean up through the screen: remove the block and the feed
      await blocks.getByRole('button', { name: `Remove block ${block.start} to ${block.end}` }).click();
      await blocks.getByText(`Blocked by staff · ${note}`).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Remove feed ${label}` }).click();
      await page.getByText(label, { exact: true }).waitFor({ state: 'detached' });
      await context.close();
    },
  );

  it.each<Width>(['phone', 'desktop'])(
    "draws a stay's nights and warns before a block over them, naming the guest; 'Block anyway' blocks (%s)",
    async (width) => {
      const { context, page } = await newPage(browser(), width);
      const login = await context.request.post('/api/v1/users/auth/login', {
        data: { name: e2eAdmin.name, password: e2eAdmin.password },
      });
      expect(login.status()).toBe(200);
      // a stay of its own for each width; the demo's blocks may hold those nights (staff confirm the overlap)
      const arrival = addDays(today, width === 'phone' ? 45 : 52);
      const guest = `Rosa Calendar ${width}`;
      const made = await context.request.post(`/api/v1/properties/${propertyId}/stays`, {
        headers: fromThisSite(),
        data: { guest_name: guest, arrival, departure: addDays(arrival, 3), allow_overlap: true },
      });
      expect(made.status()).toBe(201);
      const stay = (await made.json()) as { id: number };

      await page.goto(`/admin/propertymanager/edit/${propertyId}/calendar`, {
        waitUntil: 'domcontentloaded',
      });
      await waitForHydration(page);
      await page.getByRole('heading', { name: /^Calendar of / }).waitFor();
      // the stay's nights are drawn as the stay's, and say whose in text
      const night = addDays(arrival, 1);
      const cell = page.locator(`[data-stay-night="${night}"]`);
      await cell.waitFor();
      expect(await cell.textContent()).toContain(`${guest}'s stay`);
      expect(await page.locator(`[data-stay-night="${addDays(arrival, 3)}"]`).count()).toBe(0);

      // a block typed over the stay's nights: refused with the guest and dates, nothing blocked yet
      const note = `Plumber (${width})`;
      await page.getByLabel('First night').fill(night);
      await page.getByLabel('Check-out day').fill(addDays(arrival, 2));
      await page.getByLabel('Private note (optional)').fill(note);
      await page.getByRole('button', { name: 'Block dates' }).click();
      const warning = page.locator('[data-overlap]');
      await warning.waitFor();
      expect(await warning.getAttribute('role')).toBe('alert');
      expect(await warning.textContent()).toContain(`${guest}'s stay`);
      const blocks = page.getByRole('list', { name: 'Blocks' });
      expect(await blocks.getByText(`Blocked by staff · ${note}`).count()).toBe(0);
      // no notice dialog on top: the refusal is shown where the block was typed
      expect(await page.getByRole('dialog').count()).toBe(0);
      await expectNoAxeViolations(page);
      await warning.scrollIntoViewIfNeeded();
      await screenshot(page, 'admin-calendar-block-over-stay');

      await warning.getByRole('button', { name: 'Block anyway' }).click();
      await blocks.getByText(`Blocked by staff · ${note}`).waitFor();
      await warning.waitFor({ state: 'detached' });
      // the night is a double booking now, drawn and said as one
      expect(await cell.textContent()).toContain('double-booked');

      const listed = (await (
        await context.request.get(
          `/api/v1/properties/${propertyId}/calendar/blocks?from=${night}&to=${addDays(night, 1)}`,
        )
      ).json()) as { blocks: { id: number; note: string | null }[] };
      for (const b of listed.blocks.filter((b) => b.note === note))
        await context.request.delete(`/api/v1/properties/${propertyId}/calendar/blocks/${b.id}`, {
          headers: fromThisSite(),
        });
      await context.request.delete(`/api/v1/properties/${propertyId}/stays/${stay.id}`, {
        headers: fromThisSite(),
      });
      await context.close();
    },
  );
});

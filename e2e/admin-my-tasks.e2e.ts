import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '#common/site-dates.ts';
import type { Task } from '#common/tasks.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  fromThisSite,
  newPage,
  screenshot,
  useBrowser,
} from './support/browser.ts';
import { e2eAdmin } from './support/global-setup.ts';

const today = todayIn('America/Vancouver');
const housekeeper = { name: 'tidy', password: 'tidy-housekeeper-1' };
const guest = 'Journey Tidy';

/** Issue 42, item 4: the housekeeper's phone, with the offline queue. */
describe('back office: my tasks on a phone', () => {
  const browser = useBrowser();
  let taskId: number;

  beforeAll(async () => {
    const { context } = await newPage(browser(), 'desktop');
    const request = context.request;
    expect((await request.post('/api/v1/users/auth/login', { data: e2eAdmin })).status()).toBe(200);
    const user = await request.post('/api/v1/users', {
      headers: fromThisSite(),
      data: { ...housekeeper, role: 'housekeeping' },
    });
    expect(user.status()).toBe(201);
    const properties = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as { id: number }[];
    const home = properties.at(-1)!.id;
    const checklist = await request.put(`/api/v1/properties/${home}/checklist`, {
      headers: fromThisSite(),
      data: { items: [{ label: 'Beds made' }, { label: 'Hot tub cover on', photo_required: true }] },
    });
    expect(checklist.status()).toBe(200);
    const stay = await request.post(`/api/v1/properties/${home}/stays`, {
      headers: fromThisSite(),
      data: { guest_name: guest, arrival: addDays(today, -2), departure: today, allow_overlap: true },
    });
    expect(stay.status()).toBe(201);
    const stayId = ((await stay.json()) as { id: number }).id;
    const cleans = (await (
      await request.get(`/api/v1/tasks?kind=clean&property_id=${home}`)
    ).json()) as Task[];
    taskId = cleans.find((t) => t.stay_id === stayId)!.id;
    const assigned = await request.patch(`/api/v1/tasks/${taskId}`, {
      headers: fromThisSite(),
      data: { assignee_id: ((await user.json()) as { id: number }).id },
    });
    expect(assigned.status()).toBe(200);
    await context.close();
  });

  it('ticks and photographs without signal, and sends each write once when the signal returns', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    await page.goto('/login?redirectTo=%2Fadmin%2Fmy-tasks');
    await page.getByLabel('Username').fill(housekeeper.name);
    await page.getByLabel('Password').fill(housekeeper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/my-tasks');
    const card = page.getByRole('article').filter({ hasText: `Clean after ${guest}` });
    await card.getByText('Beds made').waitFor();
    await screenshot(page, 'admin-my-tasks');
    await expectNoAxeViolations(page);
    // the tick rows are big enough for a thumb
    const row = await card.locator('label', { hasText: 'Beds made' }).boundingBox();
    expect(row!.height).toBeGreaterThanOrEqual(48);
    const camera = card.locator('input[type=file][capture=environment]').first();
    expect(await camera.getAttribute('accept')).toBe('image/*');

    await context.setOffline(true);
    await card.getByRole('checkbox', { name: 'Beds made' }).check();
    await card.getByRole('checkbox', { name: 'Hot tub cover on' }).check();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    await camera.setInputFiles({ name: 'tub.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Waiting to be sent: 2 ticks and 1 photo').waitFor();
    expect(await card.getByRole('checkbox', { name: 'Beds made' }).isChecked()).toBe(true);
    await screenshot(page, 'admin-my-tasks-offline');

    await context.setOffline(false);
    await page.getByText('Everything is sent.').waitFor({ timeout: 30_000 });
    const task = (await (await context.request.get(`/api/v1/tasks/${taskId}`)).json()) as Task;
    expect(task.checklist.map((i) => [i.label, i.done, i.done_by])).toEqual([
      ['Beds made', true, housekeeper.name],
      ['Hot tub cover on', true, housekeeper.name],
    ]);
    expect(task.photos).toHaveLength(1);
    expect(task.photos[0]!.item_id).toBe(task.checklist[1]!.id);

    await card.getByRole('button', { name: 'Mark done' }).click();
    await card.getByText(/· Done$/).waitFor();
    await screenshot(page, 'admin-my-tasks-done');
    const after = (await (await context.request.get(`/api/v1/tasks/${taskId}`)).json()) as Task;
    expect(after.status).toBe('done');
    expect(after.photos).toHaveLength(1);

    // a screen the role may not use, reached by its address: said plainly, with a way back (item 8)
    await page.goto('/admin/calendar');
    await page.getByRole('heading', { name: 'Not available for your role' }).waitFor();
    await screenshot(page, 'admin-not-for-role');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await context.close();
  });
});

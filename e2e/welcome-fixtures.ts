import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, inject } from 'vitest';
import { baseUrl, fromThisSite, newPage, type Width, widths } from './support/browser.ts';
import { e2eAdmin, e2eGuestPassword } from './support/global-setup.ts';

/** Test data and steps shared by the welcome-page journeys (e2e/welcome-*.e2e.ts). */

export const guestPassword = e2eGuestPassword;

/** Signs the e2e admin in through the API; the answer is the cookie header to send. */
export async function adminCookie(): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/v1/users/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...e2eAdmin, rememberMe: false }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A small mountain scene as PNG, a different sky per hue. */
async function scene(hue: number): Promise<Blob> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},45%,30%)"/><stop offset="1" stop-color="hsl(${hue + 30},60%,78%)"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <path d="M0 620 L260 330 L420 480 L640 220 L900 520 L1200 300 L1200 800 L0 800Z" fill="hsl(${hue},25%,22%)"/>
    <path d="M560 300 L640 220 L720 300 L680 292 L640 318 L600 292Z" fill="#fff"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

async function send(cookie: string, method: 'POST' | 'PUT', url: string, form: FormData) {
  const res = await fetch(`${baseUrl()}/api/v1${url}`, {
    method,
    headers: { cookie, ...fromThisSite() },
    body: form,
  });
  const body = await res.json();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(body)}`);
  return body as { id: number; name: string };
}

export async function createProperty(cookie: string, name: string): Promise<{ id: number; name: string }> {
  const form = new FormData();
  const fields: Record<string, string> = {
    name,
    description: 'A warm chalet minutes from the gondola.',
    address: '1 Test Road, Revelstoke, BC',
    address_description: 'At the end of the road.',
    bedrooms: '3',
    beds: '4',
    bathrooms: '2',
    sqft: '1500',
    max_guests: '6',
    minimum_nights: '2',
    guesty_link: 'https://example.com/book',
    amenities: 'Hot tub, Sauna',
    is_featured: 'false',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('cover_image', await scene(210), 'cover.png');
  return send(cookie, 'POST', '/properties', form);
}

/** The content of a welcome page with every section filled. */
export const fullWelcome = {
  owning_company: 'Selkirk Stays Ltd.',
  contact_phone: '250-555-0199',
  contact_email: 'host@example.com',
  checkout_time: '10:00',
  // what a guest may ask for (issue 43): offered when nobody else holds the home that day
  early_check_in: '13:00',
  late_checkout: '14:00',
  checkout_instructions: 'Start the dishwasher.\nLeave used towels in the bathtub.',
  garbage_info: 'Bears are active here: never leave garbage outside. Recycling goes in the blue bin.',
  garbage_location: 'Bear-proof enclosure beside the garage',
  // '#' as on a keypad, and so that no port number or hash in the page can contain the code by chance
  garbage_code: '4471#',
  wifi_network: 'Powder Hound Guest',
  wifi_password: 'FreshTracks-2025',
  parking_location: 'Driveway, room for two cars',
  parking_instructions: 'Park nose-in so the snowplough can clear the road.',
  house_rules: 'No smoking, No pets, Quiet hours from 10 PM to 8 AM',
  shuttle_description: 'The free ski shuttle stops at the corner every 20 minutes from 8 AM.',
  pm_contact: 'Dana Smith, 250-555-0142, dana@example.com',
  property_password: guestPassword,
};

export const hotTubVideoId = 'dQw4w9WgXcQ';

/** A property whose welcome page has every section filled (images included). */
export async function createFullProperty(cookie: string, name: string) {
  const property = await createProperty(cookie, name);
  const form = new FormData();
  form.append('property_id', String(property.id));
  for (const [key, value] of Object.entries(fullWelcome)) form.append(key, value);
  form.append('shuttle_images', await scene(30), 'shuttle-1.png');
  form.append('shuttle_images', await scene(60), 'shuttle-2.png');
  form.append('amenities[hot_tub][name]', 'Hot tub');
  form.append(
    'amenities[hot_tub][description]',
    'Lift the cover with the lever; keep the lid on when not in use.',
  );
  form.append('amenities[hot_tub][videoLink]', `https://www.youtube.com/watch?v=${hotTubVideoId}`);
  form.append('amenities[hot_tub][image]', await scene(180), 'hot-tub.png');
  form.append('amenities[sauna][name]', 'Sauna');
  form.append(
    'amenities[sauna][description]',
    'The switch is outside the door; it takes 30 minutes to heat.',
  );
  form.append('amenities[sauna][image]', await scene(0), 'sauna.png');
  await send(cookie, 'POST', '/properties/welcome', form);
  return property;
}

/** A property whose welcome page has only what is required: the property manager contact and password. */
export async function createBareProperty(cookie: string, name: string) {
  const property = await createProperty(cookie, name);
  const form = new FormData();
  form.append('property_id', String(property.id));
  form.append('pm_contact', 'Call Dana at 250-555-0142');
  form.append('property_password', guestPassword);
  await send(cookie, 'POST', '/properties/welcome', form);
  return property;
}

/** Logs the browser context in as a guest of the property through the API (shares the context's cookies). */
export async function logInAsGuest(context: BrowserContext, propertyId: number, nights = 3) {
  const res = await context.request.post(`/api/v1/properties/${propertyId}/guest-login`, {
    data: { password: guestPassword, stay_duration: nights },
  });
  expect(res.status()).toBe(200);
}

/** Ends every guest session of a property by moving its expiry into the past, straight in the database. */
export function expireGuestSessions(propertyId: number) {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'site.db'));
  try {
    db.prepare('UPDATE guest_sessions SET expires_at = ? WHERE property_id = ?').run(
      '2000-01-01T00:00:00.000Z',
      propertyId,
    );
  } finally {
    db.close();
  }
}

/** A stay of the property from today, made by the admin through the API: its id and personal link. */
export async function createStay(cookie: string, propertyId: number, arrival: string, departure: string) {
  const res = await fetch(`${baseUrl()}/api/v1/properties/${propertyId}/stays`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...fromThisSite() },
    body: JSON.stringify({ guest_name: 'Ending Journey', arrival, departure, allow_overlap: true }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; link: string };
}

/** Ends a stay as if its dates had passed (and its guests' sessions with it), straight in the database. */
export function endStay(stayId: number) {
  const db = new DatabaseSync(path.join(inject('dataDir'), 'site.db'));
  try {
    db.prepare('UPDATE stays SET arrival = ?, departure = ? WHERE id = ?').run(
      '2000-01-01',
      '2000-01-03',
      stayId,
    );
    db.prepare('UPDATE guest_sessions SET expires_at = ? WHERE stay_id = ?').run(
      '2000-01-03T18:00:00.000Z',
      stayId,
    );
  } finally {
    db.close();
  }
}

/** The splash screen of the site covers the first load for about 1.7 s; screenshots wait for it to go. */
export async function waitForSplash(page: Page) {
  await page.locator('.splash-screen').first().waitFor({ state: 'hidden', timeout: 5000 });
}

/** A browser context at the width; YouTube is stubbed (there is no internet here), and its requests counted. */
export async function openContext(browser: Browser, width: Width) {
  const { context, page } = await newPage(browser, width);
  const videoRequests: string[] = [];
  await context.route('https://www.youtube-nocookie.com/**', (route) => {
    videoRequests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Video</title><p>Video</p>',
    });
  });
  return { context, page, videoRequests };
}

/** axe-core with no violations: the shared check. */
export { expectNoAxeViolations as expectAccessible } from './support/browser.ts';

export { widths };

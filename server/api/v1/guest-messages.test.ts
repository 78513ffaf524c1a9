import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultFrenchTemplates } from '#common/guest-message-defaults.ts';
import type { Message, Template } from '#common/guest-messages.ts';
import type { Stay } from '#common/stay.ts';
import { liftAllLimits } from '../../domain/limits/limits.ts';
import { composeStayMessage } from '../../domain/messages/guest-message-compose.ts';
import { templateIn } from '../../domain/messages/message-templates.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';

// 10:00 in Vancouver (PST, UTC-8) on Mon 1 Dec 2025: past dates, whose offsets are settled history.
const start = new Date('2025-12-01T18:00:00.000Z');

const hostile = [
  'Hello {guest_name} <script>alert(1)</script>',
  '',
  '[open me](javascript:alert(1)) <a href="javascript:alert(2)">x</a> <img src=x onerror=alert(3)>',
  '',
  '[guide]({link})',
].join('\n');

/** Issue 25, item 4: the guest-mail API. */
describeEachEngine('guest messages API', (engine) => {
  let t: TestApp;
  let cookie: string;
  let propertyId: number;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => start, limiters: liftAllLimits() });
    cookie = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, cookie, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, cookie, propertyId, { check_in_time: '16:00', door_code: '4821' });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('stays').execute();
    await t.db.kysely.deleteFrom('message_templates').execute();
    await t.db.kysely.deleteFrom('translations').where('kind', '=', 'message_template').execute();
    await t.db.kysely.deleteFrom('site_settings').where('name', '=', 'guide_days_before').execute();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const addStay = async (guest_email: string | null, arrival = '2025-12-11', departure = '2025-12-14') => {
    const res = await call('POST', `/properties/${propertyId}/stays`, {
      guest_name: 'Priya <b>Shah</b>',
      arrival,
      departure,
      guest_email,
      allow_overlap: true,
    });
    if (res.statusCode !== 201) throw new Error(`add stay failed: ${res.statusCode} ${res.body}`);
    return res.json() as Stay;
  };

  describe('French templates (issue 28)', () => {
    const templateOf = async (kind: string) =>
      ((await call('GET', '/message-templates')).json() as Template[]).find((tpl) => tpl.kind === kind)!;

    it('starts each kind with its default French, with only known placeholders', async () => {
      const templates = (await call('GET', '/message-templates')).json() as Template[];
      for (const template of templates) {
        expect(template.translations.fr).toEqual(defaultFrenchTemplates[template.kind]);
        expect(template.translations.fr?.body).toMatch(/^Bonjour \{guest_name\},/);
      }
      const saved = await call('PUT', '/message-templates/after', templates[3] as Template);
      expect(saved.statusCode).toBe(200);
    });

    it('writes the French beside the English and reads it back; a blank French goes back to English', async () => {
      const body = {
        subject: 'See you soon, {guest_name}',
        body: 'Your guide: {link}',
        enabled: true,
        translations: { fr: { subject: 'À bientôt, {guest_name}', body: 'Votre guide : {link}' } },
      };
      const res = await call('PUT', '/message-templates/arrival', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind: 'arrival', translations: body.translations });
      expect((await templateOf('arrival')).translations).toEqual(body.translations);
      expect(await templateIn(t.app.domain, 'arrival', 'fr')).toMatchObject({
        subject: 'À bientôt, {guest_name}',
        body: 'Votre guide : {link}',
        lang: 'fr',
        untranslated: [],
      });

      const blanked = await call('PUT', '/message-templates/arrival', {
        ...body,
        translations: { fr: { subject: '  ' } },
      });
      expect(blanked.statusCode).toBe(200);
      expect((await templateOf('arrival')).translations).toEqual({ fr: { body: 'Votre guide : {link}' } });
      expect(await templateIn(t.app.domain, 'arrival', 'fr')).toMatchObject({
        subject: 'See you soon, {guest_name}',
        body: 'Votre guide : {link}',
        untranslated: ['subject'],
      });
      expect(await templateIn(t.app.domain, 'arrival', 'en')).toMatchObject({
        subject: 'See you soon, {guest_name}',
        body: 'Your guide: {link}',
        untranslated: [],
      });
    });

    it('keeps the default French when a kind is first saved without translations', async () => {
      const res = await call('PUT', '/message-templates/checkout', {
        subject: 'Checkout tomorrow',
        body: 'Bye {guest_name}',
        enabled: true,
      });
      expect(res.statusCode).toBe(200);
      expect((await templateOf('checkout')).translations.fr).toEqual(defaultFrenchTemplates.checkout);
      expect((await templateIn(t.app.domain, 'checkout', 'fr')).subject).toBe(
        defaultFrenchTemplates.checkout.subject,
      );
    });

    it('refuses unknown placeholders in the French with a 400 naming them, and stores nothing', async () => {
      const res = await call('PUT', '/message-templates/guide', {
        subject: 'Hi {guest_name}',
        body: 'Your guide: {link}',
        enabled: true,
        translations: { fr: { subject: 'Code {code_porte}', body: 'Bonjour {nom}, {link} {wifi}' } },
      });
      expect(res.statusCode).toBe(400);
      const error = res.json() as { fields: Record<string, string> };
      expect(error.fields['translations.fr.subject']).toBe(
        'French subject has unknown placeholders: {code_porte}',
      );
      expect(error.fields['translations.fr.body']).toBe(
        'French body has unknown placeholders: {nom}, {wifi}',
      );
      expect(await templateOf('guide')).toMatchObject({
        updated_at: '',
        translations: { fr: defaultFrenchTemplates.guide },
      });
      const other = await call('PUT', '/message-templates/guide', {
        subject: 'Hi',
        body: 'Hello',
        enabled: true,
        translations: { de: { subject: 'Hallo' } },
      });
      expect(other.statusCode).toBe(400);
    });

    it('previews a French text for a French sample guest', async () => {
      const res = await call('POST', '/message-templates/checkout/preview', {
        subject: 'Départ demain : {property_name}',
        body: 'Bonjour {guest_name},\n\nAvant de partir :\n\n{checkout_steps}',
        lang: 'fr',
      });
      expect(res.statusCode).toBe(200);
      const preview = res.json() as { subject: string; text: string; html: string };
      expect(preview.subject).toBe('Départ demain : Mountain View Chalet');
      expect(preview.text).toContain('Bonjour Alex Sample,');
      expect(preview.text).toContain('Lancez le lave-vaisselle');
      const english = await call('POST', '/message-templates/checkout/preview', {
        subject: 'Bye',
        body: '{checkout_steps}',
      });
      expect((english.json() as { text: string }).text).toContain('Start the dishwasher');
      const wrong = await call('POST', '/message-templates/checkout/preview', {
        subject: 'Bye',
        body: 'x',
        lang: 'de',
      });
      expect(wrong.statusCode).toBe(400);
      expect((wrong.json() as { fields: Record<string, string> }).fields.lang).toBe(
        'Language must be en or fr',
      );
    });
  });

  describe('templates', () => {
    it('starts with a default text for each kind, enabled, using only known placeholders', async () => {
      const res = await call('GET', '/message-templates');
      expect(res.statusCode).toBe(200);
      const templates = res.json() as Template[];
      expect(templates.map((tpl) => [tpl.kind, tpl.enabled])).toEqual([
        ['guide', true],
        ['arrival', true],
        ['checkout', true],
        ['after', true],
      ]);
      for (const template of templates) {
        const saved = await call('PUT', `/message-templates/${template.kind}`, template);
        expect(saved.statusCode).toBe(200);
      }
    });

    it('saves a text and answers it; the next read has it', async () => {
      const body = { subject: 'See you soon, {guest_name}', body: 'Your guide: {link}', enabled: true };
      const res = await call('PUT', '/message-templates/arrival', body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ kind: 'arrival', ...body, updated_at: start.toISOString() });
      const list = (await call('GET', '/message-templates')).json() as Template[];
      expect(list.find((tpl) => tpl.kind === 'arrival')).toMatchObject(body);
    });

    it('refuses unknown placeholders with a 400 naming them', async () => {
      const res = await call('PUT', '/message-templates/guide', {
        subject: 'Code {door_code}',
        body: 'Hi {guest_name}, {wifi_password} and {door_code}',
        enabled: true,
      });
      expect(res.statusCode).toBe(400);
      const error = res.json() as { message: string; fields: Record<string, string> };
      expect(error.fields.body).toBe('Body has unknown placeholders: {wifi_password}, {door_code}');
      expect(error.fields.subject).toBe('Subject has unknown placeholders: {door_code}');
      expect(
        (await call('PUT', '/message-templates/nonsense', { subject: 'a', body: 'b', enabled: true }))
          .statusCode,
      ).toBe(400);
    });

    it('previews a text with a sample stay, without script or javascript: links in the HTML', async () => {
      const res = await call('POST', '/message-templates/guide/preview', {
        subject: 'Hi {guest_name}',
        body: hostile,
      });
      expect(res.statusCode).toBe(200);
      const preview = res.json() as { subject: string; text: string; html: string };
      expect(preview.subject).toBe('Hi Alex Sample');
      expect(preview.text).toContain('Hello Alex Sample');
      expect(preview.html).toContain('href="http://localhost:3000/welcome/1/s/sample-link"');
      expect(preview.html).not.toMatch(/<script|<img|<a href="javascript:|href="javascript:/i);
    });

    it('keeps a guest name and a saved template from adding markup to a real mail', async () => {
      await call('PUT', '/message-templates/guide', { subject: 'Hi', body: hostile, enabled: true });
      const stay = await addStay('guest@example.com');
      const mail = await composeStayMessage(t.app.domain, stay.id, 'guide');
      expect(mail.html).toContain('Priya &lt;b&gt;Shah&lt;/b&gt;');
      expect(mail.html).not.toMatch(/<script|<img|<b>|href="javascript:/i);
      expect(mail.html).toContain(`href="${stay.link}"`);
    });

    it("gives the thank-you the stay's own review link (the site's address outside the review window)", async () => {
      const stay = await addStay('guest@example.com');
      const mail = await composeStayMessage(t.app.domain, stay.id, 'after');
      expect(mail.html).toContain(`href="${stay.review_link ?? 'http://localhost:3000'}"`);
      expect(mail.text).toContain('tell other travellers about your stay');
    });

    it('cancels what is not sent when a kind is switched off, and plans it again when switched on', async () => {
      const stay = await addStay('guest@example.com');
      const off = await call('PUT', '/message-templates/checkout', {
        subject: 'x',
        body: 'y',
        enabled: false,
      });
      expect(off.statusCode).toBe(200);
      const stays = (await call('GET', `/properties/${propertyId}/stays`)).json() as Stay[];
      expect(stays.find((s) => s.id === stay.id)?.messages.checkout?.status).toBe('cancelled');
      await call('PUT', '/message-templates/checkout', { subject: 'x', body: 'y', enabled: true });
      const again = (await call('GET', `/properties/${propertyId}/stays`)).json() as Stay[];
      expect(again.find((s) => s.id === stay.id)?.messages.checkout).toEqual({
        status: 'scheduled',
        send_at: '2025-12-14T02:00:00.000Z',
      });
    });
  });

  describe('per stay', () => {
    it('leaves out the kinds switched off for a stay, and plans them once switched on again', async () => {
      const res = await call('POST', `/properties/${propertyId}/stays`, {
        guest_name: 'Sam',
        arrival: '2025-12-11',
        departure: '2025-12-14',
        guest_email: 'sam@example.com',
        messages_off: ['arrival', 'after', 'arrival'],
        allow_overlap: true,
      });
      expect(res.statusCode).toBe(201);
      const stay = res.json() as Stay;
      expect(stay.messages_off).toEqual(['arrival', 'after']);
      expect(stay.messages.arrival).toBeNull();
      expect(stay.messages.guide?.status).toBe('scheduled');
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${propertyId}/stays/${stay.id}`,
        payload: { messages_off: ['guide'] },
        headers: { cookie },
      });
      expect(patched.statusCode).toBe(200);
      expect((patched.json() as Stay).messages).toMatchObject({
        guide: { status: 'cancelled' },
        arrival: { status: 'scheduled', send_at: '2025-12-11T17:00:00.000Z' },
        after: { status: 'scheduled' },
      });
      const bad = await call('POST', `/properties/${propertyId}/stays`, {
        guest_name: 'Sam',
        arrival: '2025-12-20',
        departure: '2025-12-21',
        messages_off: ['sms'],
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('messages', () => {
    it('lists the outbox with filters and refuses a bad status', async () => {
      const a = await addStay('a@example.com');
      await addStay('b@example.com', '2025-12-20', '2025-12-22');
      const all = (await call('GET', '/messages')).json() as Message[];
      expect(all).toHaveLength(8);
      const ofA = (await call('GET', `/messages?stay_id=${a.id}`)).json() as Message[];
      expect(ofA.map((m) => [m.kind, m.to, m.status, m.attempts])).toEqual([
        ['guide', 'a@example.com', 'scheduled', 0],
        ['arrival', 'a@example.com', 'scheduled', 0],
        ['checkout', 'a@example.com', 'scheduled', 0],
        ['after', 'a@example.com', 'scheduled', 0],
      ]);
      // a date is its 00:00 in Vancouver: 4 December 10:00 is in, 11 December 09:00 is not
      const window = (await call('GET', '/messages?from=2025-12-04&to=2025-12-11')).json() as Message[];
      expect(window.map((m) => [m.stay_id, m.kind])).toEqual([[a.id, 'guide']]);
      const bad = await call('GET', '/messages?status=lost');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toHaveProperty('message');
    });

    it('lists at most 1000, failures first, then what is coming, then the most recent sent: none hidden by old mail', async () => {
      const upcoming = await addStay('next@example.com');
      // 1040 mails sent over the past weeks, from 260 older stays, and one recent failure and cancellation
      const hour = 3_600_000;
      const newest = Date.parse('2025-11-29T00:00:00.000Z');
      const at = (hoursBefore: number) => new Date(newest - hoursBefore * hour).toISOString();
      const kinds = ['guide', 'arrival', 'checkout', 'after'] as const;
      for (let batch = 0; batch < 261; batch += 87) {
        const stays = await t.db.kysely
          .insertInto('stays')
          .values(
            Array.from({ length: 87 }, (_, i) => ({
              property_id: propertyId,
              guest_name: `Old ${batch + i}`,
              arrival: '2025-10-01',
              departure: '2025-10-03',
              token_hash: `old-hash-${batch + i}`,
              link_nonce: `old-nonce-${batch + i}`,
              revoked_at: null,
              created_by: null,
              created_at: at(2000),
              guest_email: `old${batch + i}@example.com`,
              note: null,
              reservation_feed_id: null,
              reservation_uid: null,
              reservation_summary: null,
            })),
          )
          .returning('id')
          .execute();
        type Row = { id: number; kind: string; status: string; send_at: string; sent_at: string | null };
        const rows = stays.flatMap(({ id }, i): Row[] => {
          const n = batch + i;
          if (n === 260) {
            return [
              { id, kind: 'guide', status: 'failed', send_at: at(-30), sent_at: null },
              { id, kind: 'arrival', status: 'cancelled', send_at: at(-20), sent_at: null },
            ];
          }
          if (n > 260) return [];
          return kinds.map((kind, k) => ({
            id,
            kind,
            status: 'sent',
            send_at: at(n * 4 + k),
            sent_at: at(n * 4 + k),
          }));
        });
        if (rows.length === 0) continue;
        await t.db.kysely
          .insertInto('guest_messages')
          .values(
            rows.map((r) => ({
              stay_id: r.id,
              property_id: propertyId,
              kind: r.kind,
              to_address: 'old@example.com',
              status: r.status,
              send_at: r.send_at,
              next_attempt_at: r.send_at,
              sent_at: r.sent_at,
              last_error: r.status === 'failed' ? 'Mailbox full' : null,
              claimed_by: null,
              created_at: r.send_at,
            })),
          )
          .execute();
      }

      const res = await call('GET', '/messages');
      expect(res.statusCode).toBe(200);
      const list = res.json() as Message[];
      expect(list).toHaveLength(1000);
      expect(list.slice(0, 5).map((m) => [m.status, m.kind, m.stay_id === upcoming.id])).toEqual([
        ['failed', 'guide', false],
        ['scheduled', 'guide', true],
        ['scheduled', 'arrival', true],
        ['scheduled', 'checkout', true],
        ['scheduled', 'after', true],
      ]);
      // then the cancelled and the sent, most recent first
      expect(list[5]).toMatchObject({ status: 'cancelled', send_at: at(-20) });
      expect(list[6]).toMatchObject({ status: 'sent', sent_at: at(0) });
      const done = list.slice(6).map((m) => m.sent_at ?? '');
      expect(done).toEqual([...done].sort().reverse());
      expect(list.at(-1)?.sent_at).toBe(at(993));
    });

    it('sends now: 202 with the message due at once, 409 without an email, 404 for an unknown stay', async () => {
      const stay = await addStay('guest@example.com');
      const res = await call('POST', `/stays/${stay.id}/messages/guide/send`);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({
        stay_id: stay.id,
        kind: 'guide',
        status: 'scheduled',
        send_at: start.toISOString(),
        to: 'guest@example.com',
      });
      const noEmail = await addStay(null, '2025-12-20', '2025-12-22');
      const conflict = await call('POST', `/stays/${noEmail.id}/messages/guide/send`);
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().message).toBe('This stay has no guest email');
      expect((await call('POST', '/stays/999999/messages/guide/send')).statusCode).toBe(404);
      expect((await call('POST', `/stays/${stay.id}/messages/nonsense/send`)).statusCode).toBe(400);
    });
  });

  describe('settings', () => {
    it('moves guides not sent yet when guide_days_before changes', async () => {
      expect((await call('GET', '/message-settings')).json()).toEqual({ guide_days_before: 7 });
      const stay = await addStay('guest@example.com');
      const res = await call('PUT', '/message-settings', { guide_days_before: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ guide_days_before: 3 });
      const stays = (await call('GET', `/properties/${propertyId}/stays`)).json() as Stay[];
      expect(stays.find((s) => s.id === stay.id)?.messages.guide).toEqual({
        status: 'scheduled',
        send_at: '2025-12-08T18:00:00.000Z',
      });
      const bad = await call('PUT', '/message-settings', { guide_days_before: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.guide_days_before).toBe('Guide days before must be 0 or more');
    });
  });
});

import { afterEach, beforeEach, expect, it } from 'vitest';
import { defaultTemplates } from '#common/guest-message-defaults.ts';
import type { Stay } from '#common/stay.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  multipart,
  propertyFields,
  smallImageFile,
  type TestApp,
} from '../../test/harness.ts';
import { manualClock, readMail, TestSmtpServer } from '../../test/smtp.ts';
import { liftAllLimits } from '../limits/limits.ts';

// 10:00 in Vancouver (PST, UTC-8) on Mon 1 Dec 2025: past dates, whose offsets are settled history.
const start = '2025-12-01T18:00:00.000Z';

/** Issue 28, item 4: a French stay's guest mails go out in French, through a real SMTP server. */
describeEachEngine('guest mails in the stay language', (engine) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let cookie: string;
  let propertyId: number;

  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'stays@stays.test', SITE_EMAIL: 'hello@stays.test' },
      now: manualClock(start).now,
      limiters: liftAllLimits(),
    });
    cookie = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, cookie, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, cookie, propertyId, { check_in_time: '16:00', door_code: '4821' });
    await saveGuideFrench(
      'Bonjour {guest_name},\n\nDu {arrival} au {departure}, arrivée dès {check_in_time}.\n\n[Ouvrir votre guide]({link})',
    );
  });

  /** The guide's French body, saved as the template editor saves it (the English kept as seeded). */
  async function saveGuideFrench(body: string) {
    const english = defaultTemplates.guide;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/message-templates/guide',
      headers: { cookie },
      payload: { ...english, translations: { fr: { subject: 'Votre guide pour {property_name}', body } } },
    });
    expect(res.statusCode).toBe(200);
  }

  afterEach(async () => {
    await t.close();
    await smtp.stop();
  });

  const addStay = async (language: 'en' | 'fr') => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/stays`,
      payload: {
        guest_name: 'Camille Roy',
        arrival: '2025-12-04',
        departure: '2025-12-07',
        guest_email: 'camille@example.com',
        language,
        allow_overlap: true,
      },
      headers: { cookie },
    });
    if (res.statusCode !== 201) throw new Error(`add stay failed: ${res.statusCode} ${res.body}`);
    return res.json() as Stay;
  };

  it("sends a French stay's guide in French, with its dates and time written in French", async () => {
    const stay = await addStay('fr');
    await t.app.guestMailer.runOnce();
    expect(smtp.received).toHaveLength(1);
    const mail = readMail(smtp.received[0]?.raw ?? '');
    expect(mail.headers.get('subject')).toBe('Votre guide pour Cedar Ridge Chalet');
    expect(mail.text).toContain('Bonjour Camille Roy,');
    expect(mail.text).toContain('Du jeudi 4 décembre 2025 au dimanche 7 décembre 2025, arrivée dès 16 h 00.');
    expect(mail.html).toContain(`href="${stay.link}"`);
  });

  it("sends an English stay's guide as before", async () => {
    await addStay('en');
    await t.app.guestMailer.runOnce();
    const mail = readMail(smtp.received[0]?.raw ?? '');
    expect(mail.headers.get('subject')).toBe('Your guide to Cedar Ridge Chalet');
    expect(mail.text).toContain('from 2025-12-04 to 2025-12-07');
  });

  it("fills a blank checkout time and the checkout steps in the stay's language", async () => {
    await saveGuideFrench('Départ à {checkout_time}. {checkout_steps}');
    const form = await multipart({
      ...propertyFields(),
      id: String(propertyId),
      translations: JSON.stringify({ fr: { checkout_instructions: 'Lancez le lave-vaisselle.' } }),
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${propertyId}`,
      ...form,
      headers: { ...form.headers, cookie },
    });
    await t.db.kysely.updateTable('welcome_pages').set({ checkout_time: '' }).execute();
    await addStay('fr');
    await t.app.guestMailer.runOnce();
    const mail = readMail(smtp.received[0]?.raw ?? '');
    // "à {checkout_time}" with no time set reads as French ("à le matin" did not)
    expect(mail.text).toContain('Départ à la fin de la matinée. Lancez le lave-vaisselle.');
    expect(mail.text).not.toContain(' à le ');
  });
});

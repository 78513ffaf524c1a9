import { afterEach, beforeEach, expect, it } from 'vitest';
import { createPropertyViaApi, createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { readMail, TestSmtpServer } from '../../test/smtp.ts';
import { liftAllLimits } from '../limits/limits.ts';

const now = new Date('2026-11-24T05:00:00.000Z');

/** Issue 41: the booking emails through a real SMTP server, in the traveller's language. */
describeEachEngine('booking emails over SMTP', (engine) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: string;
  let home: number;

  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
    t = await createTestApp(engine, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'web@stays.test', MAIL_TO: 'office@stays.test' },
      now: () => now,
      limiters: liftAllLimits(),
    });
    admin = await t.loginAdmin();
    home = (
      await createPropertyViaApi(t, admin, {
        name: 'Chalet Nord',
        minimum_nights: '2',
        booking_requests: 'true',
      })
    ).id;
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/properties/${home}/rates`,
      headers: { cookie: admin },
      payload: {
        nightly_cents: 20_000,
        weekend_nightly_cents: null,
        cleaning_fee_cents: 10_000,
        extra_guest: null,
        seasons: [],
        length_discounts: [],
      },
    });
  });
  afterEach(async () => {
    await t.close();
    await smtp.stop();
  });

  const mails = () => smtp.received.map((m) => ({ to: m.to, ...readMail(m.raw) }));

  it('mails the traveller in French with the quote and hold, the office a notice, then the confirmation and the cancellation', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${home}/booking-requests`,
      payload: {
        check_in: '2027-01-10',
        check_out: '2027-01-13',
        guests: 3,
        name: 'Camille Roy',
        email: 'camille@example.com',
        phone: '+1 514 555 0199',
        message: 'Nous arrivons tard.',
        lang: 'fr',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    await t.app.bookingMailer.runOnce();
    const [received, notice] = mails();
    expect(received?.to).toEqual(['camille@example.com']);
    expect(received?.headers.get('subject')).toBe(
      'Nous avons bien reçu votre demande de réservation pour Chalet Nord',
    );
    expect(received?.text).toContain('Total\u00a0: 812,00\u00a0$');
    // the quote's lines named in French, not the API's English labels
    expect(received?.text).toContain('200,00\u00a0$ × 3 nuitées\u00a0: 600,00\u00a0$');
    expect(received?.text).toContain('Frais de ménage\u00a0: 100,00\u00a0$');
    expect(received?.text).toContain('TPS 5\u00a0%\u00a0: 35,00\u00a0$');
    expect(received?.text).not.toMatch(/Cleaning|nights|GST/);
    // 22:00 on 23 November in Revelstoke (UTC-7 all year), plus 24 hours
    expect(received?.text).toContain("jusqu'au 2026-11-24 22:00");
    expect(received?.text).toContain(
      "Annulation jusqu'au vendredi 11 décembre 2026\u00a0: 779,52\u00a0$ remboursés.",
    );
    expect(notice?.to).toEqual(['office@stays.test']);
    expect(notice?.headers.get('reply-to')).toBe('camille@example.com');
    expect(notice?.text).toContain('Nous arrivons tard.');

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings',
      headers: { cookie: admin },
      payload: {
        ...((await t.app.inject({ url: '/api/v1/settings' })).json() as object),
        payment_instructions: { en: 'E-transfer to pay@stays.test', fr: 'Virement Interac à pay@stays.test' },
      },
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/booking-requests/${made.json().id}/accept`,
      headers: { cookie: admin },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    await t.app.bookingMailer.runOnce();
    const confirmation = mails()[2];
    expect(confirmation?.headers.get('subject')).toBe('Votre réservation à Chalet Nord est confirmée');
    expect(confirmation?.text).toContain('Virement Interac à pay@stays.test');
    expect(confirmation?.text).toContain('Total\u00a0: 812,00\u00a0$');

    const stay = accepted.json().stay;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${home}/stays/${stay.id}/cancel`,
      headers: { cookie: admin },
      payload: { reason: 'Changement de plans' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.bookingMailer.runOnce();
    const cancellation = mails()[3];
    expect(cancellation?.headers.get('subject')).toBe('Votre réservation à Chalet Nord est annulée');
    // 47 days ahead: the whole total less the 4% fee
    expect(cancellation?.text).toContain('Remboursement qui vous est dû\u00a0: 779,52\u00a0$');
  });
});

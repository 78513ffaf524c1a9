import type { GuestBookingSummary, Payment, PaymentMethod } from '#common/booking.ts';
import type { Lang } from '#common/translations.ts';
import { siteToday } from '../calendar/availability.ts';
import { cancellationSchedule } from '../pricing/quote.ts';
import { readCancellation } from '../pricing/rates.ts';
import type { DomainContext } from '../shared/context.ts';
import { readBookingSettings } from './booking-settings.ts';

/**
 * The money of a stay (issue 41): its total, what staff recorded as received, and the balance. The site
 * takes no card payments (ADR 0044): a payment here is a record of money that arrived another way.
 */

/** Each stay's payments, oldest first. */
export async function paymentsOf(
  ctx: Pick<DomainContext, 'db'>,
  stayIds: number[],
): Promise<Map<number, Payment[]>> {
  const byStay = new Map<number, Payment[]>();
  if (stayIds.length === 0) return byStay;
  const rows = await ctx.db
    .selectFrom('stay_payments')
    .select(['id', 'stay_id', 'cents', 'method', 'received_on', 'note', 'recorded_by'])
    .where('stay_id', 'in', stayIds)
    .orderBy('received_on')
    .orderBy('id')
    .execute();
  for (const { stay_id, ...payment } of rows) {
    const list = byStay.get(stay_id) ?? [];
    list.push({ ...payment, method: payment.method as PaymentMethod });
    byStay.set(stay_id, list);
  }
  return byStay;
}

interface MoneyColumns {
  guests: number | null;
  guest_phone: string | null;
  total_cents: number | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  refund_due_cents: number | null;
}

/** The money fields of a stay as the API shows them. */
export function moneyOf(row: MoneyColumns, payments: Payment[]) {
  const paid_cents = payments.reduce((sum, p) => sum + p.cents, 0);
  return {
    guests: row.guests,
    guest_phone: row.guest_phone,
    total_cents: row.total_cents,
    payments,
    paid_cents,
    balance_cents: row.total_cents === null ? null : row.total_cents - paid_cents,
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
    refund_due_cents: row.refund_due_cents,
  };
}

/**
 * What a stay's guest reads of their booking in the guide (issue 41, item 6): dates, guests, total, paid,
 * balance, how to pay (the site setting, in `lang`, else English) and the cancellation deadlines from
 * today; null for a stay without a total (nothing about money to show). Only the welcome page's loader of
 * that stay's own session asks (server/web/mount.ts), as for the stay's requests.
 */
export async function guestBookingSummary(
  ctx: DomainContext,
  stayId: number,
  lang: Lang,
): Promise<GuestBookingSummary | null> {
  const row = await ctx.db
    .selectFrom('stays')
    .select(['arrival', 'departure', 'guests', 'total_cents'])
    .where('id', '=', stayId)
    .executeTakeFirst();
  if (!row || row.total_cents === null) return null;
  const [payments, settings, rules] = await Promise.all([
    paymentsOf(ctx, [stayId]),
    readBookingSettings(ctx),
    readCancellation(ctx),
  ]);
  const paid_cents = (payments.get(stayId) ?? []).reduce((sum, p) => sum + p.cents, 0);
  return {
    arrival: row.arrival,
    departure: row.departure,
    guests: row.guests,
    total_cents: row.total_cents,
    paid_cents,
    balance_cents: row.total_cents - paid_cents,
    payment_instructions: settings.payment_instructions[lang].trim() || settings.payment_instructions.en,
    cancellation: cancellationSchedule(rules, row.arrival, row.total_cents, siteToday(ctx)),
    policy: rules,
  };
}

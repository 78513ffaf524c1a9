import type { RatesInput } from '#common/pricing.ts';
import { addMonths, monthsAhead, nightsBetween } from '#common/site-dates.ts';
import { blockedNights, siteToday } from '../calendar/availability.ts';
import type { Visibility } from '../properties/visibility.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, invalid, notFound } from '../shared/errors.ts';
import {
  basisPoints,
  type CancellationRule,
  defaultCancellation,
  defaultTaxes,
  lowestNightly,
  minimumNightsFor,
  type Quote,
  quoteStay,
  type Rates,
  type Tax,
} from './quote.ts';

async function requireProperty(ctx: DomainContext, propertyId: number, visibility: Visibility = 'staff') {
  const property = await ctx.db
    .selectFrom('properties')
    .select(['id', 'minimum_nights', 'max_guests', 'is_published'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  // a draft does not exist for a visitor (issue 40, item 5)
  if (!property || (visibility === 'published' && property.is_published !== 1))
    throw notFound('Property not found');
  return property;
}

/** A home's rates, null when it has none. */
export async function readRates(ctx: DomainContext, propertyId: number): Promise<Rates | null> {
  return (await ratesOf(ctx, [propertyId])).get(propertyId) ?? null;
}

/** The rates of several homes in three queries (a listing never reads one home at a time); none: absent. */
export async function ratesOf(ctx: DomainContext, ids: number[]): Promise<Map<number, Rates>> {
  const found = new Map<number, Rates>();
  if (ids.length === 0) return found;
  const [bases, seasons, discounts] = await Promise.all([
    ctx.db.selectFrom('property_rates').selectAll().where('property_id', 'in', ids).execute(),
    ctx.db
      .selectFrom('rate_seasons')
      .select([
        'property_id',
        'name',
        'start_date',
        'end_date',
        'nightly_cents',
        'weekend_nightly_cents',
        'minimum_nights',
      ])
      .where('property_id', 'in', ids)
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('length_discounts')
      .select(['property_id', 'min_nights', 'percent'])
      .where('property_id', 'in', ids)
      .orderBy('min_nights')
      .execute(),
  ]);
  for (const base of bases) {
    found.set(base.property_id, {
      nightly_cents: base.nightly_cents,
      weekend_nightly_cents: base.weekend_nightly_cents,
      cleaning_fee_cents: base.cleaning_fee_cents,
      extra_guest:
        base.extra_guest_after !== null && base.extra_guest_nightly_cents !== null
          ? { after: base.extra_guest_after, nightly_cents: base.extra_guest_nightly_cents }
          : null,
      seasons: seasons
        .filter((s) => s.property_id === base.property_id)
        .map(({ property_id: _, start_date, end_date, ...s }) => ({
          ...s,
          start: start_date,
          end: end_date,
        })),
      length_discounts: discounts
        .filter((d) => d.property_id === base.property_id)
        .map(({ min_nights, percent }) => ({ min_nights, percent })),
    });
  }
  return found;
}

/**
 * `nightly_rate_from` of homes with rates, in whole dollars: the lowest nightly over the next 12 months,
 * rounded up to the dollar (a "from" price never quotes less than a night costs).
 */
export async function nightlyRatesFrom(ctx: DomainContext, ids: number[]): Promise<Map<number, number>> {
  const today = siteToday(ctx);
  const to = addMonths(today, 12);
  const from = new Map<number, number>();
  for (const [id, rates] of await ratesOf(ctx, ids))
    from.set(id, Math.ceil(lowestNightly(rates, today, to) / 100));
  return from;
}

/** A 400 for what the schema cannot see: a season that ends before it starts, seasons that overlap. */
export function ratesProblem(input: RatesInput): string | null {
  for (const s of input.seasons) if (s.end <= s.start) return `Season "${s.name}" must end after it starts`;
  const sorted = [...input.seasons].sort((a, b) => (a.start < b.start ? -1 : 1));
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1], sorted[i]] as [
      RatesInput['seasons'][number],
      RatesInput['seasons'][number],
    ];
    if (b.start < a.end) return `Seasons "${a.name}" and "${b.name}" overlap`;
  }
  const mins = input.length_discounts.map((d) => d.min_nights);
  if (new Set(mins).size !== mins.length) return 'Two length discounts have the same minimum nights';
  return null;
}

/** Replaces a home's rates as a whole. */
export async function saveRates(
  ctx: DomainContext,
  propertyId: number,
  input: RatesInput,
  actor: string | null,
): Promise<Rates> {
  await requireProperty(ctx, propertyId);
  const problem = ratesProblem(input);
  if (problem) throw invalid(problem);
  const now = ctx.now().toISOString();
  await inTransaction(ctx, async ({ db: trx }) => {
    await trx.deleteFrom('rate_seasons').where('property_id', '=', propertyId).execute();
    await trx.deleteFrom('length_discounts').where('property_id', '=', propertyId).execute();
    await trx.deleteFrom('property_rates').where('property_id', '=', propertyId).execute();
    await trx
      .insertInto('property_rates')
      .values({
        property_id: propertyId,
        nightly_cents: input.nightly_cents,
        weekend_nightly_cents: input.weekend_nightly_cents,
        cleaning_fee_cents: input.cleaning_fee_cents,
        extra_guest_after: input.extra_guest?.after ?? null,
        extra_guest_nightly_cents: input.extra_guest?.nightly_cents ?? null,
        updated_at: now,
        updated_by: actor,
      })
      .execute();
    if (input.seasons.length > 0)
      await trx
        .insertInto('rate_seasons')
        .values(
          input.seasons.map((s) => ({
            property_id: propertyId,
            name: s.name,
            start_date: s.start,
            end_date: s.end,
            nightly_cents: s.nightly_cents,
            weekend_nightly_cents: s.weekend_nightly_cents,
            minimum_nights: s.minimum_nights,
          })),
        )
        .execute();
    if (input.length_discounts.length > 0)
      await trx
        .insertInto('length_discounts')
        .values(input.length_discounts.map((d) => ({ property_id: propertyId, ...d })))
        .execute();
  });
  return (await readRates(ctx, propertyId)) as Rates;
}

/** The site's taxes (the defaults while none are stored). */
export async function readTaxes(ctx: DomainContext): Promise<Tax[]> {
  const rows = await ctx.db.selectFrom('tax_rates').selectAll().orderBy('position').execute();
  if (rows.length === 0) return defaultTaxes;
  return rows.map((r) => ({
    name: r.name,
    percent: r.basis_points / 100,
    on_fees: r.on_fees === 1,
    exempt_from_nights: r.exempt_from_nights,
  }));
}

/** The site's cancellation policy (the Terms page's default while none is stored). */
export async function readCancellation(ctx: Pick<DomainContext, 'db'>): Promise<CancellationRule[]> {
  const rows = await ctx.db.selectFrom('cancellation_rules').selectAll().orderBy('position').execute();
  if (rows.length === 0) return defaultCancellation;
  return rows.map(({ days_before, refund_percent, fee_percent }) => ({
    days_before,
    refund_percent,
    fee_percent,
  }));
}

/**
 * The quote of a stay: a 400 for dates in the wrong order or beyond the bookable window, a 409 with a
 * `reason` when the stay cannot be booked, a 404 for an unknown home.
 */
export async function getQuote(
  ctx: DomainContext,
  propertyId: number,
  query: { check_in: string; check_out: string; guests: number },
  visibility: Visibility = 'published',
): Promise<Quote & { property_id: number }> {
  const { check_in, check_out, guests } = query;
  if (check_out <= check_in) throw invalid('Check-out must be after check-in');
  const today = siteToday(ctx);
  if (check_in > addMonths(today, monthsAhead))
    throw invalid(`Check-in can be at most ${monthsAhead} months ahead`);
  if (nightsBetween(check_in, check_out) > 365) throw invalid('A stay can be at most 365 nights');
  const property = await requireProperty(ctx, propertyId, visibility);
  if (check_in < today) throw conflict('Check-in is in the past', { reason: 'past' });
  const rates = await readRates(ctx, propertyId);
  if (!rates) throw conflict('This home has no rates yet: ask us for a price', { reason: 'no_rates' });
  if (guests > property.max_guests)
    throw conflict(`This home sleeps at most ${property.max_guests}`, { reason: 'maximum_guests' });
  const minimum = minimumNightsFor(rates, property.minimum_nights, check_in);
  if (nightsBetween(check_in, check_out) < minimum)
    throw conflict(`This home needs at least ${minimum} nights`, {
      reason: 'minimum_nights',
      minimum_nights: minimum,
    });
  const [blocked, taxes, cancellation] = await Promise.all([
    blockedNights(ctx, propertyId, check_in, check_out),
    readTaxes(ctx),
    readCancellation(ctx),
  ]);
  if (blocked.length > 0) throw conflict('These dates are not available', { reason: 'unavailable' });
  const quote = quoteStay({
    rates,
    taxes,
    cancellation,
    checkIn: check_in,
    checkOut: check_out,
    guests,
    today,
  });
  return { property_id: property.id, ...quote };
}

/** The site's taxes and cancellation policy, as `GET /api/v1/settings` shows them. */
export async function readPricingSettings(
  ctx: DomainContext,
): Promise<{ taxes: Tax[]; cancellation: CancellationRule[] }> {
  const [taxes, cancellation] = await Promise.all([readTaxes(ctx), readCancellation(ctx)]);
  return { taxes, cancellation };
}

/** A 400 for a policy the schema cannot see is wrong: two steps with the same `days_before`. */
export function cancellationProblem(rules: CancellationRule[]): string | null {
  const days = rules.map((r) => r.days_before);
  return new Set(days).size === days.length
    ? null
    : 'Two cancellation steps have the same days before arrival';
}

/** Replaces the taxes and/or the cancellation policy (a part left out is unchanged). */
export async function savePricingSettings(
  ctx: DomainContext,
  input: { taxes?: Tax[] | undefined; cancellation?: CancellationRule[] | undefined },
): Promise<void> {
  const problem = input.cancellation ? cancellationProblem(input.cancellation) : null;
  if (problem) throw invalid(problem);
  await inTransaction(ctx, async ({ db: trx }) => {
    if (input.taxes) {
      await trx.deleteFrom('tax_rates').execute();
      if (input.taxes.length > 0)
        await trx
          .insertInto('tax_rates')
          .values(
            input.taxes.map((t, position) => ({
              position,
              name: t.name,
              basis_points: basisPoints(t.percent),
              on_fees: t.on_fees ? 1 : 0,
              exempt_from_nights: t.exempt_from_nights,
            })),
          )
          .execute();
    }
    if (input.cancellation) {
      await trx.deleteFrom('cancellation_rules').execute();
      if (input.cancellation.length > 0)
        await trx
          .insertInto('cancellation_rules')
          .values(input.cancellation.map((r, position) => ({ position, ...r })))
          .execute();
    }
  });
}

import type { Role } from '#common/auth.ts';
import type { StayListQuery } from '#common/booking.ts';
import { stayListPageSize } from '#common/booking.ts';
import type { Stay } from '#common/stay.ts';
import type { DomainContext } from '../shared/context.ts';
import { stayColumns, toStays } from './stays.ts';

/**
 * Every booking in one place (issue 41): the stays of all homes, searched by guest name, email or phone,
 * arriving within `[from, to)`, by home, status, balance due and link not sent, 50 a page. Status and
 * balance are derived (from the clock and the payments), so they are filtered after the query; the
 * stays of one company number in the thousands, which a page read this way carries easily.
 */
export type StayListItem = Partial<Stay> &
  Pick<Stay, 'id' | 'property_id' | 'guest_name' | 'arrival' | 'departure' | 'status'> & {
    property_name: string;
  };

/** What housekeeping may see of a stay: who, where and when; never an email, a phone, a link or money. */
function forHousekeeping(stay: Stay & { property_name: string }): StayListItem {
  const { id, property_id, property_name, guest_name, arrival, departure, status, guests, messages_off } =
    stay;
  return { id, property_id, property_name, guest_name, arrival, departure, status, guests, messages_off };
}

export async function listAllStays(
  ctx: DomainContext,
  query: StayListQuery,
  role: Role,
): Promise<{ stays: StayListItem[]; total: number; page: number; page_size: number }> {
  let rows = ctx.db
    .selectFrom('stays')
    .innerJoin('properties', 'properties.id', 'stays.property_id')
    .select([...stayColumns.map((c) => `stays.${c}` as const), 'properties.name as property_name']);
  if (query.q) {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    rows = rows.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['stays.guest_name']), 'like', pattern),
        ...(role === 'housekeeping'
          ? []
          : [
              eb(eb.fn('lower', ['stays.guest_email']), 'like', pattern),
              ...(digits.length >= 3 ? [eb('stays.guest_phone', 'like', `%${digits.slice(-4)}%`)] : []),
            ]),
      ]),
    );
  }
  if (query.from) rows = rows.where('stays.arrival', '>=', query.from);
  if (query.to) rows = rows.where('stays.arrival', '<', query.to);
  if (query.property_id !== undefined) rows = rows.where('stays.property_id', '=', query.property_id);
  if (query.status === 'cancelled') rows = rows.where('stays.cancelled_at', 'is not', null);
  const found = await rows.orderBy('stays.arrival').orderBy('stays.id').execute();
  const names = new Map(found.map((r) => [r.id, r.property_name]));
  let stays = (await toStays(ctx, found)).map((s) => ({ ...s, property_name: names.get(s.id) ?? '' }));
  if (query.status) stays = stays.filter((s) => s.status === query.status);
  if (query.balance_due)
    stays = stays.filter((s) => s.status !== 'cancelled' && s.balance_cents !== null && s.balance_cents > 0);
  if (query.link_not_sent)
    stays = stays.filter(
      (s) => s.status === 'upcoming' && s.link_shared_at === null && s.messages.guide?.status !== 'sent',
    );
  if (query.q && role !== 'housekeeping') {
    // a phone typed with other spacing matches by its digits
    const digits = query.q.replace(/\D/g, '');
    const text = query.q.toLowerCase();
    stays = stays.filter(
      (s) =>
        s.guest_name.toLowerCase().includes(text) ||
        (s.guest_email ?? '').toLowerCase().includes(text) ||
        (digits.length >= 3 && (s.guest_phone ?? '').replace(/\D/g, '').includes(digits)),
    );
  }
  const page = query.page ?? 1;
  const slice = stays.slice((page - 1) * stayListPageSize, page * stayListPageSize);
  return {
    stays: role === 'housekeeping' ? slice.map(forHousekeeping) : slice,
    total: stays.length,
    page,
    page_size: stayListPageSize,
  };
}

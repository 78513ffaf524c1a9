import { expect } from 'vitest';
import { baseUrl } from './support/browser.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A request to book (issue 41) for the first home that takes them, on the first nights from `fromDays` out
 * that its quote prices. The quote is asked first, so that the journeys, which all come from one address,
 * spend the per-address limit on requests (10 an hour) only on requests that hold, not on taken dates.
 */
export async function requestToBook(
  traveller: { name: string; email: string; phone: string },
  stay: { guests: number; nights: number; fromDays: number },
): Promise<{ propertyId: number }> {
  const homes = (await (await fetch(`${baseUrl()}/api/v1/properties`)).json()) as {
    id: number;
    booking_requests?: boolean;
  }[];
  for (const home of homes.filter((h) => h.booking_requests)) {
    for (let offset = stay.fromDays; offset < 400; offset += stay.nights + 1) {
      const dates = { check_in: day(offset), check_out: day(offset + stay.nights) };
      const query = new URLSearchParams({ ...dates, guests: String(stay.guests) });
      const quote = await fetch(`${baseUrl()}/api/v1/properties/${home.id}/quote?${query}`);
      if (quote.status !== 200) {
        expect(quote.status).toBe(409);
        // a home without rates refuses every date: try the next home
        if (((await quote.json()) as { reason?: string }).reason === 'no_rates') break;
        continue;
      }
      const response = await fetch(`${baseUrl()}/api/v1/properties/${home.id}/booking-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...dates, guests: stay.guests, ...traveller }),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return { propertyId: home.id };
    }
  }
  throw new Error('no home took the request');
}

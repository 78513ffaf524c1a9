import { useEffect, useRef, useState } from 'react';
import type { Quote, QuoteRefusal, StayPrice } from '#common/pricing.ts';
import { ApiError, api } from '../../../lib/api.ts';
import type { StaySelection } from '../../../lib/listings/availability-calendar.ts';

/** A failed quote call as the refusal the page shows (the 409's own reason, or why there is none). */
function refusalOf(error: unknown): StayPrice {
  if (error instanceof ApiError && error.status === 409) return { refusal: error.body as QuoteRefusal };
  const reason = error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed';
  return { refusal: { reason, message: (error as Error).message } };
}

/** The chosen stay in the page's address (`check_in`, `check_out`, `guests`), so a reload or a link keeps it. */
function keepInAddress(stay: StaySelection, guests: number | null) {
  const url = new URL(window.location.href);
  const query = url.searchParams;
  const values = { check_in: stay.checkIn, check_out: stay.checkOut, guests };
  for (const [key, value] of Object.entries(values))
    if (value) query.set(key, String(value));
    else query.delete(key);
  // the calendar opens on the check-in's month
  if (stay.checkIn) query.delete('month');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/**
 * The price of the stay chosen on a property page (issue 40): the loader's (priced on the server, also
 * without JavaScript) until the visitor changes the dates or guests, then `GET /api/v1/properties/{id}/quote`
 * for each new choice (1 guest while none is chosen); the choice is written into the address as it changes.
 */
export function useStayPrice(
  propertyId: number,
  initial: StayPrice | null,
  stay: StaySelection,
  guests: number | null,
) {
  const [price, setPrice] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { checkIn, checkOut } = stay;
  // the choice the loader priced: nothing to ask until it changes
  const loaded = useRef<string | null>(`${checkIn}/${checkOut}/${guests}`);
  useEffect(() => {
    if (`${checkIn}/${checkOut}/${guests}` === loaded.current) return;
    loaded.current = null;
    keepInAddress({ checkIn, checkOut }, guests);
    if (!checkIn || !checkOut) {
      setPrice(null);
      setBusy(false);
      return;
    }
    const controller = new AbortController();
    const query = new URLSearchParams({
      check_in: checkIn,
      check_out: checkOut,
      guests: String(guests ?? 1),
    });
    setBusy(true);
    api<Quote>(`/properties/${propertyId}/quote?${query}`, { signal: controller.signal })
      .then((quote): StayPrice => ({ quote }), refusalOf)
      .then((next) => {
        if (controller.signal.aborted) return;
        setPrice(next);
        setBusy(false);
      });
    return () => controller.abort();
  }, [propertyId, checkIn, checkOut, guests]);
  return { price, busy };
}

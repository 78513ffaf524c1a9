import { quoteSchema, type RatesInput, ratesSchema } from '#common/pricing.ts';
import { call, query } from './call.ts';

/** A home's rates and the quote of a stay (issue 40): money in integer cents (CAD). */
export const pricing = {
  /** 404 (an ApiError) when the home has no rates yet. */
  rates: (id: number | string, signal?: AbortSignal) =>
    call(ratesSchema, `/properties/${id}/rates`, { signal }),
  saveRates: (id: number | string, rates: RatesInput) =>
    call(ratesSchema, `/properties/${id}/rates`, { method: 'PUT', json: rates }),
  /** Staff may quote a draft: their session goes with the call. */
  quote: (id: number | string, stay: { check_in: string; check_out: string; guests: number }) =>
    call(quoteSchema, `/properties/${id}/quote${query(stay)}`),
};

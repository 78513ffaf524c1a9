/**
 * The query keys of a listing search, stated once (zod-free, so the listing page's browser code can read
 * them): `GET /api/v1/properties` and the /properties page accept exactly these (the schemas of
 * common/property.ts and common/stay-search.ts are built on them), the page's Reset clears them, and the
 * render cache (server/http/render-cache.ts) keeps a page per combination of them.
 */

/** The listing filters: `bedrooms`, `bathrooms`, `max_guests` are minimums; `minimum_nights` a stay length. */
export const listingFilterKeys = ['bedrooms', 'bathrooms', 'max_guests', 'minimum_nights'] as const;
export type ListingFilterKey = (typeof listingFilterKeys)[number];

/** The stay searched for: its dates (both or neither) and how many guests come. */
export const staySearchKeys = ['check_in', 'check_out', 'guests'] as const;
export type StaySearchKey = (typeof staySearchKeys)[number];

/** Every key of a listing search. */
export const listingQueryKeys = [...listingFilterKeys, ...staySearchKeys] as const;

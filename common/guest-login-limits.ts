/**
 * Guest session lifetime bounds, in days (docs/api.md decisions). Apart from the schema (common/auth.ts) so
 * the guide's login form can state them without loading zod: the guide's pages check their posts on the
 * server (ADR 0049).
 */
export const stayLimits = { minNights: 1, maxNights: 90 } as const;

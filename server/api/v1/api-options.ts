import type { Limiters } from '../../domain/limits/limits.ts';

/**
 * What the /api/v1 plugin hands its route modules. Its own module so that they need not import index.ts,
 * which imports them (a cycle the dependency rules refuse).
 */
export interface ApiOptions {
  limiters: Limiters;
}

import { isDatabaseUnavailable } from '../db/unavailable.ts';

type Fn = (...args: never[]) => unknown;

/**
 * Wraps every function of the load context (one level of groups deep: `data.findProperty`,
 * `auth.adminUser`, ...) so that a "database unavailable" failure is noted for the request even when a
 * loader catches it and renders its own error page. The page then answers 503, like the API.
 */
export function watchDatabase<T extends object>(context: T, onUnavailable: (error: unknown) => void): T {
  const wrap =
    (fn: Fn) =>
    async (...args: never[]) => {
      try {
        return await fn(...args);
      } catch (error) {
        if (isDatabaseUnavailable(error)) onUnavailable(error);
        throw error;
      }
    };
  const wrapGroup = (value: unknown): unknown => {
    if (typeof value === 'function') return wrap(value as Fn);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, typeof v === 'function' ? wrap(v as Fn) : v]),
      );
    }
    return value;
  };
  return Object.fromEntries(Object.entries(context).map(([k, v]) => [k, wrapGroup(v)])) as T;
}

import { translate } from '#common/i18n/translate.ts';
import type { Lang } from '#common/translations.ts';

/**
 * Names shared with public/site-sw.js (a plain script that cannot import this module; a test keeps the two
 * in step): the public site's worker, the cache of its saved pages and the header stamping each copy.
 */
export const siteWorkerUrl = '/site-sw.js';
export const siteWorkerScope = '/';
export const sitePagesCache = 'site-pages-v1';
export const savedAtHeader = 'x-saved-at';

/** Pages the worker never touches (they have their own worker, or must never be kept). */
export const workerlessPath = (pathname: string) =>
  /^\/(api|admin|login|logout|welcome)(\/|\.|$)/.test(pathname);

/**
 * "You are offline — showing the page as of {time}", the time in the site's zone, in the page's language.
 * Intl's own medium date and short time ("Nov 23, 2025, 3:30 p.m.", "23 nov. 2025, 15 h 30"), not the
 * site's formatDateTime (app/lib/date-time.ts): this runs on every public page, which have no bytes to
 * spare for that module (ADR 0035).
 */
export function offlineBannerText(savedAt: string, timeZone: string, lang: Lang = 'en'): string {
  const time = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(savedAt));
  return translate(lang, 'You are offline — showing the page as of {time}', { time });
}

/** The worker's cache of script and style files (content-hashed, kept until a later build's push them out). */
export const siteAssetsCache = 'site-assets-v1';

/** The message asking the worker to keep files of the public pages' code: `{ type, files: string[] }`. */
export const keepFilesMessage = 'keep-files';

import { translate } from '#common/i18n/translate.ts';
import type { Lang } from '#common/translations.ts';

/**
 * "You are offline — showing the page as of {time}", the time in the site's zone, in the page's language.
 * Intl's own medium date and short time ("Nov 23, 2025, 3:30 p.m.", "23 nov. 2025, 15 h 30"), not the
 * site's formatDateTime (app/lib/format/date-time.ts): this runs on every public page, which have no bytes to
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

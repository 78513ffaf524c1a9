/**
 * The mark a guide leaves on the device when its offline copy is saved: when the stay ends and the guide's
 * language, nothing private. The copy itself is deleted when the stay ends; the mark stays, so the welcome
 * service worker (app/service-workers/welcome-sw.ts) can say offline that the stay has ended, in the
 * guide's language, instead of that the page was never saved. Used by the worker and by the login page.
 */
import { stayEndKey, stayEndsCacheName } from './offline-names.ts';

type GuideLang = 'en' | 'fr';

export interface StayEnd {
  /** When access to the guide ends (the guest session's end, or when the server said it had ended). */
  endsAt: string;
  lang: GuideLang;
}

/** The guide's language, read from the saved page's `<html lang>`. */
export function guideLangOf(html: string): GuideLang {
  return /<html\b[^>]*\blang="fr/i.test(html) ? 'fr' : 'en';
}

export function stayHasEnded(mark: StayEnd | null, now: number): boolean {
  return mark !== null && !(Date.parse(mark.endsAt) > now);
}

/** The mark once the server has said the stay is over: ended now at the latest, in the language known. */
export function endedBy(mark: StayEnd | null, now: number, lang: GuideLang): StayEnd {
  if (mark && stayHasEnded(mark, now)) return mark;
  return { endsAt: new Date(now).toISOString(), lang: mark?.lang ?? lang };
}

function parseMark(value: unknown): StayEnd | null {
  if (typeof value !== 'object' || value === null) return null;
  const { endsAt, lang } = value as Record<string, unknown>;
  if (typeof endsAt !== 'string' || Number.isNaN(Date.parse(endsAt))) return null;
  return { endsAt, lang: lang === 'fr' ? 'fr' : 'en' };
}

export async function readStayEnd(propertyId: number | string): Promise<StayEnd | null> {
  const cache = await caches.open(stayEndsCacheName);
  const answer = await cache.match(stayEndKey(propertyId));
  return answer ? parseMark(await answer.json().catch(() => null)) : null;
}

export async function writeStayEnd(propertyId: number | string, mark: StayEnd): Promise<void> {
  const cache = await caches.open(stayEndsCacheName);
  await cache.put(
    stayEndKey(propertyId),
    new Response(JSON.stringify({ endsAt: mark.endsAt, lang: mark.lang } satisfies StayEnd), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

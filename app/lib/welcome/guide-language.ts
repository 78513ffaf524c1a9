import { type Lang, languages } from '#common/translations.ts';

/**
 * The language a visitor chose on a guide (issue 28). The switch links to `?lang=fr` (or `en`); the loader
 * remembers the choice in a cookie for the browser session and sends the visitor back to the page's own
 * address. A cookie rather than the address, so that the stay's link, the saved offline copy (which the
 * service worker fetches at `/welcome/{id}` with the visitor's cookies) and a reload all keep the choice.
 */
export const guideLangCookie = 'welcome_lang';

const isLang = (value: string | null | undefined): value is Lang =>
  (languages as readonly string[]).includes(value ?? '');

/** `?lang=` on the guide's address: a new choice to remember, or undefined. */
export function langInAddress(request: Request): Lang | undefined {
  const value = new URL(request.url).searchParams.get('lang');
  return isLang(value) ? value : undefined;
}

/** The choice remembered in the cookie, or undefined (then the stay's language decides). */
export function rememberedGuideLang(request: Request): Lang | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === guideLangCookie && isLang(value)) return value;
  }
  return undefined;
}

/** The Set-Cookie header that remembers a choice for the guides (all properties) until the browser closes. */
export function rememberGuideLang(lang: Lang, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${guideLangCookie}=${lang}; Path=/welcome; HttpOnly; SameSite=Lax${secure}`;
}

import { describe, expect, it } from 'vitest';
import { langInAddress, rememberedGuideLang, rememberGuideLang } from './guide-language.ts';

const request = (url: string, cookie?: string) => new Request(url, { headers: cookie ? { cookie } : {} });

describe("the guide's language choice", () => {
  it('reads a choice from ?lang= and ignores any other value', () => {
    expect(langInAddress(request('http://x/welcome/3?lang=fr'))).toBe('fr');
    expect(langInAddress(request('http://x/welcome/3?lang=de'))).toBeUndefined();
    expect(langInAddress(request('http://x/welcome/3'))).toBeUndefined();
  });

  it('remembers it in a session cookie for the guides, Secure on https', () => {
    expect(rememberGuideLang('fr', request('http://x/welcome/3?lang=fr'))).toBe(
      'welcome_lang=fr; Path=/welcome; HttpOnly; SameSite=Lax',
    );
    expect(rememberGuideLang('en', request('https://x/welcome/3?lang=en'))).toMatch(/; Secure$/);
    expect(rememberedGuideLang(request('http://x/welcome/3', 'a=1; welcome_lang=fr'))).toBe('fr');
    expect(rememberedGuideLang(request('http://x/welcome/3', 'welcome_lang=xx'))).toBeUndefined();
  });
});

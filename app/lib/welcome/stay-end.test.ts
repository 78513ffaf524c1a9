import { describe, expect, it } from 'vitest';
import { stayEndKey, stayEndsCacheName } from './offline-names.ts';
import { endedBy, guideLangOf, stayHasEnded } from './stay-end.ts';

const now = Date.parse('2026-07-10T15:00:00.000Z');

describe("the mark a guide's offline copy leaves on the device", () => {
  it('lives outside every per-property copy, at an address of its own', () => {
    expect(stayEndsCacheName.startsWith('welcome-page-')).toBe(false);
    expect(stayEndKey(7)).toBe('/welcome/7/stay-end.json');
  });

  it("reads the guide's language from the saved page", () => {
    expect(guideLangOf('<!DOCTYPE html><html lang="fr-CA" data-texts="private">')).toBe('fr');
    expect(guideLangOf('<!DOCTYPE html><html lang="en-CA">')).toBe('en');
    expect(guideLangOf('<p lang="fr">Bonjour</p><html>')).toBe('en');
    expect(guideLangOf('')).toBe('en');
  });

  it('says the stay has ended once its end has passed, and only then', () => {
    expect(stayHasEnded(null, now)).toBe(false);
    expect(stayHasEnded({ endsAt: '2026-07-10T15:00:01.000Z', lang: 'en' }, now)).toBe(false);
    expect(stayHasEnded({ endsAt: '2026-07-10T15:00:00.000Z', lang: 'en' }, now)).toBe(true);
    expect(stayHasEnded({ endsAt: '2026-07-01T10:00:00.000Z', lang: 'fr' }, now)).toBe(true);
  });

  it('ends the stay now when the server says so, keeping the language the guide left', () => {
    const later = { endsAt: '2026-07-12T10:00:00.000Z', lang: 'fr' as const };
    expect(endedBy(later, now, 'en')).toEqual({ endsAt: '2026-07-10T15:00:00.000Z', lang: 'fr' });
    expect(stayHasEnded(endedBy(later, now, 'en'), now)).toBe(true);
    // an end already past stays as it was
    const past = { endsAt: '2026-07-01T10:00:00.000Z', lang: 'en' as const };
    expect(endedBy(past, now, 'fr')).toBe(past);
    // no mark yet (never saved here): the language of the page that learnt it
    expect(endedBy(null, now, 'fr')).toEqual({ endsAt: '2026-07-10T15:00:00.000Z', lang: 'fr' });
  });
});

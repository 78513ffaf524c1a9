import { describe, expect, it } from 'vitest';
import { frenchCatalogue } from '#common/i18n/french/index.ts';
import { registerFrenchCatalogue } from '#common/i18n/translate.ts';
import { offlineBannerText } from './offline-banner.ts';
import { workerlessPath } from './site-worker-names.ts';

describe('the public site offline', () => {
  it('leaves the API, the back office, its login and logout, and the welcome pages to the network', () => {
    for (const path of ['/api/v1/properties', '/admin', '/admin/users', '/login', '/logout', '/welcome/3'])
      expect(workerlessPath(path), path).toBe(true);
    for (const path of ['/', '/properties', '/property/3', '/contact', '/welcomes'])
      expect(workerlessPath(path), path).toBe(false);
  });

  it('says when the page shown offline was saved, in the site time zone', () => {
    expect(offlineBannerText('2025-11-23T23:30:00.000Z', 'America/Vancouver')).toBe(
      'You are offline — showing the page as of Nov 23, 2025, 3:30 p.m.',
    );
  });

  it('says it in French on a French page, the time as fr-CA writes it', () => {
    registerFrenchCatalogue(frenchCatalogue);
    expect(offlineBannerText('2025-11-23T23:30:00.000Z', 'America/Vancouver', 'fr')).toBe(
      'Vous êtes hors ligne — voici la page telle qu’elle était le 23 nov. 2025, 15 h 30',
    );
  });
});

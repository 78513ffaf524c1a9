// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Lang } from '#common/translations.ts';
import { LanguageProvider } from '../../../lib/site/language.tsx';
import { LanguageSwitch, otherLanguageAddress } from './language-switch.tsx';

afterEach(cleanup);

const renderAt = (address: string, lang: Lang) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <LanguageProvider lang={lang}>
        <LanguageSwitch />
      </LanguageProvider>
    </MemoryRouter>,
  );

describe('the language switch', () => {
  it('offers the French of an English page, keeping the page and its query', () => {
    renderAt('/properties?checkIn=2026-12-19&guests=4', 'en');
    const link = screen.getByRole('link', { name: 'Français' });
    expect(link.getAttribute('href')).toBe('/fr/properties?checkIn=2026-12-19&guests=4');
    expect(link.getAttribute('hreflang')).toBe('fr-CA');
    expect(link.getAttribute('lang')).toBe('fr-CA');
  });

  it('offers the English of a French page', () => {
    renderAt('/fr/property/3?checkIn=2026-12-19', 'fr');
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/property/3?checkIn=2026-12-19');
    expect(link.getAttribute('hreflang')).toBe('en-CA');
    expect(link.getAttribute('lang')).toBe('en-CA');
  });

  it('offers none on a private page, which has no /fr address (the guide has its own switch)', () => {
    for (const address of ['/welcome/14', '/welcome/14/login', '/login']) {
      renderAt(address, 'en');
      expect(screen.queryByTestId('language-switch'), address).toBeNull();
      cleanup();
    }
  });

  it('goes between the two home pages', () => {
    expect(otherLanguageAddress('/', '', 'en')).toEqual({ lang: 'fr', href: '/fr' });
    expect(otherLanguageAddress('/fr', '?x=1', 'fr')).toEqual({ lang: 'en', href: '/?x=1' });
    expect(otherLanguageAddress('/', '?x=1', 'en')).toEqual({ lang: 'fr', href: '/fr?x=1' });
  });
});

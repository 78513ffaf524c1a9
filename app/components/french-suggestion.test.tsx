// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '#common/translations.ts';
import { LanguageProvider } from '../lib/language.tsx';
import { dismissedKey, FrenchSuggestion, suggestsFrench } from './french-suggestion.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => localStorage.clear());

const browserPrefers = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

const renderAt = (address: string, lang: Lang) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <LanguageProvider lang={lang}>
        <FrenchSuggestion />
      </LanguageProvider>
    </MemoryRouter>,
  );

describe('suggestsFrench', () => {
  it('suggests French on English pages to browsers whose first language is French', () => {
    expect(suggestsFrench('en', ['fr-CA', 'en'], false)).toBe(true);
    expect(suggestsFrench('en', ['fr'], false)).toBe(true);
  });

  it('does not when French is not the first language, on French pages, or once dismissed', () => {
    expect(suggestsFrench('en', ['en-CA', 'fr-CA'], false)).toBe(false);
    expect(suggestsFrench('en', [], false)).toBe(false);
    expect(suggestsFrench('fr', ['fr-CA'], false)).toBe(false);
    expect(suggestsFrench('en', ['fr-CA'], true)).toBe(false);
  });
});

describe('the French suggestion', () => {
  it('links a French browser on an English page to the same page in French', () => {
    browserPrefers('fr-CA', 'en-CA');
    renderAt('/about?x=1', 'en');
    expect(screen.getByTestId('french-suggestion').textContent).toContain(
      'Ce site est aussi offert en français.',
    );
    expect(screen.getByRole('link', { name: 'Voir en français' }).getAttribute('href')).toBe('/fr/about?x=1');
  });

  it('stays away from English browsers and from French pages', () => {
    browserPrefers('en-CA', 'fr-CA');
    renderAt('/about', 'en');
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
    cleanup();
    browserPrefers('fr-CA');
    renderAt('/fr/about', 'fr');
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
  });

  it('stays dismissed on later pages once its button is pressed', () => {
    browserPrefers('fr-FR');
    renderAt('/', 'en');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Fermer' })));
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
    expect(localStorage.getItem(dismissedKey)).not.toBeNull();
    cleanup();
    renderAt('/properties', 'en');
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
  });
});

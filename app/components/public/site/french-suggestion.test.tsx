// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '#common/translations.ts';
import { LanguageProvider } from '../../../lib/site/language.tsx';
import { dismissedKey, FrenchSuggestion, suggestsFrench } from './french-suggestion.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => localStorage.clear());

const browserPrefers = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

/** Lets the effects run and a lazily loaded bar arrive, had the suggestion asked for it. */
const settled = () => act(() => import('./french-suggestion-bar.tsx').then(() => {}));

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
  it('links a French browser on an English page to the same page in French', async () => {
    browserPrefers('fr-CA', 'en-CA');
    renderAt('/about?x=1', 'en');
    expect((await screen.findByTestId('french-suggestion')).textContent).toContain(
      'Ce site est aussi offert en français.',
    );
    expect(screen.getByRole('link', { name: 'Voir en français' }).getAttribute('href')).toBe('/fr/about?x=1');
  });

  it('stays away from English browsers and from French pages', async () => {
    browserPrefers('en-CA', 'fr-CA');
    renderAt('/about', 'en');
    await settled();
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
    cleanup();
    browserPrefers('fr-CA');
    renderAt('/fr/about', 'fr');
    await settled();
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
  });

  it('stays dismissed on later pages once its button is pressed', async () => {
    browserPrefers('fr-FR');
    renderAt('/', 'en');
    const close = await screen.findByRole('button', { name: 'Fermer' });
    act(() => fireEvent.click(close));
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
    expect(localStorage.getItem(dismissedKey)).not.toBeNull();
    cleanup();
    renderAt('/properties', 'en');
    await settled();
    expect(screen.queryByTestId('french-suggestion')).toBeNull();
  });
});

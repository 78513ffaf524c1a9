import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { registerFrenchCatalogue } from '#common/i18n/translate.ts';
import { keepCommandsFromHydration } from './lib/loading/commands-before-hydration.ts';

/**
 * React Router's own browser entry, with one step before hydrating: a French page (its <html lang>, set by
 * the server) loads the French catalogue first, so that it hydrates with the very texts the server wrote.
 * English pages never load it (issue 28: the French strings count only on French pages).
 */
async function hydrate() {
  keepCommandsFromHydration();
  const root = document.documentElement;
  if (root.lang.startsWith('fr')) {
    registerFrenchCatalogue(
      root.dataset.texts === 'private'
        ? (await import('#common/i18n/french/private-pages.ts')).privatePagesFrench
        : (await import('#common/i18n/french/public-pages.ts')).publicPagesFrench,
    );
  }
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Ends the task that evaluated the page's modules before hydration begins, so that the two are separate
 * tasks: a tap that arrives meanwhile (the menu's, ADR 0034) waits for the shorter of them, not their sum.
 */
function nextTask() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

void hydrate();

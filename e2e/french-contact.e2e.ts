import { describe, expect, it } from 'vitest';
import { openPage, ownedByReact } from './public-helpers.ts';
import { baseUrl, useBrowser } from './support/browser.ts';

/** Issue 28: the contact form speaks French on French pages, in the browser and without JavaScript. */
describe('the contact form on French pages', () => {
  const browser = useBrowser();

  it('shows its labels and inline errors in French, in the page and in the home page island', async () => {
    const { context, page, errors } = await openPage(browser(), 'phone');
    for (const path of ['/fr/contact', '/fr']) {
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Formulaire de contact' });
      await form.scrollIntoViewIfNeeded();
      // the home page's form is its own root, hydrated near the viewport (its labels come from its lang
      // prop): this test is of its code, so it waits for React to own the form; before that a click is a
      // plain form post, answered by a new page
      await expect.poll(() => ownedByReact(form)).toBe(true);
      await form.getByRole('button', { name: 'Envoyer' }).click();
      await form.getByText('Veuillez entrer votre prénom').waitFor();
      for (const text of [
        'Veuillez entrer votre nom',
        'Veuillez entrer votre courriel',
        'Veuillez écrire votre message',
      ]) {
        await expect.poll(() => form.getByText(text).isVisible(), { message: `${path}: ${text}` }).toBe(true);
      }
      await expect
        .poll(() => form.getByText('5 000 caractères restants').isVisible(), { message: path })
        .toBe(true);
      // the action checks the fields (no schema in the browser, ADR 0049): a message comes with a post
      await form.getByLabel('Courriel', { exact: true }).fill('pas-une-adresse');
      await form.getByRole('button', { name: 'Envoyer' }).click();
      await form.getByText('Veuillez entrer une adresse courriel valide').waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a form post made without JavaScript in French, on the French page', async () => {
    const res = await fetch(`${baseUrl()}/fr/contact`, {
      method: 'POST',
      body: new URLSearchParams({
        firstName: 'Ana',
        lastName: '',
        email: 'ana@example.com',
        phone: '12',
        message: 'Bonjour',
      }),
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('<html lang="fr-CA"');
    expect(text).toContain('Veuillez entrer votre nom');
    expect(text).toContain('Le téléphone doit compter de 7 à 20 chiffres');
    expect(text).toContain('action="/fr/contact#contact-form"');
  });
});

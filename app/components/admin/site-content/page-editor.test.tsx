// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Draft, PublishedPage } from '#common/site-content.ts';
import { PageEditor, type PageEditorProps } from './page-editor.tsx';

// the editor calls the real API client, on a stubbed network (app/test/api-client-stub.ts)
const api = await vi.hoisted(async () => (await import('../../../test/api-client-stub.ts')).stubApi());
vi.mock('../../../lib/api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../lib/api/client.ts')>();
  return {
    ...actual,
    client: actual.createApiClient({ baseUrl: 'http://admin.test', fetch: (request) => api.fetch(request) }),
  };
});
// The preview posts the form into an iframe of the real page; that needs the server, not this test.
vi.mock('./page-preview.tsx', () => ({ PagePreview: () => null }));

const published: PublishedPage = {
  slug: 'home',
  seo: { title: 'Selkirk Stays', description: 'Vacation rentals in Revelstoke.' },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: undefined,
      heading: 'Your home base in the Selkirk Mountains',
      text: undefined,
      buttons: [],
    },
    {
      kind: 'cards',
      id: 'partners',
      eyebrow: undefined,
      heading: 'Partners',
      intro: undefined,
      items: [{ title: 'Dose Coffee', text: 'Espresso on Mackenzie.' }],
    },
  ],
  revision: 3,
  published_at: '2026-11-20T18:00:00.000Z',
};

const props: PageEditorProps = {
  slug: 'home',
  title: 'Home',
  source: { base_revision: 3, seo: published.seo, sections: published.sections, translations: {} },
  draft: null,
  published: { revision: 3, published_at: published.published_at, published_by: 'dana' },
};

function savedDraft(body: { seo: Draft['seo']; sections: Draft['sections']; base_revision: number }): Draft {
  return {
    slug: 'home',
    translations: {},
    ...body,
    updated_at: '2026-11-23T15:00:00.000Z',
    updated_by: 'sam',
  };
}

const withFrench: PageEditorProps = {
  ...props,
  source: {
    ...props.source!,
    translations: {
      fr: { sections: [null, { heading: 'Partenaires', items: [{ title: 'Café Dose' }] }] },
    },
  },
};

/** The hero with a picture whose alt text has a French the editor does not offer. */
const hero = {
  ...published.sections[0]!,
  image: { url: '/images/scenes/hero-winter-960.webp', alt: 'Peaks' },
};
const withPicture: PageEditorProps = {
  ...props,
  source: {
    ...props.source!,
    sections: [hero, published.sections[1]!],
    translations: { fr: { sections: [{ image: { alt: 'Sommets' } }, { heading: 'Partenaires' }] } },
  },
};

function PictureEditorPage() {
  return <PageEditor {...withPicture} />;
}

function FrenchEditorPage() {
  return <PageEditor {...withFrench} />;
}

function EditorPage() {
  return <PageEditor {...props} />;
}

const Stub = createRoutesStub([{ path: '/admin/content/home', Component: EditorPage }]);

function renderEditor() {
  render(<Stub initialEntries={['/admin/content/home']} />);
}

const heading = () => screen.getAllByLabelText(/^Heading/)[0] as HTMLInputElement;
/** The drafts sent (`PUT /api/v1/pages/home/draft`), their bodies in order. */
const putBodies = () =>
  api
    .sent()
    .filter((request) => request.method === 'PUT')
    .map((request) => {
      expect(request.path).toBe('/api/v1/pages/home/draft');
      return request.body as {
        base_revision: number;
        sections: Array<{ id: string; heading?: string }>;
        translations: unknown;
      };
    });
/** The API's answer to a saved draft. */
const draftSaved = () =>
  api.answer(200, savedDraft({ seo: published.seo, sections: published.sections, base_revision: 3 }));
/** A stale save: the 409 the API answers. */
const staleSave = (message: string) => api.answer(409, { message });
/** The latest version as the API has it: no draft, and `page` published. */
const latestIs = (page: PublishedPage) => {
  api.answer(404, { message: 'This page has no draft' });
  api.answer(200, page);
};

describe('PageEditor', () => {
  beforeEach(() => {
    api.reset();
  });
  afterEach(cleanup);

  it('saves the draft with the base revision and says when it was saved', async () => {
    const user = userEvent.setup();
    draftSaved();
    renderEditor();
    expect(screen.getByText('No changes')).toBeTruthy();
    await user.clear(heading());
    await user.type(heading(), 'Winter is here');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await screen.findByText(/Draft saved at/);
    const body = putBodies()[0]!;
    expect(body.base_revision).toBe(3);
    expect(body.sections[0]!.heading).toBe('Winter is here');
    expect(screen.getByText(/Draft by sam/)).toBeTruthy();
  });

  it('refuses a picture without alt text inline, before anything is sent', async () => {
    const user = userEvent.setup();
    renderEditor();
    const hero = screen.getAllByTestId('reorder-item')[0]!;
    await user.click(within(hero).getByRole('button', { name: 'Add image' }));
    await user.click(within(hero).getByLabelText('Use an address'));
    await user.type(within(hero).getByLabelText(/Image address/), '/images/scenes/hero-winter-960.webp');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const alt = await within(hero).findByLabelText(/Alt text/);
    await waitFor(() => expect(alt.getAttribute('aria-invalid')).toBe('true'));
    expect(within(hero).getByText('Alt text is required')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('some fields need your attention');
    expect(api.sent()).toEqual([]);
  });

  it("shows the server's field errors inline beside the field it names", async () => {
    const user = userEvent.setup();
    api.answer(400, {
      message: 'Some fields are not valid',
      fields: { 'sections[1].items[0].title': 'Title is taken' },
    });
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is taken')).toBeTruthy();
    expect(screen.getAllByLabelText(/^Title/)[0]!.getAttribute('aria-invalid')).toBe('true');
  });

  it('reorders sections with the keyboard buttons and saves them in the new order', async () => {
    const user = userEvent.setup();
    draftSaved();
    renderEditor();
    const sections = screen.getByRole('list', { name: 'Sections of the page' });
    const first = within(sections).getAllByTestId('reorder-item')[0]!;
    await user.click(within(first).getAllByRole('button', { name: /^↑? ?Move down/ })[0]!);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved at/);
    expect(putBodies()[0]!.sections.map((section) => section.id)).toEqual(['partners', 'hero']);
  });

  it('on a stale save keeps the typed text, loads the latest on request and can bring mine back', async () => {
    const user = userEvent.setup();
    const theirs = {
      ...published,
      revision: 4,
      sections: [{ ...published.sections[0]!, heading: 'Spring sale' }, published.sections[1]!],
    };
    staleSave('Someone else published or saved this page after you opened it.');
    latestIs(theirs);
    draftSaved();
    renderEditor();
    await user.clear(heading());
    await user.type(heading(), 'Winter is here');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByText('Someone else changed this page while you were editing.');
    expect(conflict.closest('[role="alert"]')).toBeTruthy();
    expect(heading().value).toBe('Winter is here');

    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(heading().value).toBe('Spring sale'));
    expect(screen.getByText('Your changes are kept aside.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Bring my changes back' }));
    expect(heading().value).toBe('Winter is here');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Draft saved at/);
    const last = putBodies().at(-1)!;
    expect(putBodies()[0]!.base_revision).toBe(3);
    expect(last.base_revision).toBe(4);
    expect(last.sections[0]!.heading).toBe('Winter is here');
  });

  it('can save over the newer version on purpose after a conflict', async () => {
    const user = userEvent.setup();
    staleSave('Stale');
    latestIs({ ...published, revision: 5 });
    draftSaved();
    renderEditor();
    await user.type(heading(), '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await user.click(await screen.findByRole('button', { name: 'Save my version over it' }));
    await screen.findByText(/Draft saved at/);
    expect(screen.queryByText('Someone else changed this page while you were editing.')).toBeNull();
    expect(heading().value).toBe('Your home base in the Selkirk Mountains!');
    expect(putBodies().map((body) => body.base_revision)).toEqual([3, 5]);
  });

  describe('French beside the English (issue 28)', () => {
    const FrenchStub = createRoutesStub([{ path: '/admin/content/home', Component: FrenchEditorPage }]);

    const frenchOf = (label: RegExp, index = 0) =>
      screen.getAllByLabelText(label)[index] as HTMLInputElement | HTMLTextAreaElement;

    it('marks each French field left empty and counts them; typing French counts down', async () => {
      const user = userEvent.setup();
      render(<FrenchStub initialEntries={['/admin/content/home']} />);
      // SEO title and description, the hero heading, the card text: English without French
      expect(screen.getByTestId('french-count').textContent).toBe(
        '4 texts missing French (shown in English on the French page)',
      );
      expect(frenchOf(/^Heading in French/, 1).value).toBe('Partenaires');
      expect(frenchOf(/^Title in French/).value).toBe('Café Dose');
      const heroFrench = frenchOf(/^Heading in French/, 0);
      expect(heroFrench.value).toBe('');
      const heroField = heroFrench.closest('div')!;
      expect(within(heroField).getByText('Missing French')).toBeTruthy();

      await user.type(heroFrench, 'Votre camp de base dans les Selkirk');
      expect(within(heroField).queryByText('Missing French')).toBeNull();
      expect(screen.getByTestId('french-count').textContent).toMatch(/^3 texts missing French/);
    });

    it('saves the French by section, and a moved section takes its French along', async () => {
      const user = userEvent.setup();
      draftSaved();
      render(<FrenchStub initialEntries={['/admin/content/home']} />);
      await user.type(frenchOf(/^SEO title in French/), 'Selkirk Stays, chalets à Revelstoke');
      const sections = screen.getByRole('list', { name: 'Sections of the page' });
      const first = within(sections).getAllByTestId('reorder-item')[0]!;
      await user.click(within(first).getAllByRole('button', { name: /^↑? ?Move down/ })[0]!);
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      await screen.findByText(/Draft saved at/);
      const body = putBodies()[0]!;
      expect(body.sections.map((section) => section.id)).toEqual(['partners', 'hero']);
      expect(body.translations).toEqual({
        fr: {
          seo: { title: 'Selkirk Stays, chalets à Revelstoke' },
          sections: [{ heading: 'Partenaires', items: [{ title: 'Café Dose' }] }, null],
        },
      });
    });

    it('sends an untouched page as it was loaded, with the French of a picture it does not edit', async () => {
      const user = userEvent.setup();
      const PictureStub = createRoutesStub([{ path: '/admin/content/home', Component: PictureEditorPage }]);
      draftSaved();
      render(<PictureStub initialEntries={['/admin/content/home']} />);
      expect(screen.getByText('No changes')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      await screen.findByText(/Draft saved at/);
      const { base_revision, seo, sections, translations } = putBodies()[0] as unknown as Record<
        string,
        unknown
      >;
      expect({ base_revision, seo, sections, translations }).toEqual({
        base_revision: 3,
        seo: published.seo,
        sections: [
          { kind: 'hero', id: 'hero', heading: hero.heading, image: hero.image, buttons: [] },
          {
            kind: 'cards',
            id: 'partners',
            heading: 'Partners',
            items: [{ title: 'Dose Coffee', text: 'Espresso on Mackenzie.' }],
          },
        ],
        translations: { fr: { sections: [{ image: { alt: 'Sommets' } }, { heading: 'Partenaires' }] } },
      });
    });

    it("shows the server's error on a French text beside that French field", async () => {
      const user = userEvent.setup();
      api.answer(400, {
        message: 'Some fields are not valid',
        fields: { 'translations.fr.sections.1.heading': 'French heading must be at most 200 characters' },
      });
      render(<FrenchStub initialEntries={['/admin/content/home']} />);
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(await screen.findByText('French heading must be at most 200 characters')).toBeTruthy();
      expect(frenchOf(/^Heading in French/, 1).getAttribute('aria-invalid')).toBe('true');
    });
  });
});

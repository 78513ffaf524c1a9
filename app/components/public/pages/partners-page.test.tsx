// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type RenderedPage, type Section, type SectionInput, sectionSchema } from '#common/site-content.ts';
import { splitTagline } from '../content/content.tsx';
import { PartnersPageView } from './partners-page.tsx';

afterEach(cleanup);

/** A section as the API stores it (optional fields read by the schema). */
const section = (input: SectionInput): Section => sectionSchema.parse(input);

const hero = section({ kind: 'hero', id: 'hero', heading: 'The locals we send our guests to', buttons: [] });
const list = section({
  kind: 'cards',
  id: 'partner-list',
  heading: 'Good people, close by',
  items: [
    {
      title: 'Summit Trail Guides',
      text: 'Guided hiking\n\nSmall-group hikes.',
      link: { label: 'Visit Summit Trail Guides', href: 'https://guides.example' },
    },
    { title: 'Woodstove Coffee Co.', text: 'Our morning meeting room.' },
  ],
});
const invitation = section({
  kind: 'hero',
  id: 'become-partner',
  heading: 'Become a partner',
  buttons: [{ label: 'Get in touch', href: '/contact' }],
});
const added = section({
  kind: 'rich_text',
  id: 'winter-offer',
  heading: 'Winter offer',
  body: 'Ten percent off.',
});

/** The page as the server renders it (server/domain/content/site-content-render.ts), for these sections. */
function rendered(sections: Section[]): RenderedPage {
  return {
    page: {
      slug: 'partners',
      seo: { title: 'Partners', description: 'Local businesses' },
      sections,
      revision: 1,
      published_at: '2026-01-01T00:00:00.000Z',
    },
    html: {
      'partner-list.items.0.text': '<p>Guided hiking</p>\n<p>Small-group hikes.</p>\n',
      'partner-list.items.1.text': '<p>Our morning meeting room.</p>\n',
      'winter-offer.body': '<p>Ten percent off.</p>\n',
    },
    images: {},
    legal: {},
  };
}

function renderView(sections: Section[]) {
  render(
    <MemoryRouter>
      <PartnersPageView page={rendered(sections)} />
    </MemoryRouter>,
  );
}

const headingTexts = () => screen.getAllByRole('heading').map((h) => h.textContent);

describe('the partners page view', () => {
  it('places its sections in the layout and shows the ones staff added after it', () => {
    renderView([added, hero, list, invitation]);
    expect(headingTexts()).toEqual([
      'The locals we send our guests to',
      'Good people, close by',
      'Summit Trail Guides',
      'Woodstove Coffee Co.',
      'Become a partner',
      'Winter offer',
    ]);
    expect(screen.getByText('Ten percent off.')).toBeTruthy();
  });

  it("shows a card's first paragraph as the partner's trade only when more text follows it", () => {
    renderView([hero, list]);
    const [guides, coffee] = screen.getAllByRole('article');
    const guideParagraphs = within(guides!)
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(guideParagraphs).toEqual(['Guided hiking', 'Small-group hikes.']);
    expect(within(guides!).getByRole('link').getAttribute('href')).toBe('https://guides.example');
    expect(
      within(coffee!)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['Our morning meeting room.']);
    expect(within(coffee!).queryByRole('link')).toBeNull();
  });

  it('shows a section whose kind the layout does not expect with the added ones', () => {
    const listAsText = section({
      kind: 'rich_text',
      id: 'partner-list',
      heading: 'Partners as text',
      body: 'x',
    });
    renderView([hero, listAsText]);
    expect(headingTexts()).toEqual(['The locals we send our guests to', 'Partners as text']);
  });
});

describe('a card tagline', () => {
  it('is the first paragraph of a text of several blocks', () => {
    expect(splitTagline('<p>Massage <em>therapy</em></p>\n<p>Rest</p>\n<ul>\n<li>a</li>\n</ul>\n')).toEqual({
      tagline: 'Massage <em>therapy</em>',
      body: '<p>Rest</p>\n<ul>\n<li>a</li>\n</ul>\n',
    });
  });

  it('keeps a French page’s English text marked as English (issue 28)', () => {
    expect(splitTagline('<p lang="en">Massage</p>\n<p lang="en">Rest</p>\n')).toEqual({
      tagline: '<span lang="en">Massage</span>',
      body: '<p lang="en">Rest</p>\n',
    });
  });

  it('is absent from a text of one block, or one that does not open with a paragraph', () => {
    expect(splitTagline('<p>Only</p>\n')).toEqual({ body: '<p>Only</p>\n' });
    expect(splitTagline('<ul>\n<li>a</li>\n</ul>\n<p>b</p>\n')).toEqual({
      body: '<ul>\n<li>a</li>\n</ul>\n<p>b</p>\n',
    });
    expect(splitTagline(undefined)).toEqual({ body: undefined });
  });
});

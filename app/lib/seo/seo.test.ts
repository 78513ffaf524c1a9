import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#common/load-context.ts';
import { absoluteUrl, pageMeta, summarize } from './seo.ts';

const site = { name: 'Selkirk Stays', publicUrl: 'https://selkirkstays.example' } as SiteSettings;

describe('page meta', () => {
  it('gives title, description, canonical and share tags with absolute addresses', () => {
    const tags = pageMeta(site, { title: 'About Us', description: 'Who we are.', path: '/about' });
    expect(tags).toContainEqual({ title: 'About Us | Selkirk Stays' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://selkirkstays.example/about',
    });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://selkirkstays.example/about' });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://selkirkstays.example/images/og-default.jpg',
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('marks pages that must not be indexed', () => {
    expect(pageMeta(site, { title: 'x', description: 'y', path: '/nope', noindex: true })).toContainEqual({
      name: 'robots',
      content: 'noindex',
    });
  });

  it('shortens long descriptions at a word', () => {
    const text = 'word '.repeat(60);
    const short = summarize(text);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short.endsWith('word…')).toBe(true);
    expect(absoluteUrl(site, '/x?y=1')).toBe('https://selkirkstays.example/x?y=1');
  });
});

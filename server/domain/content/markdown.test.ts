import { describe, expect, it } from 'vitest';
import { renderMarkdown, renderMarkdownInline } from './markdown.ts';
import { splitLegal } from './site-content-render.ts';

/** No element or attribute that can run script or change style survives, whatever the input. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|<object|<embed|<svg|<math|<form|<input/i);
  expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]+\sstyle\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data|file):/i);
}

describe('Markdown of site content', () => {
  it('renders the formatting editors use', () => {
    expect(renderMarkdown('**Bold** and _em_\n\n- one\n- two\n\n1. first')).toBe(
      '<p><strong>Bold</strong> and <em>em</em></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>\n',
    );
    expect(renderMarkdownInline('Call [us](tel:+12505550142)')).toBe(
      'Call <a href="tel:+12505550142">us</a>',
    );
  });

  it('keeps links to the web, e-mail, phone and site paths; external ones get rel=noopener', () => {
    const html = renderMarkdown(
      '[a](/about) [b](mailto:x@y.example) [c](tel:+1250) [d](https://x.example/p?q=1)',
    );
    expect(html).toContain('<a href="/about">a</a>');
    expect(html).toContain('<a href="mailto:x@y.example">b</a>');
    expect(html).toContain('<a href="tel:+1250">c</a>');
    expect(html).toContain('<a href="https://x.example/p?q=1" rel="noopener noreferrer">d</a>');
  });

  const attacks: [string, string][] = [
    ['a script element', '<script>alert(1)</script>'],
    ['a script in a paragraph', 'Hello <script src="https://evil.example/x.js"></script> there'],
    ['a style element', '<style>body{display:none}</style>'],
    ['a style attribute', '<p style="position:fixed;inset:0">cover</p>'],
    ['an on* attribute', '<img src=x onerror=alert(1)>'],
    ['an on* attribute in a link', '<a href="/" onclick="alert(1)">x</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['an svg with script', '<svg onload=alert(1)><script>alert(1)</script></svg>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['a javascript: link in capitals', '[click](JaVaScRiPt:alert(1))'],
    ['a javascript: link with entities', '[click](&#106;avascript:alert(1))'],
    ['a javascript: link with a tab', '[click](java\tscript:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a data: image', '![pixel](data:image/png;base64,iVBORw0KGgo=)'],
    ['a data: svg image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a reference-style javascript: link', '[x][r]\n\n[r]: javascript:alert(1)'],
    ['a protocol-relative link', '[x](//evil.example/path)'],
    ['raw HTML block', '<div onmouseover="alert(1)">hover</div>'],
    ['an HTML comment', '<!-- <script>alert(1)</script> -->'],
  ];

  it.each(attacks)('makes %s inert', (_name, source) => {
    const html = renderMarkdown(source);
    expectInert(html);
    expectInert(renderMarkdownInline(source));
  });

  it('shows raw HTML as text instead of dropping it', () => {
    expect(renderMarkdown('<b>hi</b>')).toBe('<p>&lt;b&gt;hi&lt;/b&gt;</p>\n');
  });

  it('refuses a mailto: or tel: address as an image', () => {
    expect(renderMarkdown('![x](mailto:a@b.example)')).not.toContain('<img');
    expect(renderMarkdown('![Map](/images/map.webp)')).toBe(
      '<p><img src="/images/map.webp" alt="Map" loading="lazy" /></p>\n',
    );
  });

  it('splits a legal text into its intro and numbered parts with stable ids', () => {
    const legal = splitLegal(
      'Intro **text**.\n\n## Who we are {#who}\n\nWe rent homes.\n\n## Cancellations\n\n- a',
    );
    expect(legal.intro).toBe('<p>Intro <strong>text</strong>.</p>\n');
    expect(legal.parts).toEqual([
      { id: 'who', title: 'Who we are', html: '<p>We rent homes.</p>\n' },
      { id: 'cancellations', title: 'Cancellations', html: '<ul>\n<li>a</li>\n</ul>\n' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultFrenchTemplates } from '#common/guest-message-defaults.ts';
import { contentFrench } from '#common/i18n/french/content.ts';
import { emailsFrench } from '#common/i18n/french/emails.ts';
import { formsFrench } from '#common/i18n/french/forms.ts';
import { listingsFrench } from '#common/i18n/french/listings.ts';
import { pagesFrench } from '#common/i18n/french/pages.ts';
import { publicPagesFrench } from '#common/i18n/french/public-pages.ts';
import { siteFrench } from '#common/i18n/french/site.ts';
import { welcomeFrench } from '#common/i18n/french/welcome.ts';
import { defaultFrench } from './site-content-defaults.ts';

/**
 * Canadian French typography (issue 43, item 5): a no-break space (U+00A0) before every colon, in every
 * French text the site writes: the catalogues, the guest emails' default templates and the brochure pages'
 * default French. Web addresses, clock times (10:00) and placeholders ({time}) are not prose.
 */
const sources: Record<string, unknown> = {
  content: contentFrench,
  emails: emailsFrench,
  forms: formsFrench,
  listings: listingsFrench,
  pages: pagesFrench,
  'public pages': publicPagesFrench,
  site: siteFrench,
  welcome: welcomeFrench,
  'email templates': defaultFrenchTemplates,
  'brochure pages': defaultFrench,
};

/** Every string inside `value` (objects and arrays walked), with where it was found. */
function stringsIn(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringsIn(v, `${path} › ${k}`));
  }
  return [];
}

/** The colons of `text` that lack the no-break space before them, as "…context:…". */
function colonsWithoutNoBreakSpace(text: string): string[] {
  const prose = text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ')
    .replace(/\b(?:mailto|tel):\S+/gi, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\b\d{1,2}:\d{2}\b/g, '0')
    .replace(/\{[^{}]*\}/g, 'x');
  const found: string[] = [];
  for (let i = prose.indexOf(':'); i !== -1; i = prose.indexOf(':', i + 1)) {
    if (prose[i - 1] !== '\u00a0') found.push(prose.slice(Math.max(0, i - 20), i + 1));
  }
  return found;
}

describe('French punctuation', () => {
  it('finds a colon after a plain space or none, and passes one after a no-break space', () => {
    expect(colonsWithoutNoBreakSpace('Total : 10 $')).toEqual(['Total :']);
    expect(colonsWithoutNoBreakSpace('Total: 10 $')).toEqual(['Total:']);
    expect(colonsWithoutNoBreakSpace('Total\u00a0: 10 $')).toEqual([]);
    expect(
      colonsWithoutNoBreakSpace(
        'Arrivée à 16:00, voir https://example.com/a:b et {label}\u00a0: [x](http://y)',
      ),
    ).toEqual([]);
  });

  it.each(Object.entries(sources))('has a no-break space before every colon (%s)', (name, source) => {
    const wrong = stringsIn(source, name).flatMap(([path, text]) =>
      colonsWithoutNoBreakSpace(text).map((at) => `${path}: «${at}»`),
    );
    expect(wrong).toEqual([]);
  });
});

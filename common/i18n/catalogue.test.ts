import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFrench } from './french/content.ts';
import { emailsFrench } from './french/emails.ts';
import { formsFrench } from './french/forms.ts';
import { frenchCatalogue } from './french/index.ts';
import { listingsFrench } from './french/listings.ts';
import { pagesFrench } from './french/pages.ts';
import { publicPagesFrench } from './french/public-pages.ts';
import { siteFrench } from './french/site.ts';
import { welcomeFrench } from './french/welcome.ts';

/**
 * Every fixed text the site writes has its French (issue 28): the texts are found where the code names
 * them, as literals in `t('…')`, `tn(count, '…', '…')`, `msg('…')`, `translate(lang, '…')` and
 * `translateCount(lang, count, '…', '…')` in app/, common/ and server/.
 */
const root = join(import.meta.dirname, '..', '..');
const sourceFolders = ['app', 'common', 'server'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const literal = String.raw`(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|\x60((?:\\.|[^\x60\\$])*)\x60)`;
const calls = [
  new RegExp(String.raw`\b(?:t|msg)\(\s*${literal}`, 'g'),
  new RegExp(String.raw`\btranslate\(\s*[\w.]+,\s*${literal}`, 'g'),
  new RegExp(
    String.raw`\b(?:tn\(\s*[^,()]+(?:\([^()]*\))?|translateCount\(\s*[\w.]+,\s*[^,()]+(?:\([^()]*\))?),\s*${literal},\s*${literal}`,
    'g',
  ),
];

const unescapeLiteral = (text: string) => text.replace(/\\(['"`\\])/g, '$1').replace(/\\n/g, '\n');

function textsInCode(files = sourceFolders.flatMap(sourceFiles)): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const pattern of calls) {
      for (const match of source.matchAll(pattern)) {
        const groups = match.slice(1).filter((group) => group !== undefined);
        for (const text of groups) found.set(unescapeLiteral(text), file.slice(root.length + 1));
      }
    }
  }
  return found;
}

/** The files `file` imports by a relative path (`from '…'`, `import('…')`), resolved. */
const relativeImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) =>
    resolve(dirname(file), m[1] as string),
  );

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the French catalogue', () => {
  const texts = textsInCode();

  it('finds the texts the code translates', () => {
    expect(texts.size).toBeGreaterThan(0);
  });

  it('has a French version of every fixed text the code writes', () => {
    const missing = [...texts]
      .filter(([text]) => !frenchCatalogue[text]?.trim())
      .map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('keeps no French for a text the code no longer writes', () => {
    expect(Object.keys(frenchCatalogue).filter((text) => !texts.has(text))).toEqual([]);
  });

  it('keeps every placeholder of the English in the French', () => {
    const differ = Object.entries(frenchCatalogue).filter(
      ([english, french]) => placeholders(english).join() !== placeholders(french).join(),
    );
    expect(differ).toEqual([]);
  });

  it("gives a public page's browser the French of every text the public pages' code writes", () => {
    // the guide's and the back office's code run on private pages, which load the whole French
    const privateCode = /^(app\/(components|routes|lib)\/(welcome|admin)\/)/;
    // app/components/ui/ is shared by the audiences: a module there is public code when public code imports it
    const shared = /^app\/components\/ui\//;
    const inRepo = (file: string) => file.slice(root.length + 1);
    const publicFiles = ['app', 'common']
      .flatMap(sourceFiles)
      .filter((file) => !privateCode.test(inRepo(file)) && !shared.test(inRepo(file)));
    for (let i = 0; i < publicFiles.length; i++) {
      for (const imported of relativeImports(publicFiles[i] as string)) {
        if (shared.test(inRepo(imported)) && !publicFiles.includes(imported)) publicFiles.push(imported);
      }
    }
    expect(publicFiles.map(inRepo)).toContain('app/components/ui/modal.tsx');
    const missing = [...textsInCode(publicFiles)]
      .filter(([text]) => !publicPagesFrench[text])
      .map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('gives each text its French in one part only', () => {
    // the parts are merged differently for the server and for each kind of page: a text in two parts could
    // read one way in the server's HTML and another once hydrated (React then redraws the page)
    const parts = {
      siteFrench,
      pagesFrench,
      listingsFrench,
      formsFrench,
      welcomeFrench,
      emailsFrench,
      contentFrench,
    };
    const partsOf = new Map<string, string[]>();
    for (const [name, part] of Object.entries(parts)) {
      for (const text of Object.keys(part)) partsOf.set(text, [...(partsOf.get(text) ?? []), name]);
    }
    expect([...partsOf].filter(([, names]) => names.length > 1)).toEqual([]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readContentFile } from './content-files.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
};

const pageSchema = z.strictObject({ title: z.string().min(1), markdown: z.string() });

describe('content files', () => {
  it('reads a Markdown file as its JSON front-matter and the Markdown under it', () => {
    const file = write('page.md', '---\n{ "title": "Hello" }\n---\n\nFirst line\n\n## Part {#part}\n');
    expect(readContentFile(file, pageSchema)).toEqual({
      title: 'Hello',
      markdown: 'First line\n\n## Part {#part}',
    });
    expect(readContentFile(write('bare.md', '---\n{ "title": "Hi" }\n---\n'), pageSchema)).toEqual({
      title: 'Hi',
      markdown: '',
    });
  });

  it('reads a JSON file whole', () => {
    const file = write('records.json', '[{ "slug": "a" }]\n');
    expect(readContentFile(file, z.array(z.object({ slug: z.string() })))).toEqual([{ slug: 'a' }]);
  });

  it('fails loudly, naming the file, when a file does not parse or breaks its schema', () => {
    const broken = write('broken.json', '[{ "slug": ');
    expect(() => readContentFile(broken, z.array(z.unknown()))).toThrow(broken);
    const noFront = write('no-front.md', 'Just Markdown\n');
    expect(() => readContentFile(noFront, pageSchema)).toThrow(`${noFront}: a Markdown content file starts`);
    const empty = write('empty.md', '---\n{ "title": "" }\n---\n');
    expect(() => readContentFile(empty, pageSchema)).toThrow(`${empty} is not valid:`);
    expect(() => readContentFile(empty, pageSchema)).toThrow(/title/);
  });
});

describe('the default page files', () => {
  // Biome 2.6 formats Markdown and would fold the no-break spaces into plain ones (content/ is kept out of
  // it in biome.json): the French copy keeps its Canadian typography, a no-break space before each colon.
  it('keep the no-break space before a colon in the French copy', async () => {
    const { defaultFrench } = await import('./site-content-defaults.ts');
    const texts = JSON.stringify(defaultFrench);
    expect(texts).toContain('\u00a0:');
    expect(texts).not.toMatch(/[^\s] :/);
  });
});

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The one reader of the content written as files, not code (docs/decisions/0054): the brochure pages'
 * default copy (`content/pages/`) and the demo's records (`demo/content/`). A path is relative to the
 * project: from source (dev, tests) the project folder; in the compiled server `build/node/`, where
 * scripts/build-server.ts copies both folders (this module runs there from `build/node/server/` or
 * `build/node/chunks/`, one folder down).
 *
 * A `.json` file is read whole. A `.md` file is a JSON front-matter between two `---` lines and the
 * Markdown under it, read as `{...frontMatter, markdown}` (`markdown` is '' when nothing follows).
 * Each file is checked with its zod schema when read: a broken file throws with its path and the problems.
 */
const projectRoot = import.meta.url.endsWith('.ts')
  ? new URL('../../../', import.meta.url)
  : new URL('../', import.meta.url);

export const contentFilePath = (relative: string): string => fileURLToPath(new URL(relative, projectRoot));

export function readContentFile<S extends z.ZodType>(relative: string, schema: S): z.output<S> {
  const file = contentFilePath(relative);
  const text = fs.readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = relative.endsWith('.md') ? readMarkdown(text) : JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const checked = schema.safeParse(data);
  if (!checked.success) throw new Error(`${file} is not valid:\n${z.prettifyError(checked.error)}`);
  return checked.data;
}

function readMarkdown(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---\n(?:\n([\s\S]*)\n)?$/.exec(text);
  if (!match) throw new Error('a Markdown content file starts with a JSON front-matter between --- lines');
  const front: unknown = JSON.parse(match[1] ?? '');
  if (!front || typeof front !== 'object' || Array.isArray(front))
    throw new Error('the front-matter is not a JSON object');
  return { ...front, markdown: match[2] ?? '' };
}

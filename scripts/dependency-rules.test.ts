import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '..');
const depcruise = path.join(repo, 'node_modules/.bin/depcruise');
const config = path.join(repo, '.dependency-cruiser.cjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

const rooms = ['app', 'server', 'common', 'demo', 'e2e', 'scripts'];

/** The project's dependency rules on a tree of files: the number of errors and the violations found. */
async function cruise(dir: string): Promise<{ errors: number; violations: Violation[] }> {
  const { stdout } = await run(depcruise, ['--config', config, '--output-type', 'json', ...rooms], {
    cwd: dir,
  });
  const { summary } = JSON.parse(stdout);
  return { errors: summary.error, violations: summary.violations };
}

/** The exit code of the command as `npm run lint` runs it (its default reporter fails on an error). */
async function lintExitCode(dir: string): Promise<number> {
  try {
    await run(depcruise, ['--config', config, ...rooms], { cwd: dir });
    return 0;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

/** A small project laid out like this one, with its package.json aliases and tsconfig. */
const allowed: Record<string, string> = {
  'package.json': JSON.stringify({
    type: 'module',
    imports: {
      '#app/*': './app/*',
      '#server/*': './server/*',
      '#common/*': './common/*',
      '#demo/*': './demo/*',
    },
  }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ES2022', moduleResolution: 'bundler', allowImportingTsExtensions: true },
  }),
  'common/shape.ts': "import { other } from './other.ts';\nexport const shape = other;\n",
  'common/other.ts': 'export const other = 1;\n',
  'app/page.tsx':
    "import { shape } from '#common/shape.ts';\nimport { near } from './near.ts';\nexport default [shape, near];\n",
  'app/near.ts': 'export const near = 1;\n',
  // app/ in rooms: each audience's routes and components, ui/ shared by several, lib/ under them all
  'app/lib/language.ts': 'export const language = 1;\n',
  'app/components/ui/modal.tsx':
    "import { language } from '../../lib/language.ts';\nexport const modal = language;\n",
  'app/components/public/header.tsx':
    "import { language } from '../../lib/language.ts';\nimport { modal } from '../ui/modal.tsx';\nexport const header = [language, modal];\n",
  'app/components/welcome/section.tsx':
    "import { modal } from '../ui/modal.tsx';\nexport const section = modal;\n",
  'app/components/admin/dialog.tsx':
    "import { modal } from '../ui/modal.tsx';\nexport const dialog = modal;\n",
  'app/components/admin/dialog.test.tsx':
    "import { header } from '../public/header.tsx';\nimport { section } from '../welcome/section.tsx';\nexport const t = [header, section];\n",
  'app/routes/public/home.tsx':
    "import { header } from '../../components/public/header.tsx';\nexport default header;\n",
  'app/routes/public/routes.ts': "export const publicRoutes = ['routes/public/home.tsx'];\n",
  'app/routes/welcome/page.tsx':
    "import { section } from '../../components/welcome/section.tsx';\nexport default section;\n",
  'app/routes/welcome/routes.ts': "export const welcomeRoutes = ['routes/welcome/page.tsx'];\n",
  'app/routes/admin/home.tsx':
    "import { dialog } from '../../components/admin/dialog.tsx';\nexport default dialog;\n",
  // the back office's page preview shows the public page as it will be
  'app/routes/admin/content-preview.tsx':
    "import { header } from '../../components/public/header.tsx';\nimport { dialog } from '../../components/admin/dialog.tsx';\nexport default [header, dialog];\n",
  'app/routes/admin/routes.ts': "export const adminRoutes = ['routes/admin/home.tsx'];\n",
  'app/routes.ts':
    "import { adminRoutes } from './routes/admin/routes.ts';\nimport { publicRoutes } from './routes/public/routes.ts';\nimport { welcomeRoutes } from './routes/welcome/routes.ts';\nexport default [adminRoutes, publicRoutes, welcomeRoutes];\n",
  // the document shell shows the public splash screen and 404 page
  'app/root.tsx': "import { header } from './components/public/header.tsx';\nexport default header;\n",
  'server/domain.ts': "import { shape } from '#common/shape.ts';\nexport const domain = shape;\n",
  'server/domain.test.ts': "import { tool } from '../scripts/tool.ts';\nexport const t = tool;\n",
  'server/first-start.ts': "export const seed = () => import('#demo/seed.ts');\n",
  'server/db/table.ts': 'export const table = 1;\n',
  // the domain in folders by aggregate; server/infra/ (outside systems) beside it, used by it
  'server/domain/homes/rule.ts':
    "import { table } from '../../db/table.ts';\nimport { fetched } from '../../infra/fetch.ts';\nexport const rule = [table, fetched];\n",
  'server/domain/shared/context.ts':
    "import { table } from '../../db/table.ts';\nexport const context = table;\n",
  'server/domain/homes/rule-two.ts':
    "import { context } from '../shared/context.ts';\nexport const ruleTwo = context;\n",
  'server/infra/fetch.ts': "import { table } from '../db/table.ts';\nexport const fetched = table;\n",
  'server/infra/worker.ts':
    "import { ruleTwo } from '../domain/homes/rule-two.ts';\nexport const worker = ruleTwo;\n",
  'server/http/cookie.ts': "import { rule } from '../domain/homes/rule.ts';\nexport const cookie = rule;\n",
  // the HTTP error type and its mapping, for the adapters alone
  'server/http/http-errors.ts':
    "import { rule } from '../domain/homes/rule.ts';\nexport const HttpError = rule;\n",
  'server/api/refusal.ts':
    "import { HttpError } from '../http/http-errors.ts';\nexport const refusal = HttpError;\n",
  'server/api/route.ts':
    "import { rule } from '../domain/homes/rule.ts';\nimport { cookie } from '../http/cookie.ts';\nexport const route = [rule, cookie];\n",
  'server/web/page.ts':
    "import { rule } from '../domain/homes/rule.ts';\nimport { cookie } from '../http/cookie.ts';\nexport const page = [rule, cookie];\n",
  'demo/seed.ts':
    "import { domain } from '#server/domain.ts';\nimport { shape } from '#common/shape.ts';\nexport const seed = [domain, shape];\n",
  'e2e/journey.ts':
    "import { domain } from '#server/domain.ts';\nimport page from '#app/page.tsx';\nexport const j = [domain, page];\n",
  'scripts/tool.ts': "import { seed } from '#demo/seed.ts';\nexport const tool = seed;\n",
};

/** Each rule, and one import that breaks it (a file added to the allowed tree, with the files it needs). */
const breaches: { rule: string; file: string; source: string; also?: Record<string, string> }[] = [
  { rule: 'app-not-to-server', file: 'app/bad.ts', source: "export * from '#server/domain.ts';\n" },
  { rule: 'server-not-to-app', file: 'server/bad-app.ts', source: "export type * from '#app/page.tsx';\n" },
  {
    rule: 'common-imports-nothing-of-ours',
    file: 'common/bad.ts',
    source: "export * from '#server/domain.ts';\n",
  },
  {
    rule: 'demo-only-from-the-seeding-entry',
    file: 'server/bad-demo.ts',
    source: "export const load = () => import('#demo/seed.ts');\n",
  },
  {
    rule: 'demo-seeded-dynamically',
    file: 'server/first-start.ts',
    source: "export { seed } from '#demo/seed.ts';\n",
  },
  {
    rule: 'nothing-imports-tests-or-tools',
    file: 'server/bad-tool.ts',
    source: "export * from '../scripts/tool.ts';\n",
  },
  {
    rule: 'cross-room-imports-use-the-alias',
    file: 'app/bad-relative.ts',
    // spelled in two parts so that scripts/rewrite-imports.ts, which reads this file too, leaves it as it is
    source: `export * from '${'..'}/common/shape.ts';\n`,
  },
  {
    rule: 'imports-inside-a-room-are-relative',
    file: 'app/bad-alias.ts',
    source: "export * from '#app/near.ts';\n",
  },
  {
    rule: 'imports-inside-a-room-are-relative',
    file: 'server/domain/homes/bad-alias.ts',
    source: "export * from '#server/db/table.ts';\n",
  },
  {
    rule: 'app-components-and-routes-in-rooms',
    file: 'app/components/public/bad-loose.tsx',
    source: "export * from '../loose.tsx';\n",
    also: { 'app/components/loose.tsx': 'export const loose = 1;\n' },
  },
  {
    rule: 'app-public-room-only-from-public',
    file: 'app/components/admin/bad-public.tsx',
    source: "export * from '../public/header.tsx';\n",
  },
  {
    rule: 'app-public-room-only-from-public',
    file: 'app/routes/welcome/bad-public.tsx',
    source: "export { default } from '../public/home.tsx';\n",
  },
  {
    rule: 'app-welcome-room-only-from-welcome',
    file: 'app/components/admin/bad-welcome.tsx',
    source: "export * from '../welcome/section.tsx';\n",
  },
  {
    rule: 'app-welcome-room-only-from-welcome',
    file: 'app/routes/public/bad-welcome.ts',
    source: "export * from '../welcome/routes.ts';\n",
  },
  {
    rule: 'app-admin-room-only-from-admin',
    file: 'app/components/public/bad-admin.tsx',
    source: "export * from '../admin/dialog.tsx';\n",
  },
  {
    rule: 'app-ui-imports-no-audience',
    file: 'app/components/ui/bad.tsx',
    source: "export * from '../public/header.tsx';\n",
  },
  {
    rule: 'app-lib-imports-no-components-or-routes',
    file: 'app/lib/bad.ts',
    source: "export * from '../components/ui/modal.tsx';\n",
  },
  {
    rule: 'server-domain-takes-plain-values',
    file: 'server/domain/homes/bad.ts',
    source: "export * from '../../api/route.ts';\n",
  },
  {
    rule: 'server-domain-takes-plain-values',
    file: 'server/domain/homes/bad-http.ts',
    source: "export * from '../../http/cookie.ts';\n",
  },
  {
    rule: 'server-domain-in-aggregate-folders',
    file: 'server/domain/homes/bad-loose.ts',
    source: "export * from '../loose.ts';\n",
    also: { 'server/domain/loose.ts': 'export const loose = 1;\n' },
  },
  {
    rule: 'server-infra-takes-no-http',
    file: 'server/infra/bad.ts',
    source: "export * from '../http/cookie.ts';\n",
  },
  {
    rule: 'server-infra-takes-no-http',
    file: 'server/infra/bad-api.ts',
    source: "export * from '../api/route.ts';\n",
  },
  {
    rule: 'http-errors-only-in-the-adapters',
    file: 'server/domain/homes/bad-error.ts',
    source: "export * from '../../http/http-errors.ts';\n",
  },
  {
    rule: 'http-errors-only-in-the-adapters',
    file: 'scripts/bad-error.ts',
    source: "export * from '#server/http/http-errors.ts';\n",
  },
  {
    rule: 'server-db-imports-nothing-above',
    file: 'server/db/bad.ts',
    source: "export * from '../domain/homes/rule.ts';\n",
  },
  {
    rule: 'server-db-imports-nothing-above',
    file: 'server/db/bad-infra.ts',
    source: "export * from '../infra/fetch.ts';\n",
  },
  { rule: 'server-adapters-apart', file: 'server/web/bad.ts', source: "export * from '../api/route.ts';\n" },
  { rule: 'server-adapters-apart', file: 'server/api/bad.ts', source: "export * from '../web/page.ts';\n" },
  {
    rule: 'server-http-below-the-adapters',
    file: 'server/http/bad.ts',
    source: "export * from '../web/page.ts';\n",
  },
  { rule: 'no-circular', file: 'common/other.ts', source: "import './shape.ts';\nexport const other = 1;\n" },
  { rule: 'not-to-unresolvable', file: 'server/bad-missing.ts', source: "export * from './missing.ts';\n" },
];

async function writeTree(dir: string, files: Record<string, string>) {
  for (const [file, source] of Object.entries(files)) {
    await fs.mkdir(path.join(dir, path.dirname(file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), source);
  }
}

describe('the dependency rules (.dependency-cruiser.cjs, run by npm run lint)', () => {
  const dirs: string[] = [];
  const tree = async (files: Record<string, string>) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dependency-rules-'));
    dirs.push(dir);
    await writeTree(dir, files);
    return dir;
  };
  let allowedTree: Awaited<ReturnType<typeof cruise>>;
  beforeAll(async () => {
    allowedTree = await cruise(await tree(allowed));
  }, 180_000);
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('accept what the rooms may import', () => {
    expect(allowedTree.violations).toEqual([]);
    expect(allowedTree.errors).toBe(0);
  });

  it('fail the lint command on a breach, and only then', async () => {
    expect(await lintExitCode(await tree(allowed))).toBe(0);
    expect(
      await lintExitCode(await tree({ ...allowed, 'app/bad.ts': "export * from '#server/domain.ts';\n" })),
    ).not.toBe(0);
  }, 180_000);

  it.each(breaches)(
    'refuse an import that breaks $rule',
    async ({ rule, file, source, also }) => {
      const { errors, violations } = await cruise(await tree({ ...allowed, ...also, [file]: source }));
      expect(errors).toBeGreaterThan(0);
      expect(violations.map((v) => v.rule.name)).toContain(rule);
      // the breach is reported at the file that made it (a cycle is reported at one of its members)
      if (rule !== 'no-circular') {
        expect(violations.find((v) => v.rule.name === rule)?.from).toBe(file);
      }
    },
    180_000,
  );
});

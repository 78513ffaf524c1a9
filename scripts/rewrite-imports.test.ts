import { describe, expect, it } from 'vitest';
import { rewriteSource, rewriteSpecifier } from './rewrite-imports.ts';

describe('the import codemod (scripts/rewrite-imports.ts)', () => {
  it('writes an import into another room with that room’s alias', () => {
    expect(rewriteSpecifier('app/routes/admin/users.tsx', '../../../common/auth.ts')).toBe('#common/auth.ts');
    expect(rewriteSpecifier('server/first-start.ts', '../demo/seed.ts')).toBe('#demo/seed.ts');
    expect(rewriteSpecifier('e2e/support/browser.ts', '../../server/app.ts')).toBe('#server/app.ts');
  });

  it('keeps imports inside a room relative, and leaves packages and rooms without an alias alone', () => {
    expect(rewriteSpecifier('server/web/mount.ts', '../api/guards.ts')).toBeNull();
    expect(rewriteSpecifier('app/root.tsx', './app.css')).toBeNull();
    expect(rewriteSpecifier('server/limits/x.test.ts', '../../scripts/lib/start-server.ts')).toBeNull();
    expect(rewriteSpecifier('app/root.tsx', 'react-router')).toBeNull();
    expect(rewriteSpecifier('app/root.tsx', '#common/id.ts')).toBeNull();
  });

  it('writes an import inside a room relative, even when it was written with the room’s own alias', () => {
    expect(rewriteSpecifier('app/routes/admin/login.tsx', '#app/lib/api.ts')).toBe('../../lib/api.ts');
    expect(rewriteSpecifier('app/components/admin/dialogs.tsx', '#app/components/ui/modal.tsx')).toBe(
      '../ui/modal.tsx',
    );
    expect(rewriteSpecifier('app/root.tsx', '#app/lib/seo.ts')).toBe('./lib/seo.ts');
    expect(rewriteSpecifier('server/web/mount.ts', '#server/api/guards.ts')).toBe('../api/guards.ts');
    // from outside the room the alias stays
    expect(rewriteSpecifier('e2e/support/pages.ts', '#app/lib/seo.ts')).toBeNull();
  });

  it('turns the old ~/ alias of app/ into a relative path inside app/, #app/ outside it', () => {
    expect(rewriteSpecifier('app/routes/admin/home.tsx', '~/lib/api.ts')).toBe('../../lib/api.ts');
    expect(rewriteSpecifier('e2e/support/pages.ts', '~/lib/seo.ts')).toBe('#app/lib/seo.ts');
  });

  it('rewrites every form an import takes in a file, and nothing else', () => {
    const source = [
      "import type { A } from '../../common/a.ts';",
      "import '../../common/side-effect.ts';",
      "export { B } from '../../common/b.ts';",
      "const c = await import('../../common/c.ts');",
      "vi.mock('../../common/d.ts');",
      "type E = typeof import('../../common/e.ts');",
      "import { near } from './near.ts';",
      "const text = 'see ../../common/a.ts';",
    ].join('\n');
    expect(rewriteSource('app/lib/x.ts', source)).toBe(
      [
        "import type { A } from '#common/a.ts';",
        "import '#common/side-effect.ts';",
        "export { B } from '#common/b.ts';",
        "const c = await import('#common/c.ts');",
        "vi.mock('#common/d.ts');",
        "type E = typeof import('#common/e.ts');",
        "import { near } from './near.ts';",
        "const text = 'see ../../common/a.ts';",
      ].join('\n'),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { movedSpecifier, moveSource } from './move-modules.ts';

const moves = new Map([
  ['app/components/modal.tsx', 'app/components/ui/modal.tsx'],
  ['app/components/site-header.tsx', 'app/components/public/site-header.tsx'],
]);

describe('the move codemod (scripts/move-modules.ts)', () => {
  it('points an import of a moved file at its new place, in the form it was written', () => {
    expect(movedSpecifier('app/components/admin/dialogs.tsx', '../modal.tsx', moves)).toBe('../ui/modal.tsx');
    expect(movedSpecifier('app/routes/public/layout.tsx', '../../components/site-header.tsx', moves)).toBe(
      '../../components/public/site-header.tsx',
    );
    expect(movedSpecifier('e2e/support/pages.ts', '#app/components/modal.tsx', moves)).toBe(
      '#app/components/ui/modal.tsx',
    );
  });

  it('rewrites the relative imports of a moved file, moved or not', () => {
    expect(movedSpecifier('app/components/site-header.tsx', '../lib/language.tsx', moves)).toBe(
      '../../lib/language.tsx',
    );
    expect(movedSpecifier('app/components/site-header.tsx', './modal.tsx', moves)).toBe('../ui/modal.tsx');
    expect(movedSpecifier('app/components/site-header.tsx', './logo.svg?url', moves)).toBe('../logo.svg?url');
  });

  it('leaves packages, other rooms and files that neither moved nor import a moved file alone', () => {
    expect(movedSpecifier('app/components/site-header.tsx', 'react-router', moves)).toBeNull();
    expect(movedSpecifier('app/components/site-header.tsx', '#common/id.ts', moves)).toBeNull();
    expect(movedSpecifier('app/root.tsx', './lib/seo.ts', moves)).toBeNull();
    expect(movedSpecifier('app/routes/admin/home.tsx', './+types/home', moves)).toBeNull();
  });

  it('rewrites every form an import takes in a file', () => {
    const source = [
      "import { Modal } from '../modal.tsx';",
      "const header = () => import('../site-header.tsx');",
      "vi.mock('../modal.tsx');",
      "const text = 'see ../modal.tsx';",
    ].join('\n');
    expect(moveSource('app/components/admin/x.test.tsx', source, moves)).toBe(
      [
        "import { Modal } from '../ui/modal.tsx';",
        "const header = () => import('../public/site-header.tsx');",
        "vi.mock('../ui/modal.tsx');",
        "const text = 'see ../modal.tsx';",
      ].join('\n'),
    );
  });
});

import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rule of static parts (ADR 0031, ADR 0055): what a `<StaticPart>` holds is never hydrated on the
 * first page, so nothing inside it may need the browser. This reads the source of every `<StaticPart>` in
 * the app, and every element a loader renders to HTML (`renderToStaticMarkup`, the property page's
 * details: there handlers are dropped without a word), with TypeScript's checker, and follows each
 * component used inside, however deep, to its declaration; inside, it reports:
 * - a handler (`on…`) or a `ref` on an element: it would never be attached;
 * - a hook other than a read (of context, of a loader's data, `useMemo`, `useId`, and our hooks made only
 *   of those, such as `useTexts` and `useSite`): state, effects, refs and the router's other hooks do
 *   nothing there;
 * - a component of React Router other than `Link` (a `NavLink`'s active state, a `<Form>`): a `Link` is a
 *   plain `<a data-discover>` whose clicks the static part itself sends through the router.
 * One component is taken over by the part itself: a `ResponsiveImage` (its placeholder when the picture
 * fails) is allowed in a part given `fallbackImage`, which does the same for the server's HTML.
 */
const appDir = path.resolve(import.meta.dirname, '../..');
const hooksAllowed = new Set(['useContext', 'useMemo', 'useId', 'useLoaderData', 'useRouteLoaderData']);
const routerComponentsAllowed = new Set(['Link']);

interface Finding {
  part: string;
  what: string;
}

function checkStaticParts(program: ts.Program, files: (file: string) => boolean): Finding[] {
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];
  /** The parts given `fallbackImage`, which stand in for their pictures' own fallback. */
  const takenOver = new Set<string>();
  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(appDir, source.fileName)}:${line + 1}`;
  };
  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };
  const fromPackage = (declaration: ts.Declaration) =>
    declaration.getSourceFile().fileName.includes(`${path.sep}node_modules${path.sep}`);

  const rendersToHtml = (callee: ts.Expression): boolean => {
    if (ts.isIdentifier(callee) && callee.text === 'renderToStaticMarkup') return true;
    const declaration = declarationOf(callee);
    return (
      declaration !== undefined &&
      !fromPackage(declaration) &&
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer !== undefined &&
      ts.isArrowFunction(declaration.initializer) &&
      declaration.initializer.getText().includes('renderToStaticMarkup(')
    );
  };

  /** Reports what in `node` needs the browser; `seen` keeps each declaration to one visit per part. */
  const visit = (node: ts.Node, part: string, seen: Set<ts.Node>) => {
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText();
      if (/^on[A-Z]/.test(name) || name === 'ref')
        findings.push({ part, what: `${name}= at ${where(node)}` });
    }
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName;
      if (!(ts.isIdentifier(tag) && /^[a-z]/.test(tag.text))) follow(tag, 'component', part, seen);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (/^use[A-Z]/.test(name)) follow(callee, 'hook', part, seen);
    }
    ts.forEachChild(node, (child) => visit(child, part, seen));
  };

  const follow = (reference: ts.Node, kind: 'component' | 'hook', part: string, seen: Set<ts.Node>) => {
    const name = reference.getText();
    const declaration = declarationOf(reference);
    if (!declaration) return;
    if (fromPackage(declaration)) {
      const file = declaration.getSourceFile().fileName;
      if (kind === 'hook' && !hooksAllowed.has(name.replace(/^.*\./, '')))
        findings.push({ part, what: `${name}() at ${where(reference)}` });
      if (kind === 'component' && /react-router/.test(file) && !routerComponentsAllowed.has(name))
        findings.push({ part, what: `<${name}> at ${where(reference)}` });
      return;
    }
    if (seen.has(declaration)) return;
    if (kind === 'component' && name === 'ResponsiveImage' && takenOver.has(part)) return;
    seen.add(declaration);
    visit(declaration, part, seen);
  };

  for (const source of program.getSourceFiles()) {
    if (!files(source.fileName)) continue;
    const find = (node: ts.Node) => {
      if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'StaticPart') {
        const part = where(node);
        const attributes = node.openingElement.attributes.properties;
        if (attributes.some((a) => ts.isJsxAttribute(a) && a.name.getText() === 'fallbackImage'))
          takenOver.add(part);
        for (const child of node.children) visit(child, part, new Set());
        return;
      }
      // HTML a loader renders (the property page's details): the element given to renderToStaticMarkup,
      // or to a function of the module that hands its argument to it
      if (ts.isCallExpression(node) && rendersToHtml(node.expression)) {
        const part = where(node);
        for (const argument of node.arguments)
          if (ts.isJsxElement(argument) || ts.isJsxSelfClosingElement(argument))
            visit(argument, part, new Set());
      }
      ts.forEachChild(node, find);
    };
    find(source);
  }
  return findings;
}

/** The app's program, with extra files (path inside app/ → source) that exist only in memory. */
function appProgram(extra: Record<string, string> = {}): ts.Program {
  const configFile = ts.findConfigFile(appDir, ts.sys.fileExists, 'tsconfig.json') ?? '';
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error('tsconfig.json not found');
  const virtual = new Map(Object.entries(extra).map(([file, text]) => [path.join(appDir, file), text]));
  const host = ts.createCompilerHost(config.options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.readFile = (file) => virtual.get(file) ?? readFile(file);
  host.getSourceFile = (file, language, ...rest) => {
    const text = virtual.get(file);
    return text === undefined
      ? getSourceFile(file, language, ...rest)
      : ts.createSourceFile(file, text, language);
  };
  const roots = config.fileNames.filter((file) => file.startsWith(appDir) && /\.tsx$/.test(file));
  return ts.createProgram([...roots, ...virtual.keys()], config.options, host);
}

const example = 'components/public/static-part-rule-example.tsx';
const inApp = (file: string) =>
  file.startsWith(appDir) && !/\.test\.tsx?$/.test(file) && !file.endsWith(example);

describe('static parts', () => {
  let program: ts.Program;
  beforeAll(() => {
    program = appProgram({
      [example]: `
        import { type ReactElement, useState } from 'react';
        import { renderToStaticMarkup } from 'react-dom/server';
        import { Link, NavLink } from 'react-router';
        import { useTexts } from '../../../lib/site/language.tsx';
        import { StaticPart } from './static-part.tsx';
        function Counter() {
          const [count, setCount] = useState(0);
          return <span>{count}</span>;
        }
        function Heading() {
          const { t } = useTexts();
          return <h2>{t('site.name')}</h2>;
        }
        export function Example({ data }: { data: object }) {
          return (
            <StaticPart of={data}>
              <Heading />
              <Link to="/about">About</Link>
              <button type="button" onClick={() => {}}>Tap</button>
              <Counter />
              <NavLink to="/contact">Contact</NavLink>
            </StaticPart>
          );
        }
        const inPage = (element: ReactElement) => renderToStaticMarkup(element);
        export const details = inPage(<p><a href="/about" onMouseEnter={() => {}}>About</a></p>);
      `,
    });
    // the checker binds every file once, here (tens of seconds on a loaded machine), not in a test
    program.getTypeChecker();
  }, 180_000);

  it('holds nothing that needs the browser anywhere in the app', () => {
    expect(checkStaticParts(program, inApp)).toEqual([]);
  }, 60_000);

  it('finds a handler, a stateful hook and a router component placed inside a static part or a loader’s HTML', () => {
    const findings = checkStaticParts(program, (file) => file.endsWith(example));
    expect(findings.map((finding) => finding.what.replace(/ at .*/, ''))).toEqual([
      'onClick=',
      'useState()',
      '<NavLink>',
      'onMouseEnter=',
    ]);
  });
});

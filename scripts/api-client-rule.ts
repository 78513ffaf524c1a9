import fs from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';

/**
 * The rule of ADR 0050 (after ADR 0037): in app/, the API is called through the one client,
 * app/lib/api/client.ts (`client.GET('/api/v1/…')` typed by the generated `paths`), and the transport beside
 * it (app/lib/api.ts) that the client's modules use for multipart uploads with progress. Anywhere else a file
 * may not import the transport's `api` function, call `fetch`, `navigator.sendBeacon` or
 * `new XMLHttpRequest`, nor write an `/api/v1` address other than as the path of a call of `client`. Tests
 * may (they mock the transport); so may the property page's quote, named below, which asks without zod so
 * that the page stays light (e2e/public-budget.e2e.ts weighs it); the public forms post to their route's
 * action (ADR 0049). The service workers (app/service-workers/) fetch pages, images and code for the
 * offline copies and never the API: they are outside the rule.
 */
export const publicTransportUsers = new Set(['app/components/public/property/use-stay-price.ts']);

export interface Breach {
  file: string;
  line: number;
  what: string;
}

const isClientModule = (file: string) => file === 'app/lib/api.ts' || file.startsWith('app/lib/api/');
const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isServiceWorker = (file: string) => file.startsWith('app/service-workers/');

const clientMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

/** Whether a string is the path of a call of the one client: `client.GET('/api/v1/…', …)`. */
function isClientCallPath(node: ts.Node): boolean {
  const call = node.parent;
  return (
    ts.isStringLiteral(node) &&
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isPropertyAccessExpression(call.expression) &&
    ts.isIdentifier(call.expression.expression) &&
    call.expression.expression.text === 'client' &&
    clientMethods.has(call.expression.name.text)
  );
}

/** The breaches of the rule in one file of app/ (`file` relative to the repository, with `/`). */
export function apiRuleBreaches(file: string, source: string): Breach[] {
  if (isClientModule(file) || isTest(file) || isServiceWorker(file)) return [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const breaches: Breach[] = [];
  const report = (node: ts.Node, what: string) =>
    breaches.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, what });
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /(^|\/)lib\/api\.ts$/.test(node.moduleSpecifier.text) &&
      !publicTransportUsers.has(file)
    ) {
      const names = node.importClause?.namedBindings;
      if (names && ts.isNamedImports(names))
        for (const name of names.elements)
          if ((name.propertyName ?? name.name).text === 'api')
            report(name, 'imports api() from the transport: call `client` of app/lib/api/client.ts');
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (node.text.includes('/api/v1') && !isClientCallPath(node))
        report(node, 'writes an /api/v1 address: call it through `client` of app/lib/api/client.ts');
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : '';
      if (name === 'fetch' || name === 'sendBeacon')
        report(node, `calls ${name}(): go through app/lib/api/client.ts`);
    }
    if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'XMLHttpRequest'
    )
      report(node, 'opens an XMLHttpRequest: go through app/lib/api/client.ts');
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return breaches;
}

/** Every breach in the app/ folder under `root`. */
export async function apiRuleBreachesIn(root: string): Promise<Breach[]> {
  const breaches: Breach[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !entry.name.startsWith('+')) await walk(full);
      } else if (/\.tsx?$/.test(entry.name)) {
        const file = path.relative(root, full).split(path.sep).join('/');
        breaches.push(...apiRuleBreaches(file, await fs.readFile(full, 'utf8')));
      }
    }
  };
  await walk(path.join(root, 'app'));
  return breaches;
}

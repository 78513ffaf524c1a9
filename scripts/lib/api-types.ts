/**
 * The two files `npm run api:types` writes and commits: docs/openapi.json, the API's OpenAPI document, and
 * app/lib/api/schema.generated.ts, the back office client's types generated from it by openapi-typescript.
 * Both are made from the document the server serves now (scripts/lib/openapi-document.ts) with a fixed
 * server URL and site name and keys in a stable order, so that the same server always gives the same bytes:
 * scripts/api-types.test.ts fails when a committed copy is not what the server produces.
 */
import openapiTS, {
  astToString,
  NUMBER,
  type OpenAPI3,
  type SchemaObject,
  STRING,
  tsUnion,
} from 'openapi-typescript';
import { readOpenApiDocument } from './openapi-document.ts';

/** The committed files, by path from the repository's root. */
export const apiTypeFiles = {
  document: 'docs/openapi.json',
  types: 'app/lib/api/schema.generated.ts',
} as const;

/** The document's server and title: the repository's copy names no deployment's address. */
const fixedEnv = { PUBLIC_URL: 'http://localhost:3000', SITE_NAME: 'Selkirk Stays' };

/** A copy of a JSON value with every object's keys sorted, arrays kept in their order. */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * A value in an address (an id, a slug, a revision number) and a query's whole number are text on the wire
 * (the server reads them from the URL): a caller may give either a string or a number, which openapi-fetch
 * writes as its digits, and the server judges the text as it always has.
 */
function addressValueTakesNumbers(schema: SchemaObject, { path }: { path?: string }) {
  const inPath = /\/parameters\/path\/[^/]+$/.test(path ?? '');
  const numberInQuery =
    /\/parameters\/query\/[^/]+$/.test(path ?? '') &&
    String((schema as { pattern?: string }).pattern).startsWith('^\\d');
  const type = 'type' in schema && !schema.enum ? schema.type : undefined;
  const addressNumber = inPath && (type === 'integer' || type === 'number');
  return (type === 'string' && (inPath || numberInQuery)) || addressNumber
    ? tsUnion([STRING, NUMBER])
    : undefined;
}

const typesHeader =
  "/**\n * The API's `paths` and `components` as TypeScript types, generated from docs/openapi.json by\n" +
  ' * openapi-typescript: do not edit, run `npm run api:types` after a change of the API.\n */\n\n';

/** The text of each committed file as the server now produces it. */
export async function generateApiTypeFiles(): Promise<Record<keyof typeof apiTypeFiles, string>> {
  const document = sortedKeys(await readOpenApiDocument({ env: fixedEnv })) as OpenAPI3;
  const types = astToString(await openapiTS(document, { silent: true, transform: addressValueTakesNumbers }));
  return { document: `${JSON.stringify(document, null, 2)}\n`, types: typesHeader + types };
}

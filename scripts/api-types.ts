/**
 * `npm run api:types`: writes docs/openapi.json and app/lib/api/schema.generated.ts from the OpenAPI document
 * the server serves now (scripts/lib/api-types.ts). Run it after changing a route's schema and commit both.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiTypeFiles, generateApiTypeFiles } from './lib/api-types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const files = await generateApiTypeFiles();
for (const name of ['document', 'types'] as const) {
  await fs.writeFile(path.join(root, apiTypeFiles[name]), files[name]);
  console.log(`Wrote ${apiTypeFiles[name]}`);
}

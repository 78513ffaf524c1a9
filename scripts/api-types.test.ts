import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { apiTypeFiles, generateApiTypeFiles } from './lib/api-types.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// builds the app and runs openapi-typescript over the whole document: longer than a unit test's 20 s when the
// machine is busy
it('commits the OpenAPI document and the client types the server produces now', {
  timeout: 120_000,
}, async () => {
  const files = await generateApiTypeFiles();
  for (const name of ['document', 'types'] as const) {
    const committed = await fs.readFile(path.join(root, apiTypeFiles[name]), 'utf8').catch(() => '');
    expect(
      committed === files[name],
      `${apiTypeFiles[name]} is not what the server produces: run \`npm run api:types\``,
    ).toBe(true);
  }
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRuleBreaches, apiRuleBreachesIn } from './api-client-rule.ts';

const repo = path.resolve(import.meta.dirname, '..');

describe('only the client of app/lib/api/ reaches /api/v1 (ADR 0050)', () => {
  it('holds for every file of app/', async () => {
    expect(await apiRuleBreachesIn(repo)).toEqual([]);
  });

  it.each([
    [
      'an api() write in a screen',
      'app/routes/admin/bad.tsx',
      "import { api } from '../../lib/api.ts';\nexport const go = () => api('/users/1', { method: 'DELETE' });\n",
      'imports api()',
    ],
    [
      'api() renamed on import',
      'app/components/admin/bad.tsx',
      "import { api as send } from '#app/lib/api.ts';\nexport const go = () => send('/users');\n",
      'imports api()',
    ],
    [
      'a fetch of the API',
      'app/lib/admin/bad.ts',
      "export const go = () => fetch('/users');\n",
      'calls fetch',
    ],
    [
      'an /api/v1 address in a template',
      'app/routes/admin/bad.tsx',
      'export const address = (id: number) => `/api/v1/properties/` + id;\n',
      '/api/v1 address',
    ],
    [
      'an /api/v1 address that is not the path of a client call',
      'app/routes/admin/bad.tsx',
      "import { client } from '../../lib/api/client.ts';\nconst path = '/api/v1/users';\nexport const go = () => client.GET('/api/v1/users');\n",
      '/api/v1 address',
    ],
    [
      'a hand-made XMLHttpRequest',
      'app/components/admin/bad.tsx',
      'export const open = () => new XMLHttpRequest();\n',
      'XMLHttpRequest',
    ],
    [
      'a beacon',
      'app/components/bad.tsx',
      "export const ping = () => navigator.sendBeacon('/somewhere');\n",
      'sendBeacon',
    ],
  ])('refuses %s', (_name, file, source, what) => {
    const breaches = apiRuleBreaches(file, source);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]?.what).toContain(what);
    expect(breaches[0]?.line).toBeGreaterThan(0);
  });

  it("lets the clients, the transport, tests and the property page's quote be", () => {
    const write = "import { api } from '../api.ts';\nexport const go = () => api('/users', { json: {} });\n";
    expect(apiRuleBreaches('app/lib/api/upload.ts', write)).toEqual([]);
    expect(apiRuleBreaches('app/lib/api.ts', "const url = '/api/v1';\nfetch(url);\n")).toEqual([]);
    expect(apiRuleBreaches('app/components/admin/x.test.tsx', write)).toEqual([]);
    expect(
      apiRuleBreaches(
        'app/components/public/property/use-stay-price.ts',
        "import { api } from '../lib/api.ts';\napi('/properties/1/quote');\n",
      ),
    ).toEqual([]);
    // the path of a call of the one client
    expect(
      apiRuleBreaches(
        'app/routes/admin/ok.tsx',
        "import { apiAnswer, client } from '../../lib/api/client.ts';\nexport const go = () => apiAnswer(client.DELETE('/api/v1/users/{id}', { params: { path: { id: '1' } } }));\n",
      ),
    ).toEqual([]);
    // an address in a comment, an ApiError import and a page path are not calls of the API
    expect(
      apiRuleBreaches(
        'app/routes/admin/ok.tsx',
        "// reads /api/v1/users\nimport type { ApiError } from '../../lib/api.ts';\nexport const to = '/admin/users';\n",
      ),
    ).toEqual([]);
  });
});

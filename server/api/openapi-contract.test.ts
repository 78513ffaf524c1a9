import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
}

interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The conventions that keep the OpenAPI document a contract others can generate clients from, checked for
 * every operation so that a new route that forgets one fails here (`npm run lint:openapi` runs Redocly's
 * own rules on the same document).
 */
describeEachEngine('the OpenAPI document', (engine) => {
  let t: TestApp;
  let doc: Document;
  let operations: { call: string; path: string; method: string; op: Operation }[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => methods.includes(method))
        .map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, path, method, op })),
    );
  });
  afterAll(async () => t?.close());

  it('lists the API only, on the server of this site', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    for (const { call, path } of operations) expect(path.startsWith('/api/v1/'), call).toBe(true);
    expect(doc.servers).toEqual([{ url: t.config.publicUrl, description: 'This site' }]);
  });

  it('names every operation with a unique verb-first operationId, a summary and a tag', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { call, op } of operations) {
      expect(op.operationId, call).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
      expect(op.summary?.trim(), call).toBeTruthy();
      expect(op.tags?.length, call).toBeGreaterThan(0);
    }
  });

  it('declares every path parameter the address holds', () => {
    for (const { call, path, op } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), call).toEqual(inPath.sort());
      for (const p of declared) expect(p.required, `${call} ${p.name}`).toBe(true);
    }
  });

  it('states the session cookies each operation needs, all of them described', () => {
    const schemes = doc.components.securitySchemes;
    expect(schemes.adminSession).toEqual({ type: 'apiKey', in: 'cookie', name: 'admin_session' });
    expect(schemes.guestSession).toEqual({ type: 'apiKey', in: 'cookie', name: 'guest_session' });
    for (const { call, op } of operations) {
      expect(Array.isArray(op.security), call).toBe(true);
      for (const requirement of op.security!)
        for (const name of Object.keys(requirement)) expect(Object.keys(schemes), call).toContain(name);
    }
  });

  it('is truthful about security: open operations answer a caller without cookies, guarded ones 401', async () => {
    for (const { call, path, method, op } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: method.toUpperCase() as InjectOptions['method'], url });
      // no requirement, or an empty one among them (`{}`: the session is optional, as for drafts, issue 40)
      const open = op.security!.length === 0 || op.security!.some((s) => Object.keys(s).length === 0);
      if (open) expect(res.statusCode, `${call}: ${res.body}`).not.toBe(401);
      else expect(res.statusCode, `${call}: ${res.body}`).toBe(401);
    }
  });
});

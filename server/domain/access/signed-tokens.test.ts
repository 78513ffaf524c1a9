import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, describeEachEngine, type TestApp } from '../../test/harness.ts';
import { readToken, signToken } from './signed-tokens.ts';

const schema = z.object({ n: z.number() });

describeEachEngine('signed tokens', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('reads back what it signed, under the same secret only', async () => {
    const token = await signToken(t.app.domain, 'known-device', { n: 7 });
    expect(await readToken(t.app.domain, 'known-device', token, schema, 100)).toEqual({ n: 7 });
    expect(await readToken(t.app.domain, 'pending-login', token, schema, 100)).toBeNull();
  });

  it('refuses a changed payload, a cut signature, an overlong or missing token, and a payload of the wrong shape', async () => {
    const token = await signToken(t.app.domain, 'known-device', { n: 7 });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ n: 8 })).toString('base64url')}.${signature}`;
    for (const bad of [forged, token.slice(0, -3), token.split('.')[0], undefined, ''])
      expect(await readToken(t.app.domain, 'known-device', bad, schema, 100)).toBeNull();
    expect(await readToken(t.app.domain, 'known-device', token, schema, token.length - 1)).toBeNull();
    const wrongShape = await signToken(t.app.domain, 'known-device', { n: 'seven' });
    expect(await readToken(t.app.domain, 'known-device', wrongShape, schema, 100)).toBeNull();
  });
});

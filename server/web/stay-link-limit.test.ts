import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { StayLinkOutcome } from '#common/load-context.ts';
import { limitDefinitions } from '../domain/limits/limits.ts';
import { createStay } from '../domain/stays/stays.ts';
import { fixtureServerBuild } from '../test/fixture-build.ts';
import {
  createPropertyViaApi,
  createTestApp,
  createWelcomeViaApi,
  describeEachEngine,
  smallImageFile,
  type TestApp,
} from '../test/harness.ts';

/**
 * Stay-token guessing (issue 22): the pages' `openStay` counts links that open nothing per address and
 * refuses with a 429 outcome after 60 a minute; links that work are never counted. A one-route React Router
 * build stands in for the real one (which needs `react-router build`): its loader opens the link as
 * app/routes/welcome/stay-link.ts does, and its document is the outcome as JSON.
 */
function fixtureBuild(): ServerBuild {
  return fixtureServerBuild(
    (
      _request: Request,
      status: number,
      headers: Headers,
      router: { staticHandlerContext: { loaderData: object } },
    ) => {
      headers.set('content-type', 'application/json');
      return new Response(JSON.stringify(router.staticHandlerContext.loaderData), { status, headers });
    },
    {
      root: { id: 'root', path: '', module: { default: () => null } },
      'routes/stay-link': {
        id: 'routes/stay-link',
        parentId: 'root',
        path: 'welcome/:id/s/:token',
        module: {
          default: () => null,
          loader: ({ params, context }: { params: { id: string; token: string }; context: never }) =>
            (
              context as { guest: { openStay(id: number, token: string): Promise<StayLinkOutcome> } }
            ).guest.openStay(Number(params.id), params.token),
        },
      },
    },
  );
}

describeEachEngine('stay-link guessing', (engine) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-01T18:00:00Z');
  let propertyId: number;
  let link: string;
  let clientDir: string;
  const { max } = limitDefinitions.stayLinkFailuresPerAddress.policy;

  beforeAll(async () => {
    clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-client-'));
    t = await createTestApp(engine, {
      now: () => new Date(clock),
      web: { mode: 'production', server: fixtureBuild(), clientDir },
    });
    const admin = await t.loginAdmin();
    propertyId = (await createPropertyViaApi(t, admin, { cover_image: await smallImageFile() })).id;
    await createWelcomeViaApi(t, admin, propertyId);
    const stay = await createStay(
      t.app.domain,
      propertyId,
      { guest_name: 'Jordan Lee', arrival: '2026-03-01', departure: '2026-03-30' },
      null,
    );
    link = new URL(stay.link).pathname;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(clientDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    clock += 2 * 60_000;
  });

  const open = async (path: string, remoteAddress: string) => {
    const res = await t.app.inject({ method: 'GET', url: path, remoteAddress });
    return { res, outcome: res.json()['routes/stay-link'] as StayLinkOutcome | undefined };
  };
  const wrongLink = (i: number) => `/welcome/${propertyId}/s/${'x'.repeat(40)}${i}`;

  it('refuses an address with 429 after 60 links that open nothing in a minute, until the minute ends', async () => {
    const guesser = '203.0.113.60';
    for (let i = 0; i < max; i++)
      expect((await open(wrongLink(i), guesser)).outcome).toEqual({ ok: false, end: 'revoked' });
    const { res, outcome } = await open(wrongLink(max), guesser);
    expect(outcome).toEqual({
      ok: false,
      status: 429,
      message: 'Too many stay links opened. Please wait 1 minute and try again.',
      retryAfterSeconds: 60,
    });
    expect(res.headers['retry-after']).toBe('60');
    // refused before the token is looked up; another address is not slowed
    expect((await open(link, guesser)).outcome).toMatchObject({ status: 429 });
    expect((await open(link, '203.0.113.61')).outcome).toEqual({ ok: true });
    clock += 60_000;
    expect((await open(wrongLink(0), guesser)).outcome).toEqual({ ok: false, end: 'revoked' });
  });

  it('never counts a link that works, however often it is opened', async () => {
    const guest = '203.0.113.62';
    for (let i = 0; i < max + 20; i++) expect((await open(link, guest)).outcome).toEqual({ ok: true });
    expect((await open(wrongLink(1), guest)).outcome).toEqual({ ok: false, end: 'revoked' });
  });

  it('lets at most 60 of 100 parallel wrong links be looked up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => open(wrongLink(i), '203.0.113.63')),
    );
    // refused before any lookup: exactly the ones over the limit (an overloaded machine may answer some of
    // the others with an error page when the pool is busy, which has no outcome: those passed the limit)
    const refused = answers.filter(({ outcome }) => outcome !== undefined && 'status' in outcome);
    expect(refused).toHaveLength(100 - max);
    for (const { outcome } of refused) expect(outcome).toMatchObject({ ok: false, status: 429 });
  });
});

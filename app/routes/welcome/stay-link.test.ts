import { describe, expect, it } from 'vitest';
import type { StayLinkOutcome } from '#common/load-context.ts';
import type { Route } from './+types/stay-link';
import { loader } from './stay-link.ts';

/** Runs the loader with a load context whose openStay answers `outcome`, and returns what it threw. */
async function thrownFor(outcome: StayLinkOutcome): Promise<unknown> {
  const context = { guest: { openStay: async () => outcome } };
  try {
    await loader({ params: { id: '7', token: 'a-token' }, context } as unknown as Route.LoaderArgs);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('the loader returned instead of answering');
}

describe('stay link route', () => {
  it('answers an address refused for guessing with 429, its message and Retry-After, never cached', async () => {
    const thrown = await thrownFor({
      ok: false,
      status: 429,
      message: 'Too many stay links opened. Please wait 1 minute and try again.',
      retryAfterSeconds: 60,
    });
    const { data, init } = thrown as { data: unknown; init: ResponseInit };
    expect(init.status).toBe(429);
    expect(data).toEqual({ message: 'Too many stay links opened. Please wait 1 minute and try again.' });
    const headers = new Headers(init.headers);
    expect(headers.get('retry-after')).toBe('60');
    expect(headers.get('cache-control')).toBe('private, no-store');
  });

  it('still sends a working link to the welcome page and a dead one to the login page', async () => {
    expect(((await thrownFor({ ok: true })) as Response).headers.get('location')).toBe('/welcome/7');
    expect(((await thrownFor({ ok: false, end: 'ended' })) as Response).headers.get('location')).toBe(
      '/welcome/7/login?stay=ended',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { watchDatabase } from './database-watch.ts';

const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('watchDatabase', () => {
  it('notes a database outage even when the caller catches it, and passes other values through', async () => {
    const noted: unknown[] = [];
    const context = watchDatabase(
      {
        nonce: 'abc',
        site: { name: 'Selkirk Stays' },
        data: {
          findProperty: async (id: number) => ({ id }),
          listProperties: async () => Promise.reject(down),
        },
        auth: { adminUser: async () => Promise.reject(new Error('a bug')) },
      },
      (error) => noted.push(error),
    );
    expect(context.nonce).toBe('abc');
    expect(context.site).toEqual({ name: 'Selkirk Stays' });
    expect(await context.data.findProperty(7)).toEqual({ id: 7 });
    await expect(context.auth.adminUser()).rejects.toThrow('a bug');
    expect(noted).toEqual([]);
    await expect(context.data.listProperties()).rejects.toBe(down);
    expect(noted).toEqual([down]);
  });
});

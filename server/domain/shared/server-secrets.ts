import { randomBytes } from 'node:crypto';
import type { DomainContext } from './context.ts';

/**
 * A random secret shared by every node through the database, created by whichever node needs it first
 * (a second creator's insert is ignored and it reads the winner's value).
 */
export function serverSecret(ctx: DomainContext, name: string): Promise<Buffer> {
  // Secrets never change once stored, so each process reads one once (a failed read is tried again).
  const cache = cached.get(ctx) ?? new Map<string, Promise<Buffer>>();
  cached.set(ctx, cache);
  let secret = cache.get(name);
  if (!secret) {
    secret = loadOrCreate(ctx, name);
    secret.catch(() => cache.delete(name));
    cache.set(name, secret);
  }
  return secret;
}

const cached = new WeakMap<DomainContext, Map<string, Promise<Buffer>>>();

async function loadOrCreate(ctx: DomainContext, name: string): Promise<Buffer> {
  const read = () =>
    ctx.db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    await ctx.db
      .insertInto('server_secrets')
      .values({ name, value: randomBytes(32).toString('base64'), created_at: ctx.now().toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`The server secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}

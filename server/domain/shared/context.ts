import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import type { Database } from '../../db/schema.ts';
import type { ImageStore } from '../images/images.ts';
import { trackPublicWrites } from './public-content.ts';

/** What every domain function works with: the database, the image store, the clock and the settings. */
export interface DomainContext {
  db: Kysely<Database>;
  dialect: Db['dialect'];
  images: ImageStore;
  config: Config;
  now: () => Date;
}

/** What a domain flow logs to (the request's logger, in the adapters): notes, never a decision. */
export interface DomainLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Runs `work` in one database transaction, given a context whose `db` is that transaction; inside one
 * already, in that one (Kysely has no nested transactions), so a domain function can be both a whole
 * write and a part of a larger one. A write to a public table in it moves the public content revision
 * on before it commits (public-content.ts): no domain function marks that by hand.
 */
export async function inTransaction<C extends Pick<DomainContext, 'db' | 'now'>, T>(
  ctx: C,
  work: (ctx: C) => Promise<T>,
): Promise<T> {
  if (ctx.db.isTransaction) return work(ctx);
  return ctx.db.transaction().execute((trx) => {
    const inner = { ...ctx, db: trx };
    return trackPublicWrites(inner, () => work(inner));
  });
}

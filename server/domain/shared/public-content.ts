import { type Kysely, sql } from 'kysely';
import { watchPublicWrites } from '../../db/public-writes.ts';
import type { Database } from '../../db/schema.ts';

/** The part of the DomainContext these need (not imported: the image store calls in here, see images.ts). */
interface RevisionContext {
  db: Kysely<Database>;
  now: () => Date;
}

/**
 * The public content revision: one number in the database that every write able to change what a visitor
 * sees (properties, images, availability, site content, settings) increases. Caches of public pages, on
 * every node, remember the revision they were filled at and drop their entries when it has moved on.
 *
 * Nothing calls it by hand: `inTransaction` (context.ts) does, once before commit, when the plugin below
 * saw a write to a public table (`publicTables`, server/db/public-writes.ts) in the transaction.
 */
export async function markPublicContentChanged(ctx: RevisionContext): Promise<void> {
  await ctx.db
    .updateTable('content_revisions')
    .set({ revision: sql`revision + 1`, changed_at: ctx.now().toISOString() })
    .where('name', '=', 'public')
    .execute();
}

/** The current public content revision (a single-row primary-key read). */
export async function readPublicContentRevision(ctx: Pick<RevisionContext, 'db'>): Promise<number> {
  const row = await ctx.db
    .selectFrom('content_revisions')
    .select('revision')
    .where('name', '=', 'public')
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/**
 * This process's view of the public content revision, for the render cache and the image index: read from
 * the database at most once per `intervalMs` (0: on every call), so a write through another node is seen
 * within that time. `expire()` makes the next call read it again: called after every state-changing
 * request this node answers (its write has committed by then), so this node sees its own writes at once.
 * Concurrent calls share one read.
 */
export class PublicRevisionWatch {
  private value = -1;
  private readAt = Number.NEGATIVE_INFINITY;
  private generation = 0;
  private pending: { generation: number; read: Promise<number> } | undefined;

  constructor(
    private readonly ctx: Pick<RevisionContext, 'db'>,
    readonly intervalMs: number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The revision, from memory while it is fresh, or a promise of a fresh read. */
  current(): number | Promise<number> {
    if (this.intervalMs > 0 && this.clock() - this.readAt < this.intervalMs) return this.value;
    if (this.pending?.generation === this.generation) return this.pending.read;
    const generation = this.generation;
    const startedAt = this.clock();
    const read = readPublicContentRevision(this.ctx).then(
      (revision) => {
        if (this.pending?.read === read) this.pending = undefined;
        // A read that started before an expire() may have missed the write: it is used, but not as fresh.
        if (generation === this.generation) {
          this.value = revision;
          this.readAt = startedAt;
        }
        return revision;
      },
      (error: unknown) => {
        if (this.pending?.read === read) this.pending = undefined;
        throw error;
      },
    );
    this.pending = { generation, read };
    return read;
  }

  expire(): void {
    this.generation += 1;
    this.readAt = Number.NEGATIVE_INFINITY;
  }
}

/**
 * Runs `work` (a transaction's body) with public writes tracked, and moves the public content revision on
 * once, through `ctx.db` (the transaction), before it commits when one of them wrote a public table.
 */
export async function trackPublicWrites<T>(ctx: RevisionContext, work: () => Promise<T>): Promise<T> {
  const { result, changed } = await watchPublicWrites(work);
  if (changed) await markPublicContentChanged(ctx);
  return result;
}

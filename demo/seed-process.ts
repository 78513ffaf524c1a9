import { parseConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/connect.ts';
import { ImageStore } from '#server/domain/images/images.ts';
import type { DomainContext } from '#server/domain/shared/context.ts';
import type { SeedProcessMessage } from '#server/first-start.ts';
import { seedDemoContent } from './seed.ts';

/**
 * The child process a first start seeds the demo through (`seedInChildProcess` in server/first-start.ts forks
 * it, compiled to build/node/demo/seed-process.js): it opens the database the server is configured with (the
 * same environment), stores the demo photos and creates the properties and welcome pages through the domain
 * functions, sends the result to its parent over IPC and exits. The photo buffers, the demo's texts and the
 * database pages they went through leave with the process instead of staying in the long-lived server
 * (docs/decisions/0056-seed-in-a-child-process.md).
 */
async function run(): Promise<SeedProcessMessage> {
  try {
    const config = parseConfig();
    const db = openDatabase(config.database);
    try {
      const ctx: DomainContext = {
        db: db.kysely,
        dialect: db.dialect,
        images: new ImageStore(db.kysely, config.uploadsDir),
        config,
        now: () => new Date(),
      };
      return { ok: true, result: await seedDemoContent(ctx, { guestPassword: config.demoGuestPassword }) };
    } finally {
      await db.close();
    }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

if (!process.send) {
  console.error(
    'demo/seed-process is started by the server on a first start (with an IPC channel), not by hand',
  );
  process.exit(2);
}
// A server that is stopped (or dies) while the demo is seeded takes its seeding with it.
process.on('disconnect', () => process.exit(1));
const message = await run();
// Exit once the parent has the message: the channel is the only thing keeping the process alive.
process.send(message, () => process.exit(message.ok ? 0 : 1));

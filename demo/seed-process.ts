import { parseConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/connect.ts';
import type { DomainContext } from '#server/domain/context.ts';
import { ImageStore } from '#server/domain/images.ts';
import type { SeedProcessMessage } from '#server/first-start.ts';
import { seedDemoContent } from './seed.ts';

/**
 * The child process a first start seeds the demo through (server/first-start.ts forks it): it opens the
 * database the server configured (same environment), paints and stores the demo pictures with sharp, creates
 * the properties and welcome pages, sends the result to its parent over IPC and exits. libvips' memory and
 * the painter's ~3,000 lines of scene code go back to the operating system with the process instead of
 * staying in the long-lived server (docs/decisions/0022-seeding-in-a-child-process.md).
 */
async function run(): Promise<SeedProcessMessage> {
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
    const result = await seedDemoContent(ctx, { guestPassword: config.demoGuestPassword });
    return { ok: true, result };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    await db.close();
  }
}

if (!process.send) {
  console.error(
    'demo/seed-process is started by the server on a first start (with an IPC channel), not by hand',
  );
  process.exit(2);
}
// A server that is stopped (or dies) while the demo is painted takes its seeding with it.
process.on('disconnect', () => process.exit(1));
const message = await run();
// Exit once the parent has the message: the channel is the only thing keeping the process alive.
process.send(message, () => process.exit(message.ok ? 0 : 1));

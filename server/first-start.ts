import { randomInt } from 'node:crypto';
import { ensureSiteContent } from './domain/content/site-content-seed.ts';
import { reconcileCleanTasks } from './domain/housekeeping/clean-tasks.ts';
import { importUploadsFolder } from './domain/images/image-import.ts';
import type { DomainContext } from './domain/shared/context.ts';
import { countUsers, createUser } from './domain/users/users.ts';

/** The slice of a pino/Fastify logger that first start uses. */
export interface StartLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/** What seeding the demo content reports (demo/seed.ts). */
export interface DemoSeedResult {
  properties: number;
  images: number;
  /** The one password that opens every demo welcome page. */
  guestPassword: string;
  milliseconds: number;
}

export interface FirstStartResult {
  /** Whether this start found an empty database and created the first admin. */
  firstStart: boolean;
  admin?: { name: string; generatedPassword: boolean };
  demo?: DemoSeedResult;
  /** Image variants read from an uploads folder of the old layout into the database (every start). */
  uploads: { imported: number; missing: number };
}

// No look-alike characters (0/O, 1/l/I): the password is read off a console and typed in by hand.
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function makeAdminPassword(length = 16): string {
  return Array.from({ length }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]).join('');
}

/** A framed block for the console; it goes to stdout directly so that it shows whatever LOG_LEVEL is. */
export function box(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const rule = '═'.repeat(width);
  return [`╔${rule}╗`, ...lines.map((l) => `║  ${l.padEnd(width - 2)}║`), `╚${rule}╝`].join('\n');
}

/**
 * Runs at every start. First brings image files of an uploads folder from before the database held the
 * images into the database (docs/decisions/0009), and every home's clean tasks in line with its stays
 * (stays from before cleans were tracked get theirs). Then prepares an empty database on the first start: creates the first admin (from ADMIN_USERNAME and
 * ADMIN_PASSWORD, or `admin` with a random password shown once) and, unless SEED_DEMO=0, seeds the demo
 * properties with their welcome pages. Whether this is a first start is decided by the users table alone, so
 * a restart never reseeds: an admin who deletes every demo property does not see them come back.
 */
export async function prepareFirstStart(
  ctx: DomainContext,
  log: StartLog,
  options: { demoGuestPassword?: string } = {},
): Promise<FirstStartResult> {
  const uploads = await importUploadsFolder(ctx.db, ctx.config.uploadsDir);
  if (uploads.imported > 0 || uploads.missing > 0) {
    log[uploads.missing > 0 ? 'warn' : 'info'](
      uploads,
      `images: ${uploads.imported} variants read from ${ctx.config.uploadsDir} into the database` +
        (uploads.missing > 0 ? `; ${uploads.missing} named by the database are on no disk here` : ''),
    );
  }
  const content = await ensureSiteContent(ctx);
  if (content.pages.length > 0 || content.settings > 0) {
    log.info(content, `site content: default copy published for ${content.pages.length} pages`);
  }
  // stays from before cleans were tracked get theirs (issue 42); every node may run it
  await reconcileCleanTasks(ctx);
  if ((await countUsers(ctx)) > 0) return { firstStart: false, uploads };

  const name = ctx.config.firstAdmin.username ?? 'admin';
  const configured = ctx.config.firstAdmin.password;
  const password = configured ?? makeAdminPassword();
  try {
    await createUser(ctx, name, password);
  } catch (error) {
    // Several app nodes starting together on one empty PostgreSQL database: the unique user name lets one
    // of them win; the others leave the first start to it.
    if ((await countUsers(ctx)) > 0) {
      log.info({ err: error }, 'first start: another instance created the first administrator');
      return { firstStart: false, uploads };
    }
    throw error;
  }
  log.info(
    { username: name, passwordFrom: configured ? 'ADMIN_PASSWORD' : 'generated' },
    'first start: administrator created',
  );
  const signIn = `${ctx.config.publicUrl}/login`;
  console.log(
    box(
      configured
        ? [
            'First start: administrator account created',
            '',
            `  username  ${name}`,
            '  password  (the one set in ADMIN_PASSWORD)',
            '',
            `Sign in at ${signIn}`,
          ]
        : [
            'First start: administrator account created',
            '',
            `  username  ${name}`,
            `  password  ${password}`,
            '',
            `Sign in at ${signIn} and change the password under Users.`,
            'This password is shown only this once.',
          ],
    ),
  );
  const result: FirstStartResult = {
    firstStart: true,
    admin: { name, generatedPassword: !configured },
    uploads,
  };

  if (!ctx.config.seedDemo) {
    log.info('first start: demo content skipped (SEED_DEMO=0)');
    return result;
  }
  try {
    // demo/ (the properties' content) is loaded on the start that seeds only: a start on a seeded database
    // never loads it.
    const { seedDemoContent } = await import('#demo/seed.ts');
    const demo = await seedDemoContent(ctx, { guestPassword: options.demoGuestPassword });
    log.info(
      { properties: demo.properties, images: demo.images, milliseconds: demo.milliseconds },
      'first start: demo content seeded',
    );
    console.log(
      box([
        `Demo content: ${demo.properties} properties with welcome pages`,
        '',
        'Guest password for every demo welcome page:',
        `  ${demo.guestPassword}`,
        '',
        'Change it per property in the back office. Shown only this once.',
      ]),
    );
    return { ...result, demo };
  } catch (error) {
    // The site is usable without its demo: start anyway, with an empty catalogue and a clear log line.
    const message = error instanceof Error ? error.message : String(error);
    log.warn(
      { err: error },
      `first start: demo content could not be seeded (${message}); starting without it`,
    );
    return result;
  }
}

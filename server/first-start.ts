import { fork } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
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

/** The one message the seeding child process sends before it exits (demo/seed-process.ts). */
export type SeedProcessMessage = { ok: true; result: DemoSeedResult } | { ok: false; message: string };

/** Seeds the demo content into the database of `ctx` with `guestPassword` (or a generated one). */
export type DemoSeeder = (ctx: DomainContext, guestPassword: string | undefined) => Promise<DemoSeedResult>;

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
 * a restart never reseeds: an admin who deletes every demo property does not see them come back. Only the node
 * that created the first admin seeds, so several nodes starting together on one database seed once. A seed
 * that fails fails the start (the error says why); the admin it created stays, so the next start runs
 * without the demo.
 */
export async function prepareFirstStart(
  ctx: DomainContext,
  log: StartLog,
  options: {
    demoGuestPassword?: string;
    /** How the demo is seeded: in this process by default (tests); the server passes `seedInChildProcess()`. */
    seedDemo?: DemoSeeder;
  } = {},
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
  let demo: DemoSeedResult;
  try {
    demo = await (options.seedDemo ?? seedInThisProcess)(ctx, options.demoGuestPassword);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      'first start: the demo content could not be seeded. The administrator account is created, so the ' +
        `next start runs without the demo (start on an empty database to seed it). The cause:\n${message}`,
      { cause: error },
    );
  }
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
}

/**
 * Seeds in this process. demo/ (the properties' content) is loaded here only, on the start that seeds: a
 * start on a seeded database never loads it. Tests seed this way; the server seeds through
 * `seedInChildProcess`.
 */
const seedInThisProcess: DemoSeeder = async (ctx, guestPassword) => {
  const { seedDemoContent } = await import('#demo/seed.ts');
  return seedDemoContent(ctx, { guestPassword });
};

/**
 * The child's entry: the compiled `build/node/demo/seed-process.js` beside the compiled server (this code
 * sits in `build/node/server/` or `build/node/chunks/`, both one folder below `build/node/`), or the
 * TypeScript source when the server itself runs from source (`npm run dev`, tests), loaded through tsx.
 */
function seedProcessEntry(): { file: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  const file = fileURLToPath(new URL(`../demo/seed-process.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  return { file, execArgv: fromSource ? ['--import', 'tsx'] : [] };
}

/**
 * Seeds in a child process that exits when it is done (docs/decisions/0056-seed-in-a-child-process.md): the
 * photo buffers, the demo's texts and the database pages that seeding goes through stay in the heap and
 * malloc's arenas of the process that did it, some 10 MB that a long-lived server would keep. The child opens
 * the database that `env` configures (the server's own environment), so it writes where the server reads;
 * `ctx` is not shared with it. The server waits for it before it listens, so nothing is served from a
 * half-seeded database and SQLite sees one writer at a time.
 */
export function seedInChildProcess(env: NodeJS.ProcessEnv = process.env): DemoSeeder {
  return (_ctx, guestPassword) =>
    new Promise<DemoSeedResult>((resolve, reject) => {
      const { file, execArgv } = seedProcessEntry();
      const child = fork(file, [], {
        execArgv,
        env: { ...env, ...(guestPassword ? { DEMO_GUEST_PASSWORD: guestPassword } : {}) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let answer: SeedProcessMessage | undefined;
      child.on('message', (message) => {
        answer = message as SeedProcessMessage;
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (answer?.ok && code === 0) resolve(answer.result);
        else if (answer && !answer.ok)
          reject(new Error(`the seeding process ${file} failed: ${answer.message}`));
        else {
          const ended = signal ?? `exit code ${code}`;
          reject(
            new Error(
              `the seeding process ${file} ended (${ended}) ${answer ? 'after' : 'without'} an answer`,
            ),
          );
        }
      });
    });
}

import fs from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { hours, seconds } from '#common/durations.ts';
import { buildApp } from './app.ts';
import { ConfigError, parseConfig } from './config.ts';
import { migrateToLatest, openDatabase } from './db/connect.ts';
import { deleteExpiredSessions } from './domain/access/sessions.ts';
import { prepareFirstStart, seedInChildProcess } from './first-start.ts';
import { limitHeapGrowth } from './heap-growth.ts';
import { collectWhenQuiet, thoroughCollector } from './idle-collection.ts';
import { answerRuntimeRequestsOverIpc } from './runtime-metrics.ts';
import { staleTimeZoneData } from './time-zone-data.ts';
import { loadWebBuild } from './web/mount.ts';

/** Process entry: configuration, database, migrations, first-start content, then serve until signalled. */
async function main() {
  const staleTimeZone = staleTimeZoneData({ version: process.version, tz: process.versions.tz });
  if (staleTimeZone) {
    console.error(staleTimeZone);
    process.exit(1);
  }
  limitHeapGrowth();
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  for (const dir of [config.dataDir, config.uploadsDir, config.tmpDir])
    fs.mkdirSync(dir, { recursive: true });

  const db = openDatabase(config.database);
  await migrateToLatest(db);

  // `npm run dev` (NODE_ENV=development) renders through Vite; everything else serves the built site.
  const web = config.env === 'development' ? ({ mode: 'development' } as const) : await loadBuiltSite();
  const app = await buildApp({ config, db, web });
  // the demo is seeded by a child process that exits, so that this one does not keep seeding's memory (ADR 0056)
  await prepareFirstStart(app.domain, app.log, {
    demoGuestPassword: config.demoGuestPassword,
    seedDemo: seedInChildProcess(),
  });

  // Start-up's garbage (the site bundle loaded, migrations, the first start's work) goes before the first
  // request rather than after the first quiet spell: a server loaded at once would otherwise serve on top of
  // it (ADR 0056).
  const collect = thoroughCollector();
  collect();
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ node: process.version, tz: process.versions.tz }, 'runtime');
  app.mailer.start();
  app.guestMailer.start();
  app.bookingMailer.start();
  app.replyMailer.start();
  app.calendarSync.start();
  // Only when a parent process (the soak test) spawned the server with an IPC channel.
  const stopRuntimeAnswers = answerRuntimeRequestsOverIpc();
  const sweeper = setInterval(
    () => deleteExpiredSessions(app.domain).catch((err) => app.log.error({ err }, 'session sweep failed')),
    hours(1),
  );
  sweeper.unref();
  // the garbage of the first start and of each wave of visitors goes back to the system once it is quiet
  const idleCollection = collectWhenQuiet({ quietMs: seconds(5), collect });
  app.server.on('request', idleCollection.active);

  // SIGTERM, SIGINT, or an error nothing caught: close the server and the database, then exit (0, or 1 after
  // an error); a second signal, or a close that takes longer than 10 s, exits at once with 1.
  closeWithGrace({ delay: seconds(10), logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error nothing caught');
    else app.log.info({ signal }, 'shutting down');
    clearInterval(sweeper);
    idleCollection.stop();
    stopRuntimeAnswers();
    await app.close();
    await db.close();
  });
}

async function loadBuiltSite() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    console.error('The site has not been built: run `npm run build` first (or use `npm start`).');
    process.exit(1);
  }
  return loadWebBuild(buildDir);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

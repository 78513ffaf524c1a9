import { ConfigError, parseConfig } from '#server/config.ts';
import { migrateToLatest, openDatabase } from '#server/db/connect.ts';
import { ImageStore } from '#server/domain/images/images.ts';
import { promptHiddenOnTerminal, readAll, runUsersCommand } from './lib/user-admin.ts';

/** `npm run users -- …`: admin accounts from the shell, against the database the server is configured with. */
async function openContext() {
  const config = parseConfig();
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  const ctx = {
    db: db.kysely,
    dialect: db.dialect,
    images: new ImageStore(db.kysely, config.uploadsDir),
    config,
    now: () => new Date(),
  };
  return { ctx, close: () => db.close() };
}

runUsersCommand(
  process.argv.slice(2),
  {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    isTTY: Boolean(process.stdin.isTTY),
    promptHidden: (prompt) => promptHiddenOnTerminal(prompt),
    readStdin: () => readAll(),
  },
  openContext,
).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

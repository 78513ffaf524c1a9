import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '#server/config.ts';
import {
  BackupError,
  defaultBackupRoot,
  findServerActivity,
  listBackups,
  restoreBackup,
  verifyBackup,
} from './lib/backup.ts';

const usage = `Usage: npm run restore -- <backup dir | latest> [--yes] [--force]

Replaces the database and the uploads folder with a backup made by \`npm run backup\`, after checking
the backup against its manifest. Stop the server first.
  latest    the newest backup in $BACKUP_DIR, else backups/ beside the data folder
  --yes     really overwrite (without it, only the check and a description of what would happen)
  --force   restore even though the server looks like it is still running (PostgreSQL sessions, port)`;

async function main(): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse();
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${usage}`);
    return 1;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  const config = parseConfig();
  const dir = await resolveBackupDir(args.dir, defaultBackupRoot(config.dataDir));
  const manifest = await verifyBackup(dir);
  const target = config.database.kind === 'sqlite' ? config.database.file : redactedUrl(config.database.url);
  console.log(`Backup ${dir} is intact.`);
  console.log(
    `  made ${manifest.createdAt}, ${manifest.engine}${manifest.database.schema ? ` schema ${manifest.database.schema}` : ''}, ` +
      `${manifest.tables.properties ?? '?'} properties, ${manifest.tables.users ?? '?'} users, ` +
      (manifest.format === 1
        ? `${manifest.uploads.files} upload files (read into the database when the server starts)`
        : `${manifest.tables.image_variants ?? '?'} image variants`),
  );
  if (!args.yes) {
    console.log(
      `\nRestoring overwrites the database (${target})` +
        (manifest.format === 1 ? ` and the uploads folder (${config.uploadsDir}).` : '.'),
    );
    console.log('Stop the server first, then run the same command again with --yes.');
    return 1;
  }
  const activity = await findServerActivity(config.database, config);
  if (activity.length > 0) {
    const detail = activity.map((r) => `  - ${r}`).join('\n');
    if (!args.force) {
      console.error(
        `The server looks like it is still running:\n${detail}\nStop it, or pass --force if this is wrong.`,
      );
      return 1;
    }
    console.warn(`Going ahead despite (--force):\n${detail}`);
  }
  const result = await restoreBackup({ dir, database: config.database, uploadsDir: config.uploadsDir });
  console.log(`Restored ${target}${manifest.format === 1 ? ` and ${config.uploadsDir}` : ''} from ${dir}.`);
  if (result.previousDir)
    console.log(`The replaced files were moved to ${result.previousDir}; delete it when satisfied.`);
  return 0;
}

function parse() {
  const { values, positionals } = parseArgs({
    options: {
      yes: { type: 'boolean', short: 'y' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help) return { ...values, dir: '' };
  if (positionals.length !== 1) throw new Error('Name one backup directory (or "latest")');
  return { ...values, dir: positionals[0]! };
}

async function resolveBackupDir(arg: string, root: string): Promise<string> {
  if (arg !== 'latest') return path.resolve(arg);
  const [newest] = await listBackups(root);
  if (!newest) throw new BackupError(`There are no backups in ${root}`);
  return newest;
}

function redactedUrl(url: string) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '#server/config.ts';
import { BackupError, type BackupPhase, createBackup, defaultBackupRoot } from './lib/backup.ts';

const usage = `Usage: npm run backup [-- --out DIR] [--schema NAME]

Writes a consistent snapshot of the database (which holds the images too) to DIR/<timestamp>/ while
the server keeps running. DIR defaults to $BACKUP_DIR, else backups/ beside the data folder.
  --out DIR       where to put the backup
  --schema NAME   PostgreSQL only: back up this schema instead of the whole database`;

const phaseText: Record<BackupPhase, string> = {
  snapshot: 'Pinning the database snapshot',
  'copy-database': 'Copying the database snapshot',
  manifest: 'Writing the manifest',
};

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
  const outDir = args.out ? path.resolve(args.out) : defaultBackupRoot(config.dataDir);
  const started = Date.now();
  const { dir, manifest } = await createBackup({
    database: config.database,
    outDir,
    ...(args.schema ? { schema: args.schema } : {}),
    onPhase: (phase) => console.log(`${phaseText[phase]}…`),
  });
  const rows = Object.entries(manifest.tables)
    .filter(([name]) => !name.startsWith('kysely_'))
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  console.log(`Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `  database: ${manifest.engine}, ${manifest.database.bytes} bytes, sha256 ${manifest.database.sha256}`,
  );
  console.log(`  rows: ${rows}`);
  return 0;
}

function parse() {
  const { values, positionals } = parseArgs({
    options: {
      out: { type: 'string' },
      schema: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new Error(`Unexpected argument: ${positionals[0]}`);
  return values;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);

/**
 * The OpenAPI document the API serves at /api/docs/json, read from the app built in-process on a throw-away
 * SQLite database (no server, no port, no demo content). Shared by `npm run lint:openapi`, which lints it,
 * and `npm run api:types`, which commits it and the back office's client types generated from it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app.ts';
import { parseConfig } from '#server/config.ts';
import { migrateToLatest, openDatabase } from '#server/db/connect.ts';
import type { WebBuild } from '#server/web/mount.ts';

export interface OpenApiDocumentOptions {
  /** Environment for the app's config (PUBLIC_URL, SITE_NAME…) on top of the throw-away data directory. */
  env?: Record<string, string>;
  /** The pages of a production build, mounted so that the document is checked to leave their routes out. */
  web?: WebBuild;
}

/** The document as the API answers it (parsed JSON). */
export async function readOpenApiDocument(options: OpenApiDocumentOptions = {}): Promise<unknown> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-openapi-'));
  try {
    const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: '0', ...options.env });
    const db = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'openapi.db') });
    try {
      await migrateToLatest(db);
      const app = await buildApp({ config, db, logger: false, ...(options.web ? { web: options.web } : {}) });
      try {
        const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
        if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}: ${res.body}`);
        return res.json();
      } finally {
        await app.close();
      }
    } finally {
      await db.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '#server/test/harness.ts';
import { demoProperties } from './content.ts';
import { demoPhotosDir, seedDemoContent } from './seed.ts';

async function count(t: TestApp, table: 'properties' | 'image_variants' | 'welcome_pages') {
  const row = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachEngine('seeding the demo', (engine) => {
  let t: TestApp | undefined;
  const dirs: string[] = [];
  afterEach(async () => {
    await t?.close();
    t = undefined;
    for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  });

  it('leaves nothing behind when a photo cannot be read', async () => {
    t = await createTestApp(engine);
    // Every photo but the second property's cover: the first property is created, then the seed fails.
    const photos = await fs.mkdtemp(path.join(os.tmpdir(), 'demo-photos-'));
    dirs.push(photos);
    await fs.cp(demoPhotosDir, photos, { recursive: true });
    const missing = demoProperties(t.config.site)[1]!.cover;
    await fs.rm(path.join(photos, missing), { recursive: true });

    await expect(seedDemoContent(t.app.domain, { photosDir: photos })).rejects.toThrow(missing);
    expect(await count(t, 'properties')).toBe(0);
    expect(await count(t, 'welcome_pages')).toBe(0);
    expect(await count(t, 'image_variants')).toBe(0);
  }, 120_000);
});

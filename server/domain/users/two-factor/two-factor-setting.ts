import { type DomainContext, inTransaction } from '../../shared/context.ts';

/**
 * The site setting `require_two_factor_for_admins` (ADR 0043), a row of `site_settings` beside the content
 * settings, read on its own: every admin request reads it, and no cache may hold it stale on another node.
 */
const settingName = 'require_two_factor_for_admins';

export async function readTwoFactorRequirement(ctx: Pick<DomainContext, 'db'>): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('site_settings')
    .select('value')
    .where('name', '=', settingName)
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function saveTwoFactorRequirement(
  ctx: Pick<DomainContext, 'db' | 'now'>,
  required: boolean,
  actor: string,
): Promise<void> {
  const values = { value: JSON.stringify(required), updated_at: ctx.now().toISOString(), updated_by: actor };
  // in a transaction: GET /settings shows it, so the public caches must hear of the change
  await inTransaction(ctx, ({ db }) =>
    db
      .insertInto('site_settings')
      .values({ name: settingName, ...values })
      .onConflict((oc) => oc.column('name').doUpdateSet(values))
      .execute(),
  );
}

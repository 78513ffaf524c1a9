import type { DomainContext } from '../shared/context.ts';
import { notFound } from '../shared/errors.ts';

/** Sets (or, with null, clears) where a staff user's task assignments are mailed (issue 42). */
export async function setStaffEmail(ctx: DomainContext, userId: number, email: string | null): Promise<void> {
  const updated = await ctx.db
    .updateTable('users')
    .set({ email })
    .where('id', '=', userId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw notFound('User not found');
}

import { createHash, randomInt } from 'node:crypto';
import type { DomainContext } from '../../shared/context.ts';

/** How many recovery codes a user gets at once; each opens one sign-in. */
export const recoveryCodeCount = 10;

/** No 0/o, 1/l/i: a code is copied by hand from paper. 31 characters, so 10 of them are 49 random bits. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A code as typed (any case, spaces and hyphens anywhere) in the form it is hashed in. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Random codes of 49 bits need no slow hash: SHA-256, like session tokens (ADR 0002). */
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** Replaces the user's recovery codes with 10 new ones and returns them: the only time they are shown. */
export async function replaceRecoveryCodes(db: DomainContext['db'], userId: number, now: Date) {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: hashRecoveryCode(code),
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return codes;
}

/** Spends one recovery code: true when it was the user's and unused (one update, so never twice). */
export async function spendRecoveryCode(ctx: DomainContext, userId: number, code: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('recovery_codes')
    .set({ used_at: ctx.now().toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(ctx: DomainContext, userId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

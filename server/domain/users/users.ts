import type { Kysely } from 'kysely';
import { type Role, toUser, type User } from '#common/auth.ts';
import type { Database } from '../../db/schema.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../access/passwords.ts';
import { endOtherAdminSessions } from '../access/sessions.ts';
import { type Actor, recordActivity } from '../shared/activity.ts';
import { type DomainContext, inTransaction } from '../shared/context.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../shared/errors.ts';

const nameTaken = (name: string) => conflict(`The username "${name}" is already taken`);

export async function listUsers(ctx: DomainContext): Promise<User[]> {
  const rows = await ctx.db.selectFrom('users').select(['id', 'name', 'role']).orderBy('name').execute();
  return rows.map(toUser);
}

export async function countUsers(ctx: DomainContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A user by id, or null. */
export async function findUser(ctx: DomainContext, id: number): Promise<User | null> {
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

async function findUserByName(ctx: DomainContext, name: string) {
  return ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'password_hash', 'role'])
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function createUser(
  ctx: DomainContext,
  name: string,
  password: string,
  role: Role = 'admin',
  actor: Actor = null,
): Promise<User> {
  if (await findUserByName(ctx, name)) throw nameTaken(name);
  const passwordHash = await hashPassword(password);
  try {
    const row = await inTransaction(ctx, async ({ db: trx }) => {
      const inserted = await trx
        .insertInto('users')
        .values({ name, password_hash: passwordHash, created_at: ctx.now().toISOString(), role })
        .returning(['id', 'name', 'role'])
        .executeTakeFirstOrThrow();
      await recordActivity({ ...ctx, db: trx }, actor, {
        action: 'user.created',
        detail: `${name} (${role})`,
      });
      return inserted;
    });
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/**
 * The admins' ids, read inside `trx` with their rows locked on PostgreSQL (`FOR UPDATE`), so that two
 * staff demoting or deleting the last two admins at once cannot both pass: the second waits for the first
 * and then sees one admin. SQLite runs one write transaction at a time, which gives the same order.
 */
async function lockAdmins(trx: Kysely<Database>, dialect: DomainContext['dialect']): Promise<number[]> {
  const query = trx.selectFrom('users').select('id').where('role', '=', 'admin');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((row) => row.id);
}

const lastAdminMessage = 'The last admin cannot lose the admin role';

/**
 * Changes a user's name, role and, when `password` is not blank, their password; a new password ends the
 * user's other sessions (all but the one holding `currentSessionToken`). Everyone changes their own name
 * and password; only an admin changes another user or a role, and the last admin keeps the admin role.
 */
export async function updateUser(
  ctx: DomainContext,
  id: number,
  changes: { name: string; password: string; role?: Role | undefined },
  acting: Pick<User, 'id' | 'name' | 'role'>,
  currentSessionToken?: string,
): Promise<User> {
  const existing = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound('User not found');
  const isAdmin = acting.role === 'admin';
  if (id !== acting.id && !isAdmin) throw forbidden('You can only change your own profile');
  const role = changes.role ?? existing.role;
  if (role !== existing.role && !isAdmin) throw forbidden('Only an admin can change a role');
  const holder = await findUserByName(ctx, changes.name);
  if (holder && holder.id !== id) throw nameTaken(changes.name);
  const password_hash = changes.password ? await hashPassword(changes.password) : undefined;
  try {
    return await inTransaction(ctx, async ({ db: trx }) => {
      if (role !== 'admin') {
        const admins = await lockAdmins(trx, ctx.dialect);
        if (admins.length === 1 && admins[0] === id) throw forbidden(lastAdminMessage);
      }
      const user = await trx
        .updateTable('users')
        .set({ name: changes.name, role, ...(password_hash ? { password_hash } : {}) })
        .where('id', '=', id)
        .returning(['id', 'name', 'role'])
        .executeTakeFirstOrThrow();
      if (password_hash) await endOtherAdminSessions(trx, id, currentSessionToken);
      const renamed = changes.name !== existing.name ? `, renamed from ${existing.name}` : '';
      if (role !== existing.role)
        await recordActivity({ ...ctx, db: trx }, acting, {
          action: 'user.role_changed',
          detail: `${changes.name}: ${existing.role} to ${role}${renamed}`,
        });
      else if (renamed || password_hash)
        await recordActivity({ ...ctx, db: trx }, acting, {
          action: 'user.edited',
          detail: `${changes.name}${renamed}${password_hash ? ', new password' : ''}`,
        });
      return toUser(user);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(changes.name);
    throw error;
  }
}

/** Deletes a user and their sessions. Nobody deletes themself, and the last user always stays. */
export async function deleteUser(
  ctx: DomainContext,
  id: number,
  actingUserId: number,
  actor: Actor = null,
): Promise<void> {
  if (id === actingUserId) throw forbidden('You cannot delete your own account');
  const existing = await ctx.db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!existing) throw notFound('User not found');
  if ((await countUsers(ctx)) <= 1) throw forbidden('The last user cannot be deleted');
  // The sessions go explicitly too, not only by the foreign key's cascade: a database restored without
  // its constraints must not leave a deleted user's browser signed in.
  await inTransaction(ctx, async ({ db: trx }) => {
    const admins = await lockAdmins(trx, ctx.dialect);
    if (admins.length === 1 && admins[0] === id) throw forbidden('The last admin cannot be deleted');
    await trx.deleteFrom('admin_sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
    await recordActivity({ ...ctx, db: trx }, actor, {
      action: 'user.deleted',
      detail: `${existing.name} (${existing.role})`,
    });
  });
}

/** The user whose name and password match, or null. Takes as long for an unknown name as for a known one. */
export async function authenticateUser(
  ctx: DomainContext,
  name: string,
  password: string,
): Promise<User | null> {
  const user = await findUserByName(ctx, name);
  const ok = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
  return user && ok ? toUser(user) : null;
}

export async function setUserPassword(ctx: DomainContext, name: string, password: string): Promise<boolean> {
  const result = await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('name', '=', name)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  const user = await findUserByName(ctx, name);
  if (user) await ctx.db.deleteFrom('admin_sessions').where('user_id', '=', user.id).execute();
  return true;
}

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '#server/config.ts';
import { ImageStore } from '#server/domain/images/images.ts';
import type { DomainContext } from '#server/domain/shared/context.ts';
import { authenticateUser } from '#server/domain/users/users.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '#server/test/harness.ts';
import {
  createAdmin,
  parseUsersArgs,
  resetAdminPassword,
  runUsersCommand,
  UserAdminError,
  type UserAdminIo,
} from './user-admin.ts';

// The harness builds HTTP apps too; these tests only need its databases, so the app module stays unloaded.
vi.mock('#server/app.ts', () => ({
  buildApp: () => {
    throw new Error('not used by the user admin tests');
  },
}));

function fakeIo(options: { isTTY?: boolean; stdin?: string; answers?: string[] } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const prompts: string[] = [];
  const answers = [...(options.answers ?? [])];
  const io: UserAdminIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    isTTY: options.isTTY ?? false,
    promptHidden: async (prompt) => {
      prompts.push(prompt);
      return answers.shift() ?? '';
    },
    readStdin: async () => options.stdin ?? '',
  };
  return { io, out, err, prompts, text: () => [...out, ...err].join('\n') };
}

describe('parseUsersArgs', () => {
  it('reads the three commands and the password options', () => {
    expect(parseUsersArgs(['list'])).toEqual({ command: 'list' });
    expect(parseUsersArgs(['create', 'maya'])).toEqual({
      command: 'create',
      name: 'maya',
      password: { kind: 'ask' },
    });
    expect(parseUsersArgs(['reset-password', 'maya', '--password', 'pw pw pw'])).toEqual({
      command: 'reset-password',
      name: 'maya',
      password: { kind: 'given', password: 'pw pw pw' },
    });
    expect(parseUsersArgs(['create', '--generate', 'maya'])).toMatchObject({
      password: { kind: 'generate' },
    });
    expect(parseUsersArgs(['--help'])).toEqual({ command: 'help' });
  });

  it.each([
    [[], /Name a command/],
    [['frob'], /Unknown command: frob/],
    [['create'], /needs exactly one user name/],
    [['create', 'a', 'b'], /needs exactly one user name/],
    [['create', 'maya', '--password', 'secret1', '--generate'], /either --password or --generate/],
    [['create', 'maya', '--pasword', 'x'], /Unknown option '--pasword'/],
    [['list', 'extra'], /list takes no arguments/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseUsersArgs(argv)).toThrow(message);
  });
});

describeEachEngine('users CLI', (engine) => {
  let dir: string;
  let test: TestDatabase;
  let ctx: DomainContext;
  const openContext = vi.fn(async () => ({ ctx, close: async () => {} }));
  const run = (argv: string[], io: UserAdminIo) => runUsersCommand(argv, io, openContext);

  let ready = false;

  beforeEach(async () => {
    ready = false;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stays-users-'));
    test = await createTestDatabase(engine, dir);
    ready = true;
    const config = parseConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' });
    ctx = {
      db: test.db.kysely,
      dialect: test.db.dialect,
      images: new ImageStore(test.db.kysely, config.uploadsDir),
      config,
      now: () => new Date(),
    };
    openContext.mockClear();
  });

  afterEach(async () => {
    if (ready) await test.drop();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const canLogIn = async (name: string, password: string) =>
    (await authenticateUser(ctx, name, password)) !== null;

  it('turns off the two-factor sign-in of a locked-out user (issue 39)', async () => {
    expect(await run(['create', 'maya', '--password', 'powder-day-2026'], fakeIo().io)).toBe(0);
    const [maya] = await ctx.db.selectFrom('users').select('id').where('name', '=', 'maya').execute();
    const at = new Date().toISOString();
    await ctx.db
      .insertInto('user_two_factor')
      .values({
        user_id: maya!.id,
        secret: 'JBSWY3DPEHPK3PXP',
        created_at: at,
        confirmed_at: at,
        last_step: null,
      })
      .execute();
    await ctx.db
      .insertInto('recovery_codes')
      .values({ user_id: maya!.id, code_hash: 'x', created_at: at })
      .execute();

    const t = fakeIo();
    expect(await run(['two-factor-off', 'maya'], t.io)).toBe(0);
    expect(t.out).toEqual([
      'Turned off two-factor sign-in for "maya"; they log in with their password alone.',
    ]);
    expect(await ctx.db.selectFrom('user_two_factor').select('user_id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('recovery_codes').select('user_id').execute()).toEqual([]);

    const unknown = fakeIo();
    expect(await run(['two-factor-off', 'nobody'], unknown.io)).toBe(1);
    expect(unknown.err[0]).toMatch(/There is no user named "nobody"/);
  });

  it('creates a user with --password', async () => {
    const t = fakeIo();
    expect(await run(['create', 'maya', '--password', 'powder-day-2026'], t.io)).toBe(0);
    expect(t.out).toEqual(['Created user "maya" (id 1).']);
    expect(await canLogIn('maya', 'powder-day-2026')).toBe(true);
  });

  it('reads the password from the first line of piped input', async () => {
    const t = fakeIo({ stdin: 'from stdin 1\nignored\n' });
    expect(await run(['create', 'maya'], t.io)).toBe(0);
    expect(t.prompts).toEqual([]);
    expect(await canLogIn('maya', 'from stdin 1')).toBe(true);
  });

  it('asks twice on a terminal and refuses when the answers differ', async () => {
    const ok = fakeIo({ isTTY: true, answers: ['typed-secret', 'typed-secret'] });
    expect(await run(['create', 'maya'], ok.io)).toBe(0);
    expect(ok.prompts).toEqual(['New password: ', 'Repeat the password: ']);
    expect(await canLogIn('maya', 'typed-secret')).toBe(true);

    const typo = fakeIo({ isTTY: true, answers: ['typed-secret', 'typed-secrte'] });
    expect(await run(['create', 'jonas'], typo.io)).toBe(1);
    expect(typo.err).toEqual(['The two passwords do not match']);
    expect(await canLogIn('jonas', 'typed-secret')).toBe(false);
  });

  it('refuses a short password at the first prompt, before asking again', async () => {
    const t = fakeIo({ isTTY: true, answers: ['abc', 'abc'] });
    expect(await run(['create', 'maya'], t.io)).toBe(1);
    expect(t.prompts).toHaveLength(1);
    expect(t.err).toEqual(['Password: Use at least 12 characters']);
  });

  it('generates a password on request and prints it once', async () => {
    const t = fakeIo();
    expect(await run(['create', 'maya', '--generate'], t.io)).toBe(0);
    const line = t.out.find((l) => l.startsWith('Password: '));
    const password = line?.split('\n')[0]?.slice('Password: '.length) ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(await canLogIn('maya', password)).toBe(true);
  });

  it('resets a password and signs the user out', async () => {
    const user = await createAdmin(ctx, 'maya', 'old-password');
    const now = new Date();
    await ctx.db
      .insertInto('admin_sessions')
      .values({
        token_hash: 'a'.repeat(64),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute();

    const t = fakeIo({ stdin: 'new-password\n' });
    expect(await run(['reset-password', 'maya'], t.io)).toBe(0);
    expect(t.out).toEqual(['Changed the password of "maya"; their open sessions were signed out.']);
    expect(await canLogIn('maya', 'new-password')).toBe(true);
    expect(await canLogIn('maya', 'old-password')).toBe(false);
    expect(await ctx.db.selectFrom('admin_sessions').select('token_hash').execute()).toEqual([]);
  });

  it('lists the users by name', async () => {
    const empty = fakeIo();
    expect(await run(['list'], empty.io)).toBe(0);
    expect(empty.out).toEqual(['No users yet. Create one with: npm run users -- create <name>']);

    await createAdmin(ctx, 'zoe', 'password-zulu-9');
    await createAdmin(ctx, 'maya', 'password-mike-9');
    const t = fakeIo();
    expect(await run(['list'], t.io)).toBe(0);
    expect(t.out).toEqual(['   2  maya', '   1  zoe']);
  });

  it.each([
    ['a short name', ['create', 'ab', '--password', 'long-enough-pw'], 'Username: Minimum 3 characters'],
    [
      'a name with spaces',
      ['create', 'bad name!', '--password', 'long-enough-pw'],
      'Username: Only letters, numbers, dots, underscores, and hyphens allowed',
    ],
    ['a short password', ['create', 'maya', '--password', 'short'], 'Password: Use at least 12 characters'],
    ['an empty password', ['create', 'maya', '--password', ''], 'Password: Password is required'],
    [
      'a common password',
      ['create', 'maya', '--password', 'Password1234'],
      'Password: This password is too common; choose another',
    ],
    [
      'a 201-character password',
      ['create', 'maya', '--password', 'x'.repeat(201)],
      'Password: Maximum 200 characters',
    ],
    [
      'an unknown user on reset',
      ['reset-password', 'nobody', '--password', 'long-enough-pw'],
      'There is no user named "nobody" (see: npm run users -- list)',
    ],
  ])('refuses %s with a clear message and exit code 1', async (_label, argv, message) => {
    const t = fakeIo();
    expect(await run(argv, t.io)).toBe(1);
    expect(t.err).toEqual([message]);
    expect(t.out).toEqual([]);
  });

  it('refuses a common password on reset and keeps the old one', async () => {
    await createAdmin(ctx, 'maya', 'password-mike-9');
    const t = fakeIo();
    expect(await run(['reset-password', 'maya', '--password', 'qwertyuiop123'], t.io)).toBe(1);
    expect(t.err).toEqual(['Password: This password is too common; choose another']);
    expect(await canLogIn('maya', 'password-mike-9')).toBe(true);
  });

  it('reads nothing from the terminal for an unknown user or a bad name', async () => {
    const unknown = fakeIo({ isTTY: true, answers: ['long-enough-pw', 'long-enough-pw'] });
    expect(await run(['reset-password', 'nobody'], unknown.io)).toBe(1);
    expect(unknown.prompts).toEqual([]);

    const badName = fakeIo({ isTTY: true });
    expect(await run(['create', 'x'], badName.io)).toBe(1);
    expect(badName.prompts).toEqual([]);
  });

  it('refuses a name that is taken', async () => {
    await createAdmin(ctx, 'maya', 'password-mike-9');
    const t = fakeIo({ isTTY: true });
    expect(await run(['create', 'maya'], t.io)).toBe(1);
    expect(t.err).toEqual(['The username "maya" is already taken']);
    expect(t.prompts).toEqual([]);
  });

  it('trims the name like the login form does', async () => {
    const t = fakeIo();
    expect(await run(['create', '  maya ', '--password', 'powder-day-2026'], t.io)).toBe(0);
    expect(await canLogIn('maya', 'powder-day-2026')).toBe(true);
  });

  it('does not open the database for usage errors or help', async () => {
    const usage = fakeIo();
    expect(await run(['create'], usage.io)).toBe(1);
    expect(usage.err[0]).toMatch(/^create needs exactly one user name\n\nUsage:/);
    const help = fakeIo();
    expect(await run(['help'], help.io)).toBe(0);
    expect(help.out[0]).toMatch(/^Usage:/);
    expect(openContext).not.toHaveBeenCalled();
  });

  it('exposes the same rules to callers without a terminal', async () => {
    await expect(createAdmin(ctx, 'maya', 'short')).rejects.toThrow(UserAdminError);
    await expect(resetAdminPassword(ctx, 'nobody', 'long-enough-pw')).rejects.toThrow(
      /no user named "nobody"/,
    );
    await createAdmin(ctx, 'maya', 'password-mike-9');
    await expect(createAdmin(ctx, 'maya', 'password-mike-9')).rejects.toThrow(/already taken/);
  });
});

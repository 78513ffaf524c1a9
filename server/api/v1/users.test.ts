import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, deleteUser, listUsers } from '../../domain/users/users.ts';
import {
  cookieHeader,
  countRows,
  createTestApp,
  describeEachEngine,
  type TestApp,
  testAdmin,
} from '../../test/harness.ts';

describeEachEngine('users API', (engine) => {
  let t: TestApp;
  let me: string;
  let myId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    me = await t.loginAdmin();
    myId = (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/auth/token-check', headers: { cookie: me } })
    ).json().id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, cookie = me) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { cookie },
      ...(payload ? { payload: payload as object } : {}),
    });
  const login = (name: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/auth/login', payload: { name, password } });
  const names = async () => (await listUsers(t.app.domain)).map((u) => u.name);

  describe('GET /users', () => {
    it('lists every user as {id, name, role}, by name, without passwords', async () => {
      await createUser(t.app.domain, 'aaron', 'aaron-password');
      const res = await call('GET', '/users');
      expect(res.statusCode).toBe(200);
      const users = res.json();
      expect(users).toEqual(
        [...(await listUsers(t.app.domain))].map((u) => ({ id: u.id, name: u.name, role: u.role })),
      );
      expect(users.map((u: { name: string }) => u.name)).toEqual(
        [...users.map((u: { name: string }) => u.name)].sort(),
      );
      for (const user of users) expect(Object.keys(user).sort()).toEqual(['id', 'name', 'role']);
      expect(res.body).not.toContain('scrypt');
    });
  });

  describe('POST /users', () => {
    it('adds a user who can then log in, answering 201 {id, name, role} (admin by default)', async () => {
      const before = await countRows(t, 'users');
      const res = await call('POST', '/users', { name: 'maya.r', password: 'maya-password' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ id: expect.any(Number), name: 'maya.r', role: 'admin' });
      expect(await countRows(t, 'users')).toBe(before + 1);
      expect((await login('maya.r', 'maya-password')).statusCode).toBe(200);
    });

    it('trims the name', async () => {
      const res = await call('POST', '/users', { name: '  trimmed_name  ', password: 'trim-password' });
      expect(res.statusCode).toBe(201);
      expect(res.json().name).toBe('trimmed_name');
    });

    it.each([
      [{ password: 'valid-password' }, 'name', 'Username is required'],
      [{ name: '', password: 'valid-password' }, 'name', 'Username is required'],
      [{ name: 'jo', password: 'valid-password' }, 'name', 'Minimum 3 characters'],
      [
        { name: 'jo hn', password: 'valid-password' },
        'name',
        'Only letters, numbers, dots, underscores, and hyphens allowed',
      ],
      [
        { name: 'robert"); DROP TABLE users;--', password: 'valid-password' },
        'name',
        'Only letters, numbers, dots, underscores, and hyphens allowed',
      ],
      [{ name: 'x'.repeat(65), password: 'valid-password' }, 'name', 'Maximum 64 characters'],
      [{ name: 'newperson' }, 'password', 'Password is required'],
      [{ name: 'newperson', password: '' }, 'password', 'Password is required'],
      [{ name: 'newperson', password: 'five5' }, 'password', 'Use at least 12 characters'],
      [{ name: 'newperson', password: 'eleven-char' }, 'password', 'Use at least 12 characters'],
      [
        { name: 'newperson', password: 'password1234' },
        'password',
        'This password is too common; choose another',
      ],
      [
        { name: 'newperson', password: 'QWERTYUIOP123' },
        'password',
        'This password is too common; choose another',
      ],
      [{ name: 'newperson', password: 'p'.repeat(201) }, 'password', 'Maximum 200 characters'],
      [{ name: ['newperson'], password: 'valid-password' }, 'name', 'Username is required'],
    ])('refuses %j with 400 (%s: %s) and adds nobody', async (payload, field, message) => {
      const before = await names();
      const res = await call('POST', '/users', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().fields[field]).toBe(message);
      expect(await names()).toEqual(before);
    });

    it('answers a taken name with 409 and keeps the existing user', async () => {
      const before = await names();
      const res = await call('POST', '/users', { name: testAdmin.name, password: 'another-password' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: `The username "${testAdmin.name}" is already taken` });
      expect(await names()).toEqual(before);
      expect((await login(testAdmin.name, testAdmin.password)).statusCode).toBe(200);
      expect((await login(testAdmin.name, 'another-password')).statusCode).toBe(401);
    });

    it('gives one of two simultaneous requests for the same name 409, not 500', async () => {
      const [a, b] = await Promise.all([
        call('POST', '/users', { name: 'racer', password: 'racer-password' }),
        call('POST', '/users', { name: 'racer', password: 'racer-password' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect((await names()).filter((n) => n === 'racer')).toHaveLength(1);
    });
  });

  describe('PUT /users/{id}', () => {
    let editor: { id: number; cookie: string };

    beforeAll(async () => {
      // a manager: changes their own profile, never anyone else's
      const user = await createUser(t.app.domain, 'editor', 'editor-password', 'manager');
      editor = {
        id: user.id,
        cookie: cookieHeader((await login('editor', 'editor-password')).headers['set-cookie']),
      };
    });

    it('renames yourself and keeps the password when it is blank', async () => {
      const res = await call(
        'PUT',
        `/users/${editor.id}`,
        { id: editor.id, name: 'editor2', password: '' },
        editor.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: editor.id, name: 'editor2', role: 'manager' });
      expect((await login('editor2', 'editor-password')).statusCode).toBe(200);
      expect((await login('editor', 'editor-password')).statusCode).toBe(401);
    });

    it('keeps the password when none is sent', async () => {
      const res = await call('PUT', `/users/${editor.id}`, { name: 'editor3' }, editor.cookie);
      expect(res.statusCode).toBe(200);
      expect((await login('editor3', 'editor-password')).statusCode).toBe(200);
    });

    it('changes the password when one is given', async () => {
      const res = await call(
        'PUT',
        `/users/${editor.id}`,
        { name: 'editor3', password: 'brand-new-pass' },
        editor.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect((await login('editor3', 'brand-new-pass')).statusCode).toBe(200);
      expect((await login('editor3', 'editor-password')).statusCode).toBe(401);
    });

    it('keeps your own name without calling it taken', async () => {
      const res = await call('PUT', `/users/${editor.id}`, { name: 'editor3', password: '' }, editor.cookie);
      expect(res.statusCode).toBe(200);
    });

    it('refuses to change another user with 403', async () => {
      const before = await names();
      const res = await call(
        'PUT',
        `/users/${myId}`,
        { id: myId, name: 'hijacked', password: 'hijack-password' },
        editor.cookie,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You can only change your own profile' });
      expect(await names()).toEqual(before);
      expect((await login(testAdmin.name, testAdmin.password)).statusCode).toBe(200);
    });

    it('answers an unknown user with 404', async () => {
      const res = await call('PUT', '/users/999999', { name: 'ghost', password: '' }, editor.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found' });
    });

    it('answers a name taken by someone else with 409', async () => {
      const before = await names();
      const res = await call(
        'PUT',
        `/users/${editor.id}`,
        { name: testAdmin.name, password: '' },
        editor.cookie,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: `The username "${testAdmin.name}" is already taken` });
      expect(await names()).toEqual(before);
    });

    it.each([
      [{ name: '', password: '' }, 'name', 'Username is required'],
      [{ name: 'ed', password: '' }, 'name', 'Minimum 3 characters'],
      [
        { name: 'ed itor', password: '' },
        'name',
        'Only letters, numbers, dots, underscores, and hyphens allowed',
      ],
      [{ name: 'editor3', password: '12345' }, 'password', 'Use at least 12 characters'],
      [
        { name: 'editor3', password: '123456789012' },
        'password',
        'This password is too common; choose another',
      ],
      [{ name: 'editor3', password: 123456 }, 'password', undefined],
      [{ id: 'abc', name: 'editor3' }, 'id', 'The id must be a whole number'],
      [{ id: true, name: 'editor3' }, 'id', 'The id must be a whole number'],
    ])('refuses %j with 400 (%s: %s)', async (payload, field, message) => {
      const before = await names();
      const res = await call('PUT', `/users/${editor.id}`, payload, editor.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
      if (message) expect(res.json().message).toBe(message);
      expect(await names()).toEqual(before);
      expect((await login('editor3', 'brand-new-pass')).statusCode).toBe(200);
    });

    it('refuses an id in the body that differs from the address', async () => {
      const res = await call(
        'PUT',
        `/users/${editor.id}`,
        { id: myId, name: 'editor3', password: '' },
        editor.cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The id in the body does not match the address',
        fields: { id: 'Does not match the address' },
      });
    });
  });

  describe('DELETE /users/{id}', () => {
    it('deletes another user and ends their sessions', async () => {
      const victim = await createUser(t.app.domain, 'leaving', 'leaving-password');
      const theirCookie = cookieHeader((await login('leaving', 'leaving-password')).headers['set-cookie']);
      const res = await call('DELETE', `/users/${victim.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'User deleted successfully' });
      expect(await names()).not.toContain('leaving');
      const check = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users/auth/token-check',
        headers: { cookie: theirCookie },
      });
      expect(check.statusCode).toBe(401);
      const sessions = await t.db.kysely
        .selectFrom('admin_sessions')
        .select('user_id')
        .where('user_id', '=', victim.id)
        .execute();
      expect(sessions).toEqual([]);
    });

    it('refuses to delete yourself with 403', async () => {
      const before = await names();
      const res = await call('DELETE', `/users/${myId}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You cannot delete your own account' });
      expect(await names()).toEqual(before);
    });

    it('answers an unknown user with 404', async () => {
      const before = await names();
      const res = await call('DELETE', '/users/999999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found' });
      expect(await names()).toEqual(before);
    });

    it.each([['abc'], ['0'], ['-1'], ['1.5'], ['99999999999']])('answers the id %j with 400', async (id) => {
      const before = await names();
      const res = await call('DELETE', `/users/${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^The id (must be|is too large)/);
      expect(await names()).toEqual(before);
    });
  });
});

describeEachEngine('the last user', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('can never be deleted, whoever asks', async () => {
    const only = await createUser(t.app.domain, 'only-one', 'only-password');
    await expect(deleteUser(t.app.domain, only.id, only.id + 1)).rejects.toMatchObject({
      kind: 'forbidden',
      message: 'The last user cannot be deleted',
    });
    expect(await countRows(t, 'users')).toBe(1);
  });

  it('leaves the last user after deleting the others', async () => {
    const me = await t.loginAdmin();
    const users = await listUsers(t.app.domain);
    const mine = users.find((u) => u.name === testAdmin.name)!;
    for (const other of users.filter((u) => u.id !== mine.id)) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/${other.id}`,
        headers: { cookie: me },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${mine.id}`,
      headers: { cookie: me },
    });
    expect(res.statusCode).toBe(403);
    expect(await countRows(t, 'users')).toBe(1);
  });
});

describe('users API rules that need no database engine', () => {
  it('has one error shape: {message, fields}', async () => {
    const t = await createTestApp('sqlite');
    try {
      const cookie = await t.loginAdmin();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: { cookie },
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Username is required',
        fields: { name: 'Username is required', password: 'Password is required' },
      });
    } finally {
      await t.close();
    }
  });
});

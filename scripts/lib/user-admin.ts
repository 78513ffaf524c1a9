import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { type User, usernameSchema } from '#common/auth.ts';
import { staffPasswordSchema } from '#common/common-passwords.ts';
import type { DomainContext } from '#server/domain/shared/context.ts';
import { DomainError } from '#server/domain/shared/errors.ts';
import { removeTwoFactor } from '#server/domain/users/two-factor/two-factor.ts';
import { createUser, listUsers, setUserPassword } from '#server/domain/users/users.ts';

/** A failure whose message is meant for the operator as it stands. */
export class UserAdminError extends Error {}

export const usersUsage = `Usage:
  npm run users -- create <name> [--password X | --generate]
  npm run users -- reset-password <name> [--password X | --generate]
  npm run users -- list
  npm run users -- two-factor-off <name>

The password is asked for twice (hidden) on a terminal, or read from the first line of standard input
when it is piped. --password puts it in your shell history; --generate makes a random one and prints it.
A password reset also signs that user out everywhere. two-factor-off turns off a user's two-factor
sign-in (a lost phone and no recovery code left); they log in with their password and can enrol again.`;

/** Where passwords come from and where messages go; the CLI binds the process, tests bind fakes. */
export interface UserAdminIo {
  out(line: string): void;
  err(line: string): void;
  /** Whether standard input is a terminal that can be prompted. */
  isTTY: boolean;
  /** Asks on the terminal without echoing what is typed. */
  promptHidden(prompt: string): Promise<string>;
  /** All of standard input, when it is not a terminal. */
  readStdin(): Promise<string>;
}

type PasswordSource = { kind: 'given'; password: string } | { kind: 'generate' } | { kind: 'ask' };

export type UsersCommand =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'two-factor-off'; name: string }
  | { command: 'create' | 'reset-password'; name: string; password: PasswordSource };

/** Parses the command line; throws a UserAdminError naming what is wrong. */
export function parseUsersArgs(argv: string[]): UsersCommand {
  let parsed: ReturnType<typeof parseArgsStrict>;
  try {
    parsed = parseArgsStrict(argv);
  } catch (error) {
    throw new UserAdminError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || command === 'help') return { command: 'help' };
  if (command === 'list') {
    if (rest.length > 0 || values.password !== undefined || values.generate) {
      throw new UserAdminError('list takes no arguments');
    }
    return { command: 'list' };
  }
  if (command === 'two-factor-off') {
    if (rest.length !== 1) throw new UserAdminError('two-factor-off needs exactly one user name');
    if (values.password !== undefined || values.generate)
      throw new UserAdminError('two-factor-off takes no password');
    return { command, name: rest[0]! };
  }
  if (command === 'create' || command === 'reset-password') {
    if (rest.length !== 1) throw new UserAdminError(`${command} needs exactly one user name`);
    if (values.password !== undefined && values.generate) {
      throw new UserAdminError('Use either --password or --generate, not both');
    }
    const password: PasswordSource =
      values.password !== undefined
        ? { kind: 'given', password: values.password }
        : values.generate
          ? { kind: 'generate' }
          : { kind: 'ask' };
    return { command, name: rest[0]!, password };
  }
  throw new UserAdminError(command ? `Unknown command: ${command}` : 'Name a command');
}

function parseArgsStrict(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      password: { type: 'string' },
      generate: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
}

/** The name as the shared rules accept it (trimmed), or a UserAdminError with the rule's message. */
export function validateUsername(name: string): string {
  const result = usernameSchema.safeParse(name);
  if (!result.success) throw new UserAdminError(`Username: ${result.error.issues[0]!.message}`);
  return result.data;
}

export function validatePassword(password: string): string {
  const result = staffPasswordSchema.safeParse(password);
  if (!result.success) throw new UserAdminError(`Password: ${result.error.issues[0]!.message}`);
  return result.data;
}

/** 144 random bits, 24 URL-safe characters. */
export const generatePassword = () => randomBytes(18).toString('base64url');

async function findUser(ctx: DomainContext, name: string): Promise<User | undefined> {
  return (await listUsers(ctx)).find((u) => u.name === name);
}

export async function createAdmin(ctx: DomainContext, name: string, password: string): Promise<User> {
  const validName = validateUsername(name);
  const validPassword = validatePassword(password);
  try {
    return await createUser(ctx, validName, validPassword);
  } catch (error) {
    if (error instanceof DomainError) throw new UserAdminError(error.message);
    throw error;
  }
}

/** Sets a new password; the domain also ends every session of that user. */
export async function resetAdminPassword(ctx: DomainContext, name: string, password: string): Promise<void> {
  const validName = validateUsername(name);
  const validPassword = validatePassword(password);
  if (!(await setUserPassword(ctx, validName, validPassword))) throw unknownUser(validName);
}

const unknownUser = (name: string) =>
  new UserAdminError(`There is no user named "${name}" (see: npm run users -- list)`);

async function obtainPassword(
  source: PasswordSource,
  io: UserAdminIo,
): Promise<{ password: string; generated: boolean }> {
  if (source.kind === 'given') return { password: source.password, generated: false };
  if (source.kind === 'generate') return { password: generatePassword(), generated: true };
  if (!io.isTTY) {
    const [firstLine = ''] = (await io.readStdin()).split(/\r?\n/);
    return { password: firstLine, generated: false };
  }
  const first = await io.promptHidden('New password: ');
  validatePassword(first);
  const second = await io.promptHidden('Repeat the password: ');
  if (first !== second) throw new UserAdminError('The two passwords do not match');
  return { password: first, generated: false };
}

/**
 * Runs one command of the users CLI and returns the exit code. The database is opened only once the
 * arguments are valid, and names are checked before anyone is asked to type a password.
 */
export async function runUsersCommand(
  argv: string[],
  io: UserAdminIo,
  openContext: () => Promise<{ ctx: DomainContext; close(): Promise<void> }>,
): Promise<number> {
  let command: UsersCommand;
  try {
    command = parseUsersArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usersUsage}`);
    return 1;
  }
  if (command.command === 'help') {
    io.out(usersUsage);
    return 0;
  }
  let opened: Awaited<ReturnType<typeof openContext>> | undefined;
  try {
    if (command.command !== 'list') validateUsername(command.name);
    opened = await openContext();
    const { ctx } = opened;
    if (command.command === 'list') {
      const users = await listUsers(ctx);
      if (users.length === 0) io.out('No users yet. Create one with: npm run users -- create <name>');
      for (const user of users) io.out(`${String(user.id).padStart(4)}  ${user.name}`);
      return 0;
    }
    const name = validateUsername(command.name);
    const existing = await findUser(ctx, name);
    if (command.command === 'two-factor-off') {
      if (!existing) throw unknownUser(name);
      await removeTwoFactor(ctx, existing.id);
      io.out(`Turned off two-factor sign-in for "${name}"; they log in with their password alone.`);
      return 0;
    }
    if (command.command === 'create' && existing)
      throw new UserAdminError(`The username "${name}" is already taken`);
    if (command.command === 'reset-password' && !existing) throw unknownUser(name);
    const { password, generated } = await obtainPassword(command.password, io);
    if (command.command === 'create') {
      const user = await createAdmin(ctx, name, password);
      io.out(`Created user "${user.name}" (id ${user.id}).`);
    } else {
      await resetAdminPassword(ctx, name, password);
      io.out(`Changed the password of "${name}"; their open sessions were signed out.`);
    }
    if (generated) io.out(`Password: ${password}\n(shown only this once)`);
    return 0;
  } catch (error) {
    if (error instanceof UserAdminError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await opened?.close();
  }
}

/**
 * Reads a line from a terminal without echoing it. Handles backspace; Ctrl-C or Ctrl-D on an empty
 * line cancel.
 */
export function promptHiddenOnTerminal(
  prompt: string,
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stderr,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      if (chunk.startsWith('\u001b')) return; // arrow keys and other escape sequences
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || (ch === '\u0004' && value === ''))
          return finish(new UserAdminError('Cancelled'));
        if (ch === '\u0004') return finish();
        if (ch === '\u007f' || ch === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    output.write(prompt);
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

export async function readAll(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) text += chunk;
  return text;
}

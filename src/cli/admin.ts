/**
 * `npm run admin -- create --email <e> [--name <n>] | role --email <e> --role <r> | suspend --email <e> |
 * restore --email <e>`: accounts from the command line (issue 10). Works on a fresh data directory before the first
 * start (migrations run first), and at any time with DATABASE_URL. Embedded PGlite must be opened by one process only
 * (PGlite itself does not refuse a second one: both would write the same files): while another process (the server)
 * has it open, the command says what to do instead of opening it too. Exit 2 for a usage problem
 * (with the usage text), 1 with one line for any other failure. The password is never printed or logged.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import type { Db } from '../db/connection.ts';
import { errorLine } from '../db/dbError.ts';
import type { Role } from '../domain/roles.ts';
import { AccountInputError, AccountNotFoundError, createAdmin, restoreAccount, setRole, suspendAccount, type OperatorContext } from '../services/accounts/adminAccounts.ts';
import { ADMIN_USAGE, AdminUsageError, parseAdminArgs, type AdminCommand } from './adminArgs.ts';
import { boot, loadEnvOrExit } from './bootstrap.ts';

function usage(problem: string): never {
  process.stderr.write(`${problem}\n\n${ADMIN_USAGE}`);
  process.exit(2);
}

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

let args: AdminCommand;
try {
  args = parseAdminArgs(process.argv.slice(2));
} catch (err) {
  if (err instanceof AdminUsageError) usage(err.message);
  throw err;
}
if (args.command === 'help') {
  process.stdout.write(ADMIN_USAGE);
  process.exit(0);
}
const cmd = args;

/**
 * Processes (other than this one) with a file open under `dir`: a running PGlite keeps its WAL segment and relation
 * files open for as long as it runs (its postmaster.pid is no help: always there, with pid -42). Linux: /proc;
 * elsewhere: lsof. null when neither can tell.
 */
function processesUsing(dir: string): number[] | null {
  if (!existsSync(dir)) return [];
  const root = realpathSync(dir);
  const inside = (target: string) => target === root || target.startsWith(`${root}${path.sep}`);
  if (existsSync('/proc/self/fd')) {
    const holders: number[] = [];
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid) || pid === process.pid) continue;
      let fds: string[];
      try {
        fds = readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue; // gone, or another user's process (which could not open this user's data directory either)
      }
      for (const fd of fds) {
        try {
          if (inside(readlinkSync(`/proc/${pid}/fd/${fd}`))) {
            holders.push(pid);
            break;
          }
        } catch {
          /* closed meanwhile */
        }
      }
    }
    return holders;
  }
  try {
    // -t: pids only; +D: every file under the directory. Exit 1 with no output when none is open.
    const out = execFileSync('lsof', ['-t', '+D', root], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 15_000 });
    return out.split('\n').map(Number).filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid);
  } catch (err) {
    const status = (err as { status?: unknown }).status;
    return status === 1 ? [] : null;
  }
}

const env = loadEnvOrExit();
if (!env.DATABASE_URL) {
  const dataDir = path.resolve(env.DATA_DIR, 'pglite');
  const holders = processesUsing(dataDir);
  if (holders === null) {
    process.stderr.write(`Could not check whether another process (the server) is using ${dataDir}; make sure it is stopped.\n`);
  } else if (holders.length > 0) {
    fail(
      `The database in ${dataDir} is in use by a running server (process ${holders.join(', ')}): stop the server (Ctrl-C) and run this command again, or run the server with DATABASE_URL (PostgreSQL) to manage accounts while it runs.`,
    );
  }
}

/** The first line of stdin (a pipe or a file), without its line ending. */
async function passwordFromStdin(): Promise<string> {
  process.stdin.setEncoding('utf8');
  let text = '';
  for await (const chunk of process.stdin as AsyncIterable<string>) {
    text += chunk;
    // Sign-up refuses anything this long anyway; no need to read a whole file.
    if (text.includes('\n') || text.length > 4096) break;
  }
  return (text.split('\n')[0] ?? '').replace(/\r$/, '');
}

/** Ctrl-C at the prompt. */
class Interrupted extends Error {}

/** Asks on the terminal twice, without echo; both must match. */
async function passwordFromPrompt(): Promise<string> {
  let muted = false;
  // readline echoes what is typed to its output: while a password is typed, nothing reaches the terminal.
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  let interrupt: (err: Error) => void = () => undefined;
  rl.on('SIGINT', () => {
    process.stderr.write('\n');
    interrupt(new Interrupted());
  });
  const ask = (question: string) =>
    new Promise<string>((resolve, reject) => {
      interrupt = reject;
      process.stderr.write(question);
      muted = true;
      rl.question('', (answer) => {
        muted = false;
        process.stderr.write('\n');
        resolve(answer);
      });
    });
  try {
    const first = await ask('Password for the new admin account: ');
    const second = await ask('Type it again: ');
    if (first !== second) throw new AdminUsageError('The two passwords do not match. Nothing was changed.');
    return first;
  } finally {
    muted = false;
    rl.close();
  }
}

/** The new account's password: typed at the terminal, or the first line of stdin. Asked only when an account is created. */
async function readPassword(): Promise<string> {
  const password = process.stdin.isTTY ? await passwordFromPrompt() : await passwordFromStdin();
  if (password === '') throw new AdminUsageError('No password given: type it at the prompt, or pipe it on stdin (the first line). Nothing was changed.');
  return password;
}

const article = (role: Role) => (role === 'admin' ? 'an admin' : role === 'moderator' ? 'a moderator' : 'a user');
const operator = (() => {
  try {
    return os.userInfo().username;
  } catch {
    return null;
  }
})();
const ctx: OperatorContext = { via: 'cli', operator };
const signInAt = `${env.SITE_URL.replace(/\/+$/, '')}/auth`;

/** Runs the command; returns the one line to print. */
async function run(db: Db): Promise<string> {
  switch (cmd.command) {
    case 'create': {
      const result = await createAdmin(db, { email: cmd.email, name: cmd.name, password: readPassword }, ctx);
      if (result.outcome === 'created') return `Admin account ${result.email} created. Sign in at ${signInAt}.`;
      if (result.outcome === 'promoted') return `${result.email} already had an account (${result.from}): it is now an admin and keeps its own password. Sign in at ${signInAt}.`;
      return `${result.email} is already an admin; nothing was changed (its password neither).`;
    }
    case 'role': {
      const result = await setRole(db, { email: cmd.email, role: cmd.role }, ctx);
      return result.changed ? `${result.email} is now ${article(result.role)} (was ${article(result.from)}).` : `${result.email} is already ${article(result.role)}; nothing was changed.`;
    }
    case 'suspend': {
      const result = await suspendAccount(db, { email: cmd.email }, ctx);
      const ended = `${result.sessionsEnded} session${result.sessionsEnded === 1 ? '' : 's'} ended`;
      return result.changed ? `${result.email} is suspended: sign-in is refused; ${ended}.` : `${result.email} was already suspended; ${ended}.`;
    }
    case 'restore': {
      const result = await restoreAccount(db, { email: cmd.email }, ctx);
      return result.changed ? `${result.email} is restored: it can sign in again.` : `${result.email} is not suspended; nothing was changed.`;
    }
  }
}

const { database } = await boot({ logToStderr: true });
let outcome: { code: 0 | 1 | 2 | 130; line: string };
try {
  outcome = { code: 0, line: await run(database.db) };
} catch (err) {
  if (err instanceof AdminUsageError) outcome = { code: 2, line: `${err.message}\n\n${ADMIN_USAGE}` };
  else if (err instanceof AccountInputError) outcome = { code: 2, line: `${err.field === 'password' ? `${err.message}. Nothing was changed.` : `--${err.field}: ${err.message}.`}\n\n${ADMIN_USAGE}` };
  else if (err instanceof Interrupted) outcome = { code: 130, line: 'Interrupted. Nothing was changed.' };
  else if (err instanceof AccountNotFoundError) outcome = { code: 1, line: err.message };
  // Never the raw error: drizzle's message carries the statement's parameters (a password hash among them).
  else outcome = { code: 1, line: `Could not ${cmd.command === 'create' ? 'create the admin account' : `${cmd.command} the account`}: ${errorLine(err)}` };
} finally {
  await database.close();
}
(outcome.code === 0 ? process.stdout : process.stderr).write(`${outcome.line.trimEnd()}\n`);
process.exit(outcome.code);

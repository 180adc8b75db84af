/**
 * `npm run admin` as an operator runs it (issue 10): the real command as a child process on a fresh database (a new
 * PGlite data directory, or with TEST_DATABASE_URL an empty PostgreSQL database through DATABASE_URL). Each run costs
 * seconds, so there are few: the first admin from stdin, --password refused, an unknown email, and PGlite held by
 * another process (the server).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/connection.ts';
import { listSecurityEvents } from '../db/queries/securityEvents.ts';
import { authAccounts, users } from '../db/schema.ts';
import { createScratchDatabase } from '../db/scratchDatabase.ts';
import { nodeEntryArgs } from '../testing/nodeEntry.ts';

const PASSWORD = 'Kettle-Monsoon-42';
let dir: string;
let scratch: { url: string; drop(): Promise<void> } | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cei-admin-'));
  // Not migrated: the command must do that itself, as on a fresh data directory.
  if (process.env.TEST_DATABASE_URL) scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'admin_cli');
});
afterAll(async () => {
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const dataDir = () => path.join(dir, 'data');
/** The command's database, opened by the test (on PGlite only while no command runs, as for the server). */
const open = (): Promise<Database> => openDatabase(scratch ? { databaseUrl: scratch.url, poolSize: 2 } : { dataDir: path.join(dataDir(), 'pglite') });

/** Variables of the test runner that must not reach the command; each run says what it wants. */
const CLEARED = ['NODE_ENV', 'LOG_LEVEL', 'LOG_FORMAT', 'SITE_URL', 'DATABASE_URL', 'PORT', 'HOST', 'DATA_DIR', 'ROLE', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'TEST_DATABASE_URL'];
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, [...nodeEntryArgs('admin'), ...args], {
    input: input ?? '',
    encoding: 'utf8',
    timeout: 110_000,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !CLEARED.includes(k))),
      DATA_DIR: dataDir(),
      DATABASE_URL: scratch?.url ?? '',
      SITE_URL: 'https://news.example.in',
      SAMPLE_FEEDS: 'off',
    },
  });

describe('npm run admin', () => {
  it('creates the first admin on a fresh database from a password on stdin, and never prints it', async () => {
    const res = run(['create', '--email', 'Owner@Example.com'], `${PASSWORD}\nignored second line\n`);
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe('Admin account owner@example.com created. Sign in at https://news.example.in/auth.\n');
    expect(res.status).toBe(0);

    const database = await open();
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, 'owner@example.com'));
      expect(user).toMatchObject({ name: 'Administrator', role: 'admin', emailVerified: true, banned: false });
      const [credential] = await database.db.select().from(authAccounts).where(eq(authAccounts.userId, user?.id ?? ''));
      expect(credential?.providerId).toBe('credential');
      // The first line only, exactly as typed: the hash is of that password.
      expect(await verifyPassword({ hash: credential?.password ?? '', password: PASSWORD })).toBe(true);
      expect(res.stdout + res.stderr).not.toContain(credential?.password ?? 'no hash');
      const [event] = await listSecurityEvents(database.db, { userId: user?.id ?? '' });
      expect(event).toMatchObject({ type: 'role_changed', actorId: null, detail: { role: 'admin', from: null, via: 'cli' } });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses a password given as a flag, with exit 2 and without echoing it', () => {
    const res = run(['create', '--email', 'someone@example.com', `--password=${PASSWORD}`]);
    expect(res.status).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr.split('\n')[0]).toBe('--password is not accepted: a password on the command line stays in shell history. Type it at the prompt, or pipe it on stdin (the first line).');
    expect(res.stderr).toContain('Usage:');
    expect(res.stderr).not.toContain(PASSWORD);
  }, 120_000);

  it('exits 1 with one line for a role change of an unknown email', () => {
    const res = run(['role', '--email', 'nobody@example.com', '--role', 'moderator']);
    expect(res.stderr).toBe('No account with that email.\n');
    expect(res.stdout).toBe('');
    expect(res.status).toBe(1);
  }, 120_000);

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('says what to do, and opens nothing, while another process (the server) holds the PGlite data directory', async () => {
    const server = await open();
    try {
      const res = run(['role', '--email', 'owner@example.com', '--role', 'user']);
      expect(res.status).toBe(1);
      expect(res.stdout).toBe('');
      expect(res.stderr.trim().split('\n')).toHaveLength(1);
      expect(res.stderr).toMatch(new RegExp(`^The database in .*pglite is in use by a running server \\(process ${process.pid}\\): stop the server \\(Ctrl-C\\) and run this command again, or run the server with DATABASE_URL \\(PostgreSQL\\) to manage accounts while it runs\\.\\n$`));
      const [user] = await server.db.select({ role: users.role }).from(users).where(eq(users.email, 'owner@example.com'));
      expect(user?.role).toBe('admin');
    } finally {
      await server.close();
    }
  }, 120_000);
});

/**
 * better-auth's own log lines go to the process log (LOG_LEVEL, LOG_FORMAT), not straight to the console: a refused
 * sign-in is a debug line, a refused input (a common password, whose message mentions a "table") is no error line,
 * and nothing of better-auth's reaches stdout or stderr beside the JSON lines of a production setup.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../db/testDatabase.ts';
import { anonymousCaller, signedInCaller } from '../testing/appSession.ts';
import { TEST_PASSWORD, TEST_SITE } from '../testing/authTestClient.ts';
import { createApp } from './app.ts';
import { createLogger } from './logger.ts';

let t: TestDatabase;
let app: ReturnType<typeof createApp>;
const lines: { level: number; msg: string; component?: string; err?: unknown }[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  app = createApp({
    database: t.database,
    env: { SITE_NAME: 'Test', SITE_URL: TEST_SITE, CONTACT_EMAIL: 'hello@example.com', NODE_ENV: 'production' },
    log: createLogger('debug', { format: 'json', destination: { write: (s: string) => void lines.push(JSON.parse(s) as (typeof lines)[number]) } }),
    accounts: { sendMail: async () => {} },
  });
  await signedInCaller(app, t.database.db, 'meera@example.com');
});
afterAll(async () => {
  await t?.drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Spies on every console method better-auth writes with; returns what they were called with. */
function consoleCalls(): () => unknown[][] {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => undefined));
  return () => spies.flatMap((s) => s.mock.calls);
}

const authLines = () => lines.filter((l) => l.component === 'auth');

describe("better-auth's log lines", () => {
  it('logs a refused sign-in as a debug line of the process log, and writes nothing to the console', async () => {
    const printed = consoleCalls();
    lines.length = 0;
    const visitor = anonymousCaller(app);
    expect((await visitor('POST', '/api/auth/sign-in/email', { email: 'meera@example.com', password: 'Not-her-password-9' })).status).toBe(401);
    expect((await visitor('POST', '/api/auth/sign-in/email', { email: 'nobody@example.com', password: TEST_PASSWORD })).status).toBe(401);
    expect(printed()).toEqual([]);
    expect(authLines().map((l) => [l.level, l.msg])).toEqual([
      [20, 'Invalid password'],
      [20, 'User not found'],
    ]);
  });

  it('answers a refused input with its message and logs no error for it', async () => {
    const printed = consoleCalls();
    lines.length = 0;
    const res = await anonymousCaller(app)('POST', '/api/auth/sign-up/email', { name: 'Asha', email: 'asha@example.com', password: 'Password123' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('This password is too common. Please choose a less predictable one');
    expect(printed()).toEqual([]);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});

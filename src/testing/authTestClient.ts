/**
 * Test support: better-auth on a test database, called in process as a browser would call /api/auth (same origin),
 * with account mail collected in an array. Shared by the auth and admin-account integration tests.
 */
import type { Db } from '../db/connection.ts';
import type { AccountMail } from '../services/auth/accountMail.ts';
import { createAuth, type Auth } from '../services/auth/createAuth.ts';

export const TEST_SITE = 'http://localhost:3000';
/** A password that passes every sign-up rule. */
export const TEST_PASSWORD = 'Kettle-Monsoon-42';

export interface AuthTestClient {
  auth: Auth;
  /** Account mail "sent" so far, oldest first. */
  outbox: AccountMail[];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

export function createAuthTestClient(db: Db, clientAddress: string): AuthTestClient {
  const outbox: AccountMail[] = [];
  const auth = createAuth({ db, secret: 'test-secret-of-at-least-thirty-two-characters', siteUrl: TEST_SITE, siteName: 'Creator Economy India', sendMail: async (m) => void outbox.push(m), clientAddress: () => clientAddress });
  return {
    auth,
    outbox,
    post: (path, body, headers = {}) =>
      auth.handler(new Request(`${TEST_SITE}/api/auth${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_SITE, ...headers }, body: JSON.stringify(body) })),
    get: (path, headers = {}) => auth.handler(new Request(`${TEST_SITE}/api/auth${path}`, { headers })),
  };
}

/** The cookies a response sets, as a Cookie header. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

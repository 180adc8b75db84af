/**
 * The browser's calls for account security: better-auth's endpoints at /api/auth/* (password reset, change password,
 * sessions) and our DELETE /api/me. Every call answers the same shape, never throws: a refusal's message comes from
 * the server (better-auth's `{ code, message }` or our envelope `{ error: { code, message } }`), offline gets its own.
 */

export interface AccountCallResult<T = unknown> {
  ok: boolean;
  status: number;
  /** The parsed JSON answer of a success. */
  data: T | null;
  /** A refusal's message, for the form. */
  message: string;
  /** A refusal's code (better-auth's upper-case codes, or ours: `forbidden`, `conflict`, `rate_limited`). */
  code: string | null;
}

export const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again.';
const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/** One call to the account API; `path` starts at /api. */
export async function accountCall<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<AccountCallResult<T>> {
  try {
    const res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      credentials: 'same-origin',
    });
    const payload = (await res.json().catch(() => null)) as (T & { message?: string; code?: string; error?: { message?: string; code?: string } }) | null;
    if (res.ok) return { ok: true, status: res.status, data: payload, message: '', code: null };
    return { ok: false, status: res.status, data: null, message: payload?.error?.message ?? payload?.message ?? GENERIC_MESSAGE, code: payload?.error?.code ?? payload?.code ?? null };
  } catch {
    return { ok: false, status: 0, data: null, message: OFFLINE_MESSAGE, code: null };
  }
}

/** A session as better-auth's list-sessions answers it (the fields the list shows). */
export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Where the mailed reset link sends the reader (better-auth adds `?token=` or `?error=INVALID_TOKEN`). */
export const RESET_PAGE_PATH = '/auth/reset-password';

export const accountApi = {
  requestPasswordReset: (email: string) => accountCall('POST', '/api/auth/request-password-reset', { email, redirectTo: RESET_PAGE_PATH }),
  resetPassword: (token: string, newPassword: string) => accountCall('POST', '/api/auth/reset-password', { token, newPassword }),
  changePassword: (input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) => accountCall('POST', '/api/auth/change-password', input),
  listSessions: () => accountCall<SessionInfo[]>('GET', '/api/auth/list-sessions'),
  currentSession: () => accountCall<{ session: { id: string } } | null>('GET', '/api/auth/get-session'),
  revokeSession: (token: string) => accountCall('POST', '/api/auth/revoke-session', { token }),
  revokeOtherSessions: () => accountCall('POST', '/api/auth/revoke-other-sessions', {}),
  revokeAllSessions: () => accountCall('POST', '/api/auth/revoke-sessions', {}),
  deleteAccount: (password: string) => accountCall<{ deleted: true }>('DELETE', '/api/me', { password }),
};

/**
 * Users and roles under /api/admin/users (issue 11 item 8; admin-content §2 "User management", §6): admins only.
 * Each route: session and origin check (app-wide) → requireRole('admin') for a clear 401/403 → body or query checked
 * → one service call, which authorises again (services/admin/users.ts) → a presenter. Every answer is
 * `Cache-Control: no-store`. No route sets or shows a password, and sessions are listed without their tokens.
 */
import { actingOf } from '../acting.ts';
import { Hono, type Context } from 'hono';
import { adminUserListQuerySchema, inviteUserSchema, roleChangeSchema, userIdParamSchema, userMessageSchema, type AdminInviteCancel, type AdminUserChange, type AdminUserInvite, type AdminUserList } from '../../domain/adminUsers.ts';
import type { Db } from '../../db/connection.ts';
import {
  cancelInvite,
  changeUserRole,
  endUserSessions,
  InviteMailUnavailableError,
  InviteResendTooSoonError,
  inviteUser,
  listUsers,
  messageUser,
  resendInvite,
  restoreUser,
  suspendUser,
  userSessions,
  type AdminMail,
} from '../../services/admin/users.ts';
import { ApiError, errorResponse, parseRequest } from '../errors.ts';
import { jsonBody } from '../middleware/jsonBody.ts';
import { requireRole } from '../middleware/requireRole.ts';
import type { SessionVariables } from '../middleware/session.ts';
import { presentAdminSession, presentAdminUser } from '../presenters/adminUser.ts';

export interface AdminUsersApiOptions {
  db: Db;
  clientAddress: (c: Context) => string;
  /** How a message's mail is queued (the outbox); without it a message is an in-app notification only. */
  mail?: AdminMail | null;
}

export function adminUsersApiRoutes(opts: AdminUsersApiOptions): Hono<{ Variables: SessionVariables }> {
  const api = new Hono<{ Variables: SessionVariables }>();
  const { db } = opts;
  // Admins only (the app's door lets moderators through; it also marks every answer no-store).
  api.use('/admin/users', requireRole('admin'));
  api.use('/admin/users/*', requireRole('admin'));
  const by = <E extends { Variables: SessionVariables }>(c: Context<E>) => actingOf(c, opts.clientAddress);
  const userId = (c: Context) => parseRequest(userIdParamSchema, c.req.param('id'));
  const changed = (r: { user: Parameters<typeof presentAdminUser>[0]; changed: boolean }): AdminUserChange => ({ user: presentAdminUser(r.user), changed: r.changed });

  api.get('/admin/users', async (c) => {
    const q = parseRequest(adminUserListQuerySchema, c.req.query());
    const { rows, totalCount, stats, pageSize } = await listUsers(db, by(c), q);
    const body: AdminUserList = { users: rows.map(presentAdminUser), totalCount, page: q.page, pageSize, totalPages: Math.max(1, Math.ceil(totalCount / pageSize)), stats };
    return c.json(body);
  });

  // Invite by mail (201): the account, its single-use set-your-password link by mail, the audit event; 409 when the
  // email has an account. Registered before the /:id routes; the answer never carries the link.
  api.post('/admin/users/invite', jsonBody(inviteUserSchema, { maxBytes: 2048, example: '{"email": "…", "name": "…", "role": "user"}' }), async (c) => {
    try {
      const r = await inviteUser(db, by(c), c.get('body'), opts.mail ?? null);
      const body: AdminUserInvite = { user: presentAdminUser(r.user), expiresAt: r.expiresAt.toISOString() };
      return c.json(body, 201);
    } catch (err) {
      if (err instanceof InviteMailUnavailableError) throw new ApiError(503, 'unavailable', err.message);
      throw err;
    }
  });

  // A pending invitation mailed again (a new link, the old one void; 409 once accepted, 429 with Retry-After within a
  // minute of the last link, 503 without a mail outbox), or cancelled (the unused account deleted; 409 once accepted).
  api.post('/admin/users/:id/invite/resend', async (c) => {
    try {
      const r = await resendInvite(db, by(c), userId(c), opts.mail ?? null);
      const body: AdminUserInvite = { user: presentAdminUser(r.user), expiresAt: r.expiresAt.toISOString() };
      return c.json(body);
    } catch (err) {
      if (err instanceof InviteMailUnavailableError) throw new ApiError(503, 'unavailable', err.message);
      if (err instanceof InviteResendTooSoonError) {
        c.header('Retry-After', String(err.retryAfterSeconds));
        return errorResponse(c, 429, 'rate_limited', err.message);
      }
      throw err;
    }
  });
  api.delete('/admin/users/:id/invite', async (c) => {
    const body: AdminInviteCancel = await cancelInvite(db, by(c), userId(c));
    return c.json(body);
  });

  api.patch('/admin/users/:id', jsonBody(roleChangeSchema, { maxBytes: 1024, example: '{"role": "moderator"}' }), async (c) =>
    c.json(changed(await changeUserRole(db, by(c), userId(c), c.get('body').role))),
  );

  api.post('/admin/users/:id/suspend', async (c) => {
    const r = await suspendUser(db, by(c), userId(c));
    return c.json({ ...changed(r), sessionsEnded: r.sessionsEnded });
  });
  api.post('/admin/users/:id/restore', async (c) => c.json(changed(await restoreUser(db, by(c), userId(c)))));

  api.get('/admin/users/:id/sessions', async (c) => c.json({ sessions: (await userSessions(db, by(c), userId(c))).map(presentAdminSession) }));
  api.delete('/admin/users/:id/sessions', async (c) => c.json(await endUserSessions(db, by(c), userId(c))));

  api.post('/admin/users/:id/message', jsonBody(userMessageSchema, { maxBytes: 16 * 1024, example: '{"title": "…", "message": "…"}' }), async (c) =>
    c.json(await messageUser(db, by(c), userId(c), c.get('body'), opts.mail ?? null), 201),
  );
  return api;
}

/**
 * Refuses a route to anyone below a role: 401 signed out (or suspended), 403 signed in without the role. A guard in
 * front of a route is a convenience for the error answer; the service behind it authorises again (policies/can).
 */
import type { MiddlewareHandler } from 'hono';
import type { Role } from '../../domain/roles.ts';
import { errorResponse } from '../errors.ts';
import type { SessionVariables } from './session.ts';

const RANK: Record<Role, number> = { user: 0, moderator: 1, admin: 2 };

export function requireRole(minimum: Role): MiddlewareHandler<{ Variables: SessionVariables }> {
  return async (c, next) => {
    const actor = c.get('actor');
    if (!actor || actor.suspended) return errorResponse(c, 401, 'unauthorized', 'Please sign in to continue.');
    if (RANK[actor.role] < RANK[minimum]) return errorResponse(c, 403, 'forbidden', 'You do not have permission to do that.');
    await next();
  };
}

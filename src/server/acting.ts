/** Who is acting in a back-office request, as the admin services take it: the session's actor and the client's address (for the audit log). */
import type { Context } from 'hono';
import type { Acting } from '../services/admin/articleModeration.ts';
import type { SessionVariables } from './middleware/session.ts';

export function actingOf<E extends { Variables: SessionVariables }>(c: Context<E>, clientAddress: (c: Context) => string): Acting {
  return { actor: c.get('actor'), address: clientAddress(c) };
}

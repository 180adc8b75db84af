/**
 * The one authorisation every reader-data service starts with: the acting user may read or change their own data
 * (policies/readerData), and from here on is that data's owner.
 */
import type { Actor, SignedInActor } from '../../domain/roles.ts';
import { authorize } from '../../policies/can.ts';

/** The actor as the owner of the data they act on, after the policy agreed (throws 401/403 otherwise). */
export function dataOwner(actor: Actor, action: 'read' | 'write'): SignedInActor {
  authorize(actor, action, { kind: 'readerData', ownerId: actor?.id ?? '' });
  return actor as SignedInActor;
}

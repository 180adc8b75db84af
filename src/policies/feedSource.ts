/** Feed sources (admin-content §7): admins view their health, add, edit, pause, test, import and export them. */
import type { SignedInActor } from '../domain/roles.ts';

export const FEED_SOURCE_ACTIONS = ['view', 'manage', 'test'] as const;
export type FeedSourceAction = (typeof FEED_SOURCE_ACTIONS)[number];

export interface FeedSourceSubject {
  kind: 'feedSource';
}

export function feedSourcePolicy(actor: SignedInActor | null, _action: FeedSourceAction, _subject: FeedSourceSubject): boolean {
  return actor?.role === 'admin';
}

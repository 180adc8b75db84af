/**
 * A reader's own data: likes, bookmarks, reading progress, notifications, preferences, recommendations, the export
 * of everything we hold. Only its owner reads or changes it, whatever their role: an admin sees activity in
 * aggregate (analytics), never one reader's bookmarks or history.
 */
import type { SignedInActor } from '../domain/roles.ts';

export const READER_DATA_ACTIONS = ['read', 'write'] as const;
export type ReaderDataAction = (typeof READER_DATA_ACTIONS)[number];

export interface ReaderDataSubject {
  kind: 'readerData';
  ownerId: string;
}

export function readerDataPolicy(actor: SignedInActor | null, _action: ReaderDataAction, data: ReaderDataSubject): boolean {
  return actor !== null && actor.id === data.ownerId;
}

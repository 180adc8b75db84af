/**
 * Articles (admin-content §3, §4; public-site §7). Anyone reads a public article; moderators also read the rest, work
 * the review queue, set an article's status (publish, hide, archive, reject) and correct its sponsored / press-release
 * label (labelPromo); only admins create, edit, feature,
 * delete, import from a URL or export.
 */
import type { SignedInActor } from '../domain/roles.ts';

export const ARTICLE_ACTIONS = ['read', 'review', 'setStatus', 'labelPromo', 'create', 'edit', 'feature', 'delete', 'import', 'export'] as const;
export type ArticleAction = (typeof ARTICLE_ACTIONS)[number];

/** What the rule needs of an article: whether readers may see it (domain/publicVisibility hasPublicPage). */
export interface ArticleSubject {
  kind: 'article';
  isPublic: boolean;
}

export function articlePolicy(actor: SignedInActor | null, action: ArticleAction, article: ArticleSubject): boolean {
  if (action === 'read' && article.isPublic) return true;
  if (!actor) return false;
  switch (action) {
    case 'read':
    case 'review':
    case 'setStatus':
    case 'labelPromo':
      return actor.role === 'moderator' || actor.role === 'admin';
    default:
      return actor.role === 'admin';
  }
}

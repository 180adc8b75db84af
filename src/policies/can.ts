/**
 * The one question every service asks before it acts: may this actor do this to this subject? Each subject's rule
 * lives in its own file; this module routes to it and applies what holds for all of them: a suspended account acts
 * as a visitor (its sessions are ended, and a request that still carries one is refused like an anonymous one).
 */
import type { Actor, SignedInActor } from '../domain/roles.ts';
import { articlePolicy, type ArticleAction, type ArticleSubject } from './article.ts';
import { AuthorizationError } from './authorizationError.ts';
import { feedSourcePolicy, type FeedSourceAction, type FeedSourceSubject } from './feedSource.ts';
import { readerDataPolicy, type ReaderDataAction, type ReaderDataSubject } from './readerData.ts';
import { systemPolicy, type SystemAction, type SystemSubject } from './system.ts';
import { userPolicy, type UserAction, type UserSubject } from './user.ts';

/** Each subject with the actions that exist for it. */
interface Subjects {
  article: [ArticleAction, ArticleSubject];
  readerData: [ReaderDataAction, ReaderDataSubject];
  user: [UserAction, UserSubject];
  feedSource: [FeedSourceAction, FeedSourceSubject];
  system: [SystemAction, SystemSubject];
}
export type Subject = Subjects[keyof Subjects][1];
export type ActionOn<S extends Subject> = Subjects[S['kind']][0];

type Rule<K extends keyof Subjects> = (actor: SignedInActor | null, action: Subjects[K][0], subject: Subjects[K][1]) => boolean;
const RULES: { [K in keyof Subjects]: Rule<K> } = {
  article: articlePolicy,
  readerData: readerDataPolicy,
  user: userPolicy,
  feedSource: feedSourcePolicy,
  system: systemPolicy,
};

/** The actor the rules see: a suspended account is nobody. */
function effective(actor: Actor): SignedInActor | null {
  return actor && !actor.suspended ? actor : null;
}

/** True when `actor` may perform `action` on `subject`. */
export function can<S extends Subject>(actor: Actor, action: ActionOn<S>, subject: S): boolean {
  const rule = RULES[subject.kind] as Rule<S['kind']>;
  return rule(effective(actor), action as never, subject as never);
}

/** Throws AuthorizationError (401 for nobody, 403 for a signed-in actor) unless `actor` may do it. */
export function authorize<S extends Subject>(actor: Actor, action: ActionOn<S>, subject: S): void {
  if (can(actor, action, subject)) return;
  if (!effective(actor)) throw new AuthorizationError(401, 'Please sign in to continue.');
  throw new AuthorizationError(403, 'You do not have permission to do that.');
}

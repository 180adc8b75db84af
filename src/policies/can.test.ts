/**
 * The whole role matrix, written out: every subject and action, for a visitor, a user, a moderator, an admin and a
 * suspended admin, on their own and on someone else's data. A change to any rule changes a row here.
 */
import { describe, expect, it } from 'vitest';
import type { Actor } from '../domain/roles.ts';
import { ARTICLE_ACTIONS } from './article.ts';
import { AuthorizationError } from './authorizationError.ts';
import { authorize, can, type Subject } from './can.ts';
import { FEED_SOURCE_ACTIONS } from './feedSource.ts';
import { READER_DATA_ACTIONS } from './readerData.ts';
import { SYSTEM_ACTIONS } from './system.ts';
import { USER_ACTIONS } from './user.ts';

type Who = 'anonymous' | 'user' | 'moderator' | 'admin' | 'suspended';
const ACTORS: Record<Who, Actor> = {
  anonymous: null,
  user: { id: 'u-1', role: 'user', suspended: false },
  moderator: { id: 'm-1', role: 'moderator', suspended: false },
  admin: { id: 'a-1', role: 'admin', suspended: false },
  suspended: { id: 's-1', role: 'admin', suspended: true },
};
const WHO = Object.keys(ACTORS) as Who[];
/** A subject that belongs to the actor themself (their id), or to another account. */
type Owned = (ownerId: string) => Subject;
const mine = (make: Owned) => (actor: Actor) => make(actor?.id ?? 'nobody');
const someoneElses = (make: Owned) => () => make('other-account');

const publicArticle = () => ({ kind: 'article' as const, isPublic: true });
const hiddenArticle = () => ({ kind: 'article' as const, isPublic: false });
const readerData: Owned = (ownerId) => ({ kind: 'readerData', ownerId });
const user: Owned = (id) => ({ kind: 'user', id });
const anyUser = () => ({ kind: 'user' as const, id: null });
const feedSource = () => ({ kind: 'feedSource' as const });
const system = () => ({ kind: 'system' as const });

const ALL: Who[] = ['anonymous', 'user', 'moderator', 'admin', 'suspended'];
const SIGNED_IN: Who[] = ['user', 'moderator', 'admin'];
const STAFF: Who[] = ['moderator', 'admin'];
const ADMIN: Who[] = ['admin'];
const NOBODY: Who[] = [];

// [subject, action, the subject for an actor, who may]
const MATRIX: [string, string, (actor: Actor) => Subject, Who[]][] = [
  ['public article', 'read', publicArticle, ALL],
  ['hidden article', 'read', hiddenArticle, STAFF],
  ...(['review', 'setStatus', 'labelPromo'] as const).map((a): [string, string, () => Subject, Who[]] => ['article', a, hiddenArticle, STAFF]),
  ...(['create', 'edit', 'feature', 'delete', 'import', 'export'] as const).map((a): [string, string, () => Subject, Who[]] => ['article', a, publicArticle, ADMIN]),
  ['own reader data', 'read', mine(readerData), SIGNED_IN],
  ['own reader data', 'write', mine(readerData), SIGNED_IN],
  ["another reader's data", 'read', someoneElses(readerData), NOBODY],
  ["another reader's data", 'write', someoneElses(readerData), NOBODY],
  ...(['read', 'update', 'delete', 'listSessions', 'revokeSessions'] as const).map((a): [string, string, (actor: Actor) => Subject, Who[]] => ['own account', a, mine(user), SIGNED_IN]),
  ...(['setRole', 'suspend', 'list', 'invite', 'resendInvite', 'cancelInvite', 'message'] as const).map((a): [string, string, (actor: Actor) => Subject, Who[]] => ['own account', a, mine(user), NOBODY]),
  ...(['read', 'listSessions', 'revokeSessions', 'setRole', 'suspend', 'message', 'resendInvite', 'cancelInvite'] as const).map((a): [string, string, () => Subject, Who[]] => ["another's account", a, someoneElses(user), ADMIN]),
  ...(['update', 'delete'] as const).map((a): [string, string, () => Subject, Who[]] => ["another's account", a, someoneElses(user), NOBODY]),
  ...(['list', 'invite'] as const).map((a): [string, string, () => Subject, Who[]] => ['accounts', a, anyUser, ADMIN]),
  ...FEED_SOURCE_ACTIONS.map((a): [string, string, () => Subject, Who[]] => ['feed source', a, feedSource, ADMIN]),
  ...SYSTEM_ACTIONS.map((a): [string, string, () => Subject, Who[]] => ['system', a, system, ADMIN]),
];

describe('can: the role matrix', () => {
  const cases = MATRIX.flatMap(([name, action, subject, allowed]) => WHO.map((who) => [who, action, name, allowed.includes(who), subject] as const));
  it.each(cases)('%s → %s on %s: %s', (who, action, _name, allowed, subject) => {
    const actor = ACTORS[who];
    expect(can(actor, action as never, subject(actor))).toBe(allowed);
  });

  it('covers every action of every subject', () => {
    const covered = (kind: Subject['kind']) => new Set(MATRIX.filter(([, , s]) => s(ACTORS.admin).kind === kind).map(([, a]) => a));
    expect([...covered('article')].sort()).toEqual([...ARTICLE_ACTIONS].sort());
    expect([...covered('readerData')].sort()).toEqual([...READER_DATA_ACTIONS].sort());
    expect([...covered('user')].sort()).toEqual([...USER_ACTIONS].sort());
    expect([...covered('feedSource')].sort()).toEqual([...FEED_SOURCE_ACTIONS].sort());
    expect([...covered('system')].sort()).toEqual([...SYSTEM_ACTIONS].sort());
  });
});

describe('authorize', () => {
  const refusal = (fn: () => void): AuthorizationError | null => {
    try {
      fn();
      return null;
    } catch (err) {
      if (err instanceof AuthorizationError) return err;
      throw err;
    }
  };
  it('passes what can allows', () => {
    expect(refusal(() => authorize(null, 'read', publicArticle()))).toBeNull();
    expect(refusal(() => authorize(ACTORS.moderator, 'setStatus', hiddenArticle()))).toBeNull();
  });
  it('refuses a visitor and a suspended account with 401, a signed-in actor without the right with 403', () => {
    expect(refusal(() => authorize(null, 'write', readerData('u-1')))?.status).toBe(401);
    expect(refusal(() => authorize(ACTORS.suspended, 'runPipeline', system()))?.status).toBe(401);
    expect(refusal(() => authorize(ACTORS.user, 'write', readerData('other-account')))?.status).toBe(403);
    expect(refusal(() => authorize(ACTORS.moderator, 'delete', publicArticle()))?.status).toBe(403);
  });
  it('lets only the owner delete an account (DELETE /api/me): not a visitor, not a suspended account, not an admin for someone else', () => {
    expect(refusal(() => authorize(ACTORS.user, 'delete', user('u-1')))).toBeNull();
    expect(refusal(() => authorize(ACTORS.admin, 'delete', user('a-1')))).toBeNull();
    expect(refusal(() => authorize(null, 'delete', { kind: 'user', id: null }))?.status).toBe(401);
    expect(refusal(() => authorize(ACTORS.suspended, 'delete', user('s-1')))?.status).toBe(401);
    expect(refusal(() => authorize(ACTORS.admin, 'delete', user('u-1')))?.status).toBe(403);
    expect(refusal(() => authorize(ACTORS.user, 'delete', { kind: 'user', id: null }))?.status).toBe(403);
  });
});

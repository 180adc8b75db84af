import { describe, expect, it } from 'vitest';
import { adminArticleListQuerySchema } from './adminArticles.ts';
import { adminUserListQuerySchema } from './adminUsers.ts';
import { auditLogQuerySchema } from './auditLog.ts';
import { nulCharacterPath } from './nulCharacters.ts';

describe('nulCharacterPath', () => {
  it.each([
    ['a string', 'Instagram', null],
    ['a string with a NUL', 'e.php\u0000', ''],
    ['other control characters (PostgreSQL stores them)', 'tab\there\nand\u0001', null],
    ['a field', { q: 'x\u0000' }, 'q'],
    ['a nested field', { article: { title: 'ok', tags: ['fine', 'bad\u0000'] } }, 'article.tags.1'],
    ['a key', { ['na\u0000me']: 'x' }, 'na\u0000me'],
    ['numbers, booleans and null', { n: 1, b: true, z: null, u: undefined }, null],
    ['nothing', undefined, null],
  ])('%s', (_name, value, expected) => {
    expect(nulCharacterPath(value)).toBe(expected);
  });
});

describe('the free-text filters pages parse themselves (the back office lists and audit log)', () => {
  it('refuse a NUL with the same message the API gives', () => {
    for (const [schema, input, message] of [
      [adminArticleListQuerySchema, { q: 'insta\u0000' }, 'q must not contain control characters such as NUL'],
      [adminUserListQuerySchema, { q: '\u0000' }, 'q must not contain control characters such as NUL'],
      [auditLogQuerySchema, { actor: 'asha\u0000' }, 'actor must not contain control characters such as NUL'],
      [auditLogQuerySchema, { targetId: '\u0000' }, 'targetId must not contain control characters such as NUL'],
    ] as const) {
      const parsed = schema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([message]);
    }
    expect(adminArticleListQuerySchema.parse({ q: 'insta\tgram' }).q).toBe('insta\tgram');
  });
});

import { describe, expect, it } from 'vitest';
import { adminArticleListQuerySchema } from './adminArticles.ts';
import { adminUserListQuerySchema } from './adminUsers.ts';
import { auditLogQuerySchema } from './auditLog.ts';
import { NUL_MESSAGE, SURROGATE_MESSAGE, unstorableTextIn } from './unstorableInput.ts';

describe('unstorableTextIn', () => {
  it.each([
    ['a string', 'Instagram', null],
    ['a string with a NUL', 'e.php\u0000', { path: '', message: NUL_MESSAGE }],
    ['other control characters (PostgreSQL stores them)', 'tab\there\nand\u0001', null],
    ['a field', { q: 'x\u0000' }, { path: 'q', message: NUL_MESSAGE }],
    ['a nested field', { article: { title: 'ok', tags: ['fine', 'bad\u0000'] } }, { path: 'article.tags.1', message: NUL_MESSAGE }],
    ['a key', { ['na\u0000me']: 'x' }, { path: 'na\u0000me', message: NUL_MESSAGE }],
    ['numbers, booleans and null', { n: 1, b: true, z: null, u: undefined }, null],
    ['nothing', undefined, null],
    ['a lone high surrogate', { summary: 'ok \ud800' }, { path: 'summary', message: SURROGATE_MESSAGE }],
    ['a lone low surrogate', { label: ['\udc00 first'] }, { path: 'label.0', message: SURROGATE_MESSAGE }],
    ['a high surrogate at the end', 'fine\udbff', { path: '', message: SURROGATE_MESSAGE }],
    ['two high surrogates', '\ud83d\ud83d\ude00', { path: '', message: SURROGATE_MESSAGE }],
    ['a lone surrogate in a key', { ['k\udfff']: 1 }, { path: 'k\udfff', message: SURROGATE_MESSAGE }],
    ['pairs (emoji, astral scripts) are text', { title: 'Creators 😀 𝒳 ₹ हिन्दी' }, null],
    ['U+FFFD, what decoders make of broken bytes', '\ufffd', null],
  ])('%s', (_name, value, expected) => {
    expect(unstorableTextIn(value)).toEqual(expected);
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

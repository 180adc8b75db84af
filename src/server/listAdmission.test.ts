import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { PublicContentService } from '../domain/contracts.ts';
import { ListQueryRefusedError } from '../services/publicContent.ts';
import { admitListMisses, pageListContent } from './listAdmission.ts';
import { countingLimiter } from '../testing/countingLimiter.ts';

const failingContent = (err: unknown): PublicContentService => ({
  listArticles: () => Promise.reject(err),
  getArticle: async () => null,
  listRelated: async () => [],
  getArticleWithRelated: async () => null,
});

describe('admitListMisses', () => {
  it("refuses a client's misses beyond its limit with the limiter's Retry-After, per client", async () => {
    let address = 'a';
    const admitFor = admitListMisses({ limiter: countingLimiter(1), clientAddress: () => address });
    const c = {} as Context;
    await admitFor(c)();
    const refused = await admitFor(c)().catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ListQueryRefusedError);
    expect(refused).toMatchObject({ reason: 'rate_limited', retryAfterSeconds: 60 });
    address = 'b';
    await expect(admitFor(c)()).resolves.toBeUndefined();
  });
});

describe('pageListContent', () => {
  it.each([
    ['busy', 503],
    ['timeout', 503],
    ['rate_limited', 429],
  ] as const)('turns a %s refusal into the route error response %i and reports it', async (reason, status) => {
    const refusal = new ListQueryRefusedError(reason, 7, 'Please try again.');
    const seen: unknown[] = [];
    const content = pageListContent(failingContent(refusal), (err) => seen.push(err));
    const thrown = await content.listArticles({ page: 1, pageSize: 10 }).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ type: 'DataWithResponseInit', data: 'Please try again.', init: { status } });
    expect(seen).toEqual([refusal]);
  });

  it('passes other errors through unchanged', async () => {
    const boom = new Error('boom');
    await expect(pageListContent(failingContent(boom)).listArticles({ page: 1, pageSize: 10 })).rejects.toBe(boom);
  });
});

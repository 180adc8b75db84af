/**
 * Issue 12 item 6: a Hindi word in a story is one word for the public search, the search-keyword counter and the
 * trending keywords, on PGlite and on PostgreSQL. PostgreSQL's text-search parser keeps Indic vowel signs and
 * viramas inside a word, so `to_tsvector('english', …)` and `websearch_to_tsquery('english', …)` leave a Devanagari
 * word whole, and the English stemmer leaves it as it is. A zero-width joiner inside a conjunct is where the two
 * differ: PGlite keeps it in the word, PostgreSQL 15 (C.UTF-8) breaks the word there; the search finds such a word on
 * both, since the query is split the same way as the text (into a phrase on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPublicArticles } from '../db/queries/publicArticles.ts';
import { createTestDatabase, insertTestArticle, type TestDatabase } from '../db/testDatabase.ts';
import { articleListQuerySchema } from '../domain/articleQuery.ts';
import { plainTextOf } from '../pipeline/normalise/normaliseItem.ts';
import { createSearchKeywordService } from './searchKeywords.ts';

let t: TestDatabase;
const ids: Record<string, string> = {};

// "followers" with a nukta letter, written precomposed (U+095E) as some CMSs do; readers' keyboards type फ + ़.
const FOLLOWERS_PRECOMPOSED = '\u095eॉलोअर्स';
const FOLLOWERS_DECOMPOSED = '\u092b\u093cॉलोअर्स';

beforeAll(async () => {
  t = await createTestDatabase();
  const stories = {
    influencer: { title: 'इन्फ्लुएंसर मार्केटिंग पर ASCI की नई गाइडलाइन', keywordMatches: { primary: ['इन्फ्लुएंसर'], secondary: [], indian: [] } },
    hindi: { title: 'हिन्दी क्रिएटर्स की कमाई बढ़ी', summary: 'यूट्यूब पर हिंदी कंटेंट की मांग' },
    // Stored as ingest stores it: through the pipeline's plain-text rule (NFC).
    followers: { title: plainTextOf(`इंस्टाग्राम ${FOLLOWERS_PRECOMPOSED} की खरीद पर रोक`) },
    english: { title: 'Creators in Mumbai sign brand deals', summary: 'Influencer marketing agencies grow.' },
    joiner: { title: 'മലയാളം ക്രിയേറ്റർ അവന്\u200d ബ്രാൻഡ് ഡീൽ' },
  };
  for (const [key, story] of Object.entries(stories)) ids[key] = await insertTestArticle(t.database, { sourceName: 'Indic Fixture', ...story });
});
afterAll(async () => {
  await t?.drop();
});

/** The ids a reader's search finds, the search going through the same request schema as the API's. */
async function found(search: string): Promise<string[]> {
  const query = articleListQuerySchema.parse({ search, pageSize: 50 });
  const list = await listPublicArticles(t.database.db, query);
  return list.articles.map((a) => a.id).filter((id) => Object.values(ids).includes(id));
}

describe('public search in Indic scripts', () => {
  it.each([
    ['इन्फ्लुएंसर', ['influencer']],
    ['हिन्दी', ['hindi']],
    ['क्रिएटर्स', ['hindi']],
    ['हिंदी', ['hindi']], // in the summary (another spelling of the same word)
    ['इन्फ्लुएंसर मार्केटिंग', ['influencer']],
    [FOLLOWERS_PRECOMPOSED, ['followers']],
    [FOLLOWERS_DECOMPOSED, ['followers']],
    ['അവന്\u200d', ['joiner']],
    ['ക്രിയേറ്റർ', ['joiner']],
    // Pieces of a word cut at a vowel sign or virama are not words of the title: one from inside a word finds nothing.
    ['रिएटर', []],
    ['न्दी', []],
    ['इन', []],
    // The start of a word, as typed so far, finds the word (prefix search, issue 9) from three letters on.
    ['हिन', ['hindi']],
    ['क्र', ['hindi']],
  ])('%s finds %j', async (search, keys) => {
    expect((await found(search)).sort()).toEqual(keys.map((k) => ids[k]).sort());
  });

  it('indexes a Devanagari title as whole words', async () => {
    const rows = await t.database.sql.query<{ lexemes: string[] }>(
      "SELECT tsvector_to_array(to_tsvector('english', 'हिन्दी इन्फ्लुएंसर की मार्केटिंग, தமிழ் யூடியூபர்')) AS lexemes",
    );
    expect([...(rows[0]?.lexemes ?? [])].sort()).toEqual(['हिन्दी', 'इन्फ्लुएंसर', 'की', 'मार्केटिंग', 'தமிழ்', 'யூடியூபர்'].sort());
  });
});

describe('search keywords and trending in Indic scripts', () => {
  it('counts a Hindi search that finds a story, as one keyword', async () => {
    const service = createSearchKeywordService(t.database.db);
    expect(await service.recordSearch('इन्फ्लुएंसर')).toEqual({ recorded: true, keyword: 'इन्फ्लुएंसर', count: 1 });
    expect(await service.recordSearch('रिएटर')).toEqual({ recorded: false, keyword: 'रिएटर', reason: 'no_results' });
  });

  it('offers a Hindi keyword match as one trending keyword', async () => {
    const service = createSearchKeywordService(t.database.db);
    const keywords = (await service.trendingKeywords(20)).map((k) => k.keyword);
    expect(keywords).toContain('इन्फ्लुएंसर');
    // And no piece of it: the only Devanagari keyword is the whole word.
    expect(keywords.filter((k) => /[\u0900-\u097f]/.test(k))).toEqual(['इन्फ्लुएंसर']);
  });
});

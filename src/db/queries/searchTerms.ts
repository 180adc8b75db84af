/**
 * The known search terms (migration 0027): rebuilt from the public stories, looked up to expand a search
 * (searchExpansion.ts), and read for the as-you-type suggestions. "Public" is publicVisibility.ts hasPublicPage().
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import { TERM_MAX_LENGTH, TERM_MIN_LENGTH, type WordExpansion } from '../../domain/searchExpansion.ts';
import type { TermCandidate } from '../../domain/searchSuggestions.ts';
import type { Db } from '../connection.ts';
import { articles, searchTerms } from '../schema.ts';
import { escapeLike } from './likePattern.ts';
import { hasPublicPage, listedPublicly } from './publicVisibility.ts';

/** Rows of a raw statement; both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Serialises refreshes across web processes on one PostgreSQL server ("term"); a process that finds it taken skips. */
const REFRESH_LOCK_ID = 0x7465726d;
/** Close terms returned per word by the lookup (the expansion uses the top few above its own threshold). */
const CLOSE_CANDIDATES = 5;

/** What one refresh did; null when another process was refreshing (its run covers the same changes). */
export interface SearchTermsRefresh {
  /** Terms of every kind now in the table. */
  terms: number;
  /** Rows added or changed (a new term, another story count or label). */
  written: number;
  removed: number;
}

/**
 * Rebuilds the terms from the public stories in one statement: words of titles, tags, categories and source names
 * (PostgreSQL's text-search parser, `simple` configuration: lower-case, unstemmed; letters and digits only, 2-40
 * characters, not bare numbers), whole tags and source names, each with its count of public stories. Only rows that
 * change are written, and terms no public story carries any more are deleted, so a story hidden or withdrawn takes
 * its words with it once nothing else public carries them.
 */
export async function refreshSearchTerms(db: Db): Promise<SearchTermsRefresh | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(tx as unknown as Db, sql`SELECT pg_try_advisory_xact_lock(${REFRESH_LOCK_ID}) AS locked`);
    if (!lock?.locked) return null;
    const [row] = await rowsOf<{ terms: number; written: number; removed: number }>(tx as unknown as Db, sql`
      WITH public_articles AS (
        SELECT ${articles.id} AS id, ${articles.title} AS title, ${articles.tags} AS tags, ${articles.category} AS category,
               ${articles.sourceName} AS source_name
        FROM ${articles}
        WHERE ${hasPublicPage()}
      ),
      -- Each story's lexemes once (a tsvector holds each once), counted; the filters run on the few thousand distinct
      -- lexemes rather than on every story's (MATERIALIZED keeps the planner from pushing them below the count).
      lexemes AS MATERIALIZED (
        SELECT u.lexeme, count(*)::int AS doc_count
        FROM public_articles a
        CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple',
          concat_ws(' ', a.title, array_to_string(a.tags, ' '), replace(a.category, '-', ' '), a.source_name)))) AS u(lexeme)
        GROUP BY u.lexeme
      ),
      words AS (
        SELECT 'word'::text AS kind, lexeme AS term, lexeme AS label, doc_count
        FROM lexemes
        WHERE char_length(lexeme) BETWEEN ${TERM_MIN_LENGTH} AND ${TERM_MAX_LENGTH}
          AND lexeme ~ '^[[:alnum:]]+$' AND lexeme !~ '^[0-9]+$'
      ),
      tag_rows AS (
        SELECT DISTINCT a.id, lower(btrim(regexp_replace(k, '\\s+', ' ', 'g'))) AS term
        FROM public_articles a CROSS JOIN LATERAL unnest(a.tags) AS k
      ),
      tags AS (
        SELECT 'tag'::text AS kind, term, term AS label, count(*)::int AS doc_count
        FROM tag_rows WHERE char_length(term) BETWEEN 2 AND 100
        GROUP BY term
      ),
      sources AS (
        SELECT 'source'::text AS kind, lower(btrim(source_name)) AS term,
               mode() WITHIN GROUP (ORDER BY btrim(source_name)) AS label, count(*)::int AS doc_count
        FROM public_articles WHERE char_length(btrim(source_name)) BETWEEN 2 AND 100
        GROUP BY lower(btrim(source_name))
      ),
      fresh AS (SELECT * FROM words UNION ALL SELECT * FROM tags UNION ALL SELECT * FROM sources),
      gone AS (
        DELETE FROM ${searchTerms} s
        WHERE NOT EXISTS (SELECT 1 FROM fresh f WHERE f.kind = s.kind AND f.term = s.term)
        RETURNING 1
      ),
      written AS (
        INSERT INTO ${searchTerms} AS s (kind, term, label, doc_count)
        SELECT kind, term, label, doc_count FROM fresh
        ON CONFLICT (kind, term) DO UPDATE SET label = EXCLUDED.label, doc_count = EXCLUDED.doc_count
          WHERE (s.label, s.doc_count) IS DISTINCT FROM (EXCLUDED.label, EXCLUDED.doc_count)
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM fresh)::int AS terms, (SELECT count(*) FROM written)::int AS written,
             (SELECT count(*) FROM gone)::int AS removed`);
    return { terms: Number(row?.terms ?? 0), written: Number(row?.written ?? 0), removed: Number(row?.removed ?? 0) };
  });
}

/**
 * For each word (in order): whether it is a known word, whether a known word starts with it, and, when neither, the
 * known words closest to it by trigram similarity (pg_trgm `%`, which the trigram index answers, at its threshold,
 * 0.3 by default), most similar first. One statement for the whole search.
 */
export async function lookUpSearchWords(db: Db, words: readonly string[]): Promise<WordExpansion[]> {
  if (words.length === 0) return [];
  type Row = { word: string; known: boolean; completes: boolean; close: { term: string; similarity: number }[] | string };
  const rows = await rowsOf<Row>(db, sql`
    SELECT w.word, k.known, k.completes,
      CASE WHEN k.known OR k.completes THEN '[]'::json ELSE coalesce((
        SELECT json_agg(json_build_object('term', c.term, 'similarity', c.sim) ORDER BY c.sim DESC, c.doc_count DESC, c.term)
        FROM (
          SELECT t.term, similarity(t.term, w.word) AS sim, t.doc_count
          FROM ${searchTerms} t
          WHERE t.term % w.word AND t.kind = 'word'
          ORDER BY sim DESC, t.doc_count DESC, t.term
          LIMIT ${CLOSE_CANDIDATES}
        ) c), '[]'::json) END AS close
    FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS w(word, n)
    CROSS JOIN LATERAL (SELECT
      EXISTS (SELECT 1 FROM ${searchTerms} t WHERE t.kind = 'word' AND t.term = w.word) AS known,
      -- A longer known word starting with this one: a range on the prefix index's byte order (text_pattern_ops).
      EXISTS (SELECT 1 FROM ${searchTerms} t
              WHERE t.kind = 'word' AND t.term ~>~ w.word AND t.term ~<~ (w.word || chr(1114111))) AS completes
    ) k
    ORDER BY w.n`);
  return rows.map((r) => ({
    word: r.word,
    known: Boolean(r.known),
    completes: Boolean(r.completes),
    close: (typeof r.close === 'string' ? (JSON.parse(r.close) as { term: string; similarity: number }[]) : r.close).map((c) => ({ term: c.term, similarity: Number(c.similarity) })),
  }));
}

/**
 * Known terms for the suggestions: words starting with the last typed word (`lastWord`, stop words left out) and,
 * from `closeFrom` characters, words close to it; tags and source names that start with the typed text or have a word
 * that does, and source names close to it. Most common first within each part.
 */
export async function suggestTermCandidates(db: Db, typed: { text: string; lastWord: string; closeFrom: number }, limit = 8): Promise<TermCandidate[]> {
  const { text, lastWord } = typed;
  const wordPrefix = `${escapeLike(lastWord)}%`;
  const textPrefix = `${escapeLike(text)}%`;
  const textInside = `% ${escapeLike(text)}%`;
  // Corrections only from `closeFrom` characters: trigram similarity says little about a two-letter word.
  const closeWord = lastWord.length >= typed.closeFrom ? sql`term % ${lastWord}` : sql`false`;
  const closeText = text.length >= typed.closeFrom ? sql`term % ${text}` : sql`false`;
  const rows = await rowsOf<{ kind: TermCandidate['kind']; term: string; label: string; doc_count: number; how: TermCandidate['how'] }>(db, sql`
    (SELECT kind, term, label, doc_count, 'prefix' AS how FROM ${searchTerms}
      WHERE kind = 'word' AND term LIKE ${wordPrefix} AND to_tsvector('english', term) <> ''::tsvector
      ORDER BY doc_count DESC, term LIMIT ${limit})
    UNION ALL
    (SELECT kind, term, label, doc_count, 'close' AS how FROM ${searchTerms}
      WHERE kind = 'word' AND ${closeWord} AND term NOT LIKE ${wordPrefix}
      ORDER BY similarity(term, ${lastWord}) DESC, doc_count DESC, term LIMIT 3)
    UNION ALL
    (SELECT kind, term, label, doc_count, 'prefix' AS how FROM ${searchTerms}
      WHERE kind = 'tag' AND (term LIKE ${textPrefix} OR term LIKE ${textInside})
      ORDER BY doc_count DESC, term LIMIT ${limit})
    UNION ALL
    (SELECT kind, term, label, doc_count, CASE WHEN term LIKE ${textPrefix} OR term LIKE ${textInside} THEN 'prefix' ELSE 'close' END AS how
      FROM ${searchTerms}
      WHERE kind = 'source' AND (term LIKE ${textPrefix} OR term LIKE ${textInside} OR ${closeText})
      ORDER BY (term LIKE ${textPrefix} OR term LIKE ${textInside}) DESC, doc_count DESC, term LIMIT 3)`);
  return rows.map((r) => ({ kind: r.kind, term: r.term, label: r.label, docCount: Number(r.doc_count), how: r.how }));
}

/**
 * Public stories whose titles match the typed text (`titleMatch`: searchExpansion.ts titleCondition, a word of the
 * title starting with each typed word or a close term), newest first, as listed in a search (publicVisibility.ts).
 */
export async function suggestStories(db: Db, titleMatch: SQL, limit: number): Promise<{ id: string; title: string }[]> {
  return db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(and(listedPublicly({ inCategory: false, searching: true }), titleMatch))
    .orderBy(sql`${articles.originalPublishedAt} DESC NULLS LAST`, desc(articles.id))
    .limit(limit);
}

-- Indexes for the public article list (GET /api/articles and the pages that list articles), found with the API
-- benchmark (bench/apiBench.ts) on 50,000 published articles. Indexes only; schema.ts needs no change.
-- Forward-only: never edit once released; add a new file.

-- Every list page also counts its matches. Without a search the count checks the title blocklist, a
-- case-insensitive regular expression, on every public row (about 0.7 s at 50,000 rows). This partial index holds
-- exactly the rows that pass the blocklist, with the other list filters' columns included, so the count is an
-- index-only scan and the expression is never evaluated at query time. The pattern must stay identical to the one
-- db/queries/publicArticles.ts builds from domain/feedRules.ts TITLE_BLOCKLIST (src/db/apiIndexes.test.ts checks);
-- when the blocklist changes, a new migration replaces this index.
CREATE INDEX articles_public_listed_idx ON articles (original_published_at DESC NULLS LAST, id) INCLUDE (category, relevance_score)
  WHERE status = 'published' AND is_duplicate = false
    AND title !~* '\m(politics|cricket|sports|election|minister|government|modi)';

-- Search matches the full-text vector OR a substring of the source name. Without an index for the second half the
-- planner cannot combine indexes and scans the whole table (about 0.7 s at 50,000 rows); with this trigram index
-- (pg_trgm, enabled in 0001) it ORs the two index bitmaps.
CREATE INDEX articles_source_name_trgm_idx ON articles USING gin (source_name gin_trgm_ops);

-- Search keywords (public-site §7 track_search_keyword / get_trending_keywords) and the region filter's index.
-- Forward-only: never edit once released; add a new file.

-- One row per normalised keyword (lower-case, NFKC, whitespace collapsed and trimmed by domain/searchKeywords.ts):
-- the all-time count and when it was last searched.
CREATE TABLE search_keywords (
  keyword text PRIMARY KEY
    CHECK (keyword = btrim(keyword) AND char_length(keyword) BETWEEN 2 AND 100),
  search_count integer NOT NULL DEFAULT 1 CHECK (search_count > 0),
  first_searched_at timestamptz NOT NULL DEFAULT now(),
  last_searched_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_keywords_last_searched_idx ON search_keywords (last_searched_at DESC);

-- Searches per keyword per UTC day, so "search-based, last 7 days" counts the searches of those 7 days rather than
-- an all-time total that happens to have one recent search. Days older than the window are pruned.
CREATE TABLE search_keyword_days (
  keyword text NOT NULL REFERENCES search_keywords(keyword) ON DELETE CASCADE,
  day date NOT NULL,
  search_count integer NOT NULL DEFAULT 1 CHECK (search_count > 0),
  PRIMARY KEY (keyword, day)
);
CREATE INDEX search_keyword_days_day_idx ON search_keyword_days (day);

-- Trending keywords are computed on request (db/queries/searchKeywords.ts) from the tables above and from the tags
-- and keyword matches of recent public articles, so there is no trending_keywords table to keep in step.

-- Region filter: the India-relevant public list, newest first (region=indian; the personalised feed's default).
-- The expression matches db/queries/articleFilters.ts exactly, so the planner can use this partial index.
CREATE INDEX articles_public_indian_latest_idx ON articles (original_published_at DESC NULLS LAST, id)
  WHERE status = 'published' AND is_duplicate = false AND (india_relevance ->> 'isRelevant') = 'true';

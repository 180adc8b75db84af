-- Known search terms (issue 9: prefix and typo-tolerant search). The distinct words of public stories' titles, tags,
-- categories and source names ('word'), plus whole tags ('tag') and source names ('source') for the as-you-type
-- suggestions, each lower-case with the number of public stories carrying it. A search word that is not a known term
-- is also searched as the known terms closest to it by trigram similarity ("instagrm" → "instagram"); prefix matching
-- ("insta" → "instagram") needs no table: it is a `:*` query on articles.search_vector.
--
-- The rows are written by the application only (db/queries/searchTerms.ts refreshSearchTerms), which takes "public"
-- from db/queries/publicVisibility.ts: a trigger here would have to copy that rule into SQL. Every web process
-- refreshes the table when it hears a publication (`article_published`) or a change to a public story
-- (`public_articles_changed`, migration 0013), and at start (services/searchTerms.ts). The table only widens what a
-- search asks for; the list query still applies the visibility rule, so a term left over for a moment from a hidden
-- story never shows that story.
-- Forward-only: never edit once released; add a new file.
CREATE TABLE search_terms (
  kind text NOT NULL CHECK (kind IN ('word', 'tag', 'source')),
  term text NOT NULL CHECK (term = lower(term) AND char_length(term) BETWEEN 2 AND 100),
  -- How it is shown: a source name as the stories spell it most often; words and tags as `term`.
  label text NOT NULL,
  -- Public stories carrying the term.
  doc_count integer NOT NULL CHECK (doc_count > 0),
  PRIMARY KEY (kind, term)
);
-- Closest terms to a word (`term % $word`, similarity()) and word-start matches inside tags and source names.
CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops);
-- Completions of what is typed (`term LIKE 'insta%'`), whatever the database's collation.
CREATE INDEX search_terms_prefix_idx ON search_terms (kind, term text_pattern_ops);

-- The stats strip and the dashboard's funnel count the review queue, whose rule gained NOT is_duplicate in 0025.
-- Without is_duplicate in them, articles_admin_stats_idx (0019) and articles_created_funnel_idx (0022) could no
-- longer answer those figures alone, and every refresh read the table: the strip took 105 ms instead of 13 ms at
-- 102,000 articles. Both indexes now carry the column.
-- Forward-only: never edit once released; add a new file.
DROP INDEX IF EXISTS articles_admin_stats_idx;
CREATE INDEX articles_admin_stats_idx ON articles (status, admin_status, is_featured) INCLUDE (relevance_score, is_duplicate);
DROP INDEX IF EXISTS articles_created_funnel_idx;
CREATE INDEX articles_created_funnel_idx ON articles (created_at) INCLUDE (status, admin_status, classified_at, ml_confidence_score, rejected_at, is_duplicate);

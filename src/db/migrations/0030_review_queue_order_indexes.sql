-- The review queue's two other orders read their first page from an index, as "relevance" already does
-- (articles_review_queue_idx, 0025): "priority" (the default: the band of domain/adminArticles reviewPriority, HIGH
-- from relevance 70, MEDIUM from 40, then the oldest first) and "date" (oldest first). Without them every request
-- read and sorted the whole queue (2,000 stories: about 3 ms of the database's time per request under load) to show
-- its first 100. The band expression must stay the one db/queries/adminArticles.ts reviewQueueOrder writes, with the
-- same literals (adminArticles.integration.test.ts checks that the plan needs no sort).
--
-- The statistics: the queue's rule is three columns that depend on each other (only drafts wait for review). Assumed
-- independent, the planner put a 2,000-story queue at 40 rows of 102,000, sorted it rather than use these indexes, and
-- read every queued row for each page. With the three columns' common combinations known it estimates the queue
-- right (1,965) and reads 100 rows from the index (4.2 ms → 0.1 ms at 100,000 articles on PostgreSQL 15).
-- Forward-only: never edit once released; add a new file.
CREATE INDEX articles_review_queue_priority_idx ON articles ((CASE WHEN relevance_score >= 70 THEN 3 WHEN relevance_score >= 40 THEN 2 ELSE 1 END) DESC, created_at, id)
  WHERE status = 'draft' AND admin_status = 'pending_review' AND NOT is_duplicate;
CREATE INDEX articles_review_queue_date_idx ON articles (created_at, id)
  WHERE status = 'draft' AND admin_status = 'pending_review' AND NOT is_duplicate;
CREATE STATISTICS articles_queue_state_stats (mcv) ON status, admin_status, is_duplicate FROM articles;
ANALYZE articles;

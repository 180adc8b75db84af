-- The review queue holds one row per story: the version readers would see. A duplicate (another outlet's copy of a
-- story already stored) is never published on its own, so reviewing it was wasted work; it stays listed under its
-- story ("Also covered by") and in Article Management.
DROP INDEX IF EXISTS articles_review_queue_idx;
CREATE INDEX articles_review_queue_idx ON articles (relevance_score DESC, created_at, id)
  WHERE status = 'draft' AND admin_status = 'pending_review' AND NOT is_duplicate;

-- Lifecycle and publishing steps: indexes for the scheduled scans, so none of them reads the whole articles table.
-- Indexes only; no column changes (schema.ts needs no new fields).

-- Archive scan: rejected rows by rejection time, falling back to updated_at for rows rejected before rejected_at existed.
CREATE INDEX articles_rejected_due_idx ON articles ((coalesce(rejected_at, updated_at))) WHERE status = 'rejected';
-- Purge scan: archived rows by archiving time (same fallback).
CREATE INDEX articles_archived_due_idx ON articles ((coalesce(archived_at, updated_at))) WHERE status = 'archived';
-- Lifecycle analytics: "archived in the last 24 h" and "purged in the last 7 d" count rows of any later status.
CREATE INDEX articles_archived_at_idx ON articles (archived_at) WHERE archived_at IS NOT NULL;
CREATE INDEX articles_purged_at_idx ON articles (purged_at) WHERE purged_at IS NOT NULL;
-- Draft backlog: drafts still waiting for classification, oldest first.
CREATE INDEX articles_unclassified_drafts_idx ON articles (created_at, id) WHERE status = 'draft' AND classified_at IS NULL;
-- Featured selection: the few rows currently featured, so unfeaturing never scans the table.
CREATE INDEX articles_featured_idx ON articles (id) WHERE is_featured;

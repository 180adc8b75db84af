-- Per-check counts of the ingest hardening (issue 13). Forward-only: never edit once released; add a new file.

-- items_failed: items of a healthy fetch that could not be stored (each stored on its own after its batch failed).
-- items_deferred: new items left for later runs by the per-run cap (FEED_MAX_ITEMS_PER_RUN).
-- volume_surge: this check found far more new items than the source usually has (an alert was raised too).
ALTER TABLE feed_health_checks
  ADD COLUMN items_failed integer NOT NULL DEFAULT 0,
  ADD COLUMN items_deferred integer NOT NULL DEFAULT 0,
  ADD COLUMN volume_surge boolean NOT NULL DEFAULT false;

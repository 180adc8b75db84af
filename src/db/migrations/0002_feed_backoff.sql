-- Failure backoff and auto-disable of feed sources. Forward-only: never edit once released; add a new file.

-- A normal fetch run skips a source until next_fetch_at (set after a failure from the backoff or Retry-After;
-- cleared by a success). disabled_at/disabled_reason record why the pipeline, not an admin, switched it off.
ALTER TABLE feed_sources
  ADD COLUMN next_fetch_at timestamptz,
  ADD COLUMN disabled_at timestamptz,
  ADD COLUMN disabled_reason text;

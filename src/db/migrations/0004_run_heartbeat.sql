-- A running automation run proves it is alive with a heartbeat; a run whose process died (killed, crashed,
-- machine lost) stops beating and is marked failed instead of staying "running" forever.
ALTER TABLE automation_runs ADD COLUMN heartbeat_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX automation_runs_running_idx ON automation_runs (heartbeat_at) WHERE status = 'running';

-- Which process runs which pg-boss job, and whether that process is still alive. A worker killed mid-job (kill -9,
-- a lost machine) stops renewing its heartbeat; the other workers then fail its jobs at once (pg-boss retries them)
-- instead of leaving them active until their expiry, which blocked each singleton queue for up to two hours.
CREATE TABLE job_workers (
  id uuid PRIMARY KEY,
  host text NOT NULL,
  pid integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  heartbeat_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_workers_heartbeat_idx ON job_workers (heartbeat_at);

CREATE TABLE job_leases (
  job_id uuid PRIMARY KEY,
  queue text NOT NULL,
  worker_id uuid NOT NULL REFERENCES job_workers (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_leases_worker_idx ON job_leases (worker_id);

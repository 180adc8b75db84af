-- Per-client request counters of the rate limits (server/rateLimiter.ts), shared by every web process: each row is a
-- client's sliding log in one bucket (views, lists, search, client errors), the times in ms of the requests it was
-- allowed inside the last window (at most the limit, so a row stays small). UNLOGGED: a crash only forgets recent
-- requests, which is no reason to write them to the WAL.
CREATE UNLOGGED TABLE rate_limit_hits (
  bucket text NOT NULL,
  client text NOT NULL,
  hits bigint[] NOT NULL,
  last_at bigint NOT NULL,
  -- Whether the latest request was let in (set by the same statement that decided it).
  last_allowed boolean NOT NULL,
  PRIMARY KEY (bucket, client)
);
CREATE INDEX rate_limit_hits_last_at_idx ON rate_limit_hits (bucket, last_at);

-- Classifier versions trained from the back office (issue 11 item 5): each retraining is kept with its figures; at
-- most one is active (the pipeline uses it instead of the model file shipped in the repo); a rollback activates an
-- older one, or none (back to the shipped file). Model bodies (~4 MB of JSON) of versions no longer in use are dropped
-- after the newest few; their figures stay.
-- Forward-only: never edit once released; add a new file.
CREATE TABLE classifier_models (
  version text PRIMARY KEY,
  trained_at timestamptz NOT NULL DEFAULT now(),
  trained_by text REFERENCES users (id) ON DELETE SET NULL,
  corpus_examples integer NOT NULL,
  decision_examples integer NOT NULL,
  -- { candidate: {corpus, decisions}, baseline: {version, corpus, decisions}, accepted, reason }
  figures jsonb NOT NULL,
  model jsonb,
  status text NOT NULL CHECK (status IN ('active', 'retired', 'rejected')),
  activated_at timestamptz
);
CREATE UNIQUE INDEX classifier_models_one_active ON classifier_models ((true)) WHERE status = 'active';
CREATE INDEX classifier_models_trained_idx ON classifier_models (trained_at DESC);

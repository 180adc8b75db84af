-- The editors' back office (issue 11; admin-content §3, §4, §6): who did what, and what the moderators decided.
-- Forward-only: never edit once released; add a new file.

-- The audit log: every admin and moderator action, with the actor, the target, the fields before and after, the time
-- and the address. The actor's email and role are copied at the time of the action, so the line stays readable after
-- the account changes or is deleted (actor_id is then set null).
CREATE TABLE audit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  actor_email text,
  actor_role text,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text,
  -- What the target was called then (an article's title, a user's email): the log reads without joins.
  target_label text,
  before jsonb,
  after jsonb,
  ip_address text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_events_created_idx ON audit_events (created_at DESC, id DESC);
CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, created_at DESC);
CREATE INDEX audit_events_target_idx ON audit_events (target_type, target_id, created_at DESC);
CREATE INDEX audit_events_action_idx ON audit_events (action, created_at DESC);

-- Editorial labels: each approve, reject, hide, publish and category change a moderator makes, with who decided and
-- what the classifier had said. Training reads them (npm run train). The article's text is copied, so a label survives
-- the article's purge or deletion.
CREATE TABLE editorial_labels (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  article_id uuid REFERENCES articles (id) ON DELETE SET NULL,
  decision text NOT NULL CHECK (decision IN ('approve', 'reject', 'publish', 'hide', 'category')),
  -- Relevant to the site (approve, publish: true; reject, hide: false); null for a category-only correction.
  relevant boolean,
  category text NOT NULL,
  title text NOT NULL,
  summary text,
  source_name text,
  reason text,
  predicted_relevance integer,
  predicted_category text,
  model_version text,
  decided_by text REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX editorial_labels_decided_idx ON editorial_labels (decided_at DESC);
CREATE INDEX editorial_labels_article_idx ON editorial_labels (article_id);

-- Why a moderator rejected a story (the review queue's Reject asks for it).
ALTER TABLE articles ADD COLUMN review_note text;

-- The review queue: pending-review drafts by relevance (priority follows relevance bands), oldest first within.
CREATE INDEX articles_review_queue_idx ON articles (relevance_score DESC, created_at, id)
  WHERE status = 'draft' AND admin_status = 'pending_review';
-- The back office's article list: every status, newest first, optionally by status.
CREATE INDEX articles_admin_latest_idx ON articles (original_published_at DESC NULLS LAST, id);
CREATE INDEX articles_admin_status_latest_idx ON articles (status, original_published_at DESC NULLS LAST, id);
CREATE INDEX articles_views_idx ON articles (views_count DESC, id);
-- The category filter, newest first, every status (the public index covers published stories only).
CREATE INDEX articles_admin_category_latest_idx ON articles (category, original_published_at DESC NULLS LAST, id);
-- The stats strip counts by status, review state and featured flag and averages relevance: an index-only scan of this
-- narrow index instead of the wide table.
CREATE INDEX articles_admin_stats_idx ON articles (status, admin_status, is_featured) INCLUDE (relevance_score);
-- Categories stored under their old names (before the current seven) take their current slug, so a category is one
-- value to filter on (domain/categories.ts LEGACY_CATEGORY_MAP).
UPDATE articles SET category = CASE category
    WHEN 'campaigns' THEN 'brand-partnerships' WHEN 'brands' THEN 'brand-partnerships' WHEN 'platforms' THEN 'platform-updates'
    WHEN 'trends' THEN 'industry-insights' WHEN 'regulations' THEN 'regulations-ethics' END
  WHERE category IN ('campaigns', 'brands', 'platforms', 'trends', 'regulations');
-- The article list's search box matches inside titles ("insta" finds Instagram) as well as whole words.
CREATE INDEX articles_title_trgm_idx ON articles USING gin (title gin_trgm_ops);

-- A reader's preferences, reading progress and "fewer like this" feedback (public-site §3 user_preferences and reading
-- progress, §4 reading tracker, §9): everything the personalised feed, the dashboard and notifications read. All of it
-- belongs to one account and goes with it (ON DELETE CASCADE).
-- Forward-only: never edit once released; add a new file.

-- One row per reader who changed a default; no row means the defaults below (the spec's: every category, Indian
-- stories, English).
CREATE TABLE user_preferences (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- Followed categories (slugs); empty means every category.
  categories text[] NOT NULL DEFAULT '{}',
  -- Regions of the personalised feed: indian, global or both.
  regions text[] NOT NULL DEFAULT '{indian}' CHECK (cardinality(regions) BETWEEN 1 AND 2 AND regions <@ ARRAY['indian', 'global']),
  language text NOT NULL DEFAULT 'en',
  -- Notification toggles: breaking stories, new stories in followed categories, the same by mail, a weekly digest.
  notify_breaking boolean NOT NULL DEFAULT true,
  notify_followed boolean NOT NULL DEFAULT false,
  email_notifications boolean NOT NULL DEFAULT false,
  weekly_digest boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Where a reader is in a story and how long they have read it: the dialog's and article page's progress card,
-- "continue reading", the reading-activity figures and the For You feed's history.
CREATE TABLE reading_progress (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  progress smallint NOT NULL CHECK (progress BETWEEN 0 AND 100),
  reading_seconds integer NOT NULL DEFAULT 0 CHECK (reading_seconds >= 0),
  -- Set once the reader passes 90 % and never unset (scrolling back up does not un-read a story).
  completed boolean NOT NULL DEFAULT false,
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);
-- A reader's history, most recent first.
CREATE INDEX reading_progress_user_updated_idx ON reading_progress (user_id, updated_at DESC);

-- "Fewer like this" on a recommendation: the story leaves the reader's For You list and its category and source
-- weigh less there.
CREATE TABLE recommendation_feedback (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);

-- Back-office analytics (issue 11 item 9; admin-content "Analytics page"): page views counted by our own server,
-- without cookies and without storing who the visitor is (server/middleware/pageViews.ts, docs/architecture.md
-- "Cookieless page views"). Other figures (reads, likes, bookmarks, searches, sign-ups) are read from their own tables;
-- the indexes at the end let those reads group a range of days without scanning whole tables.
-- Forward-only: never edit once released; add a new file.

-- One random salt per UTC day, shared by every web process. A visitor's hash mixes in the day's salt, so the same
-- visitor gets an unrelated hash the next day; salts older than yesterday are deleted, after which nobody (us
-- included) can recompute a past day's hashes from an address and user agent.
CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt text NOT NULL CHECK (char_length(salt) >= 32)
);

-- One row per counted page view of the public site (a 200 HTML page or client navigation; no bots, prefetches, HEAD,
-- /admin or /api). No address, user agent or cookie is stored: only the day's hash of them.
CREATE TABLE page_views (
  id bigserial PRIMARY KEY,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  -- The UTC day of viewed_at, stored so the daily series groups on an index.
  day date NOT NULL,
  path text NOT NULL CHECK (char_length(path) BETWEEN 1 AND 512),
  -- The story an /articles/… page shows; no foreign key, so purging a story keeps the traffic it had.
  article_id uuid,
  -- sha256(day salt, site, address, user agent), first 16 hex digits (64 bits), as Plausible does.
  visitor_hash text NOT NULL CHECK (visitor_hash ~ '^[0-9a-f]{16}$'),
  -- Host of an outside Referer (our own pages are left out), never the full address.
  referrer_host text CHECK (referrer_host IS NULL OR char_length(referrer_host) <= 255),
  device text NOT NULL CHECK (device IN ('desktop', 'mobile', 'tablet'))
);
CREATE INDEX page_views_day_idx ON page_views (day);

-- What the screen reads: per-day summaries written in the same statement as the views (db/queries/analytics.ts
-- insertPageViews), so a 90-day figure reads at most a few rows per day and page instead of every view.
-- Each visitor hash once per day: a visitor is counted when their first view of the day is written, by any process.
-- Days before yesterday are deleted with their salts (their counts stay in page_view_days).
CREATE TABLE page_view_visitors (
  day date NOT NULL,
  visitor_hash text NOT NULL,
  PRIMARY KEY (day, visitor_hash)
);
CREATE TABLE page_view_days (
  day date PRIMARY KEY,
  views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  article_views integer NOT NULL DEFAULT 0
);
CREATE TABLE page_view_paths (
  day date NOT NULL,
  path text NOT NULL,
  article_id uuid,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path)
);
CREATE INDEX page_view_paths_article_idx ON page_view_paths (day, article_id) WHERE article_id IS NOT NULL;
-- Views per device class and per outside referrer host.
CREATE TABLE page_view_sources (
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('device', 'referrer')),
  value text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, value)
);

-- Per-day figures of the existing reader tables, grouped over a range of days.
CREATE INDEX reading_progress_started_idx ON reading_progress (started_at);
CREATE INDEX likes_created_idx ON likes (created_at);
CREATE INDEX bookmarks_created_idx ON bookmarks (created_at);
CREATE INDEX users_created_idx ON users (created_at);

-- Initial schema: categories, feed sources and health, articles with full-text search, hashes,
-- automation runs and alerts, ML status. Forward-only: never edit once released; add a new file.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- array_to_string is only STABLE, so a generated column cannot call it directly; tags are plain text.
CREATE OR REPLACE FUNCTION immutable_text_array_join(arr text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(arr, ' '), '') $$;

CREATE TABLE categories (
  slug text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  icon text NOT NULL,
  colour text NOT NULL,
  keywords text[] NOT NULL DEFAULT '{}',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE feed_sources (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  url text NOT NULL UNIQUE,
  site_url text,
  region text NOT NULL DEFAULT 'global',
  priority integer NOT NULL DEFAULT 3,
  supports_media boolean NOT NULL DEFAULT false,
  content_types text[] NOT NULL DEFAULT '{}',
  is_active boolean NOT NULL DEFAULT true,
  is_sample boolean NOT NULL DEFAULT false,
  data_richness_score integer NOT NULL DEFAULT 0,
  average_images_per_item real NOT NULL DEFAULT 0,
  consecutive_failures integer NOT NULL DEFAULT 0,
  etag text,
  last_modified text,
  last_fetched_at timestamptz,
  last_success_at timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE feed_health_checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_id uuid NOT NULL REFERENCES feed_sources(id) ON DELETE CASCADE,
  status text NOT NULL,
  http_status integer,
  response_time_ms integer NOT NULL DEFAULT 0,
  items_found integer NOT NULL DEFAULT 0,
  items_new integer NOT NULL DEFAULT 0,
  images_extracted integer NOT NULL DEFAULT 0,
  data_points_extracted integer NOT NULL DEFAULT 0,
  error_message text,
  check_timestamp timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feed_health_checks_source_time_idx ON feed_health_checks (source_id, check_timestamp DESC);

CREATE TABLE articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  summary text,
  content text,
  category text NOT NULL DEFAULT 'general',
  tags text[] NOT NULL DEFAULT '{}',
  source_url text NOT NULL,
  source_name text NOT NULL,
  author text,
  source_attribution jsonb,
  image_url text,
  media_thumbnails jsonb NOT NULL DEFAULT '[]',
  enclosures jsonb NOT NULL DEFAULT '[]',
  media_metadata jsonb,
  podcast_metadata jsonb,
  geographic_data jsonb,
  comments_url text,
  rss_categories text[] NOT NULL DEFAULT '{}',
  rss_raw_content text,
  content_type text NOT NULL DEFAULT 'article',
  views_count integer NOT NULL DEFAULT 0,
  published_at timestamptz,
  original_published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'published', 'archived', 'rejected', 'purged')),
  admin_status text CHECK (admin_status IN ('pending_review', 'auto_rejected', 'auto_approved')),
  is_featured boolean NOT NULL DEFAULT false,
  is_duplicate boolean NOT NULL DEFAULT false,
  duplicate_of uuid REFERENCES articles(id) ON DELETE SET NULL,
  relevance_score integer NOT NULL DEFAULT 30,
  ml_confidence_score real NOT NULL DEFAULT 0,
  ml_relevance_score real NOT NULL DEFAULT 0,
  quality_score integer NOT NULL DEFAULT 0,
  keyword_matches jsonb,
  blocklist_flags text[] NOT NULL DEFAULT '{}',
  india_relevance jsonb,
  processing_metadata jsonb,
  ml_classification_data jsonb,
  original_source_metadata jsonb,
  classified_at timestamptz,
  rejected_at timestamptz,
  archived_at timestamptz,
  purged_at timestamptz,
  feed_source_id uuid REFERENCES feed_sources(id) ON DELETE SET NULL,
  url_hash text NOT NULL UNIQUE,
  title_hash text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(summary, '')), 'B') ||
    setweight(to_tsvector('english', immutable_text_array_join(tags)), 'B') ||
    setweight(to_tsvector('english', coalesce(left(content, 100000), '')), 'C') ||
    setweight(to_tsvector('english', coalesce(source_name, '')), 'D')
  ) STORED
);
CREATE INDEX articles_search_vector_idx ON articles USING gin (search_vector);
-- The public list: published, not duplicate, newest first.
CREATE INDEX articles_public_latest_idx ON articles (original_published_at DESC NULLS LAST, id)
  WHERE status = 'published' AND is_duplicate = false;
CREATE INDEX articles_category_latest_idx ON articles (category, original_published_at DESC NULLS LAST)
  WHERE status = 'published' AND is_duplicate = false;
CREATE INDEX articles_status_idx ON articles (status, admin_status);
CREATE INDEX articles_title_hash_idx ON articles (title_hash);
CREATE INDEX articles_feed_source_idx ON articles (feed_source_id);

-- Hashes outlive the article (purge keeps them), so a purged story is never ingested again.
CREATE TABLE article_hashes (
  kind text NOT NULL CHECK (kind IN ('url', 'title')),
  hash text NOT NULL,
  article_id uuid REFERENCES articles(id) ON DELETE SET NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, hash)
);

CREATE TABLE automation_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  run_type text NOT NULL,
  trigger text NOT NULL DEFAULT 'schedule',
  status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
  success_rate real,
  stats jsonb NOT NULL DEFAULT '{}',
  error_message text,
  started_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX automation_runs_created_idx ON automation_runs (created_at DESC);

CREATE TABLE automation_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  alert_type text NOT NULL,
  message text NOT NULL,
  severity text NOT NULL DEFAULT 'medium',
  metadata jsonb NOT NULL DEFAULT '{}',
  resolved boolean NOT NULL DEFAULT false,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX automation_alerts_unresolved_idx ON automation_alerts (resolved, created_at DESC);

CREATE TABLE ml_automation_status (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  status text NOT NULL DEFAULT 'ready',
  model_version text,
  details jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

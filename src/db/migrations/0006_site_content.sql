-- Editable site content: the home hero's headline figures (public-site §1 "Home page headline stats").
-- Forward-only: never edit once released; add a new file.

-- One row per figure. `value` is the display text exactly as the source states it ("₹3,375 crore"), so an editor can
-- keep a range or a unit without the site reformatting it; every figure names its source and the date it describes.
CREATE TABLE site_content (
  key text PRIMARY KEY CHECK (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(key) <= 60),
  kind text NOT NULL DEFAULT 'hero_figure' CHECK (kind IN ('hero_figure')),
  value text NOT NULL CHECK (char_length(btrim(value)) BETWEEN 1 AND 40),
  label text NOT NULL CHECK (char_length(btrim(label)) BETWEEN 1 AND 100),
  source_publisher text NOT NULL CHECK (char_length(btrim(source_publisher)) BETWEEN 1 AND 120),
  source_title text NOT NULL CHECK (char_length(btrim(source_title)) BETWEEN 1 AND 200),
  source_year integer NOT NULL CHECK (source_year BETWEEN 1990 AND 2200),
  source_url text CHECK (source_url IS NULL OR source_url ~ '^https?://'),
  as_of date NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  is_active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_content_kind_order_idx ON site_content (kind, sort_order, key) WHERE is_active;

-- Seed: only figures from named public reports. The old product's "50M+ creators" and "rank #3 globally" have no
-- source we could name, so they are not carried over; the hero adds figures computed live from our own database.
INSERT INTO site_content (key, value, label, source_publisher, source_title, source_year, source_url, as_of, sort_order) VALUES
  ('creators-in-india', '2–2.5 million', 'active digital creators in India (1,000+ followers)',
   'Boston Consulting Group (BCG)', 'From Content to Commerce: Mapping India''s Creator Economy', 2025,
   'https://ddnews.gov.in/en/waves-2025-indias-creator-economy-set-to-influence-over-1-trillion-in-consumer-spending-by-2030-says-bcg-report',
   '2025-05-03', 10),
  ('influencer-market-2026', '₹3,375 crore', 'projected size of India''s influencer marketing industry in 2026',
   'EY with Collective Artists Network', 'The State of Influencer Marketing in India', 2024,
   'https://www.moneycontrol.com/news/technology/creators-attract-bigger-paychecks-as-brand-interest-soars-influencer-marketing-grows-report-12556091.html',
   '2024-04-03', 20);

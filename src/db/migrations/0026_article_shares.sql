-- Shares of public stories (public-site §7 track_article_share; admin-content "Analytics page", Social Shares),
-- reported by the reader's browser after the share happened (POST /api/articles/{id}/share). Only a count per UTC day,
-- story and channel is kept: no reader, address, user agent or time of day, so a row says nothing about who shared.
-- Forward-only: never edit once released; add a new file.
CREATE TABLE article_share_days (
  day date NOT NULL,
  -- A purge keeps the article row (hash-only), so its shares stay counted; deleting a story outright removes them,
  -- as it removes its likes and bookmarks.
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  -- The channels of domain/articleShares.ts SHARE_CHANNELS (the API refuses others first).
  channel text NOT NULL CHECK (channel IN ('x', 'linkedin', 'facebook', 'whatsapp', 'email', 'copy')),
  shares integer NOT NULL DEFAULT 0 CHECK (shares >= 0),
  PRIMARY KEY (day, article_id, channel)
);
-- The primary key serves the analytics' range reads (day first); deleting a story finds its rows by this one.
CREATE INDEX article_share_days_article_idx ON article_share_days (article_id);

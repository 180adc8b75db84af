-- A reader's bookmarks and likes (public-site §2 Bookmarks, §7 Like and bookmark): one row per reader and article,
-- removed with the account (ON DELETE CASCADE) or the article. A like is counted from these rows, never from a
-- number a client sends.
-- Forward-only: never edit once released; add a new file.
CREATE TABLE bookmarks (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);
-- A reader's saved list, newest first.
CREATE INDEX bookmarks_user_created_idx ON bookmarks (user_id, created_at DESC);

CREATE TABLE likes (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  article_id uuid NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);
-- An article's like count.
CREATE INDEX likes_article_idx ON likes (article_id);

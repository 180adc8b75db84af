-- A reader's notifications (public-site §2 Notification Center, §3 Notification, §4): breaking stories and new stories
-- in followed categories, written after the story is published (services/reader/storyNotifications.ts), and messages to one
-- reader. Each belongs to one account and goes with it, or with its story (ON DELETE CASCADE).
-- Forward-only: never edit once released; add a new file.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'info' CHECK (type IN ('success', 'warning', 'error', 'info')),
  -- Why the reader got it: a breaking story, a story in a followed category, or a message.
  kind text NOT NULL CHECK (kind IN ('breaking', 'followed', 'message')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  message text NOT NULL CHECK (char_length(message) <= 1000),
  -- A path on this site only ("/articles/…"): never another site's address, "//host" or a "javascript:" link.
  action_url text CHECK (
    action_url IS NULL OR (char_length(action_url) <= 2048 AND action_url ~ '^/([^/\\]|$)' AND action_url !~ '[[:space:][:cntrl:]]')
  ),
  article_id uuid REFERENCES articles (id) ON DELETE CASCADE,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  -- One notification per reader and story, so publishing (or retrying a publication) twice notifies once.
  UNIQUE (user_id, article_id)
);
-- A reader's list, newest first.
CREATE INDEX notifications_user_created_idx ON notifications (user_id, created_at DESC);
-- The bell's unread count.
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT is_read;

-- Published stories whose readers' notifications are still to be written. The publishing transaction adds one row
-- per story (cheap, and it commits or rolls back with the publication, so nothing is lost); web processes claim rows
-- for a while (claimed_until), write the notifications a few thousand readers per statement and delete them
-- (services/reader/storyNotifications.ts). A claim that outlives a crashed process expires and is taken again.
CREATE TABLE notification_fanouts (
  article_id uuid PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  -- The publication time: whether the story counts as breaking is judged as of then, however late the writing runs.
  queued_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz
);

-- Every web process streams new notifications to its open pages: the trigger announces each inserted row on
-- `reader_notifications` (payload: notification id, a space, user id), whoever inserts it, once the transaction commits.
-- One statement-level trigger, so a fan-out of thousands of rows is one function call, not thousands.
CREATE FUNCTION announce_reader_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reader_notifications', n.id::text || ' ' || n.user_id) FROM new_notifications n;
  RETURN NULL;
END;
$$;

CREATE TRIGGER notifications_announce
  AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_notifications
  FOR EACH STATEMENT EXECUTE FUNCTION announce_reader_notifications();

-- A published article whose public content changes (a moderator hides, archives or rejects it, marks it a duplicate,
-- lowers its relevance, moves it to another category, edits its text) or that is deleted: every web process must drop
-- its cached lists, figures and widgets at once. The trigger announces it on `public_articles_changed` (payload: the
-- article id) whoever made the change (the back office, a CLI, psql), in the same transaction, so nothing is
-- announced for a change that rolls back. The app listens (server/app.ts). Publication itself is announced by the
-- code that publishes (`article_published`). View counts and featured flags are not content and do not fire it.
-- Forward-only: never edit once released; add a new file.
CREATE FUNCTION announce_public_article_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_articles_changed', OLD.id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER articles_public_change_update
  AFTER UPDATE OF status, is_duplicate, relevance_score, category, title, summary, content, image_url, tags, author,
    source_name, source_url, original_published_at
  ON articles FOR EACH ROW
  WHEN (OLD.status = 'published' AND (
    OLD.status, OLD.is_duplicate, OLD.relevance_score, OLD.category, OLD.title, OLD.summary, OLD.content,
    OLD.image_url, OLD.tags, OLD.author, OLD.source_name, OLD.source_url, OLD.original_published_at
  ) IS DISTINCT FROM (
    NEW.status, NEW.is_duplicate, NEW.relevance_score, NEW.category, NEW.title, NEW.summary, NEW.content,
    NEW.image_url, NEW.tags, NEW.author, NEW.source_name, NEW.source_url, NEW.original_published_at
  ))
  EXECUTE FUNCTION announce_public_article_change();

CREATE TRIGGER articles_public_change_delete
  AFTER DELETE ON articles FOR EACH ROW
  WHEN (OLD.status = 'published')
  EXECUTE FUNCTION announce_public_article_change();

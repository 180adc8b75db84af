-- Story clusters (issue 12 item 4): the same story told by several outlets is one story. Every member of a cluster of
-- two or more carries the cluster's key (the id of the article that started it; a plain key, not a reference, so the
-- group survives when any member, the first included, is purged or deleted). coverage_count is how many outlets tell
-- the story (distinct source names among members that are not rejected, archived or purged), set by the store step
-- when members join and kept by the trigger below whoever changes or deletes a member (the lifecycle's purge, the back
-- office, psql), so the public list can sort Trending
-- by it without counting at read time. It is kept on the cluster's version readers get (the member that is not a
-- duplicate) only: every UPDATE of an article row recomputes its stored search_vector, so refreshing each duplicate
-- too would re-index rows nobody reads. A story told by one outlet has no key and counts 1.
-- Forward-only: never edit once released; add a new file.
ALTER TABLE articles ADD COLUMN cluster_id uuid;
ALTER TABLE articles ADD COLUMN coverage_count integer NOT NULL DEFAULT 1;

-- backfill (begin): existing duplicates: follow duplicate_of to the first article of the chain (a near-duplicate may point at another
-- duplicate); the first article joins its own cluster.
WITH RECURSIVE chain(id, root, depth) AS (
  SELECT id, duplicate_of, 1 FROM articles WHERE duplicate_of IS NOT NULL
  UNION ALL
  SELECT c.id, a.duplicate_of, c.depth + 1
  FROM chain c JOIN articles a ON a.id = c.root
  WHERE a.duplicate_of IS NOT NULL AND c.depth < 50
)
UPDATE articles SET cluster_id = r.root
FROM (SELECT DISTINCT ON (id) id, root FROM chain ORDER BY id, depth DESC) r
WHERE articles.id = r.id;
UPDATE articles SET cluster_id = id
WHERE cluster_id IS NULL AND id IN (SELECT cluster_id FROM articles WHERE cluster_id IS NOT NULL);
-- backfill (end)

CREATE INDEX articles_cluster_idx ON articles (cluster_id) WHERE cluster_id IS NOT NULL;

CREATE FUNCTION refresh_story_coverage(cluster uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE articles SET coverage_count = c.n
  FROM (
    SELECT greatest(1, count(DISTINCT lower(source_name)))::int AS n
    FROM articles
    WHERE cluster_id = cluster AND status NOT IN ('rejected', 'archived', 'purged')
  ) c
  WHERE articles.cluster_id = cluster AND NOT articles.is_duplicate AND articles.coverage_count IS DISTINCT FROM c.n;
$$;

CREATE FUNCTION refresh_story_coverage_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.cluster_id IS NOT NULL THEN
    PERFORM refresh_story_coverage(OLD.cluster_id);
  END IF;
  -- A member that changed status, outlet or duplicate flag is counted again by the refresh above; one that moved is
  -- counted in its new cluster too.
  IF TG_OP = 'UPDATE' AND NEW.cluster_id IS NOT NULL AND NEW.cluster_id IS DISTINCT FROM OLD.cluster_id THEN
    PERFORM refresh_story_coverage(NEW.cluster_id);
  END IF;
  RETURN NULL;
END;
$$;

-- Setting coverage_count alone lists none of these columns, so the trigger's own UPDATE does not fire it again. New
-- members are counted by the store step once per batch (pipeline/store/storyClusters.ts settleClusters), not by an
-- INSERT trigger per row.
CREATE TRIGGER articles_story_coverage_update
  AFTER UPDATE OF cluster_id, status, source_name, is_duplicate ON articles FOR EACH ROW
  WHEN (OLD.cluster_id IS NOT NULL OR NEW.cluster_id IS NOT NULL)
  EXECUTE FUNCTION refresh_story_coverage_trigger();
CREATE TRIGGER articles_story_coverage_delete
  AFTER DELETE ON articles FOR EACH ROW WHEN (OLD.cluster_id IS NOT NULL)
  EXECUTE FUNCTION refresh_story_coverage_trigger();

SELECT refresh_story_coverage(k.cluster_id) FROM (SELECT DISTINCT cluster_id FROM articles WHERE cluster_id IS NOT NULL) k;

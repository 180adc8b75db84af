-- The store claims each URL hash together with the id its article is about to get, in the same transaction
-- (pipeline/store/storeArticle.ts), and inserts the article after the claim. Checking the reference when the
-- transaction commits, instead of after each statement, saves an UPDATE of every claimed row. ON DELETE SET NULL
-- (purge) still acts at once: referential actions are never deferred.
ALTER TABLE article_hashes ALTER CONSTRAINT article_hashes_article_id_fkey DEFERRABLE INITIALLY DEFERRED;

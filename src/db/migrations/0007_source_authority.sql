-- Source tier and authority score (public-site §2 article card, §9 "Source tiers premium, verified, trusted,
-- established with an authority score out of 100"). Forward-only: never edit once released; add a new file.

-- An editorial rating of the outlet, shown on its articles' cards. NULL means "not rated yet" (no badge); a tier
-- always comes with a score. Seeding (pipeline/sources/seedSources.ts) fills unrated bundled sources and never
-- overwrites a rating that is already set.
ALTER TABLE feed_sources
  ADD COLUMN tier text CHECK (tier IN ('premium', 'verified', 'trusted', 'established')),
  ADD COLUMN authority_score integer CHECK (authority_score BETWEEN 0 AND 100),
  ADD CONSTRAINT feed_sources_tier_has_score CHECK ((tier IS NULL) = (authority_score IS NULL));

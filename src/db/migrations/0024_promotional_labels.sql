-- Sponsored and press-release labelling (issue 12 item 5, docs/curation.md §9). The classifier's verdict, or a
-- moderator's correction of it, is stored on the article and shown to readers as a label; NULL = not promotional.
-- The score and the reasons behind the verdict stay in ml_classification_data.promo (no column: only moderators read them).
-- Forward-only: never edit once released; add a new file.
ALTER TABLE articles ADD COLUMN promo_kind text
  CONSTRAINT articles_promo_kind_check CHECK (promo_kind IN ('sponsored', 'press_release'));

-- A moderator's answer is a training label like any other decision: 'promo' rows carry it in promo_kind, where
-- 'none' says "neither" out loud (other decisions leave it NULL).
ALTER TABLE editorial_labels ADD COLUMN promo_kind text
  CONSTRAINT editorial_labels_promo_kind_check CHECK (promo_kind IN ('sponsored', 'press_release', 'none'));
ALTER TABLE editorial_labels DROP CONSTRAINT editorial_labels_decision_check;
ALTER TABLE editorial_labels ADD CONSTRAINT editorial_labels_decision_check
  CHECK (decision IN ('approve', 'reject', 'publish', 'hide', 'category', 'promo'));
ALTER TABLE editorial_labels ADD CONSTRAINT editorial_labels_promo_has_kind CHECK (decision <> 'promo' OR promo_kind IS NOT NULL);

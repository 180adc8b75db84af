-- The image proxy (issue 9, GET /img?u=…) serves only images that stored articles have, looked up by URL on every
-- request (so a withdrawn story's image stops being served at once). A hash index: equality is the only lookup, and
-- a btree would refuse rows whose URL is longer than a btree entry may be (about 2,700 bytes), failing such an ingest.
-- Forward-only: never edit once released; add a new file.
CREATE INDEX articles_image_url_idx ON articles USING hash (image_url);

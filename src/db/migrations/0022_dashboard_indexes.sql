-- The admin dashboard's figures at 100,000 articles (issue 11 items 2 and 14): every refresh reads index ranges, never
-- the whole table. The funnel counts the articles stored in a window by where they are now (one index-only range scan
-- on created_at, the columns its filters read carried in the index); "published in 24 h" and the live activity's
-- pipeline publications read published_at; the live activity reads the last hour of alerts.
-- Forward-only: never edit once released; add a new file.
CREATE INDEX articles_created_funnel_idx ON articles (created_at) INCLUDE (status, admin_status, classified_at, ml_confidence_score, rejected_at);
CREATE INDEX articles_published_at_idx ON articles (published_at) WHERE status = 'published';
CREATE INDEX automation_alerts_created_idx ON automation_alerts (created_at DESC);

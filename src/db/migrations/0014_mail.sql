-- Outgoing mail and the contact form's messages. Every message is written to mail_outbox first (in the caller's
-- transaction, together with its pg-boss send-mail job), so nothing is lost when SMTP is down or not configured: the
-- send-mail job marks the row sent, or held (no SMTP_URL: an operator releases it later), or failed once pg-boss has
-- used up its retries. `to_address`, not `to`: TO is a reserved word in SQL.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the message is for ('contact', ...), to find and count them.
  kind text NOT NULL,
  to_address text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'held')),
  -- SMTP attempts made (a held message has made none).
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
-- The operator's questions: what is held, what failed, oldest first.
CREATE INDEX mail_outbox_status_idx ON mail_outbox (status, created_at);

-- What readers sent through the contact form (public-site §5), stored before anything is mailed.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  -- The notification to the site's contact address; kept when the outbox row is cleaned up later.
  mail_id uuid REFERENCES mail_outbox (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at);

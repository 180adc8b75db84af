-- Accounts (public-site §4, §5; admin-content §6), run by better-auth (services/auth) through its drizzle adapter:
-- people, their sessions, their credentials and one-time tokens (email verification, password reset). Column names
-- are ours; db/schema.ts maps them to the field names better-auth uses. Ids are better-auth's random strings.
-- Forward-only: never edit once released; add a new file.
CREATE TABLE users (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- Stored lower-case (better-auth normalises), so the unique index is case-insensitive in effect.
  email text NOT NULL UNIQUE,
  email_verified boolean NOT NULL DEFAULT false,
  image text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'moderator', 'admin')),
  banned boolean NOT NULL DEFAULT false,
  ban_reason text,
  ban_expires timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_role_idx ON users (role);

-- A signed-in browser, valid 24 hours and extended while used. better-auth looks a session up by its token; the
-- cookie carries the token signed with BETTER_AUTH_SECRET, so a copy of this table alone cannot make a cookie.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  ip_address text,
  user_agent text,
  impersonated_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Credentials: for email and password, provider_id 'credential' and the password's scrypt hash.
CREATE TABLE auth_accounts (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  account_id text NOT NULL,
  provider_id text NOT NULL,
  access_token text,
  refresh_token text,
  id_token text,
  access_token_expires_at timestamptz,
  refresh_token_expires_at timestamptz,
  scope text,
  password text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_accounts_user_idx ON auth_accounts (user_id);

-- One-time tokens: email verification and password reset (valid one hour, deleted when used).
CREATE TABLE verifications (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifications_identifier_idx ON verifications (identifier);

-- Security events (OWASP ASVS V7 logging): every sign-in failure, sign-up failure, password reset, role change,
-- suspension and restore, with who was acted on, who acted, the address and user agent. Kept when the account is
-- deleted (user_id set null, the email kept as typed) so an attack stays visible.
CREATE TABLE security_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type text NOT NULL,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  email text,
  ip_address text,
  user_agent text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX security_events_created_idx ON security_events (created_at DESC);
CREATE INDEX security_events_user_idx ON security_events (user_id, created_at DESC);

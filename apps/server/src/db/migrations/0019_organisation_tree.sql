-- Organisation administration (issue 19): the organisation tree, an organisation's time zone and
-- when each user last signed in.
--
-- An organisation may be a customer of another (parent_id). An organisation with customers cannot
-- be deleted before them (ON DELETE RESTRICT), so no customer is left without its parent by
-- accident. A user of an organisation manages its customers (and theirs) as well as their own.
ALTER TABLE organisations
  ADD COLUMN IF NOT EXISTS parent_id uuid NULL REFERENCES organisations (id) ON DELETE RESTRICT;
CREATE INDEX IF NOT EXISTS organisations_parent_idx ON organisations (parent_id);

-- The organisation's IANA time zone (the default of its new projects and its administration pages).
ALTER TABLE organisations ADD COLUMN IF NOT EXISTS time_zone_id text NOT NULL DEFAULT 'Etc/UTC';

-- Set on each successful sign-in; NULL for a user who never signed in (an invitation not taken up).
ALTER TABLE users ADD COLUMN IF NOT EXISTS last_sign_in_at timestamptz NULL;

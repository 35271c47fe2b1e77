-- API keys get a label their owner chooses, so a user can tell their keys apart, see which are
-- still used and revoke one on purpose (issue 12: keys are no longer revoked automatically).
-- A key issued before labels existed is named by its prefix, the part of it the owner can see.
ALTER TABLE api_keys ADD COLUMN label text;
UPDATE api_keys SET label = prefix;
ALTER TABLE api_keys ALTER COLUMN label SET NOT NULL;

-- The key list reads a user's keys that are not revoked, newest first.
CREATE INDEX api_keys_user_active_idx ON api_keys (user_id, created_at DESC)
  WHERE revoked_at IS NULL;

-- The project journal (projects §2 'Records page', §7 'Journal'): users' entries (Source Cloud)
-- and the entries the server writes itself about instruments (Source Connect: attached, detached,
-- lease started or ended, offline and back online, operation mode and sensor health changes).
-- An audit record: rows are only ever inserted, never edited or deleted (the trigger below).
CREATE TABLE journal_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL,
  details text NOT NULL CHECK (char_length(details) BETWEEN 1 AND 1000),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The writer's name when written, so the record still says who after the user is deleted.
  user_name text,
  source text NOT NULL CHECK (source IN ('Connect', 'Cloud', 'Unknown')),
  -- Set on instrument entries, so 'includeInstrumentEntries' can leave them out.
  instrument_id integer REFERENCES instruments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX journal_entries_project_time_idx ON journal_entries (project_id, occurred_at DESC);

CREATE FUNCTION journal_entries_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deleting a project (or a user, or an instrument) cascades through the foreign keys; any other
  -- change to an entry's content is refused.
  IF TG_OP = 'UPDATE' AND (
    NEW.project_id IS DISTINCT FROM OLD.project_id OR NEW.type IS DISTINCT FROM OLD.type
    OR NEW.occurred_at IS DISTINCT FROM OLD.occurred_at OR NEW.details IS DISTINCT FROM OLD.details
    OR NEW.user_name IS DISTINCT FROM OLD.user_name OR NEW.source IS DISTINCT FROM OLD.source
  ) THEN
    RAISE EXCEPTION 'Journal entries are never edited' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER journal_entries_are_final BEFORE UPDATE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entries_are_final();

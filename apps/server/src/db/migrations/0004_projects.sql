-- The projects feature: a project always has a location (spec 03 §5 'A project must have a
-- location'), is deleted softly (deleted_at) so its data stays recoverable, and its name is unique,
-- ignoring case, among the live projects of its organisation. Users star projects (favourites) and
-- are members of projects (membership gives users without Manage_Projects access to a project).

ALTER TABLE projects ALTER COLUMN latitude SET NOT NULL;
ALTER TABLE projects ALTER COLUMN longitude SET NOT NULL;
ALTER TABLE projects ADD COLUMN deleted_at timestamptz;

CREATE UNIQUE INDEX projects_live_name_key ON projects (organisation_id, lower(name))
  WHERE deleted_at IS NULL;

CREATE TABLE project_favourites (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, project_id)
);
CREATE INDEX project_favourites_project_idx ON project_favourites (project_id);

CREATE TABLE project_members (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_members_user_idx ON project_members (user_id);

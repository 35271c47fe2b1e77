-- Report export configs (alerts-contributions §3 'Report export config', §5 'Report scheduling',
-- DOMAIN.md "Reports"): the report settings and daily schedule of one contribution. A contribution
-- has at most one; deleting the contribution (or its project) deletes it.

CREATE TABLE report_export_configs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  contribution_id integer NOT NULL UNIQUE REFERENCES contributions (id) ON DELETE CASCADE,
  name text NOT NULL,
  -- Times of day 'HH:mm' in the project's time zone: the report covers report_from to report_to
  -- of the day it is sent, at scheduled_time.
  report_from text NULL,
  report_to text NULL,
  scheduled_time text NULL,
  -- The contract's ActiveDay names (Sunday ... Saturday), in week order.
  days text[] NOT NULL DEFAULT '{}',
  emails text[] NOT NULL DEFAULT '{}',
  table_period_minutes integer NOT NULL,
  attach_csv boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT false,
  display_monitoring_location_data boolean NOT NULL DEFAULT true,
  -- The contract's MapStyle: Streets, Satellite or None.
  map_style text NOT NULL,
  -- The last saver: whose permissions a scheduled run uses.
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  -- Written only by the scheduler: the project-local date of the last scheduled run.
  last_run_date date NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

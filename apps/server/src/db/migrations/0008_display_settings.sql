-- A project's display units (projects §2 'Display settings tab', §3 'Project sensor group'). A
-- sensor group is a sensor type of the catalogue (its code, e.g. 'PM10'); a row exists only while
-- the group is customised, so deleting it is "reset to default" and IsCustom is "has a row".
-- The factor (mg/m³ per ppm) is kept for gases only; the server checks units and decimals against
-- the catalogue, the checks here only keep impossible rows out.
CREATE TABLE project_display_settings (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  sensor_group text NOT NULL CHECK (char_length(sensor_group) BETWEEN 1 AND 100),
  display_unit text NOT NULL CHECK (char_length(display_unit) BETWEEN 1 AND 50),
  decimal_places smallint NOT NULL CHECK (decimal_places BETWEEN 0 AND 10),
  ppm_to_mgm3_factor double precision CHECK (ppm_to_mgm3_factor IS NULL OR ppm_to_mgm3_factor > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, sensor_group)
);

-- Projects (the fields the time-series core needs; the projects feature adds the rest), the
-- sensor codes, instruments and their sensors, leases, monitoring locations, the attachment history
-- of instruments to locations, readings, the latest value per sensor, and the rollups.

CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  name text NOT NULL,
  latitude double precision,
  longitude double precision,
  location_label text,
  time_zone_id text NOT NULL DEFAULT 'Etc/UTC',
  summer_time_adjusted boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_organisation_idx ON projects (organisation_id);

-- Sensor codes get small numbers so a reading row stays narrow; units, decimals and ranges live in
-- the server's catalogue (src/domain/sensors.ts).
CREATE TABLE sensors (
  id smallint PRIMARY KEY,
  code text NOT NULL UNIQUE
);
INSERT INTO sensors (id, code) VALUES
  (1, 'CO'), (2, 'H2S'), (3, 'NO2'), (4, 'SO2'), (5, 'VOC'), (6, 'CH4'),
  (11, 'PM1'), (12, 'PM2.5'), (13, 'PM4'), (14, 'PM10'), (15, 'TSP'),
  (21, 'WS'), (22, 'WD'), (23, 'TEMP'), (24, 'RH'), (25, 'PRES'), (26, 'RAIN'), (27, 'HAIL');

-- The instrument's integer id keys its readings; the serial is its public name.
CREATE TABLE instruments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  serial text NOT NULL UNIQUE,
  name text NOT NULL,
  model text NOT NULL,
  owner_organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  operation_mode text NOT NULL DEFAULT 'Sample'
    CHECK (operation_mode IN ('Sample', 'Service', 'SpanPort1', 'SpanPort2', 'SpanPort3', 'SpanPort4', 'Zero')),
  battery real,
  inventory_status text
    CHECK (inventory_status IN ('Spare', 'Failed', 'Retired', 'Damaged', 'Discarded', 'Lost', 'Stolen')),
  state_updated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX instruments_owner_idx ON instruments (owner_organisation_id);

CREATE TABLE instrument_sensors (
  instrument_id integer NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  sensor_id smallint NOT NULL REFERENCES sensors (id),
  health text NOT NULL DEFAULT 'Ok' CHECK (health IN ('Ok', 'Aging', 'Failed')),
  PRIMARY KEY (instrument_id, sensor_id)
);

-- A lease gives an instrument to an organisation and, optionally, a project. A terminated lease
-- is final; an instrument has at most one active lease.
CREATE TABLE leases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instrument_id integer NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  project_id uuid REFERENCES projects (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Terminate')),
  start_date timestamptz NOT NULL,
  end_date timestamptz
);
CREATE UNIQUE INDEX leases_one_active_idx ON leases (instrument_id) WHERE status = 'Active';

-- A terminated lease is history: it can never be reassigned or reopened.
CREATE FUNCTION leases_terminated_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Terminate' THEN
    RAISE EXCEPTION 'A terminated lease cannot be reassigned' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER leases_terminated_is_final BEFORE UPDATE ON leases
  FOR EACH ROW EXECUTE FUNCTION leases_terminated_is_final();
CREATE INDEX leases_project_idx ON leases (project_id);

CREATE TABLE monitoring_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  is_hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX monitoring_locations_name_idx ON monitoring_locations (project_id, lower(name));

-- Which instrument measured for which location, and when: a location's series is the union of
-- its attachments' readings, so it survives an instrument swap.
CREATE TABLE attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  instrument_id integer NOT NULL REFERENCES instruments (id) ON DELETE CASCADE,
  monitoring_location_id uuid NOT NULL REFERENCES monitoring_locations (id) ON DELETE CASCADE,
  attached_at timestamptz NOT NULL,
  detached_at timestamptz,
  CHECK (detached_at IS NULL OR detached_at > attached_at)
);
CREATE UNIQUE INDEX attachments_open_idx ON attachments (instrument_id) WHERE detached_at IS NULL;
CREATE INDEX attachments_location_idx ON attachments (monitoring_location_id, attached_at);

-- One row per instrument, sensor and minute end. The covering unique index makes replays
-- idempotent and serves range reads without touching the heap.
CREATE TABLE readings (
  instrument_id integer NOT NULL,
  sensor_id smallint NOT NULL,
  ts timestamptz NOT NULL,
  value double precision NOT NULL,
  flags text[]
);
CREATE UNIQUE INDEX readings_key_idx ON readings (instrument_id, sensor_id, ts) INCLUDE (value);
CREATE INDEX readings_ts_brin_idx ON readings USING brin (ts);

-- The newest reading of each instrument sensor, kept on ingest (never computed with DISTINCT ON).
CREATE TABLE latest (
  instrument_id integer NOT NULL,
  sensor_id smallint NOT NULL,
  ts timestamptz NOT NULL,
  value double precision NOT NULL,
  PRIMARY KEY (instrument_id, sensor_id)
);

-- UTC-aligned rollups labelled by bucket end (readings in (end - R, end]); sums, so averages of
-- longer periods can be merged exactly; sin/cos sums for wind direction.
CREATE TABLE rollups_15m (
  instrument_id integer NOT NULL,
  sensor_id smallint NOT NULL,
  bucket_end timestamptz NOT NULL,
  n integer NOT NULL,
  sum double precision NOT NULL,
  min double precision NOT NULL,
  max double precision NOT NULL,
  sum_sin double precision,
  sum_cos double precision,
  PRIMARY KEY (instrument_id, sensor_id, bucket_end)
);

CREATE TABLE rollups_60m (
  instrument_id integer NOT NULL,
  sensor_id smallint NOT NULL,
  bucket_end timestamptz NOT NULL,
  n integer NOT NULL,
  sum double precision NOT NULL,
  min double precision NOT NULL,
  max double precision NOT NULL,
  sum_sin double precision,
  sum_cos double precision,
  PRIMARY KEY (instrument_id, sensor_id, bucket_end)
);

-- Event rules (alerts-contributions §3 'Event rule', §7 'Event rules'; DOMAIN.md "Alerts"): offline
-- and set point alerts on monitoring locations or a contribution, with their recipients, activation
-- criteria and the evaluation state per watched source. A rule belongs to a project; deleting the
-- project deletes its rules, deleting a watched location or contribution drops it from the rules.

CREATE TABLE event_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  active boolean NOT NULL DEFAULT true,
  -- E-mail addresses and E.164 phone numbers (+ and digits), at most 50 and 25 (spec §9).
  emails text[] NOT NULL DEFAULT '{}' CHECK (cardinality(emails) <= 50),
  phone_numbers text[] NOT NULL DEFAULT '{}' CHECK (cardinality(phone_numbers) <= 25),
  trigger_source text NOT NULL CHECK (trigger_source IN ('MonitoringLocation', 'Contribution')),
  trigger_type text NOT NULL CHECK (trigger_type IN ('Offline', 'SetPoint')),
  -- Offline trigger.
  offline_duration_minutes integer CHECK (offline_duration_minutes IN (1, 5, 10, 15, 30, 60, 120)),
  -- Set point trigger: set and reset points in sensor_unit, averaged over the period.
  sensor_code text CHECK (char_length(sensor_code) BETWEEN 1 AND 50),
  sensor_unit text CHECK (char_length(sensor_unit) BETWEEN 1 AND 50),
  set_point double precision,
  reset_point double precision,
  averaging_period_minutes integer CHECK (averaging_period_minutes BETWEEN 1 AND 10080),
  -- Activation criteria; all three null means every day from 0 to 1439 (the spec omits them).
  active_days text[] CHECK (active_days IS NULL OR cardinality(active_days) BETWEEN 1 AND 7),
  active_time_start smallint CHECK (active_time_start BETWEEN 0 AND 1439),
  active_time_end smallint CHECK (active_time_end BETWEEN 0 AND 1439),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((trigger_type = 'Offline') = (offline_duration_minutes IS NOT NULL)),
  CHECK (
    (trigger_type = 'SetPoint') = (sensor_code IS NOT NULL AND sensor_unit IS NOT NULL
      AND set_point IS NOT NULL AND reset_point IS NOT NULL AND averaging_period_minutes IS NOT NULL)
  ),
  CHECK ((active_days IS NULL) = (active_time_start IS NULL)
    AND (active_days IS NULL) = (active_time_end IS NULL))
);
CREATE INDEX event_rules_project ON event_rules (project_id);

-- The sources a rule watches, in the caller's order, with where the evaluation of that source
-- stands. A set point rule keeps state Armed or Triggered and evaluated_until (the newest value
-- evaluated); an offline rule keeps state Online or Offline, outage_since (when the open outage
-- started) and last_datum_at (the newest datum before it). A new source, a changed trigger and a
-- rule switched on start from the initial state (Armed, or Online), nothing evaluated.
CREATE TABLE event_rule_sources (
  rule_id uuid NOT NULL REFERENCES event_rules (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  location_id uuid REFERENCES monitoring_locations (id) ON DELETE CASCADE,
  contribution_id integer REFERENCES contributions (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('Armed', 'Triggered', 'Online', 'Offline')),
  evaluated_until timestamptz,
  outage_since timestamptz,
  last_datum_at timestamptz,
  -- When the rule began watching this source as it is: the source added, the rule created or
  -- switched on, or its trigger changed. An offline rule counts a silent source's outage from here
  -- (domain/alerts offline.ts watchingSince).
  watching_since timestamptz NOT NULL,
  -- When an evaluation (or a reset) last wrote the state.
  state_updated_at timestamptz NOT NULL,
  PRIMARY KEY (rule_id, position),
  UNIQUE (rule_id, location_id),
  UNIQUE (rule_id, contribution_id),
  CHECK (num_nonnulls(location_id, contribution_id) = 1),
  CHECK ((state = 'Offline') = (outage_since IS NOT NULL))
);
-- Evaluation finds the rules watching a location (arriving readings) or a contribution.
CREATE INDEX event_rule_sources_location ON event_rule_sources (location_id) WHERE location_id IS NOT NULL;
CREATE INDEX event_rule_sources_contribution ON event_rule_sources (contribution_id) WHERE contribution_id IS NOT NULL;

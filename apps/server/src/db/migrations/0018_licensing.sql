-- Licensing (issue 19): an organisation's subscription and the licences of its projects.
--
-- A subscription prices project licences (add-on plan 3) per term (a week or a month). Its renewals
-- fall at renewal_anchor + k × term; the next one is computed when read, so no worker has to roll
-- it forward. license_count is kept equal to the number of paid licences that are live after the
-- next renewal. scheduled_changes holds what an API client asked to change at the next renewal
-- ({"EffectiveDate", "LicenseCount", "Term", "RemovedProjectIds"}); it is applied lazily on the
-- first read or write after that renewal.
CREATE TABLE subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  addon_plan_id integer NOT NULL DEFAULT 3,
  term text NOT NULL CHECK (term IN ('Week', 'Month')),
  unit_price numeric(12, 2) NOT NULL,
  currency_code text NOT NULL DEFAULT 'USD',
  region_code text NOT NULL DEFAULT 'NAM',
  discount_id text NULL,
  discount_percentage numeric(5, 2) NOT NULL DEFAULT 0
    CHECK (discount_percentage >= 0 AND discount_percentage <= 100),
  license_count integer NOT NULL DEFAULT 0 CHECK (license_count >= 0),
  start_date timestamptz NOT NULL,
  renewal_anchor timestamptz NOT NULL,
  scheduled_changes jsonb NULL,
  po_number text NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_organisation ON subscriptions (organisation_id, created_at);

-- A licence of a project: paid (is_trial false) or a trial. A project is licensed at instant t
-- when (start_date IS NULL OR start_date <= t) and (expiry_date IS NULL OR expiry_date > t, or it
-- is a converting trial, which becomes paid at its expiry). start_date NULL marks a licence that
-- existed before start dates were tracked (shown as 'Unknown'). A paid licence removed at renewal
-- gets expiry_date = that renewal; a trial's expiry_date is the trial's end.
CREATE TABLE project_licences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  subscription_id uuid NULL REFERENCES subscriptions (id) ON DELETE SET NULL,
  is_trial boolean NOT NULL,
  start_date timestamptz NULL,
  expiry_date timestamptz NULL,
  converting boolean NOT NULL DEFAULT false,
  converted_at timestamptz NULL,
  po_number text NULL,
  created_by uuid NULL REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX project_licences_project ON project_licences (project_id);
CREATE INDEX project_licences_subscription ON project_licences (subscription_id);
-- One trial per project, ever.
CREATE UNIQUE INDEX project_licences_one_trial ON project_licences (project_id) WHERE is_trial;

-- Existing installs keep working: every project that exists now is licensed (paid, start unknown).
INSERT INTO project_licences (project_id, is_trial, start_date)
SELECT id, false, NULL FROM projects;

-- The monthly SMS limit of an organisation (PUT/DELETE .../sms-limit); no row: unlimited.
CREATE TABLE organisation_sms_limits (
  organisation_id uuid PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
  monthly_limit integer NOT NULL CHECK (monthly_limit >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);

import type { ColumnType, Generated } from 'kysely';

// Kysely's view of the tables of db/migrations. Columns the database fills are Generated.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface OrganisationsTable {
  id: Generated<string>;
  name: string;
  logo_url: string | null;
  background_url: string | null;
  use_dark_mode: Generated<boolean>;
  is_demo: Generated<boolean>;
  created_at: Timestamp;
  /** The organisation this one is a customer of (migration 0019); null for a top-level one. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The organisation's IANA time zone (migration 0019). */
  time_zone_id: Generated<string>;
}

export interface RolesTable {
  name: string;
}

export interface RolePermissionsTable {
  role: string;
  permission: string;
}

export interface UsersTable {
  id: Generated<string>;
  organisation_id: string;
  username: string;
  email: string;
  full_name: string;
  preferred_name: string | null;
  phone_number: string | null;
  job_title: string | null;
  locale: Generated<string>;
  role: string;
  password_hash: string;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  /** When the user last signed in (migration 0019); null when they never did. */
  last_sign_in_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: string;
  impersonated_user_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: RequiredTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export interface ApiKeysTable {
  id: Generated<string>;
  user_id: string;
  key_hash: Buffer;
  prefix: string;
  /** What the key is for, in its owner's words (migration 0006; existing keys got their prefix). */
  label: string;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface FeatureFlagsTable {
  organisation_id: string;
  flag: string;
  enabled: boolean;
}

export interface NotificationsTable {
  id: Generated<string>;
  title: string;
  message: string;
  type: Generated<string>;
  created_at: RequiredTimestamp;
  created_by: string | null;
}

export interface NotificationStatesTable {
  notification_id: string;
  user_id: string;
  status: 'Read' | 'Dismissed';
  updated_at: Timestamp;
}

export interface VerificationCodesTable {
  id: Generated<string>;
  user_id: string;
  target: 'contact' | 'user';
  channel: 'email' | 'phone';
  value: string;
  code_hash: Buffer;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: RequiredTimestamp;
  consumed_at: NullableTimestamp;
}

export interface VerifiedContactsTable {
  user_id: string;
  target: string;
  channel: string;
  value: string;
  verified_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: Generated<string>;
  body: string;
  status: Generated<'pending' | 'sent' | 'failed' | 'held'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  /** The alert event the message notifies of (migration 0015); null for any other message. */
  alert_event_id: number | null;
}

export interface ProjectsTable {
  id: Generated<string>;
  organisation_id: string;
  name: string;
  latitude: number;
  longitude: number;
  location_label: string | null;
  time_zone_id: Generated<string>;
  summer_time_adjusted: Generated<boolean>;
  created_at: Timestamp;
  /** Set when the project is deleted; every read leaves such projects out. */
  deleted_at: NullableTimestamp;
}

export interface ProjectFavouritesTable {
  user_id: string;
  project_id: string;
  created_at: Timestamp;
}

export interface ProjectMembersTable {
  project_id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface SensorsTable {
  id: number;
  code: string;
}

export type OperationMode =
  'Sample' | 'Service' | 'SpanPort1' | 'SpanPort2' | 'SpanPort3' | 'SpanPort4' | 'Zero';

export interface InstrumentsTable {
  id: Generated<number>;
  serial: string;
  name: string;
  model: string;
  owner_organisation_id: string;
  operation_mode: Generated<OperationMode>;
  battery: number | null;
  inventory_status: string | null;
  state_updated_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface InstrumentSensorsTable {
  instrument_id: number;
  sensor_id: number;
  health: Generated<'Ok' | 'Aging' | 'Failed'>;
}

export interface LeasesTable {
  id: Generated<string>;
  instrument_id: number;
  organisation_id: string;
  project_id: string | null;
  status: Generated<'Active' | 'Terminate'>;
  start_date: RequiredTimestamp;
  end_date: NullableTimestamp;
}

export interface MonitoringLocationsTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  latitude: number;
  longitude: number;
  is_hidden: Generated<boolean>;
  created_at: Timestamp;
}

export interface AttachmentsTable {
  id: Generated<string>;
  instrument_id: number;
  monitoring_location_id: string;
  attached_at: RequiredTimestamp;
  detached_at: NullableTimestamp;
}

export interface JournalEntriesTable {
  id: Generated<string>;
  project_id: string;
  type: string;
  occurred_at: RequiredTimestamp;
  details: string;
  user_id: string | null;
  user_name: string | null;
  source: 'Connect' | 'Cloud' | 'Unknown';
  instrument_id: number | null;
  created_at: Timestamp;
}

export interface ReadingsTable {
  instrument_id: number;
  sensor_id: number;
  ts: RequiredTimestamp;
  value: number;
  flags: string[] | null;
}

export interface LatestTable {
  instrument_id: number;
  sensor_id: number;
  ts: RequiredTimestamp;
  value: number;
}

export interface RollupsTable {
  instrument_id: number;
  sensor_id: number;
  bucket_end: RequiredTimestamp;
  n: number;
  sum: number;
  min: number;
  max: number;
  sum_sin: number | null;
  sum_cos: number | null;
}

/** A customised sensor group of a project (migration 0008); no row means the catalogue defaults. */
export interface ProjectDisplaySettingsTable {
  project_id: string;
  sensor_group: string;
  display_unit: string;
  decimal_places: number;
  /** mg/m³ per ppm, gases only. */
  ppm_to_mgm3_factor: number | null;
  updated_at: Timestamp;
}

/** A site contribution (migration 0010). */
export interface ContributionsTable {
  id: Generated<number>;
  project_id: string;
  name: string;
  type: 'Generic' | 'FourteenSixtySix' | 'Der10' | 'NjPam';
  averaging_period_minutes: number;
  automatic_wind_detection: boolean;
  wind_location_id: string | null;
  half_width_degrees: Generated<number>;
  minimum_completeness: Generated<number>;
  start_at: RequiredTimestamp;
  created_at: Timestamp;
  created_by: string | null;
  hide_empty_environmental_summary: Generated<boolean>;
  show_exceedance_summary: Generated<boolean>;
  negative_filtering: Generated<string[]>;
  display_action_levels_on_report_charts: Generated<boolean>;
  display_alerts_on_report_charts: Generated<boolean>;
  computed_to: NullableTimestamp;
  dirty_from: NullableTimestamp;
  history_state: Generated<'Queued' | 'Running' | 'Done' | 'Failed'>;
  history_target: NullableTimestamp;
  history_message: string | null;
  generation: Generated<number>;
}

export interface ContributionLocationsTable {
  contribution_id: number;
  location_id: string;
  position: number;
}

export interface ContributionSensorsTable {
  contribution_id: number;
  sensor_code: string;
  position: number;
}

export interface ContributionActionLevelsTable {
  contribution_id: number;
  sensor_code: string;
  position: number;
  level: number;
}

/** One materialised minute of one contribution pollutant (migration 0010). */
export interface ContributionValuesTable {
  contribution_id: number;
  sensor_code: string;
  ts: RequiredTimestamp;
  status: string;
  value: number | null;
  upwind: number | null;
  downwind: number | null;
  /** bigint: the driver answers a string. */
  upwind_mask: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  downwind_mask: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  wind_speed: number | null;
  wind_direction: number | null;
  avg_value: number | null;
  avg_mode: string | null;
  avg_valid: number | null;
  avg_expected: number | null;
  avg_partial: Generated<boolean>;
  upwind_avg: number | null;
  downwind_avg: number | null;
  ws_avg: number | null;
  wd_avg: number | null;
}

/** One dashboard feedback submission (migration 0011). */
export interface DashboardFeedbackTable {
  id: Generated<number>;
  organisation_id: string;
  project_id: string | null;
  contribution_id: number | null;
  user_id: string | null;
  choices: string[];
  comments: string | null;
  created_at: RequiredTimestamp;
}

/** A set point alert on a channel of a contribution, with its evaluation state (migration 0013). */
export interface ContributionAlertConfigsTable {
  id: Generated<number>;
  contribution_id: number;
  name: string;
  sensor_code: string;
  sensor_unit: string;
  set_point: number;
  reset_point: number;
  period_minutes: number;
  emails: Generated<string[]>;
  phone_numbers: Generated<string[]>;
  active: Generated<boolean>;
  /** Null with the two times: always active. */
  active_days: string[] | null;
  active_time_start: number | null;
  active_time_end: number | null;
  created_at: Timestamp;
  created_by: string | null;
  updated_at: Timestamp;
  state: Generated<'Armed' | 'Triggered'>;
  state_since: RequiredTimestamp;
  evaluated_until: NullableTimestamp;
  last_value: number | null;
  last_triggered_at: NullableTimestamp;
  state_generation: Generated<number>;
}

/** An event rule: an offline or set point alert (migration 0012). */
export interface EventRulesTable {
  id: Generated<string>;
  project_id: string;
  name: string;
  active: Generated<boolean>;
  emails: Generated<string[]>;
  phone_numbers: Generated<string[]>;
  trigger_source: 'MonitoringLocation' | 'Contribution';
  trigger_type: 'Offline' | 'SetPoint';
  offline_duration_minutes: number | null;
  sensor_code: string | null;
  sensor_unit: string | null;
  set_point: number | null;
  reset_point: number | null;
  averaging_period_minutes: number | null;
  /** Null (with both times) means every day from 0 to 1439. */
  active_days: string[] | null;
  active_time_start: number | null;
  active_time_end: number | null;
  created_at: Timestamp;
  created_by: string | null;
  updated_at: Timestamp;
}

/** A source an event rule watches, with its evaluation state (migration 0012). */
export interface EventRuleSourcesTable {
  rule_id: string;
  position: number;
  location_id: string | null;
  contribution_id: number | null;
  state: 'Armed' | 'Triggered' | 'Online' | 'Offline';
  evaluated_until: NullableTimestamp;
  outage_since: NullableTimestamp;
  last_datum_at: NullableTimestamp;
  watching_since: RequiredTimestamp;
  state_updated_at: RequiredTimestamp;
}

/** A firing of an event rule or a contribution alert config, kept as history (migration 0014). */
export interface AlertEventsTable {
  /** bigint identity, read as a number (db/connection.ts). */
  id: Generated<number>;
  event_rule_id: string | null;
  contribution_alert_config_id: number | null;
  location_id: string | null;
  contribution_id: number | null;
  trigger_type: 'Offline' | 'SetPoint';
  triggered_at: RequiredTimestamp;
  value: number | null;
  unit: string | null;
  resolution_status: Generated<'Open' | 'UnderReview' | 'Resolved'>;
  resolved_at: NullableTimestamp;
  sent_status: 'RecipientsNotified' | 'NotSent';
  created_at: Timestamp;
  /** Who resolved it through the PATCH call (migration 0015); null when the evaluation did. */
  resolved_by: string | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

/**
 * A contribution's report settings and daily schedule (migration 0016). Times are 'HH:mm' in the
 * project's time zone; days the contract's ActiveDay names. last_run_date is a `date`, which
 * node-postgres reads as a Date at midnight of the server's time zone; only the scheduler writes
 * it.
 */
export interface ReportExportConfigsTable {
  id: Generated<string>;
  contribution_id: number;
  name: string;
  report_from: string | null;
  report_to: string | null;
  scheduled_time: string | null;
  days: Generated<string[]>;
  emails: Generated<string[]>;
  table_period_minutes: number;
  attach_csv: Generated<boolean>;
  is_active: Generated<boolean>;
  display_monitoring_location_data: Generated<boolean>;
  map_style: 'Streets' | 'Satellite' | 'None';
  created_by: string | null;
  last_run_date: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A report generation task (migration 0017); the PDF and CSV once completed, else the error. */
export interface ReportTasksTable {
  id: Generated<string>;
  user_id: string;
  contribution_id: number;
  request: ColumnType<unknown, string, string>;
  status: Generated<'pending' | 'running' | 'completed' | 'failed'>;
  error: string | null;
  pdf: Buffer | null;
  pdf_file_name: string | null;
  csv: string | null;
  csv_file_name: string | null;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

/** A file sent with an outbox e-mail (migration 0017), in position order. */
export interface OutboxAttachmentsTable {
  outbox_id: string;
  position: number;
  file_name: string;
  content_type: string;
  content: Buffer;
}

/** An organisation's licence subscription (migration 0018); numerics read as numbers. */
export interface SubscriptionsTable {
  id: Generated<string>;
  organisation_id: string;
  addon_plan_id: Generated<number>;
  term: 'Week' | 'Month';
  unit_price: number;
  currency_code: Generated<string>;
  region_code: Generated<string>;
  discount_id: string | null;
  discount_percentage: Generated<number>;
  license_count: Generated<number>;
  start_date: RequiredTimestamp;
  renewal_anchor: RequiredTimestamp;
  /** The changes scheduled for the next renewal (JSON text on write). */
  scheduled_changes: ColumnType<unknown, string | null | undefined, string | null>;
  po_number: string | null;
  created_at: Timestamp;
}

/** A paid or trial licence of a project (migration 0018). */
export interface ProjectLicencesTable {
  id: Generated<string>;
  project_id: string;
  subscription_id: string | null;
  is_trial: boolean;
  start_date: NullableTimestamp;
  expiry_date: NullableTimestamp;
  converting: Generated<boolean>;
  converted_at: NullableTimestamp;
  po_number: string | null;
  created_by: string | null;
  created_at: Timestamp;
}

/** An organisation's monthly SMS limit (migration 0018); no row means unlimited. */
export interface OrganisationSmsLimitsTable {
  organisation_id: string;
  monthly_limit: number;
  updated_at: Timestamp;
}

/** Every table of the database. */
export interface Database {
  organisations: OrganisationsTable;
  roles: RolesTable;
  role_permissions: RolePermissionsTable;
  users: UsersTable;
  sessions: SessionsTable;
  api_keys: ApiKeysTable;
  feature_flags: FeatureFlagsTable;
  notifications: NotificationsTable;
  notification_states: NotificationStatesTable;
  verification_codes: VerificationCodesTable;
  verified_contacts: VerifiedContactsTable;
  outbox: OutboxTable;
  schema_migrations: SchemaMigrationsTable;
  projects: ProjectsTable;
  project_favourites: ProjectFavouritesTable;
  project_members: ProjectMembersTable;
  sensors: SensorsTable;
  instruments: InstrumentsTable;
  instrument_sensors: InstrumentSensorsTable;
  leases: LeasesTable;
  monitoring_locations: MonitoringLocationsTable;
  attachments: AttachmentsTable;
  journal_entries: JournalEntriesTable;
  readings: ReadingsTable;
  latest: LatestTable;
  rollups_15m: RollupsTable;
  rollups_60m: RollupsTable;
  project_display_settings: ProjectDisplaySettingsTable;
  contributions: ContributionsTable;
  contribution_locations: ContributionLocationsTable;
  contribution_sensors: ContributionSensorsTable;
  contribution_action_levels: ContributionActionLevelsTable;
  contribution_values: ContributionValuesTable;
  dashboard_feedback: DashboardFeedbackTable;
  event_rules: EventRulesTable;
  event_rule_sources: EventRuleSourcesTable;
  contribution_alert_configs: ContributionAlertConfigsTable;
  alert_events: AlertEventsTable;
  report_export_configs: ReportExportConfigsTable;
  report_tasks: ReportTasksTable;
  outbox_attachments: OutboxAttachmentsTable;
  subscriptions: SubscriptionsTable;
  project_licences: ProjectLicencesTable;
  organisation_sms_limits: OrganisationSmsLimitsTable;
}

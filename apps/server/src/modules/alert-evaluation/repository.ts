import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AlertEventsTable, Database } from '../../db/schema';

// The only SQL of the alert evaluation (alert_events of migration 0014; the evaluation state in
// event_rule_sources of migration 0012 and contribution_alert_configs of migration 0013; the
// readings and contribution_values it evaluates). The rule lock is db/event-rule-lock.ts, the same
// row lock event-rules' update takes.

type Db = Kysely<Database> | Transaction<Database>;

export { lockRule } from '../../db/event-rule-lock';

/** The ids of the active offline event rules of live projects. */
export async function activeOfflineRuleIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('event_rules')
    .innerJoin('projects', 'projects.id', 'event_rules.project_id')
    .select('event_rules.id')
    .where('event_rules.active', '=', true)
    .where('event_rules.trigger_type', '=', 'Offline')
    .where('projects.deleted_at', 'is', null)
    .orderBy('event_rules.id')
    .execute();
  return rows.map((row) => row.id);
}

/** An event rule with its project's name and clock, or undefined (deleted, or project deleted). */
export function ruleForEvaluation(db: Db, ruleId: string) {
  return db
    .selectFrom('event_rules')
    .innerJoin('projects', 'projects.id', 'event_rules.project_id')
    .selectAll('event_rules')
    .select([
      'projects.name as project_name',
      'projects.time_zone_id',
      'projects.summer_time_adjusted',
    ])
    .where('event_rules.id', '=', ruleId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The sources of a rule in order, with the watched location's or contribution's name. */
export function sourcesForEvaluation(db: Db, ruleId: string) {
  return db
    .selectFrom('event_rule_sources')
    .leftJoin('monitoring_locations', 'monitoring_locations.id', 'event_rule_sources.location_id')
    .leftJoin('contributions', 'contributions.id', 'event_rule_sources.contribution_id')
    .selectAll('event_rule_sources')
    .select([
      'monitoring_locations.name as location_name',
      'contributions.name as contribution_name',
    ])
    .where('event_rule_sources.rule_id', '=', ruleId)
    .orderBy('event_rule_sources.position')
    .execute();
}

/**
 * The newest reading time (epoch ms) of any instrument attached to the location at `now`, null
 * when none is attached or none ever sent data.
 */
export async function newestDatumAtLocation(
  db: Db,
  locationId: string,
  now: Date,
): Promise<number | null> {
  const row = await db
    .selectFrom('latest')
    .innerJoin('attachments', 'attachments.instrument_id', 'latest.instrument_id')
    .select((eb) => eb.fn.max('latest.ts').as('ts'))
    .where('attachments.monitoring_location_id', '=', locationId)
    .where('attachments.attached_at', '<=', now)
    .where((eb) =>
      eb.or([eb('attachments.detached_at', 'is', null), eb('attachments.detached_at', '>', now)]),
    )
    .executeTakeFirst();
  return row?.ts ? new Date(row.ts).getTime() : null;
}

/** Writes the offline state of one source. */
export async function writeOfflineSource(
  db: Db,
  source: { ruleId: string; position: number },
  state: { outageSince: Date | null; lastDatumAt: Date | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('event_rule_sources')
    .set({
      state: state.outageSince === null ? 'Online' : 'Offline',
      outage_since: state.outageSince,
      last_datum_at: state.lastDatumAt,
      state_updated_at: now,
    })
    .where('rule_id', '=', source.ruleId)
    .where('position', '=', source.position)
    .execute();
}

/** Records an event unless the same firing is already recorded; its id when inserted. */
export async function insertEventOnce(
  db: Db,
  event: Omit<Insertable<AlertEventsTable>, 'id' | 'created_at' | 'resolved_at'>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('alert_events')
    .values(event)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Resolves a rule's unresolved offline event of one source (location or contribution) and outage start. */
export async function resolveOfflineEvent(
  db: Db,
  event: { ruleId: string; at: Date } & ({ locationId: string } | { contributionId: number }),
  resolvedAt: Date,
): Promise<void> {
  const query = db
    .updateTable('alert_events')
    .set({ resolution_status: 'Resolved', resolved_at: resolvedAt })
    .where('event_rule_id', '=', event.ruleId)
    .where('trigger_type', '=', 'Offline')
    .where('triggered_at', '=', event.at)
    .where('resolution_status', '<>', 'Resolved');
  await (
    'locationId' in event
      ? query.where('location_id', '=', event.locationId)
      : query.where('contribution_id', '=', event.contributionId)
  ).execute();
}

/** The events of a rule, newest first (event history; tests). */
export async function eventsOfRule(db: Db, ruleId: string) {
  return db
    .selectFrom('alert_events')
    .selectAll()
    .where('event_rule_id', '=', ruleId)
    .orderBy('triggered_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Set point evaluation
// ---------------------------------------------------------------------------------------------

/** Which set point alerts one evaluation covers: all, one project's, or one contribution's. */
export interface SetPointScope {
  readonly projectId?: string | undefined;
  readonly contributionId?: number | undefined;
  /** One rule only (the evaluate call). */
  readonly ruleIds?: readonly string[] | undefined;
}

/** The ids of the active set point event rules of live projects in scope. */
export async function activeSetPointRuleIds(db: Db, scope: SetPointScope = {}): Promise<string[]> {
  let query = db
    .selectFrom('event_rules')
    .innerJoin('projects', 'projects.id', 'event_rules.project_id')
    .select('event_rules.id')
    .where('event_rules.active', '=', true)
    .where('event_rules.trigger_type', '=', 'SetPoint')
    .where('projects.deleted_at', 'is', null);
  if (scope.projectId !== undefined) {
    query = query.where('event_rules.project_id', '=', scope.projectId);
  }
  if (scope.contributionId !== undefined) {
    const contributionId = scope.contributionId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_rule_sources')
          .select('event_rule_sources.rule_id')
          .whereRef('event_rule_sources.rule_id', '=', 'event_rules.id')
          .where('event_rule_sources.contribution_id', '=', contributionId),
      ),
    );
  }
  if (scope.ruleIds !== undefined) {
    if (scope.ruleIds.length === 0) return [];
    query = query.where('event_rules.id', 'in', [...scope.ruleIds]);
  }
  const rows = await query.orderBy('event_rules.id').execute();
  return rows.map((row) => row.id);
}

/** The ids of the active contribution alert configs of live projects in scope. */
export async function activeConfigIds(db: Db, scope: SetPointScope = {}): Promise<number[]> {
  let query = db
    .selectFrom('contribution_alert_configs')
    .innerJoin('contributions', 'contributions.id', 'contribution_alert_configs.contribution_id')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .select('contribution_alert_configs.id')
    .where('contribution_alert_configs.active', '=', true)
    .where('projects.deleted_at', 'is', null);
  if (scope.projectId !== undefined) query = query.where('projects.id', '=', scope.projectId);
  if (scope.contributionId !== undefined) {
    query = query.where('contribution_alert_configs.contribution_id', '=', scope.contributionId);
  }
  const rows = await query.orderBy('contribution_alert_configs.id').execute();
  return rows.map((row) => row.id);
}

/**
 * The projects whose active set point rules watch a location an instrument was attached to at
 * some time in [fromMs, toMs] (readings of that span just arrived).
 */
export async function projectsWatchingInstrument(
  db: Db,
  instrumentId: number,
  fromMs: number,
  toMs: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('attachments')
    .innerJoin(
      'event_rule_sources',
      'event_rule_sources.location_id',
      'attachments.monitoring_location_id',
    )
    .innerJoin('event_rules', 'event_rules.id', 'event_rule_sources.rule_id')
    .select('event_rules.project_id')
    .distinct()
    .where('attachments.instrument_id', '=', instrumentId)
    .where('attachments.attached_at', '<', new Date(toMs))
    .where((eb) =>
      eb.or([
        eb('attachments.detached_at', 'is', null),
        eb('attachments.detached_at', '>=', new Date(fromMs)),
      ]),
    )
    .where('event_rules.active', '=', true)
    .where('event_rules.trigger_type', '=', 'SetPoint')
    .execute();
  return rows.map((row) => row.project_id);
}

/** Whether any active set point rule or config watches a contribution. */
export async function contributionIsWatched(db: Db, contributionId: number): Promise<boolean> {
  const rule = await db
    .selectFrom('event_rule_sources')
    .innerJoin('event_rules', 'event_rules.id', 'event_rule_sources.rule_id')
    .select('event_rules.id')
    .where('event_rule_sources.contribution_id', '=', contributionId)
    .where('event_rules.active', '=', true)
    .where('event_rules.trigger_type', '=', 'SetPoint')
    .limit(1)
    .executeTakeFirst();
  if (rule) return true;
  const config = await db
    .selectFrom('contribution_alert_configs')
    .select('id')
    .where('contribution_id', '=', contributionId)
    .where('active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return config !== undefined;
}

/**
 * A project's own display setting of a sensor group (its code), when it customised it: decimal
 * places and the ppm → mg/m³ factor of a gas; undefined when the project keeps the defaults.
 */
export async function projectSensorSetting(
  db: Db,
  projectId: string,
  sensorCode: string,
): Promise<{ decimalPlaces: number; ppmFactor: number | null } | undefined> {
  const row = await db
    .selectFrom('project_display_settings')
    .select(['decimal_places', 'ppm_to_mgm3_factor'])
    .where('project_id', '=', projectId)
    .where('sensor_group', '=', sensorCode)
    .executeTakeFirst();
  return row && { decimalPlaces: row.decimal_places, ppmFactor: row.ppm_to_mgm3_factor };
}

/**
 * For each instrument attached to the location at `now` that is fitted with the sensor: the time
 * of its newest reading of it (null when it never sent one).
 */
export async function newestReadingsAtLocation(
  db: Db,
  locationId: string,
  sensorCode: string,
  now: Date,
): Promise<(number | null)[]> {
  const rows = await db
    .selectFrom('attachments')
    .innerJoin(
      'instrument_sensors',
      'instrument_sensors.instrument_id',
      'attachments.instrument_id',
    )
    .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .leftJoin('latest', (join) =>
      join
        .onRef('latest.instrument_id', '=', 'attachments.instrument_id')
        .onRef('latest.sensor_id', '=', 'instrument_sensors.sensor_id'),
    )
    .select('latest.ts')
    .where('attachments.monitoring_location_id', '=', locationId)
    .where('sensors.code', '=', sensorCode)
    .where('attachments.attached_at', '<=', now)
    .where((eb) =>
      eb.or([eb('attachments.detached_at', 'is', null), eb('attachments.detached_at', '>', now)]),
    )
    .execute();
  return rows.map((row) => (row.ts ? new Date(row.ts).getTime() : null));
}

/**
 * The readings of one sensor by the instruments attached to a location, stamped in (fromMs,
 * toMs], each counted only while its instrument was attached ((attached_at, detached_at], as the
 * contribution engine counts them), in time order.
 */
export async function locationSensorReadings(
  db: Db,
  locationId: string,
  sensorCode: string,
  fromMs: number,
  toMs: number,
): Promise<{ t: number; v: number }[]> {
  if (toMs <= fromMs) return [];
  const result = await sql<{ t: string | number; v: number }>`
    SELECT (extract(epoch FROM r.ts) * 1000)::bigint AS t, r.value AS v
    FROM attachments a
    JOIN readings r ON r.instrument_id = a.instrument_id
    JOIN sensors s ON s.id = r.sensor_id
    WHERE a.monitoring_location_id = ${locationId}
      AND s.code = ${sensorCode}
      AND r.ts > ${new Date(fromMs)} AND r.ts <= ${new Date(toMs)}
      AND r.ts > a.attached_at
      AND (a.detached_at IS NULL OR r.ts <= a.detached_at)
    ORDER BY r.ts
  `.execute(db);
  return result.rows.map((row) => ({ t: Number(row.t), v: row.v }));
}

/** A contribution with what its evaluation needs, or undefined when deleted. */
export function contributionForEvaluation(db: Db, contributionId: number) {
  return db
    .selectFrom('contributions')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .select([
      'contributions.id',
      'contributions.name',
      'contributions.type',
      'contributions.project_id',
      'contributions.averaging_period_minutes',
      'contributions.minimum_completeness',
      'contributions.start_at',
      'contributions.computed_to',
      'contributions.dirty_from',
      'projects.name as project_name',
      'projects.time_zone_id',
      'projects.summer_time_adjusted',
    ])
    .where('contributions.id', '=', contributionId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The first pollutant of a contribution (its rows carry the wind speed), or undefined. */
export async function firstContributionSensor(
  db: Db,
  contributionId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('contribution_sensors')
    .select('sensor_code')
    .where('contribution_id', '=', contributionId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row?.sensor_code;
}

/** Which stored column of contribution_values a channel is read from. */
export type ContributionColumn = 'value' | 'avg_value' | 'wind_speed' | 'ws_avg';

/**
 * The stored minutes (ts in (fromMs, toMs]) of one row series of a contribution, with the chosen
 * column; avg_value of an Initial row reads as null (not a rolling average of the full period).
 */
export async function contributionColumn(
  db: Db,
  contributionId: number,
  sensorCode: string,
  column: ContributionColumn,
  fromMs: number,
  toMs: number,
): Promise<{ t: number; value: number | null }[]> {
  if (toMs <= fromMs) return [];
  const rows = await db
    .selectFrom('contribution_values')
    .select(['ts', 'value', 'avg_value', 'avg_mode', 'wind_speed', 'ws_avg'])
    .where('contribution_id', '=', contributionId)
    .where('sensor_code', '=', sensorCode)
    .where('ts', '>', new Date(fromMs))
    .where('ts', '<=', new Date(toMs))
    .orderBy('ts')
    .execute();
  return rows.map((row) => {
    let value: number | null = row[column];
    if (column === 'avg_value' && row.avg_mode === 'Initial') value = null;
    return { t: new Date(row.ts).getTime(), value };
  });
}

/** The newest stored minute ≤ toMs of a contribution's row series whose column holds a value. */
export async function newestContributionValue(
  db: Db,
  contributionId: number,
  sensorCode: string,
  column: ContributionColumn,
  toMs: number,
): Promise<number | null> {
  let query = db
    .selectFrom('contribution_values')
    .select((eb) => eb.fn.max('ts').as('ts'))
    .where('contribution_id', '=', contributionId)
    .where('sensor_code', '=', sensorCode)
    .where('ts', '<=', new Date(toMs))
    .where(column, 'is not', null);
  if (column === 'avg_value') {
    query = query.where((eb) =>
      eb.or([eb('avg_mode', 'is', null), eb('avg_mode', '<>', 'Initial')]),
    );
  }
  const row = await query.executeTakeFirst();
  return row?.ts ? new Date(row.ts).getTime() : null;
}

/**
 * The newest datum of a contribution at `now` (offline rules on a contribution): the newest stored
 * minute at which it had data, a valid instantaneous value of any pollutant or a calm minute (the
 * wind source reports, the pollutant sides are not compared); null when it never had one.
 */
export async function newestContributionDatum(
  db: Db,
  contributionId: number,
  now: Date,
): Promise<number | null> {
  const row = await db
    .selectFrom('contribution_values')
    .select((eb) => eb.fn.max('ts').as('ts'))
    .where('contribution_id', '=', contributionId)
    .where('ts', '<=', now)
    .where((eb) => eb.or([eb('value', 'is not', null), eb('status', '=', 'Calm')]))
    .executeTakeFirst();
  return row?.ts ? new Date(row.ts).getTime() : null;
}

/** Writes the set point state of one source of a rule. */
export async function writeSetPointSource(
  db: Db,
  source: { ruleId: string; position: number },
  state: { status: 'Armed' | 'Triggered'; evaluatedUntil: Date | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('event_rule_sources')
    .set({ state: state.status, evaluated_until: state.evaluatedUntil, state_updated_at: now })
    .where('rule_id', '=', source.ruleId)
    .where('position', '=', source.position)
    .execute();
}

/** A contribution alert config with its contribution's and project's names and clock. */
export function configForEvaluation(db: Db, configId: number) {
  return db
    .selectFrom('contribution_alert_configs')
    .innerJoin('contributions', 'contributions.id', 'contribution_alert_configs.contribution_id')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .selectAll('contribution_alert_configs')
    .select([
      'contributions.name as contribution_name',
      'projects.id as project_id',
      'projects.name as project_name',
      'projects.time_zone_id',
      'projects.summer_time_adjusted',
    ])
    .where('contribution_alert_configs.id', '=', configId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Writes a config's machine if nobody changed it since it was read (compare and set on its
 * generation and evaluated_until); false when it changed (the caller rolls back).
 */
export async function writeConfigState(
  db: Db,
  config: { id: number; generation: number; evaluatedUntil: Date | null },
  state: {
    status: 'Armed' | 'Triggered';
    evaluatedUntil: Date | null;
    lastValue: number | null;
    lastTriggeredAt: Date | null;
  },
): Promise<boolean> {
  let query = db
    .updateTable('contribution_alert_configs')
    .set({
      state: state.status,
      evaluated_until: state.evaluatedUntil,
      last_value: state.lastValue,
      last_triggered_at: state.lastTriggeredAt,
    })
    .where('id', '=', config.id)
    .where('state_generation', '=', config.generation);
  query =
    config.evaluatedUntil === null
      ? query.where('evaluated_until', 'is', null)
      : query.where('evaluated_until', '=', config.evaluatedUntil);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Resolves the open set point events of a rule's source or of a config fired before `at` (the
 * value returned to the reset point at `at`).
 */
export async function resolveSetPointEvents(
  db: Db,
  owner:
    | { ruleId: string; locationId: string }
    | { ruleId: string; contributionId: number }
    | { configId: number },
  at: Date,
): Promise<void> {
  let query = db
    .updateTable('alert_events')
    .set({ resolution_status: 'Resolved', resolved_at: at })
    .where('trigger_type', '=', 'SetPoint')
    .where('triggered_at', '<', at)
    .where('resolution_status', '<>', 'Resolved');
  if ('configId' in owner) {
    query = query.where('contribution_alert_config_id', '=', owner.configId);
  } else {
    query = query.where('event_rule_id', '=', owner.ruleId);
    query =
      'locationId' in owner
        ? query.where('location_id', '=', owner.locationId)
        : query.where('contribution_id', '=', owner.contributionId);
  }
  await query.execute();
}

/** The events of a contribution alert config, newest first (event history; tests). */
export async function eventsOfConfig(db: Db, configId: number) {
  return db
    .selectFrom('alert_events')
    .selectAll()
    .where('contribution_alert_config_id', '=', configId)
    .orderBy('triggered_at', 'desc')
    .orderBy(sql`id`, 'desc')
    .execute();
}

/** The project of a monitoring location, or undefined. */
export function locationProject(db: Db, locationId: string) {
  return db
    .selectFrom('monitoring_locations')
    .select(['id', 'project_id'])
    .where('id', '=', locationId)
    .executeTakeFirst();
}

/** The ids of the event rules of a project, or of those watching a location or contribution. */
export async function ruleIdsWatching(
  db: Db,
  source: { projectId: string } | { locationId: string } | { contributionId: number },
): Promise<string[]> {
  let query = db.selectFrom('event_rules').select('event_rules.id');
  if ('projectId' in source) {
    query = query.where('event_rules.project_id', '=', source.projectId);
  } else {
    query = query.where((eb) => {
      let sources = eb
        .selectFrom('event_rule_sources')
        .select('event_rule_sources.rule_id')
        .whereRef('event_rule_sources.rule_id', '=', 'event_rules.id');
      sources =
        'locationId' in source
          ? sources.where('event_rule_sources.location_id', '=', source.locationId)
          : sources.where('event_rule_sources.contribution_id', '=', source.contributionId);
      return eb.exists(sources);
    });
  }
  const rows = await query.orderBy('event_rules.name').orderBy('event_rules.id').execute();
  return rows.map((row) => row.id);
}

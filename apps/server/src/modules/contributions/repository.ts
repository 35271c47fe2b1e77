import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ContributionsTable, Database } from '../../db/schema';
import { isProjectMember } from '../../db/project-membership';

// The only SQL on contributions, their locations, pollutants, action levels and materialised
// values (migration 0010).

type Db = Kysely<Database> | Transaction<Database>;

/** A contribution row with what access checks and readers need of its project. */
export type ContributionWithProject = Selectable<ContributionsTable> & {
  organisation_id: string;
  organisation_name: string;
  project_name: string;
  time_zone_id: string;
  summer_time_adjusted: boolean;
  is_member: boolean;
};

/** A contribution of a live project (with its project's organisation, name and zone), or undefined. */
export function findContributionWithProject(
  db: Db,
  contributionId: number,
  userId: string,
): Promise<ContributionWithProject | undefined> {
  if (!Number.isSafeInteger(contributionId) || contributionId < 1 || contributionId > 2 ** 31 - 1) {
    return Promise.resolve(undefined);
  }
  return db
    .selectFrom('contributions')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .selectAll('contributions')
    .select([
      'projects.organisation_id',
      'organisations.name as organisation_name',
      'projects.name as project_name',
      'projects.time_zone_id',
      'projects.summer_time_adjusted',
      (eb) => isProjectMember(eb, userId),
    ])
    .where('contributions.id', '=', contributionId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst() as Promise<ContributionWithProject | undefined>;
}

/** A data-source location of a contribution, with its bit position and coordinates. */
export interface ContributionLocationRow {
  location_id: string;
  position: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The data-source locations of a contribution, by position. */
export function contributionLocations(
  db: Db,
  contributionId: number,
): Promise<ContributionLocationRow[]> {
  return db
    .selectFrom('contribution_locations')
    .innerJoin(
      'monitoring_locations',
      'monitoring_locations.id',
      'contribution_locations.location_id',
    )
    .select([
      'contribution_locations.location_id',
      'contribution_locations.position',
      'monitoring_locations.name',
      'monitoring_locations.latitude',
      'monitoring_locations.longitude',
    ])
    .where('contribution_locations.contribution_id', '=', contributionId)
    .orderBy('contribution_locations.position')
    .execute();
}

/** The pollutant codes of a contribution, in the user's order. */
export async function contributionSensorCodes(db: Db, contributionId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contribution_sensors')
    .select('sensor_code')
    .where('contribution_id', '=', contributionId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.sensor_code);
}

/** The action levels of a contribution (stored unit), by sensor and position. */
export function contributionActionLevels(db: Db, contributionIds: readonly number[]) {
  if (contributionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contribution_action_levels')
    .select(['contribution_id', 'sensor_code', 'position', 'level'])
    .where('contribution_id', 'in', contributionIds)
    .orderBy('contribution_id')
    .orderBy('sensor_code')
    .orderBy('position')
    .execute();
}

/** One stored minute as readers get it (times as epoch ms, masks as bigint). */
export interface StoredContributionMinute {
  t: number;
  status: string;
  value: number | null;
  upwind: number | null;
  downwind: number | null;
  upwindMask: bigint;
  downwindMask: bigint;
  windSpeed: number | null;
  windDirection: number | null;
  avgValue: number | null;
  avgMode: string | null;
  avgValid: number | null;
  avgExpected: number | null;
  avgPartial: boolean;
  upwindAvg: number | null;
  downwindAvg: number | null;
  wsAvg: number | null;
  wdAvg: number | null;
}

/** The stored minutes of one pollutant of a contribution with ts in (fromMs, toMs], oldest first. */
export async function storedMinutes(
  db: Db,
  contributionId: number,
  sensorCode: string,
  fromMs: number,
  toMs: number,
): Promise<StoredContributionMinute[]> {
  const rows = await db
    .selectFrom('contribution_values')
    .selectAll()
    .where('contribution_id', '=', contributionId)
    .where('sensor_code', '=', sensorCode)
    .where('ts', '>', new Date(fromMs))
    .where('ts', '<=', new Date(toMs))
    .orderBy('ts')
    .execute();
  return rows.map((row) => ({
    t: row.ts.getTime(),
    status: row.status,
    value: row.value,
    upwind: row.upwind,
    downwind: row.downwind,
    upwindMask: BigInt(row.upwind_mask),
    downwindMask: BigInt(row.downwind_mask),
    windSpeed: row.wind_speed,
    windDirection: row.wind_direction,
    avgValue: row.avg_value,
    avgMode: row.avg_mode,
    avgValid: row.avg_valid,
    avgExpected: row.avg_expected,
    avgPartial: row.avg_partial,
    upwindAvg: row.upwind_avg,
    downwindAvg: row.downwind_avg,
    wsAvg: row.ws_avg,
    wdAvg: row.wd_avg,
  }));
}

/** Replaces the stored minutes of every pollutant given in (fromMs, toMs] with `rows`. */
export async function replaceStoredMinutes(
  db: Db,
  contributionId: number,
  fromMs: number,
  toMs: number,
  rows: ReadonlyMap<string, readonly StoredContributionMinute[]>,
): Promise<void> {
  await db
    .deleteFrom('contribution_values')
    .where('contribution_id', '=', contributionId)
    .where('sensor_code', 'in', [...rows.keys()])
    .where('ts', '>', new Date(fromMs))
    .where('ts', '<=', new Date(toMs))
    .execute();
  const all = [...rows].flatMap(([code, list]) => list.map((row) => ({ code, row })));
  if (all.length === 0) return;
  const col = <T>(pick: (row: StoredContributionMinute) => T) => all.map(({ row }) => pick(row));
  // One statement for every row: INSERT ... SELECT FROM unnest(...) (PGlite and PostgreSQL alike).
  await sql`
    INSERT INTO contribution_values (
      contribution_id, sensor_code, ts, status, value, upwind, downwind, upwind_mask,
      downwind_mask, wind_speed, wind_direction, avg_value, avg_mode, avg_valid, avg_expected,
      avg_partial, upwind_avg, downwind_avg, ws_avg, wd_avg
    )
    SELECT ${contributionId}::integer, u.code, to_timestamp(u.t / 1000.0), u.status,
      u.value, u.upwind, u.downwind, u.upwind_mask, u.downwind_mask, u.wind_speed,
      u.wind_direction, u.avg_value, u.avg_mode, u.avg_valid, u.avg_expected, u.avg_partial,
      u.upwind_avg, u.downwind_avg, u.ws_avg, u.wd_avg
    FROM unnest(
      ${all.map(({ code }) => code)}::text[],
      ${col((r) => r.t)}::bigint[],
      ${col((r) => r.status)}::text[],
      ${col((r) => r.value)}::float8[],
      ${col((r) => r.upwind)}::float8[],
      ${col((r) => r.downwind)}::float8[],
      ${col((r) => r.upwindMask.toString())}::bigint[],
      ${col((r) => r.downwindMask.toString())}::bigint[],
      ${col((r) => r.windSpeed)}::float8[],
      ${col((r) => r.windDirection)}::float8[],
      ${col((r) => r.avgValue)}::float8[],
      ${col((r) => r.avgMode)}::text[],
      ${col((r) => r.avgValid)}::smallint[],
      ${col((r) => r.avgExpected)}::integer[],
      ${col((r) => r.avgPartial)}::boolean[],
      ${col((r) => r.upwindAvg)}::float8[],
      ${col((r) => r.downwindAvg)}::float8[],
      ${col((r) => r.wsAvg)}::float8[],
      ${col((r) => r.wdAvg)}::float8[]
    ) AS u(code, t, status, value, upwind, downwind, upwind_mask, downwind_mask, wind_speed,
      wind_direction, avg_value, avg_mode, avg_valid, avg_expected, avg_partial, upwind_avg,
      downwind_avg, ws_avg, wd_avg)
  `.execute(db);
}

/** The sensor codes each monitoring location of a project has had (attached instruments' sensors). */
export async function projectLocationSensorCodes(
  db: Db,
  projectId: string,
): Promise<
  { location_id: string; name: string; latitude: number; longitude: number; codes: string[] }[]
> {
  const rows = await db
    .selectFrom('monitoring_locations')
    .leftJoin('attachments', 'attachments.monitoring_location_id', 'monitoring_locations.id')
    .leftJoin('instrument_sensors', 'instrument_sensors.instrument_id', 'attachments.instrument_id')
    .leftJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .select([
      'monitoring_locations.id as location_id',
      'monitoring_locations.name',
      'monitoring_locations.latitude',
      'monitoring_locations.longitude',
      sql<
        string[]
      >`coalesce(array_agg(DISTINCT sensors.code) FILTER (WHERE sensors.code IS NOT NULL), '{}')`.as(
        'codes',
      ),
    ])
    .where('monitoring_locations.project_id', '=', projectId)
    .groupBy([
      'monitoring_locations.id',
      'monitoring_locations.name',
      'monitoring_locations.latitude',
      'monitoring_locations.longitude',
    ])
    .orderBy('monitoring_locations.name')
    .execute();
  return rows;
}

/** Readings of some locations and sensors in (fromMs, toMs], as arrays per location and sensor. */
export interface LocationSensorSeries {
  locationId: string;
  sensorId: number;
  t: number[];
  v: (number | null)[];
}

/**
 * The readings the instruments attached to `locationIds` recorded for `sensorIds` in (fromMs,
 * toMs], each counted only while its instrument was attached, (attached_at, detached_at] (as
 * readings/series.ts counts them). One row per location and sensor, times and values as arrays:
 * thousands of small rows cost far more to decode through PGlite than a few arrays.
 */
export async function locationReadings(
  db: Db,
  locationIds: readonly string[],
  sensorIds: readonly number[],
  fromMs: number,
  toMs: number,
): Promise<LocationSensorSeries[]> {
  if (locationIds.length === 0 || sensorIds.length === 0 || toMs <= fromMs) return [];
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const result = await sql<{
    location_id: string;
    sensor_id: number;
    t: string[];
    v: (number | null)[];
  }>`
    SELECT a.monitoring_location_id AS location_id, r.sensor_id,
      array_agg((extract(epoch FROM r.ts) * 1000)::bigint ORDER BY r.ts) AS t,
      array_agg(r.value ORDER BY r.ts) AS v
    FROM attachments a
    JOIN readings r ON r.instrument_id = a.instrument_id
    WHERE a.monitoring_location_id = ANY(${[...locationIds]}::uuid[])
      AND r.sensor_id = ANY(${[...sensorIds]}::integer[])
      AND r.ts > ${from} AND r.ts <= ${to}
      AND r.ts > a.attached_at
      AND (a.detached_at IS NULL OR r.ts <= a.detached_at)
      AND a.attached_at < ${to}
      AND (a.detached_at IS NULL OR a.detached_at > ${from})
    GROUP BY a.monitoring_location_id, r.sensor_id
  `.execute(db);
  return result.rows.map((row) => ({
    locationId: row.location_id,
    sensorId: row.sensor_id,
    t: row.t.map(Number),
    v: row.v,
  }));
}

/** The ids of the catalogue sensors by code. */
export async function sensorIdsByCode(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('sensors').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * Takes the dirty mark of a contribution (the earliest minute late readings touched) and clears
 * it in one statement, so readings that land after this moment mark it again. Answers the
 * contribution as it was (its dirty_from included), or undefined once deleted.
 */
export async function takeDirtyMark(
  db: Db,
  contributionId: number,
): Promise<Selectable<ContributionsTable> | undefined> {
  const result = await sql<Selectable<ContributionsTable>>`
    WITH old AS (
      SELECT * FROM contributions WHERE id = ${contributionId} FOR UPDATE
    )
    UPDATE contributions c SET dirty_from = NULL FROM old WHERE c.id = old.id
    RETURNING old.*
  `.execute(db);
  return result.rows[0];
}

/** Restores a dirty mark a failed run took (the earliest of it and any newer mark is kept). */
export async function restoreDirtyMark(
  db: Db,
  contributionId: number,
  dirtyFrom: Date,
): Promise<void> {
  await sql`
    UPDATE contributions SET dirty_from = least(coalesce(dirty_from, ${dirtyFrom}), ${dirtyFrom})
    WHERE id = ${contributionId}
  `.execute(db);
}

/**
 * Marks the contributions that read a location the instrument was attached to at some time in
 * (fromMs, toMs] (as a data source, the chosen wind source or, with automatic detection, any
 * location of the project): their minutes from fromMs on are recomputed. Returns their ids.
 */
export async function markDirtyForInstrument(
  db: Db,
  instrumentId: number,
  fromMs: number,
  toMs: number,
): Promise<number[]> {
  const from = new Date(fromMs);
  const to = new Date(toMs);
  const result = await sql<{ id: number }>`
    UPDATE contributions c
    SET dirty_from = least(coalesce(c.dirty_from, ${from}), ${from})
    WHERE c.id IN (
      SELECT DISTINCT c2.id
      FROM attachments a
      JOIN monitoring_locations ml ON ml.id = a.monitoring_location_id
      JOIN contributions c2 ON c2.project_id = ml.project_id
      WHERE a.instrument_id = ${instrumentId}
        AND a.attached_at < ${to}
        AND (a.detached_at IS NULL OR a.detached_at > ${from})
        AND (
          c2.automatic_wind_detection
          OR c2.wind_location_id = ml.id
          OR EXISTS (
            SELECT 1 FROM contribution_locations cl
            WHERE cl.contribution_id = c2.id AND cl.location_id = ml.id
          )
        )
    )
    RETURNING c.id
  `.execute(db);
  return result.rows.map((row) => row.id);
}

/** Saves how far a run got, only while the contribution is of the generation the run began in. */
export async function saveProgress(
  db: Db,
  contributionId: number,
  generation: number,
  changes: {
    computedTo?: Date;
    state?: 'Queued' | 'Running' | 'Done' | 'Failed';
    target?: Date;
    message?: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('contributions')
    .set({
      ...(changes.computedTo === undefined ? {} : { computed_to: changes.computedTo }),
      ...(changes.state === undefined ? {} : { history_state: changes.state }),
      ...(changes.target === undefined ? {} : { history_target: changes.target }),
      ...(changes.message === undefined ? {} : { history_message: changes.message }),
    })
    .where('id', '=', contributionId)
    .where('generation', '=', generation)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The contribution as a run reads it (undefined once deleted). */
export function findContribution(db: Db, contributionId: number) {
  return db
    .selectFrom('contributions')
    .selectAll()
    .where('id', '=', contributionId)
    .executeTakeFirst();
}

/** Contributions whose stored minutes lag `beforeMs` (a sweep brings them up to date). */
export async function laggingContributions(db: Db, beforeMs: number): Promise<number[]> {
  const rows = await db
    .selectFrom('contributions')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .select('contributions.id')
    .where('projects.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('contributions.computed_to', 'is', null),
        eb('contributions.computed_to', '<', new Date(beforeMs)),
        eb('contributions.dirty_from', 'is not', null),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Records that computing a contribution's history failed (state Failed with the reason). */
export async function markHistoryFailed(db: Db, contributionId: number, message: string) {
  await db
    .updateTable('contributions')
    .set({ history_state: 'Failed', history_message: message })
    .where('id', '=', contributionId)
    .where('history_state', '!=', 'Done')
    .execute();
}

/** A live project with what access checks need, or undefined. */
export function findProjectForUser(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('projects')
    .select(['projects.id', 'projects.organisation_id', (eb) => isProjectMember(eb, userId)])
    .where('projects.id', '=', projectId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** When the first instrument was attached to any of these locations (null when none ever was). */
export async function firstAttachment(
  db: Db,
  locationIds: readonly string[],
): Promise<Date | null> {
  if (locationIds.length === 0) return null;
  const row = await db
    .selectFrom('attachments')
    .select((eb) => eb.fn.min('attached_at').as('first'))
    .where('monitoring_location_id', 'in', locationIds)
    .executeTakeFirst();
  return (row?.first as Date | null | undefined) ?? null;
}

/** A new contribution with its sources, pollutants and levels (in the caller's transaction). */
export async function insertContribution(
  db: Db,
  input: {
    projectId: string;
    name: string;
    type: ContributionsTable['type'];
    periodMinutes: number;
    automaticWindDetection: boolean;
    windLocationId: string | null;
    startAt: Date;
    createdBy: string | null;
    target: Date;
    locations: readonly string[];
    sensors: readonly string[];
    levels: readonly { sensorCode: string; position: number; level: number }[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('contributions')
    .values({
      project_id: input.projectId,
      name: input.name,
      type: input.type,
      averaging_period_minutes: input.periodMinutes,
      automatic_wind_detection: input.automaticWindDetection,
      wind_location_id: input.windLocationId,
      start_at: input.startAt,
      created_by: input.createdBy,
      history_target: input.target,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('contribution_locations')
    .values(
      input.locations.map((location_id, position) => ({
        contribution_id: id,
        location_id,
        position,
      })),
    )
    .execute();
  if (input.sensors.length > 0) {
    await db
      .insertInto('contribution_sensors')
      .values(
        input.sensors.map((sensor_code, position) => ({
          contribution_id: id,
          sensor_code,
          position,
        })),
      )
      .execute();
  }
  await replaceActionLevels(db, id, input.levels);
  return id;
}

/** Replaces every action level of a contribution. */
export async function replaceActionLevels(
  db: Db,
  contributionId: number,
  levels: readonly { sensorCode: string; position: number; level: number }[],
): Promise<void> {
  await db
    .deleteFrom('contribution_action_levels')
    .where('contribution_id', '=', contributionId)
    .execute();
  if (levels.length === 0) return;
  await db
    .insertInto('contribution_action_levels')
    .values(
      levels.map((l) => ({
        contribution_id: contributionId,
        sensor_code: l.sensorCode,
        position: l.position,
        level: l.level,
      })),
    )
    .execute();
}

/** Saves a contribution's report options. */
export async function updateReportOptions(
  db: Db,
  contributionId: number,
  options: {
    hideEmptyEnvironmentalSummary: boolean;
    showExceedanceSummary: boolean;
    negativeFiltering: string[];
    displayActionLevels: boolean;
    displayAlerts: boolean;
  },
): Promise<void> {
  await db
    .updateTable('contributions')
    .set({
      hide_empty_environmental_summary: options.hideEmptyEnvironmentalSummary,
      show_exceedance_summary: options.showExceedanceSummary,
      negative_filtering: options.negativeFiltering,
      display_action_levels_on_report_charts: options.displayActionLevels,
      display_alerts_on_report_charts: options.displayAlerts,
    })
    .where('id', '=', contributionId)
    .execute();
}

/** Deletes a contribution; its sources, pollutants, levels and stored minutes go with it. */
export async function deleteContribution(db: Db, contributionId: number): Promise<void> {
  await db.deleteFrom('contributions').where('id', '=', contributionId).execute();
}

/**
 * Restarts a contribution at a new start: every stored minute is dropped, the generation moves on
 * (a run of the old one stops at its next commit) and the history is queued again.
 */
export async function restartContribution(
  db: Db,
  contributionId: number,
  startAt: Date,
  target: Date,
): Promise<void> {
  await db
    .deleteFrom('contribution_values')
    .where('contribution_id', '=', contributionId)
    .execute();
  await db
    .updateTable('contributions')
    .set((eb) => ({
      start_at: startAt,
      computed_to: null,
      dirty_from: null,
      history_state: 'Queued',
      history_target: target,
      history_message: null,
      generation: eb('generation', '+', 1),
    }))
    .where('id', '=', contributionId)
    .execute();
}

/** Contributions of live projects, narrowed to an organisation (id or name) and a project. */
export function contributionsInScope(
  db: Db,
  userId: string,
  scope: {
    organisationId: string | null;
    organisationName: string | null;
    projectId: string | null;
  },
) {
  let query = db
    .selectFrom('contributions')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .selectAll('contributions')
    .select([
      'projects.organisation_id',
      'organisations.name as organisation_name',
      'projects.name as project_name',
      (eb) => isProjectMember(eb, userId),
    ])
    .where('projects.deleted_at', 'is', null);
  if (scope.organisationId !== null)
    query = query.where('projects.organisation_id', '=', scope.organisationId);
  if (scope.organisationName !== null) {
    query = query.where(sql`lower(organisations.name)`, '=', scope.organisationName.toLowerCase());
  }
  if (scope.projectId !== null) query = query.where('projects.id', '=', scope.projectId);
  return query
    .orderBy(sql`lower(contributions.name)`)
    .orderBy('contributions.id')
    .execute();
}

/** The contributions of one project, by name. */
export function projectContributions(db: Db, projectId: string) {
  return db
    .selectFrom('contributions')
    .select(['id', 'name', 'type'])
    .where('project_id', '=', projectId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** The pollutants of some contributions, in each one's order. */
export function sensorsOf(db: Db, contributionIds: readonly number[]) {
  if (contributionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contribution_sensors')
    .select(['contribution_id', 'sensor_code'])
    .where('contribution_id', 'in', contributionIds)
    .orderBy('contribution_id')
    .orderBy('position')
    .execute();
}

/** Which of these contributions have a data source with an instrument attached now. */
export async function contributionsWithActiveLocations(
  db: Db,
  contributionIds: readonly number[],
): Promise<Set<number>> {
  if (contributionIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('contribution_locations')
    .innerJoin(
      'attachments',
      'attachments.monitoring_location_id',
      'contribution_locations.location_id',
    )
    .select('contribution_locations.contribution_id')
    .distinct()
    .where('contribution_locations.contribution_id', 'in', contributionIds)
    .where('attachments.detached_at', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.contribution_id));
}

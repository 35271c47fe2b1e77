import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { findLiveProject } from '../../db/project-membership';

// The only SQL of the project dashboard's calls. Every read is of the latest or materialised
// tables, or one index probe per series (ORDER BY ts DESC LIMIT 1 on a primary key), never a scan
// of raw history; never DISTINCT ON (PGlite).

type Db = Kysely<Database> | Transaction<Database>;

/** A live project with what access checks need, or undefined (db/project-membership.ts). */
export const findProject = findLiveProject;

/** The contributions of a project, by name (NJ PAM included: the screen hides them). */
export function projectContributions(db: Db, projectId: string) {
  return db
    .selectFrom('contributions')
    .select(['id', 'name', 'type'])
    .where('project_id', '=', projectId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Which contributions of a project have a data source with an instrument attached at `at`. */
export async function activeContributionIds(
  db: Db,
  projectId: string,
  at: Date,
): Promise<Set<number>> {
  const result = await sql<{ id: number }>`
    SELECT c.id FROM contributions c
    WHERE c.project_id = ${projectId} AND EXISTS (
      SELECT 1 FROM contribution_locations cl
      JOIN attachments a ON a.monitoring_location_id = cl.location_id
      WHERE cl.contribution_id = c.id AND a.attached_at <= ${at}
        AND (a.detached_at IS NULL OR a.detached_at > ${at})
    )
  `.execute(db);
  return new Set(result.rows.map((row) => row.id));
}

/** The latest stored minute of one pollutant of a contribution (null columns when none). */
export interface LatestMinuteRow {
  contribution_id: number;
  sensor_code: string | null;
  ts: Date | null;
  avg_value: number | null;
  avg_mode: string | null;
  upwind_mask: string | null;
  downwind_mask: string | null;
  wind_speed: number | null;
  wind_direction: number | null;
}

/**
 * Per contribution of the project and each of its pollutants (in the user's order), the newest
 * stored minute with ts ≤ `at`: one backward probe of contribution_values' primary key per
 * (contribution, pollutant). With `averagedRows`, a Block (NJ PAM) contribution's newest minute
 * that has an averaged row (its block ends and the running block's partial row) instead. A
 * contribution without pollutants answers one row with sensor_code null.
 */
export async function latestMinutes(
  db: Db,
  projectId: string,
  at: Date,
  { averagedRows }: { averagedRows: boolean },
): Promise<LatestMinuteRow[]> {
  const blockFilter = averagedRows ? sql`AND (c.type <> 'NjPam' OR v.avg_mode IS NOT NULL)` : sql``;
  const result = await sql<LatestMinuteRow>`
    SELECT c.id AS contribution_id, cs.sensor_code, m.ts, m.avg_value, m.avg_mode,
      m.upwind_mask::text AS upwind_mask, m.downwind_mask::text AS downwind_mask,
      m.wind_speed, m.wind_direction
    FROM contributions c
    LEFT JOIN contribution_sensors cs ON cs.contribution_id = c.id
    LEFT JOIN LATERAL (
      SELECT v.ts, v.avg_value, v.avg_mode, v.upwind_mask, v.downwind_mask, v.wind_speed,
        v.wind_direction
      FROM contribution_values v
      WHERE v.contribution_id = c.id AND v.sensor_code = cs.sensor_code AND v.ts <= ${at}
        ${blockFilter}
      ORDER BY v.ts DESC
      LIMIT 1
    ) m ON true
    WHERE c.project_id = ${projectId}
    ORDER BY c.id, cs.position
  `.execute(db);
  return result.rows.map((row) => ({ ...row, ts: row.ts === null ? null : new Date(row.ts) }));
}

/** The newest wind a contribution stored, at or before a moment. */
export interface LatestWindRow {
  contribution_id: number;
  ts: Date | null;
  wind_speed: number | null;
  wind_direction: number | null;
}

/**
 * Per contribution of the project, the newest stored minute in (at − maxAgeMinutes, at] whose wind
 * source had a reading (speed or direction), read on the contribution's first pollutant (every
 * pollutant's minute carries the same wind). A backward probe of contribution_values' key, at most
 * maxAgeMinutes rows per contribution.
 */
export async function latestWind(
  db: Db,
  projectId: string,
  at: Date,
  maxAgeMinutes: number,
): Promise<LatestWindRow[]> {
  const since = new Date(at.getTime() - maxAgeMinutes * 60_000);
  const result = await sql<LatestWindRow>`
    SELECT c.id AS contribution_id, m.ts, m.wind_speed, m.wind_direction
    FROM contributions c
    LEFT JOIN LATERAL (
      SELECT cs.sensor_code FROM contribution_sensors cs
      WHERE cs.contribution_id = c.id ORDER BY cs.position LIMIT 1
    ) first ON true
    LEFT JOIN LATERAL (
      SELECT v.ts, v.wind_speed, v.wind_direction
      FROM contribution_values v
      WHERE v.contribution_id = c.id AND v.sensor_code = first.sensor_code
        AND v.ts <= ${at} AND v.ts > ${since}
        AND (v.wind_speed IS NOT NULL OR v.wind_direction IS NOT NULL)
      ORDER BY v.ts DESC
      LIMIT 1
    ) m ON true
    WHERE c.project_id = ${projectId}
    ORDER BY lower(c.name), c.id
  `.execute(db);
  return result.rows.map((row) => ({ ...row, ts: row.ts === null ? null : new Date(row.ts) }));
}

/** The data-source locations of a project's contributions with their bit positions and names. */
export async function contributionLocationNames(db: Db, projectId: string) {
  return db
    .selectFrom('contribution_locations')
    .innerJoin('contributions', 'contributions.id', 'contribution_locations.contribution_id')
    .innerJoin(
      'monitoring_locations',
      'monitoring_locations.id',
      'contribution_locations.location_id',
    )
    .select([
      'contribution_locations.contribution_id',
      'contribution_locations.position',
      'monitoring_locations.name',
    ])
    .where('contributions.project_id', '=', projectId)
    .orderBy('contribution_locations.contribution_id')
    .orderBy('contribution_locations.position')
    .execute();
}

/** The newest reading at or before `at` of one sensor at a location, for the environment. */
export interface LocationReadingRow {
  location_id: string;
  location_name: string;
  code: string;
  ts: Date | null;
  value: number | null;
}

/**
 * For each location of the project and each of `codes` fitted to an instrument attached there at
 * `at`, the instrument's newest reading with ts ≤ `at` recorded since it was attached there (one
 * backward probe of readings' key per instrument sensor). Null ts/value when it has none.
 */
export async function latestLocationReadings(
  db: Db,
  projectId: string,
  codes: readonly string[],
  at: Date,
): Promise<LocationReadingRow[]> {
  const result = await sql<LocationReadingRow>`
    SELECT ml.id AS location_id, ml.name AS location_name, s.code, r.ts, r.value
    FROM monitoring_locations ml
    JOIN attachments a ON a.monitoring_location_id = ml.id
      AND a.attached_at < ${at} AND (a.detached_at IS NULL OR a.detached_at >= ${at})
    JOIN instrument_sensors isn ON isn.instrument_id = a.instrument_id
    JOIN sensors s ON s.id = isn.sensor_id AND s.code = ANY(${[...codes]}::text[])
    LEFT JOIN LATERAL (
      SELECT r.ts, r.value FROM readings r
      WHERE r.instrument_id = a.instrument_id AND r.sensor_id = s.id
        AND r.ts <= ${at} AND r.ts > a.attached_at
      ORDER BY r.ts DESC
      LIMIT 1
    ) r ON true
    WHERE ml.project_id = ${projectId}
    ORDER BY lower(ml.name), ml.id
  `.execute(db);
  return result.rows.map((row) => ({ ...row, ts: row.ts === null ? null : new Date(row.ts) }));
}

/** Sums of one channel at one location over a window (for the map's averaged values). */
export interface ChannelSums {
  location_id: string;
  code: string;
  n: number;
  sum: number;
  sum_sin: number | null;
  sum_cos: number | null;
}

/**
 * The sums of the readings recorded at `locationIds` by the instruments attached there now (each
 * reading stamped after its instrument was attached there), per location and sensor, over the
 * window (loMs, nowMs]: the rollup buckets of `rollupMinutes` that lie wholly inside (aMs, bMs]
 * (both on that rollup's grid) plus the readings themselves in (loMs, aMs] and (bMs, nowMs], so
 * the window is exact while at most two rollup widths of readings are read per series. A bucket
 * that begins before its instrument was attached there is left out (a rollup cannot be split).
 * aMs = bMs = nowMs reads the readings alone.
 */
export async function channelSums(
  db: Db,
  locationIds: readonly string[],
  window: { loMs: number; aMs: number; bMs: number; nowMs: number; rollupMinutes: 15 | 60 },
): Promise<ChannelSums[]> {
  if (locationIds.length === 0) return [];
  const lo = new Date(window.loMs);
  const a = new Date(window.aMs);
  const b = new Date(window.bMs);
  const now = new Date(window.nowMs);
  const rollup = sql.table(window.rollupMinutes === 60 ? 'rollups_60m' : 'rollups_15m');
  const width = sql.lit(`${window.rollupMinutes} minutes`);
  // Readings of one range, probed per instrument sensor on the readings key.
  const raw = (from: Date, to: Date) => sql`
    SELECT att.monitoring_location_id AS location_id, isn.sensor_id, count(*) AS n,
      sum(r.value) AS sum, sum(sin(radians(r.value))) AS sum_sin,
      sum(cos(radians(r.value))) AS sum_cos
    FROM att
    JOIN instrument_sensors isn ON isn.instrument_id = att.instrument_id
    JOIN readings r ON r.instrument_id = isn.instrument_id AND r.sensor_id = isn.sensor_id
    WHERE r.ts > ${from} AND r.ts <= ${to} AND r.ts > att.attached_at
    GROUP BY att.monitoring_location_id, isn.sensor_id`;
  const result = await sql<ChannelSums>`
    WITH att AS (
      SELECT instrument_id, monitoring_location_id, attached_at FROM attachments
      WHERE monitoring_location_id = ANY(${[...locationIds]}::uuid[]) AND detached_at IS NULL
    ),
    parts AS (
      ${raw(lo, a)}
      UNION ALL
      ${raw(b, now)}
      UNION ALL
      SELECT att.monitoring_location_id, isn.sensor_id, sum(r.n), sum(r.sum), sum(r.sum_sin),
        sum(r.sum_cos)
      FROM att
      JOIN instrument_sensors isn ON isn.instrument_id = att.instrument_id
      JOIN ${rollup} r ON r.instrument_id = isn.instrument_id AND r.sensor_id = isn.sensor_id
      WHERE r.bucket_end > ${a} AND r.bucket_end <= ${b}
        AND r.bucket_end - ${width}::interval >= att.attached_at
      GROUP BY att.monitoring_location_id, isn.sensor_id
    )
    SELECT p.location_id, s.code, sum(p.n)::integer AS n, sum(p.sum) AS sum,
      sum(p.sum_sin) AS sum_sin, sum(p.sum_cos) AS sum_cos
    FROM parts p JOIN sensors s ON s.id = p.sensor_id
    GROUP BY p.location_id, s.code
  `.execute(db);
  return result.rows.map((row) => ({
    ...row,
    n: Number(row.n),
    sum: Number(row.sum),
    sum_sin: row.sum_sin === null ? null : Number(row.sum_sin),
    sum_cos: row.sum_cos === null ? null : Number(row.sum_cos),
  }));
}

// ---------------------------------------------------------------------------------------------
// Feedback

/** Stores one dashboard feedback submission. */
export async function insertFeedback(
  db: Db,
  row: {
    organisationId: string;
    projectId: string;
    contributionId: number;
    userId: string;
    choices: readonly string[];
    comments: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .insertInto('dashboard_feedback')
    .values({
      organisation_id: row.organisationId,
      project_id: row.projectId,
      contribution_id: row.contributionId,
      user_id: row.userId,
      choices: [...row.choices],
      comments: row.comments,
      created_at: row.at,
    })
    .execute();
}

/** The newest `limit` feedback submissions with the names of what they refer to. */
export function listFeedback(db: Db, limit: number) {
  return db
    .selectFrom('dashboard_feedback as f')
    .innerJoin('organisations as o', 'o.id', 'f.organisation_id')
    .leftJoin('projects as p', 'p.id', 'f.project_id')
    .leftJoin('contributions as c', 'c.id', 'f.contribution_id')
    .leftJoin('users as u', 'u.id', 'f.user_id')
    .select([
      'f.id',
      'f.contribution_id',
      'c.name as contribution_name',
      'f.project_id',
      'p.name as project_name',
      'o.name as organisation_name',
      'u.email as user_email',
      'u.full_name as user_name',
      'f.choices',
      'f.comments',
      'f.created_at',
    ])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
}

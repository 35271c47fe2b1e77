import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The SQL of the contribution reads: the materialised minutes of contribution_values (migration
// 0010), only the columns a read needs, and a project's 1466 contributions. Nothing is computed
// here; the lead's materialiser writes these rows.

/** A column of contribution_values a read may ask for. */
export type ValueColumn =
  | 'status'
  | 'value'
  | 'upwind'
  | 'downwind'
  | 'upwind_mask'
  | 'downwind_mask'
  | 'wind_speed'
  | 'wind_direction'
  | 'avg_value'
  | 'avg_mode'
  | 'avg_partial'
  | 'upwind_avg'
  | 'downwind_avg'
  | 'ws_avg'
  | 'wd_avg';

/**
 * One stored minute with the asked columns: t is the end of the minute in epoch ms; masks arrive
 * as decimal text (exact for every bit up to 62; int8 parses to a double elsewhere).
 */
export interface ValueRow {
  t: number;
  status?: string;
  value?: number | null;
  upwind?: number | null;
  downwind?: number | null;
  upwind_mask?: string;
  downwind_mask?: string;
  wind_speed?: number | null;
  wind_direction?: number | null;
  avg_value?: number | null;
  avg_mode?: string | null;
  avg_partial?: boolean;
  upwind_avg?: number | null;
  downwind_avg?: number | null;
  ws_avg?: number | null;
  wd_avg?: number | null;
}

const MASKS = new Set<ValueColumn>(['upwind_mask', 'downwind_mask']);

/** Stored minutes column by column: t (epoch ms, ascending) and one array per asked column. */
export type MinuteColumns = { t: number[] } & Partial<Record<ValueColumn, unknown[]>>;

/**
 * The stored minutes of one pollutant of a contribution with ts in (fromMs, toMs], oldest first,
 * with only `columns`, column by column. One range scan of the primary key (contribution_id,
 * sensor_code, ts).
 *
 * The minutes come back as ONE row holding a JSON object of column arrays (array_agg per column,
 * in ts order), not as one row per minute: on PGlite the driver's per-row decoding is most of the
 * cost of a long read (an 8-day read is 11 520 minutes), and JSON.parse of one text is several
 * times cheaper. Times are epoch milliseconds; masks are text, so no bit is lost in JSON.
 */
export async function readColumns(
  db: Kysely<Database>,
  contributionId: number,
  sensorCode: string,
  fromMs: number,
  toMs: number,
  columns: readonly ValueColumn[],
): Promise<MinuteColumns> {
  const unique = [...new Set(columns)];
  const arrays = unique.map((column) =>
    MASKS.has(column)
      ? sql`${sql.lit(column)}, array_agg(${sql.ref(column)}::text ORDER BY ts)`
      : sql`${sql.lit(column)}, array_agg(${sql.ref(column)} ORDER BY ts)`,
  );
  const result = await sql<{ minutes: string }>`
    SELECT json_build_object(
      't', array_agg((extract(epoch FROM ts) * 1000)::int8 ORDER BY ts)
      ${arrays.length > 0 ? sql`, ${sql.join(arrays)}` : sql``}
    )::text AS minutes
    FROM contribution_values
    WHERE contribution_id = ${contributionId}
      AND sensor_code = ${sensorCode}
      AND ts > ${new Date(fromMs)}
      AND ts <= ${new Date(toMs)}
  `.execute(db);
  const text = result.rows[0]?.minutes;
  const parsed = (text ? JSON.parse(text) : {}) as Record<string, unknown[] | null>;
  const out: MinuteColumns = { t: ((parsed.t ?? []) as unknown[]).map(Number) };
  for (const column of unique) out[column] = parsed[column] ?? out.t.map(() => null);
  return out;
}

/** The same minutes as readColumns, one object per minute (for the files, which look up by t). */
export async function readValues(
  db: Kysely<Database>,
  contributionId: number,
  sensorCode: string,
  fromMs: number,
  toMs: number,
  columns: readonly ValueColumn[],
): Promise<ValueRow[]> {
  const read = await readColumns(db, contributionId, sensorCode, fromMs, toMs, columns);
  const unique = [...new Set(columns)];
  return read.t.map((t, i) => {
    const row: Record<string, unknown> = { t };
    for (const column of unique) row[column] = (read[column] as unknown[])[i];
    return row as unknown as ValueRow;
  });
}

/** The Rule 1466 contributions of a project, earliest start first. */
export function fourteenSixtySixContributions(db: Kysely<Database>, projectId: string) {
  return db
    .selectFrom('contributions')
    .select(['id', 'name', 'start_at'])
    .where('project_id', '=', projectId)
    .where('type', '=', 'FourteenSixtySix')
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

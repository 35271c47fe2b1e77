import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

// The only SQL of report generation: report tasks (migration 0017), the print session of the
// rendering browser, and what the scheduler reads and claims of report export configs (0016).

type Db = Kysely<Database> | Transaction<Database>;

/** A task as stored, without its files. */
export interface ReportTaskRow {
  id: string;
  user_id: string;
  contribution_id: number;
  request: unknown;
  status: 'pending' | 'running' | 'completed' | 'failed';
  error: string | null;
  created_at: Date;
}

/** Stores a new pending task; returns its id. */
export async function insertTask(
  db: Db,
  task: { userId: string; contributionId: number; request: object; createdAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('report_tasks')
    .values({
      user_id: task.userId,
      contribution_id: task.contributionId,
      request: JSON.stringify(task.request),
      created_at: task.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A task without its files, or undefined. */
export function findTask(db: Db, taskId: string): Promise<ReportTaskRow | undefined> {
  if (!UUID.test(taskId)) return Promise.resolve(undefined);
  return db
    .selectFrom('report_tasks')
    .select(['id', 'user_id', 'contribution_id', 'request', 'status', 'error', 'created_at'])
    .where('id', '=', taskId)
    .executeTakeFirst();
}

/** A task with its files, or undefined. */
export function findTaskWithFiles(db: Db, taskId: string) {
  if (!UUID.test(taskId)) return Promise.resolve(undefined);
  return db
    .selectFrom('report_tasks')
    .select(['id', 'user_id', 'status', 'error', 'pdf', 'pdf_file_name', 'csv', 'csv_file_name'])
    .where('id', '=', taskId)
    .executeTakeFirst();
}

/** Marks a waiting task running; false when it is gone or already finished. */
export async function markTaskRunning(db: Db, taskId: string): Promise<boolean> {
  const row = await db
    .updateTable('report_tasks')
    .set({ status: 'running' })
    .where('id', '=', taskId)
    .where('status', 'in', ['pending', 'running'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores a task's files and marks it completed. */
export async function completeTask(
  db: Db,
  taskId: string,
  files: { pdf: Buffer; pdfFileName: string; csv: string | null; csvFileName: string | null },
  at: Date,
): Promise<void> {
  await db
    .updateTable('report_tasks')
    .set({
      status: 'completed',
      error: null,
      pdf: files.pdf,
      pdf_file_name: files.pdfFileName,
      csv: files.csv,
      csv_file_name: files.csvFileName,
      completed_at: at,
    })
    .where('id', '=', taskId)
    .execute();
}

/** Marks a task failed with the reason shown to its user. */
export async function failTask(db: Db, taskId: string, error: string, at: Date): Promise<void> {
  await db
    .updateTable('report_tasks')
    .set({ status: 'failed', error, completed_at: at })
    .where('id', '=', taskId)
    .execute();
}

/** Deletes the tasks created before `before`; returns how many. */
export async function deleteTasksBefore(db: Db, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('report_tasks')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A user's language (users.locale), or undefined for an unknown user. */
export async function userLocale(db: Db, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.locale;
}

/** Stores a session for the printing browser; returns its id. */
export async function insertPrintSession(
  db: Db,
  session: { tokenHash: Buffer; userId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      created_at: session.createdAt,
      last_seen_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: null,
      user_agent: 'report renderer',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Ends a print session. */
export async function deletePrintSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** The saved report options of a contribution (its export config row), or undefined. */
export function savedReportOptions(db: Db, contributionId: number) {
  return db
    .selectFrom('report_export_configs')
    .select(['name', 'table_period_minutes', 'display_monitoring_location_data', 'map_style'])
    .where('contribution_id', '=', contributionId)
    .executeTakeFirst();
}

/** A schedule the minute tick looks at: active, with days, recipients and times. */
export interface ScheduleCandidate {
  id: string;
  days: string[];
  scheduled_time: string;
  time_zone_id: string;
  summer_time_adjusted: boolean;
  /** 'yyyy-MM-dd', or null before the first run. */
  last_run: string | null;
}

/**
 * The active export configs that can run: at least one day and one e-mail, the three times set,
 * of a live project.
 */
export async function scheduleCandidates(db: Db): Promise<ScheduleCandidate[]> {
  const rows = await db
    .selectFrom('report_export_configs as c')
    .innerJoin('contributions', 'contributions.id', 'c.contribution_id')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .select([
      'c.id',
      'c.days',
      'c.scheduled_time',
      'projects.time_zone_id',
      'projects.summer_time_adjusted',
      sql<string | null>`to_char(c.last_run_date, 'YYYY-MM-DD')`.as('last_run'),
    ])
    .where('c.is_active', '=', true)
    .where(sql<boolean>`cardinality(c.days) > 0`)
    .where(sql<boolean>`cardinality(c.emails) > 0`)
    .where('c.scheduled_time', 'is not', null)
    .where('c.report_from', 'is not', null)
    .where('c.report_to', 'is not', null)
    .where('projects.deleted_at', 'is', null)
    .orderBy('c.id')
    .execute();
  return rows as ScheduleCandidate[];
}

/**
 * Claims a config's run of a local date: sets last_run_date unless it already holds that date.
 * True for the one caller that claimed it (two servers on one database never both run it).
 */
export async function claimRun(db: Db, configId: string, date: string): Promise<boolean> {
  const result = await sql<{ id: string }>`
    UPDATE report_export_configs SET last_run_date = ${date}::date
    WHERE id = ${configId} AND last_run_date IS DISTINCT FROM ${date}::date
    RETURNING id`.execute(db);
  return result.rows.length === 1;
}

/** An export config with what a scheduled run needs of its contribution and project. */
export function exportConfigForRun(db: Db, configId: string) {
  if (!UUID.test(configId)) return Promise.resolve(undefined);
  return db
    .selectFrom('report_export_configs as c')
    .innerJoin('contributions', 'contributions.id', 'c.contribution_id')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .select([
      'c.id',
      'c.contribution_id',
      'c.name',
      'c.report_from',
      'c.report_to',
      'c.emails',
      'c.table_period_minutes',
      'c.attach_csv',
      'c.is_active',
      'c.display_monitoring_location_data',
      'c.map_style',
      'c.created_by',
      'contributions.name as contribution_name',
      'projects.id as project_id',
      'projects.name as project_name',
      'projects.time_zone_id',
      'projects.summer_time_adjusted',
    ])
    .where('c.id', '=', configId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

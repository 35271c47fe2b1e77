import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, ReportExportConfigsTable } from '../../db/schema';
import { isProjectMember } from '../../db/project-membership';

// The only SQL on report export configs (migration 0016).

type Db = Kysely<Database> | Transaction<Database>;

/** A config with what readers and access checks need of its contribution and project. */
export type ReportConfigRow = Selectable<ReportExportConfigsTable> & {
  contribution_type: Database['contributions']['type'];
  averaging_period_minutes: number;
  project_id: string;
  organisation_id: string;
  is_member: boolean;
};

function configsWithProject(db: Db, userId: string) {
  return db
    .selectFrom('report_export_configs')
    .innerJoin('contributions', 'contributions.id', 'report_export_configs.contribution_id')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .selectAll('report_export_configs')
    .select([
      'contributions.type as contribution_type',
      'contributions.averaging_period_minutes',
      'projects.id as project_id',
      'projects.organisation_id',
      (eb) => isProjectMember(eb, userId),
    ])
    .where('projects.deleted_at', 'is', null);
}

/** One config of a live project, or undefined (the caller checks the id is a uuid). */
export function findConfig(
  db: Db,
  configId: string,
  userId: string,
): Promise<ReportConfigRow | undefined> {
  return configsWithProject(db, userId)
    .where('report_export_configs.id', '=', configId)
    .executeTakeFirst() as Promise<ReportConfigRow | undefined>;
}

/** The config of a contribution, or undefined. */
export function findConfigOfContribution(
  db: Db,
  contributionId: number,
  userId: string,
): Promise<ReportConfigRow | undefined> {
  return configsWithProject(db, userId)
    .where('report_export_configs.contribution_id', '=', contributionId)
    .executeTakeFirst() as Promise<ReportConfigRow | undefined>;
}

/**
 * The configs of live projects, narrowed to an organisation and a project when given (null: any),
 * by name then id.
 */
export function configsInScope(
  db: Db,
  userId: string,
  scope: { organisationId: string | null; projectId: string | null },
): Promise<ReportConfigRow[]> {
  let query = configsWithProject(db, userId);
  if (scope.organisationId !== null) {
    query = query.where('projects.organisation_id', '=', scope.organisationId);
  }
  if (scope.projectId !== null) query = query.where('projects.id', '=', scope.projectId);
  return query
    .orderBy(sql`lower(report_export_configs.name)`)
    .orderBy('report_export_configs.id')
    .execute() as Promise<ReportConfigRow[]>;
}

/** What a config is made of, as the service writes it (never last_run_date: the scheduler's). */
export interface ReportConfigValues {
  name: string;
  from: string | null;
  to: string | null;
  scheduledTime: string | null;
  days: string[];
  emails: string[];
  tablePeriodMinutes: number;
  attachCsv: boolean;
  isActive: boolean;
  displayMonitoringLocationData: boolean;
  mapStyle: 'Streets' | 'Satellite' | 'None';
}

function columns(values: ReportConfigValues, savedBy: string, now: Date) {
  return {
    name: values.name,
    report_from: values.from,
    report_to: values.to,
    scheduled_time: values.scheduledTime,
    days: values.days,
    emails: values.emails,
    table_period_minutes: values.tablePeriodMinutes,
    attach_csv: values.attachCsv,
    is_active: values.isActive,
    display_monitoring_location_data: values.displayMonitoringLocationData,
    map_style: values.mapStyle,
    created_by: savedBy,
    updated_at: now,
  };
}

/** A new config of a contribution; returns its id. Throws the unique violation on a second one. */
export async function insertConfig(
  db: Db,
  contributionId: number,
  values: ReportConfigValues,
  savedBy: string,
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('report_export_configs')
    .values({
      ...columns(values, savedBy, now),
      contribution_id: contributionId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a config's values; the saver becomes the user its scheduled runs act as. */
export async function updateConfig(
  db: Db,
  configId: string,
  values: ReportConfigValues,
  savedBy: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('report_export_configs')
    .set(columns(values, savedBy, now))
    .where('id', '=', configId)
    .execute();
}

/** Deletes a config. */
export async function deleteConfig(db: Db, configId: string): Promise<void> {
  await db.deleteFrom('report_export_configs').where('id', '=', configId).execute();
}

import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { ContributionAlertConfigsTable, Database } from '../../db/schema';
import { isProjectMember } from '../../db/project-membership';

// The only SQL on contribution alert configs (migration 0013).

type Db = Kysely<Database> | Transaction<Database>;

/** A config with what readers and access checks need of its contribution and project. */
export type ConfigRow = Selectable<ContributionAlertConfigsTable> & {
  contribution_name: string;
  project_id: string;
  project_name: string;
  organisation_id: string;
  organisation_name: string;
  is_member: boolean;
};

function configsWithProject(db: Db, userId: string) {
  return db
    .selectFrom('contribution_alert_configs')
    .innerJoin('contributions', 'contributions.id', 'contribution_alert_configs.contribution_id')
    .innerJoin('projects', 'projects.id', 'contributions.project_id')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .selectAll('contribution_alert_configs')
    .select([
      'contributions.name as contribution_name',
      'projects.id as project_id',
      'projects.name as project_name',
      'projects.organisation_id',
      'organisations.name as organisation_name',
      (eb) => isProjectMember(eb, userId),
    ])
    .where('projects.deleted_at', 'is', null);
}

/** Whether an id can be a row id at all (integer column): anything else finds nothing. */
function isRowId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2 ** 31 - 1;
}

/** One config of a live project, or undefined. */
export function findConfig(
  db: Db,
  configId: number,
  userId: string,
): Promise<ConfigRow | undefined> {
  if (!isRowId(configId)) return Promise.resolve(undefined);
  return configsWithProject(db, userId)
    .where('contribution_alert_configs.id', '=', configId)
    .executeTakeFirst() as Promise<ConfigRow | undefined>;
}

/**
 * The configs of live projects, narrowed to an organisation, a project and a contribution when
 * given (null: any), by name then id.
 */
export function configsInScope(
  db: Db,
  userId: string,
  scope: {
    organisationId: string | null;
    projectId: string | null;
    contributionId: number | null;
  },
): Promise<ConfigRow[]> {
  let query = configsWithProject(db, userId);
  if (scope.organisationId !== null) {
    query = query.where('projects.organisation_id', '=', scope.organisationId);
  }
  if (scope.projectId !== null) query = query.where('projects.id', '=', scope.projectId);
  if (scope.contributionId !== null) {
    query = query.where('contribution_alert_configs.contribution_id', '=', scope.contributionId);
  }
  return query
    .orderBy(sql`lower(contribution_alert_configs.name)`)
    .orderBy('contribution_alert_configs.id')
    .execute() as Promise<ConfigRow[]>;
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

/** What a config is made of, as the service writes it. */
export interface ConfigValues {
  name: string;
  sensorCode: string;
  sensorUnit: string;
  setPoint: number;
  resetPoint: number;
  periodMinutes: number;
  emails: string[];
  phoneNumbers: string[];
  active: boolean;
  activation: { days: string[]; start: number; end: number } | null;
}

function columns(values: ConfigValues) {
  return {
    name: values.name,
    sensor_code: values.sensorCode,
    sensor_unit: values.sensorUnit,
    set_point: values.setPoint,
    reset_point: values.resetPoint,
    period_minutes: values.periodMinutes,
    emails: values.emails,
    phone_numbers: values.phoneNumbers,
    active: values.active,
    active_days: values.activation?.days ?? null,
    active_time_start: values.activation?.start ?? null,
    active_time_end: values.activation?.end ?? null,
  };
}

/** A new config of a contribution, its machine armed since `now`; returns its id. */
export async function insertConfig(
  db: Db,
  contributionId: number,
  values: ConfigValues,
  createdBy: string,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('contribution_alert_configs')
    .values({
      ...columns(values),
      contribution_id: contributionId,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
      state_since: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Replaces a config's values. With `resetState`, its machine starts again at `now`: armed, nothing
 * evaluated, a new generation (the last firing is kept).
 */
export async function updateConfig(
  db: Db,
  configId: number,
  values: ConfigValues,
  resetState: boolean,
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('contribution_alert_configs')
    .set({ ...columns(values), updated_at: now })
    .where('id', '=', configId);
  if (resetState) {
    query = query.set((eb) => ({
      state: 'Armed' as const,
      state_since: now,
      evaluated_until: null,
      last_value: null,
      state_generation: eb('state_generation', '+', 1),
    }));
  }
  await query.execute();
}

/** Deletes a config. */
export async function deleteConfig(db: Db, configId: number): Promise<void> {
  await db.deleteFrom('contribution_alert_configs').where('id', '=', configId).execute();
}

import {
  sql,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { Database, EventRuleSourcesTable, EventRulesTable } from '../../db/schema';
import { isProjectMember } from '../../db/project-membership';

// The only SQL on event rules and their watched sources (migration 0012).

type Db = Kysely<Database> | Transaction<Database>;

/** A live project with what access checks and the rule's common fields need, or undefined. */
export function findProject(db: Db, projectId: string, userId: string) {
  return db
    .selectFrom('projects')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .select([
      'projects.id',
      'projects.name',
      'projects.organisation_id',
      'organisations.name as organisation_name',
      (eb) => isProjectMember(eb, userId),
    ])
    .where('projects.id', '=', projectId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The monitoring locations of a project with the sensor codes their instruments ever had. */
export async function projectLocations(
  db: Db,
  projectId: string,
): Promise<{ id: string; name: string; codes: string[] }[]> {
  return db
    .selectFrom('monitoring_locations')
    .leftJoin('attachments', 'attachments.monitoring_location_id', 'monitoring_locations.id')
    .leftJoin('instrument_sensors', 'instrument_sensors.instrument_id', 'attachments.instrument_id')
    .leftJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .select([
      'monitoring_locations.id',
      'monitoring_locations.name',
      sql<
        string[]
      >`coalesce(array_agg(DISTINCT sensors.code) FILTER (WHERE sensors.code IS NOT NULL), '{}')`.as(
        'codes',
      ),
    ])
    .where('monitoring_locations.project_id', '=', projectId)
    .groupBy(['monitoring_locations.id', 'monitoring_locations.name'])
    .execute();
}

/** The contributions of a project with their type, period and pollutants. */
export async function projectContributions(
  db: Db,
  projectId: string,
): Promise<
  { id: number; name: string; type: string; averaging_period_minutes: number; codes: string[] }[]
> {
  return db
    .selectFrom('contributions')
    .leftJoin('contribution_sensors', 'contribution_sensors.contribution_id', 'contributions.id')
    .select([
      'contributions.id',
      'contributions.name',
      'contributions.type',
      'contributions.averaging_period_minutes',
      sql<
        string[]
      >`coalesce(array_agg(contribution_sensors.sensor_code) FILTER (WHERE contribution_sensors.sensor_code IS NOT NULL), '{}')`.as(
        'codes',
      ),
    ])
    .where('contributions.project_id', '=', projectId)
    .groupBy([
      'contributions.id',
      'contributions.name',
      'contributions.type',
      'contributions.averaging_period_minutes',
    ])
    .execute();
}

/** An event rule with its project's name, organisation and the reading user's membership. */
export type RuleRow = Selectable<EventRulesTable> & {
  project_name: string;
  organisation_id: string;
  organisation_name: string;
  is_member: boolean;
};

function rules(db: Db, userId: string) {
  return db
    .selectFrom('event_rules')
    .innerJoin('projects', 'projects.id', 'event_rules.project_id')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .selectAll('event_rules')
    .select([
      'projects.name as project_name',
      'projects.organisation_id',
      'organisations.name as organisation_name',
      (eb) => isProjectMember(eb, userId),
    ])
    .where('projects.deleted_at', 'is', null);
}

/** An event rule of a live project, or undefined. */
export function findRule(db: Db, ruleId: string, userId: string): Promise<RuleRow | undefined> {
  return rules(db, userId).where('event_rules.id', '=', ruleId).executeTakeFirst();
}

/** A watched source with its name and evaluation state. */
export type SourceRow = Selectable<EventRuleSourcesTable> & { name: string };

/** The sources of some rules, each rule's in its order. */
export function ruleSources(db: Db, ruleIds: readonly string[]): Promise<SourceRow[]> {
  if (ruleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('event_rule_sources')
    .leftJoin('monitoring_locations', 'monitoring_locations.id', 'event_rule_sources.location_id')
    .leftJoin('contributions', 'contributions.id', 'event_rule_sources.contribution_id')
    .selectAll('event_rule_sources')
    .select(sql<string>`coalesce(monitoring_locations.name, contributions.name, '')`.as('name'))
    .where('event_rule_sources.rule_id', 'in', ruleIds)
    .orderBy('event_rule_sources.rule_id')
    .orderBy('event_rule_sources.position')
    .execute();
}

/** The columns of a rule a create or an update writes. */
export type RuleValues = Omit<
  Insertable<EventRulesTable>,
  'id' | 'created_at' | 'created_by' | 'updated_at' | 'project_id'
>;

/** A source row as written (the rule id is added). */
export type SourceValues = Omit<Insertable<EventRuleSourcesTable>, 'rule_id'>;

/** A new rule with its sources (in the caller's transaction); returns its id. */
export async function insertRule(
  db: Db,
  input: {
    projectId: string;
    createdBy: string;
    values: RuleValues;
    sources: readonly SourceValues[];
  },
): Promise<string> {
  const { id } = await db
    .insertInto('event_rules')
    .values({ ...input.values, project_id: input.projectId, created_by: input.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertSources(db, id, input.sources);
  return id;
}

async function insertSources(db: Db, ruleId: string, sources: readonly SourceValues[]) {
  if (sources.length === 0) return;
  await db
    .insertInto('event_rule_sources')
    .values(sources.map((source) => ({ ...source, rule_id: ruleId })))
    .execute();
}

export { lockRule } from '../../db/event-rule-lock';

/** Saves a rule's fields and replaces its sources (in the caller's transaction). */
export async function updateRule(
  db: Db,
  ruleId: string,
  values: RuleValues,
  sources: readonly SourceValues[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('event_rules')
    .set({ ...values, updated_at: now })
    .where('id', '=', ruleId)
    .execute();
  await db.deleteFrom('event_rule_sources').where('rule_id', '=', ruleId).execute();
  await insertSources(db, ruleId, sources);
}

/** Deletes a rule (its sources go with it). */
export async function deleteRule(db: Db, ruleId: string): Promise<void> {
  await db.deleteFrom('event_rules').where('id', '=', ruleId).execute();
}

/** Which rules a list or ids call covers. */
export interface RuleScope {
  userId: string;
  /** Only this organisation's projects; null for every organisation. */
  organisationId: string | null;
  /** Only projects the user is a member of (a caller without Manage_Projects). */
  memberOnly: boolean;
  projectId: string | null;
  /** Only rules watching a location this instrument is attached to now (or a contribution of it). */
  monitorId: number | null;
}

/** A sort column of the list. */
export type RuleSortKey =
  'Name' | 'ProjectName' | 'OrganisationName' | 'TriggerType' | 'TriggerSource' | 'Active';

const SORT_EXPRESSIONS: Record<RuleSortKey, RawBuilder<unknown>> = {
  Name: sql`lower(event_rules.name) COLLATE "C"`,
  ProjectName: sql`lower(projects.name) COLLATE "C"`,
  OrganisationName: sql`lower(organisations.name) COLLATE "C"`,
  TriggerType: sql`event_rules.trigger_type COLLATE "C"`,
  TriggerSource: sql`event_rules.trigger_source COLLATE "C"`,
  Active: sql`event_rules.active`,
};

const NAME_KEY = sql`lower(event_rules.name) COLLATE "C"`;

/** Where a page starts: after the row with these sort values. */
export interface RuleCursor {
  key: string | boolean;
  name: string;
  id: string;
}

/** What a page of the list asks for. */
export interface RulePageRequest extends RuleScope {
  sort: RuleSortKey;
  dir: 'asc' | 'desc';
  triggerTypes: readonly string[] | null;
  triggerSources: readonly string[] | null;
  active: boolean | null;
  search: string | null;
  after: RuleCursor | null;
  limit: number;
}

/** A LIKE pattern matching `text` anywhere, with its own % _ and \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function scoped(db: Db, scope: RuleScope) {
  let query = rules(db, scope.userId);
  if (scope.organisationId !== null)
    query = query.where('projects.organisation_id', '=', scope.organisationId);
  if (scope.memberOnly) {
    const userId = scope.userId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('project_members')
          .select('project_members.project_id')
          .whereRef('project_members.project_id', '=', 'projects.id')
          .where('project_members.user_id', '=', userId),
      ),
    );
  }
  if (scope.projectId !== null) query = query.where('event_rules.project_id', '=', scope.projectId);
  if (scope.monitorId !== null) {
    query = query.where(
      sql<SqlBool>`EXISTS (
        SELECT 1 FROM event_rule_sources s
        JOIN attachments a ON a.detached_at IS NULL AND a.instrument_id = ${scope.monitorId}
        WHERE s.rule_id = event_rules.id
          AND (s.location_id = a.monitoring_location_id
            OR EXISTS (
              SELECT 1 FROM contribution_locations cl
              WHERE cl.contribution_id = s.contribution_id
                AND cl.location_id = a.monitoring_location_id
            ))
      )`,
    );
  }
  return query;
}

/** One page of the rules in scope, filtered, searched and sorted; with the sort values. */
export async function rulePage(
  db: Db,
  request: RulePageRequest,
): Promise<(RuleRow & { sort_key: string | boolean; sort_name: string })[]> {
  const key = SORT_EXPRESSIONS[request.sort];
  let query = scoped(db, request).select([
    sql<string | boolean>`${key}`.as('sort_key'),
    sql<string>`${NAME_KEY}`.as('sort_name'),
  ]);
  if (request.triggerTypes !== null)
    query = query.where('event_rules.trigger_type', 'in', [...request.triggerTypes] as never[]);
  if (request.triggerSources !== null)
    query = query.where('event_rules.trigger_source', 'in', [...request.triggerSources] as never[]);
  if (request.active !== null) query = query.where('event_rules.active', '=', request.active);
  if (request.search) {
    const pattern = containsPattern(request.search);
    query = query.where(
      sql<SqlBool>`(event_rules.name ILIKE ${pattern} ESCAPE '\\'
        OR projects.name ILIKE ${pattern} ESCAPE '\\'
        OR organisations.name ILIKE ${pattern} ESCAPE '\\'
        OR event_rules.sensor_code ILIKE ${pattern} ESCAPE '\\')`,
    );
  }
  if (request.after) {
    const { key: value, name, id } = request.after;
    const op = request.dir === 'asc' ? sql`>` : sql`<`;
    const typed = typeof value === 'boolean' ? sql`${value}::boolean` : sql`${value}::text`;
    query = query.where(
      sql<SqlBool>`(${key}, ${NAME_KEY}, event_rules.id) ${op} (${typed}, ${name}::text, ${id}::uuid)`,
    );
  }
  return query
    .orderBy(key, request.dir)
    .orderBy(NAME_KEY, request.dir)
    .orderBy('event_rules.id', request.dir)
    .limit(request.limit)
    .execute() as Promise<(RuleRow & { sort_key: string | boolean; sort_name: string })[]>;
}

/** The ids of the rules in scope, by name. */
export async function ruleIdsInScope(db: Db, scope: RuleScope): Promise<string[]> {
  const rows = await scoped(db, scope)
    .clearSelect()
    .select('event_rules.id')
    .orderBy(NAME_KEY)
    .orderBy('event_rules.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The sources watched by the rules in scope, with the rule's trigger source. */
export async function sourcesInScope(db: Db, scope: RuleScope) {
  return scoped(db, scope)
    .clearSelect()
    .innerJoin('event_rule_sources', 'event_rule_sources.rule_id', 'event_rules.id')
    .select([
      'event_rules.id',
      'event_rules.trigger_source',
      'event_rule_sources.location_id',
      'event_rule_sources.contribution_id',
    ])
    .orderBy('event_rules.trigger_source')
    .orderBy('event_rule_sources.location_id')
    .orderBy('event_rule_sources.contribution_id')
    .orderBy(NAME_KEY)
    .orderBy('event_rules.id')
    .execute();
}

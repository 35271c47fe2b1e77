import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AlertEventsTable, Database } from '../../db/schema';

// The only SQL of the alert evaluation (alert_events of migration 0014; the evaluation state in
// event_rule_sources of migration 0012). The rule lock is event-rules' lockRule.

type Db = Kysely<Database> | Transaction<Database>;

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

/** The sources of a rule in order, with the watched location's name (null for a contribution). */
export function sourcesForEvaluation(db: Db, ruleId: string) {
  return db
    .selectFrom('event_rule_sources')
    .leftJoin('monitoring_locations', 'monitoring_locations.id', 'event_rule_sources.location_id')
    .selectAll('event_rule_sources')
    .select('monitoring_locations.name as location_name')
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

/** Resolves a rule's unresolved event of one location and firing time. */
export async function resolveLocationEvent(
  db: Db,
  event: { ruleId: string; locationId: string; triggerType: 'Offline' | 'SetPoint'; at: Date },
  resolvedAt: Date,
): Promise<void> {
  await db
    .updateTable('alert_events')
    .set({ resolution_status: 'Resolved', resolved_at: resolvedAt })
    .where('event_rule_id', '=', event.ruleId)
    .where('location_id', '=', event.locationId)
    .where('trigger_type', '=', event.triggerType)
    .where('triggered_at', '=', event.at)
    .where('resolution_status', '<>', 'Resolved')
    .execute();
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

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LicenceRow } from '../../domain/licensing/licences';
import type { LicenceTerm } from '../../domain/licensing/terms';

// The only SQL of licensing: subscriptions, project licences (migration 0018) and what the licence
// tables read of projects, instruments and the `latest` table.

type Db = Kysely<Database>;

/** An organisation by name, ignoring case. */
export async function findOrganisationByName(db: Db, name: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

/** Names of every organisation, by name. */
export async function organisationNames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('organisations').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

/** Takes the organisation's row lock, so two licence changes of one organisation run one by one. */
export async function lockOrganisation(db: Db, organisationId: string): Promise<void> {
  await db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisationId)
    .forUpdate()
    .execute();
}

/** A stored subscription. */
export interface SubscriptionRecord {
  id: string;
  organisation_id: string;
  addon_plan_id: number;
  term: LicenceTerm;
  unit_price: number;
  currency_code: string;
  region_code: string;
  discount_id: string | null;
  discount_percentage: number;
  license_count: number;
  start_date: Date;
  renewal_anchor: Date;
  scheduled_changes: unknown;
  po_number: string | null;
}

const SUBSCRIPTION_COLUMNS = [
  'id',
  'organisation_id',
  'addon_plan_id',
  'term',
  'unit_price',
  'currency_code',
  'region_code',
  'discount_id',
  'discount_percentage',
  'license_count',
  'start_date',
  'renewal_anchor',
  'scheduled_changes',
  'po_number',
] as const;

function toSubscription<T extends { unit_price: unknown; discount_percentage: unknown }>(
  row: T,
): T & { unit_price: number; discount_percentage: number } {
  // numeric arrives as a number through node-postgres' parser; PGlite may hand a string.
  return {
    ...row,
    unit_price: Number(row.unit_price),
    discount_percentage: Number(row.discount_percentage),
  };
}

/** The organisation's subscription (the oldest, should there ever be two). */
export async function subscriptionOf(
  db: Db,
  organisationId: string,
): Promise<SubscriptionRecord | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select(SUBSCRIPTION_COLUMNS)
    .where('organisation_id', '=', organisationId)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
  return row ? (toSubscription(row) as SubscriptionRecord) : undefined;
}

/** A subscription by id with its organisation's name. */
export async function subscriptionById(db: Db, id: string) {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('organisations', 'organisations.id', 'subscriptions.organisation_id')
    .select(SUBSCRIPTION_COLUMNS.map((c) => `subscriptions.${c}` as const))
    .select('organisations.name as organisation_name')
    .where('subscriptions.id', '=', id)
    .executeTakeFirst();
  return row
    ? (toSubscription(row) as SubscriptionRecord & { organisation_name: string })
    : undefined;
}

/** Creates a subscription; returns its id. */
export async function insertSubscription(
  db: Db,
  values: {
    organisationId: string;
    term: LicenceTerm;
    unitPrice: number;
    currencyCode: string;
    regionCode: string;
    discountId: string | null;
    discountPercentage: number;
    licenseCount: number;
    start: Date;
    poNumber: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('subscriptions')
    .values({
      organisation_id: values.organisationId,
      term: values.term,
      unit_price: values.unitPrice,
      currency_code: values.currencyCode,
      region_code: values.regionCode,
      discount_id: values.discountId,
      discount_percentage: values.discountPercentage,
      license_count: values.licenseCount,
      start_date: values.start,
      renewal_anchor: values.start,
      po_number: values.poNumber,
      created_at: values.start,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a subscription's stored fields. */
export async function updateSubscription(
  db: Db,
  id: string,
  patch: {
    term?: LicenceTerm;
    unitPrice?: number;
    licenseCount?: number;
    discountId?: string | null;
    renewalAnchor?: Date;
    scheduledChanges?: object | null;
    poNumber?: string | null;
  },
): Promise<void> {
  const values = {
    ...(patch.term !== undefined ? { term: patch.term } : {}),
    ...(patch.unitPrice !== undefined ? { unit_price: patch.unitPrice } : {}),
    ...(patch.licenseCount !== undefined ? { license_count: patch.licenseCount } : {}),
    ...(patch.discountId !== undefined ? { discount_id: patch.discountId } : {}),
    ...(patch.renewalAnchor !== undefined ? { renewal_anchor: patch.renewalAnchor } : {}),
    ...(patch.scheduledChanges !== undefined
      ? {
          scheduled_changes:
            patch.scheduledChanges === null ? null : JSON.stringify(patch.scheduledChanges),
        }
      : {}),
    ...(patch.poNumber !== undefined ? { po_number: patch.poNumber } : {}),
  };
  if (Object.keys(values).length === 0) return;
  await db.updateTable('subscriptions').set(values).where('id', '=', id).execute();
}

/** The live projects of an organisation, by name. */
export async function organisationProjects(db: Db, organisationId: string) {
  return db
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

/** Projects by id (live or deleted) with their organisation. */
export async function projectsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'organisation_id', 'deleted_at'])
    .where('id', 'in', [...ids])
    .execute();
}

const LICENCE_COLUMNS = [
  'project_licences.id',
  'project_licences.project_id',
  'project_licences.subscription_id',
  'project_licences.is_trial',
  'project_licences.start_date',
  'project_licences.expiry_date',
  'project_licences.converting',
  'project_licences.converted_at',
] as const;

function toLicence(row: {
  id: string;
  project_id: string;
  subscription_id: string | null;
  is_trial: boolean;
  start_date: Date | null;
  expiry_date: Date | null;
  converting: boolean;
  converted_at: Date | null;
}): LicenceRow {
  return {
    id: row.id,
    projectId: row.project_id,
    subscriptionId: row.subscription_id,
    isTrial: row.is_trial,
    startDate: row.start_date,
    expiryDate: row.expiry_date,
    converting: row.converting,
    convertedAt: row.converted_at,
  };
}

/** Every licence of the live projects of an organisation, oldest first. */
export async function organisationLicences(db: Db, organisationId: string): Promise<LicenceRow[]> {
  const rows = await db
    .selectFrom('project_licences')
    .innerJoin('projects', 'projects.id', 'project_licences.project_id')
    .select(LICENCE_COLUMNS)
    .where('projects.organisation_id', '=', organisationId)
    .where('projects.deleted_at', 'is', null)
    .orderBy('project_licences.created_at')
    .orderBy('project_licences.id')
    .execute();
  return rows.map(toLicence);
}

/** Adds a licence; returns its id. */
export async function insertLicence(
  db: Db,
  values: {
    projectId: string;
    subscriptionId: string | null;
    isTrial: boolean;
    start: Date | null;
    expiry: Date | null;
    poNumber: string | null;
    createdBy: string | null;
    createdAt: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('project_licences')
    .values({
      project_id: values.projectId,
      subscription_id: values.subscriptionId,
      is_trial: values.isTrial,
      start_date: values.start,
      expiry_date: values.expiry,
      po_number: values.poNumber,
      created_by: values.createdBy,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a licence's dates, conversion or subscription. */
export async function updateLicence(
  db: Db,
  id: string,
  patch: {
    expiry?: Date | null;
    converting?: boolean;
    convertedAt?: Date | null;
    subscriptionId?: string | null;
  },
): Promise<void> {
  await db
    .updateTable('project_licences')
    .set({
      ...(patch.expiry !== undefined ? { expiry_date: patch.expiry } : {}),
      ...(patch.converting !== undefined ? { converting: patch.converting } : {}),
      ...(patch.convertedAt !== undefined ? { converted_at: patch.convertedAt } : {}),
      ...(patch.subscriptionId !== undefined ? { subscription_id: patch.subscriptionId } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes a licence that never took effect (a reverted conversion's paid licence). */
export async function deleteLicence(db: Db, id: string): Promise<void> {
  await db.deleteFrom('project_licences').where('id', '=', id).execute();
}

/** Gives the organisation's licences without a subscription to its (new) subscription. */
export async function adoptLicences(
  db: Db,
  organisationId: string,
  subscriptionId: string,
): Promise<void> {
  await db
    .updateTable('project_licences')
    .set({ subscription_id: subscriptionId })
    .where('subscription_id', 'is', null)
    .where('project_id', 'in', (eb) =>
      eb.selectFrom('projects').select('id').where('organisation_id', '=', organisationId),
    )
    .execute();
}

/** The organisation's SMS limit, undefined when unlimited. */
export async function smsLimit(db: Db, organisationId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('organisation_sms_limits')
    .select('monthly_limit')
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  return row?.monthly_limit;
}

/** Sets the organisation's monthly SMS limit. */
export async function setSmsLimit(
  db: Db,
  organisationId: string,
  limit: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('organisation_sms_limits')
    .values({ organisation_id: organisationId, monthly_limit: limit, updated_at: now })
    .onConflict((oc) =>
      oc.column('organisation_id').doUpdateSet({ monthly_limit: limit, updated_at: now }),
    )
    .execute();
}

/** Removes the organisation's SMS limit. */
export async function removeSmsLimit(db: Db, organisationId: string): Promise<void> {
  await db
    .deleteFrom('organisation_sms_limits')
    .where('organisation_id', '=', organisationId)
    .execute();
}

/** A live project with its organisation and licences, for the licence tables. */
export interface ListedProject {
  id: string;
  name: string;
  organisationName: string;
  licences: LicenceRow[];
}

/** The live projects that have any licence, of some organisations (null: every one). */
export async function licensedProjects(
  db: Db,
  organisationIds: readonly string[] | null,
): Promise<ListedProject[]> {
  if (organisationIds && organisationIds.length === 0) return [];
  let query = db
    .selectFrom('project_licences')
    .innerJoin('projects', 'projects.id', 'project_licences.project_id')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .select(LICENCE_COLUMNS)
    .select(['projects.name', 'organisations.name as organisation_name'])
    .where('projects.deleted_at', 'is', null);
  if (organisationIds) query = query.where('projects.organisation_id', 'in', [...organisationIds]);
  const rows = await query.orderBy('project_licences.created_at').execute();
  const byProject = new Map<string, ListedProject>();
  for (const row of rows) {
    let project = byProject.get(row.project_id);
    if (!project) {
      project = {
        id: row.project_id,
        name: row.name,
        organisationName: row.organisation_name,
        licences: [],
      };
      byProject.set(row.project_id, project);
    }
    project.licences.push(toLicence(row));
  }
  return [...byProject.values()];
}

/**
 * The instruments actively leased to each project with the time of the newest reading of each
 * (null when none came).
 */
export async function projectInstruments(db: Db, projectIds: readonly string[]) {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom('leases')
    .select((eb) => [
      'leases.project_id',
      'leases.instrument_id',
      eb
        .selectFrom('latest')
        .whereRef('latest.instrument_id', '=', 'leases.instrument_id')
        .select(sql<Date | null>`max(latest.ts)`.as('ts'))
        .as('last_ts'),
    ])
    .where('leases.status', '=', 'Active')
    .where('leases.project_id', 'in', [...projectIds])
    .execute();
}

/** A trial with its project, organisation and the e-mail address of who started it. */
export async function trials(db: Db, organisationIds: readonly string[] | null) {
  if (organisationIds && organisationIds.length === 0) return [];
  let query = db
    .selectFrom('project_licences')
    .innerJoin('projects', 'projects.id', 'project_licences.project_id')
    .innerJoin('organisations', 'organisations.id', 'projects.organisation_id')
    .leftJoin('users', 'users.id', 'project_licences.created_by')
    .select(LICENCE_COLUMNS)
    .select([
      'projects.name',
      'organisations.name as organisation_name',
      'users.email as main_user_email',
    ])
    .where('project_licences.is_trial', '=', true)
    .where('projects.deleted_at', 'is', null);
  if (organisationIds) query = query.where('projects.organisation_id', 'in', [...organisationIds]);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toLicence(row),
    name: row.name,
    organisationName: row.organisation_name,
    mainUserEmail: row.main_user_email,
  }));
}

/** Ids of organisations by name, ignoring case; unknown names are left out. */
export async function organisationIdsByNames(db: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .selectFrom('organisations')
    .select('id')
    .where(
      sql<string>`lower(name)`,
      'in',
      names.map((name) => name.toLowerCase()),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The organisation an outbox row's alert event belongs to (by its rule, contribution or location). */
const alertOwner = sql<string | null>`(
  SELECT p.organisation_id
  FROM alert_events e
  LEFT JOIN event_rules r ON r.id = e.event_rule_id
  LEFT JOIN contribution_alert_configs a ON a.id = e.contribution_alert_config_id
  LEFT JOIN contributions c ON c.id = coalesce(a.contribution_id, e.contribution_id)
  LEFT JOIN monitoring_locations l ON l.id = e.location_id
  JOIN projects p ON p.id = coalesce(r.project_id, c.project_id, l.project_id)
  WHERE e.id = o.alert_event_id
)`;

/** An alert text message of the outbox with its time and organisation (undefined otherwise). */
export async function alertSms(db: Db, outboxId: string) {
  return db
    .selectFrom('outbox as o')
    .select(['o.id', 'o.created_at', alertOwner.as('organisation_id')])
    .where('o.id', '=', outboxId)
    .where('o.channel', '=', 'sms')
    .where('o.alert_event_id', 'is not', null)
    .executeTakeFirst();
}

/**
 * Alert text messages of an organisation queued in [from, to), but one, leaving out those held
 * with a reason starting with `heldPrefix`.
 */
export async function alertSmsCount(
  db: Db,
  organisationId: string,
  range: { from: Date; to: Date },
  exceptId: string,
  heldPrefix: string,
): Promise<number> {
  const row = await db
    .selectFrom('outbox as o')
    .select(sql<number>`count(*)`.as('n'))
    .where('o.channel', '=', 'sms')
    .where('o.id', '!=', exceptId)
    .where('o.alert_event_id', 'is not', null)
    .where('o.created_at', '>=', range.from)
    .where('o.created_at', '<', range.to)
    .where((eb) =>
      eb.or([eb('o.last_error', 'is', null), eb('o.last_error', 'not like', `${heldPrefix}%`)]),
    )
    .where(alertOwner, '=', organisationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds an outbox message with the reason. */
export async function holdMessage(db: Db, outboxId: string, reason: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ status: 'held', last_error: reason })
    .where('id', '=', outboxId)
    .execute();
}

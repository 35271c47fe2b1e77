import {
  ScheduledChanges as ScheduledChangesSchema,
  type CreateSubscriptionRequest,
  type ProjectLicenceRemovalRequest,
  type ProjectSubscriptionsRequest,
  type ProjectTrialRequest,
  type ProjectTrialRevertRequest,
  type ProjectTrialUpgradeRequest,
  type ScheduledChanges,
  type ScheduledChangesRequest,
  type SmsLimit,
  type SmsLimitRequest,
  type Subscription,
  type SubscriptionDetails,
  type SubscriptionEstimate,
  type SubscriptionEstimateRequest,
  type UpdateSubscriptionRequest,
} from '@aq/api';
import { validateLicenceReference } from '@aq/validation';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { estimate as priceEstimate } from '../../domain/licensing/estimate';
import {
  continuingPaid,
  currentPaid,
  liveTrial,
  projectLicenceState,
  type LicenceRow,
} from '../../domain/licensing/licences';
import {
  addTerms,
  DAY_MS,
  nextRenewal,
  TRIAL_DAYS,
  type LicenceTerm,
} from '../../domain/licensing/terms';
import type { AuthContext } from '../../http/auth';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_LICENSES, MANAGE_ORGANISATIONS } from '../../shared/permissions';
import { DEFAULT_FEATURE_FLAGS } from '../feature-flags/defaults';
import { findFlag } from '../feature-flags/repository';
import { insertJournalEntries, userDisplayName } from '../journal/repository';
import * as repo from './repository';

type Db = Kysely<Database>;
type Flag = keyof typeof DEFAULT_FEATURE_FLAGS;

/** 403 for a licensing call without Manage_Licenses or Administration__Manage_Organisations. */
export const NO_MANAGE_LICENSES = 'You do not have permission to manage licences.';
/** 409 for POST project-subscriptions when the organisation already has a subscription. */
export const SUBSCRIPTION_EXISTS =
  'This organisation already has a subscription. Save changes to its licences instead.';
/** 409 for a change that needs a subscription the organisation does not have yet. */
export const NO_SUBSCRIPTION =
  'This organisation has no subscription yet. Purchase licences to start one.';
/** 409 for a trial when the AllowApplyingTrialLicenses flag is off. */
export const TRIALS_NOT_ALLOWED = 'Trial licences cannot be applied in this organisation.';
/** 409 for a second trial of a project. */
export const TRIAL_USED = 'This project has already had a trial licence.';
/** 409 for a trial of a project that already has a licence that continues. */
export const ALREADY_LICENSED = 'This project already has a licence.';
/** 409 for a conversion without a running trial. */
export const NO_ACTIVE_TRIAL = 'This project has no active trial licence to convert.';
/** 409 for reverting a trial that is not converting. */
export const NOT_CONVERTING = 'This project’s trial licence is not converting to paid.';
/** 409 for a removal of a licence that does not continue past the renewal. */
export const NOTHING_TO_REMOVE = 'This project has no licence that can be removed at renewal.';
/** 409 for adding a paid licence to a project on trial (convert the trial instead). */
export const ON_TRIAL =
  'This project is on a trial licence: convert the trial to paid instead of adding a licence.';

/** The organisation a licensing call is about. */
interface Target {
  id: string;
  name: string;
}

function canManageLicences(auth: AuthContext): boolean {
  return (
    auth.user.permissions.has(MANAGE_LICENSES) || auth.user.permissions.has(MANAGE_ORGANISATIONS)
  );
}

/** 403 unless the caller is a licence administrator (or an organisations administrator). */
export function requireLicenceAdmin(auth: AuthContext): void {
  if (!canManageLicences(auth)) throw forbidden(NO_MANAGE_LICENSES);
}

/**
 * The organisation named in the path: the caller's own (ignoring case), or any for an
 * organisations administrator. Another organisation, or an unknown one, answers 404.
 */
export async function target(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
): Promise<Target> {
  requireLicenceAdmin(auth);
  if (organisation.trim().toLowerCase() === auth.user.organisationName.toLowerCase()) {
    return { id: auth.user.organisationId, name: auth.user.organisationName };
  }
  if (!auth.user.permissions.has(MANAGE_ORGANISATIONS)) throw notFound();
  const found = await repo.findOrganisationByName(app.db, organisation.trim());
  if (!found) throw notFound();
  return found;
}

/** Whether a feature flag is on for an organisation: its own row, else the default. */
export async function flagOn(db: Db, organisationId: string, flag: Flag): Promise<boolean> {
  return (await findFlag(db, organisationId, flag)) ?? DEFAULT_FEATURE_FLAGS[flag];
}

/** The unit price of a term from the configuration. */
function configuredPrice(app: AppContext, term: LicenceTerm): number {
  return term === 'Week' ? app.env.LICENCE_PRICE_WEEK : app.env.LICENCE_PRICE_MONTH;
}

/** The term of a new subscription: monthly with the Monthlysubscriptions flag, else weekly. */
async function newTerm(db: Db, organisationId: string): Promise<LicenceTerm> {
  return (await flagOn(db, organisationId, 'Monthlysubscriptions')) ? 'Month' : 'Week';
}

function scheduledOf(sub: repo.SubscriptionRecord): z.output<typeof ScheduledChangesSchema> | null {
  if (sub.scheduled_changes === null || sub.scheduled_changes === undefined) return null;
  const raw =
    typeof sub.scheduled_changes === 'string'
      ? (JSON.parse(sub.scheduled_changes) as unknown)
      : sub.scheduled_changes;
  const parsed = ScheduledChangesSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The organisation's subscription as of `now`: the changes scheduled for a renewal that has come
 * are applied first (a new term restarts the renewals from that renewal at the term's price; a new
 * licence count replaces the count).
 */
async function currentSubscription(
  app: AppContext,
  db: Db,
  organisationId: string,
  now: Date,
): Promise<repo.SubscriptionRecord | undefined> {
  const sub = await repo.subscriptionOf(db, organisationId);
  if (!sub) return undefined;
  const scheduled = scheduledOf(sub);
  if (!scheduled || new Date(scheduled.EffectiveDate).getTime() > now.getTime()) return sub;
  const effective = new Date(scheduled.EffectiveDate);
  const term = scheduled.Term === 'Week' || scheduled.Term === 'Month' ? scheduled.Term : null;
  const patch = {
    scheduledChanges: null,
    ...(term && term !== sub.term
      ? { term, unitPrice: configuredPrice(app, term), renewalAnchor: effective }
      : {}),
    ...(scheduled.LicenseCount !== null ? { licenseCount: scheduled.LicenseCount } : {}),
  };
  await repo.updateSubscription(db, sub.id, patch);
  return (await repo.subscriptionOf(db, organisationId)) as repo.SubscriptionRecord;
}

function renewalOf(sub: repo.SubscriptionRecord, now: Date): Date {
  return nextRenewal(sub.renewal_anchor, sub.term, now);
}

function byProject(licences: readonly LicenceRow[]): Map<string, LicenceRow[]> {
  const map = new Map<string, LicenceRow[]>();
  for (const licence of licences) {
    const list = map.get(licence.projectId) ?? [];
    list.push(licence);
    map.set(licence.projectId, list);
  }
  return map;
}

/** Keeps license_count equal to the paid licences that continue past the renewal. */
async function recount(db: Db, organisationId: string, subscriptionId: string): Promise<number> {
  const count = continuingPaid(await repo.organisationLicences(db, organisationId)).length;
  await repo.updateSubscription(db, subscriptionId, { licenseCount: count });
  return count;
}

/** Creates the organisation's subscription (term by flag, configured price) and adopts its licences. */
async function startSubscription(
  app: AppContext,
  db: Db,
  organisationId: string,
  now: Date,
  poNumber: string | null,
): Promise<repo.SubscriptionRecord> {
  const term = await newTerm(db, organisationId);
  const id = await repo.insertSubscription(db, {
    organisationId,
    term,
    unitPrice: configuredPrice(app, term),
    currencyCode: 'USD',
    regionCode: 'NAM',
    discountId: null,
    discountPercentage: 0,
    licenseCount: 0,
    start: now,
    poNumber,
  });
  await repo.adoptLicences(db, organisationId, id);
  return (await repo.subscriptionOf(db, organisationId)) as repo.SubscriptionRecord;
}

const dateText = (date: Date) => date.toISOString().slice(0, 10);

/** A Licensing entry in the project's journal, by the caller. */
async function journal(
  db: Db,
  auth: AuthContext,
  projectId: string,
  now: Date,
  details: string,
): Promise<void> {
  const name = (await userDisplayName(db, auth.user.id)) ?? auth.user.username;
  await insertJournalEntries(db, [
    {
      projectId,
      type: 'Licensing',
      occurredAt: now,
      details,
      source: 'Cloud',
      user: { id: auth.user.id, name },
    },
  ]);
}

/**
 * The project ids of a request checked against the organisation: an id that names no live project
 * is a 400 (on `field`), a project of another organisation a 404.
 */
async function checkProjects(
  db: Db,
  organisationId: string,
  ids: readonly string[],
  field: string,
): Promise<void> {
  const unknown = ids.filter((id) => !isUuid(id));
  const rows = await repo.projectsByIds(db, ids.filter(isUuid));
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = found.get(id);
    if (!row || row.deleted_at !== null) unknown.push(id);
    else if (row.organisation_id !== organisationId) throw notFound();
  }
  if (unknown.length > 0) {
    throw badRequest(`There is no project with the id '${unknown[0]}'.`, field);
  }
}

function checkSubscriptionId(
  sub: repo.SubscriptionRecord | undefined,
  subscriptionId: string | null | undefined,
): repo.SubscriptionRecord {
  if (!sub) throw conflict(NO_SUBSCRIPTION);
  if (subscriptionId && subscriptionId !== sub.id) {
    throw badRequest(
      `'${subscriptionId}' is not the subscription of this organisation.`,
      'SubscriptionId',
    );
  }
  return sub;
}

// ---------------------------------------------------------------------------------------------
// Subscription details and the estimate
// ---------------------------------------------------------------------------------------------

/**
 * GET /v0.1/organisations/{organisation}/subscription-details (spec 03 §3): every live project of
 * the organisation with its licence state now, the licences in force or starting later, the next
 * renewal and the pricing. Without a subscription: SubscriptionId and Renewal null, the term a new
 * subscription would get and its configured price.
 */
export async function subscriptionDetails(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
): Promise<z.input<typeof SubscriptionDetails>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  return app.db.transaction().execute(async (trx) => {
    const sub = await currentSubscription(app, trx, org.id, now);
    const [projects, licences] = await Promise.all([
      repo.organisationProjects(trx, org.id),
      repo.organisationLicences(trx, org.id),
    ]);
    const rows = byProject(licences);
    const term = sub?.term ?? (await newTerm(trx, org.id));
    const addons = projects.map((project) => {
      const state = projectLicenceState(rows.get(project.id) ?? [], now);
      return {
        Id: project.id,
        Name: project.name,
        IsActive: state.isActive,
        SubscriptionId: state.subscriptionId,
        ExpiryDate: state.expiryDate?.toISOString() ?? null,
        TrialStatus: state.trialStatus,
        TrialAvailable: state.trialAvailable,
      };
    });
    const t = now.getTime();
    // A converted trial's paid licence takes over at the trial's end, so ended trials are left out.
    const inForce = licences.filter((l) => l.expiryDate === null || l.expiryDate.getTime() > t);
    return {
      ProjectLicenses: {
        Licenses: inForce.map((l) => ({
          ProjectId: l.projectId,
          SubscriptionId: l.subscriptionId,
          IsTrialLicense: l.isTrial,
          StartDate: l.startDate?.toISOString() ?? null,
          ExpiryDate: l.expiryDate?.toISOString() ?? null,
        })),
      },
      ProjectAddons: { SubscriptionId: sub?.id ?? null, AddonPlanId: 3, Projects: addons },
      Renewal: sub ? renewalOf(sub, now).toISOString() : null,
      TotalLicensed: addons.filter((a) => a.IsActive).length,
      DiscountPercentage: sub?.discount_percentage ?? 0,
      DiscountId: sub?.discount_id ?? null,
      CurrencyCode: sub?.currency_code ?? 'USD',
      RegionCode: sub?.region_code ?? 'NAM',
      SubscriptionId: sub?.id ?? null,
      UnitPrice: sub?.unit_price ?? configuredPrice(app, term),
      Term: term,
    };
  });
}

/**
 * POST /v2/organisations/{organisation}/subscriptionestimate: prices the licence counts against the
 * organisation's subscription (domain/licensing/estimate.ts has the formula). The subscription's
 * term is priced at its unit price, the other at the configured one.
 */
export async function estimate(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof SubscriptionEstimateRequest>,
): Promise<z.input<typeof SubscriptionEstimate>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  const sub = await app.db
    .transaction()
    .execute((trx) => currentSubscription(app, trx, org.id, now));
  const unitPrices = {
    Week: sub?.term === 'Week' ? sub.unit_price : configuredPrice(app, 'Week'),
    Month: sub?.term === 'Month' ? sub.unit_price : configuredPrice(app, 'Month'),
  };
  const result = priceEstimate({
    now,
    subscription: sub
      ? {
          term: sub.term,
          licenseCount: sub.license_count,
          renewal: renewalOf(sub, now),
          discountPercentage: sub.discount_percentage,
        }
      : null,
    newTerm: await newTerm(app.db, org.id),
    unitPrices,
    weeklyCount: body.WeeklyLicenseCount,
    monthlyCount: body.MonthlyLicenseCount,
  });
  return {
    SubTotal: result.subTotal,
    Total: result.total,
    Discounts: [
      { DiscountId: body.DiscountId ?? sub?.discount_id ?? null, Amount: result.discount },
    ],
    CurrencyCode: sub?.currency_code ?? body.CurrencyCode,
    RenewalSubTotal: result.renewalSubTotal,
    ProratedSubTotal: result.proratedSubTotal,
    ProratedDays: result.proratedDays,
    TermDays: result.termDays,
    DiscountPercentage: result.discountPercentage,
    Renewal: result.renewal.toISOString(),
    UnitPrices: unitPrices,
  };
}

// ---------------------------------------------------------------------------------------------
// Changes of licences
// ---------------------------------------------------------------------------------------------

/**
 * POST (mode 'create') and PUT (mode 'update') /v0.1/organisations/{organisation}/project-
 * subscriptions. ProjectIds is the full set of projects with a paid licence after the save:
 * a project in it without a continuing paid licence gets one starting now (or, when its licence was
 * removed at the renewal, keeps it: the removal is cancelled); a project with a continuing paid
 * licence that is left out keeps it until the next renewal (its expiry date). Projects on a trial
 * are left alone either way: their changes are the trial calls. PoNumber is refused (400) unless a
 * licence is added. POST starts the organisation's first subscription (409 when it has one); PUT
 * needs one (409). Unknown ids are a 400, another organisation's projects a 404. One transaction.
 */
export async function saveProjectSubscriptions(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof ProjectSubscriptionsRequest>,
  mode: 'create' | 'update',
): Promise<Record<string, never>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  const ids = [...new Set(body.ProjectAddons.ProjectIds)];
  const poNumber = body.PoNumber?.trim() || null;
  await app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    let sub = await currentSubscription(app, trx, org.id, now);
    if (mode === 'create' && sub) throw conflict(SUBSCRIPTION_EXISTS);
    if (mode === 'update') sub = checkSubscriptionId(sub, body.ProjectAddons.SubscriptionId);
    await checkProjects(trx, org.id, ids, 'ProjectAddons.ProjectIds');
    const [projects, licences] = await Promise.all([
      repo.organisationProjects(trx, org.id),
      repo.organisationLicences(trx, org.id),
    ]);
    const rows = byProject(licences);
    const requested = new Set(ids);
    const added: string[] = [];
    const kept: LicenceRow[] = [];
    const removed: LicenceRow[] = [];
    for (const project of projects) {
      const own = rows.get(project.id) ?? [];
      if (liveTrial(own, now)) continue;
      const continuing = continuingPaid(own);
      if (requested.has(project.id)) {
        if (continuing.length > 0) continue;
        const paid = currentPaid(own, now);
        if (paid) kept.push(paid);
        else added.push(project.id);
      } else {
        removed.push(
          ...continuing.filter(
            (l) => l.startDate === null || l.startDate.getTime() <= now.getTime(),
          ),
        );
      }
    }
    const reference = validateLicenceReference(poNumber, {
      addingLicences: added.length + kept.length > 0,
    });
    if (reference) throw badRequest(reference, 'PoNumber');
    if (!sub) sub = await startSubscription(app, trx, org.id, now, poNumber);
    const renewal = renewalOf(sub, now);
    for (const projectId of added) {
      await repo.insertLicence(trx, {
        projectId,
        subscriptionId: sub.id,
        isTrial: false,
        start: now,
        expiry: null,
        poNumber,
        createdBy: auth.user.id,
        createdAt: now,
      });
      await journal(trx, auth, projectId, now, 'Project licence added.');
    }
    for (const licence of kept) {
      await repo.updateLicence(trx, licence.id, { expiry: null, subscriptionId: sub.id });
      await journal(
        trx,
        auth,
        licence.projectId,
        now,
        'Project licence added again: its removal at the renewal is cancelled.',
      );
    }
    for (const licence of removed) {
      await removeAtRenewal(trx, auth, licence, rows.get(licence.projectId) ?? [], renewal, now);
    }
    await recount(trx, org.id, sub.id);
    if (poNumber && mode === 'update') await repo.updateSubscription(trx, sub.id, { poNumber });
  });
  return {};
}

async function removeAtRenewal(
  db: Db,
  auth: AuthContext,
  licence: LicenceRow,
  projectLicences: readonly LicenceRow[],
  renewal: Date,
  now: Date,
): Promise<void> {
  await repo.updateLicence(db, licence.id, { expiry: renewal });
  // A converted trial keeps its project licensed only through its paid licence from now on.
  for (const trial of projectLicences.filter((l) => l.isTrial && l.converting)) {
    await repo.updateLicence(db, trial.id, { converting: false });
  }
  await journal(
    db,
    auth,
    licence.projectId,
    now,
    `Project licence removed at the renewal on ${dateText(renewal)}.`,
  );
}

/**
 * POST .../project-trial-subscription: a 14-day trial licence from now. Needs the
 * AllowApplyingTrialLicenses flag of the organisation, a project that never had a trial and that
 * is not licensed (or whose licence ends at the renewal); 409 with the reason otherwise.
 */
export async function applyTrial(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof ProjectTrialRequest>,
): Promise<Record<string, never>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    await checkProjects(trx, org.id, [body.ProjectId], 'ProjectId');
    if (!(await flagOn(trx, org.id, 'AllowApplyingTrialLicenses')))
      throw conflict(TRIALS_NOT_ALLOWED);
    const sub = await currentSubscription(app, trx, org.id, now);
    const own = byProject(await repo.organisationLicences(trx, org.id)).get(body.ProjectId) ?? [];
    if (own.some((l) => l.isTrial)) throw conflict(TRIAL_USED);
    const state = projectLicenceState(own, now);
    if (state.isActive && state.expiryDate === null) throw conflict(ALREADY_LICENSED);
    const expiry = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
    await repo.insertLicence(trx, {
      projectId: body.ProjectId,
      subscriptionId: sub?.id ?? null,
      isTrial: true,
      start: now,
      expiry,
      poNumber: null,
      createdBy: auth.user.id,
      createdAt: now,
    });
    await journal(
      trx,
      auth,
      body.ProjectId,
      now,
      `Trial licence started; it ends on ${dateText(expiry)}.`,
    );
  });
  return {};
}

/**
 * POST .../upgrade: marks a running trial to convert to paid. The paid licence is stored now and
 * starts when the trial ends, so the project stays licensed throughout. Starts the subscription
 * when the organisation has none. 409 without a running trial, or when it already converts.
 */
export async function convertTrial(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof ProjectTrialUpgradeRequest>,
): Promise<Record<string, never>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  const poNumber = body.PoNumber?.trim() || null;
  await app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    await checkProjects(trx, org.id, [body.ProjectId], 'ProjectId');
    const own = byProject(await repo.organisationLicences(trx, org.id)).get(body.ProjectId) ?? [];
    const trial = liveTrial(own, now);
    if (!trial || trial.converting || !trial.expiryDate) throw conflict(NO_ACTIVE_TRIAL);
    const sub =
      (await currentSubscription(app, trx, org.id, now)) ??
      (await startSubscription(app, trx, org.id, now, poNumber));
    await repo.updateLicence(trx, trial.id, {
      converting: true,
      convertedAt: now,
      subscriptionId: sub.id,
    });
    await repo.insertLicence(trx, {
      projectId: body.ProjectId,
      subscriptionId: sub.id,
      isTrial: false,
      start: trial.expiryDate,
      expiry: null,
      poNumber,
      createdBy: auth.user.id,
      createdAt: now,
    });
    await recount(trx, org.id, sub.id);
    await journal(
      trx,
      auth,
      body.ProjectId,
      now,
      `Trial licence converted to paid from ${dateText(trial.expiryDate)}.`,
    );
  });
  return {};
}

/**
 * POST .../remove-upgrade: the trial no longer converts; its licence ends with the trial. 400 when
 * SubscriptionId is not the organisation's, 409 when the trial is not converting.
 */
export async function revertTrial(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof ProjectTrialRevertRequest>,
): Promise<Record<string, never>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    const sub = checkSubscriptionId(
      await currentSubscription(app, trx, org.id, now),
      body.SubscriptionId,
    );
    await checkProjects(trx, org.id, [body.TrialProjectId], 'TrialProjectId');
    const own =
      byProject(await repo.organisationLicences(trx, org.id)).get(body.TrialProjectId) ?? [];
    const trial = liveTrial(own, now);
    if (!trial || !trial.converting || !trial.expiryDate) throw conflict(NOT_CONVERTING);
    await repo.updateLicence(trx, trial.id, { converting: false, convertedAt: null });
    const expiry = trial.expiryDate.getTime();
    for (const paid of own) {
      if (!paid.isTrial && paid.startDate !== null && paid.startDate.getTime() === expiry) {
        await repo.deleteLicence(trx, paid.id);
      }
    }
    await recount(trx, org.id, sub.id);
    await journal(
      trx,
      auth,
      body.TrialProjectId,
      now,
      `Trial licence no longer converts to paid; it ends on ${dateText(trial.expiryDate)}.`,
    );
  });
  return {};
}

/**
 * POST .../project-license/remove: the project's paid licence ends at the next renewal. 409 when
 * the project has no paid licence that continues past it.
 */
export async function removeLicence(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof ProjectLicenceRemovalRequest>,
): Promise<Record<string, never>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    const sub = checkSubscriptionId(
      await currentSubscription(app, trx, org.id, now),
      body.SubscriptionId,
    );
    await checkProjects(trx, org.id, [body.ProjectId], 'ProjectId');
    const own = byProject(await repo.organisationLicences(trx, org.id)).get(body.ProjectId) ?? [];
    const paid = currentPaid(own, now);
    if (!paid || paid.expiryDate !== null || liveTrial(own, now)) throw conflict(NOTHING_TO_REMOVE);
    await removeAtRenewal(trx, auth, paid, own, renewalOf(sub, now), now);
    await recount(trx, org.id, sub.id);
  });
  return {};
}

// ---------------------------------------------------------------------------------------------
// SMS limit
// ---------------------------------------------------------------------------------------------

/** PUT .../sms-limit: the organisation's monthly SMS limit. */
export async function setSmsLimit(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof SmsLimitRequest>,
): Promise<z.input<typeof SmsLimit>> {
  const org = await target(app, auth, organisation);
  await repo.setSmsLimit(app.db, org.id, body.MonthlySmsLimit, app.now());
  return { MonthlySmsLimit: body.MonthlySmsLimit };
}

/** DELETE .../sms-limit: no limit any more. */
export async function removeSmsLimit(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
): Promise<z.input<typeof SmsLimit>> {
  const org = await target(app, auth, organisation);
  await repo.removeSmsLimit(app.db, org.id);
  return { MonthlySmsLimit: null };
}

// ---------------------------------------------------------------------------------------------
// v2 subscriptions
// ---------------------------------------------------------------------------------------------

function toWire(
  sub: repo.SubscriptionRecord,
  organisationName: string,
  now: Date,
): z.input<typeof Subscription> {
  return {
    Id: sub.id,
    OrganisationName: organisationName,
    AddonPlanId: sub.addon_plan_id,
    Term: sub.term,
    CurrencyCode: sub.currency_code,
    RegionCode: sub.region_code,
    UnitPrice: sub.unit_price,
    LicenseCount: sub.license_count,
    DiscountId: sub.discount_id,
    DiscountPercentage: sub.discount_percentage,
    StartDate: sub.start_date.toISOString(),
    Renewal: renewalOf(sub, now).toISOString(),
    ScheduledChanges: scheduledOf(sub),
  };
}

function storedTerm(term: string, field: string): LicenceTerm {
  if (term === 'Week' || term === 'Month') return term;
  throw badRequest(`Subscriptions are weekly or monthly: '${term}' is not offered.`, field);
}

/** 409 when a licence count would be below the paid licences that continue. */
async function checkLicenseCount(db: Db, organisationId: string, count: number): Promise<void> {
  const paid = continuingPaid(await repo.organisationLicences(db, organisationId)).length;
  if (count < paid) {
    throw conflict(
      `The licence count cannot be below the ${paid} paid project licences of the organisation.`,
    );
  }
}

/** GET /v2/organisations/{organisation}/subscriptions: the subscription, when there is one. */
export async function listSubscriptions(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
): Promise<{ Items: z.input<typeof Subscription>[] }> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  const sub = await app.db
    .transaction()
    .execute((trx) => currentSubscription(app, trx, org.id, now));
  return { Items: sub ? [toWire(sub, org.name, now)] : [] };
}

/**
 * POST /v2/organisations/{organisation}/subscriptions: the organisation's subscription (one per
 * organisation: 409 when it has one). Weekly or monthly at the configured price, renewing a term
 * from now; LicenseCount at least the paid licences it already has, which it adopts.
 */
export async function createSubscription(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  body: z.output<typeof CreateSubscriptionRequest>,
): Promise<{ Id: string }> {
  const org = await target(app, auth, organisation);
  const term = storedTerm(body.Term, 'Term');
  const now = app.now();
  const id = await app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    if (await repo.subscriptionOf(trx, org.id)) throw conflict(SUBSCRIPTION_EXISTS);
    await checkLicenseCount(trx, org.id, body.LicenseCount);
    const created = await repo.insertSubscription(trx, {
      organisationId: org.id,
      term,
      unitPrice: configuredPrice(app, term),
      currencyCode: body.CurrencyCode,
      regionCode: body.RegionCode,
      discountId: body.DiscountId ?? null,
      discountPercentage: 0,
      licenseCount: body.LicenseCount,
      start: now,
      poNumber: body.PoNumber?.trim() || null,
    });
    await repo.adoptLicences(trx, org.id, created);
    return created;
  });
  return { Id: id };
}

/** The organisation's subscription of that id, or 404. */
async function ownSubscription(
  app: AppContext,
  db: Db,
  org: Target,
  id: string,
  now: Date,
): Promise<repo.SubscriptionRecord> {
  const sub = await currentSubscription(app, db, org.id, now);
  if (!sub || sub.id !== id) throw notFound();
  return sub;
}

/** GET /v2/organisations/{organisation}/subscriptions/{id}. */
export async function getSubscription(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  id: string,
): Promise<z.input<typeof Subscription>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  const sub = await app.db.transaction().execute((trx) => ownSubscription(app, trx, org, id, now));
  return toWire(sub, org.name, now);
}

/**
 * PUT /v2/organisations/{organisation}/subscriptions/{id}: changes now the licence count (not
 * below the paid licences: 409), the discount id and the invoice reference; absent fields stay.
 */
export async function updateSubscription(
  app: AppContext,
  auth: AuthContext,
  organisation: string,
  id: string,
  body: z.output<typeof UpdateSubscriptionRequest>,
): Promise<z.input<typeof Subscription>> {
  const org = await target(app, auth, organisation);
  const now = app.now();
  return app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    const sub = await ownSubscription(app, trx, org, id, now);
    if (body.LicenseCount !== undefined) await checkLicenseCount(trx, org.id, body.LicenseCount);
    await repo.updateSubscription(trx, sub.id, {
      ...(body.LicenseCount !== undefined ? { licenseCount: body.LicenseCount } : {}),
      ...(body.DiscountId !== undefined ? { discountId: body.DiscountId } : {}),
      ...(body.PoNumber !== undefined ? { poNumber: body.PoNumber?.trim() || null } : {}),
    });
    return toWire(await ownSubscription(app, trx, org, id, now), org.name, now);
  });
}

/**
 * PUT /v2/subscriptions/{subscriptionId}/scheduledchanges: replaces what changes at the next
 * renewal. The licences of RemovedProjectIds get that renewal as their expiry date at once (so the
 * licence check needs no worker); the previous schedule's removals are undone first. LicenseCount
 * and Term apply lazily at the renewal. An empty body cancels the schedule (answer null). 404 for a
 * subscription the caller may not manage, 400 for a term not offered or a project without a paid
 * licence that continues.
 */
export async function updateScheduledChanges(
  app: AppContext,
  auth: AuthContext,
  subscriptionId: string,
  body: z.output<typeof ScheduledChangesRequest>,
): Promise<z.input<typeof ScheduledChanges> | null> {
  requireLicenceAdmin(auth);
  if (!isUuid(subscriptionId)) throw notFound();
  const found = await repo.subscriptionById(app.db, subscriptionId);
  if (!found) throw notFound();
  const org = await target(app, auth, found.organisation_name);
  const term = body.Term === undefined ? null : storedTerm(body.Term, 'Term');
  const removedIds = [...new Set(body.RemovedProjectIds ?? [])];
  const now = app.now();
  return app.db.transaction().execute(async (trx) => {
    await repo.lockOrganisation(trx, org.id);
    const sub = await ownSubscription(app, trx, org, subscriptionId, now);
    await checkProjects(trx, org.id, removedIds, 'RemovedProjectIds');
    const previous = scheduledOf(sub);
    let rows = byProject(await repo.organisationLicences(trx, org.id));
    if (previous) {
      const at = new Date(previous.EffectiveDate).getTime();
      for (const projectId of previous.RemovedProjectIds) {
        for (const l of rows.get(projectId) ?? []) {
          if (!l.isTrial && l.expiryDate?.getTime() === at) {
            await repo.updateLicence(trx, l.id, { expiry: null });
          }
        }
      }
      rows = byProject(await repo.organisationLicences(trx, org.id));
    }
    const empty = body.LicenseCount === undefined && term === null && removedIds.length === 0;
    if (empty) {
      await repo.updateSubscription(trx, sub.id, { scheduledChanges: null });
      await recount(trx, org.id, sub.id);
      return null;
    }
    const renewal = renewalOf(sub, now);
    for (const projectId of removedIds) {
      const own = rows.get(projectId) ?? [];
      const paid = continuingPaid(own).find(
        (l) => l.startDate === null || l.startDate.getTime() <= now.getTime(),
      );
      if (!paid) {
        throw new ApiError(400, [
          {
            Field: 'RemovedProjectIds',
            Message: `The project '${projectId}' has no paid licence that continues past the renewal.`,
            Plain: true,
          },
        ]);
      }
      await removeAtRenewal(trx, auth, paid, own, renewal, now);
    }
    const scheduled = {
      EffectiveDate: renewal.toISOString(),
      LicenseCount: body.LicenseCount ?? null,
      Term: term,
      RemovedProjectIds: removedIds,
    };
    await repo.updateSubscription(trx, sub.id, { scheduledChanges: scheduled });
    await recount(trx, org.id, sub.id);
    return scheduled;
  });
}

/** The start of a new trial's metrics window: two months before `now`. */
export function twoMonthsBefore(now: Date): Date {
  return addTerms(now, 'Month', -2);
}

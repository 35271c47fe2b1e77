import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { continuingPaid } from '../domain/licensing/licences';
import { addTerms, DAY_MS, TRIAL_DAYS } from '../domain/licensing/terms';
import * as licensing from '../modules/licensing/repository';

/** The demo project licensed before start dates were tracked (its start shows 'Unknown'). */
export const DEMO_UNKNOWN_START_PROJECT = 'Anchorage Port Modernization';
/** The demo project on a running trial. */
export const DEMO_TRIAL_PROJECT = 'Honolulu Harbor Pier 38 Works';
/** The demo project whose trial was converted to paid (it shows in the trial metrics). */
export const DEMO_CONVERTED_TRIAL_PROJECT = 'Newark Bay Pier Demolition';
/** The demo project without a licence, to buy one for. */
export const DEMO_UNLICENSED_PROJECT = 'Tempe Town Lake Excavation';
/** Days until the demo organisation's next monthly renewal, so the estimate shows proration. */
export const DEMO_RENEWAL_IN_DAYS = 9;
/** The demo organisation's discount. */
export const DEMO_DISCOUNT = { id: 'DEMO-10', percentage: 10 } as const;

type Db = Kysely<Database>;

async function license(
  db: Db,
  organisationId: string,
  subscriptionId: string,
  start: (name: string, index: number) => Date | null | 'skip',
  now: Date,
): Promise<void> {
  const projects = await licensing.organisationProjects(db, organisationId);
  for (const [index, project] of projects.entries()) {
    const from = start(project.name, index);
    if (from === 'skip') continue;
    await licensing.insertLicence(db, {
      projectId: project.id,
      subscriptionId,
      isTrial: false,
      start: from,
      expiry: null,
      poNumber: from === null ? null : 'PO-2026-0042',
      createdBy: null,
      createdAt: now,
    });
  }
}

async function recount(db: Db, organisationId: string, subscriptionId: string): Promise<void> {
  const count = continuingPaid(await licensing.organisationLicences(db, organisationId)).length;
  await licensing.updateSubscription(db, subscriptionId, { licenseCount: count });
}

/**
 * Licenses the demo projects (once, with the sites): the demo organisation gets a monthly
 * subscription at 100 USD a licence with a 10 % discount, renewing in 9 days; its projects are
 * paid from staggered start dates, except one licensed before tracking began (start unknown), one
 * on a running trial, one whose trial was converted to paid and one without a licence. The second
 * organisation gets a weekly subscription with both its projects paid.
 */
export async function seedDemoLicensing(
  db: Db,
  ids: { demoId: string; otherId: string | undefined },
  now: Date,
): Promise<void> {
  const renewal = new Date(now.getTime() + DEMO_RENEWAL_IN_DAYS * DAY_MS);
  const anchor = addTerms(renewal, 'Month', -3);
  const demoSub = await licensing.insertSubscription(db, {
    organisationId: ids.demoId,
    term: 'Month',
    unitPrice: 100,
    currencyCode: 'USD',
    regionCode: 'NAM',
    discountId: DEMO_DISCOUNT.id,
    discountPercentage: DEMO_DISCOUNT.percentage,
    licenseCount: 0,
    start: anchor,
    poNumber: 'PO-2026-0042',
  });
  const trialSpecial = new Set([
    DEMO_TRIAL_PROJECT,
    DEMO_CONVERTED_TRIAL_PROJECT,
    DEMO_UNLICENSED_PROJECT,
  ]);
  await license(
    db,
    ids.demoId,
    demoSub,
    (name, index) => {
      if (trialSpecial.has(name)) return 'skip';
      if (name === DEMO_UNKNOWN_START_PROJECT) return null;
      return new Date(anchor.getTime() + (index % 5) * 7 * DAY_MS);
    },
    now,
  );
  const projects = await licensing.organisationProjects(db, ids.demoId);
  const idOf = (name: string) => projects.find((p) => p.name === name)?.id;
  const trialId = idOf(DEMO_TRIAL_PROJECT);
  if (trialId) {
    const start = new Date(now.getTime() - 5 * DAY_MS);
    await licensing.insertLicence(db, {
      projectId: trialId,
      subscriptionId: demoSub,
      isTrial: true,
      start,
      expiry: new Date(start.getTime() + TRIAL_DAYS * DAY_MS),
      poNumber: null,
      createdBy: null,
      createdAt: start,
    });
  }
  const convertedId = idOf(DEMO_CONVERTED_TRIAL_PROJECT);
  if (convertedId) {
    const start = new Date(now.getTime() - 30 * DAY_MS);
    const end = new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
    const trial = await licensing.insertLicence(db, {
      projectId: convertedId,
      subscriptionId: demoSub,
      isTrial: true,
      start,
      expiry: end,
      poNumber: null,
      createdBy: null,
      createdAt: start,
    });
    await licensing.updateLicence(db, trial, {
      converting: true,
      convertedAt: new Date(start.getTime() + 10 * DAY_MS),
    });
    await licensing.insertLicence(db, {
      projectId: convertedId,
      subscriptionId: demoSub,
      isTrial: false,
      start: end,
      expiry: null,
      poNumber: 'PO-2026-0057',
      createdBy: null,
      createdAt: start,
    });
  }
  await recount(db, ids.demoId, demoSub);

  if (!ids.otherId || (await licensing.subscriptionOf(db, ids.otherId))) return;
  const otherSub = await licensing.insertSubscription(db, {
    organisationId: ids.otherId,
    term: 'Week',
    unitPrice: 30,
    currencyCode: 'USD',
    regionCode: 'NAM',
    discountId: null,
    discountPercentage: 0,
    licenseCount: 0,
    start: new Date(now.getTime() - 20 * DAY_MS),
    poNumber: null,
  });
  await license(db, ids.otherId, otherSub, () => new Date(now.getTime() - 20 * DAY_MS), now);
  await recount(db, ids.otherId, otherSub);
}

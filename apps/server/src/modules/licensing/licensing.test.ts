import { licensingApi } from '@aq/api';
import { validateLicenceReference } from '@aq/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueSms } from '../../delivery/outbox';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { hashPassword } from '../../http/crypto';
import { createInstrument, createProject, SENSOR } from '../../test/fixtures';
import {
  createTestApp,
  TEST_PASSWORD,
  TEST_START,
  type Caller,
  type TestApp,
} from '../../test/helper';
import {
  ALREADY_LICENSED,
  NO_ACTIVE_TRIAL,
  NO_MANAGE_LICENSES,
  NO_SUBSCRIPTION,
  NOT_CONVERTING,
  NOTHING_TO_REMOVE,
  SUBSCRIPTION_EXISTS,
  TRIAL_USED,
  TRIALS_NOT_ALLOWED,
} from './service';

// Licensing calls (spec 03 §3, §4, §5, §7, §9). The clock starts on Monday 2 Nov 2026 09:00 UTC.
// "licadmin" holds Manage_Licenses in the demo organisation, "otherlic" in the other one; "admin"
// is an organisations administrator; "viewer" and "manager" have no licence permission.

const DAY = 86_400_000;
const DEMO = DEMO_ORGANISATIONS.demo;
const OTHER = DEMO_ORGANISATIONS.other;

let t: TestApp;
let licadmin: Caller;
let otherlic: Caller;
let admin: Caller;
let viewer: Caller;
let manager: Caller;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  await db.insertInto('roles').values({ name: 'LicenceAdministrator' }).execute();
  await db
    .insertInto('role_permissions')
    .values([
      { role: 'LicenceAdministrator', permission: 'Manage_Licenses' },
      { role: 'LicenceAdministrator', permission: 'View_Data' },
    ])
    .execute();
  const passwordHash = await hashPassword(TEST_PASSWORD);
  for (const [username, organisation] of [
    ['licadmin', DEMO],
    ['otherlic', OTHER],
  ] as const) {
    const org = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', organisation)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({
        organisation_id: org.id,
        username,
        email: `${username}@demo.example`,
        full_name: `Licence ${username}`,
        job_title: 'Licences',
        role: 'LicenceAdministrator',
        password_hash: passwordHash,
      })
      .execute();
  }
  licadmin = await t.signIn('licadmin');
  otherlic = await t.signIn('otherlic');
  admin = await t.signIn('admin');
  viewer = await t.signIn('viewer');
  manager = await t.signIn('manager');
});
afterAll(() => t.close());
beforeEach(() => setClock(TEST_START));

/**
 * Moves the clock. Sessions end after 12 idle hours, so the callers' sessions are marked as seen
 * at the new time (signing in anew each time would only slow the tests down).
 */
async function setClock(at: Date | string): Promise<void> {
  t.clock.set(at);
  const now = t.clock.now();
  await t.handle.db
    .updateTable('sessions')
    .set({ last_seen_at: now, expires_at: new Date(now.getTime() + 7 * DAY) })
    .execute();
}

/** A new organisation with unlicensed projects of the given names (by name order). */
async function freshOrganisation(projectNames: string[]) {
  const name = `Licence Org ${++counter}`;
  const org = await t.handle.db
    .insertInto('organisations')
    .values({ name, logo_url: null, background_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const projects: string[] = [];
  for (const projectName of projectNames) {
    projects.push((await createProject(t.handle.db, name, projectName, { licensed: false })).id);
  }
  return { name, id: org.id, projects };
}

function details(organisation: string, caller: Caller = admin) {
  return t.call(licensingApi.getSubscriptionDetails, { params: { organisation } }, caller);
}

interface AddonProject {
  Id: string;
  Name: string;
  IsActive: boolean;
  SubscriptionId: string | null;
  ExpiryDate: string | null;
  TrialStatus: string;
  TrialAvailable: boolean;
}

async function projectState(organisation: string, projectId: string): Promise<AddonProject> {
  const body = (await details(organisation)).json();
  return (body.ProjectAddons.Projects as AddonProject[]).find(
    (p) => p.Id === projectId,
  ) as AddonProject;
}

function save(
  organisation: string,
  projectIds: string[],
  options: { method?: 'POST' | 'PUT'; po?: string; subscriptionId?: string; caller?: Caller } = {},
) {
  const endpoint =
    options.method === 'POST'
      ? licensingApi.createProjectSubscriptions
      : licensingApi.updateProjectSubscriptions;
  return t.call(
    endpoint,
    {
      params: { organisation },
      body: {
        ...(options.po !== undefined ? { PoNumber: options.po } : {}),
        ProjectAddons: {
          ...(options.subscriptionId ? { SubscriptionId: options.subscriptionId } : {}),
          AddonPlanId: 3,
          ProjectIds: projectIds,
        },
      },
    },
    options.caller ?? admin,
  );
}

async function subscriptionRow(organisationId: string) {
  return t.handle.db
    .selectFrom('subscriptions')
    .selectAll()
    .where('organisation_id', '=', organisationId)
    .executeTakeFirstOrThrow();
}

function messages(response: { json: () => unknown }): string[] {
  return (response.json() as { Messages?: string[] }).Messages ?? [];
}

describe('permissions', () => {
  it('lets licence administrators manage their own organisation and administrators every one', async () => {
    expect((await details(DEMO, licadmin)).statusCode).toBe(200);
    expect((await details(DEMO.toUpperCase(), licadmin)).statusCode).toBe(200);
    expect((await details(OTHER, otherlic)).statusCode).toBe(200);
    expect((await details(OTHER, admin)).statusCode).toBe(200);
  });

  it('answers 404 for another organisation and 403 without the licence permission', async () => {
    expect((await details(OTHER, licadmin)).statusCode).toBe(404);
    expect((await details(DEMO, otherlic)).statusCode).toBe(404);
    expect((await details('No Such Organisation', admin)).statusCode).toBe(404);
    const refused = await details(DEMO, viewer);
    expect(refused.statusCode).toBe(403);
    expect(messages(refused)).toEqual([NO_MANAGE_LICENSES]);
    expect((await details(DEMO, manager)).statusCode).toBe(403);
    expect(
      (await t.call(licensingApi.getProjectLicensingInfo, { query: {} }, viewer)).statusCode,
    ).toBe(403);
    expect(
      (await t.call(licensingApi.getProjectTrialMetrics, { query: {} }, manager)).statusCode,
    ).toBe(403);
  });
});

describe('subscription details and purchase', () => {
  it('shows every project unlicensed, the new term and its price before a subscription', async () => {
    const org = await freshOrganisation(['Alpha', 'Bravo']);
    const response = await details(org.name);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ProjectLicenses: { Licenses: [] },
      ProjectAddons: {
        SubscriptionId: null,
        AddonPlanId: 3,
        Projects: org.projects.map((id, index) => ({
          Id: id,
          Name: ['Alpha', 'Bravo'][index],
          IsActive: false,
          SubscriptionId: null,
          ExpiryDate: null,
          TrialStatus: 'NoTrial',
          TrialAvailable: true,
        })),
      },
      Renewal: null,
      TotalLicensed: 0,
      DiscountPercentage: 0,
      DiscountId: null,
      CurrencyCode: 'USD',
      RegionCode: 'NAM',
      SubscriptionId: null,
      UnitPrice: 100,
      Term: 'Month',
    });
  });

  it('offers a weekly subscription at the weekly price without the Monthlysubscriptions flag', async () => {
    const org = await freshOrganisation(['Alpha']);
    await t.handle.db
      .insertInto('feature_flags')
      .values({ organisation_id: org.id, flag: 'Monthlysubscriptions', enabled: false })
      .execute();
    expect((await details(org.name)).json()).toMatchObject({ Term: 'Week', UnitPrice: 30 });
    expect((await save(org.name, [org.projects[0] as string], { method: 'POST' })).statusCode).toBe(
      200,
    );
    expect((await details(org.name)).json()).toMatchObject({
      Term: 'Week',
      UnitPrice: 30,
      Renewal: '2026-11-09T09:00:00.000Z',
    });
  });

  it('starts the first subscription with the projects bought, the reference and journal entries', async () => {
    const org = await freshOrganisation(['Alpha', 'Bravo', 'Charlie']);
    const [a, b, c] = org.projects as [string, string, string];
    const response = await save(org.name, [a, b], { method: 'POST', po: 'PO-1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const body = (await details(org.name)).json();
    expect(body.SubscriptionId).toEqual(expect.any(String));
    expect(body).toMatchObject({
      Renewal: '2026-12-02T09:00:00.000Z',
      TotalLicensed: 2,
      Term: 'Month',
      UnitPrice: 100,
    });
    const states = new Map((body.ProjectAddons.Projects as AddonProject[]).map((p) => [p.Id, p]));
    expect(states.get(a)).toMatchObject({
      IsActive: true,
      SubscriptionId: body.SubscriptionId,
      ExpiryDate: null,
    });
    expect(states.get(c)).toMatchObject({ IsActive: false });
    expect(body.ProjectLicenses.Licenses).toHaveLength(2);
    expect(body.ProjectLicenses.Licenses[0]).toMatchObject({
      IsTrialLicense: false,
      StartDate: '2026-11-02T09:00:00.000Z',
      ExpiryDate: null,
    });
    expect((await subscriptionRow(org.id)).license_count).toBe(2);
    const stored = await t.handle.db
      .selectFrom('project_licences')
      .select('po_number')
      .where('project_id', '=', a)
      .executeTakeFirstOrThrow();
    expect(stored.po_number).toBe('PO-1');
    const entries = await t.handle.db
      .selectFrom('journal_entries')
      .select(['type', 'details', 'user_name'])
      .where('project_id', '=', a)
      .execute();
    expect(entries).toEqual([
      { type: 'Licensing', details: 'Project licence added.', user_name: 'Alex Morgan' },
    ]);
    // A second first subscription is refused.
    const again = await save(org.name, [a], { method: 'POST' });
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual([SUBSCRIPTION_EXISTS]);
  });

  it('refuses a save without a subscription, bad ids and another organisation’s projects', async () => {
    const org = await freshOrganisation(['Alpha']);
    const other = await freshOrganisation(['Elsewhere']);
    const none = await save(org.name, org.projects);
    expect(none.statusCode).toBe(409);
    expect(messages(none)).toEqual([NO_SUBSCRIPTION]);
    expect((await save(org.name, ['not-a-project'], { method: 'POST' })).statusCode).toBe(400);
    expect(
      (await save(org.name, ['00000000-0000-4000-8000-000000000000'], { method: 'POST' }))
        .statusCode,
    ).toBe(400);
    expect((await save(org.name, other.projects, { method: 'POST' })).statusCode).toBe(404);
    const tooLong = await save(org.name, org.projects, { method: 'POST', po: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    // Nothing was stored by the refusals.
    expect((await details(org.name)).json().SubscriptionId).toBeNull();
  });

  it('ends an absent licence at the renewal, and adding it again clears the expiry', async () => {
    const org = await freshOrganisation(['Alpha', 'Bravo']);
    const [a, b] = org.projects as [string, string];
    await save(org.name, [a, b], { method: 'POST' });
    await setClock('2026-11-10T12:00:00Z');
    const subscriptionId = (await details(org.name)).json().SubscriptionId as string;
    const wrong = await save(org.name, [a], {
      subscriptionId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(400);
    // A reference when nothing is added: validateLicenceReference's message.
    const reference = await save(org.name, [a], { po: 'PO-2', subscriptionId });
    expect(reference.statusCode).toBe(400);
    expect(messages(reference)).toEqual([
      validateLicenceReference('PO-2', { addingLicences: false })?.message,
    ]);
    expect((await save(org.name, [a], { subscriptionId })).statusCode).toBe(200);
    expect(await projectState(org.name, b)).toMatchObject({
      IsActive: true,
      ExpiryDate: '2026-12-02T09:00:00.000Z',
    });
    expect((await subscriptionRow(org.id)).license_count).toBe(1);
    expect((await save(org.name, [a, b], { po: 'PO-3' })).statusCode).toBe(200);
    expect(await projectState(org.name, b)).toMatchObject({ IsActive: true, ExpiryDate: null });
    expect((await subscriptionRow(org.id)).license_count).toBe(2);
    // Removed again, then past the renewal: no longer licensed, and the renewal moves a month on.
    await save(org.name, [a]);
    await setClock('2026-12-02T09:00:00Z');
    expect(await projectState(org.name, b)).toMatchObject({ IsActive: false, ExpiryDate: null });
    expect((await details(org.name)).json().Renewal).toBe('2027-01-02T09:00:00.000Z');
  });
});

describe('trials', () => {
  it('applies a 14-day trial once per project, only where allowed', async () => {
    const org = await freshOrganisation(['Alpha', 'Bravo']);
    const [a, b] = org.projects as [string, string];
    const apply = (projectId: string) =>
      t.call(
        licensingApi.applyProjectTrial,
        { params: { organisation: org.name }, body: { ProjectId: projectId, AddonPlanId: 3 } },
        admin,
      );
    expect((await apply(a)).statusCode).toBe(200);
    expect(await projectState(org.name, a)).toMatchObject({
      IsActive: true,
      TrialStatus: 'ActiveTrial',
      ExpiryDate: '2026-11-16T09:00:00.000Z',
      TrialAvailable: false,
    });
    const second = await apply(a);
    expect(second.statusCode).toBe(409);
    expect(messages(second)).toEqual([TRIAL_USED]);
    // Still refused once the trial has ended.
    await setClock('2026-11-20T00:00:00Z');
    expect(await projectState(org.name, a)).toMatchObject({
      IsActive: false,
      TrialStatus: 'NoTrial',
    });
    expect((await apply(a)).statusCode).toBe(409);
    // A paid project cannot start a trial.
    await save(org.name, [b], { method: 'POST' });
    const paid = await apply(b);
    expect(paid.statusCode).toBe(409);
    expect(messages(paid)).toEqual([ALREADY_LICENSED]);
    expect((await apply('nope')).statusCode).toBe(400);
  });

  it('refuses a trial without the AllowApplyingTrialLicenses flag', async () => {
    const org = await freshOrganisation(['Alpha']);
    await t.handle.db
      .insertInto('feature_flags')
      .values({ organisation_id: org.id, flag: 'AllowApplyingTrialLicenses', enabled: false })
      .execute();
    const response = await t.call(
      licensingApi.applyProjectTrial,
      {
        params: { organisation: org.name },
        body: { ProjectId: org.projects[0] as string, AddonPlanId: 3 },
      },
      admin,
    );
    expect(response.statusCode).toBe(409);
    expect(messages(response)).toEqual([TRIALS_NOT_ALLOWED]);
  });

  it('converts a trial to paid from its end, reverts it, and counts it as paid after the end', async () => {
    const org = await freshOrganisation(['Alpha']);
    const [a] = org.projects as [string];
    await t.call(
      licensingApi.applyProjectTrial,
      { params: { organisation: org.name }, body: { ProjectId: a, AddonPlanId: 3 } },
      admin,
    );
    const convert = () =>
      t.call(
        licensingApi.convertProjectTrial,
        {
          params: { organisation: org.name },
          body: { ProjectId: a, AddonPlanId: 3, PoNumber: 'PO-T' },
        },
        admin,
      );
    expect((await convert()).statusCode).toBe(200);
    const converted = (await details(org.name)).json();
    expect(converted.SubscriptionId).toEqual(expect.any(String));
    expect(await projectState(org.name, a)).toMatchObject({
      TrialStatus: 'ConvertingTrial',
      ExpiryDate: '2026-11-16T09:00:00.000Z',
    });
    expect((await subscriptionRow(org.id)).license_count).toBe(1);
    const again = await convert();
    expect(again.statusCode).toBe(409);
    expect(messages(again)).toEqual([NO_ACTIVE_TRIAL]);

    const revert = (subscriptionId: string) =>
      t.call(
        licensingApi.revertProjectTrial,
        {
          params: { organisation: org.name },
          body: { TrialProjectId: a, SubscriptionId: subscriptionId },
        },
        admin,
      );
    expect((await revert('00000000-0000-4000-8000-000000000000')).statusCode).toBe(400);
    expect((await revert(converted.SubscriptionId)).statusCode).toBe(200);
    expect(await projectState(org.name, a)).toMatchObject({ TrialStatus: 'ActiveTrial' });
    expect((await subscriptionRow(org.id)).license_count).toBe(0);
    const notConverting = await revert(converted.SubscriptionId);
    expect(notConverting.statusCode).toBe(409);
    expect(messages(notConverting)).toEqual([NOT_CONVERTING]);

    expect((await convert()).statusCode).toBe(200);
    await setClock('2026-11-16T09:00:00Z');
    expect(await projectState(org.name, a)).toMatchObject({
      IsActive: true,
      TrialStatus: 'NoTrial',
      ExpiryDate: null,
    });
    expect((await details(org.name)).json().ProjectLicenses.Licenses).toEqual([
      {
        ProjectId: a,
        SubscriptionId: converted.SubscriptionId,
        IsTrialLicense: false,
        StartDate: '2026-11-16T09:00:00.000Z',
        ExpiryDate: null,
      },
    ]);
    const info = await t.call(
      licensingApi.getProjectLicensingInfo,
      { query: { OrganisationNames: [org.name] } },
      admin,
    );
    expect(info.json().Items).toMatchObject([
      { Id: a, LicenseStartDate: '2026-11-16T09:00:00.000Z' },
    ]);
    // Removed at the renewal, it stops then even though its trial had converted.
    const removed = await t.call(
      licensingApi.removeProjectLicense,
      {
        params: { organisation: org.name },
        body: { SubscriptionId: converted.SubscriptionId, ProjectId: a },
      },
      admin,
    );
    expect(removed.statusCode).toBe(200);
    await setClock('2026-12-02T09:00:00Z');
    expect(await projectState(org.name, a)).toMatchObject({ IsActive: false });
  });
});

describe('removal at renewal', () => {
  it('sets the renewal as the expiry once, and refuses what cannot be removed', async () => {
    const org = await freshOrganisation(['Alpha', 'Bravo']);
    const [a, b] = org.projects as [string, string];
    await save(org.name, [a], { method: 'POST' });
    const subscriptionId = (await details(org.name)).json().SubscriptionId as string;
    const remove = (projectId: string, caller: Caller = admin) =>
      t.call(
        licensingApi.removeProjectLicense,
        {
          params: { organisation: org.name },
          body: { SubscriptionId: subscriptionId, ProjectId: projectId },
        },
        caller,
      );
    expect((await remove(a, viewer)).statusCode).toBe(403);
    expect((await remove(a, licadmin)).statusCode).toBe(404);
    expect((await remove(a)).statusCode).toBe(200);
    expect(await projectState(org.name, a)).toMatchObject({
      IsActive: true,
      ExpiryDate: '2026-12-02T09:00:00.000Z',
    });
    expect((await subscriptionRow(org.id)).license_count).toBe(0);
    const twice = await remove(a);
    expect(twice.statusCode).toBe(409);
    expect(messages(twice)).toEqual([NOTHING_TO_REMOVE]);
    expect((await remove(b)).statusCode).toBe(409);
    const entries = await t.handle.db
      .selectFrom('journal_entries')
      .select('details')
      .where('project_id', '=', a)
      .where('type', '=', 'Licensing')
      .orderBy('created_at')
      .execute();
    expect(entries.map((e) => e.details)).toEqual([
      'Project licence added.',
      'Project licence removed at the renewal on 2026-12-02.',
    ]);
  });
});

describe('estimate', () => {
  it('prices a first subscription without proration', async () => {
    const org = await freshOrganisation(['Alpha']);
    const response = await t.call(
      licensingApi.estimateSubscription,
      {
        params: { organisation: org.name },
        body: { AddonPlanId: 3, WeeklyLicenseCount: 0, MonthlyLicenseCount: 3 },
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      SubTotal: 300,
      Total: 300,
      Discounts: [{ DiscountId: null, Amount: 0 }],
      CurrencyCode: 'USD',
      RenewalSubTotal: 300,
      ProratedSubTotal: 0,
      ProratedDays: 0,
      TermDays: 30,
      DiscountPercentage: 0,
      Renewal: '2026-12-02T09:00:00.000Z',
      UnitPrices: { Week: 30, Month: 100 },
    });
  });

  it('prorates added licences to the renewal and applies the discount', async () => {
    const org = await freshOrganisation(['Alpha', 'Bravo']);
    await save(org.name, [org.projects[0] as string], { method: 'POST' });
    await t.handle.db
      .updateTable('subscriptions')
      .set({ discount_percentage: 10, discount_id: 'TEN' })
      .where('organisation_id', '=', org.id)
      .execute();
    // 12 days later: 14 Nov → renewal 2 Dec is 18 days of the 30 of 2 Nov → 2 Dec.
    await setClock('2026-11-14T09:00:00Z');
    const response = await t.call(
      licensingApi.estimateSubscription,
      {
        params: { organisation: org.name },
        body: { AddonPlanId: 3, WeeklyLicenseCount: 0, MonthlyLicenseCount: 2 },
      },
      admin,
    );
    // Renewal 2 × 100 = 200; 1 added × 100 × 18 / 30 = 60; 260 × 10 % = 26; total 234.
    expect(response.json()).toMatchObject({
      RenewalSubTotal: 200,
      ProratedSubTotal: 60,
      ProratedDays: 18,
      TermDays: 30,
      SubTotal: 260,
      Discounts: [{ DiscountId: 'TEN', Amount: 26 }],
      Total: 234,
      DiscountPercentage: 10,
    });
    const bad = await t.call(
      licensingApi.estimateSubscription,
      {
        params: { organisation: org.name },
        body: { AddonPlanId: 3, WeeklyLicenseCount: -1, MonthlyLicenseCount: 2 },
      },
      admin,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('SMS limit', () => {
  it('sets and removes the monthly limit', async () => {
    const set = await t.call(
      licensingApi.setSmsLimit,
      { params: { organisation: DEMO }, body: { MonthlySmsLimit: 250 } },
      licadmin,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ MonthlySmsLimit: 250 });
    const row = await t.handle.db
      .selectFrom('organisation_sms_limits')
      .select('monthly_limit')
      .executeTakeFirstOrThrow();
    expect(row.monthly_limit).toBe(250);
    expect(
      (
        await t.call(
          licensingApi.setSmsLimit,
          { params: { organisation: DEMO }, body: { MonthlySmsLimit: -1 } },
          licadmin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(
          licensingApi.setSmsLimit,
          { params: { organisation: OTHER }, body: { MonthlySmsLimit: 5 } },
          licadmin,
        )
      ).statusCode,
    ).toBe(404);
    const removed = await t.call(
      licensingApi.removeSmsLimit,
      { params: { organisation: DEMO } },
      licadmin,
    );
    expect(removed.json()).toEqual({ MonthlySmsLimit: null });
    expect(await t.handle.db.selectFrom('organisation_sms_limits').selectAll().execute()).toEqual(
      [],
    );
  });
});

describe('SMS limit enforcement', () => {
  it('holds alert text messages beyond the monthly limit, never verification codes', async () => {
    const org = await freshOrganisation(['Alpha']);
    const rule = await t.handle.db
      .insertInto('event_rules')
      .values({
        project_id: org.projects[0] as string,
        name: 'Limit rule',
        emails: [],
        trigger_source: 'MonitoringLocation',
        trigger_type: 'Offline',
        offline_duration_minutes: 15,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = await t.handle.db
      .insertInto('alert_events')
      .values({
        event_rule_id: rule.id,
        trigger_type: 'Offline',
        triggered_at: TEST_START,
        sent_status: 'NotSent',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.call(
      licensingApi.setSmsLimit,
      { params: { organisation: org.name }, body: { MonthlySmsLimit: 2 } },
      admin,
    );
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(
        await enqueueSms(t.handle.db, {
          to: '+15550100',
          body: `Alert ${i}`,
          alertEventId: event.id,
        }),
      );
    }
    const code = await enqueueSms(t.handle.db, { to: '+15550100', body: 'Code 123456' });
    const rows = await t.handle.db
      .selectFrom('outbox')
      .select(['id', 'status', 'last_error'])
      .where('id', 'in', [...ids, code])
      .execute();
    const status = new Map(rows.map((row) => [row.id, row]));
    expect(status.get(ids[0] as string)?.status).toBe('pending');
    expect(status.get(ids[1] as string)?.status).toBe('pending');
    expect(status.get(ids[2] as string)).toMatchObject({ status: 'held' });
    expect(status.get(ids[2] as string)?.last_error).toMatch(/^Monthly SMS limit reached/);
    expect(status.get(code)?.status).toBe('pending');
    // Without the limit, the next one goes out again.
    await t.call(licensingApi.removeSmsLimit, { params: { organisation: org.name } }, admin);
    const next = await enqueueSms(t.handle.db, {
      to: '+15550100',
      body: 'Alert 4',
      alertEventId: event.id,
    });
    const after = await t.handle.db
      .selectFrom('outbox')
      .select('status')
      .where('id', '=', next)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('pending');
  });
});

describe('licence tables', () => {
  let org: { name: string; id: string; projects: string[] };

  beforeAll(async () => {
    await setClock(TEST_START);
    org = await freshOrganisation(['Delta', 'alpha', 'Charlie', 'Bravo']);
    const [delta, alpha, charlie, bravo] = org.projects as [string, string, string, string];
    await save(org.name, [delta, alpha, charlie], { method: 'POST' });
    // Alpha: licensed before tracking began. Charlie: started on 20 Oct.
    await t.handle.db
      .updateTable('project_licences')
      .set({ start_date: null })
      .where('project_id', '=', alpha)
      .execute();
    await t.handle.db
      .updateTable('project_licences')
      .set({ start_date: new Date('2026-10-20T00:00:00Z') })
      .where('project_id', '=', charlie)
      .execute();
    // Delta: two instruments, one online (5 minutes old), one last heard 3.5 days ago.
    const online = await createInstrument(
      t.handle.db,
      { organisationId: org.id, projectId: delta },
      'LT-1',
      [SENSOR.PM10],
    );
    const stale = await createInstrument(
      t.handle.db,
      { organisationId: org.id, projectId: delta },
      'LT-2',
      [SENSOR.PM10],
    );
    await t.handle.db
      .insertInto('latest')
      .values([
        {
          instrument_id: online,
          sensor_id: SENSOR.PM10,
          ts: new Date(TEST_START.getTime() - 5 * 60_000),
          value: 1,
        },
        {
          instrument_id: stale,
          sensor_id: SENSOR.PM10,
          ts: new Date(TEST_START.getTime() - 3.5 * DAY),
          value: 1,
        },
      ])
      .execute();
    // Bravo: a trial.
    await t.call(
      licensingApi.applyProjectTrial,
      { params: { organisation: org.name }, body: { ProjectId: bravo, AddonPlanId: 3 } },
      admin,
    );
  });

  function info(query: Record<string, unknown>, caller: Caller = admin) {
    return t.call(
      licensingApi.getProjectLicensingInfo,
      { query: { OrganisationNames: [org.name], ...query } as never },
      caller,
    );
  }

  it('lists the paid projects with monitor counts, days since data and unknown starts', async () => {
    const response = await info({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Items: [
        {
          Id: org.projects[1],
          Name: 'alpha',
          OrganisationName: org.name,
          LicenseStartDate: null,
          OnlineMonitorCount: 0,
          TotalMonitorCount: 0,
          DaysSinceLastData: null,
        },
        {
          Id: org.projects[2],
          Name: 'Charlie',
          OrganisationName: org.name,
          LicenseStartDate: '2026-10-20T00:00:00.000Z',
          OnlineMonitorCount: 0,
          TotalMonitorCount: 0,
          DaysSinceLastData: null,
        },
        {
          Id: org.projects[0],
          Name: 'Delta',
          OrganisationName: org.name,
          LicenseStartDate: '2026-11-02T09:00:00.000Z',
          OnlineMonitorCount: 1,
          TotalMonitorCount: 2,
          DaysSinceLastData: 0,
        },
      ],
      PageCount: 1,
      ItemCount: 3,
    });
  });

  it('pages from 1, sorts, filters and searches', async () => {
    const page2 = (await info({ Limit: 2, PageNumber: 2 })).json();
    expect(page2).toMatchObject({ PageCount: 2, ItemCount: 3 });
    expect(page2.Items.map((i: { Name: string }) => i.Name)).toEqual(['Delta']);
    expect((await info({ Limit: 2, PageNumber: 3 })).json()).toMatchObject({
      Items: [],
      PageCount: 2,
    });
    const names = async (query: Record<string, unknown>) =>
      ((await info(query)).json().Items as { Name: string }[]).map((i) => i.Name);
    expect(await names({ SortBy: JSON.stringify({ Key: 'name', Dir: 'desc' }) })).toEqual([
      'Delta',
      'Charlie',
      'alpha',
    ]);
    // Unknown starts sort last either way.
    expect(
      await names({ SortBy: JSON.stringify({ Key: 'licenseStartDate', Dir: 'desc' }) }),
    ).toEqual(['Delta', 'Charlie', 'alpha']);
    expect(
      await names({ SortBy: JSON.stringify({ Key: 'onlineMonitorCount', Dir: 'desc' }) }),
    ).toEqual(['Delta', 'alpha', 'Charlie']);
    expect(
      await names({
        FilterBy: JSON.stringify([{ Key: 'activeMonitors', Type: 'Eq', Value: '1+' }]),
      }),
    ).toEqual(['Delta']);
    expect(
      await names({
        FilterBy: JSON.stringify([{ Key: 'activeMonitors', Type: 'Eq', Value: '0' }]),
      }),
    ).toEqual(['alpha', 'Charlie']);
    // The start date bounds are inclusive; unknown starts are left out.
    const oct20 = Date.parse('2026-10-20T00:00:00Z');
    expect(
      await names({ FilterBy: JSON.stringify([{ Key: 'startDate', Type: 'Gt', Value: oct20 }]) }),
    ).toEqual(['Charlie', 'Delta']);
    expect(
      await names({ FilterBy: JSON.stringify([{ Key: 'endDate', Type: 'Lt', Value: oct20 }]) }),
    ).toEqual(['Charlie']);
    expect(await names({ Search: 'ALP' })).toEqual(['alpha']);
  });

  it('refuses an unknown sort key and a bad filter', async () => {
    expect((await info({ SortBy: JSON.stringify({ Key: 'colour', Dir: 'asc' }) })).statusCode).toBe(
      400,
    );
    expect(
      (
        await info({
          FilterBy: JSON.stringify([{ Key: 'activeMonitors', Type: 'Eq', Value: '2' }]),
        })
      ).statusCode,
    ).toBe(400);
    expect((await info({ PageNumber: 0 })).statusCode).toBe(400);
  });

  it('limits a licence administrator to their own organisation', async () => {
    const own = await t.call(licensingApi.getProjectLicensingInfo, { query: {} }, otherlic);
    expect(own.statusCode).toBe(200);
    expect(own.json().Items).toEqual([]);
    const asked = await info({}, otherlic);
    expect(asked.json()).toMatchObject({ Items: [], ItemCount: 0 });
    expect((await t.call(licensingApi.getLicensingOrganisations, {}, otherlic)).json()).toEqual({
      OrganisationNames: [OTHER],
    });
    const all = (await t.call(licensingApi.getLicensingOrganisations, {}, admin)).json();
    expect(all.OrganisationNames).toEqual(expect.arrayContaining([DEMO, OTHER, org.name]));
  });

  it('downloads every row of the query as CSV', async () => {
    const response = await t.call(
      licensingApi.downloadProjectLicensingInfo,
      { query: { OrganisationNames: [org.name], Limit: 1 } as never },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file.FileName).toBe('project-licenses_2026-11-02.csv');
    expect(file.ContentType).toBe('text/csv; charset=utf-8');
    expect(file.CsvData).toBe(
      '\uFEFFProject,Organisation,License start date,Online monitors,Total monitors,Days since last data\r\n' +
        `alpha,${org.name},Unknown,0,0,\r\n` +
        `Charlie,${org.name},2026-10-20,0,0,\r\n` +
        `Delta,${org.name},2026-11-02,1,2,0\r\n`,
    );
    expect(
      (await t.call(licensingApi.downloadProjectLicensingInfo, { query: {} }, viewer)).statusCode,
    ).toBe(403);
  });

  it('lists trials with their display status and filters them by it', async () => {
    const trials = (query: Record<string, unknown>) =>
      t.call(
        licensingApi.getProjectTrials,
        { query: { OrganisationNames: [org.name], ...query } as never },
        admin,
      );
    expect((await trials({})).json()).toEqual({
      Items: [
        {
          Id: org.projects[3],
          Name: 'Bravo',
          OrganisationName: org.name,
          ExpiryDate: '2026-11-16T09:00:00.000Z',
          IsConvertedToPaid: false,
          MainUserEmail: 'admin@demo.example',
        },
      ],
      PageCount: 1,
      ItemCount: 1,
    });
    const status = (value: string) =>
      JSON.stringify([{ Key: 'trialStatus', Type: 'Eq', Value: value }]);
    expect((await trials({ FilterBy: status('Active') })).json().ItemCount).toBe(1);
    // Exactly 3 days before the expiry it is not yet expiring soon; a moment later it is.
    await setClock('2026-11-13T09:00:00Z');
    expect((await trials({ FilterBy: status('Expiring soon') })).json().ItemCount).toBe(0);
    await setClock('2026-11-13T09:00:01Z');
    expect((await trials({ FilterBy: status('Expiring soon') })).json().ItemCount).toBe(1);
    await setClock('2026-11-17T00:00:00Z');
    expect((await trials({ FilterBy: status('Expired') })).json().ItemCount).toBe(1);
    expect((await trials({ FilterBy: status('Convert to paid') })).json().ItemCount).toBe(0);
    expect((await trials({ FilterBy: status('Soon') })).statusCode).toBe(400);
  });
});

describe('trial metrics', () => {
  it('counts active and converting trials, daily points and conversion rates', async () => {
    const org = await freshOrganisation(['One', 'Two', 'Three']);
    const [one, two, three] = org.projects as [string, string, string];
    const apply = (projectId: string) =>
      t.call(
        licensingApi.applyProjectTrial,
        { params: { organisation: org.name }, body: { ProjectId: projectId, AddonPlanId: 3 } },
        admin,
      );
    // 2 Nov: trial One (ends 16 Nov). 3 Nov: trial Two, converted on 4 Nov. 20 Oct: Three, long
    // before (started 13 days back through the clock).
    await setClock('2026-10-20T00:00:00Z');
    await apply(three);
    await setClock(TEST_START);
    await apply(one);
    await setClock('2026-11-03T12:00:00Z');
    await apply(two);
    await setClock('2026-11-04T08:00:00Z');
    await t.call(
      licensingApi.convertProjectTrial,
      { params: { organisation: org.name }, body: { ProjectId: two, AddonPlanId: 3 } },
      admin,
    );
    await setClock('2026-11-05T09:00:00Z');
    const response = await t.call(
      licensingApi.getProjectTrialMetrics,
      {
        query: {
          OrganisationName: org.name,
          StartDate: '2026-11-02T00:00:00Z',
          EndDate: '2026-11-05T09:00:00Z',
        },
      },
      admin,
    );
    expect(response.statusCode).toBe(200);
    // Now (5 Nov): One active, Two converting, Three ended on 3 Nov 00:00. 1 of 3 converted, all
    // three started within 30 days.
    expect(response.json()).toEqual({
      Overview: {
        TotalTrialsActive: 1,
        TotalTrialsConverting: 1,
        ConversionRateAllTime: 1 / 3,
        ConversionRate30Days: 1 / 3,
      },
      Data: [
        { Date: '2026-11-02', ActiveCount: 2, ConversionsCount: 0 },
        { Date: '2026-11-03', ActiveCount: 2, ConversionsCount: 0 },
        { Date: '2026-11-04', ActiveCount: 2, ConversionsCount: 1 },
        { Date: '2026-11-05', ActiveCount: 2, ConversionsCount: 0 },
      ],
    });
  });

  it('covers the caller’s organisation over the last two months by default', async () => {
    const response = await t.call(licensingApi.getProjectTrialMetrics, { query: {} }, otherlic);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // 2 Sep → 2 Nov: 62 days, both ends included.
    expect(body.Data).toHaveLength(62);
    expect(body.Data[0].Date).toBe('2026-09-02');
    expect(body.Overview).toEqual({
      TotalTrialsActive: 0,
      TotalTrialsConverting: 0,
      ConversionRateAllTime: 0,
      ConversionRate30Days: 0,
    });
    expect(
      (
        await t.call(
          licensingApi.getProjectTrialMetrics,
          { query: { OrganisationName: DEMO } },
          otherlic,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          licensingApi.getProjectTrialMetrics,
          { query: { StartDate: '2026-11-02T00:00:00Z', EndDate: '2026-11-01T00:00:00Z' } },
          otherlic,
        )
      ).statusCode,
    ).toBe(400);
  });
});

describe('v2 subscriptions', () => {
  it('creates one subscription per organisation, reads and updates it', async () => {
    const org = await freshOrganisation(['Alpha']);
    const create = (body: Record<string, unknown>) =>
      t.call(
        licensingApi.createSubscription,
        { params: { organisation: org.name }, body: body as never },
        admin,
      );
    expect((await create({ AddonPlanId: 3, Term: 'Year', LicenseCount: 1 })).statusCode).toBe(400);
    const created = await create({
      AddonPlanId: 3,
      Term: 'Week',
      LicenseCount: 2,
      DiscountId: 'D1',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().Id as string;
    expect((await create({ AddonPlanId: 3, Term: 'Week', LicenseCount: 2 })).statusCode).toBe(409);
    const list = await t.call(
      licensingApi.listSubscriptions,
      { params: { organisation: org.name } },
      admin,
    );
    expect(list.json()).toEqual({
      Items: [
        {
          Id: id,
          OrganisationName: org.name,
          AddonPlanId: 3,
          Term: 'Week',
          CurrencyCode: 'USD',
          RegionCode: 'NAM',
          UnitPrice: 30,
          LicenseCount: 2,
          DiscountId: 'D1',
          DiscountPercentage: 0,
          StartDate: '2026-11-02T09:00:00.000Z',
          Renewal: '2026-11-09T09:00:00.000Z',
          ScheduledChanges: null,
        },
      ],
    });
    const get = (subscriptionId: string, organisation = org.name, caller = admin) =>
      t.call(
        licensingApi.getSubscription,
        { params: { organisation, id: subscriptionId } },
        caller,
      );
    expect((await get(id)).json().Id).toBe(id);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(id, DEMO)).statusCode).toBe(404);
    expect((await get(id, org.name, licadmin)).statusCode).toBe(404);

    // One paid licence: the count cannot go below it.
    await save(org.name, [org.projects[0] as string], { subscriptionId: id });
    const update = (body: Record<string, unknown>) =>
      t.call(
        licensingApi.updateSubscription,
        { params: { organisation: org.name, id }, body: body as never },
        admin,
      );
    expect((await update({ LicenseCount: 0 })).statusCode).toBe(409);
    const updated = await update({ LicenseCount: 5, DiscountId: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ LicenseCount: 5, DiscountId: null });
  });

  it('schedules changes for the renewal, cancels them and applies them lazily', async () => {
    const org = await freshOrganisation(['Alpha', 'Bravo']);
    const [a, b] = org.projects as [string, string];
    await save(org.name, [a, b], { method: 'POST' });
    const subscriptionId = (await details(org.name)).json().SubscriptionId as string;
    const schedule = (body: Record<string, unknown>, caller: Caller = admin, id = subscriptionId) =>
      t.call(
        licensingApi.updateScheduledChanges,
        { params: { subscriptionId: id }, body: body as never },
        caller,
      );
    expect((await schedule({ Term: 'Week' }, licadmin)).statusCode).toBe(404);
    expect((await schedule({ Term: 'Week' }, viewer)).statusCode).toBe(403);
    expect((await schedule({ Term: 'Week' }, admin, 'nope')).statusCode).toBe(404);
    expect((await schedule({ Term: 'Fortnight' })).statusCode).toBe(400);
    expect((await schedule({ RemovedProjectIds: ['nope'] })).statusCode).toBe(400);

    const scheduled = await schedule({ Term: 'Week', RemovedProjectIds: [b] });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toEqual({
      EffectiveDate: '2026-12-02T09:00:00.000Z',
      LicenseCount: null,
      Term: 'Week',
      RemovedProjectIds: [b],
    });
    expect(await projectState(org.name, b)).toMatchObject({
      ExpiryDate: '2026-12-02T09:00:00.000Z',
    });
    // An empty body cancels, and the removal with it.
    const cancelled = await schedule({});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toBeNull();
    expect(await projectState(org.name, b)).toMatchObject({ ExpiryDate: null });

    await schedule({ Term: 'Week', RemovedProjectIds: [b] });
    await setClock('2026-12-03T00:00:00Z');
    const after = (await details(org.name)).json();
    expect(after).toMatchObject({
      Term: 'Week',
      UnitPrice: 30,
      Renewal: '2026-12-09T09:00:00.000Z',
    });
    expect(await projectState(org.name, b)).toMatchObject({ IsActive: false });
    const v2 = await t.call(
      licensingApi.listSubscriptions,
      { params: { organisation: org.name } },
      admin,
    );
    expect(v2.json().Items[0]).toMatchObject({
      ScheduledChanges: null,
      Term: 'Week',
      LicenseCount: 1,
    });
  });
});

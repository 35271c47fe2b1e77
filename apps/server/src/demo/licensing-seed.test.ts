import { licensingApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_START, type TestApp } from '../test/helper';
import {
  DEMO_CONVERTED_TRIAL_PROJECT,
  DEMO_TRIAL_PROJECT,
  DEMO_UNKNOWN_START_PROJECT,
  DEMO_UNLICENSED_PROJECT,
} from './licensing-seed';
import { DEMO_ORGANISATIONS } from './seed';
import { seedDemoSites } from './sites-seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoSites(t.handle.db, TEST_START)).toBe(true);
});
afterAll(() => t.close());

describe('the demo licences', () => {
  it('licenses the demo projects: paid, one unknown start, one trial, one converted, one not', async () => {
    const admin = await t.signIn('admin');
    const response = await t.call(
      licensingApi.getSubscriptionDetails,
      { params: { organisation: DEMO_ORGANISATIONS.demo } },
      admin,
    );
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      Term: 'Month',
      UnitPrice: 100,
      DiscountPercentage: 10,
      Renewal: '2026-11-11T09:00:00.000Z',
      TotalLicensed: 15,
    });
    const byName = new Map(
      (
        details.ProjectAddons.Projects as { Name: string; IsActive: boolean; TrialStatus: string }[]
      ).map((p) => [p.Name, p]),
    );
    expect(byName.get(DEMO_UNLICENSED_PROJECT)).toMatchObject({ IsActive: false });
    expect(byName.get(DEMO_TRIAL_PROJECT)).toMatchObject({
      IsActive: true,
      TrialStatus: 'ActiveTrial',
    });
    expect(byName.get(DEMO_CONVERTED_TRIAL_PROJECT)).toMatchObject({
      IsActive: true,
      TrialStatus: 'NoTrial',
    });

    const info = await t.call(
      licensingApi.getProjectLicensingInfo,
      { query: { Search: DEMO_UNKNOWN_START_PROJECT } },
      admin,
    );
    expect(info.json().Items).toMatchObject([{ LicenseStartDate: null }]);
  });

  it('prices one more licence with proration and the discount', async () => {
    const admin = await t.signIn('admin');
    // 14 paid licences continue; 15 asked: 1 added for 9 of the 31 days of 11 Oct → 11 Nov.
    const response = await t.call(
      licensingApi.estimateSubscription,
      {
        params: { organisation: DEMO_ORGANISATIONS.demo },
        body: { AddonPlanId: 3, WeeklyLicenseCount: 0, MonthlyLicenseCount: 15 },
      },
      admin,
    );
    // 15 × 100 = 1500; 100 × 9 / 31 = 29.03; 1529.03 × 10 % = 152.903 → 152.90; total 1376.13.
    expect(response.json()).toMatchObject({
      RenewalSubTotal: 1500,
      ProratedSubTotal: 29.03,
      ProratedDays: 9,
      TermDays: 31,
      SubTotal: 1529.03,
      Discounts: [{ DiscountId: 'DEMO-10', Amount: 152.9 }],
      Total: 1376.13,
    });
  });
});

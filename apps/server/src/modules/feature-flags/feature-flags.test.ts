import { accountApi, featureFlagsApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { DEFAULT_FEATURE_FLAGS } from './defaults';

let t: TestApp;
let admin: Caller;
let viewer: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
});
afterAll(() => t.close());

async function organisationId(name: string): Promise<string> {
  const row = await t.handle.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function isEnabled(caller: Caller | null, featureFlag: keyof typeof DEFAULT_FEATURE_FLAGS) {
  const response = await t.call(featureFlagsApi.getFeatureFlag, { query: { featureFlag } }, caller);
  expect(response.statusCode).toBe(200);
  return response.json().IsEnabled as boolean;
}

describe('GET /v0.1/feature-flags', () => {
  it("answers the seeded value of the caller's organisation", async () => {
    expect(await isEnabled(viewer, 'V3Api')).toBe(true);
    expect(await isEnabled(viewer, 'UseMigratedContributionEvents')).toBe(false);
    const response = await t.call(
      featureFlagsApi.getFeatureFlag,
      { query: { featureFlag: 'ReactHomePage' } },
      admin,
    );
    expect(response.json()).toEqual({ IsEnabled: true });
  });

  it("uses the organisation's own row, else the default, and never another organisation's row", async () => {
    const demo = await organisationId(DEMO_ORGANISATIONS.demo);
    const harbour = await organisationId(DEMO_ORGANISATIONS.other);
    await t.handle.db
      .updateTable('feature_flags')
      .set({ enabled: false })
      .where('organisation_id', '=', demo)
      .where('flag', '=', 'V3Api')
      .execute();
    await t.handle.db.deleteFrom('feature_flags').where('organisation_id', '=', harbour).execute();
    await t.handle.db
      .insertInto('feature_flags')
      .values({
        organisation_id: harbour,
        flag: 'DistributorLicenseAdminRestriction',
        enabled: true,
      })
      .execute();

    // The demo's own rows.
    expect(await isEnabled(admin, 'V3Api')).toBe(false);
    expect(await isEnabled(admin, 'DistributorLicenseAdminRestriction')).toBe(false);
    // Harbour Consulting: its own row, and the defaults where it has none (not the demo's false).
    expect(await isEnabled(other, 'DistributorLicenseAdminRestriction')).toBe(true);
    expect(await isEnabled(other, 'V3Api')).toBe(DEFAULT_FEATURE_FLAGS.V3Api);
    expect(await isEnabled(other, 'UseMigratedContributionEvents')).toBe(false);
  });

  it('answers 400 for an unknown or missing flag', async () => {
    const unknown = await t.call(
      featureFlagsApi.getFeatureFlag,
      { query: { featureFlag: 'NoSuchFlag' as 'V3Api' } },
      viewer,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Errors).toHaveProperty('featureFlag');
    expect(unknown.json().Messages).toEqual([
      expect.stringMatching(/^featureFlag: Invalid option: expected one of "V3Api"/),
    ]);
    const missing = await t.fastify.inject({
      method: 'GET',
      url: '/v0.1/feature-flags',
      headers: { cookie: viewer.cookie ?? '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Messages).toEqual([
      expect.stringMatching(/^featureFlag: Invalid option: expected one of "V3Api"/),
    ]);
  });

  it('answers 401 to anonymous callers and 403 to an API key (session-only call)', async () => {
    const anonymous = await t.call(
      featureFlagsApi.getFeatureFlag,
      { query: { featureFlag: 'V3Api' } },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const key = (await t.call(accountApi.getApiKey, {}, viewer)).json().ApiKey as string;
    const machine = await t.call(
      featureFlagsApi.getFeatureFlag,
      { query: { featureFlag: 'V3Api' } },
      { apiKey: key },
    );
    expect(machine.statusCode).toBe(403);
  });
});

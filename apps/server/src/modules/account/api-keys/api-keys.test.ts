import { accountApi, instrumentsDataApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../../demo/seed';
import { sha256 } from '../../../http/crypto';
import { createTestApp, type Caller, type TestApp } from '../../../test/helper';
import { GET_API_KEY_LABEL, MAX_ACTIVE_API_KEYS } from './service';

let t: TestApp;
let manager: Caller;
let viewer: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
});
afterAll(() => t.close());

const RANGE = { from: '2026-11-02T00:00:00Z', to: '2026-11-02T01:00:00Z' };

/** A /v2 machine call made with an API key: what a data logger or script does. */
function readWithKey(apiKey: string) {
  return t.call(
    instrumentsDataApi.getOrganisationData,
    { params: { organisation: DEMO_ORGANISATIONS.demo }, query: RANGE },
    { apiKey },
  );
}

async function createKey(caller: Caller, label: string) {
  const response = await t.call(accountApi.createApiKey, { body: { Label: label } }, caller);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{
    Id: string;
    Label: string;
    Prefix: string;
    CreatedAt: string;
    LastUsedAt: string | null;
    ApiKey: string;
  }>();
}

async function listKeys(caller: Caller) {
  const response = await t.call(accountApi.listApiKeys, {}, caller);
  expect(response.statusCode).toBe(200);
  return response.json<{ Items: Array<Record<string, unknown>> }>().Items;
}

describe('creating an API key', () => {
  it('answers 201 with the key once, trims the label and stores only the SHA-256 and prefix', async () => {
    const created = await createKey(viewer, '  North fence logger  ');
    expect(created).toMatchObject({
      Label: 'North fence logger',
      CreatedAt: t.clock.now().toISOString(),
      LastUsedAt: null,
    });
    expect(created.ApiKey).toMatch(/^aq_[A-Za-z0-9_-]{32}$/);
    expect(created.Prefix).toBe(created.ApiKey.slice(0, 8));
    const row = await t.handle.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.Id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash.equals(sha256(created.ApiKey))).toBe(true);
    expect(JSON.stringify(row)).not.toContain(created.ApiKey);
    expect((await readWithKey(created.ApiKey)).statusCode).toBe(200);
  });

  it.each([
    ['', 'Enter a label for the key'],
    ['   ', 'Enter a label for the key'],
    ['x'.repeat(101), 'A label has at most 100 characters'],
    ['tab\there', 'A label cannot contain control characters'],
  ])('refuses the label %j with 400 and "%s"', async (label, message) => {
    const response = await t.call(accountApi.createApiKey, { body: { Label: label } }, viewer);
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({ Label: [message] });
  });

  it('refuses a body without a label', async () => {
    const response = await t.fastify.inject({
      method: 'POST',
      url: '/v0.1/apiKeys',
      headers: { cookie: viewer.cookie ?? '', origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('listing API keys', () => {
  it("shows only the caller's keys that are not revoked, newest first, without the keys", async () => {
    const caller = await t.signIn('manager');
    t.clock.advance(1000);
    const first = await createKey(caller, 'Upwind logger');
    t.clock.advance(1000);
    const second = await createKey(caller, 'Downwind logger');
    const items = await listKeys(caller);
    expect(items.slice(0, 2)).toEqual([
      {
        Id: second.Id,
        Label: 'Downwind logger',
        Prefix: second.Prefix,
        CreatedAt: second.CreatedAt,
        LastUsedAt: null,
      },
      {
        Id: first.Id,
        Label: 'Upwind logger',
        Prefix: first.Prefix,
        CreatedAt: first.CreatedAt,
        LastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(items)).not.toContain(first.ApiKey);
    // Another user's list does not hold them.
    const ids = (await listKeys(viewer)).map((key) => key.Id);
    expect(ids).not.toContain(first.Id);
  });

  it('records when a key was last used', async () => {
    const created = await createKey(viewer, 'Weather station');
    t.clock.advance(5 * 60_000);
    expect((await readWithKey(created.ApiKey)).statusCode).toBe(200);
    const listed = (await listKeys(viewer)).find((key) => key.Id === created.Id);
    expect(listed?.LastUsedAt).toBe(t.clock.now().toISOString());
  });
});

describe('keys stay valid until their owner revokes them (issue 12, defect 2)', () => {
  it('keeps a key used for /v2 working after five more keys are created, by either call', async () => {
    const caller = await t.signIn('viewer');
    const logger = await createKey(caller, 'Data logger');
    expect((await readWithKey(logger.ApiKey)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await createKey(caller, `Spare ${i}`);
    }
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      expect((await t.call(accountApi.getApiKey, {}, caller)).statusCode).toBe(200);
    }
    expect((await readWithKey(logger.ApiKey)).statusCode).toBe(200);
    expect((await listKeys(caller)).map((key) => key.Id)).toContain(logger.Id);
  });

  it('lets the spec’s GET /v0.1/apiKey issue a working key with the default label, revoking none', async () => {
    const before = await listKeys(viewer);
    t.clock.advance(1000);
    const response = await t.call(accountApi.getApiKey, {}, viewer);
    expect(response.statusCode).toBe(200);
    const { ApiKey } = response.json<{ ApiKey: string }>();
    expect(Object.keys(response.json())).toEqual(['ApiKey']);
    const after = await listKeys(viewer);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toMatchObject({ Label: GET_API_KEY_LABEL, Prefix: ApiKey.slice(0, 8) });
    expect((await readWithKey(ApiKey)).statusCode).toBe(200);
  });

  it(`refuses a key beyond ${MAX_ACTIVE_API_KEYS} with 409 instead of revoking one, until one is revoked`, async () => {
    const caller = await t.signIn('admin');
    const userId = await t.userId('admin');
    const first = await createKey(caller, 'First');
    const existing = (await listKeys(caller)).length;
    await t.handle.db
      .insertInto('api_keys')
      .values(
        Array.from({ length: MAX_ACTIVE_API_KEYS - existing }, (_, i) => ({
          user_id: userId,
          key_hash: sha256(`filler-${i}`),
          prefix: 'aq_fill',
          label: `Filler ${i}`,
        })),
      )
      .execute();
    const refused = await t.call(accountApi.createApiKey, { body: { Label: 'One more' } }, caller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Messages).toEqual([
      'You already have 100 API keys. Revoke one you no longer use before creating another.',
    ]);
    expect((await t.call(accountApi.getApiKey, {}, caller)).statusCode).toBe(409);
    expect((await readWithKey(first.ApiKey)).statusCode).toBe(200);
    const revoked = await t.call(
      accountApi.revokeApiKey,
      { params: { apiKeyId: first.Id } },
      caller,
    );
    expect(revoked.statusCode).toBe(204);
    await createKey(caller, 'One more');
  });
});

describe('revoking an API key', () => {
  it('answers 204, takes it off the list, and the key gets 401 on /v2 at once', async () => {
    const created = await createKey(manager, 'Old logger');
    expect((await readWithKey(created.ApiKey)).statusCode).toBe(200);
    const response = await t.call(
      accountApi.revokeApiKey,
      { params: { apiKeyId: created.Id } },
      manager,
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await readWithKey(created.ApiKey)).statusCode).toBe(401);
    expect((await listKeys(manager)).map((key) => key.Id)).not.toContain(created.Id);
  });

  it('answers 404 when the key is already revoked', async () => {
    const created = await createKey(manager, 'Twice');
    const revoke = () =>
      t.call(accountApi.revokeApiKey, { params: { apiKeyId: created.Id } }, manager);
    expect((await revoke()).statusCode).toBe(204);
    const again = await revoke();
    expect(again.statusCode).toBe(404);
    expect(again.json().Messages).toEqual(['The requested resource could not be found.']);
  });

  it("answers 404 for another user's key, in this organisation or another, and the key keeps working", async () => {
    const viewersKey = await createKey(viewer, 'Viewer’s logger');
    const othersKey = await createKey(other, 'Other organisation’s logger');
    const admin = await t.signIn('admin');
    for (const [caller, key] of [
      [manager, viewersKey],
      [admin, viewersKey],
      [manager, othersKey],
      [admin, othersKey],
    ] as const) {
      const response = await t.call(
        accountApi.revokeApiKey,
        { params: { apiKeyId: key.Id } },
        caller,
      );
      expect(response.statusCode).toBe(404);
    }
    expect((await readWithKey(viewersKey.ApiKey)).statusCode).toBe(200);
    expect((await listKeys(other)).map((key) => key.Id)).toContain(othersKey.Id);
  });

  it('answers 404 for an id that names no key, and 400 for an id that is not a UUID', async () => {
    const unknown = await t.call(
      accountApi.revokeApiKey,
      { params: { apiKeyId: '00000000-0000-4000-8000-000000000000' } },
      manager,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.fastify.inject({
      method: 'DELETE',
      url: '/v0.1/apiKeys/not-a-uuid',
      headers: { cookie: manager.cookie ?? '', origin: 'http://localhost:3000' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('who may manage API keys', () => {
  it('answers 401 without a session and 403 to a machine caller using a key', async () => {
    const { ApiKey } = await createKey(viewer, 'Machine');
    const someId = { params: { apiKeyId: '00000000-0000-4000-8000-000000000000' } };
    expect((await t.call(accountApi.listApiKeys, {}, null)).statusCode).toBe(401);
    expect((await t.call(accountApi.createApiKey, { body: { Label: 'x' } }, null)).statusCode).toBe(
      401,
    );
    expect((await t.call(accountApi.revokeApiKey, someId, null)).statusCode).toBe(401);
    expect((await t.call(accountApi.listApiKeys, {}, { apiKey: ApiKey })).statusCode).toBe(403);
    expect(
      (await t.call(accountApi.createApiKey, { body: { Label: 'x' } }, { apiKey: ApiKey }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(accountApi.revokeApiKey, someId, { apiKey: ApiKey })).statusCode).toBe(
      403,
    );
  });

  it("lets an impersonating administrator see the user's keys but neither create nor revoke one", async () => {
    const key = await createKey(viewer, 'Viewer’s own');
    const admin = await t.signIn('admin');
    const started = await t.call(
      accountApi.impersonate,
      { body: { UserId: await t.userId('viewer') } },
      admin,
    );
    expect(started.statusCode).toBe(200);
    expect((await listKeys(admin)).map((k) => k.Id)).toContain(key.Id);
    const created = await t.call(accountApi.createApiKey, { body: { Label: 'x' } }, admin);
    expect(created.statusCode).toBe(403);
    expect(created.json().Messages).toEqual(['API keys cannot be created while impersonating.']);
    const revoked = await t.call(accountApi.revokeApiKey, { params: { apiKeyId: key.Id } }, admin);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().Messages).toEqual(['API keys cannot be revoked while impersonating.']);
    expect((await readWithKey(key.ApiKey)).statusCode).toBe(200);
  });
});

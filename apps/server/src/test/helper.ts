import type { Endpoint, EndpointInput } from '@aq/api';
import { fillPath, toQueryString } from '@aq/api';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../app';
import type { DatabaseHandle } from '../db/connection';
import { DEMO_ACCOUNTS, seedDemo } from '../demo/seed';
import { envSchema } from '../env';
import { openTestDatabase } from './database';

/** The password of the seeded accounts in tests. */
export const TEST_PASSWORD = 'demo-pass-1';
/** The origin test requests claim, matching PUBLIC_URL. */
export const TEST_ORIGIN = 'http://localhost:3000';
/** Where the test clock starts. */
export const TEST_START = new Date('2026-11-02T09:00:00Z');

/** A controllable clock. */
export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

function createClock(start: Date): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** A signed-in caller: its cookie, or an API key. */
export interface Caller {
  readonly cookie?: string;
  readonly apiKey?: string;
}

/** The test application and helpers to call it as the seeded users. */
export interface TestApp extends BuiltApp {
  readonly clock: TestClock;
  readonly handle: DatabaseHandle;
  /** Signs in a seeded account ('admin', 'manager', 'viewer', 'other') or any username. */
  signIn(username: string, password?: string): Promise<Caller>;
  /** Calls an endpoint of the contract as `caller` (anonymous when null). */
  call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    caller: Caller | null,
    options?: { origin?: string | null; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** Ids of the seeded users by username. */
  userId(username: string): Promise<string>;
  close(): Promise<void>;
}

/** Builds the app on a fresh database with the demo accounts seeded. */
export async function createTestApp(
  options: { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const { handle } = database;
  await seedDemo(handle.db, { password: TEST_PASSWORD, now: TEST_START });
  const clock = createClock(TEST_START);
  const env = envSchema.parse({
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    SIMULATOR: 'off',
    // No dashboard build unless a test brings one, so results never depend on `npm run build`.
    DASHBOARD_DIR: '/nonexistent/aq-dashboard',
    ...options.env,
  });
  const built = await buildApp({ db: handle.db, env, now: clock.now, logger: false });

  const call: TestApp['call'] = async (endpoint, input, caller, options = {}) => {
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const headers: Record<string, string> = { ...options.headers };
    if (caller?.cookie) headers.cookie = caller.cookie;
    if (caller?.apiKey) headers['x-api-key'] = caller.apiKey;
    const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
    if (origin) headers.origin = origin;
    return built.fastify.inject({
      method: endpoint.method,
      url: `${fillPath(endpoint.path, params)}${toQueryString(query)}`,
      headers,
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };

  return {
    ...built,
    clock,
    handle,
    call,
    async signIn(username, password = TEST_PASSWORD) {
      const account = DEMO_ACCOUNTS.find((a) => a.username === username);
      const response = await built.fastify.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: TEST_ORIGIN },
        payload: { Username: account?.email ?? username, Password: password },
      });
      if (response.statusCode !== 200)
        throw new Error(`sign-in of ${username} failed: ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'aq_session');
      if (!cookie) throw new Error('no session cookie');
      return { cookie: `aq_session=${cookie.value}` };
    },
    async userId(username) {
      const row = await handle.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async close() {
      await built.fastify.close();
      await database.close();
    },
  };
}

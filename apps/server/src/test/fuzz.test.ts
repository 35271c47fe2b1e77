import type { Endpoint } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type Caller, type TestApp } from './helper';

// Random and malformed requests to every route must never produce a 5xx: bad input is the
// client's problem and gets a 4xx that says so. The generator is seeded, so failures reproduce.

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '😀'.repeat(50),
  'a'.repeat(5000),
  '<script>alert(1)</script>',
  '{"__proto__":{"admin":true}}',
  '2026-02-30T25:61:00Z',
];

/** Percent-encodes like a client would; a lone surrogate goes as the raw invalid UTF-8 bytes. */
function enc(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function randomValue(random: () => number, depth = 0): unknown {
  const pick = Math.floor(random() * (depth > 2 ? 6 : 9));
  switch (pick) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return [0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1][
        Math.floor(random() * 7)
      ];
    case 3:
    case 4:
      return NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)];
    case 5:
      return Math.floor(random() * 1000);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default: {
      const keys = [
        'Name',
        'Id',
        'Username',
        'Password',
        'Email',
        'Title',
        'Message',
        'Type',
        'CreatedAt',
        '__proto__',
        'constructor',
        'x',
      ];
      const out: Record<string, unknown> = {};
      for (let i = 0; i < Math.floor(random() * 5); i++) {
        out[keys[Math.floor(random() * keys.length)] as string] = randomValue(random, depth + 1);
      }
      return out;
    }
  }
}

/** A body close to valid: the right keys from the schema's JSON shape with random values. */
function randomBody(random: () => number, endpoint: Endpoint): unknown {
  if (random() < 0.3) return randomValue(random);
  const keys = Object.keys(
    (endpoint.body as unknown as { shape?: Record<string, unknown> })?.shape ?? {},
  );
  const out: Record<string, unknown> = {};
  for (const key of keys) if (random() < 0.8) out[key] = randomValue(random, 1);
  return out;
}

function randomQuery(random: () => number, endpoint: Endpoint): string {
  const keys = Object.keys(
    (endpoint.query as unknown as { shape?: Record<string, unknown> })?.shape ?? {},
  );
  const parts: string[] = [];
  for (const key of [...keys, 'unexpected']) {
    const repeats = random() < 0.2 ? 2 : random() < 0.7 ? 1 : 0;
    for (let i = 0; i < repeats; i++) {
      const value = NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)] as string;
      parts.push(`${enc(key)}=${enc(value)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function randomPath(random: () => number, endpoint: Endpoint): string {
  return endpoint.path.replace(/\{(\w+)\}/g, () =>
    enc((NASTY_STRINGS[Math.floor(random() * NASTY_STRINGS.length)] as string) || 'x'),
  );
}

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

describe('no request a client can send produces a 5xx', () => {
  it('holds for random bodies, queries and path parameters on every route, anonymous and signed in', async () => {
    const random = prng(20261122);
    const failures: string[] = [];
    for (const endpoint of t.endpoints) {
      for (let i = 0; i < 24; i++) {
        const signedIn = i % 2 === 0;
        const url = `${randomPath(random, endpoint)}${randomQuery(random, endpoint)}`;
        const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
        const raw = hasBody && random() < 0.15;
        const response = await t.fastify.inject({
          method: endpoint.method,
          url,
          headers: {
            origin: TEST_ORIGIN,
            ...(signedIn && admin.cookie ? { cookie: admin.cookie } : {}),
            ...(raw ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody
            ? { payload: raw ? '{"Name": "unterminated' : (randomBody(random, endpoint) as object) }
            : {}),
        });
        if (response.statusCode >= 500)
          failures.push(
            `${endpoint.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        if (response.statusCode === 401 && signedIn) admin = await t.signIn('admin');
      }
    }
    expect(failures).toEqual([]);
  }, 120_000); // hundreds of requests: ≈10 s idle, over 30 s when other suites load the machine

  it('holds for malformed JSON, wrong content types, huge and empty bodies', async () => {
    const cases = [
      { payload: '{', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: 'Username=a', type: 'application/x-www-form-urlencoded' },
      { payload: 'hello', type: 'text/plain' },
      { payload: `{"Name":"${'x'.repeat(11 * 1024 * 1024)}"}`, type: 'application/json' },
    ];
    const failures: string[] = [];
    for (const endpoint of t.endpoints.filter((e) => e.method !== 'GET' && e.method !== 'DELETE')) {
      for (const c of cases) {
        const response = await t.fastify.inject({
          method: endpoint.method,
          url: randomPath(prng(1), endpoint),
          headers: {
            origin: TEST_ORIGIN,
            'content-type': c.type,
            ...(admin.cookie ? { cookie: admin.cookie } : {}),
          },
          payload: c.payload,
        });
        if (response.statusCode >= 500)
          failures.push(`${endpoint.method} ${endpoint.path} ${c.type} → ${response.statusCode}`);
        if (response.statusCode === 401) admin = await t.signIn('admin');
      }
    }
    expect(failures).toEqual([]);
  }, 120_000); // hundreds of requests: ≈10 s idle, over 30 s when other suites load the machine

  it('answers unknown paths with a JSON 404', async () => {
    for (const url of [
      '/v0.1/unknown',
      '/v2/nothing/here',
      '/auth/unknown',
      '/v0.1/Users/self/extra',
    ]) {
      const response = await t.fastify.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().Status).toBe(404);
    }
  });
});

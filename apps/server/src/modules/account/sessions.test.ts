import { accountApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

// Session expiry moves the clock by days, so it runs on an app of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('session expiry', () => {
  it('ends a session after 12 hours without a request', async () => {
    const caller = await t.signIn('viewer');
    t.clock.advance(12 * 60 * 60_000 - 1000);
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(200);
    t.clock.advance(12 * 60 * 60_000 - 1000);
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(200);
    t.clock.advance(12 * 60 * 60_000 + 1000);
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(401);
  });

  it('ends a session 7 days after sign-in however busy it is', async () => {
    const caller = await t.signIn('viewer');
    // A request every 11 hours keeps it from idling; 15 of them reach 165 hours.
    for (let i = 0; i < 15; i++) {
      t.clock.advance(11 * 60 * 60_000);
      expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(200);
    }
    t.clock.advance(3 * 60 * 60_000 - 1000);
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(200);
    t.clock.advance(2000);
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(401);
  });
});

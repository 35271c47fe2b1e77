import { accountApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';

// Issue 19: the profile's culture change (POST /v0.1/culture/{locale}, projects §7) stores the
// locale as the user's Locale and sets the aq_culture cookie.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setLocale(username: string, locale: string): Promise<void> {
  await t.handle.db.updateTable('users').set({ locale }).where('username', '=', username).execute();
}

async function storedUser(username: string) {
  return t.handle.db
    .selectFrom('users')
    .selectAll()
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
}

function culture(locale: string, caller: Caller | null, origin?: string | null) {
  return t.call(
    accountApi.changeCulture,
    { params: { locale } as never },
    caller,
    origin === undefined ? undefined : { origin },
  );
}

describe('POST /v0.1/culture/{locale}', () => {
  let viewer: Caller;
  beforeAll(async () => {
    viewer = await t.signIn('viewer');
  });

  it('stores the locale as the Locale, sets the aq_culture cookie and changes nothing else', async () => {
    await setLocale('viewer', 'en');
    const before = await storedUser('viewer');
    const response = await culture('fr', viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Locale: 'fr' });
    const cookie = response.cookies.find((c) => c.name === 'aq_culture');
    expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax', maxAge: 31_536_000 });
    expect(cookie?.httpOnly).toBeFalsy();
    expect(await storedUser('viewer')).toEqual({ ...before, locale: 'fr' });
    expect((await t.call(accountApi.getCurrentUser, {}, viewer)).json().Locale).toBe('fr');
  });

  it.each(['en-GB', 'pt-BR', 'ru', 'zh-CN', 'es-US', 'fr-CA'])(
    'keeps the region exactly: %s is stored as sent',
    async (locale) => {
      await setLocale('viewer', 'en');
      const response = await culture(locale, viewer);
      expect(response.json()).toEqual({ Locale: locale });
      expect((await storedUser('viewer')).locale).toBe(locale);
    },
  );

  it('answers the same Locale again without a change when it is already stored', async () => {
    await setLocale('viewer', 'pt-BR');
    const response = await culture('pt-BR', viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Locale: 'pt-BR' });
    expect(response.cookies.find((c) => c.name === 'aq_culture')?.value).toBe('pt-BR');
  });

  it.each(['de', 'zh', 'EN-GB', 'en_GB', 'pt-PT', '%20'])(
    'refuses the unsupported locale %j with 400 and changes nothing',
    async (locale) => {
      await setLocale('viewer', 'es');
      const response = await culture(locale, viewer);
      expect(response.statusCode).toBe(400);
      expect(response.json().Errors).toHaveProperty('locale');
      expect(response.cookies.find((c) => c.name === 'aq_culture')).toBeUndefined();
      expect((await storedUser('viewer')).locale).toBe('es');
    },
  );

  it('answers 401 without a session, 403 with an API key and 403 from another origin', async () => {
    await setLocale('viewer', 'en');
    expect((await culture('fr', null)).statusCode).toBe(401);
    const key = (await t.call(accountApi.getApiKey, {}, viewer)).json().ApiKey as string;
    expect((await culture('fr', { apiKey: key })).statusCode).toBe(403);
    expect((await culture('fr', viewer, 'https://evil.example')).statusCode).toBe(403);
    expect((await culture('fr', viewer, null)).statusCode).toBe(403);
    expect((await storedUser('viewer')).locale).toBe('en');
  });

  it('changes only the caller: a user of another organisation changes their own Locale', async () => {
    await setLocale('viewer', 'en');
    await setLocale('other', 'en');
    const other = await t.signIn('other');
    const response = await culture('zh-CN', other);
    expect(response.json()).toEqual({ Locale: 'zh-CN' });
    expect((await storedUser('other')).locale).toBe('zh-CN');
    expect((await storedUser('viewer')).locale).toBe('en');
    expect((await storedUser('admin')).locale).toBe('en');
  });

  it("refuses to change an impersonated user's Locale", async () => {
    await setLocale('viewer', 'en');
    await setLocale('admin', 'en');
    const admin = await t.signIn('admin');
    await t.call(accountApi.impersonate, { body: { UserId: await t.userId('viewer') } }, admin);
    const response = await culture('fr', admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([
      'The culture of an impersonated user cannot be changed.',
    ]);
    expect(response.cookies.find((c) => c.name === 'aq_culture')).toBeUndefined();
    expect((await storedUser('viewer')).locale).toBe('en');
    expect((await storedUser('admin')).locale).toBe('en');
  });
});

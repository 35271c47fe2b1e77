import { accountApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/seed';
import { createTestApp, TEST_PASSWORD, type Caller, type TestApp } from '../../test/helper';

// Issue 12, defect 1: the language chosen on the sign-in page and in the user menu is stored as
// the user's Locale.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function emailOf(username: string): string {
  return DEMO_ACCOUNTS.find((account) => account.username === username)?.email ?? username;
}

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

async function signInWith(username: string, body: Record<string, unknown>) {
  const response = await t.fastify.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { origin: 'http://localhost:3000' },
    payload: { Username: emailOf(username), Password: TEST_PASSWORD, ...body },
  });
  const cookie = response.cookies.find((c) => c.name === 'aq_session');
  return { response, caller: { cookie: cookie ? `aq_session=${cookie.value}` : undefined } };
}

describe('a language chosen on the sign-in page', () => {
  it('becomes the Locale at sign-in and stays for later sign-ins without a choice', async () => {
    await setLocale('viewer', 'en');
    const { response, caller } = await signInWith('viewer', { Language: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json().User.Locale).toBe('fr');
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).json().Locale).toBe('fr');

    const later = await signInWith('viewer', {});
    expect(later.response.json().User.Locale).toBe('fr');
    expect((await storedUser('viewer')).locale).toBe('fr');
  });

  it.each([
    ['pt-BR', 'pt', 'pt-BR'],
    ['fr-CA', 'fr', 'fr-CA'],
    ['en-GB', 'zh', 'zh-CN'],
    ['es-US', 'en', 'en'],
  ])('from %s, choosing %s stores %s', async (stored, language, expected) => {
    await setLocale('viewer', stored);
    const { response } = await signInWith('viewer', { Language: language });
    expect(response.json().User.Locale).toBe(expected);
    expect((await storedUser('viewer')).locale).toBe(expected);
  });

  it('changes nothing when the password is wrong or the language unknown', async () => {
    await setLocale('viewer', 'es');
    const wrong = await t.fastify.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { Username: 'viewer', Password: 'not-it-9', Language: 'fr' },
    });
    expect(wrong.statusCode).toBe(401);
    const unknown = await signInWith('viewer', { Language: 'de' });
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.response.json().Errors).toHaveProperty('Language');
    expect((await storedUser('viewer')).locale).toBe('es');
  });

  it('leaves every other profile field as it was', async () => {
    await setLocale('manager', 'en');
    const before = await storedUser('manager');
    await signInWith('manager', { Language: 'es' });
    // Signing in records when (users.last_sign_in_at, migration 0019); nothing else changes.
    expect(await storedUser('manager')).toEqual({
      ...before,
      locale: 'es',
      last_sign_in_at: t.clock.now(),
    });
  });
});

describe('the user menu’s language choice (PUT /v0.1/Users/self/language)', () => {
  let viewer: Caller;
  beforeAll(async () => {
    viewer = await t.signIn('viewer');
  });

  it('lets a user without Manage_Users store their Locale, touching nothing else', async () => {
    await setLocale('viewer', 'en');
    const before = await storedUser('viewer');
    const self = (await t.call(accountApi.getCurrentUser, {}, viewer)).json();
    expect(self.Permissions).not.toContain('Manage_Users');

    const response = await t.call(accountApi.changeLanguage, { body: { Language: 'pt' } }, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...self, Locale: 'pt' });
    expect(await storedUser('viewer')).toEqual({ ...before, locale: 'pt' });
  });

  it('keeps the region when the same language is chosen again (pt-BR stays pt-BR)', async () => {
    await setLocale('viewer', 'pt-BR');
    const response = await t.call(accountApi.changeLanguage, { body: { Language: 'pt' } }, viewer);
    expect(response.json().Locale).toBe('pt-BR');
    const chinese = await t.call(accountApi.changeLanguage, { body: { Language: 'zh' } }, viewer);
    expect(chinese.json().Locale).toBe('zh-CN');
    expect((await storedUser('viewer')).locale).toBe('zh-CN');
  });

  it('refuses an unknown language with 400 and changes nothing', async () => {
    await setLocale('viewer', 'fr-CA');
    for (const Language of ['de', 'fr-CA', '', null]) {
      const response = await t.call(
        accountApi.changeLanguage,
        { body: { Language } as never },
        viewer,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().Errors).toHaveProperty('Language');
    }
    expect((await storedUser('viewer')).locale).toBe('fr-CA');
  });

  it('answers 401 without a session and 403 with an API key', async () => {
    const body = { body: { Language: 'es' as const } };
    expect((await t.call(accountApi.changeLanguage, body, null)).statusCode).toBe(401);
    const key = (await t.call(accountApi.getApiKey, {}, viewer)).json().ApiKey as string;
    expect((await t.call(accountApi.changeLanguage, body, { apiKey: key })).statusCode).toBe(403);
  });

  it("refuses to change an impersonated user's Locale", async () => {
    await setLocale('viewer', 'en');
    const admin = await t.signIn('admin');
    await t.call(accountApi.impersonate, { body: { UserId: await t.userId('viewer') } }, admin);
    const response = await t.call(accountApi.changeLanguage, { body: { Language: 'fr' } }, admin);
    expect(response.statusCode).toBe(403);
    expect(response.json().Messages).toEqual([
      'The language of an impersonated user cannot be changed.',
    ]);
    expect((await storedUser('viewer')).locale).toBe('en');
    expect((await storedUser('admin')).locale).toBe('en');
  });
});

import { accountApi, Permission } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type Caller,
  type TestApp,
} from '../../test/helper';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
});
afterAll(() => t.close());

async function latestOutboxBody(recipient: string): Promise<string> {
  const row = await t.handle.db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.body;
}

describe('sign-in', () => {
  it('signs in with the e-mail or the username, case-insensitively, and sets an HttpOnly cookie', async () => {
    for (const name of ['manager@demo.example', 'MANAGER', 'Manager@Demo.Example']) {
      const response = await t.fastify.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { Username: name, Password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().User.Username).toBe('manager');
      const cookie = response.cookies.find((c) => c.name === 'aq_session');
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.sameSite).toBe('Lax');
      // 128 bits in base64url.
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });

  it('stores only a hash of the session token', async () => {
    const rows = await t.handle.db.selectFrom('sessions').select('token_hash').execute();
    const token = admin.cookie?.split('=')[1] ?? '';
    expect(rows.every((r) => !r.token_hash.toString('utf8').includes(token))).toBe(true);
    expect(rows.every((r) => r.token_hash.length === 32)).toBe(true);
  });

  it('refuses a wrong password with 401 and the same message as an unknown user', async () => {
    const wrong = await t.call(
      accountApi.login,
      { body: { Username: 'viewer', Password: 'nope-1' } },
      null,
    );
    const unknown = await t.call(
      accountApi.login,
      { body: { Username: 'nobody', Password: 'nope-1' } },
      null,
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().Messages).toEqual(['The username or password is incorrect.']);
    expect(unknown.json().Messages).toEqual(wrong.json().Messages);
  });

  it('answers 400 with field messages for a malformed body and 415 for a form post', async () => {
    const empty = await t.call(accountApi.login, { body: { Username: '', Password: '' } }, null);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().Errors).toEqual({
      Username: ['Enter your username or e-mail address'],
      Password: ['Enter your password'],
    });
    const form = await t.fastify.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Username=admin&Password=x',
    });
    expect(form.statusCode).toBe(415);
  });

  it('limits failures per username: the sixth try within 15 minutes gets 429 with a detail text', async () => {
    const body = { Username: 'limit-test@nowhere.example', Password: 'wrong-1' };
    for (let i = 0; i < 5; i++) {
      expect((await t.call(accountApi.login, { body }, null)).statusCode).toBe(401);
    }
    const limited = await t.call(accountApi.login, { body }, null);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().Detail).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
    expect(limited.headers['retry-after']).toBe('900');
    t.clock.advance(15 * 60_000);
    expect((await t.call(accountApi.login, { body }, null)).statusCode).toBe(401);
  });

  it('limits failures per address (30 in 15 minutes), and never counts successful sign-ins', async () => {
    t.clock.advance(15 * 60_000);
    const good = { Username: 'viewer', Password: TEST_PASSWORD };
    // An office of users signing in from one address is never limited.
    for (let i = 0; i < 35; i++) {
      expect((await t.call(accountApi.login, { body: good }, null)).statusCode).toBe(200);
    }
    // Guessing across many usernames from one address is: the 31st failure is refused.
    for (let i = 0; i < 30; i++) {
      const body = { Username: `guess-${i}@nowhere.example`, Password: 'wrong-1' };
      expect((await t.call(accountApi.login, { body }, null)).statusCode).toBe(401);
    }
    const refused = await t.call(
      accountApi.login,
      { body: { Username: 'guess-31@nowhere.example', Password: 'wrong-1' } },
      null,
    );
    expect(refused.statusCode).toBe(429);
    // Even a correct password waits until the window has passed.
    expect((await t.call(accountApi.login, { body: good }, null)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await t.call(accountApi.login, { body: good }, null)).statusCode).toBe(200);
  }, 120_000); // ≈65 scrypt sign-ins: ≈10 s idle, over 30 s when other suites load the machine
});

describe('the current user', () => {
  it('returns the spec fields and the permissions of the role', async () => {
    const response = await t.call(accountApi.getCurrentUser, {}, viewer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      Username: 'viewer',
      FullName: 'Sam Lee',
      OrganisationName: 'Demo Environmental',
      EmailAddress: 'viewer@demo.example',
      Locale: 'en',
      Permissions: ['View_Data'],
      ImpersonatedBy: null,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(accountApi.getCurrentUser, {}, null)).statusCode).toBe(401);
  });
});

describe('cross-site protection of cookie sessions', () => {
  it('refuses a change without an Origin header, or from another origin', async () => {
    const caller = await t.signIn('viewer');
    const missing = await t.call(accountApi.logout, {}, caller, { origin: null });
    expect(missing.statusCode).toBe(403);
    const foreign = await t.call(accountApi.logout, {}, caller, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(200);
    const same = await t.call(accountApi.logout, {}, caller, { origin: TEST_ORIGIN });
    expect(same.statusCode).toBe(200);
  });

  it('sends the security headers on every answer', async () => {
    const response = await t.call(accountApi.getCurrentUser, {}, null);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const caller = await t.signIn('viewer');
    const response = await t.call(accountApi.logout, {}, caller);
    expect(response.json()).toEqual({ UserImpersonated: false });
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(401);
  });
});

describe('impersonation', () => {
  it('lets an administrator act as a user, shows who impersonates, and logout returns to the administrator', async () => {
    const caller = await t.signIn('admin');
    const viewerId = await t.userId('viewer');
    const started = await t.call(accountApi.impersonate, { body: { UserId: viewerId } }, caller);
    expect(started.statusCode).toBe(200);
    const self = (await t.call(accountApi.getCurrentUser, {}, caller)).json();
    expect(self).toMatchObject({
      Username: 'viewer',
      ImpersonatedBy: 'admin',
      Permissions: ['View_Data'],
    });
    // While impersonating, the administrator's own powers are gone.
    expect((await t.call(accountApi.listUsers, {}, caller)).statusCode).toBe(403);
    expect((await t.call(accountApi.getApiKey, {}, caller)).statusCode).toBe(403);
    const ended = await t.call(accountApi.logout, {}, caller);
    expect(ended.json()).toEqual({ UserImpersonated: true });
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).json().Username).toBe('admin');
  });

  it('is refused to users without the permission', async () => {
    const adminId = await t.userId('admin');
    const response = await t.call(accountApi.impersonate, { body: { UserId: adminId } }, manager);
    expect(response.statusCode).toBe(403);
  });
});

describe('API keys', () => {
  it('issues a key shown once, stored as SHA-256, that authenticates a machine caller', async () => {
    const response = await t.call(accountApi.getApiKey, {}, manager);
    expect(response.statusCode).toBe(200);
    const key: string = response.json().ApiKey;
    expect(key).toMatch(/^aq_[A-Za-z0-9_-]{32}$/);
    const rows = await t.handle.db.selectFrom('api_keys').select(['key_hash', 'prefix']).execute();
    expect(rows.some((r) => r.key_hash.length === 32 && key.startsWith(r.prefix))).toBe(true);
    // Session-only calls refuse a key (the /v2 machine calls accept it).
    const self = await t.call(accountApi.getCurrentUser, {}, { apiKey: key });
    expect(self.statusCode).toBe(403);
    const bogus = await t.call(accountApi.getCurrentUser, {}, { apiKey: 'aq_nope' });
    expect(bogus.statusCode).toBe(401);
  });

  // Keys are never revoked automatically any more (issue 12): api-keys/api-keys.test.ts.
});

describe('changing the password', () => {
  it('applies the password rules with the spec messages', async () => {
    const response = await t.call(
      accountApi.changePassword,
      { body: { CurrentPassword: '', NewPassword: 'abcdef', ConfirmPassword: 'abcdeg' } },
      viewer,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Errors).toEqual({
      CurrentPassword: ['* Required'],
      NewPassword: [
        '* Minimum 6 characters with at least one numeric or special character required',
      ],
      ConfirmPassword: ['* The new password and confirmation do not match'],
    });
  });

  it("answers 'Incorrect password' for a wrong current password", async () => {
    const response = await t.call(
      accountApi.changePassword,
      {
        body: { CurrentPassword: 'wrong-9', NewPassword: 'better-9', ConfirmPassword: 'better-9' },
      },
      viewer,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual(['Incorrect password']);
  });

  it('changes it, keeps the current session and ends the others', async () => {
    const first = await t.signIn('viewer');
    const second = await t.signIn('viewer');
    const response = await t.call(
      accountApi.changePassword,
      {
        body: {
          CurrentPassword: TEST_PASSWORD,
          NewPassword: 'changed-2',
          ConfirmPassword: 'changed-2',
        },
      },
      first,
    );
    expect(response.statusCode).toBe(200);
    expect((await t.call(accountApi.getCurrentUser, {}, first)).statusCode).toBe(200);
    expect((await t.call(accountApi.getCurrentUser, {}, second)).statusCode).toBe(401);
    await expect(t.signIn('viewer')).rejects.toThrow();
    await t.signIn('viewer', 'changed-2');
    viewer = await t.signIn('viewer', 'changed-2');
  });
});

describe('users', () => {
  const newUser = {
    Username: 'field.tech',
    FullName: 'Field Tech',
    EmailAddress: 'field.tech@demo.example',
    JobTitle: 'Technician',
    Role: 'Viewer' as const,
    Password: 'start-123',
  };

  it('lets an administrator create a user who can then sign in', async () => {
    const response = await t.call(accountApi.createUser, { body: newUser }, admin);
    expect(response.statusCode).toBe(201);
    expect(response.json().Id).toMatch(/[0-9a-f-]{36}/);
    await t.signIn('field.tech', 'start-123');
  });

  it('refuses duplicates with 409, bad input with the rule messages, and callers without Manage_Users', async () => {
    expect((await t.call(accountApi.createUser, { body: newUser }, admin)).statusCode).toBe(409);
    const bad = await t.call(
      accountApi.createUser,
      { body: { ...newUser, Username: 'x.y', EmailAddress: 'a@b', Password: 'letters' } },
      admin,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toMatchObject({
      EmailAddress: ['Email address TLD must be at least 2 letters long'],
      Password: ['* Minimum 6 characters with at least one numeric or special character required'],
    });
    expect(
      (
        await t.call(
          accountApi.createUser,
          { body: { ...newUser, Username: 'zed.one', EmailAddress: 'zed.one@demo.example' } },
          manager,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('lists the users an administrator manages, and refuses others', async () => {
    const list = await t.call(accountApi.listUsers, {}, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().Items.map((u: { Username: string }) => u.Username)).toContain('other');
    expect((await t.call(accountApi.listUsers, {}, viewer)).statusCode).toBe(403);
  });

  it("hides another organisation's user: 404 on update and delete", async () => {
    const managerId = await t.userId('manager');
    const body = {
      FullName: 'X',
      JobTitle: 'Y',
      Locale: 'en' as const,
      Email: 'manager@demo.example',
    };
    expect(
      (await t.call(accountApi.updateUser, { params: { userId: managerId }, body }, other))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.call(accountApi.deleteUser, { params: { userId: managerId } }, other)).statusCode,
    ).toBe(404);
  });

  it('lets a user update their own profile, with the spec messages for missing fields', async () => {
    const id = await t.userId('manager');
    const bad = await t.call(
      accountApi.updateUser,
      {
        params: { userId: id },
        body: { FullName: ' ', JobTitle: '', Locale: 'en', Email: 'manager@demo.example' },
      },
      manager,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Messages).toEqual(['Full name is required', 'Job title is required']);
    const ok = await t.call(
      accountApi.updateUser,
      {
        params: { userId: id },
        body: {
          FullName: 'Priya K. Shah',
          JobTitle: 'Lead',
          Locale: 'fr',
          Email: 'manager@demo.example',
        },
      },
      manager,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ FullName: 'Priya K. Shah', Locale: 'fr' });
  });

  it('requires a verified code before a user saves a new e-mail address', async () => {
    const id = await t.userId('manager');
    const body = {
      FullName: 'Priya Shah',
      JobTitle: 'Lead',
      Locale: 'en' as const,
      Email: 'priya@new.example',
    };
    const unverified = await t.call(
      accountApi.updateUser,
      { params: { userId: id }, body },
      manager,
    );
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().Messages).toEqual(['Verify the new e-mail address before saving it.']);

    const sent = await t.call(
      accountApi.requestVerification,
      { params: { target: 'user', channel: 'email' }, body: { EmailAddress: 'priya@new.example' } },
      manager,
    );
    expect(sent.statusCode).toBe(200);
    const code = /(\d{6})/.exec(await latestOutboxBody('priya@new.example'))?.[1] ?? '';
    expect(code).toHaveLength(6);
    const check = await t.call(
      accountApi.checkVerification,
      { params: { target: 'user', channel: 'email' }, body: { VerificationCode: code } },
      manager,
    );
    expect(check.json()).toEqual({ Verified: true, Value: 'priya@new.example' });
    const saved = await t.call(accountApi.updateUser, { params: { userId: id }, body }, manager);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().EmailAddress).toBe('priya@new.example');
  });

  it('lets a user delete their own account, which ends their sessions', async () => {
    const caller = await t.signIn('field.tech', 'start-123');
    const id = await t.userId('field.tech');
    const response = await t.call(accountApi.deleteUser, { params: { userId: id } }, caller);
    expect(response.statusCode).toBe(200);
    expect((await t.call(accountApi.getCurrentUser, {}, caller)).statusCode).toBe(401);
  });

  it('refuses to delete the last user who can manage an organisation with other users', async () => {
    const id = await t.userId('admin');
    const response = await t.call(accountApi.deleteUser, { params: { userId: id } }, admin);
    expect(response.statusCode).toBe(409);
  });
});

describe('verification codes', () => {
  const email = {
    params: { target: 'contact' as const, channel: 'email' as const },
    body: { EmailAddress: 'site.lead@client.example' },
  };
  const check = (code: string) => ({
    params: { target: 'contact' as const, channel: 'email' as const },
    body: { VerificationCode: code },
  });

  it('sends at most one code a minute, with a 429 detail text', async () => {
    const caller = await t.signIn('viewer', 'changed-2');
    expect((await t.call(accountApi.requestVerification, email, caller)).statusCode).toBe(200);
    const again = await t.call(accountApi.requestVerification, email, caller);
    expect(again.statusCode).toBe(429);
    expect(again.json().Detail).toBe(
      'A code was sent recently. You can request a new one in 1 minute.',
    );
    t.clock.advance(60_000);
    expect((await t.call(accountApi.requestVerification, email, caller)).statusCode).toBe(200);
  });

  it('refuses a wrong code, uses the code up after five wrong tries, and expires it after 10 minutes', async () => {
    const caller = await t.signIn('viewer', 'changed-2');
    t.clock.advance(60_000);
    await t.call(accountApi.requestVerification, email, caller);
    const code = /(\d{6})/.exec(await latestOutboxBody('site.lead@client.example'))?.[1] ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await t.call(accountApi.checkVerification, check(wrong), caller);
      expect(response.json().Messages).toEqual(['The verification code is incorrect.']);
    }
    const locked = await t.call(accountApi.checkVerification, check(code), caller);
    expect(locked.json().Messages).toEqual(['Too many incorrect codes. Request a new code.']);

    t.clock.advance(60_000);
    await t.call(accountApi.requestVerification, email, caller);
    const fresh = /(\d{6})/.exec(await latestOutboxBody('site.lead@client.example'))?.[1] ?? '';
    t.clock.advance(10 * 60_000);
    const expired = await t.call(accountApi.checkVerification, check(fresh), caller);
    expect(expired.json().Messages).toEqual([
      'The verification code has expired. Request a new code.',
    ]);
  });

  it('validates the address and the code length with the spec messages', async () => {
    const bad = await t.call(
      accountApi.requestVerification,
      { params: { target: 'user', channel: 'email' }, body: { EmailAddress: 'a..b@x.example' } },
      other,
    );
    expect(bad.json().Messages).toEqual(['Email address cannot contain consecutive full stops']);
    const short = await t.call(accountApi.checkVerification, check('123'), other);
    expect(short.json().Messages).toEqual(['The verification code must be 6 characters']);
    const path = await t.fastify.inject({
      method: 'POST',
      url: '/v0.1/verification/someone/fax',
      headers: { cookie: other.cookie ?? '', origin: TEST_ORIGIN },
      payload: {},
    });
    expect(path.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('grant only permissions the contract names, and the administrator holds every one', async () => {
    const rows = await t.handle.db
      .selectFrom('role_permissions')
      .select(['role', 'permission'])
      .execute();
    const known = new Set<string>(Permission.options);
    expect(rows.filter((r) => !known.has(r.permission))).toEqual([]);
    const admin = rows
      .filter((r) => r.role === 'Administrator')
      .map((r) => r.permission)
      .sort();
    expect(admin).toEqual([...Permission.options].sort());
  });
});

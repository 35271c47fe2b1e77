import type { CurrentUser, Role } from '@aq/api';
import { emailsEqual, validateEmail, validatePhone } from '@aq/validation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  ChangePasswordRequest,
  CreateUserRequest,
  UpdateUserRequest,
  VerificationAttemptRequest,
} from '@aq/api';
import type { AppContext } from '../../context';
import { enqueueEmail, enqueueSms } from '../../delivery/outbox';
import {
  endOtherSessions,
  endSession,
  loadPrincipal,
  startSession,
  type AuthContext,
  type Principal,
} from '../../http/auth';
import {
  hashPassword,
  randomDigits,
  randomToken,
  sha256,
  verifyAgainstDummy,
  verifyPassword,
} from '../../http/crypto';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/problem';
import { waitText } from '../../http/rate-limit';
import * as repo from './repository';

/** Permission that lets a user manage users of their own organisation. */
export const MANAGE_USERS = 'Manage_Users';
/** Permission that reaches every organisation. */
export const MANAGE_ORGANISATIONS = 'Administration__Manage_Organisations';
/** Permission to act as another user. */
export const IMPERSONATE = 'Administration__Impersonate_Users';

const VERIFICATION_VALID_MS = 10 * 60_000;
const VERIFICATION_RESEND_MS = 60_000;
const VERIFICATION_MAX_ATTEMPTS = 5;
/** A verified new e-mail or phone must be saved within this time. */
const VERIFIED_CONTACT_VALID_MS = 30 * 60_000;
const MAX_ACTIVE_API_KEYS = 5;

/** The signed-in user as GET /v0.1/Users/self shows them. */
export async function currentUser(app: AppContext, auth: AuthContext): Promise<CurrentUser> {
  const user = await repo.findUserById(app.db, auth.user.id);
  if (!user) throw notFound();
  return toCurrentUser(
    user,
    [...auth.user.permissions].sort(),
    auth.impersonator?.username ?? null,
  );
}

function toCurrentUser(
  user: repo.UserRecord,
  permissions: string[],
  impersonatedBy: string | null,
): CurrentUser {
  return {
    Id: user.id,
    Username: user.username,
    FullName: user.full_name,
    PreferredName: user.preferred_name,
    OrganisationName: user.organisation_name,
    EmailAddress: user.email,
    PhoneNumber: user.phone_number,
    JobTitle: user.job_title,
    Locale: user.locale as CurrentUser['Locale'],
    Permissions: permissions,
    ImpersonatedBy: impersonatedBy,
  };
}

/** Signs in with a username or e-mail; 429 after repeated failures, 401 on a wrong password. */
export async function login(
  app: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  credentials: { Username: string; Password: string },
): Promise<CurrentUser> {
  const userKey = credentials.Username.trim().toLowerCase();
  const wait = Math.max(
    app.limits.loginByIp.retryAfter(req.ip),
    app.limits.loginByUser.retryAfter(userKey),
  );
  if (wait > 0) {
    throw new ApiError(429, 'Too many sign-in attempts.', {
      detail: `Too many sign-in attempts. Please try again in ${waitText(wait)}.`,
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  }
  const user = await repo.findUserByLogin(app.db, credentials.Username);
  const valid = user
    ? await verifyPassword(credentials.Password, user.password_hash)
    : await verifyAgainstDummy(credentials.Password);
  if (!user || !valid) {
    // Only failures count: many users signing in from one address (an office) are not limited,
    // guessing across many usernames from one address is.
    app.limits.loginByIp.hit(req.ip);
    app.limits.loginByUser.hit(userKey);
    throw new ApiError(401, 'The username or password is incorrect.');
  }
  app.limits.loginByUser.reset(userKey);
  await startSession(app, req, reply, user.id);
  const principal = await loadPrincipal(app, user.id);
  return toCurrentUser(user, [...(principal?.permissions ?? [])].sort(), null);
}

/** Ends an impersonation (UserImpersonated true), or the session (false). */
export async function logout(
  app: AppContext,
  reply: FastifyReply,
  auth: AuthContext,
): Promise<{ UserImpersonated: boolean }> {
  if (!auth.sessionId) throw forbidden();
  if (auth.impersonator) {
    await app.db
      .updateTable('sessions')
      .set({ impersonated_user_id: null })
      .where('id', '=', auth.sessionId)
      .execute();
    return { UserImpersonated: true };
  }
  await endSession(app, reply, auth.sessionId);
  return { UserImpersonated: false };
}

/** Issues an API key for the caller, keeping at most five active keys (the oldest is revoked). */
export async function issueApiKey(app: AppContext, auth: AuthContext): Promise<{ ApiKey: string }> {
  if (auth.impersonator) throw forbidden('API keys cannot be issued while impersonating.');
  const key = `aq_${randomToken(24)}`;
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api_keys')
      .values({
        user_id: auth.user.id,
        key_hash: sha256(key),
        prefix: key.slice(0, 8),
        created_at: now,
      })
      .execute();
    const active = await trx
      .selectFrom('api_keys')
      .select('id')
      .where('user_id', '=', auth.user.id)
      .where('revoked_at', 'is', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const surplus = active.slice(MAX_ACTIVE_API_KEYS).map((row) => row.id);
    if (surplus.length) {
      await trx
        .updateTable('api_keys')
        .set({ revoked_at: now })
        .where('id', 'in', surplus)
        .execute();
    }
  });
  return { ApiKey: key };
}

/** Changes the caller's password after checking the current one; ends their other sessions. */
export async function changePassword(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof ChangePasswordRequest>,
): Promise<Record<string, never>> {
  if (auth.impersonator) throw forbidden('The password cannot be changed while impersonating.');
  const key = `password:${auth.user.id}`;
  const wait = app.limits.loginByUser.retryAfter(key);
  if (wait > 0) {
    throw new ApiError(429, 'Too many attempts.', {
      detail: `Too many attempts. Please try again in ${waitText(wait)}.`,
    });
  }
  const user = await repo.findUserById(app.db, auth.user.id);
  if (!user) throw notFound();
  if (!(await verifyPassword(body.CurrentPassword, user.password_hash))) {
    app.limits.loginByUser.hit(key);
    throw badRequest('Incorrect password', 'CurrentPassword');
  }
  await app.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(body.NewPassword), password_changed_at: app.now() })
    .where('id', '=', user.id)
    .execute();
  await endOtherSessions(app, user.id, auth.sessionId);
  return {};
}

/** Whether `actor` may manage the user `target` (same organisation, or every organisation). */
function canManage(actor: Principal, target: { organisation_id: string }): boolean {
  if (actor.permissions.has(MANAGE_ORGANISATIONS)) return true;
  return actor.permissions.has(MANAGE_USERS) && actor.organisationId === target.organisation_id;
}

/** The users the caller manages. */
export async function listUsers(app: AppContext, auth: AuthContext) {
  if (
    !auth.user.permissions.has(MANAGE_USERS) &&
    !auth.user.permissions.has(MANAGE_ORGANISATIONS)
  ) {
    throw forbidden();
  }
  const all = auth.user.permissions.has(MANAGE_ORGANISATIONS);
  const users = await repo.listUsers(app.db, all ? null : auth.user.organisationId);
  return {
    Items: users.map((u) => ({
      Id: u.id,
      Username: u.username,
      FullName: u.full_name,
      EmailAddress: u.email,
      OrganisationName: u.organisation_name,
      Role: u.role as Role,
    })),
  };
}

/** Creates a user; a role can be granted only by someone who holds all of its permissions. */
export async function createUser(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof CreateUserRequest>,
): Promise<{ Id: string }> {
  if (!auth.user.permissions.has(MANAGE_USERS)) throw forbidden();
  let organisationId = auth.user.organisationId;
  if (
    body.OrganisationName &&
    body.OrganisationName.toLowerCase() !== auth.user.organisationName.toLowerCase()
  ) {
    if (!auth.user.permissions.has(MANAGE_ORGANISATIONS)) throw forbidden();
    const organisation = await repo.findOrganisationByName(app.db, body.OrganisationName);
    if (!organisation) throw badRequest('No organisation has this name.', 'OrganisationName');
    organisationId = organisation.id;
  }
  const granted = await repo.rolePermissions(app.db, body.Role);
  if (granted.some((permission) => !auth.user.permissions.has(permission))) {
    throw forbidden('You cannot grant a role with permissions you do not hold.');
  }
  if (await repo.loginTaken(app.db, 'username', body.Username, null)) {
    throw conflict('A user with this username already exists.');
  }
  if (await repo.loginTaken(app.db, 'email', body.EmailAddress, null)) {
    throw conflict('A user with this e-mail address already exists.');
  }
  const row = await app.db
    .insertInto('users')
    .values({
      organisation_id: organisationId,
      username: body.Username,
      email: body.EmailAddress,
      full_name: body.FullName,
      preferred_name: body.PreferredName ?? null,
      phone_number: body.PhoneNumber ?? null,
      job_title: body.JobTitle,
      locale: body.Locale,
      role: body.Role,
      password_hash: await hashPassword(body.Password),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { Id: row.id };
}

/**
 * Updates a profile. A user changing their own e-mail or phone must have verified the new value
 * (POST /v0.1/verification/user/...) in the last 30 minutes.
 */
export async function updateUser(
  app: AppContext,
  auth: AuthContext,
  userId: string,
  body: z.output<typeof UpdateUserRequest>,
): Promise<CurrentUser> {
  const target = await repo.findUserById(app.db, userId);
  const self = auth.user.id === userId;
  if (!target || (!self && !canManage(auth.user, target))) throw notFound();

  const email = body.Email.trim();
  const phone = body.PhoneNumber?.trim() || null;
  if (!emailsEqual(email, target.email)) {
    if (await repo.loginTaken(app.db, 'email', email, userId)) {
      throw conflict('A user with this e-mail address already exists.');
    }
    if (self) await requireVerified(app, userId, 'email', email.toLowerCase(), 'Email');
  }
  if (phone && phone !== target.phone_number && self) {
    await requireVerified(app, userId, 'phone', phone, 'PhoneNumber');
  }
  await app.db
    .updateTable('users')
    .set({
      full_name: body.FullName.trim(),
      preferred_name: body.PreferredName?.trim() || null,
      job_title: body.JobTitle.trim(),
      locale: body.Locale,
      email,
      phone_number: phone,
    })
    .where('id', '=', userId)
    .execute();
  const updated = await repo.findUserById(app.db, userId);
  if (!updated) throw notFound();
  const permissions = await repo.rolePermissions(app.db, updated.role);
  return toCurrentUser(updated, permissions, self ? (auth.impersonator?.username ?? null) : null);
}

async function requireVerified(
  app: AppContext,
  userId: string,
  channel: 'email' | 'phone',
  value: string,
  field: string,
): Promise<void> {
  const row = await app.db
    .selectFrom('verified_contacts')
    .select('verified_at')
    .where('user_id', '=', userId)
    .where('target', '=', 'user')
    .where('channel', '=', channel)
    .where('value', '=', value)
    .executeTakeFirst();
  if (!row || app.now().getTime() - row.verified_at.getTime() > VERIFIED_CONTACT_VALID_MS) {
    throw badRequest(
      channel === 'email'
        ? 'Verify the new e-mail address before saving it.'
        : 'Verify the new phone number before saving it.',
      field,
    );
  }
}

/** Deletes a user (one's own account, or one the caller manages), keeping an organisation managed. */
export async function deleteUser(
  app: AppContext,
  reply: FastifyReply,
  auth: AuthContext,
  userId: string,
): Promise<Record<string, never>> {
  const target = await repo.findUserById(app.db, userId);
  const self = auth.user.id === userId;
  if (!target || (!self && !canManage(auth.user, target))) throw notFound();
  if (self && auth.impersonator)
    throw forbidden('An account cannot be deleted while impersonating.');
  const targetPermissions = await repo.rolePermissions(app.db, target.role);
  if (targetPermissions.includes(MANAGE_USERS)) {
    const { holders, users } = await repo.countHolders(
      app.db,
      target.organisation_id,
      MANAGE_USERS,
      userId,
    );
    if (holders === 0 && users > 0) {
      throw conflict(
        'Give another user of the organisation the Administrator role before deleting this account.',
      );
    }
  }
  await app.db.deleteFrom('users').where('id', '=', userId).execute();
  if (self) reply.clearCookie('aq_session', { path: '/' });
  return {};
}

/** Starts acting as another user; logout returns to the administrator. */
export async function impersonate(
  app: AppContext,
  auth: AuthContext,
  userId: string,
): Promise<CurrentUser> {
  if (!auth.sessionId || !auth.user.permissions.has(IMPERSONATE)) throw forbidden();
  if (auth.impersonator) throw conflict('Stop the current impersonation first.');
  if (userId === auth.user.id) throw badRequest('You cannot impersonate yourself.', 'UserId');
  const target = await repo.findUserById(app.db, userId);
  if (!target) throw notFound();
  if (
    !auth.user.permissions.has(MANAGE_ORGANISATIONS) &&
    target.organisation_id !== auth.user.organisationId
  ) {
    throw notFound();
  }
  await app.db
    .updateTable('sessions')
    .set({ impersonated_user_id: userId })
    .where('id', '=', auth.sessionId)
    .execute();
  return toCurrentUser(target, await repo.rolePermissions(app.db, target.role), auth.user.username);
}

/** Sends a 6-digit code to a new e-mail address or phone number (resend once a minute). */
export async function requestVerification(
  app: AppContext,
  auth: AuthContext,
  target: 'contact' | 'user',
  channel: 'email' | 'phone',
  body: z.output<typeof VerificationAttemptRequest>,
): Promise<{ ExpiresAt: string; ResendAvailableAt: string }> {
  const raw = channel === 'email' ? body.EmailAddress : body.PhoneNumber;
  const field = channel === 'email' ? 'EmailAddress' : 'PhoneNumber';
  if (!raw)
    throw badRequest(
      channel === 'email' ? 'Enter an e-mail address.' : 'Please enter a phone number',
      field,
    );
  const error = channel === 'email' ? validateEmail(raw) : validatePhone(raw);
  if (error) throw badRequest(error, field);
  const value = channel === 'email' ? raw.trim().toLowerCase() : raw.replace(/[\s\-().]/g, '');

  const now = app.now();
  const latest = await app.db
    .selectFrom('verification_codes')
    .select('created_at')
    .where('user_id', '=', auth.user.id)
    .where('target', '=', target)
    .where('channel', '=', channel)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const sinceLast = latest ? now.getTime() - latest.created_at.getTime() : Infinity;
  const hourly = app.limits.verificationSends.retryAfter(auth.user.id);
  if (sinceLast < VERIFICATION_RESEND_MS || hourly > 0) {
    const wait = hourly > 0 ? hourly : VERIFICATION_RESEND_MS - sinceLast;
    throw new ApiError(429, 'A code was sent recently.', {
      detail: `A code was sent recently. You can request a new one in ${waitText(wait)}.`,
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  }
  app.limits.verificationSends.hit(auth.user.id);

  const code = randomDigits(6);
  const expiresAt = new Date(now.getTime() + VERIFICATION_VALID_MS);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('user_id', '=', auth.user.id)
      .where('target', '=', target)
      .where('channel', '=', channel)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        user_id: auth.user.id,
        target,
        channel,
        value,
        code_hash: codeHash(auth.user.id, code),
        created_at: now,
        expires_at: expiresAt,
      })
      .execute();
    const text = `Your ${app.env.PRODUCT_NAME} verification code is ${code}. It expires in 10 minutes.`;
    if (channel === 'email') {
      await enqueueEmail(trx, {
        to: value,
        subject: `${app.env.PRODUCT_NAME} verification code`,
        body: text,
      });
    } else {
      await enqueueSms(trx, { to: value, body: text });
    }
  });
  return {
    ExpiresAt: expiresAt.toISOString(),
    ResendAvailableAt: new Date(now.getTime() + VERIFICATION_RESEND_MS).toISOString(),
  };
}

/** Checks the latest code; five wrong tries use it up. A right one records the verified value. */
export async function checkVerification(
  app: AppContext,
  auth: AuthContext,
  target: 'contact' | 'user',
  channel: 'email' | 'phone',
  code: string,
): Promise<{ Verified: true; Value: string }> {
  const now = app.now();
  const pending = await app.db
    .selectFrom('verification_codes')
    .select(['id', 'value', 'code_hash', 'attempts', 'expires_at'])
    .where('user_id', '=', auth.user.id)
    .where('target', '=', target)
    .where('channel', '=', channel)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!pending || pending.expires_at.getTime() <= now.getTime()) {
    throw badRequest('The verification code has expired. Request a new code.', 'VerificationCode');
  }
  if (pending.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    throw badRequest('Too many incorrect codes. Request a new code.', 'VerificationCode');
  }
  if (!codeHash(auth.user.id, code).equals(pending.code_hash)) {
    await app.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', pending.id)
      .execute();
    throw badRequest('The verification code is incorrect.', 'VerificationCode');
  }
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ consumed_at: now })
      .where('id', '=', pending.id)
      .execute();
    await trx
      .insertInto('verified_contacts')
      .values({ user_id: auth.user.id, target, channel, value: pending.value, verified_at: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'target', 'channel', 'value']).doUpdateSet({ verified_at: now }),
      )
      .execute();
  });
  return { Verified: true, Value: pending.value };
}

function codeHash(userId: string, code: string): Buffer {
  return sha256(`${userId}:${code.trim()}`);
}

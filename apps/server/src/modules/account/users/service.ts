import {
  Role as RoleEnum,
  localeForLanguage,
  type CreateUserRequest,
  type CurrentUser,
  type Role,
  type UiLanguage,
  type UpdateUserRequest,
} from '@aq/api';
import { emailsEqual, type SupportedLocale } from '@aq/validation';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { publicOrigin } from '../../../env';
import type { AuthContext, Principal } from '../../../http/auth';
import { hashPassword } from '../../../http/crypto';
import { badRequest, conflict, forbidden, notFound } from '../../../http/problem';
import { MANAGE_ORGANISATIONS, MANAGE_USERS } from '../../../shared/permissions';
import { toCurrentUser } from '../current-user';
import { requireVerified } from '../verification/service';
import * as repo from './repository';

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

/** The roles the caller may grant: those whose every permission they hold, in the contract's order. */
export async function grantableRoles(app: AppContext, auth: AuthContext): Promise<Role[]> {
  const rows = await repo.allRolePermissions(app.db);
  return RoleEnum.options.filter((role) =>
    rows.every((row) => row.role !== role || auth.user.permissions.has(row.permission)),
  );
}

/** 403 unless the caller holds every permission of `role`: a role is granted only that way. */
async function requireGrantable(app: AppContext, auth: AuthContext, role: string): Promise<void> {
  const granted = await repo.rolePermissions(app.db, role);
  if (granted.some((permission) => !auth.user.permissions.has(permission))) {
    throw forbidden('You cannot grant a role with permissions you do not hold.');
  }
}

/**
 * 409 with `message` when `target` is the last holder of Manage_Users in an organisation that has
 * other users: someone must stay able to manage them.
 */
async function requireAnotherUserManager(
  app: AppContext,
  target: repo.UserRecord,
  message: string,
): Promise<void> {
  const targetPermissions = await repo.rolePermissions(app.db, target.role);
  if (!targetPermissions.includes(MANAGE_USERS)) return;
  const { holders, users } = await repo.countHolders(
    app.db,
    target.organisation_id,
    MANAGE_USERS,
    target.id,
  );
  if (holders === 0 && users > 0) throw conflict(message);
}

/** 409 for demoting the last user who can manage an organisation's other users. */
export const LAST_USER_MANAGER_ROLE =
  'Give another user of the organisation the Administrator role before changing this user’s role.';

/**
 * Gives a user another role: the caller manages them (404 otherwise, as for no such user), holds
 * every permission of the new role (403), and the last Manage_Users holder of an organisation with
 * other users keeps a role that has it (409).
 */
export async function changeRole(
  app: AppContext,
  auth: AuthContext,
  userId: string,
  role: Role,
): Promise<void> {
  const target = await repo.findUserById(app.db, userId);
  if (!target || !canManage(auth.user, target)) throw notFound();
  if (target.role === role) return;
  await requireGrantable(app, auth, role);
  const permissions = await repo.rolePermissions(app.db, role);
  if (!permissions.includes(MANAGE_USERS)) {
    await requireAnotherUserManager(app, target, LAST_USER_MANAGER_ROLE);
  }
  await repo.setRole(app.db, userId, role);
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
  await requireGrantable(app, auth, body.Role);
  if (await repo.loginTaken(app.db, 'username', body.Username, null)) {
    throw conflict('A user with this username already exists.');
  }
  if (await repo.loginTaken(app.db, 'email', body.EmailAddress, null)) {
    throw conflict('A user with this e-mail address already exists.');
  }
  const id = await repo.insertUser(app.db, {
    organisationId,
    username: body.Username,
    email: body.EmailAddress,
    fullName: body.FullName,
    preferredName: body.PreferredName ?? null,
    phoneNumber: body.PhoneNumber ?? null,
    jobTitle: body.JobTitle,
    locale: body.Locale,
    role: body.Role,
    passwordHash: await hashPassword(body.Password),
  });
  return { Id: id };
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
  await repo.updateProfile(app.db, userId, {
    fullName: body.FullName.trim(),
    preferredName: body.PreferredName?.trim() || null,
    jobTitle: body.JobTitle.trim(),
    locale: body.Locale,
    email,
    phoneNumber: phone,
  });
  const updated = await repo.findUserById(app.db, userId);
  if (!updated) throw notFound();
  const permissions = await repo.rolePermissions(app.db, updated.role);
  return toCurrentUser(updated, permissions, self ? (auth.impersonator?.username ?? null) : null);
}

/**
 * Stores the user menu's language choice as the caller's Locale, keeping the region of a Locale
 * of the same language. Refused while impersonating: the administrator's reading language is not
 * the user's preference (the dashboard applies it to the page only).
 */
export async function changeLanguage(
  app: AppContext,
  auth: AuthContext,
  language: UiLanguage,
): Promise<CurrentUser> {
  if (auth.impersonator) {
    throw forbidden('The language of an impersonated user cannot be changed.');
  }
  const user = await repo.findUserById(app.db, auth.user.id);
  if (!user) throw notFound();
  const locale = localeForLanguage(user.locale, language);
  if (locale !== user.locale) await repo.updateLocale(app.db, user.id, locale);
  return toCurrentUser({ ...user, locale }, [...auth.user.permissions].sort(), null);
}

/** The cookie that remembers the culture chosen on the profile (projects §7, the culture change). */
export const CULTURE_COOKIE = 'aq_culture';
const CULTURE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The profile's culture change: stores `locale` as the caller's Locale and sets the `aq_culture`
 * cookie. Refused while impersonating, like the language choice: the user's Locale is theirs.
 */
export async function changeCulture(
  app: AppContext,
  reply: FastifyReply,
  auth: AuthContext,
  locale: SupportedLocale,
): Promise<{ Locale: SupportedLocale }> {
  if (auth.impersonator) {
    throw forbidden('The culture of an impersonated user cannot be changed.');
  }
  const user = await repo.findUserById(app.db, auth.user.id);
  if (!user) throw notFound();
  if (locale !== user.locale) await repo.updateLocale(app.db, user.id, locale);
  reply.setCookie(CULTURE_COOKIE, locale, {
    path: '/',
    sameSite: 'lax',
    secure: publicOrigin(app.env).startsWith('https:'),
    maxAge: CULTURE_COOKIE_MAX_AGE_S,
  });
  return { Locale: locale };
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
  await requireAnotherUserManager(
    app,
    target,
    'Give another user of the organisation the Administrator role before deleting this account.',
  );
  await repo.deleteUser(app.db, userId);
  if (self) reply.clearCookie('aq_session', { path: '/' });
  return {};
}

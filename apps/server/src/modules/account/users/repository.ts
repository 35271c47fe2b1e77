import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** A user row with the organisation name, as the account service reads it. */
export interface UserRecord {
  id: string;
  organisation_id: string;
  organisation_name: string;
  username: string;
  email: string;
  full_name: string;
  preferred_name: string | null;
  phone_number: string | null;
  job_title: string | null;
  locale: string;
  role: string;
  password_hash: string;
}

function selectUsers(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.organisation_id',
      'organisations.name as organisation_name',
      'users.username',
      'users.email',
      'users.full_name',
      'users.preferred_name',
      'users.phone_number',
      'users.job_title',
      'users.locale',
      'users.role',
      'users.password_hash',
    ]);
}

/** The user whose username or e-mail is `login` (case-insensitive). */
export function findUserByLogin(
  db: Kysely<Database>,
  login: string,
): Promise<UserRecord | undefined> {
  const key = login.trim().toLowerCase();
  return selectUsers(db)
    .where((eb) =>
      eb.or([eb(sql`lower(users.username)`, '=', key), eb(sql`lower(users.email)`, '=', key)]),
    )
    .executeTakeFirst();
}

/** A user by id. */
export function findUserById(db: Kysely<Database>, id: string): Promise<UserRecord | undefined> {
  return selectUsers(db).where('users.id', '=', id).executeTakeFirst();
}

/** Users of one organisation, or of all when `organisationId` is null. */
export function listUsers(
  db: Kysely<Database>,
  organisationId: string | null,
): Promise<UserRecord[]> {
  return selectUsers(db)
    .$if(organisationId !== null, (q) =>
      q.where('users.organisation_id', '=', organisationId as string),
    )
    .orderBy('organisations.name')
    .orderBy('users.username')
    .execute();
}

/** Whether a username or e-mail is taken by someone other than `exceptUserId`. */
export async function loginTaken(
  db: Kysely<Database>,
  field: 'username' | 'email',
  value: string,
  exceptUserId: string | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(${sql.ref(field)})`, '=', value.trim().toLowerCase())
    .$if(exceptUserId !== null, (q) => q.where('id', '!=', exceptUserId as string))
    .executeTakeFirst();
  return row !== undefined;
}

/** An organisation by name (case-insensitive). */
export function findOrganisationByName(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where(sql`lower(name)`, '=', name.trim().toLowerCase())
    .executeTakeFirst();
}

/** The permissions a role grants. */
export async function rolePermissions(db: Kysely<Database>, role: string): Promise<string[]> {
  const rows = await db
    .selectFrom('role_permissions')
    .select('permission')
    .where('role', '=', role)
    .execute();
  return rows.map((row) => row.permission).sort();
}

/** How many users of an organisation other than `exceptUserId` hold a permission. */
export async function countHolders(
  db: Kysely<Database>,
  organisationId: string,
  permission: string,
  exceptUserId: string,
): Promise<{ holders: number; users: number }> {
  const row = await db
    .selectFrom('users')
    .leftJoin('role_permissions', (join) =>
      join
        .onRef('role_permissions.role', '=', 'users.role')
        .on('role_permissions.permission', '=', permission),
    )
    .select([
      sql<number>`count(role_permissions.permission)`.as('holders'),
      sql<number>`count(*)`.as('users'),
    ])
    .where('users.organisation_id', '=', organisationId)
    .where('users.id', '!=', exceptUserId)
    .executeTakeFirstOrThrow();
  return { holders: Number(row.holders), users: Number(row.users) };
}

/** The fields of a new user. */
export interface NewUser {
  organisationId: string;
  username: string;
  email: string;
  fullName: string;
  preferredName: string | null;
  phoneNumber: string | null;
  jobTitle: string;
  locale: string;
  role: string;
  passwordHash: string;
}

/** Inserts a user; returns their id. */
export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      organisation_id: user.organisationId,
      username: user.username,
      email: user.email,
      full_name: user.fullName,
      preferred_name: user.preferredName,
      phone_number: user.phoneNumber,
      job_title: user.jobTitle,
      locale: user.locale,
      role: user.role,
      password_hash: user.passwordHash,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The profile fields a user or their manager may change. */
export interface Profile {
  fullName: string;
  preferredName: string | null;
  jobTitle: string;
  locale: string;
  email: string;
  phoneNumber: string | null;
}

/** Saves a user's profile. */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  profile: Profile,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      full_name: profile.fullName,
      preferred_name: profile.preferredName,
      job_title: profile.jobTitle,
      locale: profile.locale,
      email: profile.email,
      phone_number: profile.phoneNumber,
    })
    .where('id', '=', userId)
    .execute();
}

/** Stores a user's Locale, and nothing else of their profile. */
export async function updateLocale(
  db: Kysely<Database>,
  userId: string,
  locale: string,
): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** Records when a user signed in (users.last_sign_in_at, shown to their administrators). */
export async function recordSignIn(db: Kysely<Database>, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', userId).execute();
}

/** Gives a user another role. */
export async function setRole(db: Kysely<Database>, userId: string, role: string): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', userId).execute();
}

/** Stores a new password hash and when it changed. */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  changedAt: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: changedAt })
    .where('id', '=', userId)
    .execute();
}

/** Deletes a user (their sessions, keys and codes go with them). */
export async function deleteUser(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** What a request needs to know of the user it acts as: names, role and organisation. */
export function findPrincipal(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .innerJoin('organisations', 'organisations.id', 'users.organisation_id')
    .select([
      'users.id',
      'users.username',
      'users.role',
      'users.organisation_id',
      'organisations.name as organisation_name',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** Every role's permissions, one row per pair. */
export function allRolePermissions(db: Kysely<Database>) {
  return db.selectFrom('role_permissions').select(['role', 'permission']).execute();
}

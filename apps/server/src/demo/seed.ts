import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, randomToken } from '../http/crypto';
import { insertUser } from '../modules/account/users/repository';
import { DEFAULT_FEATURE_FLAGS } from '../modules/feature-flags/defaults';
import { insertNotification } from '../modules/notifications/repository';
import * as repo from './repository';

/** The demo sign-ins (README and the start banner). */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    email: 'admin@demo.example',
    fullName: 'Alex Morgan',
    jobTitle: 'Licence administrator',
    role: 'Administrator',
    organisation: 'demo',
  },
  {
    username: 'manager',
    email: 'manager@demo.example',
    fullName: 'Priya Shah',
    jobTitle: 'Project manager',
    role: 'ProjectManager',
    organisation: 'demo',
  },
  {
    username: 'viewer',
    email: 'viewer@demo.example',
    fullName: 'Sam Lee',
    jobTitle: 'Environmental consultant',
    role: 'Viewer',
    organisation: 'demo',
  },
  {
    username: 'other',
    email: 'other@demo.example',
    fullName: 'Jordan Ellis',
    jobTitle: 'Site engineer',
    role: 'ProjectManager',
    organisation: 'other',
  },
] as const;

/** Names of the two seeded organisations. */
export const DEMO_ORGANISATIONS = {
  demo: 'Demo Environmental',
  other: 'Harbour Consulting',
} as const;

/** What seeding did: whether it ran, and the password it generated (shown once, never stored). */
export interface SeedResult {
  seeded: boolean;
  generatedPassword: string | null;
}

/** A password that satisfies the product's rule: letters with digits and symbols. */
function generatePassword(): string {
  return `${randomToken(9)}-7`;
}

/**
 * Seeds the demo on an empty database (no organisation yet): the demo organisation with an
 * administrator, a project manager and a viewer, a second organisation with one user, feature flags
 * and a welcome notification. Does nothing when any organisation exists.
 */
export async function seedDemo(
  db: Kysely<Database>,
  options: { password?: string | undefined; now?: Date } = {},
): Promise<SeedResult> {
  if (await repo.anyOrganisationExists(db)) return { seeded: false, generatedPassword: null };
  const password = options.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const now = options.now ?? new Date();

  await db.transaction().execute(async (trx) => {
    const organisationIds: Record<string, string> = {};
    for (const [key, name] of Object.entries(DEMO_ORGANISATIONS)) {
      const id = await repo.insertOrganisation(trx, { name, isDemo: key === 'demo' });
      organisationIds[key] = id;
      await repo.insertFeatureFlags(trx, id, DEFAULT_FEATURE_FLAGS);
    }
    let adminId: string | null = null;
    for (const account of DEMO_ACCOUNTS) {
      const id = await insertUser(trx, {
        organisationId: organisationIds[account.organisation] as string,
        username: account.username,
        email: account.email,
        fullName: account.fullName,
        preferredName: account.fullName.split(' ')[0] ?? null,
        phoneNumber: null,
        jobTitle: account.jobTitle,
        locale: 'en',
        role: account.role,
        passwordHash,
      });
      if (account.role === 'Administrator') adminId = id;
    }
    await insertNotification(trx, {
      title: 'Welcome to the demo',
      message: JSON.stringify({
        Version: '1.0',
        Tokens: [
          { Type: 'Text', Text: 'This demo site is fictional. Its monitors report ' },
          { Type: 'Text', Text: 'simulated', Styles: ['Bold'] },
          { Type: 'Text', Text: ' dust, VOC and wind readings every minute.' },
        ],
      }),
      type: 'GlobalAnnouncement',
      created_at: now,
      created_by: adminId,
    });
  });
  return { seeded: true, generatedPassword: options.password ? null : password };
}

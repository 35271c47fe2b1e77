import type { Kysely } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError } from '../http/problem';
import { isUuid } from './ids';
import { licenceStates } from './licensing/repository';
import { DEFAULT_FEATURE_FLAGS } from '../modules/feature-flags/defaults';

// Whether a project is licensed, shared by every feature module that serves a project's data,
// alerts or reports. modules/licensing/access.ts is its public name (and says what stops without a
// licence); the code lives here so that those modules can check it without a module cycle with
// modules/licensing, which itself reads projects.

/** The refusal of a data, report or alert call for a project without a licence (HTTP 403). */
export const PROJECT_NOT_LICENSED =
  'This project is not licensed. Its data, alerts and reports are paused until a licence is added.';

/**
 * The Code of the refusal's issue: the dashboard shows this 403 inline, where the data would be,
 * rather than its Forbidden screen.
 */
export const PROJECT_NOT_LICENSED_CODE = 'project-not-licensed';

/** The 403 problem of an unlicensed project. */
export function projectNotLicensed(): ApiError {
  return new ApiError(403, [{ Code: PROJECT_NOT_LICENSED_CODE, Message: PROJECT_NOT_LICENSED }]);
}

/**
 * Of the given projects, those licensed at `at`: every project of an organisation whose
 * ProjectLicensing flag is off (its own row, else the default), and otherwise those with a licence
 * that has started (start_date NULL, licensed before tracking began, or start_date <= at) and has
 * not ended (expiry_date NULL or later than at, or a trial marked to convert, which becomes paid
 * at its expiry). Ids that name no project are simply absent.
 */
export async function licensedProjectIds(
  db: Kysely<Database>,
  projectIds: readonly string[],
  at: Date = new Date(),
): Promise<Set<string>> {
  const ids = [...new Set(projectIds)].filter(isUuid);
  if (ids.length === 0) return new Set();
  const licensed = new Set<string>();
  for (const row of await licenceStates(db, ids, at)) {
    const enforced = row.enforced ?? DEFAULT_FEATURE_FLAGS.ProjectLicensing;
    if (!enforced || row.has_licence) licensed.add(row.id);
  }
  return licensed;
}

/** Whether one project is licensed at `at` (see licensedProjectIds); false for an unknown id. */
export async function isProjectLicensed(
  db: Kysely<Database>,
  projectId: string,
  at: Date = new Date(),
): Promise<boolean> {
  return (await licensedProjectIds(db, [projectId], at)).has(projectId);
}

/**
 * Refuses (403, PROJECT_NOT_LICENSED) a call for a project that is not licensed now, by the
 * application's clock. Call it after the caller's access to the project was checked, so a project
 * the caller may not see still answers 404 and one they may not open 403 with its own message.
 */
export async function requireLicensed(app: AppContext, projectId: string): Promise<void> {
  if (!(await isProjectLicensed(app.db, projectId, app.now()))) throw projectNotLicensed();
}

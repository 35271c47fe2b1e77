import type { CreateJournalEntryRequest, JournalEntryList, JournalQuery } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthContext } from '../../http/auth';
import { forbidden, notFound } from '../../http/problem';
import { isUuid } from '../../shared/ids';
import { MANAGE_JOURNAL } from '../../shared/permissions';
import { canAccessProject, NO_PROJECT_ACCESS, seesAllOrganisations } from '../projects/access';
import { findProject } from '../projects/repository';
import * as repo from './repository';

/** 403 for adding an entry without Manage_Journal. */
export const NO_MANAGE_JOURNAL = 'You do not have permission to add journal entries.';

/**
 * A live project the caller may open: another organisation's (or an unknown id) is 404, one of
 * their organisation they may not open (a viewer who is not a member) 403, as for the project's
 * other calls.
 */
async function openProject(app: AppContext, auth: AuthContext, projectId: string) {
  if (!isUuid(projectId)) throw notFound();
  const project = await findProject(app.db, projectId, auth.user.id);
  if (!project) throw notFound();
  if (project.organisation_id !== auth.user.organisationId && !seesAllOrganisations(auth))
    throw notFound();
  if (
    !canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: project.is_member,
    })
  )
    throw forbidden(NO_PROJECT_ACCESS);
  return project;
}

/**
 * GET /v0.1/journal/project/{projectId}: the entries that happened in [from, to] (at most 31
 * days, checked by the contract), newest first; instrument entries (Source Connect) only with
 * includeInstrumentEntries. Timestamp in epoch seconds.
 */
export async function list(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: z.output<typeof JournalQuery>,
): Promise<z.input<typeof JournalEntryList>> {
  const project = await openProject(app, auth, projectId);
  const rows = await repo.journalEntries(app.db, {
    projectId: project.id,
    from: new Date(query.from),
    to: new Date(query.to),
    includeInstrumentEntries: query.includeInstrumentEntries,
  });
  return {
    Items: rows.map((row) => ({
      Id: row.id,
      Type: row.type as z.input<typeof JournalEntryList>['Items'][number]['Type'],
      Timestamp: Math.floor(new Date(row.occurred_at).getTime() / 1000),
      Details: row.details,
      User: row.user_name,
      Source: row.source,
    })),
  };
}

/**
 * POST /v0.1/journal/project/{projectId}: a user's entry (Type UserEntry, Source Cloud) stamped
 * now, with the writer's display name kept on it. Needs access to the project and Manage_Journal.
 * Details are stored trimmed (1–1000 characters, checked by the contract).
 */
export async function add(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  body: z.output<typeof CreateJournalEntryRequest>,
): Promise<{ Id: string }> {
  const project = await openProject(app, auth, projectId);
  if (!auth.user.permissions.has(MANAGE_JOURNAL)) throw forbidden(NO_MANAGE_JOURNAL);
  const name = (await repo.userDisplayName(app.db, auth.user.id)) ?? auth.user.username;
  const [id] = await repo.insertJournalEntries(app.db, [
    {
      projectId: project.id,
      type: 'UserEntry',
      occurredAt: app.now(),
      details: body.Details.trim(),
      source: 'Cloud',
      user: { id: auth.user.id, name },
    },
  ]);
  return { Id: id as string };
}

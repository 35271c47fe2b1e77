import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * The `is_member` column of a query over projects: whether the user is a member of the row's
 * project (`projects` must be in the query). Repositories that check project access select it
 * beside the project's organisation (shared/project-access.ts canAccessProject).
 */
export function isProjectMember(
  eb: ExpressionBuilder<Database & { projects: Database['projects'] }, 'projects'>,
  userId: string,
) {
  return eb
    .exists(
      eb
        .selectFrom('project_members')
        .select('project_members.project_id')
        .whereRef('project_members.project_id', '=', 'projects.id')
        .where('project_members.user_id', '=', userId),
    )
    .$castTo<boolean>()
    .as('is_member');
}

/**
 * A live (not deleted) project with its organisation and whether `userId` is a member of it: what
 * a project access check needs (shared/project-access.ts). Read here rather than through the
 * projects module, so that modules the projects module imports can use it without a cycle.
 */
export function findLiveProject(
  db: Kysely<Database> | Transaction<Database>,
  projectId: string,
  userId: string,
) {
  return db
    .selectFrom('projects')
    .select(['projects.id', 'projects.organisation_id', (eb) => isProjectMember(eb, userId)])
    .where('projects.id', '=', projectId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

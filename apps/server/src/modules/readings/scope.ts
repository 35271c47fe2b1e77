import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { isUuid } from '../../shared/ids';
import { MANAGE_ORGANISATIONS } from '../../shared/permissions';
import { locationAttachments } from '../monitoring-locations/repository';
import { canAccessProject } from '../projects/access';
import { findProject } from '../projects/repository';
import { instrumentsWithActiveLease } from './repository';
import type { Segment } from './series';

/** An instrument the caller may read: its number, serial and the time zone of its project. */
export interface VisibleInstrument {
  id: number;
  serial: string;
  ownerOrganisationId: string;
  timeZone: string;
  projectId: string | null;
}

/**
 * Instruments the caller's organisation may read: those it owns and those leased to it (an
 * organisations administrator reads all). `serials` narrows the list.
 */
export async function visibleInstruments(
  db: Kysely<Database>,
  auth: AuthContext,
  filter: { serials?: readonly string[]; projectId?: string } = {},
): Promise<VisibleInstrument[]> {
  const all = auth.user.permissions.has(MANAGE_ORGANISATIONS);
  const rows = await instrumentsWithActiveLease(db, {
    ...filter,
    organisationId: all ? null : auth.user.organisationId,
  });
  return rows.map((row) => ({
    id: row.id,
    serial: row.serial,
    ownerOrganisationId: row.owner_organisation_id,
    timeZone: row.time_zone_id ?? 'Etc/UTC',
    projectId: row.project_id,
  }));
}

/**
 * A live (not deleted) project the caller's organisation may see, with its time zone and whether
 * the caller may open it (CanAccessProject, see projects/access.ts); undefined otherwise.
 */
export async function visibleProject(db: Kysely<Database>, auth: AuthContext, projectId: string) {
  if (!isUuid(projectId)) return undefined;
  const project = await findProject(db, projectId, auth.user.id);
  if (!project) return undefined;
  if (
    project.organisation_id !== auth.user.organisationId &&
    !auth.user.permissions.has(MANAGE_ORGANISATIONS)
  ) {
    return undefined;
  }
  return {
    id: project.id,
    organisation_id: project.organisation_id,
    name: project.name,
    time_zone_id: project.time_zone_id,
    canAccess: canAccessProject(auth, {
      organisationId: project.organisation_id,
      isMember: project.is_member,
    }),
  };
}

/** The monitoring locations of a project, with the attachment segments that overlap (from, to]. */
export async function locationSegments(
  db: Kysely<Database>,
  projectId: string,
  from: number,
  to: number,
  locationId?: string,
) {
  if (locationId !== undefined && !isUuid(locationId)) return [];
  const rows = await locationAttachments(db, projectId, from, to, locationId);
  const byLocation = new Map<string, { id: string; name: string; segments: Segment[] }>();
  for (const row of rows) {
    const entry = byLocation.get(row.id) ?? { id: row.id, name: row.name, segments: [] };
    byLocation.set(row.id, entry);
    if (row.instrument_id !== null && row.attached_at) {
      entry.segments.push({
        instrumentId: row.instrument_id,
        from: Math.max(from, row.attached_at.getTime()),
        to: Math.min(to, row.detached_at?.getTime() ?? to),
      });
    }
  }
  return [...byLocation.values()];
}

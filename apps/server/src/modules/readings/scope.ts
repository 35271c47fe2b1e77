import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AuthContext } from '../../http/auth';
import { MANAGE_ORGANISATIONS } from '../account/service';
import { canAccessProject } from '../projects/access';
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
  const rows = await db
    .selectFrom('instruments')
    .leftJoin('leases', (join) =>
      join.onRef('leases.instrument_id', '=', 'instruments.id').on('leases.status', '=', 'Active'),
    )
    .leftJoin('projects', 'projects.id', 'leases.project_id')
    .select([
      'instruments.id',
      'instruments.serial',
      'instruments.owner_organisation_id',
      'projects.time_zone_id',
      'leases.project_id',
    ])
    .$if(!all, (q) =>
      q.where((eb) =>
        eb.or([
          eb('instruments.owner_organisation_id', '=', auth.user.organisationId),
          eb('leases.organisation_id', '=', auth.user.organisationId),
        ]),
      ),
    )
    .$if(filter.serials !== undefined, (q) =>
      q.where('instruments.serial', 'in', [...(filter.serials ?? []), '']),
    )
    .$if(filter.projectId !== undefined, (q) =>
      q.where('leases.project_id', '=', filter.projectId as string),
    )
    .orderBy('instruments.serial')
    .execute();
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
  const project = await db
    .selectFrom('projects')
    .select((eb) => [
      'id',
      'organisation_id',
      'name',
      'time_zone_id',
      eb
        .exists(
          eb
            .selectFrom('project_members')
            .select('project_members.project_id')
            .whereRef('project_members.project_id', '=', 'projects.id')
            .where('project_members.user_id', '=', auth.user.id),
        )
        .$castTo<boolean>()
        .as('is_member'),
    ])
    .where('id', '=', projectId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!project) return undefined;
  if (
    project.organisation_id !== auth.user.organisationId &&
    !auth.user.permissions.has(MANAGE_ORGANISATIONS)
  ) {
    return undefined;
  }
  const { is_member: isMember, ...fields } = project;
  return {
    ...fields,
    canAccess: canAccessProject(auth, { organisationId: project.organisation_id, isMember }),
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
  const rows = await db
    .selectFrom('monitoring_locations')
    .leftJoin('attachments', (join) =>
      join
        .onRef('attachments.monitoring_location_id', '=', 'monitoring_locations.id')
        .on('attachments.attached_at', '<', new Date(to))
        .on((eb) =>
          eb.or([
            eb('attachments.detached_at', 'is', null),
            eb('attachments.detached_at', '>', new Date(from)),
          ]),
        ),
    )
    .select([
      'monitoring_locations.id',
      'monitoring_locations.name',
      'attachments.instrument_id',
      'attachments.attached_at',
      'attachments.detached_at',
    ])
    .where('monitoring_locations.project_id', '=', projectId)
    .$if(locationId !== undefined, (q) =>
      q.where('monitoring_locations.id', '=', locationId as string),
    )
    .orderBy('monitoring_locations.name')
    .orderBy('attachments.attached_at')
    .execute();
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

/** The sensors fitted to any of the given instruments, by number. */
export async function fittedSensors(db: Kysely<Database>, instrumentIds: readonly number[]) {
  if (instrumentIds.length === 0) return [];
  return db
    .selectFrom('instrument_sensors')
    .innerJoin('sensors', 'sensors.id', 'instrument_sensors.sensor_id')
    .select(['sensors.id', 'sensors.code'])
    .where('instrument_sensors.instrument_id', 'in', [...instrumentIds])
    .groupBy(['sensors.id', 'sensors.code'])
    .orderBy('sensors.id')
    .execute();
}

/** Latest values of many instruments at once (dashboards, status widgets). */
export async function latestValues(db: Kysely<Database>, instrumentIds: readonly number[]) {
  if (instrumentIds.length === 0) return [];
  return db
    .selectFrom('latest')
    .select(['instrument_id', 'sensor_id', 'ts', 'value'])
    .where(sql<boolean>`instrument_id = ANY(${[...instrumentIds]}::integer[])`)
    .execute();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a path value can be one of our ids (anything else is simply not found). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

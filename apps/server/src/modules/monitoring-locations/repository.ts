import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';

// Every read of monitoring locations and of the attachments that place instruments at them, for
// the modules that need them (projects, readings, map, navigation, the demo). The monitoring
// locations module (routes, service) is built on top of this file.

/** A location of a project with one attachment that overlaps a range (null fields: none does). */
export interface LocationAttachmentRow {
  id: string;
  name: string;
  instrument_id: number | null;
  attached_at: Date | null;
  detached_at: Date | null;
}

/**
 * The monitoring locations of a project (or the one `locationId`), by name, each with the
 * attachments that overlap the range (from, to] in the order they started: one row per
 * attachment, or one row with null attachment fields for a location that had none then.
 */
export function locationAttachments(
  db: Kysely<Database>,
  projectId: string,
  from: number,
  to: number,
  locationId?: string,
): Promise<LocationAttachmentRow[]> {
  return db
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
}

/**
 * A monitoring location of a live project, with the project's organisation; undefined when there
 * is none or its project is deleted (a deleted project's locations are gone for every read, like
 * the project itself).
 */
export function findLiveLocation(db: Kysely<Database>, locationId: string) {
  return db
    .selectFrom('monitoring_locations')
    .innerJoin('projects', 'projects.id', 'monitoring_locations.project_id')
    .select(['monitoring_locations.name', 'projects.organisation_id'])
    .where('monitoring_locations.id', '=', locationId)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The location an instrument is attached to now. */
export interface CurrentLocation {
  name: string;
  latitude: number;
  longitude: number;
}

/** Where instruments are attached now: the location of each open attachment, newest first. */
export async function currentLocationsOf(
  db: Kysely<Database>,
  instrumentIds: readonly number[],
): Promise<Map<number, CurrentLocation>> {
  if (instrumentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('attachments')
    .innerJoin(
      'monitoring_locations',
      'monitoring_locations.id',
      'attachments.monitoring_location_id',
    )
    .select([
      'attachments.instrument_id',
      'monitoring_locations.name',
      'monitoring_locations.latitude',
      'monitoring_locations.longitude',
    ])
    .where('attachments.instrument_id', 'in', [...instrumentIds])
    .where('attachments.detached_at', 'is', null)
    .orderBy('attachments.attached_at', 'desc')
    .execute();
  const byInstrument = new Map<number, CurrentLocation>();
  for (const row of rows) {
    // One location per instrument even if data were inconsistent (two open attachments).
    if (!byInstrument.has(row.instrument_id)) {
      byInstrument.set(row.instrument_id, {
        name: row.name,
        latitude: row.latitude,
        longitude: row.longitude,
      });
    }
  }
  return byInstrument;
}

/** A condition, true while an instrument is attached (not detached) at one of the project's locations. */
export function hasOpenAttachmentInProject(projectId: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM attachments
               JOIN monitoring_locations ON monitoring_locations.id = attachments.monitoring_location_id
               WHERE monitoring_locations.project_id = ${projectId}::uuid
                 AND attachments.detached_at IS NULL)`;
}

/** The fields of a new monitoring location. */
export interface NewLocation {
  projectId: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Inserts a monitoring location; returns its id. */
export async function insertLocation(db: Kysely<Database>, location: NewLocation): Promise<string> {
  const row = await db
    .insertInto('monitoring_locations')
    .values({
      project_id: location.projectId,
      name: location.name,
      latitude: location.latitude,
      longitude: location.longitude,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attaches an instrument to a location from `at` (until `until`, when given). */
export async function insertAttachment(
  db: Kysely<Database>,
  attachment: { instrumentId: number; locationId: string; at: Date; until?: Date | null },
): Promise<void> {
  await db
    .insertInto('attachments')
    .values({
      instrument_id: attachment.instrumentId,
      monitoring_location_id: attachment.locationId,
      attached_at: attachment.at,
      detached_at: attachment.until ?? null,
    })
    .execute();
}

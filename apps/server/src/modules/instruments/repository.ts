import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// The SQL of registering instruments: the instrument, its sensors and its lease.

/** The numbers of the sensor codes the database knows, by code. */
export async function sensorNumbers(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('sensors').select(['id', 'code']).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Whether an instrument with this serial exists, in any organisation (serials compare exactly). */
export async function serialExists(db: Kysely<Database>, serial: string): Promise<boolean> {
  const row = await db
    .selectFrom('instruments')
    .select('id')
    .where('serial', '=', serial)
    .executeTakeFirst();
  return row !== undefined;
}

/** A new instrument of an organisation with its sensors fitted. */
export interface NewInstrument {
  readonly serial: string;
  readonly name: string;
  readonly model: string;
  readonly organisationId: string;
  readonly sensorIds: readonly number[];
}

/** Inserts an instrument and its sensors; returns its number. */
export async function insertInstrument(
  db: Kysely<Database>,
  instrument: NewInstrument,
): Promise<number> {
  const row = await db
    .insertInto('instruments')
    .values({
      serial: instrument.serial,
      name: instrument.name,
      model: instrument.model,
      owner_organisation_id: instrument.organisationId,
      battery: null,
      inventory_status: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('instrument_sensors')
    .values(instrument.sensorIds.map((sensor_id) => ({ instrument_id: row.id, sensor_id })))
    .execute();
  return row.id;
}

/** Starts an active lease of an instrument to an organisation (and a project, or none). */
export async function insertActiveLease(
  db: Kysely<Database>,
  lease: { instrumentId: number; organisationId: string; projectId: string | null; start: Date },
): Promise<string> {
  const row = await db
    .insertInto('leases')
    .values({
      instrument_id: lease.instrumentId,
      organisation_id: lease.organisationId,
      project_id: lease.projectId,
      status: 'Active',
      start_date: lease.start,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts a lease that already ended (history: a terminated lease is never reopened). */
export async function insertEndedLease(
  db: Kysely<Database>,
  lease: {
    instrumentId: number;
    organisationId: string;
    projectId: string | null;
    start: Date;
    end: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('leases')
    .values({
      instrument_id: lease.instrumentId,
      organisation_id: lease.organisationId,
      project_id: lease.projectId,
      status: 'Terminate',
      start_date: lease.start,
      end_date: lease.end,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

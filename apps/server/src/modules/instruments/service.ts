import type { RegisterInstrumentRequest, SensorCatalogue } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { SENSOR_CATALOGUE, sensorByCode } from '../../domain/sensors';
import type { AuthContext } from '../../http/auth';
import { ApiError, forbidden } from '../../http/problem';
import { MANAGE_INSTRUMENTS } from '../../shared/permissions';
import { recordLeaseEvent } from '../journal/instrument-events';
import * as repo from './repository';

/** 403 for registering without Manage_Instruments. */
export const NO_MANAGE_INSTRUMENTS = 'You do not have permission to register instruments.';

/** 409 for a serial that is already registered (in any organisation: serials are global). */
export function serialTaken(serial: string): string {
  return `An instrument with serial '${serial}' is already registered. Serials are unique; check the serial on the instrument's label.`;
}

/** 400 for a sensor code the catalogue does not know. */
export function unknownSensor(code: string): string {
  return `Unknown sensor '${code}'. Choose sensors from the sensor catalogue (${SENSOR_CATALOGUE.map((s) => s.code).join(', ')}).`;
}

function conflictOnSerial(serial: string): ApiError {
  return new ApiError(409, [{ Field: 'Serial', Message: serialTaken(serial), Plain: true }]);
}

/** The database's own uniqueness check on serials, for two registrations racing with one serial. */
function isDuplicateSerial(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown };
  return e?.code === '23505' && e.constraint === 'instruments_serial_key';
}

/**
 * POST /v0.1/instruments. Needs Manage_Instruments. Every sensor code must be in the catalogue
 * (400 naming each unknown one). In one transaction: the instrument owned by the caller's
 * organisation, its sensors (health Ok, operation mode Sample), and an active lease from now to
 * the organisation with no project, so it waits in the organisation to be attached to a
 * monitoring location (a 'lease started' entry is written only for a lease with a project).
 */
export async function register(
  app: AppContext,
  auth: AuthContext,
  body: z.output<typeof RegisterInstrumentRequest>,
): Promise<{ Id: string }> {
  if (!auth.user.permissions.has(MANAGE_INSTRUMENTS)) throw forbidden(NO_MANAGE_INSTRUMENTS);
  const numbers = await repo.sensorNumbers(app.db);
  const unknown = body.Sensors.flatMap((code, index) =>
    sensorByCode(code) && numbers.has(code) ? [] : [{ code, index }],
  );
  if (unknown.length)
    throw new ApiError(
      400,
      unknown.map(({ code, index }) => ({
        Field: `Sensors.${index}`,
        Message: unknownSensor(code),
        Plain: true,
      })),
    );
  if (await repo.serialExists(app.db, body.Serial)) throw conflictOnSerial(body.Serial);

  const now = app.now();
  try {
    const id = await app.db.transaction().execute(async (trx) => {
      const instrumentId = await repo.insertInstrument(trx, {
        serial: body.Serial,
        name: body.Name,
        model: body.Model,
        organisationId: auth.user.organisationId,
        sensorIds: body.Sensors.map((code) => numbers.get(code) as number),
      });
      const projectId = null;
      await repo.insertActiveLease(trx, {
        instrumentId,
        organisationId: auth.user.organisationId,
        projectId,
        start: now,
      });
      await recordLeaseEvent(trx, {
        kind: 'started',
        instrument: { id: instrumentId, serial: body.Serial, name: body.Name },
        projectId,
        at: now,
      });
      return instrumentId;
    });
    return { Id: String(id) };
  } catch (error) {
    if (isDuplicateSerial(error)) throw conflictOnSerial(body.Serial);
    throw error;
  }
}

/** GET /v0.1/sensorCatalogue: every sensor type, with the unit instruments report it in. */
export function catalogue(): z.input<typeof SensorCatalogue> {
  return {
    Items: SENSOR_CATALOGUE.map((sensor) => ({
      Code: sensor.code,
      Name: sensor.name,
      Category: sensor.category,
      Unit: sensor.units,
    })),
  };
}

import type { SelectableInstrument } from '@aq/api';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isOnline } from '../../domain/instrument-status';
import type { AuthContext } from '../../http/auth';
import { visibleInstruments } from '../readings/scope';

type Item = z.output<typeof SelectableInstrument>;

/**
 * The caller's instruments for the instrument selector: every instrument their organisation owns
 * or leases (an organisations administrator sees all), with the monitoring location it is attached
 * to now, the project of its active lease, and its online status from the newest reading.
 */
export async function selectableInstruments(
  app: AppContext,
  auth: AuthContext,
): Promise<{ Items: Item[] }> {
  const visible = await visibleInstruments(app.db, auth);
  if (visible.length === 0) return { Items: [] };
  const ids = [...new Set(visible.map((v) => v.id))];
  const rows = await app.db
    .selectFrom('instruments')
    .leftJoin('leases', (join) =>
      join.onRef('leases.instrument_id', '=', 'instruments.id').on('leases.status', '=', 'Active'),
    )
    .leftJoin('projects', 'projects.id', 'leases.project_id')
    .leftJoin('attachments', (join) =>
      join
        .onRef('attachments.instrument_id', '=', 'instruments.id')
        .on('attachments.detached_at', 'is', null),
    )
    .leftJoin(
      'monitoring_locations',
      'monitoring_locations.id',
      'attachments.monitoring_location_id',
    )
    .select((eb) => [
      'instruments.serial',
      'instruments.name',
      'projects.id as project_id',
      'projects.name as project_name',
      'monitoring_locations.name as location_name',
      'monitoring_locations.latitude',
      'monitoring_locations.longitude',
      eb
        .selectFrom('latest')
        .whereRef('latest.instrument_id', '=', 'instruments.id')
        .select(sql<Date | null>`max(latest.ts)`.as('ts'))
        .as('last_reading_at'),
    ])
    .where('instruments.id', 'in', ids)
    .orderBy('instruments.name')
    .orderBy('instruments.serial')
    .execute();

  const now = app.now().getTime();
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const row of rows) {
    if (seen.has(row.serial)) continue; // one row per instrument even if data were inconsistent
    seen.add(row.serial);
    const last = row.last_reading_at ? new Date(row.last_reading_at) : null;
    items.push({
      Serial: row.serial,
      Name: row.name,
      ProjectId: row.project_id ?? null,
      ProjectName: row.project_name ?? null,
      LocationName: row.location_name ?? null,
      Latitude: row.latitude ?? null,
      Longitude: row.longitude ?? null,
      OnlineStatus: isOnline(last ? last.getTime() : null, now) ? 'Online' : 'Offline',
      LastReadingAt: last ? last.toISOString() : null,
    });
  }
  return { Items: items };
}

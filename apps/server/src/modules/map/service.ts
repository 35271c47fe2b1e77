import type { SelectableInstrument } from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { isOnline } from '../../domain/instrument-status';
import type { AuthContext } from '../../http/auth';
import { currentLocationsOf } from '../monitoring-locations/repository';
import { visibleInstruments } from '../readings/scope';
import * as repo from './repository';

type Item = z.output<typeof SelectableInstrument>;

/**
 * The caller's instruments for the instrument selector: every instrument their organisation owns
 * or leases (an organisations administrator sees all), with the monitoring location it is attached
 * to now, the project of its active lease and the place that project is in (so a search for 'Long
 * Beach' finds the instruments there), and its online status from the newest reading.
 */
export async function selectableInstruments(
  app: AppContext,
  auth: AuthContext,
): Promise<{ Items: Item[] }> {
  const visible = await visibleInstruments(app.db, auth);
  if (visible.length === 0) return { Items: [] };
  const ids = [...new Set(visible.map((v) => v.id))];
  const [rows, locations] = await Promise.all([
    repo.selectorInstruments(app.db, ids),
    currentLocationsOf(app.db, ids),
  ]);

  const now = app.now().getTime();
  const seen = new Set<string>();
  const items: Item[] = [];
  for (const row of rows) {
    if (seen.has(row.serial)) continue; // one row per instrument even if data were inconsistent
    seen.add(row.serial);
    const last = row.last_reading_at ? new Date(row.last_reading_at) : null;
    const location = locations.get(row.id);
    items.push({
      Serial: row.serial,
      Name: row.name,
      ProjectId: row.project_id ?? null,
      ProjectName: row.project_name ?? null,
      LocationName: location?.name ?? null,
      PlaceLabel: row.project_place ?? null,
      Latitude: location?.latitude ?? null,
      Longitude: location?.longitude ?? null,
      OnlineStatus: isOnline(last ? last.getTime() : null, now) ? 'Online' : 'Offline',
      LastReadingAt: last ? last.toISOString() : null,
    });
  }
  return { Items: items };
}

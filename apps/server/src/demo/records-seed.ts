import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  insertActiveLease,
  insertEndedLease,
  insertInstrument,
} from '../modules/instruments/repository';
import { recordLeaseEvent } from '../modules/journal/instrument-events';
import {
  insertJournalEntries,
  userDisplayName,
  type NewJournalEntry,
} from '../modules/journal/repository';
import {
  findInstrumentIdBySerial,
  hideUnlessAttached,
  insertAttachment,
  insertLocation,
} from '../modules/monitoring-locations/repository';
import { sensorIds } from '../modules/readings/repository';
import * as repo from './repository';
import { DEMO_SITES, DEMO_SPARE_INSTRUMENTS, offsetPosition } from './simulator/site';

// What the demo shows of a site's set-up and record besides its live instruments (issue 13): an
// instrument registered and waiting in the organisation to be attached, a hidden location, a
// location that cannot be deleted because an instrument was attached there once, and the journal
// history of the sites (users' entries, and the instruments' leases and attachments since they
// were installed). The simulator's offline spells, zeroing and sensor ageing add their own
// instrument entries as it stores readings.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The instrument registered in the demo organisation and not yet attached anywhere. */
export const DEMO_WAITING_INSTRUMENT = {
  serial: 'AQS-1950',
  name: 'New Sentinel (not installed)',
  model: 'AQ Sentinel 2',
  sensors: ['PM10', 'VOC'],
  registeredDaysAgo: 2,
} as const;

/** The Gowanus location hidden from the active list (never had an instrument). */
export const DEMO_HIDDEN_LOCATION = 'Future Stockpile Corner';
/** The Gowanus location the spare instrument measured at in the first week: it cannot be deleted. */
export const DEMO_FORMER_LOCATION = 'Temporary West Fence';
/** How long the spare stood at the former location after the site was installed. */
const FORMER_DAYS = 6;

/** Users' entries of each demo site: days and hours before now, who wrote it, and what. */
const USER_ENTRIES: Readonly<
  Record<string, readonly { ago: number; user: 'admin' | 'manager'; details: string }[]>
> = {
  'Gowanus Canal Remediation': [
    {
      ago: 9 * DAY + 5 * HOUR,
      user: 'manager',
      details:
        'Excavation of the east cell started. Water cart on the haul road from 07:00; monitors checked on arrival.',
    },
    {
      ago: 6 * DAY + 2 * HOUR,
      user: 'manager',
      details:
        'PM10 at North Fence above 100 µg/m³ (15-minute average) during loading. Misting cannon added at the stockpile; values back under 60 within 20 minutes.',
    },
    {
      ago: 4 * DAY + 7 * HOUR,
      user: 'admin',
      details:
        'Odour complaint from a neighbour on Bond Street. VOC at East Gate checked: below 1 ppm all afternoon. Reply sent to the community liaison.',
    },
    {
      ago: 2 * DAY + 3 * HOUR,
      user: 'manager',
      details:
        'Weekly check of all monitors: inlets cleaned, zero and span within tolerance. South Fence PM10 sensor flagged as ageing; replacement ordered.',
    },
    {
      ago: 3 * HOUR,
      user: 'manager',
      details:
        'Truck wash repaired. Street sweeper booked daily at 16:00 until the end of the cell.',
    },
  ],
  'Harbour Demolition': [
    {
      ago: 8 * DAY + 4 * HOUR,
      user: 'manager',
      details: 'Demolition of warehouse B started. Sea breeze from the south-west as forecast.',
    },
    {
      ago: 5 * DAY + 1 * HOUR,
      user: 'manager',
      details:
        'Wind gusts above 25 mph at the met mast: crushing paused for 40 minutes, as the dust control plan requires.',
    },
    {
      ago: 1 * DAY + 6 * HOUR,
      user: 'admin',
      details:
        'South Coast AQMD inspector on site; the 2-hour contribution chart and the journal were shown. No findings.',
    },
    {
      ago: 5 * HOUR,
      user: 'manager',
      details: 'Sprinklers along the seaward fence run every 30 minutes while crushing.',
    },
  ],
};

/**
 * Adds the set-up states and the journal history to the demo sites, in the seeding transaction.
 * `installed` is when the sites' instruments were leased and attached.
 */
export async function seedDemoRecords(
  db: Kysely<Database>,
  demo: { organisationId: string; installed: Date; now: Date },
): Promise<void> {
  const { organisationId, installed, now } = demo;
  const sensorNumbers = await sensorIds(db);

  // The waiting instrument: registered as POST /v0.1/instruments does (active lease, no project).
  const waiting = DEMO_WAITING_INSTRUMENT;
  const waitingId = await insertInstrument(db, {
    serial: waiting.serial,
    name: waiting.name,
    model: waiting.model,
    organisationId,
    sensorIds: waiting.sensors.map((code) => sensorNumbers.get(code) as number),
  });
  await insertActiveLease(db, {
    instrumentId: waitingId,
    organisationId,
    projectId: null,
    start: new Date(now.getTime() - waiting.registeredDaysAgo * DAY),
  });

  const people = {
    admin: await person(db, organisationId, 'admin'),
    manager: await person(db, organisationId, 'manager'),
  };
  const entries: NewJournalEntry[] = [];

  for (const site of DEMO_SITES) {
    const projectId = await repo.projectIdByName(db, organisationId, site.projectName);
    for (const location of site.locations) {
      const instrumentId = await findInstrumentIdBySerial(db, location.instrument.serial);
      if (instrumentId === undefined) continue;
      await recordLeaseEvent(db, {
        kind: 'started',
        instrument: { id: instrumentId, ...location.instrument },
        projectId,
        at: installed,
      });
      entries.push(
        attachmentEntry(projectId, instrumentId, installed, people.manager, {
          serial: location.instrument.serial,
          location: location.name,
          attached: true,
        }),
      );
    }
    for (const entry of USER_ENTRIES[site.projectName] ?? []) {
      const user = people[entry.user];
      entries.push({
        projectId,
        type: 'UserEntry',
        occurredAt: new Date(now.getTime() - entry.ago),
        details: entry.details,
        source: 'Cloud',
        ...(user ? { user } : {}),
      });
    }
  }

  // Gowanus: the hidden location and the one the spare measured at in the first week.
  const gowanus = DEMO_SITES[0];
  const spare = DEMO_SPARE_INSTRUMENTS.find((i) => i.sensors.includes('PM10'));
  if (gowanus && spare) {
    const projectId = await repo.projectIdByName(db, organisationId, gowanus.projectName);
    const hidden = offsetPosition(gowanus.centre, 160, 230);
    const hiddenId = await insertLocation(db, {
      projectId,
      name: DEMO_HIDDEN_LOCATION,
      latitude: hidden.lat,
      longitude: hidden.lng,
    });
    await hideUnlessAttached(db, hiddenId);

    const former = offsetPosition(gowanus.centre, 265, 190);
    const formerId = await insertLocation(db, {
      projectId,
      name: DEMO_FORMER_LOCATION,
      latitude: former.lat,
      longitude: former.lng,
    });
    const spareId = await findInstrumentIdBySerial(db, spare.serial);
    if (spareId !== undefined) {
      const removed = new Date(installed.getTime() + FORMER_DAYS * DAY);
      await insertEndedLease(db, {
        instrumentId: spareId,
        organisationId,
        projectId,
        start: installed,
        end: removed,
      });
      await insertAttachment(db, {
        instrumentId: spareId,
        locationId: formerId,
        at: installed,
        until: removed,
      });
      const instrument = { id: spareId, serial: spare.serial, name: spare.name };
      await recordLeaseEvent(db, { kind: 'started', instrument, projectId, at: installed });
      entries.push(
        attachmentEntry(projectId, spareId, installed, people.manager, {
          serial: spare.serial,
          location: DEMO_FORMER_LOCATION,
          attached: true,
        }),
        attachmentEntry(projectId, spareId, removed, people.manager, {
          serial: spare.serial,
          location: DEMO_FORMER_LOCATION,
          attached: false,
        }),
        {
          projectId,
          type: 'UserEntry',
          occurredAt: new Date(removed.getTime() + HOUR),
          details: `West fence works finished: the spare monitor ${spare.serial} went back to the store. ${DEMO_FORMER_LOCATION} stays in the record.`,
          source: 'Cloud',
          ...(people.manager ? { user: people.manager } : {}),
        },
      );
      await recordLeaseEvent(db, { kind: 'ended', instrument, projectId, at: removed });
    }
  }
  await insertJournalEntries(db, entries);
}

async function person(db: Kysely<Database>, organisationId: string, username: string) {
  const id = await repo.userIdByUsername(db, organisationId, username);
  if (!id) return undefined;
  return { id, name: (await userDisplayName(db, id)) ?? username };
}

/** An attach or detach entry, worded as the monitoring locations module writes them. */
function attachmentEntry(
  projectId: string,
  instrumentId: number,
  at: Date,
  user: { id: string; name: string } | undefined,
  what: { serial: string; location: string; attached: boolean },
): NewJournalEntry {
  return {
    projectId,
    type: 'Instruments',
    occurredAt: at,
    details: what.attached
      ? `Instrument ${what.serial} attached to ${what.location}`
      : `Instrument ${what.serial} detached from ${what.location}`,
    source: 'Connect',
    instrumentId,
    ...(user ? { user } : {}),
  };
}

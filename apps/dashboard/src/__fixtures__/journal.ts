import type { JournalEntry } from '@aq/api';
import type { z } from 'zod';
import { STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

type Entry = z.infer<typeof JournalEntry>;

/** Epoch seconds of a UTC date-time, for fixed entries. */
function at(month: number, day: number, hour: number, minute: number, second = 0): number {
  return Date.UTC(2026, month - 1, day, hour, minute, second) / 1000;
}

/**
 * A project's journal over two days (7–8 March 2026, New York on EST): people's entries (Source
 * Cloud, with a user) and the entries an instrument wrote (Source Connect, no user), newest first
 * as the server sends them. 15 entries in all, so with instrument entries the table has 2 pages.
 */
export const STORY_JOURNAL: Entry[] = [
  {
    Id: 'j-15',
    Type: 'UserEntry',
    Timestamp: at(3, 8, 16, 42, 10),
    Details: 'Water truck on the haul road from 11:30; dust visibly reduced at the north fence.',
    User: 'Alex Morgan',
    Source: 'Cloud',
  },
  {
    Id: 'j-14',
    Type: 'Instruments',
    Timestamp: at(3, 8, 15, 5, 0),
    Details: 'AQ-1002 came back online',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-13',
    Type: 'Instruments',
    Timestamp: at(3, 8, 13, 50, 0),
    Details: 'AQ-1002 went offline',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-12',
    Type: 'Calibration',
    Timestamp: at(3, 8, 13, 20, 31),
    Details: 'Zero and span check on AQ-1001: within 2 % of the reference.',
    User: 'Renée Dubois',
    Source: 'Cloud',
  },
  {
    Id: 'j-11',
    Type: 'Instruments',
    Timestamp: at(3, 8, 13, 2, 0),
    Details: 'AQ-1001 operation mode changed from Sample to Zero',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-10',
    Type: 'UserEntry',
    Timestamp: at(3, 8, 12, 15, 44),
    Details:
      'Excavation of the eastern cell started. Contractor asked to keep the stockpile covered overnight and to call the site manager before moving the crusher.',
    User: 'Alex Morgan',
    Source: 'Cloud',
  },
  {
    Id: 'j-09',
    Type: 'Instruments',
    Timestamp: at(3, 8, 9, 0, 0),
    Details: 'AQ-1003 PM10 sensor health changed from Ok to Aging',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-08',
    Type: 'MonitoringLocations',
    Timestamp: at(3, 7, 22, 10, 5),
    Details: 'Monitoring location North fence moved 20 m west for the crane base.',
    User: 'Jordan Lee',
    Source: 'Cloud',
  },
  {
    Id: 'j-07',
    Type: 'Instruments',
    Timestamp: at(3, 7, 22, 6, 0),
    Details: 'AQ-1001 attached to North fence',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-06',
    Type: 'Instruments',
    Timestamp: at(3, 7, 21, 58, 0),
    Details: 'AQ-1001 detached from North fence',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-05',
    Type: 'UserEntry',
    Timestamp: at(3, 7, 19, 30, 0),
    Details: 'Strong gusts from the south-west all afternoon; work paused 14:00–14:45.',
    User: 'Renée Dubois',
    Source: 'Cloud',
  },
  {
    Id: 'j-04',
    Type: 'Instruments',
    Timestamp: at(3, 7, 17, 0, 0),
    Details: 'Lease of AQ-1004 started',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-03',
    Type: 'System',
    Timestamp: at(3, 7, 16, 45, 0),
    Details: 'Alert rule "PM10 15-minute" evaluated after a configuration change',
    User: null,
    Source: 'Unknown',
  },
  {
    Id: 'j-02',
    Type: 'Instruments',
    Timestamp: at(3, 7, 15, 20, 0),
    Details: 'AQ-1003 went offline',
    User: null,
    Source: 'Connect',
  },
  {
    Id: 'j-01',
    Type: 'UserEntry',
    Timestamp: at(3, 7, 14, 0, 0),
    Details: 'Site induction for the monitoring contractor.',
    User: 'Jordan Lee',
    Source: 'Cloud',
  },
];

/** The signed-in project manager, who may add journal entries. */
export const JOURNAL_USER = {
  ...STORY_USER,
  Permissions: [...STORY_USER.Permissions, 'Manage_Journal'],
};

/**
 * The fixed server of the records screen: GET answers the entries (without Source Connect unless
 * includeInstrumentEntries is true; the range is the screen's concern, so it is not applied), POST
 * adds a user entry at a fixed time, or fails as `addFailure` says. Put these before
 * projectRoutes(), whose signed-in user lacks Manage_Journal unless `canAdd` is false.
 */
export function journalRoutes(
  options: {
    /** The journal; STORY_JOURNAL by default. */
    entries?: readonly Entry[];
    /** Whether the signed-in user holds Manage_Journal (default true). */
    canAdd?: boolean;
    /** A failure the add answers with: status and messages. */
    addFailure?: { status: number; messages: string[] };
  } = {},
): FixtureRoute[] {
  const entries = [...(options.entries ?? STORY_JOURNAL)];
  return [
    {
      method: 'GET',
      path: '/v0.1/Users/self',
      respond: () => (options.canAdd === false ? STORY_USER : JOURNAL_USER),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/journal\/project\/[^/]+$/,
      respond: (url) => {
        const instruments = url.searchParams.get('includeInstrumentEntries') === 'true';
        return { Items: entries.filter((entry) => instruments || entry.Source !== 'Connect') };
      },
    },
    {
      method: 'POST',
      path: /^\/v0\.1\/journal\/project\/[^/]+$/,
      respond: (_url, body) => {
        if (options.addFailure) {
          return status(options.addFailure.status, {
            Status: options.addFailure.status,
            Messages: options.addFailure.messages,
          });
        }
        const id = `j-${String(entries.length + 1).padStart(2, '0')}`;
        entries.unshift({
          Id: id,
          Type: 'UserEntry',
          Timestamp: at(3, 8, 17, 0, 0),
          Details: (body as { Details: string }).Details,
          User: JOURNAL_USER.FullName,
          Source: 'Cloud',
        });
        return status(201, { Id: id });
      },
    },
  ];
}

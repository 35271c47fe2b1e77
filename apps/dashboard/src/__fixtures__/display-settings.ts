import type { SensorGroup } from '../features/display-settings/display-units';
import { STORY_PROJECTS } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** NO2 at its default: ppm with 3 places, the catalogue's factor (46.0055 / 22.414 L/mol at STP). */
export const NO2_GROUP: SensorGroup = {
  SensorGroupName: 'NO2',
  Category: 'Gas',
  DisplayUnit: 'ppm',
  DecimalPlace: 3,
  DataStatus: 'DataReceived',
  IsCustom: false,
  PpmToMgm3Factor: 2.0525,
  AllowedUnitsWithMaximumDecimalPlace: [
    { DisplayUnits: 'ppm', MaximumDecimalPlace: 3 },
    { DisplayUnits: 'ppb', MaximumDecimalPlace: 0 },
    { DisplayUnits: 'mg/m³', MaximumDecimalPlace: 3 },
    { DisplayUnits: 'µg/m³', MaximumDecimalPlace: 0 },
  ],
};

/** A gas that has not sent data yet (Inactive). */
export const VOC_GROUP: SensorGroup = {
  SensorGroupName: 'VOC',
  Category: 'Gas',
  DisplayUnit: 'ppm',
  DecimalPlace: 2,
  DataStatus: 'NoDataReceived',
  IsCustom: false,
  PpmToMgm3Factor: 4.4125,
  AllowedUnitsWithMaximumDecimalPlace: [
    { DisplayUnits: 'ppm', MaximumDecimalPlace: 3 },
    { DisplayUnits: 'ppb', MaximumDecimalPlace: 0 },
    { DisplayUnits: 'mg/m³', MaximumDecimalPlace: 3 },
  ],
};

/** PM10 at its default: µg/m³ with 1 place (mg/m³ allows 4). */
export const PM10_GROUP: SensorGroup = {
  SensorGroupName: 'PM10',
  Category: 'Particulate',
  DisplayUnit: 'µg/m³',
  DecimalPlace: 1,
  DataStatus: 'DataReceived',
  IsCustom: false,
  PpmToMgm3Factor: null,
  AllowedUnitsWithMaximumDecimalPlace: [
    { DisplayUnits: 'µg/m³', MaximumDecimalPlace: 1 },
    { DisplayUnits: 'mg/m³', MaximumDecimalPlace: 4 },
  ],
};

export const PM25_GROUP: SensorGroup = {
  ...PM10_GROUP,
  SensorGroupName: 'PM2.5',
};

/** Wind speed. */
export const WS_GROUP: SensorGroup = {
  SensorGroupName: 'WS',
  Category: 'Met',
  DisplayUnit: 'm/s',
  DecimalPlace: 1,
  DataStatus: 'DataReceived',
  IsCustom: false,
  PpmToMgm3Factor: null,
  AllowedUnitsWithMaximumDecimalPlace: [
    { DisplayUnits: 'm/s', MaximumDecimalPlace: 2 },
    { DisplayUnits: 'mph', MaximumDecimalPlace: 2 },
    { DisplayUnits: 'km/h', MaximumDecimalPlace: 2 },
    { DisplayUnits: 'knots', MaximumDecimalPlace: 2 },
  ],
};

/** Temperature. */
export const TEMP_GROUP: SensorGroup = {
  SensorGroupName: 'TEMP',
  Category: 'Met',
  DisplayUnit: '°C',
  DecimalPlace: 1,
  DataStatus: 'DataReceived',
  IsCustom: false,
  PpmToMgm3Factor: null,
  AllowedUnitsWithMaximumDecimalPlace: [
    { DisplayUnits: '°C', MaximumDecimalPlace: 2 },
    { DisplayUnits: '°F', MaximumDecimalPlace: 2 },
  ],
};

/** A project's sensor groups at their defaults. */
export const DEFAULT_GROUPS: SensorGroup[] = [
  NO2_GROUP,
  VOC_GROUP,
  PM10_GROUP,
  PM25_GROUP,
  WS_GROUP,
  TEMP_GROUP,
];

/** The same project after changes: PM10 in mg/m³, TEMP in °F, NO2 with another factor. */
export const CUSTOM_GROUPS: SensorGroup[] = [
  { ...NO2_GROUP, PpmToMgm3Factor: 1.88, IsCustom: true },
  VOC_GROUP,
  { ...PM10_GROUP, DisplayUnit: 'mg/m³', DecimalPlace: 3, IsCustom: true },
  PM25_GROUP,
  WS_GROUP,
  { ...TEMP_GROUP, DisplayUnit: '°F', DecimalPlace: 0, IsCustom: true },
];

/** The project the display-settings stories show (a member with access). */
export const DISPLAY_SETTINGS_PROJECT = STORY_PROJECTS[8]!;

const GROUP_PATH = /^\/v0\.1\/project\/[^/]+\/sensor-groups\/([^/]+)$/;
const RESET_PATH = /^\/v0\.1\/project\/[^/]+\/sensor-groups\/([^/]+)\/reset$/;

function groupName(url: URL, pattern: RegExp): string {
  return decodeURIComponent(pattern.exec(url.pathname)?.[1] ?? '');
}

/**
 * The fixed display-settings server of the stories: the groups (`groups`), the organisation's
 * projects for the import, and saves, resets and imports that answer like the real server
 * (a saved group becomes Custom; a reset one returns to `DEFAULT_GROUPS`). `failUpdates` answers
 * every save with the server's 400, `failResets` every reset and import with a 409.
 */
export function displaySettingsRoutes(
  options: { groups?: SensorGroup[]; failUpdates?: boolean; failResets?: boolean } = {},
): FixtureRoute[] {
  const refused = (message: string) =>
    status(409, { Status: 409, Title: 'Conflict', Messages: [message] });
  let groups = [...(options.groups ?? DEFAULT_GROUPS)];
  const defaults = (name: string) =>
    DEFAULT_GROUPS.find((group) => group.SensorGroupName === name) ??
    groups.find((group) => group.SensorGroupName === name)!;
  return [
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/display-settings$/,
      respond: () => ({ ProjectSensorGroups: groups }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/[^/]+\/projects$/,
      respond: () => ({
        Projects: STORY_PROJECTS.map((project) => ({
          Id: project.Id,
          Name: project.Name,
          IsLicensed: true,
          CanAccessProject: project.CanAccessProject,
          IsUnlicensedInstrumentsProject: false,
        })),
      }),
    },
    {
      method: 'PUT',
      path: /^\/v0\.1\/project\/[^/]+\/sensor-groups\/reset-all$/,
      respond: () => {
        if (options.failResets) return refused('The project is being archived.');
        groups = groups.map((group) => defaults(group.SensorGroupName));
        return { ProjectSensorGroups: groups };
      },
    },
    {
      method: 'PUT',
      path: /^\/v0\.1\/project\/[^/]+\/sensor-groups\/import-from\/[^/]+$/,
      respond: () => {
        if (options.failResets) return refused('The source project has no display units.');
        groups = CUSTOM_GROUPS;
        return { ProjectSensorGroups: groups };
      },
    },
    {
      method: 'PUT',
      path: RESET_PATH,
      respond: (url) => {
        if (options.failResets) return refused('PM10 is already at its defaults.');
        const reset = defaults(groupName(url, RESET_PATH));
        groups = groups.map((group) =>
          group.SensorGroupName === reset.SensorGroupName ? reset : group,
        );
        return reset;
      },
    },
    {
      method: 'PUT',
      path: GROUP_PATH,
      respond: (url, body) => {
        if (options.failUpdates) {
          return status(400, {
            Status: 400,
            Title: 'Bad Request',
            Messages: ['mg/m³ is not an allowed unit for PM10'],
          });
        }
        const name = groupName(url, GROUP_PATH);
        const change = body as { Units: string; DecimalPlaces: number; PpmToMgm3Factor: number };
        const current = groups.find((group) => group.SensorGroupName === name)!;
        const saved: SensorGroup = {
          ...current,
          DisplayUnit: change.Units,
          DecimalPlace: change.DecimalPlaces,
          PpmToMgm3Factor: change.PpmToMgm3Factor ?? null,
          IsCustom: true,
        };
        groups = groups.map((group) => (group.SensorGroupName === name ? saved : group));
        return saved;
      },
    },
  ];
}

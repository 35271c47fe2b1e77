import { projectRoutes, STORY_PROJECTS, STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project the contribution stories show (Gowanus Canal Remediation, Brooklyn). */
export const CONTRIBUTIONS_PROJECT = STORY_PROJECTS[8] as (typeof STORY_PROJECTS)[number];

const OTHER_PROJECT = STORY_PROJECTS[11] as (typeof STORY_PROJECTS)[number];

/** A project manager who may manage contributions. */
export const CONTRIBUTIONS_MANAGER = {
  ...STORY_USER,
  Permissions: ['Manage_Projects', 'Manage_Contributions', 'View_Data'],
};

/** A viewer: may look, not create or delete. */
export const CONTRIBUTIONS_VIEWER = {
  ...STORY_USER,
  Username: 'viewer',
  Permissions: ['View_Data'],
};

const location = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The project's locations as the wizard lists them: two perimeter stations with PM10 and VOC (one
 * also measures wind), a third PM10 station, a wind mast (WS and WD) and one with wind speed only,
 * which is not offered as a wind source.
 */
export const STORY_CONTRIBUTION_LOCATIONS = [
  ['North fence', ['PM10', 'VOC', 'WS', 'WD']],
  ['South gate', ['PM10', 'VOC']],
  ['East berm', ['PM10']],
  ['Met mast', ['WS', 'WD']],
  ['West hoarding', ['PM10', 'WS']],
].map(([name, sensors], index) => ({
  GuidId: location(index + 1),
  Name: name as string,
  Location: { Latitude: 40.674 + index / 1000, Longitude: -73.99 },
  SensorTypes: (sensors as string[]).map((sensor) => ({
    Name: sensor,
    Units: sensor === 'WS' ? 'm/s' : sensor === 'WD' ? '°' : sensor === 'VOC' ? 'ppb' : 'µg/m³',
  })),
  Status: 'Online' as const,
  ChannelData: [],
  Instruments: [{ Name: `AQ-20${index + 1}`, Active: true }],
  IsHidden: false,
  EverAttached: true,
}));

/** Fixed contributions: three of the Gowanus project, one of Newark Bay, created in November 2026. */
export const STORY_CONTRIBUTIONS = [
  {
    Id: 701,
    Name: 'Perimeter dust and VOC',
    ProjectId: CONTRIBUTIONS_PROJECT.Id,
    ProjectName: CONTRIBUTIONS_PROJECT.Name,
    OrganisationName: 'Demo Environmental',
    ContributionType: 'Der10' as const,
    CreatedDate: '2026-11-02T14:05:00.000Z',
    IsProjectLicensed: true,
  },
  {
    Id: 702,
    Name: 'Rule 1466 PM10',
    ProjectId: CONTRIBUTIONS_PROJECT.Id,
    ProjectName: CONTRIBUTIONS_PROJECT.Name,
    OrganisationName: 'Demo Environmental',
    ContributionType: 'FourteenSixtySix' as const,
    CreatedDate: '2026-11-10T09:30:00.000Z',
    IsProjectLicensed: true,
  },
  {
    Id: 703,
    Name: 'Excavation PM2.5',
    ProjectId: CONTRIBUTIONS_PROJECT.Id,
    ProjectName: CONTRIBUTIONS_PROJECT.Name,
    OrganisationName: 'Demo Environmental',
    ContributionType: 'Generic' as const,
    CreatedDate: '2026-11-20T17:45:00.000Z',
    IsProjectLicensed: true,
  },
  {
    Id: 704,
    Name: 'Pier block averages',
    ProjectId: OTHER_PROJECT.Id,
    ProjectName: OTHER_PROJECT.Name,
    OrganisationName: 'Harbour Consulting',
    ContributionType: 'NjPam' as const,
    CreatedDate: '2026-11-24T06:00:00.000Z',
    IsProjectLicensed: false,
  },
];

/** The Id the server gives a new contribution. */
export const NEW_CONTRIBUTION_ID = 705;

type History = {
  State: 'Queued' | 'Running' | 'Done' | 'Failed';
  Percent: number;
  Message: string | null;
};

/** A contribution's details (GET /v0.1/contribution/{id}) with the given history progress. */
export function storyContribution(id: number, history: History) {
  const listed = STORY_CONTRIBUTIONS.find((item) => item.Id === id);
  return {
    Id: id,
    Name: listed?.Name ?? 'North plume',
    ProjectId: listed?.ProjectId ?? CONTRIBUTIONS_PROJECT.Id,
    ProjectName: listed?.ProjectName ?? CONTRIBUTIONS_PROJECT.Name,
    ContributionType: listed?.ContributionType ?? 'Der10',
    ContributionDetails: {
      AveragingPeriodMinutes: 15,
      TimeZoneId: 'America/New_York',
      TimeZoneOffset: '-05:00',
      SummerTimeAdjusted: true,
      SensorTypes: [
        { Name: 'PM10', Units: 'µg/m³' },
        { Name: 'VOC', Units: 'ppb' },
      ],
    },
    Config: {
      ActionLevels: [],
      DisplayActionLevelsOnReportCharts: true,
      DisplayAlertsOnReportCharts: false,
      ShowExceedanceSummary: true,
      HideEmptyEnvironmentalSummary: false,
      SensorsWithNegativeNumberFiltering: [],
    },
    CreatedDate: '2026-11-25T12:00:00.000Z',
    StartDate: '2026-11-11T12:00:00.000Z',
    ContributionMonitoringLocations: [location(1), location(2)],
    WindMonitoringLocation: null,
    AutomaticWindDetection: true,
    History: { ComputedTo: null, ...history },
  };
}

/** The fixed server of the contribution screens. */
export function contributionRoutes(
  options: {
    user?: typeof STORY_USER;
    contributions?: typeof STORY_CONTRIBUTIONS;
    /** The history of every contribution's details. */
    history?: History;
    /** The answer of POST /v0.1/contribution: created, or refused with the server's messages. */
    create?: 'ok' | 'refuse';
    /** The answer of DELETE: deleted, or refused with the server's messages. */
    remove?: 'ok' | 'refuse';
    /** The list call fails with a 500. */
    listFails?: boolean;
    /** The answer of PATCH .../override-start-date: accepted, or refused with the server's message. */
    override?: 'ok' | 'refuse';
  } = {},
): FixtureRoute[] {
  const contributions = options.contributions ?? STORY_CONTRIBUTIONS;
  return [
    {
      method: 'GET',
      path: '/v0.1/Users/self',
      respond: () => options.user ?? CONTRIBUTIONS_MANAGER,
    },
    {
      method: 'GET',
      path: '/v0.1/contribution-list',
      respond: (url) => {
        if (options.listFails) {
          return status(500, { Status: 500, Title: 'Internal Server Error', Messages: [] });
        }
        const projectId = url.searchParams.get('projectId');
        return {
          Items: contributions.filter((item) => !projectId || item.ProjectId === projectId),
        };
      },
    },
    {
      method: 'GET',
      path: '/v0.1/monitoringlocations',
      respond: () => ({ Items: STORY_CONTRIBUTION_LOCATIONS }),
    },
    {
      method: 'POST',
      path: '/v0.1/contribution',
      respond: () =>
        options.create === 'refuse'
          ? status(400, {
              Status: 400,
              Title: 'Bad Request',
              Messages: ['A contribution named North plume already exists in this project.'],
            })
          : status(201, { Id: NEW_CONTRIBUTION_ID }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/contribution\/\d+$/,
      respond: (url) =>
        storyContribution(
          Number(url.pathname.split('/').pop()),
          options.history ?? { State: 'Running', Percent: 42, Message: null },
        ),
    },
    {
      method: 'DELETE',
      path: /^\/v0\.1\/contribution\/\d+$/,
      respond: () =>
        options.remove === 'refuse'
          ? status(409, {
              Status: 409,
              Title: 'Conflict',
              Messages: ['The contribution is used by 2 alerts', 'delete those alerts first.'],
            })
          : {},
    },
    {
      method: 'PATCH',
      path: /^\/v0\.1\/contribution\/\d+\/override-start-date$/,
      respond: () =>
        options.override === 'refuse'
          ? status(400, {
              Status: 400,
              Title: 'Bad Request',
              Messages: ['The start date can be at most 366 days ago.'],
            })
          : {},
    },
    ...projectRoutes(),
  ];
}

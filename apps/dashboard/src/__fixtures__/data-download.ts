import type { LOCATIONS_MANAGER } from './monitoring-locations';
import { LOCATIONS_PROJECT, LOCATIONS_VIEWER, STORY_LOCATIONS } from './monitoring-locations';
import { STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project of the data download stories (Gowanus Canal Remediation, America/New_York). */
export const DOWNLOAD_PROJECT = LOCATIONS_PROJECT;

/** A user without View_Data: may open the project, not download. */
export const DOWNLOAD_NO_DATA_USER = { ...STORY_USER, Username: 'auditor', Permissions: [] };

/** 7 March 2026 00:00 to 8 March 2026 00:00 in New York (EST, UTC-05:00): a fixed range. */
export const DOWNLOAD_RANGE = {
  kind: 'absolute',
  from: Date.parse('2026-03-07T05:00:00Z'),
  to: Date.parse('2026-03-08T05:00:00Z'),
} as const;

/** The first lines of the file the fixed server answers (the server's format, see README). */
export const STORY_CSV =
  '\uFEFFTime (America/New_York),Time (UTC),North fence - PM10 (µg/m³),North fence - VOC (ppm)\r\n' +
  '2026-03-07 00:15:00,2026-03-07 05:15:00,41.2,0.118\r\n';

/** The project's contributions: a DER-10, a 1466 and an NJ PAM (which has no aggregated data). */
export const DOWNLOAD_CONTRIBUTIONS = [
  {
    Id: 41,
    Name: 'Gowanus DER-10',
    ContributionType: 'DER10' as const,
    AveragingPeriodMinutes: 15,
    SensorTypes: [
      { Name: 'PM10 contribution', Units: 'µg/m³' },
      { Name: 'VOC contribution', Units: 'ppm' },
    ],
    WindSensorType: { Name: 'Wind speed', Units: 'm/s' },
    HasActiveLocations: true,
  },
  {
    Id: 42,
    Name: 'Canal 1466',
    ContributionType: 'FOURTEEN_SIXTY_SIX' as const,
    AveragingPeriodMinutes: 15,
    SensorTypes: [{ Name: 'PM10 contribution', Units: 'µg/m³' }],
    WindSensorType: { Name: 'Wind speed', Units: 'mph' },
    HasActiveLocations: true,
  },
  {
    Id: 43,
    Name: 'Basin NJ PAM',
    ContributionType: 'NJ_PAM' as const,
    AveragingPeriodMinutes: 15,
    SensorTypes: [{ Name: 'PM10 contribution', Units: 'µg/m³' }],
    WindSensorType: null,
    HasActiveLocations: true,
  },
];

/**
 * When each contribution starts: the DER-10 on 6 March 2026 at 12:00 in New York (17:00 UTC), so
 * DOWNLOAD_RANGE (from 7 March 00:00) is after it; the 1466 on 7 March 2026 at 06:00 (11:00 UTC),
 * so DOWNLOAD_RANGE starts before it.
 */
export const CONTRIBUTION_STARTS: Record<number, string> = {
  41: '2026-03-06T17:00:00.000Z',
  42: '2026-03-07T11:00:00.000Z',
  43: '2026-03-01T05:00:00.000Z',
};

/** The first lines of the aggregated file the fixed server answers. */
export const STORY_AGGREGATED_CSV =
  '\uFEFFTime (America/New_York),Time (UTC),PM10 contribution (µg/m³),PM10 averaging mode\r\n' +
  '2026-03-07 00:01:00,2026-03-07 05:01:00,12.4,Rolling\r\n';

/** The contribution of GET /v0.1/contribution/{id} for the stories. */
export function storyContribution(id: number) {
  const summary = DOWNLOAD_CONTRIBUTIONS.find((item) => item.Id === id);
  const start = CONTRIBUTION_STARTS[id] ?? '2026-03-01T05:00:00.000Z';
  return {
    Id: id,
    Name: summary?.Name ?? `Contribution ${id}`,
    ProjectId: DOWNLOAD_PROJECT.Id,
    ProjectName: DOWNLOAD_PROJECT.Name,
    ContributionType:
      summary?.ContributionType === 'FOURTEEN_SIXTY_SIX'
        ? 'FourteenSixtySix'
        : summary?.ContributionType === 'NJ_PAM'
          ? 'NjPam'
          : 'Der10',
    ContributionDetails: {
      AveragingPeriodMinutes: 15,
      TimeZoneId: 'America/New_York',
      TimeZoneOffset: '-05:00',
      SummerTimeAdjusted: true,
      SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    },
    Config: {
      ActionLevels: [],
      DisplayActionLevelsOnReportCharts: true,
      DisplayAlertsOnReportCharts: false,
      ShowExceedanceSummary: true,
      HideEmptyEnvironmentalSummary: false,
      SensorsWithNegativeNumberFiltering: [],
    },
    CreatedDate: start,
    StartDate: start,
    ContributionMonitoringLocations: [],
    WindMonitoringLocation: null,
    AutomaticWindDetection: true,
    History: { State: 'Done', Percent: 100, ComputedTo: '2026-03-08T05:00:00.000Z', Message: null },
  };
}

type DownloadAnswer = 'file' | 'pending' | { status: number; messages: string[] };

function answerWith(answer: DownloadAnswer, file: unknown) {
  if (answer === 'pending') return new Promise(() => undefined);
  if (answer === 'file') return file;
  return status(answer.status, {
    Status: answer.status,
    Title: answer.status === 404 ? 'Not Found' : 'Bad Request',
    Messages: answer.messages,
  });
}

/**
 * The fixed server of the data download screen: the user, the project's locations (one hidden) and
 * the download, which answers the file, never answers (`'pending'`) or refuses with a 400 or 404
 * and the server's messages. The project has no contributions and the ATechDataReport flag is off
 * unless `contributions` and `atech` say otherwise; the aggregated and A-Tech downloads answer
 * like the individual one.
 */
export function dataDownloadRoutes(
  options: {
    user?: typeof STORY_USER | typeof LOCATIONS_MANAGER | typeof DOWNLOAD_NO_DATA_USER;
    download?: DownloadAnswer;
    /** Called with each download request's query string. */
    onDownload?: (search: string) => void;
    /** The project's contribution summaries (none by default). */
    contributions?: typeof DOWNLOAD_CONTRIBUTIONS;
    /** Whether the ATechDataReport flag is on (off by default). */
    atech?: boolean;
    /** How the aggregated and A-Tech downloads answer ('file' by default). */
    aggregatedDownload?: DownloadAnswer;
    /** Called with each aggregated or A-Tech download's path and query string. */
    onAggregatedDownload?: (path: string, search: string) => void;
  } = {},
): FixtureRoute[] {
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => options.user ?? LOCATIONS_VIEWER },
    {
      method: 'GET',
      path: '/v0.1/feature-flags',
      respond: (url) => ({
        IsEnabled:
          url.searchParams.get('featureFlag') === 'ATechDataReport'
            ? (options.atech ?? false)
            : true,
      }),
    },
    {
      method: 'GET',
      path: '/v0.1/contribution-summaries',
      respond: () => ({ Summaries: options.contributions ?? [] }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/contribution\/\d+$/,
      respond: (url) => storyContribution(Number(url.pathname.split('/').at(-1))),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/csv-data\/atech-1466-report\/sources$/,
      respond: () => ({
        Sources: (options.contributions ?? [])
          .filter((item) => item.ContributionType === 'FOURTEEN_SIXTY_SIX')
          .map((item) => ({
            ContributionId: item.Id,
            Name: item.Name,
            StartDate: CONTRIBUTION_STARTS[item.Id] ?? '2026-03-01T05:00:00.000Z',
          })),
      }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/csv-data\/(aggregated|atech-1466-report)$/,
      respond: (url) => {
        options.onAggregatedDownload?.(url.pathname, url.search);
        const atech = url.pathname.endsWith('atech-1466-report');
        return answerWith(options.aggregatedDownload ?? 'file', {
          CsvData: STORY_AGGREGATED_CSV,
          FileName: atech
            ? 'Canal 1466_A-Tech_2026-03-07_2026-03-08.csv'
            : 'Gowanus DER-10_2026-03-07_0000_2026-03-08_0000.csv',
          ContentType: 'text/csv',
        });
      },
    },
    {
      method: 'GET',
      path: '/v0.1/monitoringlocations',
      respond: () => ({ Items: STORY_LOCATIONS }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/download-data\/monitoring-locations$/,
      respond: (url) => {
        options.onDownload?.(url.search);
        return answerWith(options.download ?? 'file', STORY_CSV);
      },
    },
  ];
}

import {
  CONTRIBUTIONS_MANAGER,
  CONTRIBUTIONS_PROJECT,
  CONTRIBUTIONS_VIEWER,
  STORY_CONTRIBUTIONS,
  storyContribution,
} from './contributions';
import { projectRoutes, STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project of the report screen stories (Gowanus Canal Remediation, New York). */
export const REPORTS_PROJECT = CONTRIBUTIONS_PROJECT;
/** May change reports. */
export const REPORTS_MANAGER = CONTRIBUTIONS_MANAGER;
/** May look and generate, not change. */
export const REPORTS_VIEWER = CONTRIBUTIONS_VIEWER;
/** Signed in without View_Data or Manage_Contributions. */
export const REPORTS_NO_PERMISSIONS = { ...STORY_USER, Username: 'guest', Permissions: [] };

/** The saved export config of the DER-10 contribution (701). */
export const STORY_REPORT_CONFIG_ID = '30000000-0000-4000-8000-000000000701';

/** A contribution's report config (GET .../reportConfig) as the story server answers it. */
export function storyReportConfig(contributionId: number, overrides: Record<string, unknown> = {}) {
  const listed = STORY_CONTRIBUTIONS.find((item) => item.Id === contributionId);
  const name = listed?.Name ?? 'North plume';
  return {
    ContributionId: contributionId,
    ContributionName: name,
    ProjectName: REPORTS_PROJECT.Name,
    ProjectId: REPORTS_PROJECT.Id,
    TimeZoneId: 'America/New_York',
    TimeZoneOffset: '-05:00',
    SummerTimeAdjusted: true,
    MinDate: '2020-01-01T00:00:00.000Z',
    MaxDate: null,
    ReportConfigId: null,
    ReportFrom: null,
    ReportTo: null,
    ScheduledTimeOfDay: null,
    Emails: [],
    Days: [],
    ScheduleActive: false,
    ReportName: `${name} Report`,
    ContributionType: listed?.ContributionType ?? 'Der10',
    SensorsWithNegativeNumberFiltering: ['VOC'],
    HideEmptyEnvironmentalSummary: false,
    ShowExceedanceSummary: true,
    DisplayActionLevelsOnReportCharts: true,
    DisplayAlertsOnReportCharts: false,
    TablePeriodMinutes: 15,
    AttachCsv: false,
    ContributionAveragingPeriod: 15,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppb' },
    ],
    DisplayMonitoringLocationData: true,
    MapStyle: 'Streets',
    ...overrides,
  };
}

/** The DER-10 contribution's saved config and schedule: weekdays 07:00–18:00, sent 18:30. */
export const SCHEDULED_REPORT = {
  ReportConfigId: STORY_REPORT_CONFIG_ID,
  ReportName: 'Gowanus daily DER-10',
  ReportFrom: '07:00',
  ReportTo: '18:00',
  ScheduledTimeOfDay: '18:30',
  Days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Emails: ['site.manager@demo.example', 'regulator@demo.example'],
  ScheduleActive: true,
};

/** The fixed server of the report screens. */
export function reportRoutes(
  options: {
    user?: typeof STORY_USER;
    /** Overrides of every contribution's report config. */
    config?: Record<string, unknown>;
    /** The report config call fails with this status. */
    configFails?: number;
    /** The answer of the export config save: saved, or refused with the server's messages. */
    save?: 'ok' | 'refuse' | 'hang';
    /** The generate call: a task that stays running, one that failed, or a refusal. */
    generate?: 'running' | 'failed' | 'refuse';
    /** The project's export config summaries. */
    summaries?: { Id: string; ContributionId: number; Name: string; IsActive: boolean }[];
    /** The project's contributions (default: the three of the Gowanus project). */
    contributions?: typeof STORY_CONTRIBUTIONS;
  } = {},
): FixtureRoute[] {
  const contributions = options.contributions ?? STORY_CONTRIBUTIONS;
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => options.user ?? REPORTS_MANAGER },
    {
      method: 'GET',
      path: /^\/v0\.1\/contribution\/\d+\/reportConfig$/,
      respond: (url) =>
        options.configFails
          ? status(options.configFails, {
              Status: options.configFails,
              Title: 'Bad Request',
              Messages: ['The contribution has no report configuration.'],
            })
          : storyReportConfig(Number(url.pathname.split('/')[3]), options.config),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/contribution\/\d+$/,
      respond: (url) =>
        storyContribution(Number(url.pathname.split('/').pop()), {
          State: 'Done',
          Percent: 100,
          Message: null,
        }),
    },
    {
      method: 'PUT',
      path: /^\/v0\.1\/contribution\/\d+$/,
      respond: (url) =>
        storyContribution(Number(url.pathname.split('/').pop()), {
          State: 'Done',
          Percent: 100,
          Message: null,
        }),
    },
    ...(['POST', 'PUT'] as const).map((method) => ({
      method,
      path: /^\/v0\.1\/contributionReportExportConfig(\/[\w-]+)?$/,
      respond: (_url: URL, body: unknown) => {
        if (options.save === 'hang') return new Promise(() => undefined);
        if (options.save === 'refuse') {
          return status(400, {
            Status: 400,
            Title: 'Bad Request',
            Messages: ['Start time must be before end time', 'Schedule not defined'],
          });
        }
        return { Id: STORY_REPORT_CONFIG_ID, ...(body as Record<string, unknown>) };
      },
    })),
    {
      method: 'DELETE',
      path: /^\/v0\.1\/contributionReportExportConfig\/[\w-]+$/,
      respond: () => ({}),
    },
    {
      method: 'POST',
      path: '/v0.1/contribution/reports/generate',
      respond: () =>
        options.generate === 'refuse'
          ? status(400, {
              Status: 400,
              Title: 'Bad Request',
              Messages: ['No data was found for the selected reporting range.'],
            })
          : { TaskId: '40000000-0000-4000-8000-000000000001' },
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/contribution\/is-report-completed\/[\w-]+$/,
      respond: () => ({
        TaskId: '40000000-0000-4000-8000-000000000001',
        IsCompleted: options.generate === 'failed',
        Error:
          options.generate === 'failed'
            ? 'The report could not be printed: the page timed out.'
            : null,
      }),
    },
    {
      method: 'GET',
      path: '/v0.1/contribution-list',
      respond: (url) => {
        const projectId = url.searchParams.get('projectId');
        return {
          Items: contributions.filter((item) => !projectId || item.ProjectId === projectId),
        };
      },
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/projects\/[\w-]+\/reportExportConfigs$/,
      respond: () => ({
        Items: options.summaries ?? [
          {
            Id: STORY_REPORT_CONFIG_ID,
            ContributionId: 701,
            Name: 'Gowanus daily DER-10',
            IsActive: true,
          },
          {
            Id: '30000000-0000-4000-8000-000000000702',
            ContributionId: 702,
            Name: 'Rule 1466 weekly',
            IsActive: false,
          },
        ],
      }),
    },
    ...projectRoutes(),
  ];
}

import { STORY_PROJECTS, STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project of the compliance level stories (America/New_York). */
export const LEVELS_PROJECT = STORY_PROJECTS[8] as (typeof STORY_PROJECTS)[number];

/** A user who may manage contributions (and so their compliance levels). */
export const CONTRIBUTIONS_MANAGER = {
  ...STORY_USER,
  Permissions: [...STORY_USER.Permissions, 'Manage_Contributions'],
};

/**
 * The project's compliance levels: a DER-10 with its defaults (PM10 100 and 150 µg/m³, VOC 5 and
 * 25 ppm), a 1466 with its 25 µg/m³, and an NJ PAM without a level yet (user-set).
 */
export const STORY_COMPLIANCE_LEVELS: Level[] = [
  {
    ContributionId: 41,
    SensorCode: 'PM10',
    Level: 100,
    DisplayUnits: 'µg/m³',
    ContributionName: 'Gowanus DER-10',
    ContributionType: 'DER10',
  },
  {
    ContributionId: 41,
    SensorCode: 'PM10',
    Level: 150,
    DisplayUnits: 'µg/m³',
    ContributionName: 'Gowanus DER-10',
    ContributionType: 'DER10',
  },
  {
    ContributionId: 41,
    SensorCode: 'VOC',
    Level: 5,
    DisplayUnits: 'ppm',
    ContributionName: 'Gowanus DER-10',
    ContributionType: 'DER10',
  },
  {
    ContributionId: 41,
    SensorCode: 'VOC',
    Level: 25,
    DisplayUnits: 'ppm',
    ContributionName: 'Gowanus DER-10',
    ContributionType: 'DER10',
  },
  {
    ContributionId: 42,
    SensorCode: 'PM10',
    Level: 25,
    DisplayUnits: 'µg/m³',
    ContributionName: 'Canal 1466',
    ContributionType: 'FOURTEEN_SIXTY_SIX',
  },
  {
    ContributionId: 43,
    SensorCode: 'PM10',
    Level: null,
    DisplayUnits: 'µg/m³',
    ContributionName: 'Basin NJ PAM',
    ContributionType: 'NJ_PAM',
  },
];

/** A compliance level of projectDetails. */
interface Level {
  ContributionId: number;
  SensorCode: string;
  Level: number | null;
  DisplayUnits: string;
  ContributionName: string;
  ContributionType: 'DER10' | 'FOURTEEN_SIXTY_SIX' | 'GENERIC' | 'NJ_PAM';
}

/** The report options each stored contribution has (kept as they are by a level save). */
const STORY_CONFIG = {
  ActionLevels: [],
  DisplayActionLevelsOnReportCharts: true,
  DisplayAlertsOnReportCharts: false,
  ShowExceedanceSummary: true,
  HideEmptyEnvironmentalSummary: true,
  SensorsWithNegativeNumberFiltering: ['VOC'],
};

/** A PUT /v0.1/contribution/{id} the fixed server received. */
export interface ReceivedUpdate {
  contributionId: number;
  body: {
    SensorActionLevels: { SensorName: string; SensorUnits: string; ActionLevelValue: number }[];
  } & Record<string, unknown>;
}

/**
 * The fixed server of the Compliance levels tab: project details carrying `levels` (kept up to
 * date by saves), the contributions (or a failure to load one) and their update, which stores the
 * levels, or refuses with a 400 and the server's messages.
 */
export function complianceLevelRoutes(
  options: {
    levels?: Level[];
    user?: typeof STORY_USER | typeof CONTRIBUTIONS_MANAGER;
    /** The contribution load fails with a 500. */
    contributionFails?: boolean;
    /** The update is refused with these messages (a 400). */
    refuseUpdate?: string[];
    onUpdate?: (update: ReceivedUpdate) => void;
    /** Called on each projectDetails request. */
    onProjectDetails?: () => void;
  } = {},
): FixtureRoute[] {
  let levels: Level[] = [...(options.levels ?? STORY_COMPLIANCE_LEVELS)];
  // A contribution as GET and PUT /v0.1/contribution/{id} answer it, with its levels.
  const contributionOf = (id: number) => {
    const own = levels.filter((level) => level.ContributionId === id);
    const first = own[0];
    return {
      Id: id,
      Name: first?.ContributionName ?? `Contribution ${id}`,
      ProjectId: LEVELS_PROJECT.Id,
      ProjectName: LEVELS_PROJECT.Name,
      ContributionType:
        first?.ContributionType === 'NJ_PAM'
          ? 'NjPam'
          : first?.ContributionType === 'FOURTEEN_SIXTY_SIX'
            ? 'FourteenSixtySix'
            : 'Der10',
      ContributionDetails: {
        AveragingPeriodMinutes: 15,
        TimeZoneId: 'America/New_York',
        TimeZoneOffset: '-05:00',
        SummerTimeAdjusted: true,
        SensorTypes: [],
      },
      Config: {
        ...STORY_CONFIG,
        ActionLevels: own.map((level) => ({
          SensorCode: level.SensorCode,
          ActionLevel: level.Level,
          Units: level.DisplayUnits,
        })),
      },
      CreatedDate: '2026-03-01T05:00:00.000Z',
      StartDate: '2026-03-01T05:00:00.000Z',
      ContributionMonitoringLocations: [],
      WindMonitoringLocation: null,
      AutomaticWindDetection: true,
      History: { State: 'Done', Percent: 100, ComputedTo: null, Message: null },
    };
  };
  return [
    {
      method: 'GET',
      path: '/v0.1/Users/self',
      respond: () => options.user ?? CONTRIBUTIONS_MANAGER,
    },
    {
      method: 'GET',
      path: '/v0.1/projectDetails',
      respond: (url) => {
        options.onProjectDetails?.();
        if (url.searchParams.get('ProjectId') !== LEVELS_PROJECT.Id) {
          return status(404, { Messages: ['The project was not found.'] });
        }
        return {
          ...LEVELS_PROJECT,
          TimeZoneId: 'America/New_York',
          TimeZoneOffset: '-05:00',
          TimeZoneName: '(UTC-05:00) America/New_York',
          SummerTimeAdjusted: true,
          ComplianceLevels: levels,
          canChangeOrganisation: false,
        };
      },
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/contribution\/\d+$/,
      respond: (url) => {
        if (options.contributionFails) {
          return status(500, { Status: 500, Title: 'Internal Server Error', Messages: [] });
        }
        return contributionOf(Number(url.pathname.split('/').at(-1)));
      },
    },
    {
      method: 'PUT',
      path: /^\/v0\.1\/contribution\/\d+$/,
      respond: (url, body) => {
        const contributionId = Number(url.pathname.split('/').at(-1));
        const update = { contributionId, body: body as ReceivedUpdate['body'] };
        options.onUpdate?.(update);
        if (options.refuseUpdate) {
          return status(400, { Status: 400, Title: 'Bad Request', Messages: options.refuseUpdate });
        }
        const own = levels.filter((level) => level.ContributionId === contributionId);
        const template = own[0];
        if (!template) return status(404, { Messages: ['Contribution not found.'] });
        const saved: Level[] = [];
        const sensors = [...new Set(own.map((level) => level.SensorCode))];
        for (const sensor of sensors) {
          const values = update.body.SensorActionLevels.filter(
            (level) => level.SensorName === sensor,
          );
          if (values.length === 0) saved.push({ ...template, SensorCode: sensor, Level: null });
          for (const value of values) {
            saved.push({ ...template, SensorCode: sensor, Level: value.ActionLevelValue });
          }
        }
        levels = [...levels.filter((level) => level.ContributionId !== contributionId), ...saved];
        levels.sort((a, b) => a.ContributionId - b.ContributionId);
        return contributionOf(contributionId);
      },
    },
  ];
}

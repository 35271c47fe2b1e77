import type { AlertForm } from '@aq/validation/alert';
import { CONTRIBUTIONS_PROJECT, STORY_CONTRIBUTION_LOCATIONS } from './contributions';
import { projectRoutes, STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

/** The project the alert wizard stories create alerts in (Gowanus Canal Remediation). */
export const ALERT_WIZARD_PROJECT = CONTRIBUTIONS_PROJECT;

/** A project manager who may manage alerts. */
export const ALERTS_MANAGER = {
  ...STORY_USER,
  Permissions: ['Manage_Projects', 'Manage_Alerts', 'View_Data'],
};

/**
 * The project's contributions as the trigger form offers them (GET /v0.1/contribution-summaries):
 * a DER-10 (15 minutes, PM10 and VOC, wind speed), a 1466 (2 hours, PM10, wind speed), a custom one
 * (30 minutes, PM2.5) and an NJ PAM one, which cannot be an alert source.
 */
export const STORY_ALERT_CONTRIBUTIONS = [
  {
    Id: 701,
    Name: 'Perimeter dust and VOC',
    ContributionType: 'DER10' as const,
    AveragingPeriodMinutes: 15,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppb' },
    ],
    WindSensorType: { Name: 'WS', Units: 'm/s' },
    HasActiveLocations: true,
  },
  {
    Id: 702,
    Name: 'Rule 1466 PM10',
    ContributionType: 'FOURTEEN_SIXTY_SIX' as const,
    AveragingPeriodMinutes: 120,
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    WindSensorType: { Name: 'WS', Units: 'm/s' },
    HasActiveLocations: true,
  },
  {
    Id: 703,
    Name: 'Excavation PM2.5',
    ContributionType: 'GENERIC' as const,
    AveragingPeriodMinutes: 30,
    SensorTypes: [{ Name: 'PM2.5', Units: 'µg/m³' }],
    WindSensorType: null,
    HasActiveLocations: true,
  },
  {
    Id: 706,
    Name: 'Canal block averages',
    ContributionType: 'NJ_PAM' as const,
    AveragingPeriodMinutes: 15,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppb' },
    ],
    WindSensorType: null,
    HasActiveLocations: true,
  },
];

/** The id the server gives a new event rule. */
export const NEW_EVENT_RULE_ID = 'rule-new-0001';
/** The id the server gives a new contribution alert config. */
export const NEW_ALERT_CONFIG_ID = 9001;

/** A complete set point alert to clone: North fence and South gate PM10 over 15 minutes. */
export const STORY_SET_POINT_ALERT: AlertForm = {
  id: 'rule-0042',
  name: 'Perimeter PM10 exceedance',
  projectId: ALERT_WIZARD_PROJECT.Id,
  projectName: ALERT_WIZARD_PROJECT.Name,
  type: 'SetPoint',
  active: true,
  dataSourceType: 'Location',
  monitoringLocationSources: [
    { id: STORY_CONTRIBUTION_LOCATIONS[0]?.GuidId ?? '', name: 'North fence' },
    { id: STORY_CONTRIBUTION_LOCATIONS[1]?.GuidId ?? '', name: 'South gate' },
  ],
  sensorCode: 'PM10',
  sensorUnit: 'µg/m³',
  setPoint: 150,
  resetPoint: 120,
  averagingPeriod: 15,
  emails: ['site.manager@demo.example', 'dust.team@demo.example'],
  phoneNumbers: [
    { e164: '+12025550143', country: 'US', nationalNumber: '2025550143', dialCode: '+1' },
  ],
  activeDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  activeTimeStart: 420,
  activeTimeEnd: 1140,
};

/** A complete contribution alert: DER-10 PM10 at the 15-minute rolling average, falling edge. */
export const STORY_CONTRIBUTION_ALERT: AlertForm = {
  id: 31,
  name: 'DER-10 PM10 contribution',
  projectId: ALERT_WIZARD_PROJECT.Id,
  projectName: ALERT_WIZARD_PROJECT.Name,
  type: 'Contribution',
  active: true,
  contributionId: 701,
  contributionName: 'Perimeter dust and VOC',
  channel: 'PM10',
  channelUnit: 'µg/m³',
  averagingPeriod: 15,
  trigger: 40,
  reset: 60,
  emails: ['site.manager@demo.example'],
  phoneNumbers: [],
};

/** The fixed server of the alert wizard stories. */
export function alertWizardRoutes(
  options: {
    /** The UseMigratedContributionEvents flag (off by default). */
    migrated?: boolean;
    /** The save answers: created, or refused with the server's messages. */
    save?: 'ok' | 'refuse';
    /** The contribution summaries never arrive (the trigger form keeps loading). */
    contributionsPending?: boolean;
  } = {},
): FixtureRoute[] {
  const refuse = () =>
    status(400, {
      Status: 400,
      Title: 'Bad Request',
      Messages: ['An alert named Perimeter PM10 exceedance already exists in this project.'],
    });
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => ALERTS_MANAGER },
    {
      method: 'GET',
      path: '/v0.1/feature-flags',
      respond: (url) => ({
        IsEnabled:
          url.searchParams.get('featureFlag') === 'UseMigratedContributionEvents'
            ? (options.migrated ?? false)
            : true,
      }),
    },
    {
      method: 'GET',
      path: '/v0.1/contribution-summaries',
      respond: () =>
        options.contributionsPending
          ? new Promise(() => undefined)
          : { Summaries: STORY_ALERT_CONTRIBUTIONS },
    },
    {
      method: 'GET',
      path: '/v0.1/monitoringlocations',
      respond: () => ({ Items: STORY_CONTRIBUTION_LOCATIONS }),
    },
    {
      method: 'POST',
      path: '/v0.1/event-rules',
      respond: () =>
        options.save === 'refuse' ? refuse() : status(201, { Id: NEW_EVENT_RULE_ID }),
    },
    {
      method: 'POST',
      path: /^\/v2\/sitecontributions\/\d+\/alertconfigs$/,
      respond: () =>
        options.save === 'refuse' ? refuse() : status(201, { Id: NEW_ALERT_CONFIG_ID }),
    },
    {
      // The project keeps standard time here so the zone label does not change with the season.
      method: 'GET',
      path: '/v0.1/projectDetails',
      respond: () => ({
        ...ALERT_WIZARD_PROJECT,
        TimeZoneId: 'America/New_York',
        TimeZoneOffset: '-05:00',
        TimeZoneName: '(UTC-05:00) America/New_York',
        SummerTimeAdjusted: false,
        ComplianceLevels: [],
        canChangeOrganisation: false,
      }),
    },
    ...projectRoutes(),
  ];
}

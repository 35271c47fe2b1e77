import { ALERTS_MANAGER, alertWizardRoutes } from './alert-wizard';
import { CONTRIBUTIONS_PROJECT, STORY_CONTRIBUTION_LOCATIONS } from './contributions';
import { STORY_PROJECTS, STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';
import { PM10_GROUP } from './display-settings';

/** The project whose alerts the stories show (Gowanus Canal Remediation, Brooklyn). */
export const ALERTS_PROJECT = CONTRIBUTIONS_PROJECT;

const OTHER_PROJECT = STORY_PROJECTS[11] as (typeof STORY_PROJECTS)[number];

/** A viewer: may look at alerts, not change them. */
export const ALERTS_VIEWER = { ...STORY_USER, Username: 'viewer', Permissions: ['View_Data'] };

export { ALERTS_MANAGER };

const location = (index: number) => {
  const found = STORY_CONTRIBUTION_LOCATIONS[index];
  return { Id: found?.GuidId ?? '', Name: found?.Name ?? '' };
};

const gowanus = {
  ProjectId: ALERTS_PROJECT.Id,
  ProjectName: ALERTS_PROJECT.Name,
  OrganisationName: 'Demo Environmental',
  IsProjectLicensed: true,
};

/** The set point rule the alert page stories open: North fence and South gate PM10 over 150. */
export const STORY_SET_POINT_RULE = {
  EventRuleId: 'rule-0042',
  Name: 'Perimeter PM10 exceedance',
  Active: true,
  Emails: ['site.manager@demo.example', 'dust.team@demo.example'],
  PhoneNumbers: ['+12025550143'],
  ...gowanus,
  TriggerSource: 'MonitoringLocation' as const,
  SourceIds: [location(0).Id, location(1).Id],
  Sources: [location(0), location(1)],
  TriggerType: 'SetPoint' as const,
  OfflineTrigger: null,
  SetPointTrigger: {
    SensorCode: 'PM10',
    SensorUnit: 'µg/m³',
    SetPoint: 150,
    ResetPoint: 120,
    AveragingPeriodInMinutes: 15,
  },
  ActivationCriteria: {
    ActiveDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const,
    ActiveTimeStart: 420,
    ActiveTimeEnd: 1140,
  },
};

/** Fixed event rules: two of the Gowanus project (one switched off), one of Newark Bay. */
export const STORY_EVENT_RULES = [
  STORY_SET_POINT_RULE,
  {
    EventRuleId: 'rule-0043',
    Name: 'Met mast offline',
    Active: false,
    Emails: ['field.tech@demo.example'],
    PhoneNumbers: [],
    ...gowanus,
    TriggerSource: 'MonitoringLocation' as const,
    SourceIds: [location(3).Id],
    Sources: [location(3)],
    TriggerType: 'Offline' as const,
    OfflineTrigger: { OfflineDurationInMinutes: 30 },
    SetPointTrigger: null,
    ActivationCriteria: null,
  },
  {
    EventRuleId: 'rule-0051',
    Name: 'Pier VOC ceiling',
    Active: true,
    Emails: ['harbour.ops@harbour.example'],
    PhoneNumbers: ['+447400123456'],
    ProjectId: OTHER_PROJECT.Id,
    ProjectName: OTHER_PROJECT.Name,
    OrganisationName: 'Harbour Consulting',
    IsProjectLicensed: true,
    TriggerSource: 'Contribution' as const,
    SourceIds: [704],
    Sources: [{ Id: 704, Name: 'Pier block averages' }],
    TriggerType: 'SetPoint' as const,
    OfflineTrigger: null,
    SetPointTrigger: {
      SensorCode: 'VOC',
      SensorUnit: 'ppb',
      SetPoint: 2.5,
      ResetPoint: 1.5,
      AveragingPeriodInMinutes: 60,
    },
    ActivationCriteria: null,
  },
];

/** A fixed contribution alert config of the Gowanus project (DER-10 PM10, falling edge). */
export const STORY_ALERT_CONFIGS = [
  {
    Id: 31,
    ContributionId: 701,
    ContributionName: 'Perimeter dust and VOC',
    ...gowanus,
    Name: 'DER-10 PM10 contribution',
    Sensor: 'PM10',
    SensorUnit: 'µg/m³',
    SetPoint: 40,
    ResetPoint: 60,
    PeriodMinutes: 15,
    Emails: ['site.manager@demo.example'],
    PhoneNumbers: [],
    Active: true,
    ActivationCriteria: null,
  },
];

const recipient = (
  Channel: 'Email' | 'Sms',
  Recipient: string,
  Status: 'Pending' | 'Sent' | 'Retrying' | 'Failed' | 'Held',
  SentAt: string | null = null,
) => ({ Channel, Recipient, Status, SentAt });

/** The set point rule's events, newest first (times in UTC; New York is UTC-05:00 then). */
export const STORY_ALERT_EVENTS = [
  {
    Id: 501,
    AlertId: 'rule-0042',
    TriggerSource: 'MonitoringLocation' as const,
    SourceId: location(0).Id,
    SourceName: 'North fence',
    TriggerType: 'SetPoint' as const,
    Value: 182.4,
    Unit: 'µg/m³',
    TriggeredAt: '2026-11-25T14:32:00.000Z',
    ResolutionStatus: 'Open' as const,
    ResolvedAt: null,
    ResolvedBy: null,
    SentStatus: 'RecipientsNotified' as const,
    Recipients: [
      recipient('Email', 'site.manager@demo.example', 'Sent', '2026-11-25T14:32:20.000Z'),
      recipient('Email', 'dust.team@demo.example', 'Retrying'),
      recipient('Sms', '+12025550143', 'Failed'),
    ],
  },
  {
    Id: 498,
    AlertId: 'rule-0042',
    TriggerSource: 'MonitoringLocation' as const,
    SourceId: location(1).Id,
    SourceName: 'South gate',
    TriggerType: 'SetPoint' as const,
    Value: 151,
    Unit: 'µg/m³',
    TriggeredAt: '2026-11-24T20:05:00.000Z',
    ResolutionStatus: 'UnderReview' as const,
    ResolvedAt: null,
    ResolvedBy: null,
    SentStatus: 'RecipientsNotified' as const,
    Recipients: [
      recipient('Email', 'site.manager@demo.example', 'Sent', '2026-11-24T20:05:11.000Z'),
      recipient('Email', 'dust.team@demo.example', 'Sent', '2026-11-24T20:05:12.000Z'),
      recipient('Sms', '+12025550143', 'Held'),
    ],
  },
  {
    Id: 470,
    AlertId: 'rule-0042',
    TriggerSource: 'MonitoringLocation' as const,
    SourceId: location(0).Id,
    SourceName: 'North fence',
    TriggerType: 'SetPoint' as const,
    Value: 163.2,
    Unit: 'µg/m³',
    TriggeredAt: '2026-11-20T13:10:00.000Z',
    ResolutionStatus: 'Resolved' as const,
    ResolvedAt: '2026-11-20T16:00:00.000Z',
    ResolvedBy: 'Alex Morgan',
    SentStatus: 'NotSent' as const,
    Recipients: [],
  },
];

const refusal = (message: string, code = 400) =>
  status(code, {
    Status: code,
    Title: code === 409 ? 'Conflict' : 'Bad Request',
    Messages: [message],
  });

/**
 * The fixed server of the alert screens. It keeps what is saved, so a story sees its change after
 * the lists and the alert refresh. Unknown calls fall through to the wizard's routes (contribution
 * summaries, monitoring locations, creating) and the projects' routes.
 */
export function alertRoutes(
  options: {
    user?: typeof STORY_USER;
    /** The UseMigratedContributionEvents flag (off by default: contribution alerts are listed). */
    migrated?: boolean;
    rules?: typeof STORY_EVENT_RULES;
    configs?: typeof STORY_ALERT_CONFIGS;
    events?: typeof STORY_ALERT_EVENTS;
    /** Updates answer 400 with the server's message. */
    update?: 'ok' | 'refuse';
    /** Deletes answer 409 with the server's message. */
    remove?: 'ok' | 'refuse';
    /** The event rule list answers 500. */
    listFails?: boolean;
    /** Events per page of the history (the page's own size by default). */
    eventsPerPage?: number;
  } = {},
): FixtureRoute[] {
  const rules = structuredClone(options.rules ?? STORY_EVENT_RULES);
  const configs = structuredClone(options.configs ?? STORY_ALERT_CONFIGS);
  const events = structuredClone(options.events ?? STORY_ALERT_EVENTS);
  const refuseUpdate = () =>
    refusal(
      'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
    );
  return [
    { method: 'GET', path: '/v0.1/Users/self', respond: () => options.user ?? ALERTS_MANAGER },
    // PM10 with one decimal place: the event history writes 182.4 and 151.0.
    {
      method: 'GET',
      path: /^\/v0\.1\/project\/[^/]+\/display-settings$/,
      respond: () => ({ ProjectSensorGroups: [PM10_GROUP] }),
    },
    {
      method: 'GET',
      path: '/v0.1/event-rules',
      respond: (url) => {
        if (options.listFails) {
          return status(500, { Status: 500, Title: 'Internal Server Error', Messages: [] });
        }
        const projectId = url.searchParams.get('ProjectId');
        return {
          Items: rules.filter((rule) => !projectId || rule.ProjectId === projectId),
          PageToken: { Next: null },
        };
      },
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/event-rules\/[\w-]+$/,
      respond: (url) => {
        const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        return (
          rules.find((rule) => rule.EventRuleId === id) ??
          status(404, { Messages: ['The event rule was not found.'] })
        );
      },
    },
    {
      method: 'PUT',
      path: '/v0.1/event-rules',
      respond: (_url, body) => {
        if (options.update === 'refuse') return refuseUpdate();
        const next = body as (typeof rules)[number];
        const index = rules.findIndex((rule) => rule.EventRuleId === next.EventRuleId);
        const current = rules[index];
        if (!current) return status(404, { Messages: ['The event rule was not found.'] });
        rules[index] = { ...current, ...next, Sources: current.Sources } as (typeof rules)[number];
        return rules[index];
      },
    },
    {
      method: 'DELETE',
      path: /^\/v0\.1\/event-rules\/[\w-]+$/,
      respond: (url) => {
        if (options.remove === 'refuse') {
          return refusal('The alert has open events; resolve them first.', 409);
        }
        const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
        const index = rules.findIndex((rule) => rule.EventRuleId === id);
        if (index >= 0) rules.splice(index, 1);
        return {};
      },
    },
    {
      method: 'GET',
      path: '/v0.1/contribution-alert-configs',
      respond: () => ({ Items: configs }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/projects\/[\w-]+\/contribution-alert-configs$/,
      respond: (url) => ({
        Items: configs.filter((config) => config.ProjectId === url.pathname.split('/')[3]),
      }),
    },
    {
      method: 'GET',
      path: /^\/v0\.1\/contribution-alert-configs\/\d+$/,
      respond: (url) =>
        configs.find((config) => config.Id === Number(url.pathname.split('/').pop())) ??
        status(404, { Messages: ['The alert was not found.'] }),
    },
    {
      method: 'PUT',
      path: /^\/v2\/sitecontributions\/\d+\/alertconfigs\/\d+$/,
      respond: (url, body) => {
        if (options.update === 'refuse') return refuseUpdate();
        const id = Number(url.pathname.split('/').pop());
        const index = configs.findIndex((config) => config.Id === id);
        const current = configs[index];
        if (!current) return status(404, { Messages: ['The alert was not found.'] });
        const next = body as {
          AlertName: string;
          Emails: string[];
          PhoneNumbers: string[];
          Active: boolean;
        };
        configs[index] = {
          ...current,
          Name: next.AlertName,
          Emails: next.Emails,
          PhoneNumbers: next.PhoneNumbers as never[],
          Active: next.Active,
        };
        return configs[index];
      },
    },
    {
      method: 'DELETE',
      path: /^\/v2\/sitecontributions\/\d+\/alertconfigs\/\d+$/,
      respond: (url) => {
        if (options.remove === 'refuse') {
          return refusal('The alert has open events; resolve them first.', 409);
        }
        const id = Number(url.pathname.split('/').pop());
        const index = configs.findIndex((config) => config.Id === id);
        if (index >= 0) configs.splice(index, 1);
        return {};
      },
    },
    {
      method: 'GET',
      path: '/v0.1/alert-events',
      respond: (url) => {
        const rule = url.searchParams.get('EventRuleId');
        const config = url.searchParams.get('AlertConfigId');
        const matching = events.filter(
          (event) => String(event.AlertId) === (rule ?? config ?? '') && (rule || config),
        );
        const size = options.eventsPerPage ?? Number(url.searchParams.get('Limit') ?? 50);
        const start = Number(url.searchParams.get('Token') ?? 0);
        return {
          Items: matching.slice(start, start + size),
          PageToken: { Next: start + size < matching.length ? String(start + size) : null },
        };
      },
    },
    {
      method: 'PATCH',
      path: /^\/v0\.1\/alert-events\/\d+$/,
      respond: (url, body) => {
        const id = Number(url.pathname.split('/').pop());
        const event = events.find((each) => each.Id === id);
        if (!event) return status(404, { Messages: ['The event was not found.'] });
        const target = (body as { ResolutionStatus: 'UnderReview' | 'Resolved' }).ResolutionStatus;
        Object.assign(event, {
          ResolutionStatus: target,
          ...(target === 'Resolved'
            ? { ResolvedAt: '2026-11-25T15:00:00.000Z', ResolvedBy: STORY_USER.FullName }
            : {}),
        });
        return event;
      },
    },
    ...alertWizardRoutes({ migrated: options.migrated ?? false }),
  ];
}

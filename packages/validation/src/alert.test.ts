import { describe, expect, it } from 'vitest';
import {
  ALL_ACTIVE_DAYS,
  OFFLINE_DURATION_MINUTES,
  SET_POINT_AVERAGING_MINUTES,
  TRIGGER_EDGE_LABELS,
  changeAlertType,
  changeChannel,
  changeContributionSource,
  changeOfflineDataType,
  changeSetPointLocations,
  cloneAlert,
  contributionAlertAveragingOptions,
  contributionAlertConfigBodySchema,
  contributionSourceDisabledReason,
  defaultDataSourceType,
  eventRuleSchema,
  isAlertActionsStepComplete,
  isAlertComplete,
  isAlertDetailsStepComplete,
  isAlertTriggerStepComplete,
  toActivationCriteria,
  triggerEdgeLabel,
  validateActivationCriteria,
  validateCreateAlert,
  validateEventRule,
  type AlertForm,
} from './alert';

const US_PHONE = {
  e164: '+12015550123',
  country: 'US',
  nationalNumber: '2015550123',
  dialCode: '+1',
} as const;

const contributionAlert: AlertForm = {
  id: 42,
  type: 'Contribution',
  name: 'PM10 high',
  projectId: 'p-1',
  projectName: 'Harbour',
  contributionId: 12,
  contributionName: 'North fence',
  channel: 'PM10',
  channelUnit: 'µg/m³',
  averagingPeriod: 15,
  trigger: 150,
  reset: 100,
  emails: ['ops@example.com'],
};

const offlineAlert: AlertForm = {
  id: 'rule-1',
  type: 'Offline',
  name: 'North offline',
  projectName: 'Harbour',
  dataSourceType: 'Location',
  monitoringLocationSources: [{ id: 'g-1', name: 'North' }],
  offlineDuration: 15,
  phoneNumbers: [US_PHONE],
};

const setPointAlert: AlertForm = {
  id: 'rule-2',
  type: 'SetPoint',
  name: 'Dust',
  projectName: 'Harbour',
  dataSourceType: 'Location',
  sensorCode: 'PM10',
  sensorUnit: 'µg/m³',
  setPoint: 150,
  resetPoint: 100,
  averagingPeriod: 15,
  monitoringLocationSources: [{ id: 'g-1', name: 'North' }],
  emails: ['ops@example.com'],
};

describe('alert constants (spec 02 §3, §9)', () => {
  it('lists the seven active days, Sunday first', () => {
    expect(ALL_ACTIVE_DAYS).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
  });

  it('offers the offline durations and set point averaging periods of the spec', () => {
    expect(OFFLINE_DURATION_MINUTES).toEqual([1, 5, 10, 15, 30, 60, 120]);
    expect(SET_POINT_AVERAGING_MINUTES).toEqual([
      1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440,
    ]);
  });

  it.each([
    ['Offline', 'Contribution'],
    ['SetPoint', 'Location'],
    ['Contribution', undefined],
  ] as const)('a %s alert preselects data source type %j', (type, expected) => {
    expect(defaultDataSourceType(type)).toBe(expected);
  });
});

describe('wizard step completeness (spec 02 §5)', () => {
  it.each([
    [{ name: 'A', projectName: 'P', type: 'Offline' }, true],
    [{ name: '', projectName: 'P', type: 'Offline' }, false],
    [{ name: '  ', projectName: 'P', type: 'Offline' }, false],
    [{ name: 'A', projectName: '', type: 'Offline' }, false],
    [{ name: 'A', projectName: 'P' }, false],
  ] as const)('details step of %j is complete: %s', (alert, expected) => {
    expect(isAlertDetailsStepComplete(alert)).toBe(expected);
  });

  it.each([
    ['a complete contribution alert', contributionAlert, true],
    [
      'a contribution alert with trigger 0 and reset 0',
      { ...contributionAlert, trigger: 0, reset: 0 },
      true,
    ],
    ['no active day', { ...contributionAlert, activeDays: [] }, false],
    ['one active day', { ...contributionAlert, activeDays: ['Monday'] }, true],
    ['contribution id 0', { ...contributionAlert, contributionId: 0 }, false],
    ['an empty channel', { ...contributionAlert, channel: '' }, false],
    ['averaging period 0', { ...contributionAlert, averagingPeriod: 0 }, false],
    ['no trigger', { ...contributionAlert, trigger: undefined }, false],
    ['no reset', { ...contributionAlert, reset: undefined }, false],
    ['a complete offline alert', offlineAlert, true],
    ['offline without data source type', { ...offlineAlert, dataSourceType: undefined }, false],
    ['offline without duration', { ...offlineAlert, offlineDuration: undefined }, false],
    ['offline without sources', { ...offlineAlert, monitoringLocationSources: [] }, false],
    [
      'offline on contributions holding only location sources',
      { ...offlineAlert, dataSourceType: 'Contribution' },
      false,
    ],
    [
      'offline on contributions',
      {
        ...offlineAlert,
        dataSourceType: 'Contribution',
        contributionSources: [{ id: 12, name: 'North fence' }],
      },
      true,
    ],
    ['a complete set point alert', setPointAlert, true],
    ['set point without sensor code', { ...setPointAlert, sensorCode: '' }, false],
    ['set point without sensor unit', { ...setPointAlert, sensorUnit: undefined }, false],
    ['set point without set point', { ...setPointAlert, setPoint: undefined }, false],
    ['set point without reset point', { ...setPointAlert, resetPoint: undefined }, false],
    ['set point with averaging 0', { ...setPointAlert, averagingPeriod: 0 }, false],
    ['set point without locations', { ...setPointAlert, monitoringLocationSources: [] }, false],
    [
      'set point on contribution 12',
      {
        ...setPointAlert,
        dataSourceType: 'Contribution',
        monitoringLocationSources: [],
        contributionSource: { id: 12, name: 'North fence' },
      },
      true,
    ],
    [
      'set point on contribution 0',
      {
        ...setPointAlert,
        dataSourceType: 'Contribution',
        contributionSource: { id: 0, name: 'North fence' },
      },
      false,
    ],
    ['no type', { ...setPointAlert, type: undefined }, false],
  ] as const)('trigger step of %s is complete: %s', (_case, alert, expected) => {
    expect(isAlertTriggerStepComplete(alert as AlertForm)).toBe(expected);
  });

  it.each([
    [{ emails: ['a@example.com'] }, true],
    [{ phoneNumbers: [US_PHONE] }, true],
    [{ emails: [], phoneNumbers: [] }, false],
    [{}, false],
  ])('actions step of %j is complete: %s', (alert, expected) => {
    expect(isAlertActionsStepComplete(alert)).toBe(expected);
  });

  it.each([
    ['a saved contribution alert', contributionAlert, true],
    ['a saved offline alert', offlineAlert, true],
    ['a saved set point alert', setPointAlert, true],
    ['no id', { ...contributionAlert, id: undefined }, false],
    ['no name', { ...contributionAlert, name: '' }, false],
    ['no type', { ...contributionAlert, type: undefined }, false],
    ['no channel', { ...contributionAlert, channel: undefined }, false],
    ['no recipient', { ...contributionAlert, emails: [] }, false],
  ] as const)('Save on the detail page of %s is enabled: %s', (_case, alert, expected) => {
    expect(isAlertComplete(alert as AlertForm)).toBe(expected);
  });
});

describe('activation criteria', () => {
  it.each([
    [{}, null],
    [{ activeDays: ['Monday'], activeTimeStart: 0, activeTimeEnd: 1439 }, null],
    [{ activeDays: ALL_ACTIVE_DAYS, activeTimeStart: 600, activeTimeEnd: 600 }, null],
    [{ activeDays: [] }, 'A minimum of one day must be selected'],
    [{ activeTimeStart: -1 }, 'Value must be greater than or equal to 0'],
    [{ activeTimeEnd: 1440 }, 'Value must be less than or equal to 1439'],
    [{ activeTimeStart: 10.5 }, 'Invalid time'],
    [{ activeTimeStart: 600, activeTimeEnd: 599 }, 'The active period must start before it ends'],
  ] as const)('%j gives %j', (criteria, message) => {
    expect(validateActivationCriteria(criteria)?.message ?? null).toBe(message);
  });

  it.each([
    [{}, undefined],
    [{ activeDays: ALL_ACTIVE_DAYS, activeTimeStart: 0, activeTimeEnd: 1439 }, undefined],
    [
      { activeDays: ['Monday', 'Sunday', 'Monday'] },
      { ActiveDays: ['Sunday', 'Monday'], ActiveTimeStart: 0, ActiveTimeEnd: 1439 },
    ],
    [
      { activeTimeStart: 1 },
      { ActiveDays: ALL_ACTIVE_DAYS, ActiveTimeStart: 1, ActiveTimeEnd: 1439 },
    ],
    [
      { activeTimeEnd: 1438 },
      { ActiveDays: ALL_ACTIVE_DAYS, ActiveTimeStart: 0, ActiveTimeEnd: 1438 },
    ],
  ] as const)('the payload of %j holds %j (omitted when all days, all day)', (alert, expected) => {
    expect(toActivationCriteria(alert)).toEqual(expected);
  });
});

describe('creating an alert', () => {
  const valid = {
    type: 'Offline',
    name: 'North offline',
    projectId: 'p-1',
    projectName: 'Harbour',
    emails: ['ops@example.com'],
    phoneNumbers: [],
  };

  it.each([
    [{ type: undefined }, 'Alert type is required'],
    [{ type: '' }, 'Alert type is required'],
    [{ type: undefined, name: '' }, 'Alert type is required'],
    [{ name: '' }, 'Missing required fields'],
    [{ name: null }, 'Missing required fields'],
    [{ projectId: undefined, projectName: undefined }, 'Missing required fields'],
    [{ emails: [], phoneNumbers: [] }, 'Missing required fields'],
    [{ emails: undefined, phoneNumbers: undefined }, 'Missing required fields'],
    [{ type: 'Email', name: '' }, 'Missing required fields'],
    [{ type: 'Email' }, 'Invalid alert type'],
    [{ projectId: undefined }, 'No project'],
    [{ projectId: '' }, 'No project'],
  ])('a payload with %j is refused: "%s"', (change, message) => {
    expect(validateCreateAlert({ ...valid, ...change })?.message).toBe(message);
  });

  it.each([
    [{}],
    [{ type: 'Contribution' }],
    [{ type: 'SetPoint', projectName: undefined }],
    [{ emails: [], phoneNumbers: ['+12015550123'] }],
    // Only one list given, and empty: the spec refuses only when both are given and both empty.
    [{ emails: [], phoneNumbers: undefined }],
  ])('a payload with %j is accepted', (change) => {
    expect(validateCreateAlert({ ...valid, ...change })).toBeNull();
  });
});

describe('trigger edge label', () => {
  it.each([
    [150, 100, 'RisingEdge', 'Rising edge'],
    [100, 150, 'FallingEdge', 'Falling edge'],
    [100, 100, 'RisingEdge', 'Rising edge'],
    [-5, 0, 'FallingEdge', 'Falling edge'],
  ] as const)('set point %d with reset %d is %s ("%s")', (setPoint, reset, key, label) => {
    expect(triggerEdgeLabel(setPoint, reset)).toBe(key);
    expect(TRIGGER_EDGE_LABELS[key]).toBe(label);
  });
});

describe('editing rules (spec 02 §4)', () => {
  it('given a saved alert, changing its type is refused and the alert is returned unchanged', () => {
    expect(changeAlertType(offlineAlert, 'SetPoint')).toBe(offlineAlert);
  });

  it.each([
    ['Offline', 'Contribution'],
    ['SetPoint', 'Location'],
    ['Contribution', undefined],
  ] as const)(
    'given a new alert, changing the type to %s sets data source type %j',
    (type, source) => {
      const changed = changeAlertType(
        { name: 'New', type: 'SetPoint', dataSourceType: 'Location' },
        type,
      );
      expect(changed.type).toBe(type);
      expect(changed.dataSourceType).toBe(source);
    },
  );

  it('changing the contribution clears the channel, its unit and the averaging period', () => {
    expect(changeContributionSource(contributionAlert, { id: 13, name: 'South fence' })).toEqual({
      ...contributionAlert,
      contributionId: 13,
      contributionName: 'South fence',
      channel: undefined,
      channelUnit: undefined,
      averagingPeriod: undefined,
    });
  });

  it('choosing the same contribution again keeps the channel', () => {
    expect(changeContributionSource(contributionAlert, { id: 12, name: 'North fence' })).toBe(
      contributionAlert,
    );
  });

  it('changing the channel sets its unit', () => {
    const changed = changeChannel(contributionAlert, 'VOC', 'ppb');
    expect([changed.channel, changed.channelUnit]).toEqual(['VOC', 'ppb']);
  });

  it('changing an offline alert data type clears the sources', () => {
    const changed = changeOfflineDataType(offlineAlert, 'Contribution');
    expect(changed.dataSourceType).toBe('Contribution');
    expect(changed.monitoringLocationSources).toEqual([]);
    expect(changed.contributionSources).toEqual([]);
    expect(changeOfflineDataType(offlineAlert, 'Location')).toBe(offlineAlert);
  });

  it('changing the set point locations clears the sensor code and unit', () => {
    const sources = [
      { id: 'g-1', name: 'North' },
      { id: 'g-2', name: 'South' },
    ];
    const changed = changeSetPointLocations(setPointAlert, sources);
    expect(changed.monitoringLocationSources).toEqual(sources);
    expect([changed.sensorCode, changed.sensorUnit]).toEqual([undefined, undefined]);
    expect(changeSetPointLocations(setPointAlert, [{ id: 'g-1', name: 'North' }])).toBe(
      setPointAlert,
    );
  });

  it('cloning prefixes the name with "Clone - " and removes the id', () => {
    const clone = cloneAlert(contributionAlert);
    expect(clone.name).toBe('Clone - PM10 high');
    expect('id' in clone).toBe(false);
    expect(clone.contributionId).toBe(12);
    expect(contributionAlert.id).toBe(42);
  });
});

describe('contribution alert sources (spec 02 §4, §9)', () => {
  it.each([['NjPam'], ['NJ_PAM']])('a %s contribution is disabled as a source', (type) => {
    expect(contributionSourceDisabledReason(type)).toEqual({
      code: 'alert.njPamUnavailable',
      message: 'Contribution alerts are not available for NJ PAM',
    });
  });

  it.each([['Der10'], ['FOURTEEN_SIXTY_SIX'], ['Generic'], [undefined]])(
    'a %s contribution can be a source',
    (type) => {
      expect(contributionSourceDisabledReason(type)).toBeNull();
    },
  );

  it.each([
    ['Der10', 'PM10', 15, [1, 15]],
    ['FourteenSixtySix', 'PM10', 120, [1, 120]],
    ['FOURTEEN_SIXTY_SIX', 'WS', 120, [1, 15]],
    ['Generic', 'WS', 60, [1, 60]],
    ['Generic', 'CO', 1, [1]],
    ['Generic', 'CO', undefined, [1]],
    ['NjPam', 'PM10', 15, []],
  ] as const)(
    'a %s contribution, channel %s, period %j offers %j',
    (type, channel, period, options) => {
      expect(contributionAlertAveragingOptions(type, channel, period)).toEqual(options);
    },
  );
});

const emails = (count: number) => Array.from({ length: count }, (_, i) => `user${i}@example.com`);
const phones = (count: number) =>
  Array.from({ length: count }, (_, i) => `+1201555${String(100 + i).padStart(4, '0')}`);

describe('contribution alert config body (v2)', () => {
  const valid = {
    AlertName: 'PM10 high',
    Emails: ['ops@example.com'],
    PhoneNumbers: [],
    PeriodMinutes: 15,
    Sensor: 'PM10',
    SetPoint: 150,
    ResetPoint: 100,
  };

  it.each([
    [{}],
    [{ Active: false }],
    [{ ActivationCriteria: { ActiveDays: ['Monday'], ActiveTimeStart: 0, ActiveTimeEnd: 1439 } }],
    [{ SetPoint: 0, ResetPoint: 0 }],
    [{ Emails: emails(50), PhoneNumbers: phones(25) }],
    [{ Emails: [], PhoneNumbers: ['+12015550123'] }],
  ])('accepts a body with %j', (change) => {
    expect(contributionAlertConfigBodySchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  it.each([
    [{ AlertName: '' }, ['AlertName'], 'Missing required fields'],
    [{ Sensor: undefined }, ['Sensor'], 'Missing required fields'],
    [{ PeriodMinutes: undefined }, ['PeriodMinutes'], 'Missing required fields'],
    [{ PeriodMinutes: 0 }, ['PeriodMinutes'], 'Value must be greater than 0'],
    [{ SetPoint: null }, ['SetPoint'], 'Missing required fields'],
    [{ ResetPoint: undefined }, ['ResetPoint'], 'Missing required fields'],
    [{ Emails: ['ops@'] }, ['Emails'], 'Email address must include a domain'],
    [{ Emails: ['a@example.com', 'A@example.com'] }, ['Emails'], 'Email already exists'],
    [
      { Emails: emails(51) },
      ['Emails'],
      'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
    ],
    [
      { PhoneNumbers: phones(26) },
      ['PhoneNumbers'],
      'Maximum limit of 25 recipients reached. To add a new recipient, remove an existing one.',
    ],
    [{ PhoneNumbers: ['12'] }, ['PhoneNumbers'], 'Invalid phone number'],
    [
      { PhoneNumbers: ['+12015550123', '+1 201 555 0123'] },
      ['PhoneNumbers'],
      'Phone number already added',
    ],
    [{ Emails: [], PhoneNumbers: [] }, [], 'Add at least one e-mail address or phone number'],
    [
      { ActivationCriteria: { ActiveDays: [], ActiveTimeStart: 0, ActiveTimeEnd: 1439 } },
      ['ActivationCriteria'],
      'A minimum of one day must be selected',
    ],
  ])('refuses a body with %j at %j: "%s"', (change, path, message) => {
    const result = contributionAlertConfigBodySchema.safeParse({ ...valid, ...change });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path, message })]);
  });

  it('puts the catalogue code in the issue for translation', () => {
    const result = contributionAlertConfigBodySchema.safeParse({ ...valid, AlertName: null });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ params: { code: 'alert.missingRequiredFields' } }),
    ]);
  });
});

describe('event rule payload', () => {
  const offline = {
    Name: 'North offline',
    Active: true,
    Emails: ['ops@example.com'],
    PhoneNumbers: ['+12015550123'],
    ProjectId: 'p-1',
    TriggerSource: 'MonitoringLocation',
    SourceIds: ['g-1'],
    TriggerType: 'Offline',
    OfflineTrigger: { OfflineDurationInMinutes: 15 },
  };
  const setPoint = {
    ...offline,
    TriggerType: 'SetPoint',
    OfflineTrigger: undefined,
    SetPointTrigger: {
      SensorCode: 'PM10',
      SensorUnit: 'µg/m³',
      SetPoint: 150,
      ResetPoint: 100,
      AveragingPeriodInMinutes: 15,
    },
  };
  const withPeriod = (minutes: number, source = 'MonitoringLocation') => ({
    ...setPoint,
    TriggerSource: source,
    SetPointTrigger: { ...setPoint.SetPointTrigger, AveragingPeriodInMinutes: minutes },
  });

  it.each([
    ['an offline rule', offline],
    [
      'an offline rule of 1 minute',
      { ...offline, OfflineTrigger: { OfflineDurationInMinutes: 1 } },
    ],
    [
      'an offline rule of 120 minutes',
      { ...offline, OfflineTrigger: { OfflineDurationInMinutes: 120 } },
    ],
    ['a rule named by AlertName on create', { ...offline, Name: undefined, AlertName: 'North' }],
    ['a rule with an id', { ...offline, EventRuleId: 'rule-1' }],
    ['a set point rule', setPoint],
    ['a set point rule averaged over 1 minute', withPeriod(1)],
    ['a set point rule averaged over 5 hours', withPeriod(300)],
    ['a set point rule averaged over 1 day', withPeriod(1440)],
    [
      'a set point rule on a contribution averaged over 120 minutes',
      withPeriod(120, 'Contribution'),
    ],
  ])('accepts %s', (_case, body) => {
    expect(eventRuleSchema.safeParse(body).success).toBe(true);
  });

  const durations = 'Offline duration must be one of 1, 5, 10, 15, 30, 60, 120 minutes';
  const periods =
    'Averaging period must be one of 1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440 minutes';

  it.each([
    [{ ...offline, Name: '' }, ['Name'], 'Missing required fields'],
    [{ ...offline, ProjectId: undefined }, ['ProjectId'], 'No project'],
    [{ ...offline, TriggerType: undefined }, ['TriggerType'], 'Alert type is required'],
    [{ ...offline, TriggerType: 'Contribution' }, ['TriggerType'], 'Unsupported alert type'],
    [{ ...offline, TriggerType: 'SensorFault' }, ['TriggerType'], 'Unsupported alert type'],
    [{ ...offline, TriggerType: 'Storm' }, ['TriggerType'], 'Invalid alert type'],
    [
      { ...offline, TriggerSource: undefined },
      ['TriggerSource'],
      'Data source type is required for event rule',
    ],
    [{ ...offline, SourceIds: [] }, ['SourceIds'], 'Missing required fields'],
    [{ ...offline, OfflineTrigger: undefined }, ['OfflineTrigger'], 'Missing required fields'],
    [
      { ...offline, OfflineTrigger: {} },
      ['OfflineTrigger', 'OfflineDurationInMinutes'],
      'Missing required fields',
    ],
    [
      { ...offline, OfflineTrigger: { OfflineDurationInMinutes: 20 } },
      ['OfflineTrigger', 'OfflineDurationInMinutes'],
      durations,
    ],
    [
      { ...offline, OfflineTrigger: { OfflineDurationInMinutes: 121 } },
      ['OfflineTrigger', 'OfflineDurationInMinutes'],
      durations,
    ],
    [{ ...setPoint, SetPointTrigger: undefined }, ['SetPointTrigger'], 'Missing required fields'],
    [
      { ...setPoint, SetPointTrigger: { ...setPoint.SetPointTrigger, SensorCode: '' } },
      ['SetPointTrigger', 'SensorCode'],
      'Missing required fields',
    ],
    [
      { ...setPoint, SetPointTrigger: { ...setPoint.SetPointTrigger, SensorUnit: undefined } },
      ['SetPointTrigger', 'SensorUnit'],
      'Missing required fields',
    ],
    [
      { ...setPoint, SetPointTrigger: { ...setPoint.SetPointTrigger, SetPoint: undefined } },
      ['SetPointTrigger', 'SetPoint'],
      'Missing required fields',
    ],
    [
      { ...setPoint, SetPointTrigger: { ...setPoint.SetPointTrigger, ResetPoint: null } },
      ['SetPointTrigger', 'ResetPoint'],
      'Missing required fields',
    ],
    [withPeriod(45), ['SetPointTrigger', 'AveragingPeriodInMinutes'], periods],
    [
      withPeriod(0, 'Contribution'),
      ['SetPointTrigger', 'AveragingPeriodInMinutes'],
      'Value must be greater than 0',
    ],
    [
      { ...offline, Emails: ['a@b'] },
      ['Emails'],
      'Email address TLD must be at least 2 letters long',
    ],
    [
      { ...offline, Emails: [], PhoneNumbers: [] },
      [],
      'Add at least one e-mail address or phone number',
    ],
    [
      {
        ...offline,
        ActivationCriteria: { ActiveDays: ['Monday'], ActiveTimeStart: 0, ActiveTimeEnd: 1440 },
      },
      ['ActivationCriteria'],
      'Value must be less than or equal to 1439',
    ],
  ])('refuses %j at %j: "%s"', (body, path, message) => {
    const result = eventRuleSchema.safeParse(body);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path,
        message,
        params: expect.objectContaining({ code: expect.any(String) }),
      }),
    ]);
  });

  it('gives every failure of an empty payload, in field order', () => {
    expect(validateEventRule({}).map(({ error }) => error.code)).toEqual([
      'alert.missingRequiredFields',
      'alert.noProject',
      'alert.typeRequired',
      'alert.dataSourceTypeRequired',
      'alert.missingRequiredFields',
      'recipients.recipientRequired',
    ]);
  });

  it('refuses a trigger source that alerts do not use', () => {
    expect(eventRuleSchema.safeParse({ ...offline, TriggerSource: 'Lease' }).success).toBe(false);
  });
});

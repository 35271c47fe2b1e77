import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTION_TYPES,
  CONTRIBUTION_TYPE_WIRE_NAMES,
  MIN_CONTRIBUTION_DATA_SOURCES,
  POLLUTANTS,
  applyReportConfigConstraints,
  averagingMethod,
  contributionTypePreset,
  contributionUpdateSchema,
  createContributionSchema,
  isContributionDataSourcesStepComplete,
  isContributionDetailsStepComplete,
  isContributionPollutantsStepComplete,
  pollutantRules,
  reportConfigConstraints,
  setAutomaticWindDetection,
  sortPollutants,
  toContributionType,
  validateCreateContribution,
  validateDataSourcesStep,
  validatePeriodChange,
  validatePollutantChange,
  validatePollutantsStep,
  windSourceOptions,
  type ContributionForm,
  type ContributionType,
  type CreateContributionBody,
  type WizardLocation,
} from './contribution';

describe('contribution types', () => {
  it('lists the four types of the foundation enumeration', () => {
    expect(CONTRIBUTION_TYPES).toEqual(['Generic', 'FourteenSixtySix', 'Der10', 'NjPam']);
  });

  it.each([
    ['Generic', 'GENERIC'],
    ['FourteenSixtySix', 'FOURTEEN_SIXTY_SIX'],
    ['Der10', 'DER10'],
    ['NjPam', 'NJ_PAM'],
  ] as const)('spells %s as %s in dashboard data and reads both spellings back', (type, wire) => {
    expect(CONTRIBUTION_TYPE_WIRE_NAMES[type]).toBe(wire);
    expect(toContributionType(wire)).toBe(type);
    expect(toContributionType(type)).toBe(type);
  });

  it.each([['DER-10'], ['der10'], [''], [null], [undefined]])(
    'does not read %j as a type',
    (value) => {
      expect(toContributionType(value)).toBeUndefined();
    },
  );
});

describe('pollutant catalogue', () => {
  it('holds the six gases and five particulates of the spec', () => {
    expect(POLLUTANTS).toEqual([
      'CO',
      'H2S',
      'NO2',
      'SO2',
      'VOC',
      'CH4',
      'PM1',
      'PM2.5',
      'PM4',
      'PM10',
      'TSP',
    ]);
  });

  it.each([
    [
      ['PM10', 'PM4', 'PM2.5', 'PM1'],
      ['PM1', 'PM2.5', 'PM4', 'PM10'],
    ],
    [
      ['VOC', 'PM10'],
      ['PM10', 'VOC'],
    ],
    [
      ['TSP', 'CO', 'PM1'],
      ['PM1', 'TSP', 'CO'],
    ],
    [
      ['CH4', 'VOC', 'CO'],
      ['CO', 'VOC', 'CH4'],
    ],
    [
      ['WS', 'PM10', 'Noise'],
      ['PM10', 'Noise', 'WS'],
    ],
  ])('sorts %j as %j (particle size first)', (input, expected) => {
    expect(sortPollutants(input)).toEqual(expected);
  });

  it('returns a new array and leaves its input alone', () => {
    const input = ['PM10', 'PM1'];
    expect(sortPollutants(input)).not.toBe(input);
    expect(input).toEqual(['PM10', 'PM1']);
  });
});

describe('type presets and averaging method (spec 02 §4)', () => {
  it.each([
    ['FourteenSixtySix', { averagingPeriodMinutes: 120, pollutants: ['PM10'] }, 'Rolling'],
    ['Der10', { averagingPeriodMinutes: 15, pollutants: ['PM10', 'VOC'] }, 'Rolling'],
    ['NjPam', { averagingPeriodMinutes: 15, pollutants: ['PM10', 'VOC'] }, 'Block'],
    ['Generic', {}, 'Rolling'],
  ] as const)('selecting %s presets %j and averages by %s', (type, preset, method) => {
    expect(contributionTypePreset(type)).toEqual(preset);
    expect(averagingMethod(type)).toBe(method);
  });
});

describe('pollutant rules (spec 02 §5)', () => {
  it.each([
    ['FourteenSixtySix', ['PM10'], false, true, false],
    ['NjPam', ['PM10', 'VOC'], false, true, true],
    ['Der10', ['PM10', 'VOC'], true, false, false],
    ['Generic', POLLUTANTS, true, false, false],
  ] as const)(
    '%s allows %j, delete %s, list fixed %s, period fixed %s',
    (type, allowed, canDelete, listFixed, periodFixed) => {
      const rules = pollutantRules(type);
      expect(rules.allowed).toEqual(allowed);
      expect(rules.canDelete).toBe(canDelete);
      expect(rules.listFixed).toBe(listFixed);
      expect(rules.periodFixed).toBe(periodFixed);
    },
  );

  it.each([
    ['Der10', [], true],
    ['Der10', ['PM10'], true],
    ['Der10', ['PM10', 'VOC'], false],
    ['FourteenSixtySix', ['PM10'], false],
    ['FourteenSixtySix', [], false],
    ['NjPam', [], false],
    ['Generic', ['PM10', 'VOC', 'CO'], true],
    ['Generic', POLLUTANTS.slice(0, 10), true],
    ['Generic', POLLUTANTS, false],
  ] as const)('given a %s list %j, Add enabled is %s', (type, current, expected) => {
    expect(pollutantRules(type).canAdd(current)).toBe(expected);
  });
});

describe('editing the pollutant list', () => {
  it.each([
    ['Der10', ['PM10', 'VOC'], ['PM10', 'VOC', 'CO'], 'CO cannot be used in a DER-10 contribution'],
    ['Der10', ['PM10', 'VOC'], ['PM10', 'VOC', 'PM10'], 'PM10 is already selected'],
    ['Der10', ['PM10'], ['PM10', 'PM2.5'], 'PM2.5 cannot be used in a DER-10 contribution'],
    ['FourteenSixtySix', ['PM10'], [], 'The pollutants of a 1466 contribution cannot be changed'],
    [
      'FourteenSixtySix',
      ['PM10'],
      ['PM10', 'VOC'],
      'The pollutants of a 1466 contribution cannot be changed',
    ],
    [
      'NjPam',
      ['PM10', 'VOC'],
      ['PM10'],
      'The pollutants of a NJ PAM contribution cannot be changed',
    ],
    ['Generic', ['CO'], ['CO', 'CO'], 'CO is already selected'],
    ['Generic', ['CO'], ['CO', 'Noise'], 'Noise cannot be used in a custom contribution'],
  ] as const)(
    'given a %s list %j, changing it to %j is refused: "%s"',
    (type, current, next, message) => {
      expect(validatePollutantChange(type, current, next)?.message).toBe(message);
    },
  );

  it.each([
    ['Der10', ['PM10'], ['PM10', 'VOC']],
    ['Der10', ['PM10', 'VOC'], ['VOC']],
    ['Der10', ['PM10', 'VOC'], []],
    ['Der10', ['PM10'], ['VOC']],
    ['FourteenSixtySix', ['PM10'], ['PM10']],
    ['NjPam', ['PM10', 'VOC'], ['VOC', 'PM10']],
    ['Generic', ['CO'], ['CO', 'TSP', 'PM2.5']],
  ] as const)('given a %s list %j, changing it to %j is allowed', (type, current, next) => {
    expect(validatePollutantChange(type, current, next)).toBeNull();
  });

  it('gives the pollutant and the type as parameters', () => {
    expect(validatePollutantChange('Der10', [], ['SO2'])).toEqual({
      code: 'contribution.pollutantNotAllowed',
      message: 'SO2 cannot be used in a DER-10 contribution',
      params: { pollutant: 'SO2', type: 'DER-10' },
    });
  });

  it.each([
    ['NjPam', 15, 30, 'The averaging period of a NJ PAM contribution cannot be changed'],
    ['NjPam', 15, 15, null],
    ['Der10', 15, 30, null],
    ['FourteenSixtySix', 120, 60, null],
    ['Generic', undefined, 45, null],
  ] as const)(
    'given a %s contribution, changing the period %j to %j gives %j',
    (type, from, to, message) => {
      expect(validatePeriodChange(type, from, to)?.message ?? null).toBe(message);
    },
  );
});

describe('wizard steps (spec 02 §5)', () => {
  const details: ContributionForm = {
    name: 'North fence',
    projectName: 'Harbour',
    contributionType: 'Der10',
  };

  it.each([
    [details, true],
    [{ ...details, name: '' }, false],
    [{ ...details, name: '   ' }, false],
    [{ ...details, projectName: undefined }, false],
    [{ ...details, contributionType: undefined }, false],
  ])('details step of %j is complete: %s', (form, expected) => {
    expect(isContributionDetailsStepComplete(form)).toBe(expected);
  });

  it.each([
    ['Der10', [], 15, 'Select at least one pollutant'],
    ['Der10', null, 15, 'Select at least one pollutant'],
    ['Der10', ['PM10'], undefined, 'Select an averaging period'],
    ['Der10', ['PM10'], null, 'Select an averaging period'],
    ['Generic', ['CO'], 0, 'Value must be greater than 0'],
    ['Der10', ['PM10', 'CO'], 15, 'CO cannot be used in a DER-10 contribution'],
  ] as const)(
    'a %s pollutants step with %j every %j minutes fails: "%s"',
    (type, pollutants, period, message) => {
      expect(validatePollutantsStep(type, pollutants, period)?.message).toBe(message);
    },
  );

  it.each([
    [{ contributionType: 'Der10', pollutants: ['PM10'], averagingPeriodMinutes: 15 }, true],
    [{ contributionType: 'Generic', pollutants: ['CO', 'TSP'], averagingPeriodMinutes: 0.5 }, true],
    [
      { contributionType: 'FourteenSixtySix', pollutants: ['PM10'], averagingPeriodMinutes: 120 },
      true,
    ],
    [{ contributionType: 'Der10', pollutants: [], averagingPeriodMinutes: 15 }, false],
    [{ pollutants: ['PM10'], averagingPeriodMinutes: 15 }, false],
  ] as const)('pollutants step of %j is complete: %s', (form, expected) => {
    expect(isContributionPollutantsStepComplete(form as ContributionForm)).toBe(expected);
  });

  it.each(CONTRIBUTION_TYPES.filter((type) => type !== 'Generic'))(
    'given %s is selected, its preset alone completes the pollutants step',
    (type) => {
      const preset = contributionTypePreset(type);
      const form = {
        contributionType: type,
        pollutants: preset.pollutants ?? [],
        averagingPeriodMinutes: preset.averagingPeriodMinutes,
      };
      expect(isContributionPollutantsStepComplete(form as ContributionForm)).toBe(true);
    },
  );

  const locations: WizardLocation[] = [
    { Id: 'a', Name: 'North', SensorTypes: ['PM10', 'WS', 'WD'] },
    { Id: 'b', Name: 'South', SensorTypes: [{ Name: 'WS' }, { Name: 'WD' }] },
    { Id: 'c', Name: 'East', SensorTypes: ['PM10', 'WS'] },
    { Id: 'd', Name: 'West', SensorTypes: [] },
  ];

  it('offers as wind sources only locations with both WS and WD', () => {
    expect(windSourceOptions(locations).map((location) => location.Name)).toEqual([
      'North',
      'South',
    ]);
  });

  it('needs at least two data sources', () => {
    expect(MIN_CONTRIBUTION_DATA_SOURCES).toBe(2);
  });

  it.each([
    [{ dataSourceIds: [] }, 'Select at least 2 data sources'],
    [{ dataSourceIds: ['a'] }, 'Select at least 2 data sources'],
    [
      { dataSourceIds: ['a', 'b'], automaticWindDetection: false },
      'Select a wind data source or turn on automatic wind detection',
    ],
    [
      { dataSourceIds: ['a', 'b'], automaticWindDetection: false, windSourceId: 'c' },
      'The wind data source must have wind speed and wind direction sensors',
    ],
    [
      { dataSourceIds: ['a', 'b'], automaticWindDetection: false, windSourceId: 'zzz' },
      'The wind data source must have wind speed and wind direction sensors',
    ],
  ] as const)('data sources step of %j fails: "%s"', (form, message) => {
    expect(validateDataSourcesStep(form, locations)?.message).toBe(message);
    expect(isContributionDataSourcesStepComplete(form, locations)).toBe(false);
  });

  it.each([
    [{ dataSourceIds: ['a', 'b'] }],
    [{ dataSourceIds: ['a', 'b', 'c'], automaticWindDetection: true }],
    [{ dataSourceIds: ['c', 'd'], automaticWindDetection: false, windSourceId: 'b' }],
  ] as const)('data sources step of %j is complete', (form) => {
    expect(validateDataSourcesStep(form, locations)).toBeNull();
    expect(isContributionDataSourcesStepComplete(form, locations)).toBe(true);
  });

  it('switching automatic wind detection on clears the wind source; off keeps it', () => {
    const manual: ContributionForm = { automaticWindDetection: false, windSourceId: 'a' };
    expect(setAutomaticWindDetection(manual, true)).toEqual({ automaticWindDetection: true });
    expect(setAutomaticWindDetection(manual, true).windSourceId).toBeUndefined();
    expect(setAutomaticWindDetection({ windSourceId: 'a' }, false)).toEqual(manual);
  });
});

describe('creating a contribution (POST /v0.1/contribution)', () => {
  const valid: CreateContributionBody = {
    ContributionType: 'Der10',
    Name: 'North fence',
    ProjectId: 'p-1',
    SensorTypes: ['PM10', 'VOC'],
    AveragingPeriodMinutes: 15,
    ContributionMonitoringLocations: ['a', 'b'],
    AutomaticWindDetection: true,
  };

  it.each([
    [{ ContributionType: undefined }],
    [{ ContributionType: 'Unknown' }],
    [{ Name: '' }],
    [{ Name: '  ' }],
    [{ ProjectId: undefined }],
    [{ ProjectId: '' }],
    [{ AveragingPeriodMinutes: undefined }],
    [{ AveragingPeriodMinutes: null }],
  ])('a body with %j is refused with "Missing required fields"', (change) => {
    expect(validateCreateContribution({ ...valid, ...change })).toEqual({
      code: 'contribution.missingRequiredFields',
      message: 'Missing required fields',
    });
  });

  it.each([
    [{ SensorTypes: [] }, 'Select at least one pollutant'],
    [{ SensorTypes: ['PM10', 'CO'] }, 'CO cannot be used in a DER-10 contribution'],
    [
      { ContributionType: 'FOURTEEN_SIXTY_SIX', SensorTypes: ['PM10', 'VOC'] },
      'VOC cannot be used in a 1466 contribution',
    ],
    [
      { ContributionType: 'NjPam', AveragingPeriodMinutes: 14 },
      'The averaging period of a NJ PAM contribution cannot be changed',
    ],
    [
      { ContributionType: 'NjPam', AveragingPeriodMinutes: 16 },
      'The averaging period of a NJ PAM contribution cannot be changed',
    ],
    [{ AveragingPeriodMinutes: -5 }, 'Value must be greater than 0'],
    [{ ContributionMonitoringLocations: ['a'] }, 'Select at least 2 data sources'],
    [
      { AutomaticWindDetection: false },
      'Select a wind data source or turn on automatic wind detection',
    ],
  ])('a body with %j is refused: "%s"', (change, message) => {
    expect(validateCreateContribution({ ...valid, ...change })?.message).toBe(message);
  });

  it.each([
    [{}],
    [{ ContributionType: 'DER10' }],
    [{ ContributionType: 'NJ_PAM', AveragingPeriodMinutes: 15, SensorTypes: ['VOC'] }],
    [{ ContributionType: 'FourteenSixtySix', SensorTypes: ['PM10'], AveragingPeriodMinutes: 120 }],
    [{ ContributionType: 'Generic', SensorTypes: ['CO', 'TSP'], AveragingPeriodMinutes: 7 }],
    [{ AutomaticWindDetection: false, WindMonitoringLocation: 'a' }],
    [{ AutomaticWindDetection: undefined }],
  ])('a body with %j is accepted', (change) => {
    expect(validateCreateContribution({ ...valid, ...change })).toBeNull();
  });

  it('the schema reports a rule failure at its field, with the code for translation', () => {
    const result = createContributionSchema.safeParse({ ...valid, SensorTypes: ['PM10', 'CO'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['SensorTypes'],
        message: 'CO cannot be used in a DER-10 contribution',
        params: {
          code: 'contribution.pollutantNotAllowed',
          values: { pollutant: 'CO', type: 'DER-10' },
        },
      }),
    ]);
  });

  it('the schema reports missing fields on the body as a whole', () => {
    const result = createContributionSchema.safeParse({ ...valid, Name: null });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: [],
        message: 'Missing required fields',
        params: { code: 'contribution.missingRequiredFields' },
      }),
    ]);
  });

  it('the schema accepts a valid body', () => {
    expect(createContributionSchema.safeParse(valid).success).toBe(true);
  });
});

describe('contribution update and report configuration', () => {
  const update = {
    HideEmptyEnvironmentalSummary: false,
    ShowExceedanceSummary: true,
    SensorsWithNegativeNumberFiltering: ['PM10'],
    SensorActionLevels: [{ SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 100 }],
    DisplayActionLevelsOnReportCharts: true,
    DisplayAlertsOnReportCharts: true,
  };

  it.each([
    [0.001, true],
    [999, true],
    ['150', true],
  ])('accepts an action level of %j', (value, expected) => {
    const body = {
      ...update,
      SensorActionLevels: [{ ...update.SensorActionLevels[0], ActionLevelValue: value }],
    };
    expect(contributionUpdateSchema.safeParse(body).success).toBe(expected);
  });

  it.each([
    [0.0009, 'Value must be greater than or equal to 0.001'],
    [999.001, 'Value must be less than or equal to 999'],
    [null, 'This field is required'],
  ])('refuses an action level of %j: "%s"', (value, message) => {
    const body = {
      ...update,
      SensorActionLevels: [{ ...update.SensorActionLevels[0], ActionLevelValue: value }],
    };
    const result = contributionUpdateSchema.safeParse(body);
    expect(result.error?.issues[0]?.message).toBe(message);
    expect(result.error?.issues[0]?.path).toEqual(['SensorActionLevels', 0, 'ActionLevelValue']);
  });

  it.each([
    ['NjPam', false, false, false, true, true, false],
    ['FourteenSixtySix', true, true, true, false, true, false],
    ['Der10', true, true, true, false, false, true],
    ['Generic', true, true, true, false, false, false],
  ] as const)(
    'for %s: negative filter %s, exceedance %s, alerts %s, location data forced %s, frequency fixed %s, daily summary %s',
    (type, negative, exceedance, alerts, forced, frequencyFixed, daily) => {
      expect(reportConfigConstraints(type as ContributionType)).toEqual({
        negativeNumberFilterEnabled: negative,
        exceedanceSummaryEnabled: exceedance,
        alertsEnabled: alerts,
        monitoringLocationDataForced: forced,
        displayFrequencyFixed: frequencyFixed,
        dailyMonitoringSummary: daily,
      });
    },
  );

  it('given an NJ PAM contribution, the disabled report options are switched off', () => {
    expect(applyReportConfigConstraints('NjPam', update)).toEqual({
      ...update,
      SensorsWithNegativeNumberFiltering: [],
      ShowExceedanceSummary: false,
      DisplayAlertsOnReportCharts: false,
    });
  });

  it('given a DER-10 contribution, the report options are kept', () => {
    expect(applyReportConfigConstraints('Der10', update)).toEqual(update);
  });
});

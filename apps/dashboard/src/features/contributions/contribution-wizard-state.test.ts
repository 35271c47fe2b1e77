import type { ResolverOptions } from 'react-hook-form';
import { parseChartQuery } from '../charts/chart-query';
import { describe, expect, it } from 'vitest';
import { contributionChartHref } from './contribution-links';
import {
  addablePollutants,
  addPollutant,
  canDeletePollutants,
  createContributionBody,
  dataSourcesStepProblem,
  historyView,
  INITIAL_WIZARD_VALUES,
  isWizardDirty,
  periodMinutes,
  pollutantsStepProblem,
  removePollutant,
  selectContributionType,
  stepCompleteness,
  switchWindDetection,
  wizardAveragingMethod,
  wizardLocations,
  type ContributionWizardValues,
} from './contribution-wizard-state';
import { contributionWizardResolver } from './create-contribution-wizard';

const OPTIONS = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<never>;

const LOCATIONS = [
  { Id: 'north', Name: 'North fence', SensorTypes: [{ Name: 'PM10' }, { Name: 'VOC' }] },
  { Id: 'south', Name: 'South gate', SensorTypes: [{ Name: 'PM10' }] },
  { Id: 'mast', Name: 'Met mast', SensorTypes: [{ Name: 'WS' }, { Name: 'WD' }] },
  { Id: 'half', Name: 'Speed only', SensorTypes: [{ Name: 'WS' }] },
];

function typed(type: Parameters<typeof selectContributionType>[1]): ContributionWizardValues {
  return selectContributionType({ ...INITIAL_WIZARD_VALUES, name: 'North plume' }, type);
}

function edited(result: ReturnType<typeof addPollutant>): ContributionWizardValues {
  if (!result.ok) throw new Error(result.error.message);
  return result.values;
}

describe('choosing a type applies its preset (spec 02 §4, §9)', () => {
  it.each([
    ['FourteenSixtySix', ['PM10'], '120', 'Rolling'],
    ['Der10', ['PM10', 'VOC'], '15', 'Rolling'],
    ['NjPam', ['PM10', 'VOC'], '15', 'Block'],
    ['Generic', [], '', 'Rolling'],
  ] as const)('%s gives %j every %s minutes, %s average', (type, pollutants, period, method) => {
    const values = typed(type);
    expect(values.pollutants).toEqual(pollutants);
    expect(values.averagingPeriod).toBe(period);
    expect(wizardAveragingMethod(values)).toBe(method);
  });

  it('replaces what the previous type put there, and keeps edits when the same type is chosen again', () => {
    const der10 = edited(removePollutant(typed('Der10'), 'VOC'));
    expect(selectContributionType(der10, 'Der10').pollutants).toEqual(['PM10']);
    expect(selectContributionType(der10, 'Generic').pollutants).toEqual([]);
    expect(selectContributionType(der10, 'Generic').averagingPeriod).toBe('');
  });

  it('has no averaging method before a type is chosen', () => {
    expect(wizardAveragingMethod(INITIAL_WIZARD_VALUES)).toBeNull();
  });
});

describe('the pollutant list rules (spec 02 §5)', () => {
  it('1466 and NJ PAM lists are fixed: nothing to add, no delete, a removal is refused', () => {
    for (const type of ['FourteenSixtySix', 'NjPam'] as const) {
      const values = typed(type);
      expect(addablePollutants(values)).toEqual([]);
      expect(canDeletePollutants(values)).toBe(false);
      const result = removePollutant(values, 'PM10');
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('contribution.pollutantsFixed');
    }
  });

  it('DER-10 deletes, then offers back only PM10 or VOC while fewer than two', () => {
    const full = typed('Der10');
    expect(canDeletePollutants(full)).toBe(true);
    expect(addablePollutants(full)).toEqual([]);
    const one = edited(removePollutant(full, 'PM10'));
    expect(one.pollutants).toEqual(['VOC']);
    expect(addablePollutants(one)).toEqual(['PM10']);
    expect(edited(addPollutant(one, 'PM10')).pollutants).toEqual(['VOC', 'PM10']);
    const refused = addPollutant(one, 'NO2');
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error.message).toBe('NO2 cannot be used in a DER-10 contribution');
  });

  it('DER-10 with both refuses a third, even a repeat', () => {
    const result = addPollutant(typed('Der10'), 'VOC');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('VOC is already selected');
  });

  it('custom offers the whole catalogue by particle size then gases, each once', () => {
    const values = typed('Generic');
    expect(addablePollutants(values)).toEqual([
      'PM1',
      'PM2.5',
      'PM4',
      'PM10',
      'TSP',
      'CO',
      'H2S',
      'NO2',
      'SO2',
      'VOC',
      'CH4',
    ]);
    const withNo2 = edited(addPollutant(values, 'NO2'));
    expect(addablePollutants(withNo2)).not.toContain('NO2');
    expect(addablePollutants(withNo2)).toHaveLength(10);
  });
});

describe('the averaging period as typed', () => {
  it.each([
    ['', null],
    [' 15 ', 15],
    ['1', 1],
    ['0', Number.NaN],
    ['2.5', Number.NaN],
    ['-5', Number.NaN],
    ['abc', Number.NaN],
  ])('%j reads as %s minutes', (text, minutes) => {
    expect(periodMinutes(text)).toBe(minutes);
  });
});

describe('step completeness and messages (spec 02 §5)', () => {
  it('details need a name, the project name and a type', () => {
    expect(stepCompleteness(INITIAL_WIZARD_VALUES, 'Gowanus', LOCATIONS).details).toBe(false);
    expect(stepCompleteness(typed('Der10'), 'Gowanus', LOCATIONS).details).toBe(true);
    expect(stepCompleteness(typed('Der10'), ' ', LOCATIONS).details).toBe(false);
    expect(stepCompleteness({ ...typed('Der10'), name: '   ' }, 'Gowanus', LOCATIONS).details).toBe(
      false,
    );
    // 200 characters is the longest name; 201 is refused.
    expect(
      stepCompleteness({ ...typed('Der10'), name: 'a'.repeat(200) }, 'G', LOCATIONS).details,
    ).toBe(true);
    expect(
      stepCompleteness({ ...typed('Der10'), name: 'a'.repeat(201) }, 'G', LOCATIONS).details,
    ).toBe(false);
  });

  it('a custom contribution needs a pollutant first, then a period', () => {
    const custom = typed('Generic');
    expect(pollutantsStepProblem(custom)).toMatchObject({
      message: 'Select at least one pollutant',
    });
    const withPm = edited(addPollutant(custom, 'PM2.5'));
    expect(pollutantsStepProblem(withPm)).toMatchObject({ message: 'Select an averaging period' });
    expect(pollutantsStepProblem({ ...withPm, averagingPeriod: '0' })).toBe('wholeMinutes');
    expect(pollutantsStepProblem({ ...withPm, averagingPeriod: '7.5' })).toBe('wholeMinutes');
    expect(pollutantsStepProblem({ ...withPm, averagingPeriod: '1' })).toBeNull();
    expect(stepCompleteness({ ...withPm, averagingPeriod: '1' }, 'G', LOCATIONS).pollutants).toBe(
      true,
    );
    expect(stepCompleteness({ ...withPm, averagingPeriod: '0' }, 'G', LOCATIONS).pollutants).toBe(
      false,
    );
  });

  it('an emptied DER-10 list says to select a pollutant before the period is looked at', () => {
    const empty = edited(removePollutant(edited(removePollutant(typed('Der10'), 'PM10')), 'VOC'));
    expect(pollutantsStepProblem({ ...empty, averagingPeriod: 'x' })).toMatchObject({
      code: 'contribution.pollutantRequired',
    });
  });

  it('data sources need two locations, then automatic wind or a wind location with WS and WD', () => {
    const one = { ...typed('Der10'), dataSourceIds: ['north'] };
    expect(dataSourcesStepProblem(one, LOCATIONS)).toMatchObject({
      message: 'Select at least 2 data sources',
    });
    const two = { ...one, dataSourceIds: ['north', 'south'] };
    expect(dataSourcesStepProblem(two, LOCATIONS)).toBeNull();
    const manual = switchWindDetection(two, false);
    expect(dataSourcesStepProblem(manual, LOCATIONS)).toMatchObject({
      message: 'Select a wind data source or turn on automatic wind detection',
    });
    expect(dataSourcesStepProblem({ ...manual, windSourceId: 'half' }, LOCATIONS)).toMatchObject({
      message: 'The wind data source must have wind speed and wind direction sensors',
    });
    expect(dataSourcesStepProblem({ ...manual, windSourceId: 'mast' }, LOCATIONS)).toBeNull();
  });

  it('switching automatic wind detection on clears the wind source; off keeps it empty', () => {
    const manual = { ...switchWindDetection(typed('Der10'), false), windSourceId: 'mast' };
    expect(manual.automaticWindDetection).toBe(false);
    const automatic = switchWindDetection(manual, true);
    expect(automatic).toMatchObject({ automaticWindDetection: true, windSourceId: '' });
    expect(switchWindDetection(automatic, false).windSourceId).toBe('');
  });
});

describe('the creation body (spec 02 §3)', () => {
  it('carries the wizard’s choices with the trimmed name and no wind location in automatic mode', () => {
    const values = { ...typed('Der10'), name: '  North plume ', dataSourceIds: ['north', 'south'] };
    expect(createContributionBody(values, 'project-1')).toEqual({
      ok: true,
      body: {
        AutomaticWindDetection: true,
        ContributionMonitoringLocations: ['north', 'south'],
        ContributionType: 'Der10',
        Name: 'North plume',
        ProjectId: 'project-1',
        SensorTypes: ['PM10', 'VOC'],
        AveragingPeriodMinutes: 15,
        WindMonitoringLocation: null,
      },
    });
  });

  it('names the wind location when detection is off', () => {
    const values = {
      ...switchWindDetection(
        { ...typed('FourteenSixtySix'), dataSourceIds: ['north', 'south'] },
        false,
      ),
      windSourceId: 'mast',
    };
    const result = createContributionBody(values, 'p');
    expect(result.ok && result.body.WindMonitoringLocation).toBe('mast');
    expect(result.ok && result.body.AveragingPeriodMinutes).toBe(120);
  });

  it('refuses a body without a type or period with the server’s message', () => {
    const result = createContributionBody({ ...INITIAL_WIZARD_VALUES, name: 'x' }, 'p');
    expect(result).toMatchObject({ ok: false, error: { message: 'Missing required fields' } });
  });
});

describe('the wizard’s locations and dirtiness', () => {
  it('offers only visible locations, by their GuidId', () => {
    expect(
      wizardLocations([
        { GuidId: 'a', Name: 'A', IsHidden: false, SensorTypes: [{ Name: 'PM10' }] },
        { GuidId: 'b', Name: 'B', IsHidden: true, SensorTypes: [] },
      ]),
    ).toEqual([{ Id: 'a', Name: 'A', SensorTypes: [{ Name: 'PM10' }] }]);
  });

  it('is clean when new and dirty after any entry', () => {
    expect(isWizardDirty(INITIAL_WIZARD_VALUES)).toBe(false);
    expect(isWizardDirty({ ...INITIAL_WIZARD_VALUES, name: 'a' })).toBe(true);
    expect(isWizardDirty(selectContributionType(INITIAL_WIZARD_VALUES, 'Generic'))).toBe(true);
    expect(isWizardDirty(switchWindDetection(INITIAL_WIZARD_VALUES, false))).toBe(true);
  });
});

describe('the history progress view', () => {
  it.each([
    [undefined, { kind: 'loading' }],
    [
      { State: 'Queued', Percent: 0, Message: null },
      { kind: 'computing', state: 'Queued', percent: 0 },
    ],
    [
      { State: 'Running', Percent: 42.5, Message: null },
      { kind: 'computing', state: 'Running', percent: 42.5 },
    ],
    [
      { State: 'Running', Percent: 140, Message: null },
      { kind: 'computing', state: 'Running', percent: 100 },
    ],
    [{ State: 'Done', Percent: 100, Message: null }, { kind: 'done' }],
    [
      { State: 'Failed', Percent: 30, Message: 'No readings' },
      { kind: 'failed', message: 'No readings' },
    ],
  ] as const)('%j shows %j', (history, view) => {
    expect(historyView(history)).toEqual(view);
  });
});

describe('the contribution link', () => {
  it('opens the aggregated Charts page of the project with the contribution as the source', () => {
    const href = contributionChartHref('p-1', 705);
    const [path, search] = href.split('?');
    expect(path).toBe('/OneView/project/data');
    expect(JSON.parse(new URLSearchParams(search).get('query') ?? '')).toEqual({
      projectId: 'p-1',
      type: 'aggregated',
      source: 705,
      range: '24h',
    });
    // No fields named: the Charts page opens on the contribution's default fields, not on none.
    const query = parseChartQuery(
      JSON.parse(new URLSearchParams(search).get('query') ?? '{}') as Record<string, unknown>,
    );
    expect(query).toMatchObject({ type: 'aggregated', source: 705, channels: null });
  });
});

describe('the form resolver', () => {
  const byCode = (error: { code: string }) => error.code;
  const resolve = (values: ContributionWizardValues) =>
    contributionWizardResolver('p', LOCATIONS, byCode)(values, undefined, OPTIONS as never);

  it('accepts complete values and puts each failure at its field', async () => {
    const complete = { ...typed('Der10'), dataSourceIds: ['north', 'south'] };
    expect((await resolve(complete)).errors).toEqual({});
    expect((await resolve({ ...complete, name: ' ' })).errors).toMatchObject({
      name: { message: 'contribution.missingRequiredFields' },
    });
    expect((await resolve({ ...complete, pollutants: [] })).errors).toMatchObject({
      pollutants: { message: 'contribution.pollutantRequired' },
    });
    expect((await resolve({ ...complete, dataSourceIds: ['north'] })).errors).toMatchObject({
      dataSourceIds: { message: 'contribution.minimumDataSources' },
    });
    const manual = switchWindDetection(complete, false);
    expect((await resolve(manual)).errors).toMatchObject({
      windSourceId: { message: 'contribution.windSourceRequired' },
    });
    expect((await resolve({ ...manual, windSourceId: 'half' })).errors).toMatchObject({
      windSourceId: { message: 'contribution.windSourceSensors' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  changedContributionIds,
  complianceLevelRows,
  complianceUpdateBody,
  isContributionValid,
  isRowChanged,
  rowError,
  rowText,
  withoutContribution,
  type ComplianceLevelEntry,
} from './compliance-levels';

const der10 = (SensorCode: string, Level: number | null, DisplayUnits: string) =>
  ({
    ContributionId: 7,
    SensorCode,
    Level,
    DisplayUnits,
    ContributionName: 'Site DER-10',
    ContributionType: 'DER10',
  }) satisfies ComplianceLevelEntry;

const LEVELS: ComplianceLevelEntry[] = [
  der10('PM10', 100, 'µg/m³'),
  der10('PM10', 150, 'µg/m³'),
  der10('VOC', 5, 'ppm'),
  der10('VOC', 25, 'ppm'),
  {
    ContributionId: 9,
    SensorCode: 'PM2.5',
    Level: null,
    DisplayUnits: 'µg/m³',
    ContributionName: 'Fence line',
    ContributionType: 'GENERIC',
  },
];
const ROWS = complianceLevelRows(LEVELS);
const [pm10Low, pm10High, vocLow, vocHigh, generic] = ROWS as [
  (typeof ROWS)[number],
  (typeof ROWS)[number],
  (typeof ROWS)[number],
  (typeof ROWS)[number],
  (typeof ROWS)[number],
];

const CONFIG = {
  ActionLevels: [],
  DisplayActionLevelsOnReportCharts: false,
  DisplayAlertsOnReportCharts: true,
  ShowExceedanceSummary: true,
  HideEmptyEnvironmentalSummary: true,
  SensorsWithNegativeNumberFiltering: ['VOC'],
};

describe('the rows of the levels table', () => {
  it('gives each level of a sensor its own id, in server order', () => {
    expect(ROWS.map((row) => row.rowId)).toEqual([
      '7:PM10:0',
      '7:PM10:1',
      '7:VOC:0',
      '7:VOC:1',
      '9:PM2.5:0',
    ]);
    expect(complianceLevelRows(undefined)).toEqual([]);
  });

  it('shows the saved level, or the draft once edited', () => {
    expect(rowText(pm10Low, {})).toBe('100');
    expect(rowText(generic, {})).toBe('');
    expect(rowText(pm10Low, { '7:PM10:0': '80' })).toBe('80');
  });
});

describe('the threshold rule per row', () => {
  it.each([
    ['0.001', null],
    ['999', null],
    ['0.0009', 'Value must be greater than or equal to 0.001'],
    ['999.001', 'Value must be less than or equal to 999'],
    ['0', 'Value must be greater than or equal to 0.001'],
    ['-5', 'Value must be greater than or equal to 0.001'],
    ['abc', 'Can only contain numbers and separators'],
    ['', 'This field is required'],
    ['  ', 'This field is required'],
  ])('a saved level edited to %j gives %j', (text, message) => {
    expect(rowError(pm10Low, { [pm10Low.rowId]: text })?.message ?? null).toBe(message);
  });

  it('lets a sensor without a level stay empty, and checks what is typed there', () => {
    expect(rowError(generic, {})).toBeNull();
    expect(rowError(generic, { [generic.rowId]: ' ' })).toBeNull();
    expect(rowError(generic, { [generic.rowId]: '1000' })?.message).toBe(
      'Value must be less than or equal to 999',
    );
  });
});

describe('what changed', () => {
  it('compares numbers, not texts', () => {
    expect(isRowChanged(pm10Low, {})).toBe(false);
    expect(isRowChanged(pm10Low, { [pm10Low.rowId]: '100.0' })).toBe(false);
    expect(isRowChanged(pm10Low, { [pm10Low.rowId]: '100.5' })).toBe(true);
    expect(isRowChanged(pm10Low, { [pm10Low.rowId]: '' })).toBe(true);
    expect(isRowChanged(generic, { [generic.rowId]: '' })).toBe(false);
    expect(isRowChanged(generic, { [generic.rowId]: '12' })).toBe(true);
  });

  it('lists each changed contribution once, in table order', () => {
    expect(changedContributionIds(ROWS, {})).toEqual([]);
    expect(
      changedContributionIds(ROWS, {
        [generic.rowId]: '12',
        [vocLow.rowId]: '6',
        [vocHigh.rowId]: '30',
      }),
    ).toEqual([7, 9]);
  });

  it('says whether every row of a contribution is valid', () => {
    const drafts = { [generic.rowId]: '1000', [vocLow.rowId]: '6' };
    expect(isContributionValid(ROWS, 7, drafts)).toBe(true);
    expect(isContributionValid(ROWS, 9, drafts)).toBe(false);
  });

  it('forgets a saved contribution’s drafts only', () => {
    expect(withoutContribution({ [pm10High.rowId]: '120', [generic.rowId]: '3' }, ROWS, 7)).toEqual(
      { [generic.rowId]: '3' },
    );
  });
});

describe('the update body of a contribution', () => {
  it('keeps every report option and sends all its levels with their display units', () => {
    expect(
      complianceUpdateBody({ Id: 7, Config: CONFIG }, ROWS, { [pm10Low.rowId]: '80.5' }),
    ).toEqual({
      HideEmptyEnvironmentalSummary: true,
      ShowExceedanceSummary: true,
      SensorsWithNegativeNumberFiltering: ['VOC'],
      SensorActionLevels: [
        { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 80.5 },
        { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 150 },
        { SensorName: 'VOC', SensorUnits: 'ppm', ActionLevelValue: 5 },
        { SensorName: 'VOC', SensorUnits: 'ppm', ActionLevelValue: 25 },
      ],
      DisplayActionLevelsOnReportCharts: false,
      DisplayAlertsOnReportCharts: true,
    });
  });

  it('sets a first level on a sensor that had none, and leaves an empty one out', () => {
    expect(
      complianceUpdateBody({ Id: 9, Config: CONFIG }, ROWS, { [generic.rowId]: '0.001' })
        ?.SensorActionLevels,
    ).toEqual([{ SensorName: 'PM2.5', SensorUnits: 'µg/m³', ActionLevelValue: 0.001 }]);
    expect(complianceUpdateBody({ Id: 9, Config: CONFIG }, ROWS, {})?.SensorActionLevels).toEqual(
      [],
    );
  });

  it('is null while a row of the contribution breaks the rule', () => {
    expect(complianceUpdateBody({ Id: 7, Config: CONFIG }, ROWS, { [vocHigh.rowId]: '' })).toBe(
      null,
    );
    // Another contribution's invalid row does not hold this one back.
    expect(
      complianceUpdateBody({ Id: 7, Config: CONFIG }, ROWS, { [generic.rowId]: '1000' }),
    ).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  aggregatedBucketMs,
  buildAggregatedSeries,
  chartRegions,
  chosenFields,
  complianceLevelLines,
  dataSetOf,
  fieldKey,
  fieldOptions,
  planAggregatedCharts,
  queryFields,
  requiredFields,
  type AggregatedSeriesData,
  type ComplianceLevelItem,
  type ContributionSummaryItem,
} from './aggregated-series';
import { chartQueryToRoute, parseChartQuery } from './chart-query';

const MINUTE = 60_000;

const DER10: ContributionSummaryItem = {
  Id: 7,
  Name: 'Perimeter DER-10',
  ContributionType: 'DER10',
  AveragingPeriodMinutes: 15,
  SensorTypes: [
    { Name: 'PM10', Units: 'µg/m³' },
    { Name: 'VOC', Units: 'ppm' },
  ],
  WindSensorType: { Name: 'WS', Units: 'm/s' },
  HasActiveLocations: true,
};

/** A 1466 contribution lists the wind speed sensor among its sensors too; no wind sensor here. */
const RULE_1466: ContributionSummaryItem = {
  Id: 9,
  Name: 'Rule 1466',
  ContributionType: 'FOURTEEN_SIXTY_SIX',
  AveragingPeriodMinutes: 120,
  SensorTypes: [
    { Name: 'PM10', Units: 'µg/m³' },
    { Name: 'WS', Units: 'mph' },
  ],
  WindSensorType: null,
  HasActiveLocations: true,
};

const keys = (fields: ReadonlyArray<{ key: string }>) => fields.map((field) => field.key);

describe('the fields a contribution offers', () => {
  it('lists six fields per pollutant, then wind speed and direction when it has a wind sensor', () => {
    const options = fieldOptions(DER10);
    expect(keys(options)).toEqual([
      'UpwindAverage:PM10',
      'DownwindAverage:PM10',
      'ContributionAverage:PM10',
      'UpwindRaw:PM10',
      'DownwindRaw:PM10',
      'ContributionRaw:PM10',
      'UpwindAverage:VOC',
      'DownwindAverage:VOC',
      'ContributionAverage:VOC',
      'UpwindRaw:VOC',
      'DownwindRaw:VOC',
      'ContributionRaw:VOC',
      'WindSpeedAverage:',
      'WindSpeedRaw:',
      'WindDirection:',
    ]);
    expect(options.find((option) => option.key === 'UpwindRaw:VOC')?.unit).toBe('ppm');
    expect(options.find((option) => option.key === 'WindSpeedRaw:')?.unit).toBe('m/s');
    expect(options.find((option) => option.key === 'WindDirection:')?.unit).toBe('°');
  });

  it('offers no wind field without a wind sensor, and never treats WS as a pollutant', () => {
    expect(keys(fieldOptions(RULE_1466))).toEqual([
      'UpwindAverage:PM10',
      'DownwindAverage:PM10',
      'ContributionAverage:PM10',
      'UpwindRaw:PM10',
      'DownwindRaw:PM10',
      'ContributionRaw:PM10',
    ]);
  });

  it('keys a wind field without its sensor, whatever the query says', () => {
    expect(fieldKey({ fieldType: 'WindDirection', sensorName: 'WD' })).toBe('WindDirection:');
    expect(fieldKey({ fieldType: 'UpwindAverage', sensorName: 'PM10' })).toBe('UpwindAverage:PM10');
  });
});

describe('the fields charted', () => {
  it('defaults to the three averages of each pollutant and the wind direction', () => {
    const { fields, dropped } = chosenFields(null, fieldOptions(DER10));
    expect(keys(fields)).toEqual([
      'UpwindAverage:PM10',
      'DownwindAverage:PM10',
      'ContributionAverage:PM10',
      'UpwindAverage:VOC',
      'DownwindAverage:VOC',
      'ContributionAverage:VOC',
      'WindDirection:',
    ]);
    expect(dropped).toEqual([]);
  });

  it('defaults to the averages only when the contribution has no wind sensor', () => {
    expect(keys(chosenFields(null, fieldOptions(RULE_1466)).fields)).toEqual([
      'UpwindAverage:PM10',
      'DownwindAverage:PM10',
      'ContributionAverage:PM10',
    ]);
  });

  it('keeps the chosen fields in the picker order and drops those the source does not have', () => {
    const { fields, dropped } = chosenFields(
      [
        { fieldType: 'WindSpeedRaw' },
        { fieldType: 'UpwindRaw', sensorName: 'VOC' },
        { fieldType: 'ContributionAverage', sensorName: 'PM10' },
        { fieldType: 'DownwindAverage', sensorName: 'SO2' },
        { fieldType: 'DownwindAverage', sensorName: 'SO2' },
      ],
      fieldOptions(RULE_1466),
    );
    expect(keys(fields)).toEqual(['ContributionAverage:PM10']);
    expect(dropped).toEqual([
      { fieldType: 'WindSpeedRaw' },
      { fieldType: 'UpwindRaw', sensorName: 'VOC' },
      { fieldType: 'DownwindAverage', sensorName: 'SO2' },
    ]);
  });

  it('charts nothing when the query names an empty list', () => {
    expect(chosenFields([], fieldOptions(DER10)).fields).toEqual([]);
  });

  it('writes the chosen fields to the query and the call, wind fields without a sensor', () => {
    const options = fieldOptions(DER10).filter((option) =>
      ['UpwindRaw:VOC', 'WindSpeedAverage:'].includes(option.key),
    );
    expect(queryFields(options)).toEqual([
      { fieldType: 'UpwindRaw', sensorName: 'VOC' },
      { fieldType: 'WindSpeedAverage' },
    ]);
    expect(requiredFields(options)).toEqual([
      { FieldType: 'UpwindRaw', SensorName: 'VOC' },
      { FieldType: 'WindSpeedAverage' },
    ]);
  });

  it('keeps default fields out of the address and reads chosen ones back', () => {
    const defaults = parseChartQuery({ projectId: 'p', type: 'aggregated', source: 7 });
    if (defaults.type !== 'aggregated') throw new Error('not the aggregated shape');
    expect(defaults).toMatchObject({ source: 7, channels: null });
    expect(chartQueryToRoute(defaults)).toEqual({
      projectId: 'p',
      type: 'aggregated',
      source: 7,
      range: '24h',
    });
    const chosen = { ...defaults, channels: [{ fieldType: 'WindDirection' as const }] };
    expect(parseChartQuery(JSON.parse(JSON.stringify(chartQueryToRoute(chosen))))).toEqual(chosen);
  });
});

describe('the charts of an aggregated query', () => {
  it('draws one chart per pollutant with a chosen field, then the wind', () => {
    const { fields } = chosenFields(
      [
        { fieldType: 'WindDirection' },
        { fieldType: 'DownwindRaw', sensorName: 'VOC' },
        { fieldType: 'WindSpeedAverage' },
      ],
      fieldOptions(DER10),
    );
    expect(
      planAggregatedCharts(DER10, fields).map((plan) => [
        plan.id,
        plan.sensorName,
        keys(plan.fields),
      ]),
    ).toEqual([
      ['pollutant:VOC', 'VOC', ['DownwindRaw:VOC']],
      ['wind', null, ['WindSpeedAverage:', 'WindDirection:']],
    ]);
  });
});

/** An aggregated data set as the server answers it. */
function dataSet(
  fieldType: AggregatedSeriesData['Field']['FieldType'],
  sensorName: string | null,
  values: Array<[string, number | null]>,
  regions: AggregatedSeriesData['DataRegions'] = [],
): AggregatedSeriesData {
  return {
    Field: { FieldType: fieldType, SensorName: sensorName },
    Units: fieldType === 'WindDirection' ? '°' : 'µg/m³',
    DecimalPlaces: 1,
    Values: values.map(([Time, Value]) => ({ Time, Value })),
    DataRegions: regions,
  };
}

describe('series from the answer', () => {
  const pm10 = fieldOptions(DER10).find((option) => option.key === 'ContributionAverage:PM10')!;
  const direction = fieldOptions(DER10).find((option) => option.fieldType === 'WindDirection')!;

  it('finds a pollutant field by type and sensor, a wind field by type alone', () => {
    const sets = [
      dataSet('ContributionAverage', 'VOC', []),
      dataSet('ContributionAverage', 'PM10', []),
      dataSet('WindDirection', 'WD', []),
    ];
    expect(dataSetOf(sets, pm10)).toBe(sets[1]);
    expect(dataSetOf(sets, direction)).toBe(sets[2]);
    expect(dataSetOf([], pm10)).toBeUndefined();
  });

  it('reads times and values, a null value as NaN, with the set unit, decimals and field colour', () => {
    const series = buildAggregatedSeries(
      pm10,
      dataSet('ContributionAverage', 'PM10', [
        ['2026-11-25T10:01:00.000Z', 12.5],
        ['2026-11-25T10:02:00.000Z', null],
      ]),
      'Contribution average',
      15,
    );
    expect(Array.from(series.times)).toEqual([
      Date.UTC(2026, 10, 25, 10, 1),
      Date.UTC(2026, 10, 25, 10, 2),
    ]);
    expect(Array.from(series.values)).toEqual([12.5, Number.NaN]);
    expect(series).toMatchObject({
      id: 'ContributionAverage:PM10',
      label: 'Contribution average',
      unit: 'µg/m³',
      decimals: 1,
      kind: 'line',
      bucketMs: 15 * MINUTE,
      colour: 'var(--chart-7)',
    });
    expect(
      buildAggregatedSeries(direction, dataSet('WindDirection', null, []), 'Wind direction', 15)
        .kind,
    ).toBe('direction');
  });

  it('breaks lines at gaps longer than the averaging period, or the data spacing when wider', () => {
    // Minute values of a 15-minute contribution: a 15-minute gap joins, a 16-minute one breaks.
    expect(aggregatedBucketMs([0, MINUTE, 2 * MINUTE], 15)).toBe(15 * MINUTE);
    // NJ PAM blocks every 15 minutes: the period; hourly points of a thinned answer: an hour.
    expect(aggregatedBucketMs([0, 15 * MINUTE, 30 * MINUTE], 15)).toBe(15 * MINUTE);
    expect(aggregatedBucketMs([0, 60 * MINUTE, 180 * MINUTE], 15)).toBe(60 * MINUTE);
    expect(aggregatedBucketMs([], 120)).toBe(120 * MINUTE);
  });
});

describe('averaging regions', () => {
  const regions: AggregatedSeriesData['DataRegions'] = [
    { Type: 'Initial', StartTime: '2026-11-25T08:00:00.000Z', EndTime: '2026-11-25T10:00:00.000Z' },
    { Type: 'Rolling', StartTime: '2026-11-25T10:00:00.000Z', EndTime: null },
  ];
  const words = (type: string) => `«${type}»`;

  it('come from the contribution average of the pollutant, labelled and toned by type', () => {
    const [plan] = planAggregatedCharts(
      RULE_1466,
      chosenFields(null, fieldOptions(RULE_1466)).fields,
    );
    const sets = [
      dataSet(
        'UpwindAverage',
        'PM10',
        [],
        [{ Type: 'Stopped', StartTime: '2026-11-25T08:00:00.000Z', EndTime: null }],
      ),
      dataSet('ContributionAverage', 'PM10', [], regions),
    ];
    expect(chartRegions(plan!, sets, words)).toEqual([
      {
        start: Date.UTC(2026, 10, 25, 8),
        end: Date.UTC(2026, 10, 25, 10),
        label: '«Initial»',
        tone: 'initial',
      },
      { start: Date.UTC(2026, 10, 25, 10), end: null, label: '«Rolling»', tone: 'rolling' },
    ]);
  });

  it('come from another field of the pollutant when its contribution average is not charted', () => {
    const upwind = fieldOptions(DER10).filter((option) => option.key === 'UpwindAverage:PM10');
    const [plan] = planAggregatedCharts(DER10, upwind);
    const block = [
      { Type: 'Block' as const, StartTime: '2026-11-25T08:00:00.000Z', EndTime: null },
    ];
    expect(
      chartRegions(plan!, [dataSet('UpwindAverage', 'PM10', [], block)], words).map(
        (region) => region.tone,
      ),
    ).toEqual(['block']);
  });

  it('are not drawn on the wind chart', () => {
    const wind = fieldOptions(DER10).filter((option) => option.sensorName === null);
    const [plan] = planAggregatedCharts(DER10, wind);
    expect(chartRegions(plan!, [dataSet('WindDirection', null, [], regions)], words)).toEqual([]);
  });
});

describe('compliance levels', () => {
  const level = (
    ContributionId: number,
    SensorCode: string,
    Level: number | null,
  ): ComplianceLevelItem => ({
    ContributionId,
    SensorCode,
    Level,
    DisplayUnits: 'µg/m³',
    ContributionName: 'x',
    ContributionType: 'DER10',
  });

  it('draws the set levels of this contribution and pollutant only', () => {
    const lines = complianceLevelLines(
      [
        level(7, 'PM10', 100),
        level(7, 'PM10', 150),
        level(7, 'VOC', 5),
        level(8, 'PM10', 50),
        level(7, 'PM10', null),
      ],
      7,
      'PM10',
      (item) => `Level ${item.Level}`,
    );
    expect(lines.map(({ label, unit, value }) => ({ label, unit, value }))).toEqual([
      { label: 'Level 100', unit: 'µg/m³', value: 100 },
      { label: 'Level 150', unit: 'µg/m³', value: 150 },
    ]);
  });

  it('puts a level on the axis of the pollutant series when given', () => {
    const [line] = complianceLevelLines([level(7, 'PM10', 25)], 7, 'PM10', () => 'L', 'ug/m3');
    expect(line?.unit).toBe('ug/m3');
  });
});

import { describe, expect, it } from 'vitest';
import {
  PRINT_CONTRIBUTION,
  PRINT_FROM,
  PRINT_REPORT_CONFIG,
  PRINT_REPORT_DATA,
  PRINT_TO,
} from './print-report.fixtures';
import { reportIsEmpty, reportVariant, toReportModel } from './report-model';

const PARAMS = { contributionId: 41, fromTimeMillis: PRINT_FROM, toTimeMillis: PRINT_TO };
const texts = { actionLevel: (value: number) => `Action level ${value}` };
const model = (overrides: Partial<Parameters<typeof toReportModel>[0]> = {}) =>
  toReportModel({
    data: PRINT_REPORT_DATA,
    config: PRINT_REPORT_CONFIG,
    contribution: PRINT_CONTRIBUTION,
    params: PARAMS,
    generatedAt: PRINT_TO,
    texts,
    ...overrides,
  });

describe('reportVariant', () => {
  it.each([
    ['FourteenSixtySix', false, '1466'],
    ['Der10', false, 'der10'],
    ['Generic', false, 'der10'],
    ['NjPam', false, 'njpam'],
    ['Der10', true, 'njpam'],
  ] as const)('%s (NJ PAM route %s) → %s', (type, njPam, variant) => {
    expect(reportVariant(type, njPam)).toBe(variant);
  });
});

describe('toReportModel', () => {
  it('takes the saved config when the query has no options', () => {
    const m = model();
    expect(m.variant).toBe('der10');
    expect(m.reportName).toBe('Site perimeter Report');
    expect(m.tablePeriodMinutes).toBe(60);
    expect(m.displayMonitoringLocationData).toBe(true);
    expect(m.timeZone).toBe('America/New_York');
    expect(m.sources.map((s) => s.name)).toEqual(['North fence', 'East gate', 'South fence']);
  });

  it('lets the query override the name, table period and location data', () => {
    const m = model({
      params: {
        ...PARAMS,
        reportName: 'Night shift',
        tablePeriodMinutes: 5,
        displayMonitoringLocationData: false,
      },
    });
    expect([m.reportName, m.tablePeriodMinutes, m.displayMonitoringLocationData]).toEqual([
      'Night shift',
      5,
      false,
    ]);
  });

  it('keeps values, decimals and units as the API gives them; times in epoch ms', () => {
    const pm10 = model().sensors[0]!;
    const wire = PRINT_REPORT_DATA.ContributionData.SensorTypes[0]!;
    expect(pm10.code).toBe('PM10');
    expect(pm10.unit).toBe('µg/m³');
    expect(pm10.decimals).toBe(1);
    expect(pm10.instantaneous[0]).toEqual({
      t: Date.parse(wire.InstantaneousSiteContribution[0]!.Time),
      value: wire.InstantaneousSiteContribution[0]!.Value,
    });
    expect(pm10.averaged[20]!.mode).toBe('Rolling');
    expect(pm10.sources[1]!.sourceId).toBe('loc-east');
    expect(pm10.sources[1]!.averaged).toHaveLength(540);
    expect(model().wind).toMatchObject({ unit: 'mph', decimals: 1, range: 22 });
  });

  it('draws action levels and alert set points only when the config says so', () => {
    expect(model().sensors[0]!.levels).toEqual([
      { kind: 'actionLevel', label: 'Action level 150', value: 150 },
      { kind: 'alert', label: 'Fence-line PM10', value: 100 },
    ]);
    expect(model().sensors[1]!.levels).toEqual([]); // VOC's action level is null
    const off = model({
      config: {
        ...PRINT_REPORT_CONFIG,
        DisplayActionLevelsOnReportCharts: false,
        DisplayAlertsOnReportCharts: false,
      },
    });
    expect(off.sensors[0]!.levels).toEqual([]);
  });

  it('NJ PAM: no exceedance summary, no alerts, location data always shown', () => {
    const m = model({ params: { ...PARAMS, njPam: true, displayMonitoringLocationData: false } });
    expect(m.variant).toBe('njpam');
    expect(m.exceedances).toBeNull();
    expect(m.monitoring).toEqual([]);
    expect(m.displayMonitoringLocationData).toBe(true);
    expect(m.sensors[0]!.levels.map((l) => l.kind)).toEqual(['actionLevel']);
  });

  it('prints a generic contribution in the DER-10 layout without the daily monitoring summary', () => {
    const generic = model({ config: { ...PRINT_REPORT_CONFIG, ContributionType: 'Generic' } });
    expect(generic.variant).toBe('der10');
    expect(generic.monitoring).toEqual([]);
    expect(model().monitoring).toHaveLength(1);
  });

  it('shows the exceedance summary only when ShowExceedanceSummary', () => {
    expect(model().exceedances).toEqual([
      {
        channel: 'PM10',
        actionLevel: 50,
        time: Date.UTC(2026, 10, 25, 17, 40),
        mode: 'Rolling',
      },
    ]);
    expect(
      model({ config: { ...PRINT_REPORT_CONFIG, ShowExceedanceSummary: false } }).exceedances,
    ).toBeNull();
  });
});

describe('reportIsEmpty', () => {
  it('is false with any value and true with none', () => {
    expect(reportIsEmpty(PRINT_REPORT_DATA)).toBe(false);
    const c = PRINT_REPORT_DATA.ContributionData;
    const nulls = <T extends { Value: number | null }>(list: T[]) =>
      list.map((m) => ({ ...m, Value: null }));
    const empty = {
      ...PRINT_REPORT_DATA,
      ContributionData: {
        ...c,
        SensorTypes: c.SensorTypes.map((s) => ({
          ...s,
          InstantaneousSiteContribution: nulls(s.InstantaneousSiteContribution),
          AveragedSiteContribution: nulls(s.AveragedSiteContribution),
          SensorMeasurements: s.SensorMeasurements.map((i) => ({
            ...i,
            Measurements: nulls(i.Measurements),
          })),
        })),
        WindSpeedMeasurements: [],
        WindDirectionMeasurements: nulls(c.WindDirectionMeasurements),
      },
    };
    expect(reportIsEmpty(empty)).toBe(true);
  });
});

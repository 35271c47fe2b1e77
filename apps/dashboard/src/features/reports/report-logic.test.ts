import { describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  checkManualRange,
  configurationContributionBody,
  configurationDraftOf,
  configurationExportBody,
  contributionOptionsChanged,
  formatElapsed,
  generateBody,
  isConfigurationValid,
  periodParts,
  printPreviewHref,
  readPendingTask,
  reportContributionId,
  reportNow,
  reportPageHref,
  reportPartChanged,
  scheduleFormOf,
  tablePeriodChoices,
  toggleDay,
  writePendingTask,
  type ReportConfig,
} from './report-logic';

const CONFIG: ReportConfig = {
  ContributionId: 701,
  ContributionName: 'Perimeter dust and VOC',
  ProjectName: 'Gowanus Canal Remediation',
  ProjectId: '10000000-0000-4000-8000-000000000009',
  TimeZoneId: 'America/New_York',
  TimeZoneOffset: '-05:00',
  SummerTimeAdjusted: true,
  MinDate: '2026-11-11T12:00:00.000Z',
  MaxDate: '2026-11-25T12:00:00.000Z',
  ReportConfigId: null,
  ReportFrom: null,
  ReportTo: null,
  ScheduledTimeOfDay: null,
  Emails: [],
  Days: [],
  ScheduleActive: false,
  ReportName: 'Perimeter dust and VOC Report',
  ContributionType: 'Der10',
  SensorsWithNegativeNumberFiltering: ['VOC'],
  HideEmptyEnvironmentalSummary: false,
  ShowExceedanceSummary: true,
  DisplayActionLevelsOnReportCharts: true,
  DisplayAlertsOnReportCharts: true,
  TablePeriodMinutes: 15,
  AttachCsv: false,
  ContributionAveragingPeriod: 15,
  SensorTypes: [
    { Name: 'PM10', Units: 'µg/m³' },
    { Name: 'VOC', Units: 'ppb' },
  ],
  DisplayMonitoringLocationData: false,
  MapStyle: 'Satellite',
};

const NJ_PAM: ReportConfig = { ...CONFIG, ContributionType: 'NjPam' };

describe('the report pages’ query', () => {
  it.each([
    [{ type: 'Contribution', contributionId: 701 }, 701],
    [{ type: 'Contribution', contributionId: 1 }, 1],
    [{ type: 'Contribution', contributionId: '42' }, 42],
    [{ type: 'Contribution', contributionId: 0 }, null],
    [{ type: 'Contribution', contributionId: -3 }, null],
    [{ type: 'Contribution', contributionId: 1.5 }, null],
    [{ type: 'Contribution', contributionId: '4a' }, null],
    [{ type: 'Contribution' }, null],
    [{ type: 'Project', contributionId: 701 }, null],
    [{ contributionId: 701 }, null],
    [{ type: 'Contribution', contributionId: 2 ** 53 }, null],
  ])('reads %j as %j', (query, expected) => {
    expect(reportContributionId(query)).toBe(expected);
  });

  it('links each page with the type and the contribution id', () => {
    const href = reportPageHref('scheduling', 701);
    expect(href.split('?')[0]).toBe('/OneView/project-report-scheduling');
    const query = new URLSearchParams(href.split('?')[1]).get('query');
    expect(JSON.parse(query ?? '')).toEqual({ type: 'Contribution', contributionId: 701 });
    expect(reportContributionId(JSON.parse(query ?? '') as Record<string, unknown>)).toBe(701);
  });
});

describe('the configuration card', () => {
  it('starts from the saved config: the map on with its style', () => {
    expect(configurationDraftOf(CONFIG)).toEqual({
      reportName: 'Perimeter dust and VOC Report',
      tablePeriodMinutes: 15,
      displayMonitoringLocationData: false,
      showSiteMap: true,
      mapStyle: 'Satellite',
      attachCsv: false,
      negativeFilters: ['VOC'],
      hideEmptyEnvironmentalSummary: false,
      showExceedanceSummary: true,
      displayActionLevels: true,
      displayAlerts: true,
    });
  });

  it('shows a map style of None as the map off, with Streets ready for when it is turned on', () => {
    const draft = configurationDraftOf({ ...CONFIG, MapStyle: 'None' });
    expect(draft.showSiteMap).toBe(false);
    expect(draft.mapStyle).toBe('Streets');
    expect(configurationExportBody(CONFIG, draft).MapStyle).toBe('None');
    expect(configurationExportBody(CONFIG, { ...draft, showSiteMap: true }).MapStyle).toBe(
      'Streets',
    );
  });

  it('forces NJ PAM monitoring location data on and its disabled options off', () => {
    const draft = configurationDraftOf(NJ_PAM);
    expect(draft.displayMonitoringLocationData).toBe(true);
    expect(draft.negativeFilters).toEqual([]);
    expect(draft.showExceedanceSummary).toBe(false);
    expect(draft.displayAlerts).toBe(false);
    const body = configurationContributionBody(
      NJ_PAM,
      { Config: { ...contributionConfig(), SensorsWithNegativeNumberFiltering: ['PM10'] } },
      { ...draft, negativeFilters: ['PM10'], showExceedanceSummary: true, displayAlerts: true },
    );
    expect(body.SensorsWithNegativeNumberFiltering).toEqual([]);
    expect(body.ShowExceedanceSummary).toBe(false);
    expect(body.DisplayAlertsOnReportCharts).toBe(false);
    expect(
      configurationExportBody(NJ_PAM, { ...draft, displayMonitoringLocationData: false })
        .DisplayMonitoringLocationData,
    ).toBe(true);
  });

  it('keeps the display frequency of 1466 and NJ PAM as saved', () => {
    for (const type of ['FourteenSixtySix', 'NjPam'] as const) {
      const config = { ...CONFIG, ContributionType: type };
      const draft = { ...configurationDraftOf(config), tablePeriodMinutes: 60 };
      expect(configurationExportBody(config, draft).TablePeriodMinutes).toBe(15);
    }
    const draft = { ...configurationDraftOf(CONFIG), tablePeriodMinutes: 60 };
    expect(configurationExportBody(CONFIG, draft).TablePeriodMinutes).toBe(60);
  });

  it('creates a config on the default schedule (08:00 to 17:00, sent 18:00, inactive)', () => {
    expect(
      configurationExportBody(CONFIG, { ...configurationDraftOf(CONFIG), reportName: ' New ' }),
    ).toEqual({
      Name: 'New',
      From: '08:00',
      To: '17:00',
      ScheduledTimeOfDay: '18:00',
      Days: [],
      Emails: [],
      TablePeriodMinutes: 15,
      ContributionId: 701,
      AttachCsv: false,
      IsActive: false,
      DisplayMonitoringLocationData: false,
      MapStyle: 'Satellite',
    });
  });

  it('keeps a saved schedule as it is when the report part changes', () => {
    const saved: ReportConfig = {
      ...CONFIG,
      ReportConfigId: '30000000-0000-4000-8000-000000000001',
      ReportFrom: '06:30',
      ReportTo: '19:00',
      ScheduledTimeOfDay: '19:15',
      Days: ['Monday', 'Friday'],
      Emails: ['site@demo.example'],
      ScheduleActive: true,
    };
    const body = configurationExportBody(saved, {
      ...configurationDraftOf(saved),
      attachCsv: true,
    });
    expect(body).toMatchObject({
      From: '06:30',
      To: '19:00',
      ScheduledTimeOfDay: '19:15',
      Days: ['Monday', 'Friday'],
      Emails: ['site@demo.example'],
      IsActive: true,
      AttachCsv: true,
    });
  });

  it('sends the action levels unchanged, leaving an unset one out', () => {
    const body = configurationContributionBody(
      CONFIG,
      { Config: contributionConfig() },
      { ...configurationDraftOf(CONFIG), hideEmptyEnvironmentalSummary: true },
    );
    expect(body).toEqual({
      HideEmptyEnvironmentalSummary: true,
      ShowExceedanceSummary: true,
      SensorsWithNegativeNumberFiltering: ['VOC'],
      SensorActionLevels: [{ SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 150 }],
      DisplayActionLevelsOnReportCharts: true,
      DisplayAlertsOnReportCharts: true,
    });
  });

  it('tells which part of a save changed', () => {
    const before = configurationDraftOf(CONFIG);
    expect(contributionOptionsChanged(before, before)).toBe(false);
    expect(reportPartChanged(before, before)).toBe(false);
    expect(contributionOptionsChanged(before, { ...before, negativeFilters: ['VOC'] })).toBe(false);
    expect(
      contributionOptionsChanged(before, { ...before, negativeFilters: ['PM10', 'VOC'] }),
    ).toBe(true);
    expect(
      reportPartChanged(before, { ...before, reportName: 'Perimeter dust and VOC Report ' }),
    ).toBe(false);
    expect(reportPartChanged(before, { ...before, showSiteMap: false })).toBe(true);
    expect(contributionOptionsChanged(before, { ...before, showSiteMap: false })).toBe(false);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['A', true],
    ['x'.repeat(200), true],
    ['x'.repeat(201), false],
  ])('accepts a report name of %j: %s', (reportName, valid) => {
    expect(isConfigurationValid({ ...configurationDraftOf(CONFIG), reportName })).toBe(valid);
  });

  it('offers the standard display frequencies plus a saved odd one, in order', () => {
    expect(tablePeriodChoices(15)).toEqual([1, 5, 10, 15, 30, 60, 120, 1440]);
    expect(tablePeriodChoices(45)).toEqual([1, 5, 10, 15, 30, 45, 60, 120, 1440]);
  });

  it.each([
    [1, { count: 1, unit: 'minute' }],
    [45, { count: 45, unit: 'minute' }],
    [60, { count: 1, unit: 'hour' }],
    [120, { count: 2, unit: 'hour' }],
    [90, { count: 90, unit: 'minute' }],
    [1440, { count: 1, unit: 'day' }],
  ])('writes %i minutes as %j', (minutes, parts) => {
    expect(periodParts(minutes)).toEqual(parts);
  });
});

describe('the scheduling form', () => {
  it('starts from the default schedule when none is saved', () => {
    expect(scheduleFormOf(CONFIG)).toMatchObject({
      From: '08:00',
      To: '17:00',
      ScheduledTimeOfDay: '18:00',
      Days: [],
      Emails: [],
      IsActive: false,
    });
  });

  it('keeps toggled days in week order, Monday first', () => {
    expect(toggleDay(['Friday'], 'Monday', true)).toEqual(['Monday', 'Friday']);
    expect(toggleDay(['Sunday', 'Monday'], 'Saturday', true)).toEqual([
      'Monday',
      'Saturday',
      'Sunday',
    ]);
    expect(toggleDay(['Monday', 'Friday'], 'Monday', false)).toEqual(['Friday']);
    expect(toggleDay(['Monday'], 'Monday', true)).toEqual(['Monday']);
  });
});

describe('a manual report range', () => {
  const min = Date.parse('2026-11-11T12:00:00.000Z');
  const max = Date.parse('2026-11-25T12:00:00.000Z');
  const format = (ms: number) => new Date(ms).toISOString();
  const now = Date.parse('2026-11-26T00:00:00.000Z');
  const code = (from: number, to: number, config = CONFIG) =>
    checkManualRange({ from, to }, config, format, now)?.code ?? null;

  it('accepts the whole period’s edges and refuses a minute beyond either', () => {
    expect(code(min, min + 60_000)).toBeNull();
    expect(code(max - 60_000, max)).toBeNull();
    expect(code(min - 60_000, min + 60_000)).toBe('report.outsidePeriod');
    expect(code(max - 60_000, max + 60_000)).toBe('report.outsidePeriod');
  });

  it('names the period in the message', () => {
    expect(
      checkManualRange({ from: min - 1, to: min + 60_000 }, CONFIG, format, now),
    ).toMatchObject({
      code: 'report.outsidePeriod',
      params: { from: '2026-11-11T12:00:00.000Z', to: '2026-11-25T12:00:00.000Z' },
    });
  });

  it('needs at least 1 minute and at most 8 days, both inclusive', () => {
    const day = 24 * 60 * 60_000;
    expect(code(min, min + 59_999)).toBe('report.tooShort');
    expect(code(min, min + 60_000)).toBeNull();
    expect(code(min, min + 8 * day)).toBeNull();
    expect(code(min, min + 8 * day + 1)).toBe('report.tooLong');
  });

  it('ends relative presets at the newest computed minute when that is before now', () => {
    expect(reportNow(now, '2026-11-25T23:59:00.000Z')).toBe(now - 60_000);
    expect(reportNow(now, '2026-11-26T00:00:00.000Z')).toBe(now);
    expect(reportNow(now, '2026-11-26T00:05:00.000Z')).toBe(now);
    expect(reportNow(now, null)).toBe(now);
  });

  it('leaves a contribution without data or an upper bound to the 1970 minimum', () => {
    const open = { ...CONFIG, MinDate: null, MaxDate: null };
    expect(code(now - 60 * 60_000, now, open)).toBeNull();
    expect(code(-60_000, 0, open)).toBe('report.outsidePeriod');
  });
});

describe('generating a report', () => {
  const range = {
    from: Date.parse('2026-11-24T05:00:00.000Z'),
    to: Date.parse('2026-11-25T05:00:00.000Z'),
  };
  const options = {
    reportName: 'Daily dust',
    tablePeriodMinutes: 15,
    mapStyle: 'Streets' as const,
    attachCsv: true,
  };

  it('asks for the range in ISO times with the chosen options', () => {
    expect(generateBody(701, range, options)).toEqual({
      ContributionId: 701,
      From: '2026-11-24T05:00:00.000Z',
      To: '2026-11-25T05:00:00.000Z',
      ReportName: 'Daily dust',
      MapStyle: 'Streets',
      TablePeriodMinutes: 15,
      AttachCsv: true,
    });
    expect(generateBody(701, range, { ...options, reportName: '  ' })).not.toHaveProperty(
      'ReportName',
    );
  });

  it('previews on the printable page with the agreed query', () => {
    const href = printPreviewHref(CONFIG, range, options);
    expect(href.split('?')[0]).toBe('/OneView/print-report');
    expect(JSON.parse(new URLSearchParams(href.split('?')[1]).get('query') ?? '')).toEqual({
      contributionId: 701,
      fromTimeMillis: range.from,
      toTimeMillis: range.to,
      tablePeriodMinutes: 15,
      reportName: 'Daily dust',
      mapStyle: 'Streets',
    });
  });

  it('previews an NJ PAM report on its own page', () => {
    expect(printPreviewHref(NJ_PAM, range, options)).toBe(
      '/OneView/print-report/nj-pam?ContributionId=701&FromTime=2026-11-24T05%3A00%3A00.000Z&ToTime=2026-11-25T05%3A00%3A00.000Z',
    );
  });

  it('keeps the running task per contribution and forgets it on request', () => {
    const storage = memoryStorage();
    expect(readPendingTask(storage, 701)).toBeNull();
    writePendingTask(storage, 701, { taskId: 'task-1', startedAt: 1000 });
    expect(readPendingTask(storage, 701)).toEqual({ taskId: 'task-1', startedAt: 1000 });
    expect(readPendingTask(storage, 702)).toBeNull();
    writePendingTask(storage, 701, null);
    expect(readPendingTask(storage, 701)).toBeNull();
    storage.setItem('aq.report-task.701', '{not json');
    expect(readPendingTask(storage, 701)).toBeNull();
    storage.setItem('aq.report-task.701', '{"taskId":"","startedAt":1}');
    expect(readPendingTask(storage, 701)).toBeNull();
    expect(readPendingTask(null, 701)).toBeNull();
  });

  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [5_000, '0:05'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
    [-5_000, '0:00'],
  ])('writes %i ms elapsed as %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });

  it('reads the base64 report into its bytes', () => {
    expect([...base64ToBytes('JVBERi0=')]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(base64ToBytes('').length).toBe(0);
  });
});

function contributionConfig() {
  return {
    ActionLevels: [
      { SensorCode: 'PM10', ActionLevel: 150, Units: 'µg/m³' },
      { SensorCode: 'VOC', ActionLevel: null, Units: 'ppb' },
    ],
    DisplayActionLevelsOnReportCharts: true,
    DisplayAlertsOnReportCharts: true,
    ShowExceedanceSummary: true,
    HideEmptyEnvironmentalSummary: false,
    SensorsWithNegativeNumberFiltering: ['VOC'],
  };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

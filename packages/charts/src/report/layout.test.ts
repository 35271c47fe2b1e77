import { describe, expect, it } from 'vitest';
import { planReport } from './layout';
import { fixtureReport, REPORT_STRINGS_EN } from './report.fixtures';

const kinds = (plan: ReturnType<typeof planReport>) =>
  plan.sections.map((s) => `${s.kind}:${s.columnSpan}`);

describe('planReport', () => {
  it('lays a DER-10 report out in the order of spec 02 §2, valid', () => {
    const plan = planReport(fixtureReport('der10'), REPORT_STRINGS_EN, 'en-US', { hasMap: true });
    expect(kinds(plan)).toEqual([
      'header:2',
      'environmentalSummary:2',
      'environmentalSummary:2', // the daily monitoring summary
      'map:2',
      'graphs:2',
      'pageBreak:2',
      'windRose:2',
      'pageBreak:2',
      'dataTable:2', // exceedance summary
      'dataTable:2',
    ]);
    expect(plan.issues).toEqual([]);
    expect(plan.layout.columns).toBe(2);
  });

  it('1466 without a map: no monitoring summary, no map section', () => {
    const plan = planReport(fixtureReport('1466'), REPORT_STRINGS_EN, 'en-US', { hasMap: false });
    expect(kinds(plan)).toEqual([
      'header:2',
      'environmentalSummary:2',
      'graphs:2',
      'pageBreak:2',
      'windRose:2',
      'pageBreak:2',
      'dataTable:2',
      'dataTable:2',
    ]);
    expect(plan.issues).toEqual([]);
  });

  it('leaves the daily monitoring summary out when there is none (a generic contribution)', () => {
    const plan = planReport(
      { ...fixtureReport('der10'), monitoring: [] },
      REPORT_STRINGS_EN,
      'en-US',
      {
        hasMap: false,
      },
    );
    expect(plan.sections.some((s) => s.id === 'monitoring')).toBe(false);
  });

  it('NJ PAM never shows the exceedance summary', () => {
    const model = { ...fixtureReport('njpam'), exceedances: [] };
    const plan = planReport(model, REPORT_STRINGS_EN, 'en-US', { hasMap: false });
    expect(plan.sections.some((s) => s.id === 'exceedances')).toBe(false);
  });

  it('hides an empty environmental summary only when asked to', () => {
    const empty = {
      ...fixtureReport('1466'),
      environmental: [
        {
          date: '2026-11-25',
          temperature: { min: null, max: null },
          relativeHumidity: { min: null, max: null },
          pressure: { min: null, max: null },
          windSpeed: { min: null, max: null },
          averageWindDirection: null,
        },
      ],
    };
    const hidden = planReport(empty, REPORT_STRINGS_EN, 'en-US', { hasMap: false });
    expect(hidden.sections.some((s) => s.id === 'environmental')).toBe(false);
    const shown = planReport(
      { ...empty, hideEmptyEnvironmentalSummary: false },
      REPORT_STRINGS_EN,
      'en-US',
      { hasMap: false },
    );
    const table = shown.sections.find((s) => s.id === 'environmental')!.table!;
    expect(table.rows[0]!.slice(1)).toEqual(new Array(9).fill('No data'));
  });

  it('DER-10 with 8 sources gives a valid layout with one table per sensor type', () => {
    const plan = planReport(
      fixtureReport('der10', { sourceCount: 8 }),
      REPORT_STRINGS_EN,
      'en-US',
      {
        hasMap: false,
      },
    );
    expect(plan.sections.filter((s) => s.id.startsWith('data-')).map((s) => s.id)).toEqual([
      'data-PM10',
      'data-VOC',
    ]);
    expect(plan.issues).toEqual([]);
  });
});

describe('the exceedance summary', () => {
  it('labels Rolling as 2 Hr on 1466 and as Rolling on DER-10', () => {
    const row = (variant: '1466' | 'der10') =>
      planReport(fixtureReport(variant), REPORT_STRINGS_EN, 'en-US', {
        hasMap: false,
      }).sections.find((s) => s.id === 'exceedances')!.table!.rows[0]!;
    expect(row('1466')).toEqual(['PM10', '100', 'Nov 25, 2026, 1:12 PM', '2 Hr']);
    expect(row('der10')[3]).toBe('Rolling');
  });

  it('says No exceedances when the summary is shown and empty', () => {
    const plan = planReport(
      { ...fixtureReport('der10'), exceedances: [] },
      REPORT_STRINGS_EN,
      'en-US',
      {
        hasMap: false,
      },
    );
    const table = plan.sections.find((s) => s.id === 'exceedances')!.table!;
    expect(table.rows).toEqual([]);
    expect(table.empty).toBe('No exceedances');
    expect(plan.issues).toEqual([]);
  });
});

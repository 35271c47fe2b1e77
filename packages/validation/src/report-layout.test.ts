import { describe, expect, it } from 'vitest';
import { validateReportLayout, type ReportLayout, type ReportPart } from './report-layout';

const NO_PARTS = 'A report layout needs at least one part';
const COLUMNS = 'Columns must be a whole number of 1 or more';
const SPAN = 'A column span must be a whole number from 1 to the number of columns';
const ROW_CELLS = 'Each table row must have as many cells as the table header';

const part = (columnSpan: number, extra: Partial<ReportPart> = {}): ReportPart => ({
  columnSpan,
  kind: 'graphs',
  ...extra,
});

const table = (header: string[], rows: string[][]): Partial<ReportPart> => ({
  kind: 'dataTable',
  table: { header, rows },
});

/** The two-column layout of spec 02 §2. */
const TWO_COLUMN: ReportLayout = {
  columns: 2,
  parts: [
    part(2, { kind: 'header' }),
    part(1, { kind: 'environmentalSummary' }),
    part(1, { kind: 'map' }),
    part(2, { kind: 'graphs' }),
    part(2, { kind: 'pageBreak' }),
    part(2, { kind: 'windRose' }),
    part(2, { kind: 'pageBreak' }),
    part(
      2,
      table(
        ['Time', 'PM10'],
        [
          ['00:00', '12'],
          ['00:15', '14'],
        ],
      ),
    ),
  ],
};

const messages = (layout: ReportLayout) =>
  validateReportLayout(layout).map(({ path, error }) => [path, error.message]);

describe('validateReportLayout (spec 02 §5)', () => {
  it.each<[string, ReportLayout]>([
    ['the two-column layout', TWO_COLUMN],
    ['one column, one part', { columns: 1, parts: [part(1)] }],
    ['a span equal to the columns', { columns: 3, parts: [part(3)] }],
    ['a table without rows', { columns: 1, parts: [part(1, table(['A'], []))] }],
    ['an empty header with empty rows', { columns: 1, parts: [part(1, table([], [[]]))] }],
  ])('accepts %s', (_, layout) => {
    expect(validateReportLayout(layout)).toEqual([]);
  });

  it.each<[string, ReportLayout, string[][]]>([
    ['no parts', { columns: 2, parts: [] }, [['parts', NO_PARTS]]],
    ['0 columns', { columns: 0, parts: [part(1)] }, [['columns', COLUMNS]]],
    ['1.5 columns', { columns: 1.5, parts: [part(1)] }, [['columns', COLUMNS]]],
    ['NaN columns', { columns: Number.NaN, parts: [part(1)] }, [['columns', COLUMNS]]],
    ['a span of 0', { columns: 2, parts: [part(0)] }, [['parts.0.columnSpan', SPAN]]],
    [
      'a span above the columns',
      { columns: 2, parts: [part(1), part(3)] },
      [['parts.1.columnSpan', SPAN]],
    ],
    ['a fractional span', { columns: 2, parts: [part(1.5)] }, [['parts.0.columnSpan', SPAN]]],
    [
      'a row with a cell too few',
      { columns: 1, parts: [part(1, table(['Time', 'PM10'], [['00:00', '1'], ['00:15']]))] },
      [['parts.0.table.rows.1', ROW_CELLS]],
    ],
    [
      'a row with a cell too many',
      { columns: 1, parts: [part(1, table(['Time'], [['00:00', '1']]))] },
      [['parts.0.table.rows.0', ROW_CELLS]],
    ],
  ])('rejects %s', (_, layout, expected) => {
    expect(messages(layout)).toEqual(expected);
  });

  it('returns every failure at once, in layout order', () => {
    const layout: ReportLayout = {
      columns: 0,
      parts: [part(0), part(2, table(['A', 'B'], [['1'], ['1', '2'], ['1', '2', '3']]))],
    };
    expect(messages(layout)).toEqual([
      ['columns', COLUMNS],
      ['parts.0.columnSpan', SPAN],
      ['parts.1.table.rows.0', ROW_CELLS],
      ['parts.1.table.rows.2', ROW_CELLS],
    ]);
  });

  it('judges only the lower bound of a span while the columns are invalid', () => {
    expect(messages({ columns: -1, parts: [part(5)] })).toEqual([['columns', COLUMNS]]);
  });

  it('carries the catalogue code', () => {
    expect(validateReportLayout({ columns: 1, parts: [] })[0]?.error).toEqual({
      code: 'reportLayout.noParts',
      message: NO_PARTS,
    });
  });
});

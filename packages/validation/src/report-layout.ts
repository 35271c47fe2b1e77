import { fail, type ValidationError } from './messages';

/** Parts a printable report layout is made of (spec 02 §2 'Report pages'). */
export type ReportPartKind =
  'header' | 'environmentalSummary' | 'map' | 'graphs' | 'pageBreak' | 'windRose' | 'dataTable';

/** A table inside a part: a header row and body rows of cell texts. */
export interface ReportTable {
  header: string[];
  rows: string[][];
}

/** One part of a layout, spanning columnSpan of the layout's columns. */
export interface ReportPart {
  columnSpan: number;
  kind: ReportPartKind;
  table?: ReportTable;
}

/** A printable report layout: a grid of `columns` columns filled by parts. */
export interface ReportLayout {
  columns: number;
  parts: ReportPart[];
}

/** One failure of a layout and where it is, as a dotted path ('columns', 'parts.2.columnSpan', 'parts.0.table.rows.3'). */
export interface ReportLayoutIssue {
  path: string;
  error: ValidationError;
}

/** Validates a report layout (spec 02 §5) and returns every failure, in layout order; [] when valid. */
export function validateReportLayout(layout: ReportLayout): ReportLayoutIssue[] {
  const issues: ReportLayoutIssue[] = [];
  if (layout.parts.length === 0)
    issues.push({ path: 'parts', error: fail('reportLayout.noParts') });
  const columnsValid = Number.isInteger(layout.columns) && layout.columns >= 1;
  if (!columnsValid) issues.push({ path: 'columns', error: fail('reportLayout.columns') });

  layout.parts.forEach((part, index) => {
    const span = part.columnSpan;
    // Without a valid column count only the lower bound of a span can be judged.
    const spanValid =
      Number.isInteger(span) && span >= 1 && (!columnsValid || span <= layout.columns);
    if (!spanValid) {
      issues.push({ path: `parts.${index}.columnSpan`, error: fail('reportLayout.columnSpan') });
    }
    part.table?.rows.forEach((row, rowIndex) => {
      if (row.length !== part.table?.header.length) {
        issues.push({
          path: `parts.${index}.table.rows.${rowIndex}`,
          error: fail('reportLayout.rowCells'),
        });
      }
    });
  });
  return issues;
}

/**
 * The print rules of a report (A4 and Letter alike: the content is 700 px wide, inside both with
 * 12 mm margins). Page breaks start a new page, table headers repeat on every page, rows and
 * figures never split, colours print as shown. Kept as a string the document renders in a
 * <style>, so the report prints the same wherever it is hosted.
 */
export const REPORT_PRINT_CSS = `
@page { margin: 12mm; }
.report-document, .report-document * {
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.report-document .report-page-break { break-before: page; page-break-before: always; height: 0; }
.report-document thead { display: table-header-group; }
.report-document tr, .report-document .report-avoid-break {
  break-inside: avoid;
  page-break-inside: avoid;
}
.report-document h2 { break-after: avoid; page-break-after: avoid; }
@media print {
  html, body { background: var(--surface); margin: 0; }
  .report-document { gap: 12px; }
}
`;

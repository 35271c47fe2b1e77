/**
 * Report rules (DOMAIN.md "Reports"): the data table's rows, daily summaries on local calendar
 * days (the wind rose is drawn by the printable report, @aq/charts/wind-rose). Pure functions, no SQL and no I/O; report data and the
 * printable layouts build on these. The exceedance summary is domain/contribution/exceedances.ts.
 */
export * from './table-rows';
export * from './daily-summary';

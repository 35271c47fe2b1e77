/**
 * Report rules (DOMAIN.md "Reports" and "Wind"): the wind rose, the data table's rows, daily
 * summaries on local calendar days. Pure functions, no SQL and no I/O; report data and the
 * printable layouts build on these. The exceedance summary is domain/contribution/exceedances.ts.
 */
export * from './wind-rose';
export * from './table-rows';
export * from './daily-summary';

/**
 * Alert evaluation rules (DOMAIN.md "Alerts"): the set point machine, offline detection,
 * activation criteria and the texts of a firing. Pure functions, no SQL and no I/O; the
 * evaluation jobs and delivery build on these.
 */
export * from './set-point';
export * from './offline';
export * from './activation';
export * from './message';

// The public API of @aq/validation. Every module is also reachable as a subpath
// (`@aq/validation/phone`), so an app that needs one rule does not load the phone metadata.
export * from './alert';
export * from './chart';
export * from './compliance-level';
export * from './contribution';
export * from './date-range';
export * from './display-unit';
export * from './email';
export * from './feedback';
export * from './journal';
export * from './licence';
export * from './messages';
export * from './monitoring-location';
export * from './notification';
export * from './number';
export * from './password';
export * from './phone';
export * from './profile';
export * from './project';
export * from './recipients';
export * from './report-layout';
export * from './report';
export * from './result';
export * from './rich-text';
export * from './time';
export * from './zod-issues';

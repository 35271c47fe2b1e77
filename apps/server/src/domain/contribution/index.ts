/**
 * The site-contribution engine (DOMAIN.md "Site contribution" and "Wind"): pure functions over
 * 1-minute UTC series, no SQL and no I/O. Materialisation, jobs and calls build on these.
 */
export * from './geometry';
export * from './roles';
export * from './instantaneous';
export * from './modes';
export * from './exceedances';
export * from './wind';
export * from './config';
export * from './pipeline';
export * from './side-averages';

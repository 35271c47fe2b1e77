export * from './left-nav';
export { NARROW_VIEWPORT_MAX_WIDTH, NARROW_VIEWPORT_QUERY } from './left-nav-state';

// The map itself (MapLibre) is loaded lazily: this entry holds only the wrapper, the skeleton,
// the types and the pure helpers.
export * from './lazy-map-view';
export * from './map.skeleton';
export * from './bounds';
export * from './coordinates';
export type * from './types';

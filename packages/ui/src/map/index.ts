// The map itself (MapLibre) is loaded lazily: this entry holds only the wrapper, the skeleton,
// the types and the pure helpers. StaticMap is here too; its shared off-screen renderer (MapLibre)
// is loaded only when an image has to be drawn without a URL template.
export * from './lazy-map-view';
export * from './map.skeleton';
export * from './bounds';
export * from './coordinates';
export * from './static-map';
export {
  effectiveZoom as staticMapZoom,
  fillUrlTemplate as fillStaticMapUrlTemplate,
  STATIC_MARKER_SIZE,
  type StaticMapImage,
  type StaticMapMarker,
  type StaticMapPoint,
} from './static-map-core';
export type * from './types';

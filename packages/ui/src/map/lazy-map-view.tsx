import { lazy, Suspense } from 'react';
import { MapSkeleton } from './map.skeleton';
import type { MapViewProps } from './types';

// MapLibre (about 1 MB), its CSS, its worker and the world data are in this chunk only.
const MapViewChunk = lazy(() => import('./map').then((module) => ({ default: module.MapView })));

/**
 * MapView, loaded on first render: apps pay for MapLibre only on pages that show a map. While the
 * code loads, a skeleton of the same size (the map's className) stands in. Takes MapView's props,
 * `ref` included.
 */
export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<MapSkeleton className={props.className} />}>
      <MapViewChunk {...props} />
    </Suspense>
  );
}

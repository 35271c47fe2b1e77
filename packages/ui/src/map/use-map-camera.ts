import { LngLat, type Map as MapLibreMap, type MapOptions } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { LatLng } from './coordinates';
import {
  clearOfControls,
  fitPadding,
  markerBox,
  markerExtent,
  screenPoint,
  toBoundsLike,
  type FitPadding,
  type MarkerExtent,
  type ScreenBox,
} from './fit';

/** A candidate pin: 32 pixels wide, its head 40 pixels above its tip. */
const CANDIDATE_EXTENT: MarkerExtent = { left: 20, right: 20, top: 44, bottom: 4 };

/** The widths of the marker labels drawn now (they reach right of their markers). */
function labelWidths(root: HTMLElement | null): number[] {
  const labels = root?.querySelectorAll<HTMLElement>('[data-slot="map-marker-label"]') ?? [];
  return [...labels].map((label) => label.offsetWidth);
}

/** Where the map's own controls (buttons, search, style picker, prompt) sit over the view. */
function controlBoxes(container: HTMLElement, root: HTMLElement | null): ScreenBox[] {
  const origin = container.getBoundingClientRect();
  const controls = root?.querySelectorAll<HTMLElement>('[data-map-control]') ?? [];
  return [...controls]
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map((box) => ({
      left: box.left - origin.left,
      top: box.top - origin.top,
      right: box.right - origin.left,
      bottom: box.bottom - origin.top,
    }));
}

function sizeOf(element: HTMLElement): string {
  return `${element.clientWidth}x${element.clientHeight}`;
}

/** The camera commands of MapView and the hooks its lifecycle calls. */
export interface MapCamera {
  /** The first camera: framing the candidates or (`fitToMarkers`) the markers, else `center` and `zoom`. */
  initial: (
    host: HTMLElement,
  ) => Pick<MapOptions, 'center' | 'zoom' | 'bounds' | 'fitBoundsOptions'>;
  /** The map exists with its first camera: move the markers out from under the controls. */
  created: (map: MapLibreMap) => void;
  /** Frames the candidates while shown, else the markers (the Fit button and the handle). */
  fitAll: () => void;
  /** Zooms in on some markers as far as the basemap allows (a cluster being opened). */
  zoomInto: (points: readonly LatLng[]) => void;
  /** Moves to a point, keeping the zoom unless one is given. */
  flyTo: (target: LatLng & { zoom?: number }) => void;
  /** The user moved the view: a resize no longer reframes it. */
  movedByUser: () => void;
  /** The container changed size: reframe the first view unless the user has moved it. */
  resized: () => void;
  /** The markers' source is ready with new places: frame them if they are the first. */
  placesChanged: (map: MapLibreMap) => void;
}

/**
 * Where MapView looks. A fit keeps every marker's circle and label inside the view (fitPadding)
 * and never goes past `maxFitZoom`. The first view frames the markers (`fitToMarkers`): at
 * creation, or when they first arrive, and again when the container's size changes until the
 * user moves the map. Candidates are framed when the map opens with them and as they appear.
 */
export function useMapCamera({
  mapRef,
  rootRef,
  markers,
  candidates,
  fitToMarkers,
  padding,
  maxFitZoom,
  markerSize,
  animate,
  center,
  zoom,
}: {
  mapRef: RefObject<MapLibreMap | null>;
  rootRef: RefObject<HTMLElement | null>;
  markers: readonly LatLng[];
  candidates: readonly (LatLng & { id: string })[];
  fitToMarkers: boolean;
  padding: number;
  maxFitZoom: number;
  /** The markers' outer diameter in pixels (their circles and labels are kept in view). */
  markerSize?: number;
  animate: boolean;
  center: LatLng | undefined;
  zoom: number;
}): MapCamera {
  // Whether the first view has framed the markers, whether the user has moved it since, and
  // the container size the last fit was made for.
  const state = useRef({ fitted: false, userMoved: false, size: '' });

  function paddingFor(container: HTMLElement, extent: MarkerExtent) {
    return fitPadding({
      width: container.clientWidth,
      height: container.clientHeight,
      padding,
      extent,
    });
  }

  function fitPoints(
    points: readonly LatLng[],
    extent: MarkerExtent,
    animated: boolean,
    maxZoom = maxFitZoom,
  ) {
    const map = mapRef.current;
    const bounds = toBoundsLike(points);
    if (!map || !bounds) return;
    const container = map.getContainer();
    state.current.size = sizeOf(container);
    const base = paddingFor(container, extent);
    const camera = map.cameraForBounds(bounds, { padding: base, maxZoom });
    const padding = camera?.center
      ? clearPadding(container, points, extent, base, {
          center: LngLat.convert(camera.center),
          zoom: camera.zoom ?? map.getZoom(),
        })
      : base;
    map.fitBounds(bounds, { padding, maxZoom, animate: animated });
  }

  /** The padding widened where the markers, as `camera` would draw them, run under a control. */
  function clearPadding(
    container: HTMLElement,
    points: readonly LatLng[],
    extent: MarkerExtent,
    base: FitPadding,
    camera: { center: LatLng; zoom: number },
  ): FitPadding {
    const view = { width: container.clientWidth, height: container.clientHeight };
    return clearOfControls({
      padding: base,
      boxes: points.map((point) => markerBox(screenPoint(point, camera, view), extent)),
      controls: controlBoxes(container, rootRef.current),
      extent,
      ...view,
    });
  }

  function fitMarkers(animated: boolean) {
    fitPoints(markers, markerExtent(labelWidths(rootRef.current), markerSize), animated);
  }

  function fitAll() {
    // Framed on purpose: a resize may frame them once more.
    state.current.userMoved = false;
    if (candidates.length > 0) fitPoints(candidates, CANDIDATE_EXTENT, animate);
    else fitMarkers(animate);
  }

  const fitCandidates = useEffectEvent(() => {
    if (candidates.length > 0) fitPoints(candidates, CANDIDATE_EXTENT, animate);
  });
  const candidatesKey = candidates
    .map((candidate) => `${candidate.id}@${candidate.lng},${candidate.lat}`)
    .join('|');
  // New candidates are framed, so every pin can be seen and pressed.
  useEffect(() => {
    fitCandidates();
  }, [candidatesKey]);

  return {
    initial: (host) => {
      // Candidates come first: they wait for the user's pick, so all of them must be seen.
      const framing =
        candidates.length > 0
          ? { points: candidates, extent: CANDIDATE_EXTENT }
          : {
              points: fitToMarkers ? markers : [],
              extent: markerExtent(labelWidths(rootRef.current), markerSize),
            };
      const bounds = toBoundsLike(framing.points);
      if (bounds && candidates.length === 0) {
        state.current = { fitted: true, userMoved: false, size: sizeOf(host) };
      }
      return {
        center: center ? [center.lng, center.lat] : [0, 20],
        zoom,
        ...(bounds
          ? {
              bounds,
              fitBoundsOptions: { padding: paddingFor(host, framing.extent), maxZoom: maxFitZoom },
            }
          : {}),
      };
    },
    created: (map) => {
      // The first fit was made before the controls could be taken into account.
      const points = candidates.length > 0 ? candidates : fitToMarkers ? markers : [];
      const bounds = toBoundsLike(points);
      if (!bounds) return;
      const extent =
        candidates.length > 0
          ? CANDIDATE_EXTENT
          : markerExtent(labelWidths(rootRef.current), markerSize);
      const container = map.getContainer();
      const base = paddingFor(container, extent);
      const padding = clearPadding(container, points, extent, base, {
        center: map.getCenter(),
        zoom: map.getZoom(),
      });
      const same = (Object.keys(base) as Array<keyof FitPadding>).every(
        (side) => base[side] === padding[side],
      );
      if (!same) map.fitBounds(bounds, { padding, maxZoom: maxFitZoom, animate: false });
    },
    fitAll,
    zoomInto: (points) => {
      state.current.userMoved = true;
      const map = mapRef.current;
      if (map)
        fitPoints(
          points,
          markerExtent(labelWidths(rootRef.current), markerSize),
          animate,
          map.getMaxZoom(),
        );
    },
    flyTo: (target) => {
      const map = mapRef.current;
      if (!map) return;
      map.flyTo({ center: [target.lng, target.lat], zoom: target.zoom ?? map.getZoom(), animate });
    },
    movedByUser: () => {
      state.current.userMoved = true;
    },
    resized: () => {
      const map = mapRef.current;
      const { fitted, userMoved, size } = state.current;
      if (!map || !fitToMarkers || !fitted || userMoved) return;
      if (size === sizeOf(map.getContainer())) return;
      fitMarkers(false);
    },
    placesChanged: () => {
      const { fitted, userMoved } = state.current;
      if (!fitToMarkers || fitted || userMoved || markers.length === 0) return;
      state.current.fitted = true;
      fitMarkers(false);
    },
  };
}

import { MapPinOff } from 'lucide-react';
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';
import { Skeleton } from '../skeleton';
import { useTheme } from '../theme';
import { useUiStrings } from '../ui-strings';
import {
  effectiveZoom,
  fillUrlTemplate,
  imagePixelRatio,
  projectOnImage,
  STATIC_MAP_MAX_ZOOM,
  STATIC_MARKER_SIZE,
  STATUS_GLYPHS,
  StaticMapCancelled,
  staticMapKey,
  templateDrawsMarkers,
  type StaticMapImage,
  type StaticMapMarker,
  type StaticMapPoint,
  type StaticMapView,
} from './static-map-core';
import { readColours } from './theme-colours';
import type { MapStyleChoice, MapStyleUrls } from './types';

/** A deployment's static-image service, set once for the app (see StaticMapProvider). */
export interface StaticMapConfig {
  /**
   * A static-image URL with placeholders {lat}, {lng}, {zoom}, {width}, {height}, {scale} (the
   * device pixel ratio) and {markers} ("lat,lng,status" joined by "|"). When set, StaticMap
   * loads this image and never starts WebGL. Without {markers} the markers are drawn over the
   * image.
   */
  urlTemplate?: string | null;
  /**
   * The world's width in pixels at zoom 0 in the template's zoom levels, to place the overlaid
   * markers: 512 (MapLibre's and Mapbox's levels, the default) or 256 (providers counting
   * 256-pixel tiles).
   */
  tileSize?: number;
}

const StaticMapContext = createContext<StaticMapConfig>({});

/** Sets the static-image URL template (and its tile size) for every StaticMap inside. */
export function StaticMapProvider({
  urlTemplate = null,
  tileSize = 512,
  children,
}: StaticMapConfig & { children: ReactNode }) {
  const value = useMemo(() => ({ urlTemplate, tileSize }), [urlTemplate, tileSize]);
  return <StaticMapContext.Provider value={value}>{children}</StaticMapContext.Provider>;
}

/** Props of StaticMap. */
export interface StaticMapProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The centre of the image. */
  center: StaticMapPoint;
  /**
   * The zoom level (MapLibre's, 512-pixel tiles), e.g. 18 for a location's card. The offline
   * world draws at most zoom 7: it is then drawn at 7, still centred with the markers
   * (`data-zoom` on the root tells the zoom drawn).
   */
  zoom: number;
  /** The image's width in CSS pixels; the image shrinks to fit a narrower container. */
  width: number;
  /** The image's height in CSS pixels (kept in proportion when the width shrinks). */
  height: number;
  /** Locations drawn as dots in their status colour with a status glyph. */
  markers?: readonly StaticMapMarker[];
  /** Marker diameter in CSS pixels; 22 by default. */
  markerSize?: number;
  /** The image's text alternative, e.g. "Map of Canary Wharf" (passed translated). */
  alt: string;
  /** The basemap, as in MapView: 'none' (the offline world, the default), 'streets' or 'satellite'. */
  mapStyle?: MapStyleChoice;
  /** The streets and satellite style URLs (or raster tile templates), as in MapView. */
  styleUrls?: MapStyleUrls;
  /**
   * A style URL or raster tile template to use directly (null: the offline world); takes the
   * place of `mapStyle` and `styleUrls` when given.
   */
  styleUrl?: string | null;
  /** A static-image URL template for this map only; the provider's by default. */
  urlTemplate?: string | null;
  /** Read by screen readers while the image is drawn; the translated "Loading" by default. */
  loadingLabel?: string;
  /** Shown (with an icon) when the image cannot be drawn, e.g. "Map unavailable". */
  unavailableLabel?: string;
}

type Phase = 'loading' | 'ready' | 'error';

/** A marker over a template's image, drawn like the rendered ones. */
function OverlayMarker({
  marker,
  left,
  top,
  size,
}: {
  marker: StaticMapMarker;
  left: number;
  top: number;
  size: number;
}) {
  const ring = Math.max(1.5, size / 11);
  return (
    <svg
      data-slot="static-map-marker"
      data-status={marker.status}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className="absolute -translate-x-1/2 -translate-y-1/2"
      style={{ left: `${left}%`, top: `${top}%` }}
    >
      <circle
        cx="12"
        cy="12"
        r={12 - ((ring / 2) * 24) / size}
        strokeWidth={(ring * 24) / size}
        className={cn('stroke-surface-raised', {
          'fill-status-ok': marker.status === 'ok',
          'fill-status-caution': marker.status === 'caution',
          'fill-status-warning': marker.status === 'warning',
          'fill-status-offline': marker.status === 'offline',
        })}
      />
      <path
        d={STATUS_GLYPHS[marker.status]}
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-surface-raised"
      />
    </svg>
  );
}

/**
 * A map as an image, for lists of cards and reports: many can be on a page without each holding
 * a WebGL context (browsers keep about 16).
 *
 * - **Rendered** (the default): one shared off-screen MapLibre map, loaded lazily with the
 *   renderer, draws each requested view in turn (a queue, one view at a time) with MapView's
 *   basemaps (the offline world in the theme's colours, a style URL or a raster tile template)
 *   and markers in the status colours, and keeps the last 48 images in an LRU cache keyed by the
 *   view, the theme's colours and the device pixel ratio. The map is removed once the queue is
 *   empty. Works offline with the offline world.
 * - **URL template**: when the deployment sets one (`StaticMapProvider`, or `urlTemplate`), the
 *   image is loaded from it and WebGL is never started.
 *
 * When an online style cannot be drawn (no network, a bad URL), the offline world stands in (at
 * the zoom it offers), so the images work offline. While the image is drawn a skeleton of its
 * size stands in; if it cannot be drawn at all (no WebGL, a template's image that fails) a
 * fallback with `unavailableLabel` shows, still named by `alt`. The root's `data-state` is
 * "loading", "ready" or "error", `data-source` "render" or "template", `data-basemap` "offline",
 * "online" or "template" (what the image shows) and `data-zoom` the zoom drawn. The image is `width` × `height` at most and shrinks, in proportion, to its
 * container (e.g. a card on a phone).
 */
export function StaticMap({
  center,
  zoom,
  width,
  height,
  markers = [],
  markerSize = STATIC_MARKER_SIZE,
  alt,
  mapStyle = 'none',
  styleUrls,
  styleUrl: styleUrlProp,
  urlTemplate: urlTemplateProp,
  loadingLabel,
  unavailableLabel,
  className,
  style,
  ...props
}: StaticMapProps) {
  const { strings } = useUiStrings();
  const { resolved: theme } = useTheme();
  const config = useContext(StaticMapContext);
  const rootRef = useRef<HTMLDivElement>(null);
  const urlTemplate =
    urlTemplateProp === undefined ? (config.urlTemplate ?? null) : urlTemplateProp;
  const tileSize = config.tileSize ?? 512;
  const styleUrl =
    styleUrlProp !== undefined
      ? styleUrlProp
      : mapStyle !== 'none'
        ? (styleUrls?.[mapStyle] ?? null)
        : null;
  const pixelRatio = imagePixelRatio(typeof window === 'undefined' ? 1 : window.devicePixelRatio);
  const drawnZoom =
    urlTemplate === null
      ? effectiveZoom(zoom, styleUrl)
      : Math.min(Math.max(Number.isFinite(zoom) ? zoom : 0, 0), STATIC_MAP_MAX_ZOOM);

  const templateUrl =
    urlTemplate === null
      ? null
      : fillUrlTemplate(urlTemplate, {
          center,
          zoom: drawnZoom,
          width,
          height,
          pixelRatio,
          markers,
        });

  // The rendered image, for the view it was drawn for.
  const [rendered, setRendered] = useState<{
    key: string;
    image: StaticMapImage;
    /** The zoom drawn and whether on the offline world (also when it stood in for the style). */
    zoom: number;
    offline: boolean;
  } | null>(null);
  const [renderFailed, setRenderFailed] = useState<string | null>(null);
  // The image element's own load state, for the src it reports on.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  // Everything the rendered image depends on but the colours (read from the DOM when drawing,
  // and again when the theme changes), compared by value rather than by the identity of
  // `center` and `markers`.
  const requestKey = JSON.stringify([
    urlTemplate === null,
    styleUrl,
    center.latitude,
    center.longitude,
    drawnZoom,
    width,
    height,
    pixelRatio,
    markerSize,
    markers.map((marker) => [marker.latitude, marker.longitude, marker.status]),
  ]);
  const [viewKey, setViewKey] = useState<string | null>(null);

  const startRender = useEffectEvent(
    (root: HTMLElement, onCancel: (cancel: () => void) => void) => {
      const view: StaticMapView = {
        styleUrl,
        colours: readColours(root),
        center: { latitude: center.latitude, longitude: center.longitude },
        zoom: drawnZoom,
        width,
        height,
        pixelRatio,
        markers: markers.map(({ id, latitude, longitude, status }) => ({
          id,
          latitude,
          longitude,
          status,
        })),
        markerSize,
      };
      const key = staticMapKey(view);
      setViewKey(key);
      let request: { cancel: () => void } | null = null;
      let active = true;
      const draw = async (): Promise<void> => {
        const { requestStaticMap } = await import('./static-map-renderer');
        if (!active) return;
        const queued = requestStaticMap(view);
        request = queued;
        try {
          const image = await queued.promise;
          if (active) setRendered({ key, image, zoom: view.zoom, offline: view.styleUrl === null });
        } catch (error) {
          if (!active || error instanceof StaticMapCancelled || view.styleUrl === null) throw error;
          // The online style cannot be drawn (no network, a bad URL): the offline world stands
          // in, at the zoom it offers. It is cached under its own view, so the online image is
          // tried again next time.
          const offline = { ...view, styleUrl: null, zoom: effectiveZoom(view.zoom, null) };
          const again = requestStaticMap(offline);
          request = again;
          const image = await again.promise;
          if (active) setRendered({ key, image, zoom: offline.zoom, offline: true });
        }
      };
      draw().catch((error: unknown) => {
        if (!active || error instanceof StaticMapCancelled) return;
        setRenderFailed(key);
      });
      onCancel(() => {
        active = false;
        request?.cancel();
      });
    },
  );

  // The theme's class is set on <html> by ThemeProvider after this component's effects run, so
  // the colours are read on the next frame, and again whenever <html>'s classes change.
  const [colourChanges, setColourChanges] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setColourChanges((count) => count + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme'],
    });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (urlTemplate !== null) return undefined;
    let cancel: (() => void) | null = null;
    const frame = requestAnimationFrame(() => {
      if (rootRef.current) {
        startRender(rootRef.current, (next) => {
          cancel = next;
        });
      }
    });
    return () => {
      cancelAnimationFrame(frame);
      cancel?.();
    };
  }, [requestKey, theme, colourChanges, urlTemplate]);

  let src: string | null = null;
  let attribution: string[] = [];
  let phase: Phase = 'loading';
  let shownZoom = drawnZoom;
  let basemap: 'offline' | 'online' | 'template' =
    templateUrl !== null ? 'template' : styleUrl === null ? 'offline' : 'online';
  if (templateUrl !== null) {
    src = templateUrl;
  } else if (viewKey !== null && renderFailed === viewKey) {
    phase = 'error';
  } else if (rendered && rendered.key === viewKey) {
    src = rendered.image.url;
    attribution = rendered.image.attribution;
    shownZoom = rendered.zoom;
    basemap = rendered.offline ? 'offline' : 'online';
  }
  if (src !== null) {
    if (failedSrc === src) phase = 'error';
    else if (loadedSrc === src) phase = 'ready';
  }

  const overlay =
    templateUrl !== null && urlTemplate !== null && !templateDrawsMarkers(urlTemplate)
      ? markers.map((marker) => ({
          marker,
          ...projectOnImage(marker, { center, zoom: drawnZoom, width, height, tileSize }),
        }))
      : [];

  const box: CSSProperties = { aspectRatio: `${width} / ${height}`, maxWidth: width, ...style };

  return (
    <div
      ref={rootRef}
      data-slot="static-map"
      data-state={phase}
      data-source={templateUrl === null ? 'render' : 'template'}
      data-zoom={shownZoom}
      data-basemap={basemap}
      className={cn(
        'border-border bg-surface-sunken rounded-card relative w-full overflow-hidden border',
        className,
      )}
      style={box}
      {...props}
    >
      {phase === 'error' ? (
        <div
          role="img"
          aria-label={alt}
          data-slot="static-map-unavailable"
          className="text-text-muted flex h-full flex-col items-center justify-center gap-2 p-4 text-center text-sm"
        >
          <MapPinOff aria-hidden="true" className="size-6" />
          {unavailableLabel ? <p aria-hidden="true">{unavailableLabel}</p> : null}
        </div>
      ) : (
        <>
          {src !== null ? (
            // The image is laid out as soon as it has a source (hidden until it has loaded), so
            // its load and error events decide the state.
            <div
              className={cn('absolute inset-0', phase !== 'ready' && 'opacity-0')}
              data-slot="static-map-image"
            >
              <img
                src={src}
                alt={alt}
                width={width}
                height={height}
                decoding="async"
                draggable={false}
                onLoad={() => setLoadedSrc(src)}
                onError={() => setFailedSrc(src)}
                className="block size-full object-cover"
              />
              {overlay.length > 0 ? (
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0"
                  data-slot="static-map-markers"
                >
                  {overlay.map(({ marker, x, y }) => (
                    <OverlayMarker
                      key={marker.id}
                      marker={marker}
                      // In percent of the image, so the markers follow it when it shrinks.
                      left={(x / width) * 100}
                      top={(y / height) * 100}
                      size={markerSize}
                    />
                  ))}
                </div>
              ) : null}
              {attribution.length > 0 ? (
                <p
                  data-slot="static-map-attribution"
                  className="bg-surface-raised/80 text-text-muted absolute right-0 bottom-0 max-w-full truncate px-1 text-[10px] leading-4"
                >
                  {attribution.join(' · ')}
                </p>
              ) : null}
            </div>
          ) : null}
          {phase === 'loading' ? (
            <div
              role="status"
              aria-busy="true"
              aria-label={loadingLabel ?? strings.loading}
              data-slot="static-map-skeleton"
              className="absolute inset-0"
            >
              <Skeleton className="absolute inset-0 h-full rounded-none" />
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** What `renderStaticMapImage` draws: StaticMap's view props. */
export interface StaticMapImageOptions {
  center: StaticMapPoint;
  zoom: number;
  width: number;
  height: number;
  markers?: readonly StaticMapMarker[];
  markerSize?: number;
  /** A style URL or raster tile template; null or absent: the offline world. */
  styleUrl?: string | null;
  /** The element whose theme colours are used; the document's root by default. */
  element?: Element;
  /** Device pixels per CSS pixel; the screen's by default (1 to 3). */
  pixelRatio?: number;
}

/**
 * The image StaticMap shows, as a data: URL with the credits of its online sources, for code
 * that needs the picture itself (a report's PDF or print view). It goes through the same queue
 * and cache as StaticMap (a view already on screen is not drawn again) and rejects when it
 * cannot be drawn. Loads the renderer (MapLibre) on first use.
 */
export async function renderStaticMapImage({
  center,
  zoom,
  width,
  height,
  markers = [],
  markerSize = STATIC_MARKER_SIZE,
  styleUrl = null,
  element,
  pixelRatio,
}: StaticMapImageOptions): Promise<StaticMapImage> {
  const { requestStaticMap } = await import('./static-map-renderer');
  return requestStaticMap({
    styleUrl,
    colours: readColours(element ?? document.documentElement),
    center: { latitude: center.latitude, longitude: center.longitude },
    zoom: effectiveZoom(zoom, styleUrl),
    width,
    height,
    pixelRatio: imagePixelRatio(pixelRatio ?? window.devicePixelRatio),
    markers: markers.map(({ id, latitude, longitude, status }) => ({
      id,
      latitude,
      longitude,
      status,
    })),
    markerSize,
  }).promise;
}

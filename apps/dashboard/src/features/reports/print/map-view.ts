/** The static map of a report (spec 02 §9): 1280 × 250 px at most, markers of 22 px. */
export const REPORT_MAP = { width: 1280, height: 250, markerSize: 22 } as const;

/** Zoom of a single data source, and the bounds a fitted zoom stays in. */
const SINGLE_ZOOM = 16;
const MIN_ZOOM = 2;
const MAX_ZOOM = 17;
/** Room kept around the outermost markers, in px of the image. */
const PADDING = 40;

const mercatorY = (latitude: number) => {
  const sin = Math.sin((Math.max(-85, Math.min(85, latitude)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
};

/**
 * The centre and zoom (MapLibre's, 512-px tiles) that fit every data source in the report's map
 * with PADDING px to spare: the centre of their bounding box, the largest zoom at which both the
 * longitude and the (Mercator) latitude spans fit, between 2 and 17; one source (or several at one
 * point) at zoom 16. Null without sources.
 */
export function reportMapView(
  sources: readonly { latitude: number; longitude: number }[],
  { width, height }: { width: number; height: number } = REPORT_MAP,
): { center: { latitude: number; longitude: number }; zoom: number } | null {
  if (sources.length === 0) return null;
  const lats = sources.map((s) => s.latitude);
  const lngs = sources.map((s) => s.longitude);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const center = { latitude: (south + north) / 2, longitude: (west + east) / 2 };
  const xSpan = (east - west) / 360; // world widths
  const ySpan = mercatorY(south) - mercatorY(north);
  if (xSpan === 0 && ySpan === 0) return { center, zoom: SINGLE_ZOOM };
  const fit = (pixels: number, span: number) =>
    span > 0 ? Math.log2((pixels - 2 * PADDING) / (512 * span)) : Number.POSITIVE_INFINITY;
  const zoom = Math.min(fit(width, xSpan), fit(height, ySpan));
  return { center, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.floor(zoom * 4) / 4)) };
}

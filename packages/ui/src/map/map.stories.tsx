import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { latLngCandidates, type LatLng } from './coordinates';
import { LazyMapView } from './lazy-map-view';
import { MapView } from './map';
import { MapSkeleton } from './map.skeleton';
import type { MarkerGlyphLayer } from './marker-glyph-layer';
import type {
  MapCamera,
  MapCandidate,
  MapMarker,
  MapViewHandle,
  MapViewLabels,
  MapViewProps,
} from './types';

const LABELS: MapViewLabels = {
  mapLabel: 'Map of monitoring locations',
  mapStyle: 'Map style',
  streets: 'Streets',
  satellite: 'Satellite',
  none: 'None',
  search: 'Search coordinates',
  searchPlaceholder: 'lat, lng',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fitToMarkers: 'Fit to markers',
  markerList: 'Monitoring locations',
  unavailable: 'The map cannot be shown on this device.',
};

/** One station of each status, across Great Britain and Ireland. */
const STATIONS: MapMarker[] = [
  {
    id: 'ldn-01',
    name: 'Canary Wharf',
    lat: 51.5054,
    lng: -0.0235,
    status: 'ok',
    statusLabel: 'Below trigger level',
    value: '18.4',
    unit: 'µg/m³',
    label: 'LDN-01',
  },
  {
    id: 'man-02',
    name: 'Manchester Piccadilly',
    lat: 53.4774,
    lng: -2.2309,
    status: 'caution',
    statusLabel: 'Approaching trigger level',
    value: '41.0',
    unit: 'µg/m³',
    label: 'MAN-02',
  },
  {
    id: 'edi-03',
    name: 'Edinburgh Waverley',
    lat: 55.952,
    lng: -3.1895,
    status: 'warning',
    statusLabel: 'Above trigger level',
    value: '76.2',
    unit: 'µg/m³',
    label: 'EDI-03',
  },
  {
    id: 'cdf-04',
    name: 'Cardiff Bay',
    lat: 51.4637,
    lng: -3.1631,
    status: 'offline',
    statusLabel: 'No data for 3 hours',
    label: 'CDF-04',
  },
  {
    id: 'dub-05',
    name: 'Dublin Port',
    lat: 53.3473,
    lng: -6.2055,
    status: 'ok',
    statusLabel: 'Below trigger level',
    value: '12.9',
    unit: 'µg/m³',
    label: 'DUB-05',
  },
];

/** Stations on both sides of the antimeridian: Fiji (178°E) and Alaska (148–165°W). */
const PACIFIC: MapMarker[] = [
  {
    id: 'suv',
    name: 'Suva',
    lat: -18.1416,
    lng: 178.4419,
    status: 'ok',
    value: '9.1',
    unit: 'µg/m³',
    label: 'SUV',
  },
  {
    id: 'fai',
    name: 'Fairbanks',
    lat: 64.8378,
    lng: -147.7164,
    status: 'caution',
    value: '33.0',
    unit: 'µg/m³',
    label: 'FAI',
  },
  {
    id: 'anc',
    name: 'Anchorage',
    lat: 61.2176,
    lng: -149.8997,
    status: 'warning',
    value: '58.7',
    unit: 'µg/m³',
    label: 'ANC',
  },
  { id: 'ome', name: 'Nome', lat: 64.5011, lng: -165.4064, status: 'offline', label: 'OME' },
];

/**
 * Instruments of two demo sites: six perimeter monitors around the Gowanus Canal works in
 * Brooklyn (a few metres apart) and two in Long Beach.
 */
const SITES: MapMarker[] = [
  {
    id: 'gc-1',
    name: 'Gowanus north',
    lat: 40.6795,
    lng: -73.9903,
    status: 'ok',
    label: 'AQS-1001',
  },
  {
    id: 'gc-2',
    name: 'Gowanus east',
    lat: 40.6789,
    lng: -73.9894,
    status: 'ok',
    label: 'AQS-1002',
  },
  {
    id: 'gc-3',
    name: 'Gowanus south',
    lat: 40.6781,
    lng: -73.9901,
    status: 'warning',
    statusLabel: 'Above trigger level',
    label: 'AQS-1003',
  },
  {
    id: 'gc-4',
    name: 'Gowanus west',
    lat: 40.6788,
    lng: -73.9911,
    status: 'ok',
    label: 'AQS-1004',
  },
  {
    id: 'gc-5',
    name: 'Gowanus met',
    lat: 40.6791,
    lng: -73.9899,
    status: 'offline',
    label: 'MET-1005',
  },
  {
    id: 'gc-6',
    name: 'Gowanus gate',
    lat: 40.6785,
    lng: -73.9906,
    status: 'ok',
    label: 'AQS-1006',
  },
  {
    id: 'lb-1',
    name: 'Long Beach pier',
    lat: 33.7547,
    lng: -118.2137,
    status: 'ok',
    label: 'AQS-2001',
  },
  {
    id: 'lb-2',
    name: 'Long Beach yard',
    lat: 33.7682,
    lng: -118.1956,
    status: 'caution',
    label: 'AQS-2002',
  },
];

/** Stations spread east to west across the USA, with long codes: a fit bound by the width. */
const ACROSS_USA: MapMarker[] = [
  { id: 'lax', name: 'Long Beach', lat: 33.7701, lng: -118.1937, status: 'ok', label: 'AQS-2001' },
  { id: 'hou', name: 'Houston', lat: 29.7604, lng: -95.3698, status: 'caution', label: 'AQS-3001' },
  { id: 'chi', name: 'Chicago', lat: 41.8781, lng: -87.6298, status: 'ok', label: 'AQS-4001' },
  {
    id: 'bkn',
    name: 'Brooklyn',
    lat: 40.6782,
    lng: -73.9442,
    status: 'warning',
    label: 'AQS-1001',
  },
];

/** The two readings of '-74.0, 40.7' (latitude -74 in Antarctica, or New York) as pins A and B. */
const AMBIGUOUS: MapCandidate[] = (latLngCandidates('-74.0, 40.7') as LatLng[]).map(
  (point, index) => ({
    id: index === 0 ? 'lat-first' : 'lng-first',
    label: index === 0 ? 'A' : 'B',
    ...point,
  }),
);

/** A tiny style served from a data: URL, standing in for the app's online streets style. */
const FAKE_STREETS_URL = `data:application/json,${encodeURIComponent(
  JSON.stringify({
    version: 8,
    sources: {},
    layers: [{ id: 'paper', type: 'background', paint: { 'background-color': 'white' } }],
  }),
)}`;

const meta = {
  title: 'Components/Map',
  component: MapView,
  args: {
    markers: STATIONS,
    labels: LABELS,
    fitToMarkers: true,
    animate: false,
    className: 'h-[440px]',
    onMarkerClick: fn(),
    onMoveEnd: fn(),
    onMapStyleChange: fn(),
    onSearch: fn(),
  },
  tags: ['visual'],
} satisfies Meta<typeof MapView>;

export default meta;
type Story = StoryObj<typeof meta>;

function mapRoot(canvasElement: HTMLElement): HTMLElement {
  const root = canvasElement.querySelector<HTMLElement>('[data-slot="map"]');
  if (!root) throw new Error('No map rendered');
  return root;
}

/** WebGL draws asynchronously: wait until the map reports everything drawn. */
async function mapIdle(canvasElement: HTMLElement) {
  await waitFor(() => expect(mapRoot(canvasElement)).toHaveAttribute('data-state', 'idle'), {
    timeout: 12000,
  });
}

type MapInstance = NonNullable<ReturnType<MapViewHandle['getMap']>>;

/**
 * The layer that draws the markers and their status glyphs (MarkerGlyphLayer) as the map holds
 * it, and whether it is over the circle layer (the one hovering and clicking use).
 */
function glyphLayer(map: MapInstance) {
  const layer = map.getLayer('aq-marker-glyphs') as
    { implementation?: MarkerGlyphLayer } | undefined;
  const order = map.getLayersOrder();
  return {
    glyphs: layer?.implementation ?? null,
    overCircles: order.indexOf('aq-marker-glyphs') > order.indexOf('aq-markers'),
  };
}

/** A colour token as [r, g, b], whatever form the CSS gives it in (#fff, #1b1f24). */
function tokenRgb(name: string): number[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  // The context gives the colour back as #rrggbb.
  const hex = String(context.fillStyle);
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
}

/**
 * How far (in colour units, largest channel) the glyphs as drawn are from `rgb`: 0 or 1 when
 * they are drawn in it (the canvas rounds a partly covered pixel's colour by a unit); 255 when
 * nothing is drawn.
 */
function glyphColourError(map: MapInstance, rgb: readonly number[]): number {
  const atlas = glyphLayer(map).glyphs?.atlas();
  const data = atlas?.getContext('2d')?.getImageData(0, 0, atlas.width, atlas.height).data;
  if (!data) return 255;
  let best = 3;
  for (let index = 3; index < data.length; index += 4) {
    if ((data[index] ?? 0) > (data[best] ?? 0)) best = index;
  }
  if (!data[best]) return 255;
  return Math.max(
    ...rgb.map((value, channel) => Math.abs((data[best - 3 + channel] ?? 0) - value)),
  );
}

function lastCamera(args: { onMoveEnd?: MapViewProps['onMoveEnd'] }): MapCamera {
  const camera = (args.onMoveEnd as Mock<(camera: MapCamera) => void>).mock.lastCall?.[0];
  if (!camera) throw new Error('The map has not reported a camera yet');
  return camera;
}

async function expectCentre(args: Story['args'], lat: number, lng: number) {
  await waitFor(() => {
    const { center } = lastCamera(args ?? {});
    expect(Math.abs(center.lat - lat)).toBeLessThan(1e-6);
    expect(Math.abs(center.lng - lng)).toBeLessThan(1e-6);
  });
}

/** Keeps the selection in state, as an app would, so choosing a marker selects it. */
function SelectableMap(args: MapViewProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId ?? null);
  return (
    <MapView
      {...args}
      selectedId={selectedId}
      onMarkerClick={(id) => {
        setSelectedId(id);
        args.onMarkerClick?.(id);
      }}
    />
  );
}

/**
 * The offline world (no network needed), framed on the stations. Each marker's colour comes from
 * its status, with the status's glyph inside (tick, triangle, exclamation mark, slash); the label
 * beside it repeats the status as an icon shape (tick, triangle, octagon, no-signal) with the
 * station code.
 */
export const OfflineWorld: Story = {
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: LABELS.mapLabel })).toBeInTheDocument();
    const labels = canvasElement.querySelectorAll<HTMLElement>('[data-slot="map-marker-label"]');
    await expect([...labels].map((label) => label.dataset.status)).toEqual([
      'ok',
      'caution',
      'warning',
      'offline',
      'ok',
    ]);
    for (const label of labels) await expect(label.style.visibility).toBe('visible');
    const list = canvas.getByRole('list', { name: LABELS.markerList, hidden: true });
    await expect(within(list).getAllByRole('button', { hidden: true })).toHaveLength(5);
  },
};

/** The offline world and markers in the dark theme. */
export const OfflineWorldDark: Story = {
  ...OfflineWorld,
  globals: { theme: 'dark' },
};

/** The selected station is drawn larger with a heavier ring, and marked current in the list. */
export const SelectedMarker: Story = {
  args: { selectedId: 'edi-03' },
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const list = within(canvasElement).getByRole('list', {
      name: LABELS.markerList,
      hidden: true,
    });
    await expect(
      within(list).getByRole('button', { name: /Edinburgh Waverley/, hidden: true }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(
      within(list).getByRole('button', { name: /Canary Wharf/, hidden: true }),
    ).not.toHaveAttribute('aria-current');
  },
};

/** The selection in the dark theme. */
export const SelectedMarkerDark: Story = {
  ...SelectedMarker,
  globals: { theme: 'dark' },
};

/**
 * Fit to markers across the antimeridian: stations in Fiji and Alaska are framed over the
 * Pacific (a 33° box across ±180), not across the whole world, and Russia, Fiji and Antarctica
 * draw without streaks.
 */
export const FitAcrossAntimeridian: Story = {
  args: { markers: PACIFIC },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const { center } = lastCamera(args);
    // The box runs east from Suva (178.4419) across ±180 to Fairbanks (-147.7164 + 360 =
    // 212.2836); its middle, 195.36275, is -164.63725 on the map: over the Pacific, not Africa.
    await expect(center.lng).toBeCloseTo(-164.63725, 3);
    const labels = canvasElement.querySelectorAll<HTMLElement>('[data-slot="map-marker-label"]');
    for (const label of labels) await expect(label.style.visibility).toBe('visible');
  },
};

/** The Pacific framing in the dark theme. */
export const FitAcrossAntimeridianDark: Story = {
  ...FitAcrossAntimeridian,
  globals: { theme: 'dark' },
};

/**
 * The search flies to "lat, lng"; "lng, lat" works too when only that order fits. Out-of-range
 * input shows the shared validation message and the map stays where it is.
 */
export const SearchCoordinates: Story = {
  args: { showSearch: true, searchZoom: 6 },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: LABELS.search });

    // "-73.9442, 40.6782" is accepted: both numbers fit a latitude, so it is read in the typed
    // order (lat -73.9442). Only when the first cannot be a latitude is it read as "lng, lat".
    await userEvent.type(search, '-73.9442, 40.6782{Enter}');
    await expectCentre(args, -73.9442, 40.6782);
    await expect(lastCamera(args).zoom).toBe(6);

    await userEvent.clear(search);
    await userEvent.type(search, '-140.5, 40.6782{Enter}');
    await expectCentre(args, 40.6782, -140.5);

    await userEvent.clear(search);
    await userEvent.type(search, '40.6782, -73.9442{Enter}');
    await expectCentre(args, 40.6782, -73.9442);
    await expect(args.onSearch).toHaveBeenLastCalledWith({ lat: 40.6782, lng: -73.9442 });

    await userEvent.clear(search);
    await userEvent.type(search, '10, 200{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Longitude must be between -180 and 180',
    );

    await userEvent.clear(search);
    await userEvent.type(search, '95, 100{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Latitude must be between -90 and 90',
    );
    await expect(search).toBeInvalid();
    await expect(search).toHaveAccessibleDescription('Latitude must be between -90 and 90');
    await expectCentre(args, 40.6782, -73.9442);
    await mapIdle(canvasElement);
  },
};

/** Without style URLs only the offline world can be chosen: Streets and Satellite are disabled. */
export const StylePickerWithoutUrls: Story = {
  args: { showStylePicker: true, styleUrls: { streets: null } },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const picker = within(canvasElement).getByRole('radiogroup', { name: LABELS.mapStyle });
    await expect(within(picker).getByRole('radio', { name: 'Streets' })).toBeDisabled();
    await expect(within(picker).getByRole('radio', { name: 'Satellite' })).toBeDisabled();
    const none = within(picker).getByRole('radio', { name: 'None' });
    await expect(none).toBeEnabled();
    await expect(none).toBeChecked();
    await userEvent.click(within(picker).getByRole('radio', { name: 'Streets' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onMapStyleChange).not.toHaveBeenCalled();
    await expect(mapRoot(canvasElement)).toHaveAttribute('data-map-style', 'none');
  },
};

/**
 * With a streets URL the picker switches basemaps and the markers come back on the new style.
 * (The story's "streets" style is a plain data: URL, so nothing is fetched.)
 */
export const StylePickerSwitch: Story = {
  args: { showStylePicker: true, styleUrls: { streets: FAKE_STREETS_URL } },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const picker = within(canvasElement).getByRole('radiogroup', { name: LABELS.mapStyle });
    await userEvent.click(within(picker).getByRole('radio', { name: 'Streets' }));
    await expect(args.onMapStyleChange).toHaveBeenLastCalledWith('streets');
    await expect(mapRoot(canvasElement)).toHaveAttribute('data-map-style', 'streets');
    await mapIdle(canvasElement);
    await expect(within(picker).getByRole('radio', { name: 'Streets' })).toBeChecked();
    await expect(within(picker).getByRole('radio', { name: 'Satellite' })).toBeDisabled();
  },
};

/** Focusing a station in the keyboard list shows its tooltip: name, value and unit, and status. */
export const Tooltips: Story = {
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Edinburgh Waverley/, hidden: true });
    button.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Edinburgh Waverley');
    await expect(tooltip).toHaveTextContent('76.2 µg/m³');
    await expect(tooltip).toHaveTextContent('Above trigger level');
    await expect(button).toHaveAccessibleDescription(
      /Edinburgh Waverley\s*76\.2 µg\/m³\s*Above trigger level/,
    );
    // Focus reveals the list, so keyboard users see where they are.
    await expect(canvas.getByRole('list', { name: LABELS.markerList })).toBeVisible();
    await waitFor(() => expect(tooltip.style.visibility).toBe('visible'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
    // Moving on shows the next station's tooltip.
    await userEvent.tab({ shift: true });
    const next = await canvas.findByRole('tooltip');
    await expect(next).toHaveTextContent('Manchester Piccadilly');
    await expect(next).toHaveTextContent('41.0 µg/m³');
    await waitFor(() => expect(next.style.visibility).toBe('visible'));
  },
};

/** Tooltips in the dark theme. */
export const TooltipsDark: Story = {
  ...Tooltips,
  globals: { theme: 'dark' },
};

/** Hovering a marker on the canvas shows its tooltip; clicking it reports the station. */
export const HoverAndClick: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const target = canvasElement.querySelector<HTMLElement>(
      '[data-slot="map-marker-label"][data-status="caution"]',
    );
    const mapCanvas = canvas.getByRole('region', { name: LABELS.mapLabel });
    const area = mapCanvas.getBoundingClientRect();
    const match = /translate\((-?\d+)px, (-?\d+)px\)/.exec(target?.style.transform ?? '');
    if (!match) throw new Error('The marker label has not been placed');
    const coords = { clientX: area.left + Number(match[1]), clientY: area.top + Number(match[2]) };
    await userEvent.pointer({ target: mapCanvas, coords });
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Manchester Piccadilly');
    await userEvent.pointer({ keys: '[MouseLeft]', target: mapCanvas, coords });
    await waitFor(() => expect(args.onMarkerClick).toHaveBeenCalledWith('man-02'));
  },
};

/**
 * Without a mouse: Tab reaches the list of stations, Enter selects one and centres the map on
 * it.
 */
export const KeyboardSelect: Story = {
  tags: ['!visual'],
  render: (args) => <SelectableMap {...args} />,
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const mapCanvas = canvas.getByRole('region', { name: LABELS.mapLabel });
    mapCanvas.focus();
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: /Canary Wharf/ });
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const edinburgh = canvas.getByRole('button', { name: /Edinburgh Waverley/ });
    await expect(edinburgh).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkerClick).toHaveBeenCalledWith('edi-03');
    await expect(edinburgh).toHaveAttribute('aria-current', 'true');
    await expectCentre(args, 55.952, -3.1895);
  },
};

/** The zoom buttons step the zoom by one; Fit to markers frames the stations again. */
export const ZoomAndFit: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const start = lastCamera(args).zoom;
    await userEvent.click(canvas.getByRole('button', { name: LABELS.zoomIn }));
    await waitFor(() => expect(lastCamera(args).zoom).toBeCloseTo(start + 1, 6));
    await userEvent.click(canvas.getByRole('button', { name: LABELS.zoomOut }));
    await userEvent.click(canvas.getByRole('button', { name: LABELS.zoomOut }));
    await waitFor(() => expect(lastCamera(args).zoom).toBeCloseTo(start - 1, 6));
    await userEvent.click(canvas.getByRole('button', { name: LABELS.fitToMarkers }));
    await waitFor(() => expect(lastCamera(args).zoom).toBeCloseTo(start, 6));
  },
};

let themeStoryHandle: MapViewHandle | null = null;

/** A theme switch while the map is shown recolours the basemap and markers from the tokens. */
export const ThemeChange: Story = {
  tags: ['!visual'],
  render: (args) => (
    <MapView
      {...args}
      ref={(handle) => {
        themeStoryHandle = handle;
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const map = themeStoryHandle?.getMap();
    if (!map) throw new Error('The map handle is missing');
    const lightRing = tokenRgb('--surface-raised');
    await expect(glyphColourError(map, lightRing)).toBeLessThanOrEqual(1);
    const token = (name: string) =>
      getComputedStyle(document.documentElement).getPropertyValue(name).trim();
    await expect(map.getPaintProperty('aq-world-land', 'fill-color')).toBe(
      token('--surface-raised'),
    );
    document.documentElement.classList.add('dark');
    try {
      const darkLand = token('--surface-raised');
      const darkOk = token('--status-ok');
      await waitFor(() =>
        expect(map.getPaintProperty('aq-world-land', 'fill-color')).toBe(darkLand),
      );
      await expect(map.getPaintProperty('aq-markers', 'circle-color')).toContain(darkOk);
      // The glyphs inside the circles are redrawn in the dark ring colour.
      const darkRing = tokenRgb('--surface-raised');
      await waitFor(() => expect(glyphColourError(map, darkRing)).toBeLessThanOrEqual(1));
      await mapIdle(canvasElement);
    } finally {
      document.documentElement.classList.remove('dark');
    }
  },
};

/** No stations: the whole world, no list, and Fit to markers is disabled. */
export const NoMarkers: Story = {
  args: { markers: [] },
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: LABELS.fitToMarkers })).toBeDisabled();
    await expect(canvas.queryByRole('list', { hidden: true })).not.toBeInTheDocument();
  },
};

/** Without WebGL (an old device, a disabled GPU) the map gives way to a message. */
export const Unavailable: Story = {
  beforeEach: () => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(
      this: HTMLCanvasElement,
      ...params: Parameters<typeof original>
    ) {
      return params[0] === 'webgl2' || params[0] === 'webgl' ? null : original.apply(this, params);
    } as typeof original;
    return () => {
      HTMLCanvasElement.prototype.getContext = original;
    };
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mapRoot(canvasElement)).toHaveAttribute('data-state', 'error'));
    await expect(within(canvasElement).getByText(LABELS.unavailable)).toBeVisible();
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

/** What apps render: the lazy map shows a skeleton while MapLibre loads, then the map. */
export const Lazy: Story = {
  render: (args) => <LazyMapView {...args} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(mapRoot(canvasElement)).toBeInTheDocument(), { timeout: 12000 });
    await mapIdle(canvasElement);
  },
};

/** The placeholder shown while the map's code loads. */
export const Skeleton: Story = {
  render: () => <MapSkeleton className="h-[440px]" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

function rectOf(element: Element | null | undefined): DOMRect {
  if (!element) throw new Error('Element missing');
  return element.getBoundingClientRect();
}

/** Every marker's circle and label lies inside the map. */
async function expectMarkersWhole(canvasElement: HTMLElement) {
  const map = rectOf(mapRoot(canvasElement));
  const labels = canvasElement.querySelectorAll<HTMLElement>('[data-slot="map-marker-label"]');
  await expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    await expect(label.style.visibility).toBe('visible');
    const shape = rectOf(label.firstElementChild);
    const point = rectOf(label);
    // The circle reaches 12 px around the point; the label runs right of it.
    await expect(point.left - 12).toBeGreaterThanOrEqual(map.left);
    await expect(shape.right).toBeLessThanOrEqual(map.right);
    await expect(shape.top).toBeGreaterThanOrEqual(map.top);
    await expect(shape.bottom).toBeLessThanOrEqual(map.bottom);
  }
}

/**
 * A phone-wide map (390 px) of stations spread across the USA: the first view frames them with
 * every circle and code label whole, the rightmost label (Brooklyn) included.
 */
export const FitOnPhoneWidth: Story = {
  args: { markers: ACROSS_USA, className: 'h-64' },
  render: (args) => (
    <div style={{ width: 390 }}>
      <MapView {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    await expectMarkersWhole(canvasElement);
    // No label runs under the zoom buttons.
    const controls = rectOf(canvasElement.querySelector('[data-slot="map-controls"]'));
    for (const label of canvasElement.querySelectorAll('[data-slot="map-marker-label"]')) {
      const shape = rectOf(label.firstElementChild);
      const under =
        shape.left < controls.right &&
        controls.left < shape.right &&
        shape.top < controls.bottom &&
        controls.top < shape.bottom;
      await expect(under).toBe(false);
    }
  },
};

/** Markers that arrive after the map was created (a screen's data loading) are framed once. */
export const FitWhenMarkersArrive: Story = {
  tags: ['!visual'],
  args: { markers: [] },
  render: function Render(args) {
    const [markers, setMarkers] = useState<MapMarker[]>([]);
    return (
      <>
        <button type="button" onClick={() => setMarkers(ACROSS_USA)}>
          Load stations
        </button>
        <MapView {...args} markers={markers} />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    await expect(lastCamera(args).zoom).toBeCloseTo(1, 6);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load stations' }));
    await waitFor(() => expect(lastCamera(args).zoom).toBeGreaterThan(2));
    await mapIdle(canvasElement);
    await expectMarkersWhole(canvasElement);
  },
};

/** Before the user moves the map, a container that shrinks to phone width frames the markers again. */
export const FitAfterResize: Story = {
  tags: ['!visual'],
  args: { markers: ACROSS_USA, className: 'h-64' },
  render: function Render(args) {
    const [width, setWidth] = useState(760);
    return (
      <>
        <button type="button" onClick={() => setWidth(390)}>
          Narrow
        </button>
        <div style={{ width }}>
          <MapView {...args} />
        </div>
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const wide = lastCamera(args).zoom;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Narrow' }));
    await waitFor(() => expect(lastCamera(args).zoom).toBeLessThan(wide));
    await mapIdle(canvasElement);
    await expectMarkersWhole(canvasElement);
  },
};

/**
 * Clustering: the six Gowanus instruments, a few metres apart, show as one badge "6" with the
 * most urgent status among them (a warning), not as one dot; Long Beach's two stand apart.
 */
export const Clusters: Story = {
  args: { markers: SITES, cluster: true },
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const gowanus = canvas.getByRole('button', { name: '6 locations here: zoom in' });
    await expect(gowanus).toHaveTextContent('6');
    await expect(gowanus.parentElement).toHaveAttribute('data-status', 'warning');
    await expect(canvas.getByRole('button', { name: '2 locations here: zoom in' })).toBeVisible();
    // Clustered markers draw no label of their own; the keyboard list still names all eight.
    await expect(canvasElement.querySelectorAll('[data-slot="map-marker-label"]')).toHaveLength(0);
    const list = canvas.getByRole('list', { name: LABELS.markerList, hidden: true });
    await expect(within(list).getAllByRole('button', { hidden: true })).toHaveLength(8);
  },
};

/** The cluster badges in the dark theme: the count stays legible. */
export const ClustersDark: Story = {
  ...Clusters,
  globals: { theme: 'dark' },
};

/** Pressing a cluster zooms in on its members until they split into single markers. */
export const ClusterZoomIn: Story = {
  tags: ['!visual'],
  args: { markers: SITES, cluster: true },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '2 locations here: zoom in' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^2 locations/ })).toBeNull());
    await mapIdle(canvasElement);
    await expect(lastCamera(args).center.lng).toBeCloseTo(-118.2, 1);
    const labels = canvasElement.querySelectorAll<HTMLElement>('[data-slot="map-marker-label"]');
    const visible = [...labels].filter((label) => label.style.visibility === 'visible');
    await expect(visible.map((label) => label.textContent)).toEqual(['AQS-2001', 'AQS-2002']);
  },
};

/**
 * Six instruments at exactly one spot cluster until the basemap's closest zoom (7 offline);
 * pressing the badge goes there, where each is drawn on its own.
 */
export const ClusterAtOneSpot: Story = {
  tags: ['!visual'],
  args: {
    markers: SITES.slice(0, 6).map((marker) => ({ ...marker, lat: 40.6788, lng: -73.99 })),
    cluster: true,
    fitToMarkers: false,
    center: { lat: 40.6788, lng: -73.99 },
    zoom: 3,
  },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '6 locations here: zoom in' }));
    await waitFor(() => expect(lastCamera(args).zoom).toBe(7));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /locations here/ })).toBeNull(),
    );
    await expect(canvasElement.querySelectorAll('[data-slot="map-marker-label"]')).toHaveLength(6);
  },
};

/**
 * Click to place: a click on the map (not on a marker) reports the point under the pointer; a
 * click on a marker only reports the marker. From the keyboard, Enter on the focused map places
 * its centre, shown by a crosshair.
 */
export const ClickToPlace: Story = {
  tags: ['!visual'],
  args: { onMapClick: fn() },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const mapCanvas = canvas.getByRole('region', { name: LABELS.mapLabel });
    await expect(mapCanvas).toHaveAccessibleDescription(
      'Move the map with the arrow keys, then press Enter to place the point at its centre.',
    );
    const area = mapCanvas.getBoundingClientRect();
    const centre = lastCamera(args).center;
    const coords = { clientX: area.left + area.width / 2, clientY: area.top + area.height / 2 };
    await userEvent.pointer({ keys: '[MouseLeft]', target: mapCanvas, coords });
    await waitFor(() => expect(args.onMapClick).toHaveBeenCalledTimes(1));
    const clicked = (args.onMapClick as Mock<(point: LatLng) => void>).mock.lastCall?.[0];
    // One pixel is about 0.02° at this zoom.
    await expect(Math.abs((clicked?.lat ?? 0) - centre.lat)).toBeLessThan(0.05);
    await expect(Math.abs((clicked?.lng ?? 0) - centre.lng)).toBeLessThan(0.05);

    const marker = canvasElement.querySelector<HTMLElement>(
      '[data-slot="map-marker-label"][data-status="caution"]',
    );
    const match = /translate\((-?\d+)px, (-?\d+)px\)/.exec(marker?.style.transform ?? '');
    if (!match) throw new Error('The marker label has not been placed');
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: mapCanvas,
      coords: { clientX: area.left + Number(match[1]), clientY: area.top + Number(match[2]) },
    });
    await waitFor(() => expect(args.onMarkerClick).toHaveBeenCalledWith('man-02'));
    await expect(args.onMapClick).toHaveBeenCalledTimes(1);

    mapCanvas.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMapClick).toHaveBeenCalledTimes(2);
    await expect(args.onMapClick).toHaveBeenLastCalledWith({ lat: centre.lat, lng: centre.lng });
  },
};

/** Without `onMapClick` a click on the map reports nothing and the canvas has no placing hint. */
export const NoClickToPlace: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const mapCanvas = within(canvasElement).getByRole('region', { name: LABELS.mapLabel });
    await expect(mapCanvas).not.toHaveAttribute('aria-describedby');
    await expect(canvasElement.querySelector('[data-slot="map-crosshair"]')).toBeNull();
  },
};

/**
 * Two candidate places, A and B, for coordinates that fit both orders ('-74.0, 40.7'): the view
 * frames both and asks to choose; nothing is picked until a pin is pressed.
 */
export const Candidates: Story = {
  args: { markers: [], candidates: AMBIGUOUS, onCandidatePick: fn() },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose one of the marked places');
    const a = canvas.getByRole('button', { name: 'A: latitude -74, longitude 40.7' });
    const b = canvas.getByRole('button', { name: 'B: latitude 40.7, longitude -74' });
    await expect(a).toBeVisible();
    await expect(b).toBeVisible();
    await expect(args.onCandidatePick).not.toHaveBeenCalled();
    await userEvent.click(b);
    await expect(args.onCandidatePick).toHaveBeenCalledWith(AMBIGUOUS[1]);
    // The screenshot shows the pins as they are first seen.
    b.blur();
  },
};

/** The candidate pins in the dark theme. */
export const CandidatesDark: Story = {
  ...Candidates,
  globals: { theme: 'dark' },
};

/** A pin can be chosen from the keyboard too: Tab reaches it, Enter picks it. */
export const CandidatesKeyboard: Story = {
  tags: ['!visual'],
  args: { markers: [], candidates: AMBIGUOUS, onCandidatePick: fn(), showControls: false },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    canvas.getByRole('region', { name: LABELS.mapLabel }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^A: / })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCandidatePick).toHaveBeenCalledWith(AMBIGUOUS[0]);
  },
};

/**
 * With `confirmAmbiguousSearch`, a search that fits both orders shows A and B and reports only
 * the pick; one that fits only swapped shows A to confirm; one that fits as typed goes at once.
 */
export const AmbiguousSearch: Story = {
  tags: ['!visual'],
  args: { showSearch: true, searchZoom: 6, confirmAmbiguousSearch: true },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: LABELS.search });
    await userEvent.type(search, '-74.0, 40.7{Enter}');
    const a = await canvas.findByRole('button', { name: 'A: latitude -74, longitude 40.7' });
    await expect(canvas.getByRole('button', { name: /^B: latitude 40.7/ })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose one of the marked places');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await mapIdle(canvasElement);
    await userEvent.click(a);
    await expect(args.onSearch).toHaveBeenCalledWith({ lat: -74, lng: 40.7 });
    await expectCentre(args, -74, 40.7);
    await expect(canvas.queryByRole('button', { name: /^A: / })).toBeNull();

    await userEvent.clear(search);
    await userEvent.type(search, '151.2093, -33.8688{Enter}');
    const only = await canvas.findByRole('button', {
      name: 'A: latitude -33.8688, longitude 151.2093',
    });
    await expect(canvas.queryByRole('button', { name: /^B: / })).toBeNull();
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await mapIdle(canvasElement);
    await userEvent.click(only);
    await expect(args.onSearch).toHaveBeenLastCalledWith({ lat: -33.8688, lng: 151.2093 });

    await userEvent.clear(search);
    await userEvent.type(search, '10, 91{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith({ lat: 10, lng: 91 });
    await expect(canvas.queryByRole('button', { name: /^A: / })).toBeNull();
    await mapIdle(canvasElement);
  },
};

/**
 * The offline world stops at zoom 7, where its coasts still draw: a map asked for zoom 16 shows
 * zoom 7, and Zoom in goes no further.
 */
export const OfflineZoomLimit: Story = {
  args: {
    markers: [SITES[0] as MapMarker],
    fitToMarkers: false,
    center: { lat: 40.6795, lng: -73.9903 },
    zoom: 16,
  },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    await expect(lastCamera(args).zoom).toBe(7);
    const zoomIn = within(canvasElement).getByRole('button', { name: LABELS.zoomIn });
    await userEvent.click(zoomIn);
    await mapIdle(canvasElement);
    await expect(lastCamera(args).zoom).toBe(7);
    // The screenshot shows the map at its limit, not the pressed button.
    zoomIn.blur();
    await userEvent.unhover(zoomIn);
  },
};

/** An online style keeps its own zoom limit: the same map on "streets" shows zoom 16. */
export const OnlineZoomLimit: Story = {
  tags: ['!visual'],
  args: {
    ...OfflineZoomLimit.args,
    styleUrls: { streets: FAKE_STREETS_URL },
    defaultMapStyle: 'streets',
    showStylePicker: true,
  },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    await expect(lastCamera(args).zoom).toBe(16);
    // Switching to the offline world brings the view back to what it can draw.
    const picker = within(canvasElement).getByRole('radiogroup', { name: LABELS.mapStyle });
    await userEvent.click(within(picker).getByRole('radio', { name: 'None' }));
    await waitFor(() => expect(lastCamera(args).zoom).toBe(7));
    await mapIdle(canvasElement);
  },
};

/** The site map's marker size (spec: 22 pixels across): the same stations, larger circles. */
export const MarkerSize22: Story = {
  args: { markerSize: 22 },
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
  },
};

const MANY_STATUSES = ['ok', 'caution', 'warning', 'offline'] as const;

/** 10 000 instruments over the continental USA (a fixed sequence), statuses shifted by `shift`. */
function manyMarkers(shift: number): MapMarker[] {
  let state = 42;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length: 10_000 }, (_, index) => ({
    id: `m-${index}`,
    name: `Instrument ${index + 1}`,
    lat: 25 + next() * 24,
    lng: -124 + next() * 57,
    status: MANY_STATUSES[(index + shift) % 4] as MapMarker['status'],
    value: (next() * 100).toFixed(1),
    unit: 'µg/m³',
    label: `AQ-${index + 1}`,
  }));
}

let manyHandle: MapViewHandle | null = null;

/** The map with a button that refreshes every status (as the dashboard's minute refresh does). */
function ManyMarkersMap(args: MapViewProps) {
  const [shift, setShift] = useState(0);
  const markers = useMemo(() => manyMarkers(shift), [shift]);
  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={() => setShift((value) => value + 1)}>
        Refresh statuses
      </button>
      <MapView
        {...args}
        markers={markers}
        ref={(handle) => {
          manyHandle = handle;
        }}
      />
    </div>
  );
}

/**
 * 10 000 instruments: drawn as GL circles with their status glyph inside (no HTML label each,
 * above MARKER_LABEL_LIMIT, yet status is never colour alone); a status refresh recolours them
 * and swaps their glyphs through feature-state only; the keyboard list shows them 100 at a time,
 * each with its place in the whole.
 */
export const ManyMarkers: Story = {
  tags: ['!visual'],
  args: { fitToMarkers: false, center: { lat: 37, lng: -95.5 }, zoom: 3 },
  render: (args) => <ManyMarkersMap {...args} />,
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="map-marker-label"]')).toHaveLength(0);
    const map = manyHandle?.getMap();
    if (!map) throw new Error('The map handle is missing');
    // Without labels, every marker still shows its status by shape: the glyph layer draws each
    // marker's circle with its status's glyph inside (codes 0–3: ok, caution, warning, offline)
    // in the ring's colour, over the circle layer (no opacity, for hovering and clicking); a
    // status refresh swaps the glyphs.
    const { glyphs, overCircles } = glyphLayer(map);
    await expect(overCircles).toBe(true);
    await expect(glyphColourError(map, tokenRgb('--surface-raised'))).toBeLessThanOrEqual(1);
    await waitFor(() => expect(glyphs?.codeOf('m-0')).toBe(0));
    await expect(['m-1', 'm-2', 'm-3'].map((id) => glyphs?.codeOf(id))).toEqual([1, 2, 3]);
    const state = (id: string) => map.getFeatureState({ source: 'aq-markers', id }).status;
    await waitFor(() => expect(state('m-0')).toBe('ok'));
    await expect(state('m-9999')).toBe('offline');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh statuses' }));
    await waitFor(() => expect(state('m-0')).toBe('caution'));
    await expect(state('m-9999')).toBe('ok');
    await expect(['m-0', 'm-9999'].map((id) => glyphs?.codeOf(id))).toEqual([1, 0]);
    await mapIdle(canvasElement);

    // The keyboard list: the first 100, then the next page from its button.
    const list = canvas.getByRole('list', { name: LABELS.markerList, hidden: true });
    const items = within(list).getAllByRole('button', { hidden: true });
    await expect(items).toHaveLength(100);
    await expect(canvas.getByText('Locations 1–100 of 10,000')).toBeInTheDocument();
    await expect(items[0]?.parentElement).toHaveAttribute('aria-setsize', '10000');
    items[99]?.focus();
    await userEvent.tab();
    const nextPage = canvas.getByRole('button', { name: 'Show the next 100' });
    await expect(nextPage).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const instrument101 = await canvas.findByRole('button', { name: /Instrument 101\b/ });
    await waitFor(() => expect(instrument101).toHaveFocus());
    await expect(instrument101.parentElement).toHaveAttribute('aria-posinset', '101');
    await expect(canvas.getByText('Locations 101–200 of 10,000')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show the previous 100' })).toBeVisible();
  },
};

let rotateHandle: MapViewHandle | null = null;

/**
 * `rotate`: the map turns and tilts (up to `maxPitch`, 60 by default); `onRotate` and the
 * handle's `getOrientation` report the bearing and pitch, e.g. for a wind indicator.
 */
export const RotateAndPitch: Story = {
  tags: ['!visual'],
  args: { rotate: true, onRotate: fn() },
  render: (args) => (
    <MapView
      {...args}
      ref={(handle) => {
        rotateHandle = handle;
      }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const map = rotateHandle?.getMap();
    if (!map) throw new Error('No map');
    map.jumpTo({ bearing: 45 });
    await waitFor(() => expect(args.onRotate).toHaveBeenLastCalledWith({ bearing: 45, pitch: 0 }));
    map.jumpTo({ pitch: 40 });
    await waitFor(() => expect(args.onRotate).toHaveBeenLastCalledWith({ bearing: 45, pitch: 40 }));
    // Beyond the limit the pitch stops at 60.
    map.jumpTo({ pitch: 80 });
    await expect(rotateHandle?.getOrientation()).toEqual({ bearing: 45, pitch: 60 });
    await mapIdle(canvasElement);
  },
};

let flatHandle: MapViewHandle | null = null;

/** By default the map stays flat and north up: no tilt at all, rotation gestures off. */
export const FlatByDefault: Story = {
  tags: ['!visual'],
  args: { onRotate: fn() },
  render: (args) => (
    <MapView
      {...args}
      ref={(handle) => {
        flatHandle = handle;
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    const map = flatHandle?.getMap();
    if (!map) throw new Error('No map');
    await expect(map.getMaxPitch()).toBe(0);
    await expect(map.dragRotate.isEnabled()).toBe(false);
    map.jumpTo({ pitch: 50 });
    await expect(flatHandle?.getOrientation().pitch).toBe(0);
  },
};

/** Points the mouse at the marker whose label has `status` (the label sits at its point). */
async function hoverMarker(canvasElement: HTMLElement, status: string) {
  const mapCanvas = within(canvasElement).getByRole('region', { name: LABELS.mapLabel });
  const target = canvasElement.querySelector<HTMLElement>(
    `[data-slot="map-marker-label"][data-status="${status}"]`,
  );
  const area = mapCanvas.getBoundingClientRect();
  const match = /translate\((-?\d+)px, (-?\d+)px\)/.exec(target?.style.transform ?? '');
  if (!match) throw new Error('The marker label has not been placed');
  const coords = { clientX: area.left + Number(match[1]), clientY: area.top + Number(match[2]) };
  await userEvent.pointer({ target: mapCanvas, coords });
  return { mapCanvas, coords };
}

/**
 * `tooltipMinZoom`: zoomed out below it, hovering a marker shows no tooltip (a click still
 * selects it); zoomed in to it, the tooltip is back.
 */
export const TooltipMinZoom: Story = {
  tags: ['!visual'],
  args: { tooltipMinZoom: 7, fitToMarkers: false, center: { lat: 54, lng: -3 }, zoom: 5 },
  play: async ({ canvasElement, args }) => {
    await mapIdle(canvasElement);
    const canvas = within(canvasElement);
    const { mapCanvas, coords } = await hoverMarker(canvasElement, 'caution');
    await userEvent.pointer({ keys: '[MouseLeft]', target: mapCanvas, coords });
    await waitFor(() => expect(args.onMarkerClick).toHaveBeenCalledWith('man-02'));
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: LABELS.zoomIn }));
    await userEvent.click(canvas.getByRole('button', { name: LABELS.zoomIn }));
    await waitFor(() => expect(lastCamera(args).zoom).toBeCloseTo(7, 6));
    await mapIdle(canvasElement);
    await hoverMarker(canvasElement, 'caution');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('Manchester Piccadilly');
  },
};

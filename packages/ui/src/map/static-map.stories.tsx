import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Card } from '../card';
import type { StaticMapMarker } from './static-map-core';
import { renderStaticMapImage, StaticMap, StaticMapProvider } from './static-map';
import { clearStaticMapCache, staticMapStats } from './static-map-renderer';

/** Twelve monitoring locations across Europe, each with its own status (fixed data). */
const LOCATIONS: Array<StaticMapMarker & { name: string }> = [
  { id: 'ldn', name: 'Canary Wharf', latitude: 51.5054, longitude: -0.0235, status: 'ok' },
  {
    id: 'man',
    name: 'Manchester Piccadilly',
    latitude: 53.4774,
    longitude: -2.2309,
    status: 'caution',
  },
  {
    id: 'edi',
    name: 'Edinburgh Waverley',
    latitude: 55.952,
    longitude: -3.1895,
    status: 'warning',
  },
  { id: 'cdf', name: 'Cardiff Bay', latitude: 51.4637, longitude: -3.1631, status: 'offline' },
  { id: 'dub', name: 'Dublin Port', latitude: 53.3473, longitude: -6.2055, status: 'ok' },
  { id: 'par', name: 'Paris La Défense', latitude: 48.8918, longitude: 2.2384, status: 'ok' },
  { id: 'ams', name: 'Amsterdam Zuidas', latitude: 52.3383, longitude: 4.8722, status: 'caution' },
  { id: 'lis', name: 'Lisbon Alcântara', latitude: 38.7053, longitude: -9.1785, status: 'ok' },
  {
    id: 'mad',
    name: 'Madrid Castellana',
    latitude: 40.4531,
    longitude: -3.6883,
    status: 'warning',
  },
  {
    id: 'ber',
    name: 'Berlin Hauptbahnhof',
    latitude: 52.5251,
    longitude: 13.3694,
    status: 'offline',
  },
  { id: 'osl', name: 'Oslo Bjørvika', latitude: 59.9075, longitude: 10.7536, status: 'ok' },
  { id: 'ath', name: 'Athens Piraeus', latitude: 37.9429, longitude: 23.6466, status: 'caution' },
];

/** A site's perimeter monitors around the Thames estuary works, for the report-size map. */
const SITE: StaticMapMarker[] = [
  { id: 'p1', latitude: 51.5, longitude: 0.2, status: 'ok' },
  { id: 'p2', latitude: 51.62, longitude: 0.62, status: 'caution' },
  { id: 'p3', latitude: 51.45, longitude: 1.05, status: 'warning' },
  { id: 'p4', latitude: 51.3, longitude: -0.3, status: 'offline' },
];

/**
 * A static-image service standing in for a deployment's, offline: a data: URL whose SVG is
 * filled with the size (so the play function can check the placeholders were filled).
 */
const TEMPLATE =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='{width}' height='{height}' " +
  "viewBox='0 0 {width} {height}' data-centre='{lat},{lng}' data-zoom='{zoom}'>" +
  "<rect width='{width}' height='{height}' fill='%23dde8ee'/>" +
  "<path d='M0 {height}L{width} 0M0 0L{width} {height}' stroke='%239fb3c2' stroke-width='2'/></svg>";

/** A style URL that is not a style: loading it fails, as a broken deployment setting would. */
const BROKEN_STYLE = 'data:application/json,this is not a style';

/** A plain online style (a white background) from a data: URL, which keeps zoom 18. */
const PLAIN_STYLE = `data:application/json,${encodeURIComponent(
  JSON.stringify({
    version: 8,
    sources: {},
    layers: [{ id: 'paper', type: 'background', paint: { 'background-color': '#f4f1ea' } }],
  }),
)}`;

const meta = {
  title: 'Components/StaticMap',
  component: StaticMap,
  args: {
    center: { latitude: LOCATIONS[0]!.latitude, longitude: LOCATIONS[0]!.longitude },
    zoom: 18,
    width: 500,
    height: 500,
    markers: [LOCATIONS[0]!],
    alt: 'Map of Canary Wharf',
    unavailableLabel: 'Map unavailable',
  },
} satisfies Meta<typeof StaticMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The largest number of MapLibre canvases seen in the page at once while the story ran. */
let mostCanvases = 0;
let createdBefore = 0;
let renderedBefore = 0;

/**
 * Starts each story with an empty image cache and watches the page for WebGL canvases, so the
 * play functions can tell how many maps drew the images.
 */
function watchCanvases() {
  clearStaticMapCache();
  ({ mapsCreated: createdBefore, rendered: renderedBefore } = staticMapStats());
  const count = () => document.querySelectorAll('canvas.maplibregl-canvas').length;
  mostCanvases = count();
  const observer = new MutationObserver(() => {
    mostCanvases = Math.max(mostCanvases, count());
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function roots(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="static-map"]')];
}

/** Waits until every static map has its image (or its fallback). */
async function allSettled(canvasElement: HTMLElement, state: 'ready' | 'error' = 'ready') {
  await waitFor(
    () => {
      const maps = roots(canvasElement);
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps) expect(map).toHaveAttribute('data-state', state);
    },
    { timeout: 60000 },
  );
}

/** Waits until the shared map was removed, its queue empty. */
async function rendererGone() {
  await waitFor(() => expect(staticMapStats().live).toBe(false), { timeout: 10000 });
  await expect(document.querySelectorAll('canvas.maplibregl-canvas')).toHaveLength(0);
}

/**
 * One location's card map: 500 × 500 at zoom 18 asked, drawn at the offline world's zoom 7,
 * centred on the location with its marker (status ok: a tick).
 */
export const SingleCard: Story = {
  tags: ['visual'],
  beforeEach: watchCanvases,
  play: async ({ canvasElement, args }) => {
    await allSettled(canvasElement);
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: args.alt });
    await waitFor(() => expect(image.naturalWidth).toBe(500));
    await expect(image.naturalHeight).toBe(500);
    await expect(roots(canvasElement)[0]).toHaveAttribute('data-zoom', '7');
    await expect(mostCanvases).toBe(1);
    await rendererGone();
  },
};

/**
 * What the locations page shows: twelve cards, each with its location's map (500 × 500 at zoom
 * 18). On the offline world (no style URL) the image is drawn at zoom 7, the world's limit,
 * centred on the location with its marker. One off-screen map draws all twelve in turn: the
 * page never holds more than one WebGL canvas, and none once they are drawn.
 */
export const CardGrid: Story = {
  tags: ['visual'],
  beforeEach: watchCanvases,
  render: (args) => (
    <ul aria-label="Monitoring locations" className="grid grid-cols-4 gap-3">
      {LOCATIONS.map((location) => (
        <li key={location.id}>
          <Card headingLevel={3} title={location.name} className="h-full">
            <StaticMap
              {...args}
              // Drawn at the size shown (a quarter of the page), to keep the story quick in
              // software WebGL; the SingleCard story shows the full 500 × 500.
              width={240}
              height={240}
              center={{ latitude: location.latitude, longitude: location.longitude }}
              markers={[location]}
              alt={`Map of ${location.name}`}
            />
          </Card>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await allSettled(canvasElement);
    const canvas = within(canvasElement);
    for (const location of LOCATIONS) {
      const image = canvas.getByRole('img', { name: `Map of ${location.name}` });
      await expect(image.tagName).toBe('IMG');
      await expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    }
    // Twelve different views, twelve images drawn (some look alike: inland at zoom 7 the
    // offline world is all land), one map.
    await expect(staticMapStats().rendered - renderedBefore).toBe(12);
    await expect(staticMapStats().mapsCreated - createdBefore).toBe(1);
    await expect(mostCanvases).toBe(1);
    // Zoom 18 asked, the offline world's 7 drawn.
    for (const root of roots(canvasElement)) await expect(root).toHaveAttribute('data-zoom', '7');
    await expect(canvasElement.querySelectorAll('canvas')).toHaveLength(0);
    await rendererGone();
  },
};

/** The cards in the dark theme: the images are drawn in the dark theme's colours. */
export const CardGridDark: Story = {
  ...CardGrid,
  globals: { theme: 'dark' },
};

/** The report's map: 1280 × 250 (shrunk to the page here), markers 22 px, a site's monitors. */
export const Report: Story = {
  tags: ['visual'],
  beforeEach: watchCanvases,
  args: {
    center: { latitude: 51.47, longitude: 0.37 },
    zoom: 7,
    width: 1280,
    height: 250,
    markerSize: 22,
    markers: SITE,
    alt: 'Map of the Thames estuary site',
  },
  play: async ({ canvasElement, args }) => {
    await allSettled(canvasElement);
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: args.alt });
    await waitFor(() => expect(image.naturalWidth).toBe(1280));
    await expect(image.naturalHeight).toBe(250);
    const root = roots(canvasElement)[0]!;
    // Narrower than 1280 here: the image keeps its proportions.
    const box = root.getBoundingClientRect();
    await expect(box.width).toBeLessThan(1280);
    await expect(Math.abs(box.width / box.height - 1280 / 250)).toBeLessThan(0.05);
    // A report's print view asks for the same picture: the cached image, not drawn again.
    const rendered = staticMapStats().rendered;
    const picture = await renderStaticMapImage({ ...args, element: root });
    await expect(picture.url).toBe(image.getAttribute('src'));
    await expect(staticMapStats().rendered).toBe(rendered);
    await expect(mostCanvases).toBe(1);
    await rendererGone();
  },
};

export const ReportDark: Story = {
  ...Report,
  globals: { theme: 'dark' },
};

/**
 * A deployment with a static-image service: the URL template is filled and loaded, the markers
 * are drawn over it, and WebGL is never started (no map, no canvas).
 */
export const UrlTemplate: Story = {
  tags: ['visual'],
  beforeEach: watchCanvases,
  render: (args) => (
    <StaticMapProvider urlTemplate={TEMPLATE}>
      <div className="grid grid-cols-2 gap-3">
        <StaticMap {...args} />
        <StaticMap
          {...args}
          center={{ latitude: 51.47, longitude: 0.37 }}
          zoom={8}
          width={1280}
          height={250}
          markers={SITE}
          alt="Map of the Thames estuary site"
        />
      </div>
    </StaticMapProvider>
  ),
  play: async ({ canvasElement, args }) => {
    await allSettled(canvasElement);
    const card = within(canvasElement).getByRole('img', { name: args.alt });
    const src = decodeURIComponent(card.getAttribute('src') ?? '');
    await expect(src).toContain("width='500' height='500'");
    await expect(src).toContain("data-centre='51.5054,-0.0235' data-zoom='18'");
    const report = within(canvasElement).getByRole('img', {
      name: 'Map of the Thames estuary site',
    });
    await expect(decodeURIComponent(report.getAttribute('src') ?? '')).toContain(
      "width='1280' height='250'",
    );
    for (const root of roots(canvasElement))
      await expect(root).toHaveAttribute('data-source', 'template');
    // The markers are drawn over the image: one on the card's centre, four on the report.
    const [cardRoot, reportRoot] = roots(canvasElement);
    const cardMarkers = cardRoot!.querySelectorAll<SVGElement>('[data-slot="static-map-marker"]');
    await expect(cardMarkers).toHaveLength(1);
    await expect(cardMarkers[0]!.style.left).toBe('50%');
    await expect(cardMarkers[0]!.style.top).toBe('50%');
    const statuses = [
      ...reportRoot!.querySelectorAll<SVGElement>('[data-slot="static-map-marker"]'),
    ].map((marker) => marker.dataset.status);
    await expect(statuses).toEqual(['ok', 'caution', 'warning', 'offline']);
    await expect(staticMapStats().mapsCreated).toBe(createdBefore);
    await expect(mostCanvases).toBe(0);
  },
};

/**
 * An online style that cannot be loaded (a bad URL here; no network in the field): the offline
 * world stands in, at its zoom 7, with the marker, rather than no map at all.
 */
export const OnlineStyleUnavailable: Story = {
  tags: ['visual'],
  beforeEach: watchCanvases,
  args: { styleUrl: BROKEN_STYLE },
  play: async ({ canvasElement, args }) => {
    await allSettled(canvasElement);
    const image = within(canvasElement).getByRole('img', { name: args.alt });
    await expect(image.tagName).toBe('IMG');
    const root = roots(canvasElement)[0]!;
    await expect(root).toHaveAttribute('data-basemap', 'offline');
    await expect(root).toHaveAttribute('data-zoom', '7');
    // The failed online view was not cached: only the offline one was drawn.
    await expect(staticMapStats().rendered - renderedBefore).toBe(1);
    await expect(mostCanvases).toBe(1);
    await rendererGone();
  },
};

/** No WebGL on the device: the fallback, still named by the alt text, instead of an image. */
export const NoWebGL: Story = {
  tags: ['visual'],
  beforeEach: () => {
    const stop = watchCanvases();
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function getContext(
      this: HTMLCanvasElement,
      ...params: Parameters<typeof original>
    ) {
      return params[0] === 'webgl2' || params[0] === 'webgl' ? null : original.apply(this, params);
    } as typeof original;
    return () => {
      HTMLCanvasElement.prototype.getContext = original;
      stop();
    };
  },
  play: async ({ canvasElement, args }) => {
    await allSettled(canvasElement, 'error');
    const canvas = within(canvasElement);
    const fallback = canvas.getByRole('img', { name: args.alt });
    await expect(fallback.tagName).toBe('DIV');
    await expect(canvas.getByText('Map unavailable')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(staticMapStats().mapsCreated).toBe(createdBefore);
    await rendererGone();
  },
};

/** An image the static-image service cannot deliver: the fallback too. */
export const TemplateFailure: Story = {
  args: { urlTemplate: 'data:image/png;base64,bm90IGFuIGltYWdl#{lat},{lng}' },
  play: async ({ canvasElement, args }) => {
    await allSettled(canvasElement, 'error');
    await expect(within(canvasElement).getByRole('img', { name: args.alt })).toBeVisible();
    await expect(within(canvasElement).getByText('Map unavailable')).toBeVisible();
  },
};

/**
 * The same view on two cards is drawn once (the queue joins them, the cache keeps it); an online
 * style keeps zoom 18 where the offline world draws 7.
 */
export const SameViewDrawnOnce: Story = {
  beforeEach: watchCanvases,
  render: (args) => (
    <div className="grid grid-cols-3 gap-3">
      <StaticMap {...args} alt="First card" />
      <StaticMap {...args} alt="Second card" />
      <StaticMap {...args} styleUrl={PLAIN_STYLE} alt="Online style" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await allSettled(canvasElement);
    const canvas = within(canvasElement);
    const first = canvas.getByRole('img', { name: 'First card' });
    const second = canvas.getByRole('img', { name: 'Second card' });
    await expect(second.getAttribute('src')).toBe(first.getAttribute('src'));
    await expect(staticMapStats().rendered - renderedBefore).toBe(2);
    const [, , online] = roots(canvasElement);
    await expect(online).toHaveAttribute('data-zoom', '18');
    await expect(roots(canvasElement)[0]).toHaveAttribute('data-zoom', '7');
    await expect(mostCanvases).toBe(1);
    await rendererGone();
  },
};

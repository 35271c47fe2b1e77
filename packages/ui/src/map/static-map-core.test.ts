import { describe, expect, it } from 'vitest';
import {
  createRenderQueue,
  createStaticMapService,
  effectiveZoom,
  fillUrlTemplate,
  OFFLINE_MAX_ZOOM,
  imagePixelRatio,
  LruCache,
  projectOnImage,
  STATIC_MAP_MAX_ZOOM,
  StaticMapCancelled,
  staticMapKey,
  templateDrawsMarkers,
  type StaticMapImage,
  type StaticMapView,
} from './static-map-core';
import type { ThemeColours } from './theme-colours';
import { WORLD_MAX_ZOOM } from './world-style';

const LIGHT: ThemeColours = {
  water: '#e6edf2',
  land: '#ffffff',
  coast: '#8a97a3',
  border: '#d0d7de',
  ok: '#1a7f37',
  caution: '#9a6700',
  warning: '#cf222e',
  offline: '#6e7781',
  ring: '#ffffff',
  selectedRing: '#1f2328',
};
const DARK: ThemeColours = { ...LIGHT, land: '#161b22', water: '#0d1117' };

const VIEW: StaticMapView = {
  styleUrl: null,
  colours: LIGHT,
  center: { latitude: 51.5054, longitude: -0.0235 },
  zoom: 7,
  width: 500,
  height: 500,
  pixelRatio: 1,
  markers: [{ id: 'ldn', latitude: 51.5054, longitude: -0.0235, status: 'ok' }],
  markerSize: 22,
};

/** A promise settled from outside, and a microtask flush. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the zoom a basemap can draw', () => {
  it('caps the offline world at its zoom 7, so a card asking for 18 shows zoom 7', () => {
    expect(WORLD_MAX_ZOOM).toBe(7);
    expect(OFFLINE_MAX_ZOOM).toBe(WORLD_MAX_ZOOM);
    expect(effectiveZoom(18, null)).toBe(7);
    expect(effectiveZoom(7, null)).toBe(7);
    expect(effectiveZoom(6.5, null)).toBe(6.5);
  });

  it('keeps 18 on an online style or raster template, up to MapLibre’s 22', () => {
    expect(effectiveZoom(18, 'https://tiles.example/style.json')).toBe(18);
    expect(effectiveZoom(18, 'https://tiles.example/{z}/{y}/{x}')).toBe(18);
    expect(effectiveZoom(23, 'https://tiles.example/style.json')).toBe(STATIC_MAP_MAX_ZOOM);
    expect(STATIC_MAP_MAX_ZOOM).toBe(22);
  });

  it('takes 0 for a negative or non-numeric zoom', () => {
    expect(effectiveZoom(-1, null)).toBe(0);
    expect(effectiveZoom(Number.NaN, 'https://tiles.example/style.json')).toBe(0);
  });
});

describe('the pixel ratio of an image', () => {
  it.each([
    [1, 1],
    [2, 2],
    [1.1, 1],
    [1.3, 1.25],
    [0.5, 1],
    [4, 3],
    [undefined, 1],
    [Number.NaN, 1],
  ])('draws a screen of ratio %s at %s', (ratio, expected) => {
    expect(imagePixelRatio(ratio)).toBe(expected);
  });
});

describe('cache keys', () => {
  it('spells out every part of the view', () => {
    expect(staticMapKey(VIEW)).toBe(
      [
        'offline',
        // The colours sorted by name: border, caution, coast, land, offline, ok, ring,
        // selectedRing, warning, water.
        '#d0d7de,#9a6700,#8a97a3,#ffffff,#6e7781,#1a7f37,#ffffff,#1f2328,#cf222e,#e6edf2',
        '51.5054,-0.0235',
        'z7',
        '500x500@1',
        'm22',
        '51.5054,-0.0235:ok',
      ].join('|'),
    );
  });

  it('is the same for the same view, and for coordinates within 7 decimals', () => {
    expect(staticMapKey({ ...VIEW })).toBe(staticMapKey(VIEW));
    expect(
      staticMapKey({ ...VIEW, center: { latitude: 51.50540000004, longitude: -0.0235 } }),
    ).toBe(staticMapKey(VIEW));
  });

  it.each<[string, Partial<StaticMapView>]>([
    ['the theme', { colours: DARK }],
    ['the style', { styleUrl: 'https://tiles.example/style.json' }],
    ['the centre', { center: { latitude: 51.5055, longitude: -0.0235 } }],
    ['the zoom', { zoom: 6 }],
    ['the size', { width: 1280, height: 250 }],
    ['the pixel ratio', { pixelRatio: 2 }],
    ['the marker size', { markerSize: 18 }],
    ['a status', { markers: [{ ...VIEW.markers[0]!, status: 'warning' }] }],
    ['the markers', { markers: [] }],
  ])('differs when %s differs', (_, change) => {
    expect(staticMapKey({ ...VIEW, ...change })).not.toBe(staticMapKey(VIEW));
  });

  it('does not tell 0 from -0', () => {
    expect(staticMapKey({ ...VIEW, center: { latitude: 0, longitude: -0 } })).toBe(
      staticMapKey({ ...VIEW, center: { latitude: 0, longitude: 0 } }),
    );
  });
});

describe('the LRU cache', () => {
  it('drops the least recently used entry past its capacity', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['b', 'c']);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps an entry that was read, dropping the one read longest ago', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.has('b')).toBe(false);
  });

  it('replaces a value set again and counts it once', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    expect(cache.size).toBe(2);
    expect(cache.keys()).toEqual(['b', 'a']);
    expect(cache.get('a')).toBe(10);
  });

  it('refuses a capacity below one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});

describe('the render queue', () => {
  it('runs one task at a time, in the order they were requested', async () => {
    const started: string[] = [];
    const runs = new Map<string, ReturnType<typeof deferred<string>>>();
    const queue = createRenderQueue<string, string>((task) => {
      started.push(task);
      const run = deferred<string>();
      runs.set(task, run);
      return run.promise;
    });
    const a = queue.request('a', 'a');
    const b = queue.request('b', 'b');
    const c = queue.request('c', 'c');
    await flush();
    expect(started).toEqual(['a']);
    expect(queue.running()).toBe('a');
    expect(queue.waiting()).toEqual(['b', 'c']);
    runs.get('a')!.resolve('A');
    await expect(a.promise).resolves.toBe('A');
    await flush();
    expect(started).toEqual(['a', 'b']);
    runs.get('b')!.resolve('B');
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    runs.get('c')!.resolve('C');
    await expect(Promise.all([b.promise, c.promise])).resolves.toEqual(['B', 'C']);
    expect(queue.running()).toBeNull();
  });

  it('runs a key requested twice once, for both callers', async () => {
    let calls = 0;
    const queue = createRenderQueue<string, string>(async (task) => {
      calls += 1;
      return task.toUpperCase();
    });
    const first = queue.request('k', 'x');
    const second = queue.request('k', 'x');
    await expect(Promise.all([first.promise, second.promise])).resolves.toEqual(['X', 'X']);
    expect(calls).toBe(1);
  });

  it('drops a waiting task whose only caller cancelled, and tells that caller', async () => {
    const started: string[] = [];
    const gate = deferred<void>();
    const queue = createRenderQueue<string, string>(async (task) => {
      started.push(task);
      await gate.promise;
      return task;
    });
    const a = queue.request('a', 'a');
    const b = queue.request('b', 'b');
    const c = queue.request('c', 'c');
    b.cancel();
    await expect(b.promise).rejects.toBeInstanceOf(StaticMapCancelled);
    expect(queue.waiting()).toEqual(['c']);
    gate.resolve();
    await expect(a.promise).resolves.toBe('a');
    await expect(c.promise).resolves.toBe('c');
    expect(started).toEqual(['a', 'c']);
  });

  it('keeps a task another caller still waits for', async () => {
    const queue = createRenderQueue<string, string>(async (task) => task);
    const first = queue.request('k', 'x');
    const second = queue.request('k', 'x');
    first.cancel();
    await expect(second.promise).resolves.toBe('x');
    await expect(first.promise).rejects.toBeInstanceOf(StaticMapCancelled);
  });

  it('goes on after a failed task, and reports the queue empty once', async () => {
    let idle = 0;
    const queue = createRenderQueue<string, string>(
      async (task) => {
        if (task === 'bad') throw new Error('no WebGL');
        return task;
      },
      () => {
        idle += 1;
      },
    );
    const bad = queue.request('bad', 'bad');
    const good = queue.request('good', 'good');
    await expect(bad.promise).rejects.toThrow('no WebGL');
    await expect(good.promise).resolves.toBe('good');
    await flush();
    expect(idle).toBe(1);
  });
});

describe('the static map service (cache in front of the queue)', () => {
  const image = (url: string): StaticMapImage => ({ url, attribution: [] });

  it('renders a view once and answers it from the cache afterwards', async () => {
    const rendered: StaticMapView[] = [];
    const service = createStaticMapService({
      render: async (view) => {
        rendered.push(view);
        return image(`data:image/png;base64,${rendered.length}`);
      },
    });
    const first = await service.request(VIEW).promise;
    const again = await service.request({ ...VIEW, markers: [...VIEW.markers] }).promise;
    expect(again).toBe(first);
    expect(rendered).toHaveLength(1);
    expect(service.rendered()).toBe(1);
    await service.request({ ...VIEW, colours: DARK }).promise;
    expect(service.rendered()).toBe(2);
  });

  it('renders twelve cards of one view once, and twelve views twelve times', async () => {
    let calls = 0;
    const service = createStaticMapService({
      render: async () => image(`data:,${(calls += 1)}`),
    });
    await Promise.all(Array.from({ length: 12 }, () => service.request(VIEW).promise));
    expect(calls).toBe(1);
    await Promise.all(
      Array.from(
        { length: 12 },
        (_, index) =>
          service.request({ ...VIEW, center: { latitude: index, longitude: index } }).promise,
      ),
    );
    expect(calls).toBe(13);
  });

  it('does not cache a failure: the next request renders again', async () => {
    let fail = true;
    const service = createStaticMapService({
      render: async () => {
        if (fail) throw new Error('style failed');
        return image('data:,ok');
      },
    });
    await expect(service.request(VIEW).promise).rejects.toThrow('style failed');
    expect(service.cache.size).toBe(0);
    fail = false;
    await expect(service.request(VIEW).promise).resolves.toEqual(image('data:,ok'));
  });

  it('forgets the least recently used images past its capacity', async () => {
    let calls = 0;
    const service = createStaticMapService({
      render: async () => image(`data:,${(calls += 1)}`),
      capacity: 2,
    });
    const at = (latitude: number) => ({ ...VIEW, center: { latitude, longitude: 0 } });
    await service.request(at(1)).promise;
    await service.request(at(2)).promise;
    await service.request(at(3)).promise;
    await service.request(at(1)).promise;
    expect(calls).toBe(4);
    service.clear();
    await service.request(at(3)).promise;
    expect(calls).toBe(5);
  });
});

describe('static-image URL templates', () => {
  const values = {
    center: { latitude: 40.6795, longitude: -73.9903 },
    zoom: 18,
    width: 500,
    height: 500,
    pixelRatio: 2,
    markers: [
      { id: 'a', latitude: 40.6795, longitude: -73.9903, status: 'ok' as const },
      { id: 'b', latitude: 40.68, longitude: -73.99, status: 'warning' as const },
    ],
  };

  it('fills the centre, zoom, size and scale', () => {
    expect(
      fillUrlTemplate(
        'https://maps.example/static/{lng},{lat},{zoom}/{width}x{height}@{scale}x.png',
        values,
      ),
    ).toBe('https://maps.example/static/-73.9903,40.6795,18/500x500@2x.png');
  });

  it('rounds coordinates to 6 decimals and fills a placeholder each time it appears', () => {
    expect(
      fillUrlTemplate('{lat}/{lat}/{lng}', {
        ...values,
        center: { latitude: 1.23456789, longitude: -0.0000001 },
      }),
    ).toBe('1.234568/1.234568/0');
  });

  it('lists the markers as lat,lng,status joined by |, percent-encoded', () => {
    expect(fillUrlTemplate('?pins={markers}', values)).toBe(
      '?pins=40.6795%2C-73.9903%2Cok%7C40.68%2C-73.99%2Cwarning',
    );
    expect(templateDrawsMarkers('?pins={markers}')).toBe(true);
    expect(templateDrawsMarkers('https://maps.example/{lat},{lng}')).toBe(false);
  });

  it('leaves other braces alone', () => {
    expect(fillUrlTemplate('data:image/svg+xml,{x}{lat}{ZOOM}', values)).toBe(
      'data:image/svg+xml,{x}40.6795{ZOOM}',
    );
  });
});

describe('markers over a template’s image (Web Mercator)', () => {
  const view = { center: { latitude: 0, longitude: 0 }, zoom: 0, width: 512, height: 512 };

  it('puts the centre in the middle', () => {
    expect(projectOnImage({ latitude: 0, longitude: 0 }, view)).toEqual({ x: 256, y: 256 });
  });

  it('puts longitude 90°E a quarter of the world (128 px at zoom 0) to the right', () => {
    expect(projectOnImage({ latitude: 0, longitude: 90 }, view).x).toBeCloseTo(384, 9);
  });

  it('doubles the distance with each zoom level, and halves it for 256-pixel tiles', () => {
    const at1 = { ...view, zoom: 1 };
    expect(projectOnImage({ latitude: 0, longitude: 90 }, at1).x).toBeCloseTo(256 + 256, 9);
    expect(projectOnImage({ latitude: 0, longitude: 90 }, { ...at1, tileSize: 256 }).x).toBeCloseTo(
      256 + 128,
      9,
    );
  });

  it('puts latitude 85.0511° at the top of the world (256 px up at zoom 0)', () => {
    expect(projectOnImage({ latitude: 85.0511287798066, longitude: 0 }, view).y).toBeCloseTo(0, 6);
    // 45°N: y = 0.5 − ln(tan(67.5°)) / 2π = 0.5 − 0.881374 / 6.283185 = 0.359726 of the world,
    // 184.18 px down, so 71.82 px above the centre.
    expect(projectOnImage({ latitude: 45, longitude: 0 }, view).y).toBeCloseTo(
      512 * (0.5 - Math.log(Math.tan((67.5 * Math.PI) / 180)) / (2 * Math.PI)),
      9,
    );
    expect(256 - projectOnImage({ latitude: 45, longitude: 0 }, view).y).toBeCloseTo(71.82, 2);
  });

  it('takes the nearer copy across the antimeridian', () => {
    // Centred on 179°E at zoom 4 (8192 px world): 179°W is 2° east, 8192 × 2/360 = 45.5 px.
    const pacific = { ...view, center: { latitude: 0, longitude: 179 }, zoom: 4 };
    expect(projectOnImage({ latitude: 0, longitude: -179 }, pacific).x).toBeCloseTo(
      256 + (8192 * 2) / 360,
      9,
    );
  });
});

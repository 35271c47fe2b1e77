import { describe, expect, it } from 'vitest';
import { clusterMarkers, worldPixel, type ClusterPoint } from './clusters';

/** Six instruments at one construction site in Brooklyn, a few metres apart. */
const SITE: ClusterPoint[] = [
  { id: 'aq-1', lat: 40.6782, lng: -73.9442, status: 'ok' },
  { id: 'aq-2', lat: 40.67825, lng: -73.94415, status: 'ok' },
  { id: 'aq-3', lat: 40.6783, lng: -73.9441, status: 'caution' },
  { id: 'aq-4', lat: 40.67815, lng: -73.9443, status: 'ok' },
  { id: 'aq-5', lat: 40.6781, lng: -73.94425, status: 'offline' },
  { id: 'aq-6', lat: 40.6782, lng: -73.9442, status: 'ok' },
];
const LONG_BEACH: ClusterPoint = { id: 'lb-1', lat: 33.7701, lng: -118.1937, status: 'ok' };

describe('worldPixel', () => {
  it('puts 0°, 0° in the middle of the 512-pixel world at zoom 0', () => {
    expect(worldPixel({ lat: 0, lng: 0 }, 0)).toEqual({ x: 256, y: 256 });
  });

  it('doubles the world with each zoom level', () => {
    expect(worldPixel({ lat: 0, lng: 90 }, 1)).toEqual({ x: 768, y: 512 });
  });

  it('clamps the poles to the edge of Web Mercator', () => {
    expect(worldPixel({ lat: 90, lng: -180 }, 0).y).toBeCloseTo(0, 4);
    expect(worldPixel({ lat: -90, lng: -180 }, 0).y).toBeCloseTo(512, 4);
  });
});

describe('clusterMarkers', () => {
  it('given six instruments at one site, it makes one cluster of 6 at their mean position', () => {
    const { clusters, clustered } = clusterMarkers(SITE, { zoom: 12, radius: 40, maxZoom: 15 });
    expect(clusters).toHaveLength(1);
    const [site] = clusters;
    expect(site?.memberIds).toEqual(['aq-1', 'aq-2', 'aq-3', 'aq-4', 'aq-5', 'aq-6']);
    expect(site?.id).toBe('cluster:aq-1');
    expect(site?.lat).toBeCloseTo(40.6782, 4);
    expect(site?.lng).toBeCloseTo(-73.9442, 4);
    expect([...clustered].sort()).toEqual(['aq-1', 'aq-2', 'aq-3', 'aq-4', 'aq-5', 'aq-6']);
  });

  it('shows the most urgent status of the members: caution over offline over ok', () => {
    const { clusters } = clusterMarkers(SITE, { zoom: 12, radius: 40, maxZoom: 15 });
    expect(clusters[0]?.status).toBe('caution');
    const withWarning = [
      ...SITE,
      { id: 'aq-7', lat: 40.6782, lng: -73.9442, status: 'warning' as const },
    ];
    expect(
      clusterMarkers(withWarning, { zoom: 12, radius: 40, maxZoom: 15 }).clusters[0]?.status,
    ).toBe('warning');
  });

  it('leaves a distant marker on its own', () => {
    const { clusters, clustered } = clusterMarkers([...SITE, LONG_BEACH], {
      zoom: 4,
      radius: 40,
      maxZoom: 15,
    });
    expect(clusters.map((cluster) => cluster.memberIds.length)).toEqual([6]);
    expect(clustered.has('lb-1')).toBe(false);
  });

  it('at the world view with a wide radius, Brooklyn and Long Beach join one cluster', () => {
    // 64.1 px apart at zoom 0 (62.9 px across, 12.4 px down), 128.2 px at zoom 1.
    const { clusters } = clusterMarkers([...SITE, LONG_BEACH], {
      zoom: 0,
      radius: 70,
      maxZoom: 15,
    });
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.memberIds).toHaveLength(7);
  });

  it('groups by the whole zoom level, so a cluster holds while zooming within it', () => {
    const at = (zoom: number) =>
      clusterMarkers([...SITE, LONG_BEACH], { zoom, radius: 70, maxZoom: 15 }).clusters[0]
        ?.memberIds.length;
    // At 0.99 the sites are 127 px apart on screen, but the level is still 0.
    expect(at(0.99)).toBe(7);
    expect(at(1)).toBe(6);
  });

  it('above maxZoom every marker is drawn on its own, even at the same place', () => {
    const { clusters, clustered } = clusterMarkers(SITE, { zoom: 16, radius: 40, maxZoom: 15 });
    expect(clusters).toEqual([]);
    expect(clustered.size).toBe(0);
  });

  it('at exactly maxZoom it still clusters', () => {
    expect(clusterMarkers(SITE, { zoom: 15.5, radius: 40, maxZoom: 15 }).clusters).toHaveLength(1);
  });

  it('groups markers within the radius and not beyond it (hand-computed at zoom 10)', () => {
    // At zoom 10 the world is 524 288 px wide: 0.02° of longitude at the equator is
    // 0.02 / 360 × 524 288 = 29.13 px, and 0.03° is 43.69 px.
    const near: ClusterPoint[] = [
      { id: 'a', lat: 0, lng: 0, status: 'ok' },
      { id: 'b', lat: 0, lng: 0.02, status: 'ok' },
    ];
    const far: ClusterPoint[] = [
      { id: 'a', lat: 0, lng: 0, status: 'ok' },
      { id: 'b', lat: 0, lng: 0.03, status: 'ok' },
    ];
    expect(clusterMarkers(near, { zoom: 10, radius: 40, maxZoom: 15 }).clusters).toHaveLength(1);
    expect(clusterMarkers(far, { zoom: 10, radius: 40, maxZoom: 15 }).clusters).toEqual([]);
  });

  it('clusters across the antimeridian and places the cluster on the seed side', () => {
    const points: ClusterPoint[] = [
      { id: 'fiji', lat: -17, lng: 179.99, status: 'ok' },
      { id: 'samoa', lat: -17, lng: -179.99, status: 'ok' },
    ];
    const { clusters } = clusterMarkers(points, { zoom: 5, radius: 40, maxZoom: 15 });
    expect(clusters).toHaveLength(1);
    // Mean of 179.99 and 180.01 (-179.99 moved to Fiji's side) is 180, wrapped to -180.
    expect(clusters[0]?.lng).toBeCloseTo(-180, 6);
  });

  it('a single marker never clusters', () => {
    expect(clusterMarkers([LONG_BEACH], { zoom: 0, radius: 40, maxZoom: 15 }).clusters).toEqual([]);
  });

  it('takes the markers in order: each ungrouped marker gathers its neighbours', () => {
    // b is within reach of both a and c, but a comes first and takes it; c is then alone.
    const points: ClusterPoint[] = [
      { id: 'a', lat: 0, lng: 0, status: 'ok' },
      { id: 'b', lat: 0, lng: 0.025, status: 'ok' },
      { id: 'c', lat: 0, lng: 0.05, status: 'ok' },
    ];
    const { clusters, clustered } = clusterMarkers(points, { zoom: 10, radius: 40, maxZoom: 15 });
    expect(clusters.map((cluster) => cluster.memberIds)).toEqual([['a', 'b']]);
    expect(clustered.has('c')).toBe(false);
  });
});

/**
 * The first implementation: every ungrouped marker compared with every other (quadratic). The
 * grid must give exactly its result.
 */
function clusterAllPairs(points: readonly ClusterPoint[], zoom: number, radius: number) {
  const worldWidth = 512 * 2 ** zoom;
  const pixels = points.map((point) => worldPixel(point, zoom));
  const grouped = new Set<number>();
  const groups: string[][] = [];
  points.forEach((_, seedIndex) => {
    if (grouped.has(seedIndex)) return;
    const origin = pixels[seedIndex]!;
    const members = [seedIndex];
    points.forEach((__, index) => {
      if (index === seedIndex || grouped.has(index)) return;
      const dxAround = Math.abs(pixels[index]!.x - origin.x);
      const dx = Math.min(dxAround, worldWidth - dxAround);
      const dy = pixels[index]!.y - origin.y;
      if (dx * dx + dy * dy <= radius * radius) members.push(index);
    });
    if (members.length < 2) return;
    members.sort((a, b) => a - b);
    members.forEach((index) => grouped.add(index));
    groups.push(members.map((index) => points[index]!.id));
  });
  return groups;
}

describe('clusterMarkers at scale', () => {
  function scattered(count: number, seed: number): ClusterPoint[] {
    let state = seed;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    // Half over the whole world (some near ±180 and the poles), half packed around New York.
    return Array.from({ length: count }, (_, index) =>
      index % 2
        ? { id: `w${index}`, lat: -89 + next() * 178, lng: -180 + next() * 360, status: 'ok' }
        : { id: `n${index}`, lat: 40.5 + next() * 0.5, lng: -74.3 + next() * 0.6, status: 'ok' },
    );
  }

  it.each([
    [0, 40],
    [0, 300],
    [1, 40],
    [3, 40],
    [6, 40],
    [9, 25],
    [12, 40],
    [2, 0],
  ])(
    'groups 1 200 markers exactly as comparing every pair does (zoom %i, radius %i)',
    (zoom, radius) => {
      const points = scattered(1200, 7 + zoom);
      const { clusters } = clusterMarkers(points, { zoom, radius, maxZoom: 20 });
      expect(clusters.length).toBeGreaterThan(0);
      expect(clusters.map((cluster) => cluster.memberIds)).toEqual(
        clusterAllPairs(points, zoom, radius),
      );
    },
  );

  it('finds neighbours across ±180 when the world is narrower than three cells', () => {
    // At zoom 0 with a 200 px radius the world (512 px) has two columns of 256 px.
    const points: ClusterPoint[] = [
      { id: 'east', lat: 0, lng: 170, status: 'ok' },
      { id: 'west', lat: 0, lng: -170, status: 'warning' },
      { id: 'middle', lat: 0, lng: 0, status: 'ok' },
    ];
    const { clusters } = clusterMarkers(points, { zoom: 0, radius: 200, maxZoom: 20 });
    // east–west are 28 px apart across ±180; middle is 242 px from each: alone.
    expect(clusters.map((cluster) => cluster.memberIds)).toEqual([['east', 'west']]);
    expect(clusters[0]?.status).toBe('warning');
    expect(Math.abs(clusters[0]!.lng)).toBeCloseTo(180, 6);
  });
});

import { describe, expect, it } from 'vitest';
import { reportMapView } from './map-view';

describe('reportMapView', () => {
  it('is null without sources and zoom 16 on a single point', () => {
    expect(reportMapView([])).toBeNull();
    expect(reportMapView([{ latitude: 40.7, longitude: -74 }])).toEqual({
      center: { latitude: 40.7, longitude: -74 },
      zoom: 16,
    });
  });

  it('fits the longitude span into the width minus the padding', () => {
    // 0.036° of longitude at the equator = 1e-4 world widths; (1280 − 80) / (512 × 1e-4) = 23437.5
    // → log2 = 14.52 → 14.5 (quarter steps, rounded down); the latitudes are equal.
    const view = reportMapView([
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 0.036 },
    ])!;
    expect(view.center).toEqual({ latitude: 0, longitude: 0.018 });
    expect(view.zoom).toBe(14.5);
  });

  it('lets the shorter height decide a north–south spread, within 2–17', () => {
    const tall = reportMapView([
      { latitude: 0, longitude: 0 },
      { latitude: 0.036, longitude: 0 },
    ])!;
    // (250 − 80) / (512 × 1e-4) = 3320.3 → log2 = 11.70 → 11.5
    expect(tall.zoom).toBe(11.5);
    expect(
      reportMapView([
        { latitude: -60, longitude: -170 },
        { latitude: 60, longitude: 170 },
      ])!.zoom,
    ).toBe(2);
  });
});

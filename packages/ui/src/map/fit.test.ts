import { describe, expect, it } from 'vitest';
import {
  clearOfControls,
  fitPadding,
  markerBox,
  markerExtent,
  screenPoint,
  toBoundsLike,
} from './fit';

describe('markerExtent', () => {
  it('grows with the marker size: 22-pixel markers reach 14 pixels, labels start 18 pixels right', () => {
    expect(markerExtent([], 22)).toEqual({ left: 14, right: 14, top: 14, bottom: 14 });
    expect(markerExtent([72], 22)).toEqual({ left: 14, right: 90, top: 14, bottom: 14 });
    expect(markerExtent([72], 18)).toEqual(markerExtent([72]));
  });

  it('given no labels, the circle reaches 12 px on every side', () => {
    expect(markerExtent([])).toEqual({ left: 12, right: 12, top: 12, bottom: 12 });
  });

  it('given labels, the widest one (after its 16 px offset) sets the right side', () => {
    expect(markerExtent([58, 72, 40])).toEqual({ left: 12, right: 88, top: 12, bottom: 12 });
  });
});

describe('fitPadding', () => {
  const extent = markerExtent([72]); // right: 88

  it('keeps the asked padding where the markers reach less far', () => {
    expect(fitPadding({ width: 768, height: 440, padding: 48, extent })).toEqual({
      top: 48,
      bottom: 48,
      left: 88,
      right: 88,
    });
  });

  it('widens both sides alike for the labels, so the markers stay centred', () => {
    const padding = fitPadding({ width: 768, height: 440, padding: 24, extent });
    expect(padding.left).toBe(padding.right);
    expect(padding.left).toBe(88);
  });

  it('given a phone-wide view of 390 px, it keeps the whole label in and room for the markers', () => {
    const padding = fitPadding({ width: 390, height: 256, padding: 48, extent });
    expect(padding).toEqual({ top: 48, bottom: 48, left: 88, right: 88 });
    expect(390 - padding.left - padding.right).toBe(214);
  });

  it('in a tiny view, shrinks each side to a third so a third is left for the markers', () => {
    expect(fitPadding({ width: 150, height: 90, padding: 48, extent })).toEqual({
      top: 30,
      bottom: 30,
      left: 50,
      right: 50,
    });
  });

  it('a view of no size gets no padding', () => {
    expect(fitPadding({ width: 0, height: 0, padding: 48, extent })).toEqual({
      top: 0,
      bottom: 0,
      left: 0,
      right: 0,
    });
  });
});

describe('toBoundsLike', () => {
  it('gives [[west, south], [east, north]]', () => {
    expect(
      toBoundsLike([
        { lat: 51.5, lng: -0.02 },
        { lat: 55.95, lng: -3.19 },
      ]),
    ).toEqual([
      [-3.19, 51.5],
      [-0.02, 55.95],
    ]);
  });

  it('gives null for no points', () => {
    expect(toBoundsLike([])).toBeNull();
  });
});

describe('screenPoint', () => {
  const view = { width: 800, height: 400 };

  it('draws the camera centre in the middle of the view', () => {
    expect(
      screenPoint({ lat: 10, lng: 20 }, { center: { lat: 10, lng: 20 }, zoom: 3 }, view),
    ).toEqual({
      x: 400,
      y: 200,
    });
  });

  it('moves 45° of longitude by an eighth of the 1024-pixel world at zoom 1', () => {
    const point = screenPoint({ lat: 0, lng: 45 }, { center: { lat: 0, lng: 0 }, zoom: 1 }, view);
    expect(point.x).toBeCloseTo(528, 6);
    expect(point.y).toBeCloseTo(200, 6);
  });

  it('draws a point across ±180 next to a centre near the antimeridian', () => {
    const point = screenPoint(
      { lat: 0, lng: -179 },
      { center: { lat: 0, lng: 179 }, zoom: 0 },
      view,
    );
    // 2° east of the centre: 2 / 360 × 512 = 2.84 px.
    expect(point.x).toBeCloseTo(402.844, 3);
  });

  it('puts northern points higher on screen', () => {
    const point = screenPoint({ lat: 10, lng: 0 }, { center: { lat: 0, lng: 0 }, zoom: 0 }, view);
    expect(point.y).toBeLessThan(200);
  });
});

describe('markerBox', () => {
  it('spreads the extent around the point', () => {
    expect(markerBox({ x: 100, y: 50 }, { left: 12, right: 88, top: 12, bottom: 12 })).toEqual({
      left: 88,
      top: 38,
      right: 188,
      bottom: 62,
    });
  });
});

describe('clearOfControls', () => {
  const extent = { left: 12, right: 88, top: 12, bottom: 12 };
  const padding = { top: 48, right: 88, bottom: 48, left: 88 };
  // The zoom buttons of a 390 × 256 map: 32 px wide, 8 px from the top end corner.
  const zoomButtons = { left: 350, top: 8, right: 382, bottom: 112 };
  // The search box along the top start.
  const searchBox = { left: 8, top: 8, right: 296, bottom: 40 };

  it('changes nothing when no marker touches a control', () => {
    const boxes = [{ left: 100, top: 150, right: 200, bottom: 174 }];
    expect(
      clearOfControls({
        padding,
        boxes,
        controls: [zoomButtons, searchBox],
        extent,
        width: 390,
        height: 256,
      }),
    ).toEqual(padding);
  });

  it('moves the markers left of the zoom buttons when a label runs under them', () => {
    const boxes = [{ left: 280, top: 100, right: 380, bottom: 124 }];
    const next = clearOfControls({
      padding,
      boxes,
      controls: [zoomButtons],
      extent,
      width: 390,
      height: 256,
    });
    // 390 - 350 + 4 + 88 = 132 on the right; left and right then share two thirds of 390 (260).
    expect(next.right + next.left).toBeCloseTo(220, 6);
    expect(next.right).toBe(132);
    expect(next.left).toBe(88);
    expect(next.top).toBe(48);
  });

  it('moves the markers below the search box when one is under it', () => {
    const boxes = [{ left: 100, top: 20, right: 200, bottom: 44 }];
    const next = clearOfControls({
      padding,
      boxes,
      controls: [searchBox],
      extent,
      width: 768,
      height: 440,
    });
    // 40 + 4 + 12 = 56 from the top.
    expect(next).toEqual({ top: 56, right: 88, bottom: 48, left: 88 });
  });

  it('keeps a third of a small view free, shrinking both sides in proportion', () => {
    const boxes = [{ left: 200, top: 100, right: 300, bottom: 124 }];
    const next = clearOfControls({
      padding: { top: 10, right: 80, bottom: 10, left: 80 },
      boxes,
      controls: [{ left: 250, top: 0, right: 290, bottom: 110 }],
      extent,
      width: 300,
      height: 300,
    });
    // Right would be 300 - 250 + 4 + 88 = 142; 142 + 80 = 222 > 200, so both scale by 200 / 222.
    expect(next.right).toBeCloseTo((142 * 200) / 222, 6);
    expect(next.left).toBeCloseTo((80 * 200) / 222, 6);
  });
});

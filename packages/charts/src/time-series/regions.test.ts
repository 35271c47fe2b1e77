import { describe, expect, it } from 'vitest';
import { layoutRegions } from './regions';
import type { ChartRegion } from './types';

const HOUR = 3_600_000;
/** A view of 10 hours on a 500 px plot: 50 px an hour. */
const VIEW: readonly [number, number] = [0, 10 * HOUR];
/** Every label measures 6 px a character. */
const measure = (label: string) => label.length * 6;

const region = (
  start: number,
  end: number | null,
  label = 'Initial',
  tone: ChartRegion['tone'] = 'initial',
): ChartRegion => ({ start, end, label, tone });

describe('laying out regions in a view', () => {
  it('places a region at its start and width in px', () => {
    expect(layoutRegions([region(2 * HOUR, 4 * HOUR)], VIEW, 500, measure)).toEqual([
      {
        key: `0:${2 * HOUR}`,
        tone: 'initial',
        label: 'Initial',
        x: 100,
        width: 100,
        showLabel: true,
      },
    ]);
  });

  it('clips a region that starts before the view and one that ends after it', () => {
    const laidOut = layoutRegions(
      [region(-3 * HOUR, 1 * HOUR), region(9 * HOUR, 12 * HOUR, '2 Hr', 'rolling')],
      VIEW,
      500,
      measure,
    );
    expect(laidOut.map(({ x, width }) => [x, width])).toEqual([
      [0, 50],
      [450, 50],
    ]);
  });

  it('runs a region still open (end null) to the end of the view', () => {
    const [open] = layoutRegions([region(6 * HOUR, null, '2 Hr', 'rolling')], VIEW, 500, measure);
    expect(open).toMatchObject({ x: 300, width: 200, tone: 'rolling' });
  });

  it('leaves out regions outside the view, touching its edge only, or empty', () => {
    expect(
      layoutRegions(
        [
          region(-2 * HOUR, 0),
          region(10 * HOUR, 11 * HOUR),
          region(3 * HOUR, 3 * HOUR),
          region(5 * HOUR, 4 * HOUR),
        ],
        VIEW,
        500,
        measure,
      ),
    ).toEqual([]);
  });

  it('shows a label only when it and its padding fit: 7 characters need 42 + 8 = 50 px', () => {
    const [exact, short] = layoutRegions(
      [region(0, 1 * HOUR), region(1 * HOUR, 1 * HOUR + 0.98 * HOUR)],
      VIEW,
      500,
      measure,
    );
    expect(exact).toMatchObject({ width: 50, showLabel: true });
    expect(short?.showLabel).toBe(false);
  });

  it('follows a zoomed view: the same region is wider', () => {
    const [zoomed] = layoutRegions(
      [region(2 * HOUR, 4 * HOUR)],
      [2 * HOUR, 3 * HOUR],
      500,
      measure,
    );
    expect(zoomed).toMatchObject({ x: 0, width: 500 });
  });

  it('lays out nothing on a plot without width or an empty view', () => {
    expect(layoutRegions([region(0, HOUR)], VIEW, 0, measure)).toEqual([]);
    expect(layoutRegions([region(0, HOUR)], [HOUR, HOUR], 500, measure)).toEqual([]);
  });
});

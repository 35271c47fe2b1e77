import { describe, expect, it } from 'vitest';
import { arcPath, gaugeBand, gaugeTileCount, readGauge } from './gauge';

const NO_DATA = 'No data';

describe('readGauge (projects §4)', () => {
  // Trigger 50 µg/m³, so the percent is value × 2; each row is computed by hand.
  it.each([
    // value, percent, band, text
    [0, 0, 'ok', '0%'],
    [39.95, 79.9, 'ok', '80%'],
    [40, 80, 'caution', '80%'],
    [49.95, 99.9, 'caution', '100%'],
    [50, 100, 'warning', '100%'],
    [50.05, 100.1, 'warning', '>100%'],
    [75, 150, 'warning', '>100%'],
    [21.3, 42.6, 'ok', '43%'],
  ] as const)('value %s of trigger 50 is %s %%: %s, "%s"', (value, percent, band, text) => {
    const reading = readGauge(value, 50, NO_DATA);
    expect(reading.percent).toBeCloseTo(percent, 9);
    expect(reading.band).toBe(band);
    expect(reading.text).toBe(text);
  });

  it('fills the arc with the percent, full above 100 % and empty below 0', () => {
    expect(readGauge(25, 50, NO_DATA).fill).toBe(0.5);
    expect(readGauge(50.05, 50, NO_DATA).fill).toBe(1);
    expect(readGauge(-5, 50, NO_DATA).fill).toBe(0);
  });

  it('shows 0% for a negative value, in the ok band', () => {
    expect(readGauge(-5, 50, NO_DATA)).toEqual({ percent: -10, band: 'ok', text: '0%', fill: 0 });
  });

  it('leaves the text blank when the trigger is 0, missing or not positive', () => {
    for (const trigger of [0, null, undefined, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(readGauge(12, trigger, NO_DATA)).toEqual({
        percent: null,
        band: 'none',
        text: '',
        fill: 0,
      });
    }
  });

  it("says 'No data' without a value, even when the trigger is 0", () => {
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -Infinity]) {
      expect(readGauge(value, 50, NO_DATA)).toEqual({
        percent: null,
        band: 'none',
        text: 'No data',
        fill: 0,
      });
    }
    expect(readGauge(null, 0, NO_DATA).text).toBe('No data');
  });

  it('writes the no-data text it is given (translated)', () => {
    expect(readGauge(null, 50, 'Sin datos').text).toBe('Sin datos');
  });

  it('compares exactly at 80 and 100 % with other triggers (no float drift)', () => {
    expect(readGauge(0.8, 1, NO_DATA).band).toBe('caution');
    expect(readGauge(8, 10, NO_DATA).band).toBe('caution');
    expect(readGauge(0.3, 0.3, NO_DATA)).toMatchObject({ band: 'warning', text: '100%' });
    expect(readGauge(0.7, 0.7, NO_DATA)).toMatchObject({ band: 'warning', text: '100%' });
  });
});

describe('gaugeBand', () => {
  it.each([
    [79.9, 'ok'],
    [80, 'caution'],
    [99.9, 'caution'],
    [100, 'warning'],
    [100.1, 'warning'],
    [-3, 'ok'],
  ] as const)('%s %% is %s', (percent, band) => {
    expect(gaugeBand(percent)).toBe(band);
  });
});

describe('gaugeTileCount (projects §2, §9)', () => {
  it.each([
    // floor(width / 100) − 1, at least 1
    [99, 1],
    [100, 1],
    [199, 1],
    [200, 1],
    [299, 1],
    [300, 2],
    [399, 2],
    [400, 3],
    [1000, 9],
  ])('%s px wide shows %s tile(s)', (width, tiles) => {
    expect(gaugeTileCount(width)).toBe(tiles);
  });

  it('shows the default 2 tiles before the width is known', () => {
    for (const width of [undefined, null, 0, -5, Number.NaN]) {
      expect(gaugeTileCount(width)).toBe(2);
    }
  });
});

describe('arcPath', () => {
  it('draws the upper half ring from 9 to 3 o’clock', () => {
    expect(arcPath(38, 50, -Math.PI / 2, Math.PI / 2)).toBe(
      'M-50,0A50,50,0,0,1,50,0L38,0A38,38,0,0,0,-38,0Z',
    );
  });

  it('draws a quarter from 9 to 12 o’clock', () => {
    expect(arcPath(38, 50, -Math.PI / 2, 0)).toBe(
      'M-50,0A50,50,0,0,1,0,-50L0,-38A38,38,0,0,0,-38,0Z',
    );
  });

  it('uses the large-arc flag beyond half a turn', () => {
    expect(arcPath(0, 10, 0, 1.5 * Math.PI)).toBe('M0,-10A10,10,0,1,1,-10,0L0,0A0,0,0,1,0,0,0Z');
  });

  it('is empty without sweep or thickness', () => {
    expect(arcPath(38, 50, 0, 0)).toBe('');
    expect(arcPath(38, 50, 1, 0)).toBe('');
    expect(arcPath(50, 50, 0, 1)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ACTION_LEVELS, engineAveraging } from './config';

describe('engineAveraging', () => {
  it.each([
    ['FourteenSixtySix', 120, 'RollingWithRecovery'],
    ['Der10', 15, 'Rolling'],
    ['NjPam', 15, 'Block'],
    ['Generic', 45, 'Rolling'],
  ] as const)('%s over %d minutes → %s', (type, period, method) => {
    expect(engineAveraging(type, period)).toEqual({ method, windowMinutes: period });
  });

  it.each([0, -15, 7.5, Number.NaN])('refuses a period of %d minutes', (period) => {
    expect(() => engineAveraging('Der10', period)).toThrow(RangeError);
  });
});

describe('DEFAULT_ACTION_LEVELS', () => {
  it('holds the defaults of DOMAIN.md', () => {
    expect(DEFAULT_ACTION_LEVELS).toEqual({
      FourteenSixtySix: [{ sensorCode: 'PM10', units: 'µg/m³', levels: [25] }],
      Der10: [
        { sensorCode: 'PM10', units: 'µg/m³', levels: [100, 150] },
        { sensorCode: 'VOC', units: 'ppm', levels: [5, 25] },
      ],
      NjPam: [],
      Generic: [],
    });
  });
});

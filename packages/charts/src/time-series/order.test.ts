import { describe, expect, it } from 'vitest';
import { compareChannelNames } from './order';

describe('compareChannelNames', () => {
  it('orders particle sizes PM1, PM2.5, PM4, PM10 whatever order they arrive in', () => {
    expect(['PM10', 'PM4', 'PM1', 'PM2.5'].sort(compareChannelNames)).toEqual([
      'PM1',
      'PM2.5',
      'PM4',
      'PM10',
    ]);
  });

  it('puts other channels after the particle sizes and keeps their given order', () => {
    expect(['WS', 'PM10', 'VOC', 'WD', 'PM2.5'].sort(compareChannelNames)).toEqual([
      'PM2.5',
      'PM10',
      'WS',
      'VOC',
      'WD',
    ]);
  });

  it('does not mistake PM100 or a lower-case pm10 label', () => {
    expect(['PM100', 'pm10'].sort(compareChannelNames)).toEqual(['pm10', 'PM100']);
  });
});

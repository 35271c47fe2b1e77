import { describe, expect, it } from 'vitest';
import { isOnline, OFFLINE_AFTER_MS, worstHealth } from './instrument-status';

describe('instrument online status', () => {
  const now = Date.parse('2026-11-02T12:00:00Z');
  it.each([
    [null, false],
    [now, true],
    [now - OFFLINE_AFTER_MS, true],
    [now - OFFLINE_AFTER_MS - 1, false],
    [now - 60 * 60_000, false],
  ])('with the newest reading at %s is online: %s', (last, expected) => {
    expect(isOnline(last, now)).toBe(expected);
  });

  it.each([
    [[], 'Ok'],
    [['Ok', 'Ok'], 'Ok'],
    [['Ok', 'Aging'], 'Aging'],
    [['Aging', 'Failed', 'Ok'], 'Failed'],
  ] as const)('the worst of %j is %s', (healths, expected) => {
    expect(worstHealth(healths)).toBe(expected);
  });
});

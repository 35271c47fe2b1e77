import { describe, expect, it } from 'vitest';
import { OFFLINE_AFTER_MS } from './instrument-status';
import { locationStatus, type AttachedInstrumentState } from './location-status';

const NOW = Date.parse('2026-11-02T09:00:00Z');
const healthy = (lastDataMs: number | null): AttachedInstrumentState => ({
  lastDataMs,
  healths: ['Ok', 'Ok'],
  operationMode: 'Sample',
});

describe('locationStatus', () => {
  it.each([
    ['no instrument attached', [], 'Offline'],
    ['an instrument that never sent data', [healthy(null)], 'Offline'],
    [
      'a reading exactly OFFLINE_AFTER_MS old (still online)',
      [healthy(NOW - OFFLINE_AFTER_MS)],
      'Ok',
    ],
    ['a reading 1 ms older than that', [healthy(NOW - OFFLINE_AFTER_MS - 1)], 'Offline'],
    ['a healthy sampling instrument', [healthy(NOW - 60_000)], 'Ok'],
    [
      'an aging sensor',
      [{ lastDataMs: NOW, healths: ['Ok', 'Aging'], operationMode: 'Sample' }],
      'Online',
    ],
    ['an instrument in service', [{ ...healthy(NOW), operationMode: 'Service' }], 'Online'],
    [
      'a failed sensor (over an aging one and service mode)',
      [{ lastDataMs: NOW, healths: ['Aging', 'Failed'], operationMode: 'Zero' }],
      'Warning',
    ],
    [
      'a failed sensor on an offline instrument beside a healthy online one',
      [{ lastDataMs: null, healths: ['Failed'], operationMode: 'Sample' }, healthy(NOW)],
      'Ok',
    ],
    [
      'one healthy and one failed online instrument',
      [healthy(NOW), { lastDataMs: NOW, healths: ['Failed'], operationMode: 'Sample' }],
      'Warning',
    ],
  ] as const)('%s → %s', (_label, instruments, expected) => {
    expect(locationStatus(instruments, NOW)).toBe(expected);
  });
});

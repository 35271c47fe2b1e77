import { describe, expect, it } from 'vitest';
import {
  instrumentCells,
  instrumentPage,
  instrumentPageCount,
  instrumentStatusScore,
  sortInstruments,
  type InstrumentHealth,
  type InstrumentRow,
} from './instrument-status';

const HEALTHY: InstrumentHealth = {
  MonitorSerial: 'AQS-1',
  OnlineStatus: 'Online',
  SensorHealthStatus: 'Ok',
  OperationMode: 'Sample',
  BatteryStatus: 'Online',
};

const OFFLINE: InstrumentHealth = {
  MonitorSerial: 'AQS-2',
  OnlineStatus: 'Offline',
  SensorHealthStatus: null,
  OperationMode: null,
  BatteryStatus: 'Offline',
};

describe('instrumentStatusScore (projects §4)', () => {
  it.each<[string, Partial<InstrumentHealth>, number]>([
    ['healthy', {}, 0],
    // offline 3 + battery offline 1 + operation shown offline 1
    ['offline with its battery', OFFLINE, 5],
    ['offline, battery reported online', { ...OFFLINE, BatteryStatus: 'Online' }, 4],
    ['online, battery offline', { BatteryStatus: 'Offline' }, 1],
    ['in Service', { OperationMode: 'Service' }, 3],
    ['on span port 4', { OperationMode: 'SpanPort4' }, 3],
    ['zeroing', { OperationMode: 'Zero' }, 3],
    ['aging', { SensorHealthStatus: 'Aging' }, 3],
    ['failed', { SensorHealthStatus: 'Failed' }, 10],
    // failed 10 + service 3 + battery 1
    [
      'failed, in service, battery offline',
      { SensorHealthStatus: 'Failed', OperationMode: 'Service', BatteryStatus: 'Offline' },
      14,
    ],
    ['aging in zero mode', { SensorHealthStatus: 'Aging', OperationMode: 'Zero' }, 6],
  ])('%s scores %s', (_name, change, score) => {
    expect(instrumentStatusScore({ ...HEALTHY, ...change })).toBe(score);
  });
});

describe('sortInstruments', () => {
  const row = (name: string, change: Partial<InstrumentHealth> = {}): InstrumentRow => ({
    name,
    status: { ...HEALTHY, MonitorSerial: name, ...change },
  });

  it('puts the worst first, then orders by name (naturally) among equal scores', () => {
    const rows = [
      row('North 10'),
      row('North 2'),
      row('East', { SensorHealthStatus: 'Aging' }), // 3
      row('Basin', { OperationMode: 'Service' }), // 3
      row('South', OFFLINE), // 5
      row('West', { SensorHealthStatus: 'Failed' }), // 10
      row('alpha', { BatteryStatus: 'Offline' }), // 1
    ];
    expect(sortInstruments(rows).map((r) => r.name)).toEqual([
      'West',
      'South',
      'Basin',
      'East',
      'alpha',
      'North 2',
      'North 10',
    ]);
  });

  it('does not reorder the list it is given', () => {
    const rows = [row('B'), row('A')];
    sortInstruments(rows);
    expect(rows.map((r) => r.name)).toEqual(['B', 'A']);
  });
});

describe('instrument pages (3 per page)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
  ])('%s instruments fill %s page(s)', (count, pages) => {
    expect(instrumentPageCount(count)).toBe(pages);
  });

  it('slices a page and clamps the page to the ones there are', () => {
    const rows = ['a', 'b', 'c', 'd', 'e'];
    expect(instrumentPage(rows, 0)).toEqual({ index: 0, rows: ['a', 'b', 'c'] });
    expect(instrumentPage(rows, 1)).toEqual({ index: 1, rows: ['d', 'e'] });
    expect(instrumentPage(rows, 5)).toEqual({ index: 1, rows: ['d', 'e'] });
    expect(instrumentPage(rows, -1)).toEqual({ index: 0, rows: ['a', 'b', 'c'] });
    expect(instrumentPage([], 0)).toEqual({ index: 0, rows: [] });
  });
});

describe('instrumentCells (projects §4)', () => {
  it('shows an offline instrument offline in all four cells', () => {
    const offline = { status: 'offline', word: 'offline' };
    expect(instrumentCells(OFFLINE)).toEqual({
      online: offline,
      sensor: offline,
      operation: offline,
      battery: offline,
    });
  });

  it('shows sample as normal, other modes as caution, aging as caution and failed as warning', () => {
    expect(instrumentCells(HEALTHY)).toEqual({
      online: { status: 'ok', word: 'online' },
      sensor: { status: 'ok', word: 'ok' },
      operation: { status: 'ok', word: 'modeSample' },
      battery: { status: 'ok', word: 'ok' },
    });
    const busy = instrumentCells({
      ...HEALTHY,
      SensorHealthStatus: 'Aging',
      OperationMode: 'SpanPort2',
      BatteryStatus: 'Offline',
    });
    expect(busy.sensor).toEqual({ status: 'caution', word: 'aging' });
    expect(busy.operation).toEqual({ status: 'caution', word: 'modeSpanPort2' });
    expect(busy.battery).toEqual({ status: 'offline', word: 'offline' });
    expect(instrumentCells({ ...HEALTHY, SensorHealthStatus: 'Failed' }).sensor).toEqual({
      status: 'warning',
      word: 'failed',
    });
  });
});

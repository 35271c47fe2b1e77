import { describe, expect, it } from 'vitest';
import {
  availableChannels,
  buildTimeSeries,
  chosenChannels,
  chosenLocations,
  hasAnyValue,
  offeredLocations,
  planCharts,
  queryChannels,
  type ChartLocation,
  type SensorGroup,
} from './chart-series';

function location(
  id: string,
  name: string,
  sensors: Array<[string, string]>,
  options: { hidden?: boolean; attached?: boolean } = {},
): ChartLocation {
  return {
    GuidId: id,
    Name: name,
    Location: { Latitude: 0, Longitude: 0 },
    SensorTypes: sensors.map(([Name, Units]) => ({ Name, Units })),
    Status: 'Online',
    ChannelData: sensors.map(([Channel, Unit]) => ({
      Channel,
      Value: null,
      Unit,
      DecimalPlaces: 3,
    })),
    Instruments: options.attached === false ? [] : [{ Name: `${name} monitor`, Active: true }],
    IsHidden: options.hidden ?? false,
    EverAttached: options.attached !== false,
  };
}

const north = location('n', 'North fence', [
  ['PM10', 'µg/m³'],
  ['WD', '°'],
  ['PM2.5', 'µg/m³'],
]);
const south = location('s', 'South gate', [
  ['PM10', 'µg/m³'],
  ['NO2', 'ppm'],
  ['PM1', 'µg/m³'],
]);
const empty = location('e', 'Upwind mast', [], { attached: false });
const hidden = location('h', 'Old compound', [['PM10', 'µg/m³']], { hidden: true });
const ALL = [north, south, empty, hidden];

const group = (name: string, unit: string, decimals: number): SensorGroup => ({
  SensorGroupName: name,
  Category: 'Particulate',
  DisplayUnit: unit,
  DecimalPlace: decimals,
  DataStatus: 'DataReceived',
  IsCustom: false,
  PpmToMgm3Factor: null,
  AllowedUnitsWithMaximumDecimalPlace: [],
});

describe('the locations of a chart', () => {
  it('defaults to the active locations: shown and with an instrument attached', () => {
    expect(chosenLocations(ALL, null).map((l) => l.Name)).toEqual(['North fence', 'South gate']);
  });

  it('keeps the project order and drops ids the project does not have', () => {
    expect(chosenLocations(ALL, ['s', 'x', 'n']).map((l) => l.GuidId)).toEqual(['n', 's']);
    expect(chosenLocations(ALL, [])).toEqual([]);
  });

  it('offers the shown locations, and a hidden one only when the query names it', () => {
    expect(offeredLocations(ALL, null).map((l) => l.GuidId)).toEqual(['n', 's', 'e']);
    expect(offeredLocations(ALL, ['h']).map((l) => l.GuidId)).toEqual(['n', 's', 'e', 'h']);
  });
});

describe('the channels of a chart', () => {
  it('lists each channel once, particle sizes in size order first, units from the display settings', () => {
    const channels = availableChannels([north, south], [group('PM10', 'mg/m³', 4)]);
    expect(channels).toEqual([
      { name: 'PM1', unit: 'µg/m³', decimals: 3 },
      { name: 'PM2.5', unit: 'µg/m³', decimals: 3 },
      { name: 'PM10', unit: 'mg/m³', decimals: 4 },
      { name: 'WD', unit: '°', decimals: 3 },
      { name: 'NO2', unit: 'ppm', decimals: 3 },
    ]);
  });

  it('takes every available channel when the query names none', () => {
    const available = availableChannels([north], undefined);
    expect(chosenChannels(null, available)).toEqual({ channels: available, dropped: [] });
  });

  it('drops the channels the chosen locations do not have, and says which', () => {
    const available = availableChannels([north], undefined);
    const result = chosenChannels(
      [
        { name: 'NO2', unit: 'ppm' },
        { name: 'PM10', unit: 'µg/m³' },
        { name: 'NO2', unit: 'ppm' },
      ],
      available,
    );
    expect(result.channels.map((c) => c.name)).toEqual(['PM10']);
    expect(result.dropped).toEqual(['NO2']);
  });

  it('writes chosen channels with their unit and decimals into the query', () => {
    expect(queryChannels([{ name: 'PM10', unit: 'µg/m³', decimals: 1 }])).toEqual([
      { name: 'PM10', unit: 'µg/m³', decimalPlace: 1 },
    ]);
  });
});

describe('the charts of a page', () => {
  const available = availableChannels([north, south], undefined);
  const pm10 = available.filter((c) => c.name === 'PM10' || c.name === 'WD');

  it('focus on channels: one chart per channel, one line per location that has it', () => {
    const plans = planCharts('channels', ALL, [north, south], pm10, available);
    expect(plans.map((p) => p.title)).toEqual(['PM10', 'WD']);
    expect(plans[0]?.series.map((s) => [s.id, s.label, s.colourIndex])).toEqual([
      ['n:PM10', 'North fence', 0],
      ['s:PM10', 'South gate', 1],
    ]);
    // Only North fence has wind direction, drawn as points; it keeps its colour.
    expect(plans[1]?.series.map((s) => [s.id, s.kind, s.colourIndex])).toEqual([
      ['n:WD', 'direction', 0],
    ]);
  });

  it('keeps a location’s colour when another location is left out', () => {
    const plans = planCharts('channels', ALL, [south], pm10, available);
    expect(plans[0]?.series.map((s) => [s.label, s.colourIndex])).toEqual([['South gate', 1]]);
  });

  it('focus on locations: one chart per location, one line per channel, coloured by channel', () => {
    const plans = planCharts(
      'monitoringLocations',
      ALL,
      [north, south, empty],
      available,
      available,
    );
    // The mast has none of the channels: no chart.
    expect(plans.map((p) => p.title)).toEqual(['North fence', 'South gate']);
    expect(plans[0]?.series.map((s) => [s.label, s.unit, s.colourIndex])).toEqual([
      ['PM2.5', 'µg/m³', 1],
      ['PM10', 'µg/m³', 2],
      ['WD', '°', 3],
    ]);
    expect(plans[1]?.series.map((s) => [s.label, s.colourIndex])).toEqual([
      ['PM1', 0],
      ['PM10', 2],
      ['NO2', 4],
    ]);
  });

  it('cycles the 14 category colours', () => {
    const many = Array.from({ length: 16 }, (_, index) =>
      location(`l${index}`, `L${index}`, [['PM10', 'µg/m³']]),
    );
    const plans = planCharts('channels', many, many, pm10.slice(0, 1), available);
    expect(plans[0]?.series.map((s) => s.colourIndex).slice(12)).toEqual([12, 13, 0, 1]);
  });
});

describe('a series from the server’s answer', () => {
  const plan = {
    id: 'n:PM10',
    locationId: 'n',
    channel: 'PM10',
    label: 'North fence',
    unit: 'µg/m³',
    decimals: 1,
    kind: 'line' as const,
    colourIndex: 0,
  };

  it('holds times and values as typed arrays, NaN for a bucket without a value', () => {
    const series = buildTimeSeries(
      plan,
      {
        Data: [
          { Time: '2026-11-25T13:00:00Z', Value: 12.5 },
          { Time: '2026-11-25T14:00:00Z', Value: null },
          { Time: '2026-11-25T15:00:00.000Z', Value: 0 },
        ],
        BucketMs: 3_600_000,
      },
      'rgb(0, 114, 178)',
    );
    expect(series.times).toBeInstanceOf(Float64Array);
    expect(series.values).toBeInstanceOf(Float64Array);
    expect(Array.from(series.times)).toEqual([
      Date.UTC(2026, 10, 25, 13),
      Date.UTC(2026, 10, 25, 14),
      Date.UTC(2026, 10, 25, 15),
    ]);
    expect(Array.from(series.values)).toEqual([12.5, Number.NaN, 0]);
    expect(series.bucketMs).toBe(3_600_000);
    expect(series.mins).toBeUndefined();
    expect(series).toMatchObject({
      id: 'n:PM10',
      label: 'North fence',
      unit: 'µg/m³',
      decimals: 1,
      kind: 'line',
      colour: 'rgb(0, 114, 178)',
    });
    expect(hasAnyValue([series])).toBe(true);
  });

  it('keeps the envelope of merged buckets and the merged bucket width', () => {
    const series = buildTimeSeries(plan, {
      Data: [
        { Time: '2026-11-25T00:00:00Z', Value: 10, Min: 4, Max: 31 },
        { Time: '2026-11-25T00:15:00Z', Value: null, Min: null, Max: null },
      ],
      BucketMs: 900_000,
    });
    expect(Array.from(series.mins ?? [])).toEqual([4, Number.NaN]);
    expect(Array.from(series.maxs ?? [])).toEqual([31, Number.NaN]);
    expect(series.bucketMs).toBe(900_000);
  });

  it('has no value to draw when every bucket is empty', () => {
    const series = buildTimeSeries(plan, {
      Data: [{ Time: '2026-11-25T00:00:00Z', Value: null }],
      BucketMs: 60_000,
    });
    expect(hasAnyValue([series])).toBe(false);
    expect(hasAnyValue([])).toBe(false);
  });
});

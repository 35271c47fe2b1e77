import { describe, expect, it } from 'vitest';
import {
  AVERAGING_PERIODS_MINUTES,
  averagePoints,
  averageRollups,
  bucketEndFor,
  bucketEnds,
  downsample,
  rollupEnd,
  rollupResolutionFor,
  vectorMeanDegrees,
  type AveragingOptions,
  type Bucket,
  type Point,
  type RollupRow,
} from './averaging';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

/** `count` 1-minute readings, the first ending a minute after `startIso`; v = value(i). */
function minutes(startIso: string, count: number, value: (i: number) => number): Point[] {
  const start = at(startIso);
  return Array.from({ length: count }, (_, i) => ({ t: start + (i + 1) * MIN, v: value(i) }));
}

const utc = (periodMinutes: number, extra: Partial<AveragingOptions> = {}): AveragingOptions => ({
  periodMinutes,
  timeZone: 'Etc/UTC',
  direction: 'TimeEnding',
  ...extra,
});

describe('AVERAGING_PERIODS_MINUTES', () => {
  it('lists the spec periods', () => {
    expect(AVERAGING_PERIODS_MINUTES).toEqual([
      1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440,
    ]);
  });
});

describe('bucketEndFor', () => {
  it.each([
    // [instant, period, zone, expected end]
    ['2026-01-15T10:15:00Z', 15, 'Etc/UTC', '2026-01-15T10:15:00.000Z'], // boundary: closes
    ['2026-01-15T10:16:00Z', 15, 'Etc/UTC', '2026-01-15T10:30:00.000Z'],
    ['2026-01-15T10:15:00.001Z', 15, 'Etc/UTC', '2026-01-15T10:30:00.000Z'],
    ['2026-01-15T10:00:00Z', 60, 'Etc/UTC', '2026-01-15T10:00:00.000Z'],
    ['2026-01-15T10:01:00Z', 60, 'Etc/UTC', '2026-01-15T11:00:00.000Z'],
    ['2026-01-15T10:01:00Z', 1, 'Etc/UTC', '2026-01-15T10:01:00.000Z'],
    ['2026-01-16T00:00:00Z', 1440, 'Etc/UTC', '2026-01-16T00:00:00.000Z'], // closes the day
    ['2026-01-16T00:01:00Z', 1440, 'Etc/UTC', '2026-01-17T00:00:00.000Z'],
    ['2026-01-15T20:00:00Z', 300, 'Etc/UTC', '2026-01-15T20:00:00.000Z'],
    ['2026-01-15T20:01:00Z', 300, 'Etc/UTC', '2026-01-16T00:00:00.000Z'], // 20–24, cut at midnight
    ['2026-01-15T23:59:00Z', 480, 'Etc/UTC', '2026-01-16T00:00:00.000Z'],
    ['2026-01-15T01:00:00Z', 20, 'UTC', '2026-01-15T01:00:00.000Z'],
    // Kolkata +05:30: local midnight is 18:30Z, so hours end at :30 UTC.
    ['2026-01-15T10:00:00Z', 60, 'Asia/Kolkata', '2026-01-15T10:30:00.000Z'],
    ['2026-01-15T10:30:00Z', 60, 'Asia/Kolkata', '2026-01-15T10:30:00.000Z'],
    ['2026-01-15T10:00:00Z', 1440, 'Asia/Kolkata', '2026-01-15T18:30:00.000Z'],
    // Kathmandu +05:45: midnight is 18:15Z.
    ['2026-01-15T10:00:00Z', 60, 'Asia/Kathmandu', '2026-01-15T10:15:00.000Z'],
    // New York spring-forward day: midnight EST = 05:00Z; 07:30Z is 2.5 h elapsed
    // → bucket (07:00, 08:00].
    ['2026-03-08T07:30:00Z', 60, 'America/New_York', '2026-03-08T08:00:00.000Z'],
    ['2026-03-08T07:30:00Z', 1440, 'America/New_York', '2026-03-09T04:00:00.000Z'], // midnight EDT
    ['2026-03-08T05:00:00Z', 1440, 'America/New_York', '2026-03-08T05:00:00.000Z'],
    // Havana jumps from 00:00 to 01:00 on 8 March: that day starts at the jump, 05:00Z.
    ['2026-03-08T05:00:00Z', 1440, 'America/Havana', '2026-03-08T05:00:00.000Z'],
    ['2026-03-08T05:01:00Z', 1440, 'America/Havana', '2026-03-09T04:00:00.000Z'],
    ['2026-03-08T05:01:00Z', 60, 'America/Havana', '2026-03-08T06:00:00.000Z'],
  ])('%s, %d min, %s → %s', (instant, period, zone, expected) => {
    expect(iso(bucketEndFor(at(instant), period, zone))).toBe(expected);
  });

  it.each([0, 7, 45, 1441, -15])('refuses a period of %d minutes', (period) => {
    expect(() => bucketEndFor(0, period, 'Etc/UTC')).toThrow(RangeError);
  });

  it('refuses an unknown time zone', () => {
    expect(() => bucketEndFor(0, 60, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('bucketEnds', () => {
  const isoEnds = (from: string, to: string, period: number, zone = 'Etc/UTC') =>
    bucketEnds(at(from), at(to), period, zone).map(iso);

  it('lists every 15-minute bucket meeting (from, to], partial ones included', () => {
    expect(isoEnds('2026-01-15T10:07:00Z', '2026-01-15T10:52:00Z', 15)).toEqual([
      '2026-01-15T10:15:00.000Z',
      '2026-01-15T10:30:00.000Z',
      '2026-01-15T10:45:00.000Z',
      '2026-01-15T11:00:00.000Z',
    ]);
  });

  it('leaves out the bucket that ends exactly at from, keeps the one ending exactly at to', () => {
    expect(isoEnds('2026-01-15T10:15:00Z', '2026-01-15T10:45:00Z', 15)).toEqual([
      '2026-01-15T10:30:00.000Z',
      '2026-01-15T10:45:00.000Z',
    ]);
  });

  it.each([
    ['2026-01-15T10:15:00Z', '2026-01-15T10:15:00Z'],
    ['2026-01-15T11:00:00Z', '2026-01-15T10:00:00Z'],
  ])('is empty for (%s, %s]', (from, to) => {
    expect(isoEnds(from, to, 15)).toEqual([]);
  });

  it('cuts 300-minute buckets at midnight: 00–05, 05–10, 10–15, 15–20, 20–24', () => {
    expect(isoEnds('2026-01-15T00:00:00Z', '2026-01-16T00:00:00Z', 300)).toEqual([
      '2026-01-15T05:00:00.000Z',
      '2026-01-15T10:00:00.000Z',
      '2026-01-15T15:00:00.000Z',
      '2026-01-15T20:00:00.000Z',
      '2026-01-16T00:00:00.000Z',
    ]);
  });

  it('restarts 300-minute buckets at each New York midnight (05:00Z in winter)', () => {
    expect(
      isoEnds('2026-01-15T05:00:00Z', '2026-01-16T05:00:00Z', 300, 'America/New_York'),
    ).toEqual([
      '2026-01-15T10:00:00.000Z',
      '2026-01-15T15:00:00.000Z',
      '2026-01-15T20:00:00.000Z',
      '2026-01-16T01:00:00.000Z',
      '2026-01-16T05:00:00.000Z', // the last is cut to 4 h: 20:00–24:00 local
    ]);
  });

  it('counts 300-minute buckets in elapsed time on the 23-hour day', () => {
    // Midnight EST = 05:00Z, next midnight EDT = 04:00Z: 5 h, 5 h, 5 h, 5 h, then 3 h.
    expect(
      isoEnds('2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 300, 'America/New_York'),
    ).toEqual([
      '2026-03-08T10:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
      '2026-03-08T20:00:00.000Z',
      '2026-03-09T01:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
  });

  it.each([
    ['2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23, '2026-03-08T06:00:00.000Z'], // 23-hour day
    ['2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 25, '2026-11-01T05:00:00.000Z'], // 25-hour day
    ['2026-01-15T05:00:00Z', '2026-01-16T05:00:00Z', 24, '2026-01-15T06:00:00.000Z'],
  ])('has hourly buckets over the New York day (%s, %s]: %d of them', (from, to, count, first) => {
    const ends = isoEnds(from, to, 60, 'America/New_York');
    expect(ends).toHaveLength(count);
    expect(ends[0]).toBe(first);
    expect(ends.at(-1)).toBe(new Date(at(to)).toISOString());
  });

  it('makes each New York daily bucket one local calendar day', () => {
    expect(
      isoEnds('2026-03-07T05:00:00Z', '2026-03-10T04:00:00Z', 1440, 'America/New_York'),
    ).toEqual([
      '2026-03-08T05:00:00.000Z', // 7 March, 24 h (EST)
      '2026-03-09T04:00:00.000Z', // 8 March, 23 h
      '2026-03-10T04:00:00.000Z', // 9 March, 24 h (EDT)
    ]);
  });

  it('ends Kolkata hours at :30 UTC', () => {
    const ends = isoEnds('2026-01-14T18:30:00Z', '2026-01-15T18:30:00Z', 60, 'Asia/Kolkata');
    expect(ends).toHaveLength(24);
    expect(ends[0]).toBe('2026-01-14T19:30:00.000Z');
    expect(ends.every((end) => end.slice(14) === '30:00.000Z')).toBe(true);
  });
});

describe('averagePoints', () => {
  it('puts a reading stamped exactly on a boundary in the bucket it closes', () => {
    const points = [
      { t: at('2026-01-15T10:15:00Z'), v: 1 },
      { t: at('2026-01-15T10:16:00Z'), v: 3 },
    ];
    expect(averagePoints(points, utc(15))).toEqual([
      { t: at('2026-01-15T10:15:00Z'), value: 1, min: 1, max: 1, count: 1 },
      { t: at('2026-01-15T10:30:00Z'), value: 3, min: 3, max: 3, count: 1 },
    ]);
  });

  // Readings 10:01 … 11:00 with v = 1 … 60: bucket k holds 15k+1 … 15k+15, mean 15k + 8.
  const hour = minutes('2026-01-15T10:00:00Z', 60, (i) => i + 1);

  it('averages a UTC hour into four 15-minute buckets', () => {
    expect(averagePoints(hour, utc(15))).toEqual([
      { t: at('2026-01-15T10:15:00Z'), value: 8, min: 1, max: 15, count: 15 },
      { t: at('2026-01-15T10:30:00Z'), value: 23, min: 16, max: 30, count: 15 },
      { t: at('2026-01-15T10:45:00Z'), value: 38, min: 31, max: 45, count: 15 },
      { t: at('2026-01-15T11:00:00Z'), value: 53, min: 46, max: 60, count: 15 },
    ]);
  });

  it('labels by the bucket start for TimeBeginning', () => {
    expect(
      averagePoints(hour, utc(15, { direction: 'TimeBeginning' })).map((b) => iso(b.t)),
    ).toEqual([
      '2026-01-15T10:00:00.000Z',
      '2026-01-15T10:15:00.000Z',
      '2026-01-15T10:30:00.000Z',
      '2026-01-15T10:45:00.000Z',
    ]);
  });

  it('averages the hour as one 60-minute bucket: mean of 1…60 = 30.5', () => {
    expect(averagePoints(hour, utc(60))).toEqual([
      { t: at('2026-01-15T11:00:00Z'), value: 30.5, min: 1, max: 60, count: 60 },
    ]);
  });

  it('leaves gaps as gaps and skips NaN and null', () => {
    const points: Point[] = [
      ...minutes('2026-01-15T10:00:00Z', 15, () => 2), // 10:01–10:15
      ...minutes('2026-01-15T10:15:00Z', 15, () => NaN), // 10:16–10:30: nothing valid
      // 10:31–10:45: no readings at all
      ...minutes('2026-01-15T10:45:00Z', 15, (i) =>
        i % 2 === 0 ? 4 : (null as unknown as number),
      ),
    ];
    expect(averagePoints(points, utc(15))).toEqual([
      { t: at('2026-01-15T10:15:00Z'), value: 2, min: 2, max: 2, count: 15 },
      { t: at('2026-01-15T11:00:00Z'), value: 4, min: 4, max: 4, count: 8 }, // i = 0, 2, …, 14
    ]);
  });

  it('returns nothing for no readings', () => {
    expect(averagePoints([], utc(15))).toEqual([]);
  });

  it('cuts the 20–24 bucket of 300 minutes at midnight', () => {
    const day = minutes('2026-01-15T00:00:00Z', 1440, () => 1); // 00:01 … 24:00
    expect(averagePoints(day, utc(300)).map((b) => [iso(b.t), b.count])).toEqual([
      ['2026-01-15T05:00:00.000Z', 300],
      ['2026-01-15T10:00:00.000Z', 300],
      ['2026-01-15T15:00:00.000Z', 300],
      ['2026-01-15T20:00:00.000Z', 300],
      ['2026-01-16T00:00:00.000Z', 240], // 4 h
    ]);
  });

  describe('New York daily buckets across the 2026 clock changes', () => {
    const ny = (
      periodMinutes: number,
      direction: 'TimeEnding' | 'TimeBeginning' = 'TimeEnding',
    ) => ({
      periodMinutes,
      timeZone: 'America/New_York',
      direction,
    });
    // 8 March: 00:00 EST = 05:00Z to 00:00 EDT = 04:00Z next day, 23 h = 1380 minutes.
    // The readings at 05:00Z and 04:01Z sit just outside and land in the neighbouring days.
    const spring: Point[] = [
      { t: at('2026-03-08T05:00:00Z'), v: 100 },
      ...minutes('2026-03-08T05:00:00Z', 1380, (i) => i % 10),
      { t: at('2026-03-09T04:01:00Z'), v: 200 },
    ];
    // 1 November: 00:00 EDT = 04:00Z to 00:00 EST = 05:00Z next day, 25 h = 1500 minutes.
    const fall = minutes('2026-11-01T04:00:00Z', 1500, (i) => i % 10);

    it('holds 1380 minutes on the 23-hour spring-forward day', () => {
      // Values cycle 0…9 over 1380 = 138 × 10 minutes: mean 4.5.
      expect(averagePoints(spring, ny(1440))).toEqual([
        { t: at('2026-03-08T05:00:00Z'), value: 100, min: 100, max: 100, count: 1 }, // 7 March
        { t: at('2026-03-09T04:00:00Z'), value: 4.5, min: 0, max: 9, count: 1380 },
        { t: at('2026-03-10T04:00:00Z'), value: 200, min: 200, max: 200, count: 1 }, // 9 March
      ]);
    });

    it('holds 1500 minutes on the 25-hour fall-back day', () => {
      expect(averagePoints(fall, ny(1440))).toEqual([
        { t: at('2026-11-02T05:00:00Z'), value: 4.5, min: 0, max: 9, count: 1500 },
      ]);
    });

    it('labels the days by their local midnights for TimeBeginning', () => {
      expect(averagePoints(spring, ny(1440, 'TimeBeginning')).map((b) => iso(b.t))).toEqual([
        '2026-03-07T05:00:00.000Z',
        '2026-03-08T05:00:00.000Z',
        '2026-03-09T04:00:00.000Z',
      ]);
      expect(averagePoints(fall, ny(1440, 'TimeBeginning')).map((b) => iso(b.t))).toEqual([
        '2026-11-01T04:00:00.000Z',
      ]);
    });

    it.each([
      ['spring', spring.slice(1, -1), 23],
      ['fall', fall, 25],
    ])('gives %s day %d full hourly buckets', (_name, points, count) => {
      const buckets = averagePoints(points, ny(60));
      expect(buckets).toHaveLength(count);
      expect(buckets.every((b) => b.count === 60)).toBe(true);
    });
  });

  it('ends Kolkata hourly buckets at :30 UTC', () => {
    // 00:01Z … 02:00Z, v = 1 … 120. Buckets (23:30, 00:30], (00:30, 01:30], (01:30, 02:30]:
    // v 1–30 → 15.5; v 31–90 → 60.5; v 91–120 → 105.5.
    const points = minutes('2026-01-15T00:00:00Z', 120, (i) => i + 1);
    const kolkata = {
      periodMinutes: 60,
      timeZone: 'Asia/Kolkata',
      direction: 'TimeEnding' as const,
    };
    expect(averagePoints(points, kolkata)).toEqual([
      { t: at('2026-01-15T00:30:00Z'), value: 15.5, min: 1, max: 30, count: 30 },
      { t: at('2026-01-15T01:30:00Z'), value: 60.5, min: 31, max: 90, count: 60 },
      { t: at('2026-01-15T02:30:00Z'), value: 105.5, min: 91, max: 120, count: 30 },
    ]);
  });

  it('averages wind direction as a vector, with plain min and max', () => {
    const points = [
      { t: at('2026-01-15T10:01:00Z'), v: 350 },
      { t: at('2026-01-15T10:02:00Z'), v: 10 },
      { t: at('2026-01-15T10:16:00Z'), v: 90 },
      { t: at('2026-01-15T10:17:00Z'), v: 270 },
    ];
    expect(averagePoints(points, utc(15, { isDirection: true }))).toEqual([
      { t: at('2026-01-15T10:15:00Z'), value: 0, min: 10, max: 350, count: 2 },
      { t: at('2026-01-15T10:30:00Z'), value: null, min: 90, max: 270, count: 2 }, // cancel out
    ]);
  });

  it('refuses unsorted readings', () => {
    const points = [
      { t: at('2026-01-15T10:02:00Z'), v: 1 },
      { t: at('2026-01-15T10:01:00Z'), v: 1 },
    ];
    expect(() => averagePoints(points, utc(15))).toThrow(RangeError);
  });
});

describe('rollups give the raw results', () => {
  // A deterministic 3-day series crossing New York's spring-forward, starting off every grid,
  // with gaps (5 of every 97 minutes missing) and NaN readings (every 101st minute).
  let seed = 12345;
  const random = () => {
    seed = (seed * 1664525 + 1013904223) % 2 ** 32;
    return seed / 2 ** 32;
  };
  const from = at('2026-03-06T22:07:00Z');
  const to = from + 3 * DAY + 123 * MIN;
  const scalar: Point[] = [];
  const direction: Point[] = [];
  for (let i = 1; from + i * MIN <= to; i++) {
    if (i % 97 < 5) continue;
    const t = from + i * MIN;
    scalar.push({ t, v: i % 101 === 0 ? NaN : Math.round(random() * 100000) / 100 - 50 });
    direction.push({ t, v: i % 101 === 0 ? NaN : random() * 360 });
  }

  /** What the ingest job stores: one row per UTC-aligned rollup bucket holding a valid reading. */
  function rollups(
    points: readonly Point[],
    resolution: number,
    isDirection: boolean,
  ): RollupRow[] {
    const rows = new Map<number, RollupRow>();
    for (const { t, v } of points) {
      if (!Number.isFinite(v)) continue;
      const end = rollupEnd(t, resolution);
      const row = rows.get(end) ?? {
        end,
        count: 0,
        sum: 0,
        min: Infinity,
        max: -Infinity,
        sumSin: isDirection ? 0 : null,
        sumCos: isDirection ? 0 : null,
      };
      row.count++;
      row.sum += v;
      row.min = Math.min(row.min, v);
      row.max = Math.max(row.max, v);
      if (isDirection) {
        row.sumSin! += Math.sin((v * Math.PI) / 180);
        row.sumCos! += Math.cos((v * Math.PI) / 180);
      }
      rows.set(end, row);
    }
    return [...rows.values()];
  }

  function expectSame(actual: Bucket[], expected: Bucket[], isDirection: boolean): void {
    expect(actual.map(({ value: _v, ...rest }) => rest)).toEqual(
      expected.map(({ value: _v, ...rest }) => rest),
    );
    actual.forEach((bucket, i) => {
      const want = expected[i]!.value;
      if (want === null || bucket.value === null) {
        expect(bucket.value).toBe(want);
        return;
      }
      // Directions compare around the circle: 359.9999… and 0 are neighbours.
      const raw = Math.abs(bucket.value - want);
      const difference = isDirection ? Math.min(raw, 360 - raw) : raw;
      expect(difference).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(want)));
    });
  }

  const zones: [string, number[]][] = [
    ['Etc/UTC', [15, 60]],
    ['America/New_York', [15, 60]],
    ['Asia/Kolkata', [15]], // +05:30 is a multiple of 15 minutes, not of 60
  ];
  const cases = zones.flatMap(([zone, resolutions]) =>
    AVERAGING_PERIODS_MINUTES.flatMap((period) =>
      resolutions.filter((r) => period % r === 0).map((r) => [zone, period, r] as const),
    ),
  );

  it.each(cases)('%s, %d-minute buckets from %d-minute rollups', (zone, period, resolution) => {
    for (const labels of ['TimeEnding', 'TimeBeginning'] as const) {
      const options = { periodMinutes: period, timeZone: zone, direction: labels };
      expectSame(
        averageRollups(rollups(scalar, resolution, false), options),
        averagePoints(scalar, options),
        false,
      );
      const windOptions = { ...options, isDirection: true };
      expectSame(
        averageRollups(rollups(direction, resolution, true), windOptions),
        averagePoints(direction, windOptions),
        true,
      );
    }
  });

  it.each(zones.flatMap(([zone]) => AVERAGING_PERIODS_MINUTES.map((p) => [zone, p] as const)))(
    '%s, %d minutes: the chosen resolution is one that matched above',
    (zone, period) => {
      const chosen = rollupResolutionFor(period, zone, from, to);
      const expected =
        period % 60 === 0 && zone !== 'Asia/Kolkata' ? '60m' : period % 15 === 0 ? '15m' : 'raw';
      expect(chosen).toBe(expected);
    },
  );

  it('would be wrong for Kolkata hours from 60-minute rollups, hence not chosen', () => {
    const options = {
      periodMinutes: 60,
      timeZone: 'Asia/Kolkata',
      direction: 'TimeEnding' as const,
    };
    const fromRollups = averageRollups(rollups(scalar, 60, false), options);
    expect(fromRollups.map((b) => b.count)).not.toEqual(
      averagePoints(scalar, options).map((b) => b.count),
    );
  });

  it('refuses a direction rollup without sin/cos sums', () => {
    const rows = rollups(scalar.slice(0, 30), 15, false);
    expect(() => averageRollups(rows, utc(60, { isDirection: true }))).toThrow(RangeError);
  });

  it('skips empty rollup rows', () => {
    const row = { end: at('2026-01-15T10:15:00Z'), sumSin: null, sumCos: null };
    expect(
      averageRollups(
        [
          { ...row, count: 0, sum: 0, min: 0, max: 0 },
          { ...row, end: row.end + 15 * MIN, count: 3, sum: 6, min: 1, max: 3 },
        ],
        utc(15),
      ),
    ).toEqual([{ t: at('2026-01-15T10:30:00Z'), value: 2, min: 1, max: 3, count: 3 }]);
  });
});

describe('rollupResolutionFor', () => {
  const threeDays = (startIso: string): [number, number] => [at(startIso), at(startIso) + 3 * DAY];
  it.each([
    // [period, zone, from, to, expected]
    [60, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), '60m'],
    [15, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), '15m'],
    [30, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), '15m'], // 30 is not a multiple of 60
    [300, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), '60m'],
    [1440, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), '60m'],
    [1, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), 'raw'],
    [5, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), 'raw'],
    [10, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), 'raw'],
    [20, 'Etc/UTC', ...threeDays('2026-01-15T00:00:00Z'), 'raw'],
    // Exactly 2 days reads raw; one minute more may use rollups.
    [60, 'Etc/UTC', at('2026-01-15T00:00:00Z'), at('2026-01-17T00:00:00Z'), 'raw'],
    [60, 'Etc/UTC', at('2026-01-15T00:00:00Z'), at('2026-01-17T00:01:00Z'), '60m'],
    [60, 'Etc/UTC', at('2026-01-15T00:00:00Z'), at('2026-01-15T01:00:00Z'), 'raw'],
    [60, 'Asia/Kolkata', ...threeDays('2026-01-15T00:00:00Z'), '15m'], // +05:30
    [1440, 'Asia/Kolkata', ...threeDays('2026-01-15T00:00:00Z'), '15m'],
    [30, 'Asia/Kolkata', ...threeDays('2026-01-15T00:00:00Z'), '15m'],
    [10, 'Asia/Kolkata', ...threeDays('2026-01-15T00:00:00Z'), 'raw'],
    [60, 'Asia/Kathmandu', ...threeDays('2026-01-15T00:00:00Z'), '15m'], // +05:45
    [60, 'Pacific/Chatham', ...threeDays('2026-01-15T00:00:00Z'), '15m'], // +13:45
    [60, 'America/St_Johns', ...threeDays('2026-01-15T00:00:00Z'), '15m'], // −03:30
    [60, 'Australia/Adelaide', ...threeDays('2026-01-15T00:00:00Z'), '15m'], // +10:30
    [60, 'America/New_York', ...threeDays('2026-03-07T00:00:00Z'), '60m'], // across spring-forward
    [1440, 'America/New_York', ...threeDays('2026-10-31T00:00:00Z'), '60m'], // across fall-back
    [60, 'America/Havana', ...threeDays('2026-03-07T00:00:00Z'), '60m'], // a day starting at 05:00Z
    // Monrovia kept −00:44:30 until 1972: its midnights are on no rollup grid.
    [60, 'Africa/Monrovia', ...threeDays('1971-06-01T00:00:00Z'), 'raw'],
    [15, 'Africa/Monrovia', ...threeDays('1971-06-01T00:00:00Z'), 'raw'],
  ])('%d min in %s over (%d, %d] → %s', (period, zone, from, to, expected) => {
    expect(rollupResolutionFor(period, zone, from, to)).toBe(expected);
  });

  it('refuses a period outside the list', () => {
    expect(() => rollupResolutionFor(45, 'Etc/UTC', 0, 3 * DAY)).toThrow(RangeError);
  });
});

describe('rollupEnd', () => {
  it.each([
    ['2026-01-15T10:15:00Z', 15, '2026-01-15T10:15:00.000Z'], // on the boundary: its own end
    ['2026-01-15T10:16:00Z', 15, '2026-01-15T10:30:00.000Z'],
    ['2026-01-15T10:16:00Z', 60, '2026-01-15T11:00:00.000Z'],
    ['2026-01-15T11:00:00Z', 60, '2026-01-15T11:00:00.000Z'],
    ['1970-01-01T00:00:00Z', 15, '1970-01-01T00:00:00.000Z'],
    ['1969-12-31T23:50:00Z', 15, '1970-01-01T00:00:00.000Z'],
  ])('%s in %d-minute rollups → %s', (instant, resolution, expected) => {
    expect(iso(rollupEnd(at(instant), resolution))).toBe(expected);
  });
});

describe('downsample', () => {
  const small: Bucket[] = [
    { t: 1, value: 1, min: 0, max: 2, count: 1 },
    { t: 2, value: 2, min: 1, max: 3, count: 3 },
    { t: 3, value: 4, min: 3, max: 9, count: 4 },
    { t: 4, value: 10, min: 8, max: 12, count: 2 },
    { t: 5, value: 20, min: -1, max: 25, count: 2 },
  ];

  it('merges runs of ceil(5 / 2) = 3 with count-weighted means', () => {
    expect(downsample(small, 2)).toEqual([
      { t: 3, value: 2.875, min: 0, max: 9, count: 8 }, // (1·1 + 2·3 + 4·4) / 8 = 23 / 8
      { t: 5, value: 15, min: -1, max: 25, count: 4 }, // (10·2 + 20·2) / 4
    ]);
  });

  it('labels merged buckets by their first member for TimeBeginning', () => {
    expect(downsample(small, 2, { direction: 'TimeBeginning' }).map((b) => b.t)).toEqual([1, 4]);
  });

  it('returns a copy when already small enough', () => {
    const result = downsample(small, 5);
    expect(result).toEqual(small);
    expect(result).not.toBe(small);
  });

  it('ignores undefined directions in the mean but keeps their counts', () => {
    const buckets: Bucket[] = [
      { t: 1, value: null, min: 90, max: 270, count: 2 },
      { t: 2, value: 5, min: 5, max: 5, count: 2 },
    ];
    expect(downsample(buckets, 1)).toEqual([{ t: 2, value: 5, min: 5, max: 270, count: 4 }]);
    expect(downsample(buckets.slice(0, 1).concat(buckets.slice(0, 1)), 1)[0]?.value).toBeNull();
  });

  it('merges directions as vectors: 350° and 10° → 0°', () => {
    const buckets: Bucket[] = [
      { t: 1, value: 350, min: 350, max: 350, count: 1 },
      { t: 2, value: 10, min: 10, max: 10, count: 1 },
    ];
    expect(downsample(buckets, 1, { isDirection: true })[0]?.value).toBe(0);
  });

  it('brings 31 days of minutes to at most 1500 points and keeps both extremes', () => {
    const start = at('2026-01-01T00:00:00Z');
    const month: Bucket[] = Array.from({ length: 44640 }, (_, i) => {
      const v = 50 + 40 * Math.sin(i / 100);
      return { t: start + (i + 1) * MIN, value: v, min: v - 1, max: v + 1, count: 1 };
    });
    month[12345] = { ...month[12345]!, max: 999 }; // one-minute peak
    month[30001] = { ...month[30001]!, min: -5 }; // one-minute trough
    const result = downsample(month, 1500);
    // ceil(44640 / 1500) = ceil(29.76) = 30 per run → 44640 / 30 = 1488 points.
    expect(result).toHaveLength(1488);
    expect(Math.max(...result.map((b) => b.max))).toBe(999);
    expect(Math.min(...result.map((b) => b.min))).toBe(-5);
    // 12345 is in run 411 (12330…12359), labelled by member 12359.
    expect(result[411]).toMatchObject({ max: 999, t: month[12359]!.t, count: 30 });
    expect(result.reduce((n, b) => n + b.count, 0)).toBe(44640);
  });

  it.each([0, -1, 1.5, NaN])('refuses maxPoints %d', (maxPoints) => {
    expect(() => downsample(small, maxPoints)).toThrow(RangeError);
  });
});

describe('vectorMeanDegrees', () => {
  it.each([
    [[350, 10], 0], // not 360
    [[359.5, 0.5], 0],
    [[0, 90], 45],
    [[270, 0], 315], // atan2(−1, 1) = −45 → 315
    [[359], 359],
    [[180, 180], 180],
    [[10, 20, 30], 20],
    [[NaN, 40], 40],
  ])('%j → %d', (values, expected) => {
    expect(vectorMeanDegrees(values)).toBeCloseTo(expected, 9);
  });

  it('gives exactly 0 for 350° and 10°', () => {
    expect(Object.is(vectorMeanDegrees([350, 10]), 0)).toBe(true);
  });

  it.each([
    [[90, 270]], // opposite winds
    [[0, 120, 240]], // three-way cancellation
    [[]],
    [[NaN]],
  ])('%j → null', (values) => {
    expect(vectorMeanDegrees(values)).toBeNull();
  });
});

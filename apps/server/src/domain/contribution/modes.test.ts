import { describe, expect, it } from 'vitest';
import {
  averageContribution,
  DEFAULT_MINIMUM_COMPLETENESS,
  isComplete,
  RECOVERY_WINDOW_MINUTES,
  type AveragedRow,
  type ContributionPoint,
} from './modes';

const MIN = 60_000;
const START = Date.parse('2026-01-15T00:00:00Z');
/** End of minute k after the start. */
const m = (k: number): number => START + k * MIN;

/** c(k) for minutes 1..n; value(k) returns null for an invalid minute. */
function series(n: number, value: (k: number) => number | null): ContributionPoint[] {
  return Array.from({ length: n }, (_, i) => ({ t: m(i + 1), c: value(i + 1) }));
}

/** The fields a table compares: [minute, mode, value, window start minute, valid, expected]. */
const brief = (row: AveragedRow) => [
  (row.t - START) / MIN,
  row.mode,
  row.value,
  (row.windowStart - START) / MIN,
  row.validMinutes,
  row.expectedMinutes,
];

describe('constants', () => {
  it('uses 75 % completeness and a 30-minute recovery window', () => {
    expect(DEFAULT_MINIMUM_COMPLETENESS).toBe(0.75);
    expect(RECOVERY_WINDOW_MINUTES).toBe(30);
  });
});

describe('isComplete', () => {
  it.each([
    [15, 20, 0.75, true], // exactly 75 %
    [14, 20, 0.75, false], // 70 %
    [3, 4, 0.75, true],
    [11, 15, 0.75, false], // 73.3 %: 75 % of 15 is 11.25
    [12, 15, 0.75, true],
    [7, 10, 0.7, true],
    [55, 100, 0.55, true], // 0.55 × 100 is 55.00000000000001 in floating point
    [54, 100, 0.55, false],
    [0, 1, 1e-12, false], // an empty window is never complete, however low the bar
    [0, 0, 0.75, false],
    [1, 1, 1, true],
  ])('%d of %d at %d → %s', (valid, expected, minimum, result) => {
    expect(isComplete(valid, expected, minimum)).toBe(result);
  });
});

describe('averageContribution: Initial and Rolling', () => {
  // W = 4, c(k) = k. Initial while k < 4, Rolling from k = 4 (exactly W after the start) on.
  it('switches from Initial to Rolling exactly W after the start', () => {
    const rows = averageContribution(
      series(6, (k) => k),
      {
        method: 'Rolling',
        windowMinutes: 4,
        startMs: START,
        toMs: m(6),
      },
    );
    expect(rows.map(brief)).toEqual([
      [1, 'Initial', 1, 0, 1, 1],
      [2, 'Initial', 1.5, 0, 2, 2], // (1 + 2) / 2
      [3, 'Initial', 2, 0, 3, 3], // W − 1 minute: still Initial, (1 + 2 + 3) / 3
      [4, 'Rolling', 2.5, 0, 4, 4], // exactly W: Rolling over (0, 4]
      [5, 'Rolling', 3.5, 1, 4, 4], // (2 + 3 + 4 + 5) / 4
      [6, 'Rolling', 4.5, 2, 4, 4],
    ]);
    expect(rows.every((row) => !row.partial)).toBe(true);
  });

  it('averages paired differences, keeping negatives', () => {
    const c = [5, -3, -4, 2]; // mean (5 − 3 − 4 + 2) / 4 = 0
    const rows = averageContribution(
      series(4, (k) => c[k - 1]!),
      {
        method: 'Rolling',
        windowMinutes: 2,
        startMs: START,
        toMs: m(4),
      },
    );
    expect(rows.map((row) => [row.mode, row.value])).toEqual([
      ['Initial', 5],
      ['Rolling', 1], // (5 − 3) / 2
      ['Rolling', -3.5], // (−3 − 4) / 2
      ['Rolling', -1], // (−4 + 2) / 2
    ]);
  });

  it.each([
    // [first valid minute of the 20-minute window (0, 20], valid count, value at minute 20]
    [6, 15, 13], // 15 of 20 = exactly 75 %: mean of 6..20 = 13
    [7, 14, null], // 14 of 20 = 70 %, just under: null
    [5, 16, 12.5], // 16 of 20: mean of 5..20 = 12.5
  ])(
    'applies 75 %% completeness to a Rolling window (valid from minute %d)',
    (firstValid, valid, expected) => {
      const rows = averageContribution(
        series(20, (k) => (k >= firstValid ? k : null)),
        {
          method: 'Rolling',
          windowMinutes: 20,
          startMs: START,
          fromMs: m(19),
          toMs: m(20),
        },
      );
      expect(rows.map(brief)).toEqual([[20, 'Rolling', expected, 0, valid, 20]]);
    },
  );

  it('applies completeness to the Initial window, whose expected minutes are t − start', () => {
    // W = 20, minute 1 missing: at 4, 3 of 4 = 75 % → (2 + 3 + 4) / 3 = 3; at 5, 4 of 5 → 3.5.
    const rows = averageContribution(
      series(5, (k) => (k === 1 ? null : k)),
      {
        method: 'Rolling',
        windowMinutes: 20,
        startMs: START,
        toMs: m(5),
      },
    );
    expect(rows.map(brief)).toEqual([
      [1, 'Initial', null, 0, 0, 1],
      [2, 'Initial', null, 0, 1, 2], // 50 %
      [3, 'Initial', null, 0, 2, 3], // 66.7 %, just under
      [4, 'Initial', 3, 0, 3, 4], // exactly 75 %
      [5, 'Initial', 3.5, 0, 4, 5],
    ]);
  });

  it('honours a configured completeness', () => {
    // 7 of 10 valid (minutes 4..10): fails at 75 %, passes at 70 %; mean of 4..10 = 7.
    const points = series(10, (k) => (k >= 4 ? k : null));
    const options = {
      method: 'Rolling',
      windowMinutes: 10,
      startMs: START,
      fromMs: m(9),
      toMs: m(10),
    } as const;
    expect(averageContribution(points, options)[0]!.value).toBeNull();
    expect(averageContribution(points, { ...options, minimumCompleteness: 0.7 })[0]!.value).toBe(7);
  });

  it('evaluates only (fromMs, toMs] and ignores points outside (start, to] or off the grid', () => {
    const points = [
      { t: m(0), c: 100 }, // at the start: outside (start, t]
      { t: m(1), c: 2 },
      { t: m(1) + 30_000, c: 100 }, // off the grid
      { t: m(2), c: 4 },
      { t: m(3), c: 100 }, // after toMs
    ];
    const rows = averageContribution(points, {
      method: 'Rolling',
      windowMinutes: 2,
      startMs: START,
      fromMs: m(1),
      toMs: m(2),
    });
    expect(rows.map(brief)).toEqual([[2, 'Rolling', 3, 0, 2, 2]]);
  });

  it('treats an override start date as the start of Initial', () => {
    const rows = averageContribution(
      series(4, () => 1),
      {
        method: 'Rolling',
        windowMinutes: 2,
        startMs: m(2),
        toMs: m(4),
      },
    );
    expect(rows.map(brief)).toEqual([
      [3, 'Initial', 1, 2, 1, 1],
      [4, 'Rolling', 1, 2, 2, 2],
    ]);
  });

  it.each([
    [{ windowMinutes: 0 }],
    [{ windowMinutes: 1.5 }],
    [{ minimumCompleteness: 0 }],
    [{ minimumCompleteness: 1.2 }],
    [{ recoveryMinutes: 0 }],
    [{ toMs: m(1) + 1 }],
  ])('refuses %j', (bad) => {
    expect(() =>
      averageContribution([], {
        method: 'Rolling',
        windowMinutes: 2,
        startMs: START,
        toMs: m(4),
        ...bad,
      }),
    ).toThrow(RangeError);
  });

  it('returns nothing for an empty range', () => {
    expect(
      averageContribution([], { method: 'Rolling', windowMinutes: 2, startMs: START, toMs: START }),
    ).toEqual([]);
  });
});

describe('averageContribution: RecoveryRolling', () => {
  // W = 6, R = 3, c(k) = k except a one-minute gap at minute 8.
  const points = series(14, (k) => (k === 8 ? null : k));

  it('recovers after a one-minute gap until W of gap-free data has accrued', () => {
    const rows = averageContribution(points, {
      method: 'RollingWithRecovery',
      windowMinutes: 6,
      recoveryMinutes: 3,
      startMs: START,
      fromMs: m(5),
      toMs: m(14),
    });
    expect(rows.map(brief)).toEqual([
      [6, 'Rolling', 3.5, 0, 6, 6], // mean 1..6
      [7, 'Rolling', 4.5, 1, 6, 6], // mean 2..7
      [8, 'RecoveryRolling', null, 8, 0, 0], // inside the gap: empty window (max(5, 8), 8]
      [9, 'RecoveryRolling', 9, 8, 1, 1], // (8, 9]
      [10, 'RecoveryRolling', 9.5, 8, 2, 2], // (8, 10]
      [11, 'RecoveryRolling', 10, 8, 3, 3], // (8, 11] = (max(11 − 3, 8), 11]
      [12, 'RecoveryRolling', 11, 9, 3, 3], // (9, 12]: R caps the window
      [13, 'RecoveryRolling', 12, 10, 3, 3], // 13 − 8 = 5 < W
      [14, 'Rolling', 11.5, 8, 6, 6], // 14 − 8 = W: back to Rolling, mean 9..14
    ]);
  });

  it('stays Rolling with completeness for the plain Rolling method (DER-10)', () => {
    const rows = averageContribution(points, {
      method: 'Rolling',
      windowMinutes: 6,
      startMs: START,
      fromMs: m(7),
      toMs: m(9),
    });
    expect(rows.map(brief)).toEqual([
      [8, 'Rolling', 5, 2, 5, 6], // (3 + 4 + 5 + 6 + 7) / 5, 5 of 6 valid
      [9, 'Rolling', 6.2, 3, 5, 6], // (4 + 5 + 6 + 7 + 9) / 5
    ]);
  });

  it('uses R = 30 minutes by default (1466, W = 2 h)', () => {
    // c = 2 everywhere except minute 200.
    const rows = averageContribution(
      series(330, (k) => (k === 200 ? null : 2)),
      {
        method: 'RollingWithRecovery',
        windowMinutes: 120,
        startMs: START,
        toMs: m(330),
      },
    );
    const byMinute = new Map(rows.map((row) => [(row.t - START) / MIN, row]));
    const pick = (k: number) => brief(byMinute.get(k)!);
    expect(pick(119)).toEqual([119, 'Initial', 2, 0, 119, 119]);
    expect(pick(120)).toEqual([120, 'Rolling', 2, 0, 120, 120]);
    expect(pick(199)).toEqual([199, 'Rolling', 2, 79, 120, 120]);
    expect(pick(200)).toEqual([200, 'RecoveryRolling', null, 200, 0, 0]);
    expect(pick(201)).toEqual([201, 'RecoveryRolling', 2, 200, 1, 1]);
    expect(pick(240)).toEqual([240, 'RecoveryRolling', 2, 210, 30, 30]);
    expect(pick(319)).toEqual([319, 'RecoveryRolling', 2, 289, 30, 30]);
    expect(pick(320)).toEqual([320, 'Rolling', 2, 200, 120, 120]);
  });

  it('starts a recovery after a gap that happened during Initial', () => {
    // W = 4, R = 2, gap at minute 2: at 4 (= W) only 2 gap-free minutes → RecoveryRolling (2, 4].
    const rows = averageContribution(
      series(6, (k) => (k === 2 ? null : k)),
      {
        method: 'RollingWithRecovery',
        windowMinutes: 4,
        recoveryMinutes: 2,
        startMs: START,
        fromMs: m(2),
        toMs: m(6),
      },
    );
    expect(rows.map(brief)).toEqual([
      [3, 'Initial', null, 0, 2, 3], // 2 of 3 = 66.7 %: under 75 %
      [4, 'RecoveryRolling', 3.5, 2, 2, 2], // (3 + 4) / 2
      [5, 'RecoveryRolling', 4.5, 3, 2, 2], // (4 + 5) / 2: R caps the window
      [6, 'Rolling', 4.5, 2, 4, 4], // 6 − 2 = W: (3 + 4 + 5 + 6) / 4
    ]);
  });
});

describe('averageContribution: Block', () => {
  // Clock-aligned 15-minute blocks; c(t) = the minute of the hour at the end of t.
  const start = Date.parse('2026-01-15T00:07:00Z');
  const hourStart = Date.parse('2026-01-15T00:00:00Z');
  const points = (invalid: (minute: number) => boolean = () => false): ContributionPoint[] =>
    Array.from({ length: 60 }, (_, i) => ({
      t: hourStart + (i + 1) * MIN,
      c: invalid(i + 1) ? null : i + 1,
    }));
  const blockBrief = (row: AveragedRow) => [
    new Date(row.t).toISOString().slice(11, 16),
    row.mode,
    row.value,
    new Date(row.windowStart).toISOString().slice(11, 16),
    row.validMinutes,
    row.expectedMinutes,
    row.partial,
  ];

  it('reports clock-aligned blocks at their end and marks the running block partial', () => {
    const rows = averageContribution(points(), {
      method: 'Block',
      windowMinutes: 15,
      startMs: start,
      toMs: Date.parse('2026-01-15T00:50:00Z'),
    });
    expect(rows.map(blockBrief)).toEqual([
      ['00:15', 'Block', 11.5, '00:07', 8, 8, false], // first block clipped at the start: 8..15
      ['00:30', 'Block', 23, '00:15', 15, 15, false], // 16..30
      ['00:45', 'Block', 38, '00:30', 15, 15, false], // 31..45
      ['00:50', 'Block', 48, '00:45', 5, 5, true], // running: 46..50 so far
    ]);
  });

  it('has no partial row when the range ends on a block end', () => {
    const rows = averageContribution(points(), {
      method: 'Block',
      windowMinutes: 15,
      startMs: start,
      fromMs: Date.parse('2026-01-15T00:30:00Z'),
      toMs: Date.parse('2026-01-15T00:45:00Z'),
    });
    expect(rows.map(blockBrief)).toEqual([['00:45', 'Block', 38, '00:30', 15, 15, false]]);
  });

  it.each([
    // [invalid minutes of the 00:15–00:30 block, expected value]
    [[16, 17, 18], 24.5], // 12 of 15 = 80 %: mean of 19..30
    [[16, 17, 18, 19], null], // 11 of 15 = 73.3 %: 'No data'
  ])('applies completeness to a block (invalid %j)', (invalid, expected) => {
    const rows = averageContribution(
      points((minute) => invalid.includes(minute)),
      {
        method: 'Block',
        windowMinutes: 15,
        startMs: start,
        fromMs: Date.parse('2026-01-15T00:15:00Z'),
        toMs: Date.parse('2026-01-15T00:30:00Z'),
      },
    );
    expect(rows.map((row) => row.value)).toEqual([expected]);
  });
});

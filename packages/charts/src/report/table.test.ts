import { describe, expect, it } from 'vitest';
import { fixtureReport, REPORT_STRINGS_EN } from './report.fixtures';
import { buildDataTables, isTableMinute, splitsPerSensor, tableRows } from './table';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('isTableMinute', () => {
  it.each([
    ['2026-11-25T14:15:00Z', 15, true], // 09:15 local
    ['2026-11-25T14:16:00Z', 15, false],
    ['2026-11-25T05:00:00Z', 60, true], // 00:00 local: minute 0
    ['2026-11-25T05:30:00Z', 60, false],
    ['2026-11-25T05:07:00Z', 7, true], // 00:07
    ['2026-11-25T06:03:00Z', 7, true], // 01:03 = minute 63 = 9 × 7
    ['2026-11-25T06:04:00Z', 7, false],
    ['2026-11-25T06:04:00Z', 1, true], // period 1 keeps every row
  ])('%s with period %d → %s (New York)', (iso, period, expected) => {
    expect(isTableMinute(at(iso), period, NY)).toBe(expected);
  });

  it('reads the minute on the zone wall clock, half-hour offsets included', () => {
    expect(isTableMinute(at('2026-11-25T00:00:00Z'), 60, 'Asia/Kolkata')).toBe(false); // 05:30
    expect(isTableMinute(at('2026-11-25T00:30:00Z'), 60, 'Asia/Kolkata')).toBe(true); // 06:00
  });

  it('rejects a period that is not a whole number ≥ 1', () => {
    expect(() => isTableMinute(0, 0, NY)).toThrow(RangeError);
    expect(() => isTableMinute(0, 2.5, NY)).toThrow(RangeError);
  });
});

describe('tableRows', () => {
  const minutesOf = (from: string, to: string) => {
    const rows: { t: number }[] = [];
    for (let t = at(from) + 60_000; t <= at(to); t += 60_000) rows.push({ t });
    return rows;
  };

  it('keeps 23 hourly rows on the spring-forward day and 25 on the fall-back day', () => {
    // 8 March 2026 00:00 EST → 9 March 00:00 EDT, and 1 November 00:00 EDT → 2 November 00:00 EST
    expect(
      tableRows(minutesOf('2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z'), 60, NY),
    ).toHaveLength(23);
    expect(
      tableRows(minutesOf('2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z'), 60, NY),
    ).toHaveLength(25);
  });

  it('keeps the order and identity of the rows', () => {
    const rows = minutesOf('2026-11-25T13:00:00Z', '2026-11-25T14:00:00Z');
    const kept = tableRows(rows, 15, NY);
    expect(kept.map((r) => new Date(r.t).toISOString().slice(11, 16))).toEqual([
      '13:15',
      '13:30',
      '13:45',
      '14:00',
    ]);
    expect(kept[0]).toBe(rows[14]);
  });
});

describe('splitsPerSensor', () => {
  it.each([
    ['der10', 6, false],
    ['der10', 7, true],
    ['1466', 8, false],
    ['njpam', 8, false],
  ] as const)('%s with %d sources → %s', (variant, count, expected) => {
    expect(splitsPerSensor(variant, count)).toBe(expected);
  });
});

describe('buildDataTables', () => {
  it('1466: rows on the table period with the mode labels Initial / 2 Hr / 30 Min', () => {
    const model = fixtureReport('1466', { tablePeriodMinutes: 60 });
    const [table, ...rest] = buildDataTables(model, REPORT_STRINGS_EN, 'en-US');
    expect(rest).toHaveLength(0);
    // 08:00–17:00: rows at 09:00 … 17:00 local (08:00 is the range's start, not a data minute).
    expect(table!.rows).toHaveLength(9);
    expect(table!.header.slice(0, 3)).toEqual([
      'Time (America/New_York)',
      'PM10 contribution (µg/m³)',
      'Averaging',
    ]);
    const modes = table!.rows.map((row) => row[2]);
    expect(modes.slice(0, 2)).toEqual(['Initial', 'Initial']); // 09:00 and 10:00: minute 60, 120
    expect(modes).toContain('2 Hr');
    // minute 301–330 is RecoveryRolling: 13:00 local is minute 300 (index 299), so none on the
    // hour; a 30-minute period catches 13:30 (index 329).
    const half = buildDataTables(
      { ...model, tablePeriodMinutes: 30 },
      REPORT_STRINGS_EN,
      'en-US',
    )[0]!;
    expect(half.rows.map((row) => row[2])).toContain('30 Min');
    for (const row of table!.rows) expect(row).toHaveLength(table!.header.length);
  });

  it('DER-10 splits the table per sensor type above 6 data sources', () => {
    const six = buildDataTables(
      fixtureReport('der10', { sourceCount: 6 }),
      REPORT_STRINGS_EN,
      'en-US',
    );
    expect(six.map((t) => t.title)).toEqual(['Data table']);
    const seven = buildDataTables(
      fixtureReport('der10', { sourceCount: 7 }),
      REPORT_STRINGS_EN,
      'en-US',
    );
    expect(seven.map((t) => t.title)).toEqual(['PM10 data', 'VOC data']);
    expect(seven[0]!.header).toHaveLength(1 + 1 + 7 + 2); // time, contribution, 7 sources, wind
    expect(seven[0]!.header.some((h) => h.includes('VOC'))).toBe(false);
  });

  it('leaves the source columns out when the monitoring location data is hidden', () => {
    const [table] = buildDataTables(
      fixtureReport('njpam', { displayMonitoringLocationData: false }),
      REPORT_STRINGS_EN,
      'en-US',
    );
    expect(table!.header).toEqual([
      'Time (America/New_York)',
      'PM10 contribution (µg/m³)',
      'VOC contribution (ppb)',
      'Wind speed (mph)',
      'Wind direction (°)',
    ]);
    // NJ PAM blocks end every 15 minutes: 36 blocks in 9 hours, all on a 15-minute period.
    expect(table!.rows).toHaveLength(36);
  });

  it('writes No data for a missing value', () => {
    const model = fixtureReport('der10', { tablePeriodMinutes: 60 });
    const nine = Date.parse('2026-11-25T14:00:00Z'); // 09:00 local, the first hourly row
    const sensors = model.sensors.map((s, i) =>
      i === 0
        ? { ...s, averaged: s.averaged.map((p) => (p.t === nine ? { ...p, value: null } : p)) }
        : s,
    );
    const [blank] = buildDataTables({ ...model, sensors }, REPORT_STRINGS_EN, 'en-US');
    expect(blank!.rows[0]![0]).toBe('Nov 25, 2026, 9:00 AM');
    expect(blank!.rows[0]![1]).toBe('No data');
    expect(blank!.rows[1]![1]).not.toBe('No data');
  });
});

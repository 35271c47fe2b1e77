import { beforeAll, describe, expect, it } from 'vitest';
import {
  localClock,
  SENSOR_DECIMALS,
  simulateMinute,
  type SimulatedMinute,
  type SimulatedState,
} from './model';
import { DEMO_SITES, type DemoSite } from './site';

/** The seed of every test here; any integer works, this one is fixed so failures reproduce. */
const SEED = 20_250_602;
const MINUTE = 60_000;
const WEEK_MINUTES = 7 * 1440;

function site(id: string): DemoSite {
  const found = DEMO_SITES.find((s) => s.id === id);
  if (found === undefined) throw new Error(`no site ${id}`);
  return found;
}

const gowanus = site('gowanus');
const harbour = site('harbour');
const NORTH = 'AQS-1001';
const EAST_GATE = 'AQS-1002';
const SOUTH = 'AQS-1003';
const WEST = 'AQS-1004';
const FENCE = [NORTH, EAST_GATE, SOUTH, WEST];
/** Bearings of the fence monitors from the site centre, as placed in site.ts. */
const BEARING: Record<string, number> = { [NORTH]: 8, [EAST_GATE]: 84, [SOUTH]: 187, [WEST]: 268 };

/** Monday 2 June 2025 00:00 in New York (EDT, UTC−4): a week with no DST change. */
const WEEK_START_NY = Date.UTC(2025, 5, 2, 4);

/** Local wall clock by Intl directly, to check the model's cached clock independently. */
function intlClock(timeZone: string, ms: number): { minuteOfDay: number; weekday: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(ms);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { minuteOfDay: Number(get('hour')) * 60 + Number(get('minute')), weekday };
}

function angleBetween(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180);
}

/** One simulated week, indexed by minute and by serial:sensor. */
interface Week {
  times: number[];
  minutes: SimulatedMinute[];
  value: (serial: string, sensor: string, i: number) => number | undefined;
  state: (serial: string, i: number) => SimulatedState | undefined;
  series: (serial: string, sensor: string) => (number | undefined)[];
}

function simulateWeek(seed: number, demoSite: DemoSite, start: number): Week {
  const times: number[] = [];
  const minutes: SimulatedMinute[] = [];
  const values = new Map<string, (number | undefined)[]>();
  const states = new Map<string, (SimulatedState | undefined)[]>();
  for (let i = 0; i < WEEK_MINUTES; i += 1) {
    const t = start + i * MINUTE;
    const out = simulateMinute(seed, demoSite, t);
    times.push(t);
    minutes.push(out);
    for (const r of out.readings) {
      const key = `${r.serial}:${r.sensor}`;
      let list = values.get(key);
      if (list === undefined)
        values.set(key, (list = new Array<number | undefined>(WEEK_MINUTES).fill(undefined)));
      list[i] = r.value;
    }
    for (const s of out.states) {
      let list = states.get(s.serial);
      if (list === undefined)
        states.set(
          s.serial,
          (list = new Array<SimulatedState | undefined>(WEEK_MINUTES).fill(undefined)),
        );
      list[i] = s;
    }
  }
  const series = (serial: string, sensor: string) =>
    values.get(`${serial}:${sensor}`) ??
    new Array<number | undefined>(WEEK_MINUTES).fill(undefined);
  return {
    times,
    minutes,
    series,
    value: (serial, sensor, i) => series(serial, sensor)[i],
    state: (serial, i) => states.get(serial)?.[i],
  };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function defined(values: readonly (number | undefined)[]): number[] {
  return values.filter((v): v is number => v !== undefined);
}

function isWorks(clock: { minuteOfDay: number; weekday: number }): boolean {
  return (
    clock.weekday >= 1 && clock.weekday <= 5 && clock.minuteOfDay >= 420 && clock.minuteOfDay < 1020
  );
}

describe('localClock', () => {
  it.each([
    ['a summer afternoon', 'America/New_York', Date.UTC(2025, 5, 4, 19, 37)],
    ['a winter night', 'America/New_York', Date.UTC(2025, 0, 15, 6, 59)],
    ['just before spring-forward', 'America/New_York', Date.UTC(2025, 2, 9, 6, 59)],
    ['at spring-forward', 'America/New_York', Date.UTC(2025, 2, 9, 7, 0)],
    ['in the repeated hour of fall-back', 'America/New_York', Date.UTC(2025, 10, 2, 5, 30)],
    ['after fall-back', 'America/New_York', Date.UTC(2025, 10, 2, 6, 0)],
    ['Los Angeles past local midnight', 'America/Los_Angeles', Date.UTC(2025, 5, 7, 7, 5)],
  ])('agrees with Intl on %s', (_label, timeZone, ms) => {
    const clock = localClock(timeZone, ms);
    expect({ minuteOfDay: clock.minuteOfDay, weekday: clock.weekday }).toEqual(
      intlClock(timeZone, ms),
    );
  });

  it('starts the local week on Monday 00:00', () => {
    const monday = localClock('America/New_York', WEEK_START_NY);
    expect(monday.minuteOfWeek).toBe(0);
    const sunday = localClock('America/New_York', WEEK_START_NY + (WEEK_MINUTES - 1) * MINUTE);
    expect(sunday.minuteOfWeek).toBe(WEEK_MINUTES - 1);
    expect(sunday.weekIndex).toBe(monday.weekIndex);
    expect(localClock('America/New_York', WEEK_START_NY + WEEK_MINUTES * MINUTE).weekIndex).toBe(
      monday.weekIndex + 1,
    );
  });
});

describe('simulateMinute determinism', () => {
  const t = WEEK_START_NY + 3 * 1440 * MINUTE + 10 * 60 * MINUTE;

  it('returns deep-equal output for the same seed, site and minute', () => {
    expect(simulateMinute(SEED, gowanus, t)).toEqual(simulateMinute(SEED, gowanus, t));
  });

  it('returns the same minute whatever was computed before (backfill order = live order)', () => {
    const first = simulateMinute(SEED, gowanus, t);
    for (let i = 1; i <= 500; i += 1) simulateMinute(SEED, gowanus, t - i * 97 * MINUTE);
    simulateMinute(SEED, harbour, t);
    expect(simulateMinute(SEED, gowanus, t)).toEqual(first);
  });

  it('gives the same numbers for a structurally equal copy of the site', () => {
    const copy = structuredClone(gowanus);
    expect(simulateMinute(SEED, copy, t)).toEqual(simulateMinute(SEED, gowanus, t));
  });

  it('differs for a different seed', () => {
    expect(simulateMinute(SEED + 1, gowanus, t)).not.toEqual(simulateMinute(SEED, gowanus, t));
  });

  it('gives the two sites different weather', () => {
    const metOf = (out: SimulatedMinute) =>
      out.readings.filter((r) => r.serial.startsWith('MET')).map((r) => r.value);
    expect(metOf(simulateMinute(SEED, harbour, t))).not.toEqual(
      metOf(simulateMinute(SEED, gowanus, t)),
    );
  });

  it.each([
    ['not a whole minute', WEEK_START_NY + 30_000],
    ['fractional', WEEK_START_NY + 0.5],
    ['not a number', Number.NaN],
  ])('rejects a minute end that is %s', (_label, ms) => {
    expect(() => simulateMinute(SEED, gowanus, ms)).toThrow(RangeError);
  });
});

describe('a 14-day backfill of both sites', () => {
  it('produces every sensor of every online instrument for each of the 20 160 minutes', () => {
    const minutes = 14 * 1440;
    const start = Date.UTC(2025, 5, 2, 0);
    const counts = new Map<string, { readings: number; states: number }>();
    for (const demoSite of DEMO_SITES) {
      let readings = 0;
      let states = 0;
      for (let i = 0; i < minutes; i += 1) {
        const out = simulateMinute(SEED, demoSite, start + i * MINUTE);
        readings += out.readings.length;
        states += out.states.length;
      }
      counts.set(demoSite.id, { readings, states });
    }
    // Harbour has no outage: 2 PM10 monitors + 5 met sensors, 3 instruments.
    expect(counts.get('harbour')).toEqual({ readings: minutes * 7, states: minutes * 3 });
    // Gowanus: 4 × 2 + 5 sensors and 5 instruments, less East Gate's two sensors while offline.
    const g = counts.get('gowanus');
    const offlineMinutes = minutes * 5 - (g?.states ?? 0);
    expect(offlineMinutes).toBeGreaterThanOrEqual(2 * 60);
    expect(g?.readings).toBe(minutes * 13 - offlineMinutes * 2);
  });
});

describe('a simulated week at Gowanus (Monday 2 June 2025, seed 20250602)', () => {
  let week: Week;
  let clocks: { minuteOfDay: number; weekday: number }[];

  beforeAll(() => {
    week = simulateWeek(SEED, gowanus, WEEK_START_NY);
    clocks = week.times.map((t) => intlClock('America/New_York', t));
  });

  it('keeps every value in its plausible range and at its catalogue decimals', () => {
    const ranges: Record<string, [number, number]> = {
      PM10: [0, 2000],
      VOC: [0, 50],
      WS: [0, 8],
      WD: [0, 359],
      TEMP: [-30, 45],
      RH: [25, 95],
      PRES: [1000, 1030],
    };
    // Collected, not asserted one by one: 130 000 expect calls would dominate the run time.
    const wrong: string[] = [];
    for (const minute of week.minutes) {
      for (const r of minute.readings) {
        const [min, max] = ranges[r.sensor] ?? [Number.NaN, Number.NaN];
        const factor = 10 ** SENSOR_DECIMALS[r.sensor];
        const rounded = Math.round(r.value * factor) / factor === r.value;
        if (!(r.value >= min && r.value <= max && rounded))
          wrong.push(`${r.serial} ${r.sensor} ${r.value}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has calm minutes, but under 15 % of the week', () => {
    const ws = defined(week.series('MET-2001', 'WS'));
    const calm = ws.filter((v) => v < 1).length;
    expect(calm).toBeGreaterThan(0);
    expect(calm / ws.length).toBeLessThan(0.15);
  });

  it('swings the wind round enough to put at least three fence monitors downwind at times', () => {
    const wd = defined(week.series('MET-2001', 'WD'));
    const reached = FENCE.filter((serial) =>
      wd.some((d) => angleBetween((d + 180) % 360, BEARING[serial] ?? 0) <= 45),
    );
    expect(reached.length).toBeGreaterThanOrEqual(3);
  });

  it('is cooler at 05:00 than at 15:00, damper in the morning, windier in the afternoon', () => {
    const at = (sensor: string, minuteOfDay: number) =>
      mean(
        defined(
          week.series('MET-2001', sensor).filter((_, i) => clocks[i]?.minuteOfDay === minuteOfDay),
        ),
      );
    expect(at('TEMP', 5 * 60)).toBeLessThan(at('TEMP', 15 * 60) - 5);
    expect(at('RH', 5 * 60)).toBeGreaterThan(at('RH', 15 * 60));
    expect(at('WS', 3 * 60)).toBeLessThan(at('WS', 15 * 60));
  });

  it('during works, puts the nearest-downwind fence 40–120 µg/m³ above the most upwind', () => {
    const downwind: number[] = [];
    const upwind: number[] = [];
    week.times.forEach((_, i) => {
      const clock = clocks[i];
      const wd = week.value('MET-2001', 'WD', i);
      const ws = week.value('MET-2001', 'WS', i);
      if (clock === undefined || !isWorks(clock) || wd === undefined || ws === undefined || ws < 1)
        return;
      const online = FENCE.filter((serial) => week.value(serial, 'PM10', i) !== undefined);
      const byDownwind = [...online].sort(
        (a, b) =>
          angleBetween(BEARING[a] ?? 0, (wd + 180) % 360) -
          angleBetween(BEARING[b] ?? 0, (wd + 180) % 360),
      );
      const nearest = byDownwind[0];
      const farthest = byDownwind[byDownwind.length - 1];
      if (nearest === undefined || farthest === undefined) return;
      downwind.push(week.value(nearest, 'PM10', i) ?? 0);
      upwind.push(week.value(farthest, 'PM10', i) ?? 0);
    });
    const increment = mean(downwind) - mean(upwind);
    // The brief's typical plume: 40–120 µg/m³ over background at the downwind fence.
    expect(increment).toBeGreaterThan(40);
    expect(increment).toBeLessThan(120);
  });

  it('at weekends, keeps the four fence monitors within 30 % of each other', () => {
    const means = FENCE.map((serial) =>
      mean(
        defined(week.series(serial, 'PM10').filter((_, i) => (clocks[i]?.weekday ?? 1) % 6 === 0)),
      ),
    );
    expect(Math.max(...means) / Math.min(...means)).toBeLessThan(1.3);
  });

  it('spikes above DER-10 levels during works, and stays near background outside them', () => {
    let worksMax = 0;
    let outsideMax = 0;
    let vocMax = 0;
    week.times.forEach((_, i) => {
      for (const serial of FENCE) {
        const pm = week.value(serial, 'PM10', i) ?? 0;
        vocMax = Math.max(vocMax, week.value(serial, 'VOC', i) ?? 0);
        if (clocks[i] !== undefined && isWorks(clocks[i])) worksMax = Math.max(worksMax, pm);
        else outsideMax = Math.max(outsideMax, pm);
      }
    });
    expect(worksMax).toBeGreaterThan(150);
    expect(vocMax).toBeGreaterThan(5);
    expect(outsideMax).toBeLessThan(60);
  });

  it('has a 15-minute rolling mean above 100 µg/m³ at some fence monitor', () => {
    let best = 0;
    for (const serial of FENCE) {
      const pm = week.series(serial, 'PM10');
      for (let end = 14; end < pm.length; end += 1) {
        const window = defined(pm.slice(end - 14, end + 1));
        if (window.length > 0) best = Math.max(best, mean(window));
      }
    }
    expect(best).toBeGreaterThan(100);
  });

  it('takes East Gate offline once, for at least an hour, and only East Gate', () => {
    const missing = week.series(EAST_GATE, 'PM10').map((v) => v === undefined);
    const runs: [number, number][] = [];
    missing.forEach((gap, i) => {
      const last = runs[runs.length - 1];
      if (gap && last !== undefined && last[1] === i) last[1] = i + 1;
      else if (gap) runs.push([i, i + 1]);
    });
    expect(runs).toHaveLength(1);
    const [from, to] = runs[0] ?? [0, 0];
    expect(to - from).toBeGreaterThanOrEqual(60);
    // No state either: an offline instrument sends nothing.
    expect(week.state(EAST_GATE, from)).toBeUndefined();
    for (const serial of [NORTH, SOUTH, WEST, 'MET-2001']) {
      expect(week.minutes.every((m) => m.states.some((s) => s.serial === serial))).toBe(true);
    }

    // A second, independent run finds the same window.
    const again = simulateWeek(SEED, gowanus, WEEK_START_NY).series(EAST_GATE, 'PM10');
    expect(again.map((v) => v === undefined)).toEqual(missing);
  });

  it('runs West Boundary in Zero mode for the ten minutes from 02:00 local, reading near 0', () => {
    week.times.forEach((_, i) => {
      const clock = clocks[i];
      const zeroing = clock !== undefined && clock.minuteOfDay >= 120 && clock.minuteOfDay < 130;
      expect(week.state(WEST, i)?.operationMode).toBe(zeroing ? 'Zero' : 'Sample');
      if (zeroing) {
        expect(week.value(WEST, 'PM10', i)).toBeLessThan(0.5);
        expect(week.value(WEST, 'VOC', i)).toBeLessThan(0.005);
      }
      for (const serial of [NORTH, SOUTH])
        expect(week.state(serial, i)?.operationMode).toBe('Sample');
    });
  });

  it('reports South Fence as Aging from the fixed instant on, and everything else as Ok', () => {
    const since = gowanus.faults.aging?.sinceMs ?? 0;
    week.times.forEach((t, i) => {
      expect(week.state(SOUTH, i)?.sensorHealth).toBe(t >= since ? 'Aging' : 'Ok');
      expect(week.state(NORTH, i)?.sensorHealth).toBe('Ok');
    });
  });

  it('sags the batteries overnight and recharges them by day', () => {
    for (const serial of [NORTH, WEST, 'MET-2001']) {
      const at = (minuteOfDay: number) =>
        mean(
          week.times
            .map((_, i) =>
              clocks[i]?.minuteOfDay === minuteOfDay ? week.state(serial, i)?.battery : undefined,
            )
            .filter((v): v is number => v !== undefined),
        );
      expect(at(5 * 60 + 30)).toBeLessThan(at(18 * 60) - 0.3);
      for (const minute of week.minutes) {
        const battery = minute.states.find((s) => s.serial === serial)?.battery ?? 0;
        expect(battery).toBeGreaterThan(11.5);
        expect(battery).toBeLessThan(14.5);
      }
    }
  });
});

describe('a simulated week at Harbour Demolition', () => {
  it('stays plausible and puts the plume on the inland fence under the sea breeze', () => {
    const week = simulateWeek(SEED, harbour, Date.UTC(2025, 5, 2, 7));
    const pm = [
      ...defined(week.series('AQS-1005', 'PM10')),
      ...defined(week.series('AQS-1006', 'PM10')),
    ];
    expect(pm).toHaveLength(2 * WEEK_MINUTES);
    expect(Math.min(...pm)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...pm)).toBeLessThanOrEqual(2000);
    expect(mean(defined(week.series('AQS-1006', 'PM10')))).toBeGreaterThan(
      mean(defined(week.series('AQS-1005', 'PM10'))),
    );
  });
});

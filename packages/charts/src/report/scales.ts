import { lineDomain } from '../time-series/axes';
import { wallTime, wallToInstant } from '../time-series/time-ticks';
import { rollingAverage } from './rolling';
import type { ReportModel, ReportPoint, ReportSensor } from './types';

const DAY = 24 * 60 * 60_000;

/** Units µg/m³ is written in (micro sign or Greek mu, superscript or plain 3). */
const MICROGRAMS = new Set(['µg/m³', 'μg/m³', 'ug/m3', 'µg/m3', 'μg/m3', 'ug/m³']);
const MILLIGRAMS = new Set(['mg/m³', 'mg/m3']);

/**
 * The lowest top a pollutant's graph axis reaches (spec 02 §9: PM10 200 µg/m³, VOC 200 ppb), in
 * the graph's display unit (0.2 in mg/m³ or ppm); null for other pollutants or units. So a quiet
 * day's graph is not magnified into looking alarming.
 */
export function graphFloor(sensorCode: string, unit: string): number | null {
  const code = sensorCode.trim().toUpperCase();
  const u = unit.trim();
  if (code === 'PM10') {
    if (MICROGRAMS.has(u)) return 200;
    if (MILLIGRAMS.has(u)) return 0.2;
    return null;
  }
  if (code === 'VOC') {
    if (u.toLowerCase() === 'ppb') return 200;
    if (u.toLowerCase() === 'ppm') return 0.2;
    return null;
  }
  return null;
}

/**
 * The y-domain of a graph: from 0 (or the lowest value when negative) to the highest value, level
 * or floor, made nice; the floor only raises the top. No value at all: 0 to the floor (or 0–1).
 */
export function graphDomain(
  values: readonly (number | null)[],
  levels: readonly number[],
  floor: number | null,
  tickCount = 5,
): [number, number] {
  let low = 0;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value === null || !Number.isFinite(value)) continue;
    if (value < low) low = value;
    if (value > high) high = value;
  }
  const top = Math.max(high, floor ?? Number.NEGATIVE_INFINITY);
  if (!Number.isFinite(top)) return lineDomain(0, 1, levels, tickCount);
  return lineDomain(low, Math.max(top, low), levels, tickCount);
}

/** One graph's span: a local calendar day of the range, clipped to the range. */
export interface GraphDay {
  /** 'YYYY-MM-DD' in the project's zone. */
  date: string;
  from: number;
  to: number;
}

/**
 * The report's graph periods (spec 02 §9 'default graph averaging period 1 day', our reading: each
 * graph covers one local calendar day of the range, so an 8-day report stays readable at print
 * size): the local days from `from` to `to` in `timeZone`, each clipped to the range. A range
 * ending exactly at a local midnight gets no empty last day. DST days are 23 or 25 hours.
 */
export function graphDays(from: number, to: number, timeZone: string): GraphDay[] {
  const days: GraphDay[] = [];
  if (!(to > from)) return days;
  let wall = Math.floor(wallTime(from, timeZone) / DAY) * DAY;
  for (let guard = 0; guard < 400; guard += 1) {
    const start = wallToInstant(wall, timeZone) ?? wall;
    const next = wallToInstant(wall + DAY, timeZone) ?? wall + DAY;
    const dayFrom = Math.max(start, from);
    const dayTo = Math.min(next, to);
    if (dayTo > dayFrom) {
      days.push({ date: new Date(wall).toISOString().slice(0, 10), from: dayFrom, to: dayTo });
    }
    if (next >= to) break;
    wall += DAY;
  }
  return days;
}

/** A line of a pollutant's graph. */
export interface GraphLine {
  id: 'contribution' | 'upwind' | 'downwind';
  points: readonly ReportPoint[];
}

/**
 * The lines of a pollutant's graphs: the site contribution, and upwind and downwind when the
 * monitoring location data is shown. 1466 graphs show the 15-minute rolling average of the
 * 1-minute series (spec 02 §9); the other layouts their averaged series (DER-10: the 15-minute
 * rolling contribution, NJ PAM: its 15-minute blocks).
 */
export function graphLines(model: ReportModel, sensor: ReportSensor): GraphLine[] {
  const rolling = model.variant === '1466';
  const lines: GraphLine[] = [
    {
      id: 'contribution',
      points: rolling ? rollingAverage(sensor.instantaneous) : sensor.averaged,
    },
  ];
  if (model.displayMonitoringLocationData) {
    lines.push(
      {
        id: 'upwind',
        points: rolling ? rollingAverage(sensor.upwind.raw) : sensor.upwind.averaged,
      },
      {
        id: 'downwind',
        points: rolling ? rollingAverage(sensor.downwind.raw) : sensor.downwind.averaged,
      },
    );
  }
  return lines;
}

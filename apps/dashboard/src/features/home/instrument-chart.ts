import { categoryColour, compareChannelNames, type TimeSeries } from '@aq/charts/time-series';
import { formatUtcOffset } from '@aq/validation/time';

const MINUTE_MS = 60_000;

/** The zone an instrument's data is shown in: an IANA zone for Intl, and its label. */
export interface InstrumentZone {
  /** The zone the chart and the times use (UTC, or a fixed-offset zone). */
  timeZone: string;
  /** How every time on the page is labelled, e.g. 'UTC-05:00' or 'UTC'. */
  label: string;
}

/** The UTC zone, labelled: for an instrument with no project (or an answer without an offset). */
export const UTC_ZONE: InstrumentZone = { timeZone: 'UTC', label: 'UTC' };

const OFFSET = /([+-])(\d{2}):(\d{2})$/;

/** Whether Intl accepts a zone name in this browser. */
function isUsableZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone of an instrument's data from the server's answer. Asked with utc=false, the server
 * writes times with the offset of the instrument's project ('2026-11-25T10:00:00-05:00'), or in
 * UTC ('…Z') when the instrument is in no project. A whole-hour offset maps to its fixed Etc/GMT
 * zone (whose sign is inverted: UTC-05:00 is Etc/GMT+5); a part-hour offset (UTC+05:30) is used
 * as a zone itself where the browser accepts offset zones, and otherwise the page shows UTC.
 */
export function zoneOfAnswer(time: string | null | undefined): InstrumentZone {
  const match = OFFSET.exec(time ?? '');
  if (!match) return UTC_ZONE;
  const minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  if (minutes === 0) return UTC_ZONE;
  const label = `UTC${formatUtcOffset(minutes)}`;
  if (minutes % 60 === 0) {
    const hours = -minutes / 60;
    return { timeZone: `Etc/GMT${hours > 0 ? '+' : '-'}${Math.abs(hours)}`, label };
  }
  const offsetZone = formatUtcOffset(minutes);
  return isUsableZone(offsetZone) ? { timeZone: offsetZone, label } : UTC_ZONE;
}

/** One sensor's readings as the instrument data call answers them. */
export interface SensorReadings {
  Sensor: string;
  Units: string;
  DecimalPlaces: number;
  Values: ReadonlyArray<{ Time: string; Value: number | null }>;
}

/**
 * The usual spacing of a series' readings (the median gap between consecutive times), so the
 * line breaks only where readings are missing; one minute when there are fewer than two.
 */
export function readingSpacing(times: ArrayLike<number>): number {
  const gaps: number[] = [];
  for (let index = 1; index < times.length; index += 1) {
    const gap = (times[index] as number) - (times[index - 1] as number);
    if (gap > 0) gaps.push(gap);
  }
  if (gaps.length === 0) return MINUTE_MS;
  gaps.sort((a, b) => a - b);
  return gaps[Math.floor((gaps.length - 1) / 2)] as number;
}

/** A chart of the instrument page: the sensors that share a unit. */
export interface InstrumentChart {
  unit: string;
  series: TimeSeries[];
}

/**
 * The charts of an instrument page: one per unit (so PM1 to PM10 share one), sensors in the
 * charts' order (particle sizes PM1, PM2.5, PM4, PM10 first), wind direction as points; each
 * sensor keeps the category colour of its place among all the instrument's sensors.
 */
export function instrumentCharts(readings: readonly SensorReadings[]): InstrumentChart[] {
  const ordered = [...readings].sort((a, b) => compareChannelNames(a.Sensor, b.Sensor));
  const charts = new Map<string, InstrumentChart>();
  ordered.forEach((reading, index) => {
    const times = new Float64Array(reading.Values.length);
    const values = new Float64Array(reading.Values.length);
    reading.Values.forEach((point, position) => {
      times[position] = Date.parse(point.Time);
      values[position] = point.Value ?? Number.NaN;
    });
    const direction = reading.Sensor === 'WD';
    // Wind direction has its own 0–360° axis, so it never shares a chart with another degree unit.
    const key = direction ? 'WD' : reading.Units;
    const chart = charts.get(key) ?? { unit: reading.Units, series: [] };
    chart.series.push({
      id: reading.Sensor,
      label: reading.Sensor,
      unit: reading.Units,
      decimals: reading.DecimalPlaces,
      kind: direction ? 'direction' : 'line',
      times,
      values,
      bucketMs: readingSpacing(times),
      colour: categoryColour(index),
    });
    charts.set(key, chart);
  });
  return [...charts.values()];
}

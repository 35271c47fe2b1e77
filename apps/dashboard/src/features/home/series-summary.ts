/** One sensor's last-hour summary for the instrument page. */
export interface SeriesSummary {
  sensor: string;
  units: string;
  places: number;
  /** The newest non-null value and its time (epoch ms), or null when the hour had none. */
  latest: number | null;
  latestAt: number | null;
  mean: number | null;
  min: number | null;
  max: number | null;
}

/** Summarises a series (values in time order; null values are gaps and are left out). */
export function summariseSeries(series: {
  Sensor: string;
  Units: string;
  DecimalPlaces: number;
  Values: ReadonlyArray<{ Time: string; Value: number | null }>;
}): SeriesSummary {
  let sum = 0;
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  let latest: number | null = null;
  let latestAt: number | null = null;
  for (const point of series.Values) {
    if (point.Value === null) continue;
    sum += point.Value;
    count += 1;
    min = Math.min(min, point.Value);
    max = Math.max(max, point.Value);
    latest = point.Value;
    latestAt = Date.parse(point.Time);
  }
  return {
    sensor: series.Sensor,
    units: series.Units,
    places: series.DecimalPlaces,
    latest,
    latestAt,
    mean: count ? sum / count : null,
    min: count ? min : null,
    max: count ? max : null,
  };
}

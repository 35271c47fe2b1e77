import type {
  ContributionReportData,
  ContributionReportQuery,
  Der10ReportDataQuery,
  ReportSensorType,
} from '@aq/api';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { projectLocalTime, type ProjectZone } from '../../domain/alerts/activation';
import { exceedanceSummary } from '../../domain/contribution/exceedances';
import type { AveragingMode } from '../../domain/contribution/modes';
import { chooseWindSource, siteCentre } from '../../domain/contribution/geometry';
import { sideAverages } from '../../domain/contribution/side-averages';
import { dailySummaries, type DailySummary } from '../../domain/reports/daily-summary';
import { isTableMinute } from '../../domain/reports/table-rows';
import { sensorByCode } from '../../domain/sensors';
import type { AuthContext } from '../../http/auth';
import { projectClock } from '../../shared/project-clock';
import {
  minuteEnds,
  modeLabel,
  shown,
  wholeDegrees,
  type Display,
} from '../contribution-data/format';
import { readColumns, type MinuteColumns, type ValueColumn } from '../contribution-data/repository';
import { openContribution } from '../contributions/access';
import {
  contributionActionLevels,
  contributionLocations,
  contributionSensorCodes,
  locationReadings,
  projectLocationSensorCodes,
  sensorIdsByCode,
  type ContributionLocationRow,
  type ContributionWithProject,
  type LocationSensorSeries,
} from '../contributions/repository';
import { projectDisplayUnits, type ProjectDisplayUnits } from '../display-settings/service';
import {
  csvLine,
  downloadFileName,
  formatUtc,
  numberCell,
  textCell,
  UTF8_BOM,
} from '../downloads/csv';
import { checkReportRange } from './range';
import { reportAlertConfigs } from './repository';
import { dailyMeanDirections, roleRuns } from './series';

// The data of a contribution report (spec 02 §3 'Contribution report data') and its CSV table.
// Contribution values come from contribution_values as the contributions module materialised
// them (nothing about the contribution is recomputed); the data sources' own readings are read
// from the readings table and averaged here with the contribution's window.
//
// Decisions:
// - The contribution, upwind, downwind and wind series are at full 1-minute resolution (NJ PAM
//   averaged series: the block rows only), so the graphs draw what is stored. The data sources'
//   own series (SensorMeasurements, AveragedSensorMeasurements) appear only in the data table, so
//   they hold only its rows: the minutes that are a multiple of the table period on the project's
//   clock (tablePeriodMinutes, or ReportAveragingPeriodMinutes where 0 means 1; domain/reports
//   tableRows). An 8-day report of 6 sources at a 60-minute table is then about a third of the
//   1-minute answer. The printable layouts pick their table rows the same way; reportCsv too.
// - Values are in the project's display units rounded to its decimals (as the contribution calls
//   answer them); directions in whole degrees; times ISO UTC, minute ends.
// - The sources' averaged readings use the engine's window arithmetic
//   (domain/contribution/side-averages: rolling (max(start, t − W), t], NJ PAM's UTC-aligned
//   blocks, the contribution's completeness), not domain/averaging.ts, whose buckets restart at
//   local midnight and have no rolling mean: the sources' averages then line up with the
//   averaged contribution minute for minute.
// - HideEmptyEnvironmentalSummary is the layout's: every day with data is answered. The alert
//   configs' SetPoint is as stored (the unit the alert was saved in, the project's display unit
//   then).

const MINUTE_MS = 60_000;
const floorMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** Environmental sensors a report summarises per day, besides the wind (domain/sensors codes). */
const ENVIRONMENTAL_CODES = ['TEMP', 'RH', 'PRES'] as const;

/** Wind direction as shown: whole degrees. */
const DIRECTION_DISPLAY: Display = { unit: '°', decimals: 0, convert: (value) => value };

type ReportData = z.input<typeof ContributionReportData>;
type SensorTypeOut = z.input<typeof ReportSensorType>;
type MeasurementOut = { Time: string; Value: number | null };

/** GET /v0.1/contribution/{contributionId}/report. */
export async function contributionReport(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  query: z.output<typeof ContributionReportQuery>,
): Promise<ReportData> {
  const contribution = await openContribution(app, auth, contributionId, { data: true });
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  checkReportRange(contribution, from, to, 'from');
  return reportData(app, contribution, from, to, query.tablePeriodMinutes);
}

/**
 * GET /v0.1/contribution-report-data/{contributionId}/der10-report-data: the same data; the
 * averaging period of the table (0: none, the layout's own) does not change the series.
 */
export async function der10ReportData(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  query: z.output<typeof Der10ReportDataQuery>,
): Promise<ReportData> {
  const contribution = await openContribution(app, auth, contributionId, { data: true });
  const from = Date.parse(query.FromTime);
  const to = Date.parse(query.ToTime);
  checkReportRange(contribution, from, to, 'FromTime');
  return reportData(app, contribution, from, to, Math.max(1, query.ReportAveragingPeriodMinutes));
}

const isNum = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** The stored columns a report reads of each pollutant (wind only from the first). */
const POLLUTANT_COLUMNS: readonly ValueColumn[] = [
  'value',
  'avg_value',
  'avg_mode',
  'avg_partial',
  'upwind',
  'downwind',
  'upwind_avg',
  'downwind_avg',
  'upwind_mask',
  'downwind_mask',
];
const WIND_COLUMNS: readonly ValueColumn[] = ['wind_speed', 'wind_direction', 'ws_avg', 'wd_avg'];

/** What the environmental summary reads a sensor from: the wind location, else the sources. */
function environmentalLocations(
  code: string,
  windLocationId: string | null,
  sources: readonly ContributionLocationRow[],
  codesByLocation: ReadonlyMap<string, readonly string[]>,
): string[] {
  if (windLocationId && codesByLocation.get(windLocationId)?.includes(code)) {
    return [windLocationId];
  }
  return sources
    .filter((source) => codesByLocation.get(source.location_id)?.includes(code))
    .map((source) => source.location_id);
}

/** Everything of a report over (from, to]; the caller has checked access and the range. */
async function reportData(
  app: AppContext,
  contribution: ContributionWithProject,
  from: number,
  to: number,
  tablePeriodMinutes: number,
): Promise<ReportData> {
  const db = app.db;
  const zone: ProjectZone = {
    timeZone: contribution.time_zone_id,
    summerTimeAdjusted: contribution.summer_time_adjusted,
  };
  const startMs = floorMinute(new Date(contribution.start_at).getTime());
  const gridFrom = floorMinute(from);
  const gridTo = floorMinute(to);
  const windowMinutes = contribution.averaging_period_minutes;
  const block = contribution.type === 'NjPam';

  const [codes, units, sources, levels, sensorIds, projectLocations, alerts] = await Promise.all([
    contributionSensorCodes(db, contribution.id),
    projectDisplayUnits(db, contribution.project_id),
    contributionLocations(db, contribution.id),
    contributionActionLevels(db, [contribution.id]),
    sensorIdsByCode(db),
    projectLocationSensorCodes(db, contribution.project_id),
    contribution.display_alerts_on_report_charts
      ? reportAlertConfigs(db, contribution.id)
      : Promise.resolve([]),
  ]);

  // The wind location as the materialiser picks it (contributions/materialise readSetup).
  const codesByLocation = new Map(projectLocations.map((l) => [l.location_id, l.codes]));
  let windLocationId = contribution.automatic_wind_detection ? null : contribution.wind_location_id;
  if (contribution.automatic_wind_detection) {
    const centre = siteCentre(sources.map((s) => ({ lat: s.latitude, lng: s.longitude })));
    windLocationId = centre
      ? (chooseWindSource(
          centre,
          projectLocations.map((c) => ({
            id: c.location_id,
            lat: c.latitude,
            lng: c.longitude,
            hasWindSpeed: c.codes.includes('WS'),
            hasWindDirection: c.codes.includes('WD'),
          })),
        ) as string | null)
      : null;
  }
  const environmental = ENVIRONMENTAL_CODES.map((code) => ({
    code,
    locationIds: environmentalLocations(code, windLocationId, sources, codesByLocation),
  })).filter((entry) => entry.locationIds.length > 0);

  // One read of the sources' pollutant readings (from one window before the range, so the first
  // averages are whole) and of the environmental sensors.
  const pollutantIds = codes.map((code) => sensorIds.get(code));
  const environmentalIds = environmental.map((entry) => sensorIds.get(entry.code));
  const readFrom = Math.max(startMs, gridFrom - windowMinutes * MINUTE_MS);
  const readings = await locationReadings(
    db,
    [
      ...new Set([
        ...sources.map((s) => s.location_id),
        ...environmental.flatMap((e) => e.locationIds),
      ]),
    ],
    [...pollutantIds, ...environmentalIds].filter((id): id is number => id !== undefined),
    readFrom,
    gridTo,
  );
  const readingsOf = (locationId: string, sensorId: number | undefined) =>
    readings.find((s) => s.locationId === locationId && s.sensorId === sensorId);

  // Every series shares the minute grid of (from, to]: each minute's ISO text is made once.
  const isoByMinute: Array<string | undefined> = [];
  const iso = (t: number) => {
    const k = (t - gridFrom) / MINUTE_MS;
    if (!Number.isInteger(k) || k < 0) return new Date(t).toISOString();
    return (isoByMinute[k] ??= new Date(t).toISOString());
  };

  // The data table's minutes (null: every minute), for the sources' own series.
  let tableTimes: Set<string> | null = null;
  if (tablePeriodMinutes > 1) {
    tableTimes = new Set();
    for (let t = gridFrom + MINUTE_MS; t <= gridTo; t += MINUTE_MS) {
      if (isTableMinute(t, tablePeriodMinutes, zone)) tableTimes.add(iso(t));
    }
  }

  const stored = new Map<string, MinuteColumns>();
  for (const [index, code] of codes.entries()) {
    stored.set(
      code,
      await readColumns(db, contribution.id, code, gridFrom, gridTo, [
        ...POLLUTANT_COLUMNS,
        ...(index === 0 ? WIND_COLUMNS : []),
      ]),
    );
  }

  const sensorTypes: SensorTypeOut[] = codes.map((code, index) => {
    const display = units.forSensor(code);
    const minutes = stored.get(code) as MinuteColumns;
    const col = (name: ValueColumn) => (minutes[name] ?? []) as unknown[];
    const value = (name: ValueColumn) => series(minutes.t, col(name), display, iso);
    const averaged = (name: ValueColumn) =>
      series(minutes.t, col(name), display, iso, col('avg_mode'));
    const modes = col('avg_mode');
    const blockRowTimes = new Set(minutes.t.filter((_, i) => typeof modes[i] === 'string'));
    const sensorId = pollutantIds[index];
    const perSource = sources.map((source) => ({
      source,
      points: readingsOf(source.location_id, sensorId),
    }));
    const tableOnly = (measurements: MeasurementOut[]) =>
      tableTimes ? measurements.filter((m) => tableTimes.has(m.Time)) : measurements;
    return {
      SensorType: code,
      DisplayUnits: display.unit,
      SensorMeasurements: perSource.map(({ source, points }) => ({
        InstrumentId: source.location_id,
        Measurements: tableOnly(rawMeasurements(points, gridFrom, display, iso)),
      })),
      AveragedSensorMeasurements: perSource.map(({ source, points }) => ({
        InstrumentId: source.location_id,
        Measurements: tableOnly(
          averagedMeasurements(points, display, iso, {
            startMs,
            fromMs: gridFrom,
            toMs: gridTo,
            block,
            windowMinutes,
            windWindowMinutes: windowMinutes,
            minimumCompleteness: contribution.minimum_completeness,
            blockRowTimes,
          }),
        ),
      })),
      InstantaneousSiteContribution: value('value'),
      AveragedSiteContribution: minutes.t.flatMap((t, i) => {
        const mode = modes[i];
        return typeof mode === 'string' && mode !== ''
          ? [
              {
                Time: iso(t),
                Value: shown(col('avg_value')[i] as number | null, display),
                AveragingMode: mode as AveragingMode,
              },
            ]
          : [];
      }),
      RawUpwindMeasurements: value('upwind'),
      RawDownwindMeasurements: value('downwind'),
      AveragedUpwindMeasurements: averaged('upwind_avg'),
      AveragedDownwindMeasurements: averaged('downwind_avg'),
      UpwindDownwindDataSources: roleRuns(
        minutes.t,
        col('upwind_mask'),
        col('downwind_mask'),
        sources,
      ).map((run) => ({
        StartTime: iso(run.start),
        EndTime: iso(run.end),
        UpwindDataSourceIds: run.upwindIds,
        DownwindDataSourceIds: run.downwindIds,
      })),
    };
  });

  // The wind is stored with every pollutant's minutes; the first pollutant's are read.
  const first = codes[0] === undefined ? undefined : stored.get(codes[0]);
  const windTimes = first?.t ?? [];
  const windCol = (name: ValueColumn) => (first?.[name] ?? []) as unknown[];
  const windDisplay = units.forSensor('WS');

  const environmentalSeries = environmental.map((entry) => ({
    code: entry.code,
    points: entry.locationIds.flatMap((locationId) => {
      const list = readingsOf(locationId, sensorIds.get(entry.code));
      if (!list) return [];
      return list.t.flatMap((t, i) => (t > gridFrom ? [{ t, value: list.v[i] ?? null }] : []));
    }),
  }));

  return {
    ContributionData: {
      ProjectName: contribution.project_name,
      DataSources: sources.map((source) => ({
        Id: source.location_id,
        Name: source.name,
        Coordinates: { Latitude: source.latitude, Longitude: source.longitude },
      })),
      SensorTypes: sensorTypes,
      WindSpeedMeasurements: series(windTimes, windCol('wind_speed'), windDisplay, iso),
      WindDirectionMeasurements: series(
        windTimes,
        windCol('wind_direction'),
        DIRECTION_DISPLAY,
        iso,
      ),
      AveragedWindSpeedMeasurements: series(
        windTimes,
        windCol('ws_avg'),
        windDisplay,
        iso,
        (first?.avg_mode ?? []) as unknown[],
      ),
      AveragedWindDirectionMeasurements: series(
        windTimes,
        windCol('wd_avg'),
        DIRECTION_DISPLAY,
        iso,
        (first?.avg_mode ?? []) as unknown[],
      ),
      ProjectTimeZoneId: contribution.time_zone_id,
      // The offset in force at the start of the range (on the project's clock).
      ProjectTimeZoneOffset: projectClock(
        contribution.time_zone_id,
        contribution.summer_time_adjusted,
        new Date(from),
      ).offset,
      IsSummerTimeAdjusted: contribution.summer_time_adjusted,
    },
    SensorInfo: sensorInfo(
      [...codes, 'WS', 'WD', ...environmental.map((entry) => entry.code)],
      units,
    ),
    DailyEnvironmentalSummaries: dailyEnvironmental(
      zone,
      environmentalSeries,
      units,
      windTimes,
      windCol('wind_speed'),
      windCol('wind_direction'),
    ),
    DailyMonitoringSummaries: dailyMonitoring(zone, codes, stored, units),
    ExceedanceSummaries: contribution.show_exceedance_summary
      ? exceedances(codes, stored, levels, units, iso)
      : [],
    AlertConfigs: alerts.map((alert) => ({
      Name: alert.name,
      SetPoint: alert.set_point,
      Sensor: alert.sensor_code,
      AveragingPeriodMinutes: alert.period_minutes,
    })),
  };
}

/**
 * A stored column as Measurements, every stored minute (null values kept); with `modes`, only the
 * minutes that hold an averaged row (every minute when rolling, the block rows of NJ PAM).
 */
function series(
  times: readonly number[],
  values: readonly unknown[],
  display: Display,
  iso: (t: number) => string,
  modes?: readonly unknown[],
): MeasurementOut[] {
  const out: MeasurementOut[] = [];
  const direction = display === DIRECTION_DISPLAY;
  for (let i = 0; i < times.length; i++) {
    if (modes) {
      const mode = modes[i];
      if (typeof mode !== 'string' || mode === '') continue;
    }
    const value = values[i];
    out.push({
      Time: iso(times[i] as number),
      Value: !isNum(value) ? null : direction ? wholeDegrees(value) : shown(value, display),
    });
  }
  return out;
}

/** A source's readings after `fromMs` as Measurements. */
function rawMeasurements(
  points: LocationSensorSeries | undefined,
  fromMs: number,
  display: Display,
  iso: (t: number) => string,
): MeasurementOut[] {
  if (!points) return [];
  const out: MeasurementOut[] = [];
  for (let i = 0; i < points.t.length; i++) {
    const t = points.t[i] as number;
    if (t <= fromMs) continue;
    out.push({ Time: iso(t), Value: shown(points.v[i], display) });
  }
  return out;
}

/**
 * A source's readings averaged over the contribution's window (rolling (max(start, t − W), t];
 * NJ PAM: the block, at the block rows only) with the contribution's completeness: the engine's
 * own window arithmetic (domain/contribution/side-averages), fed the source's readings as one
 * side. A minute without enough valid readings is null.
 */
function averagedMeasurements(
  points: LocationSensorSeries | undefined,
  display: Display,
  iso: (t: number) => string,
  options: Parameters<typeof sideAverages>[1],
): MeasurementOut[] {
  const minutes = (points?.t ?? []).map((t, i) => ({
    t,
    upwind: points?.v[i] ?? null,
    downwind: null,
    windSpeed: null,
    windDirection: null,
  }));
  const out: MeasurementOut[] = [];
  for (const [t, average] of sideAverages(minutes, options)) {
    if (options.block && !options.blockRowTimes?.has(t)) continue;
    out.push({ Time: iso(t), Value: shown(average.upwindAvg, display) });
  }
  return out;
}

/** How each reported sensor is shown; Range is the catalogue's full scale in display units. */
function sensorInfo(codes: readonly string[], units: ProjectDisplayUnits) {
  return codes.map((code) => {
    const definition = sensorByCode(code);
    const display = code === 'WD' ? DIRECTION_DISPLAY : units.forSensor(code);
    return {
      SensorCode: code,
      Units: definition?.units ?? display.unit,
      DecimalPlaces: display.decimals,
      Range: definition ? shown(definition.rangeMax, display) : null,
      DisplayUnits: display.unit,
    };
  });
}

const minMax = (day: DailySummary | undefined, display: Display) => ({
  Min: shown(day?.min, display),
  Max: shown(day?.max, display),
});

/**
 * Per local day (listed when any of its series has a point): temperature, relative humidity and
 * pressure min and max of the readings of the wind location (or of the sources that have the
 * sensor), wind speed min and max and the unit-vector mean direction of the contribution's
 * stored wind (the wind location's).
 */
function dailyEnvironmental(
  zone: ProjectZone,
  environmental: ReadonlyArray<{ code: string; points: { t: number; value: number | null }[] }>,
  units: ProjectDisplayUnits,
  windTimes: readonly number[],
  windSpeeds: readonly unknown[],
  windDirections: readonly unknown[],
) {
  const byCode = new Map(
    environmental.map((entry) => [
      entry.code,
      new Map(dailySummaries(entry.points, zone).map((day) => [day.day, day])),
    ]),
  );
  const speed = new Map(
    dailySummaries(
      windTimes.map((t, i) => ({ t, value: isNum(windSpeeds[i]) ? windSpeeds[i] : null })),
      zone,
    ).map((day) => [day.day, day]),
  );
  const direction = dailyMeanDirections(windTimes, windDirections, zone);
  const days = new Set<string>([...speed.keys(), ...direction.keys()]);
  for (const summaries of byCode.values()) for (const day of summaries.keys()) days.add(day);
  return [...days].sort().map((day) => {
    const mean = direction.get(day);
    return {
      Date: day,
      Temperature: minMax(byCode.get('TEMP')?.get(day), units.forSensor('TEMP')),
      RelativeHumidity: minMax(byCode.get('RH')?.get(day), units.forSensor('RH')),
      Pressure: minMax(byCode.get('PRES')?.get(day), units.forSensor('PRES')),
      WindSpeed: minMax(speed.get(day), units.forSensor('WS')),
      AverageWindDirection: mean === null || mean === undefined ? null : wholeDegrees(mean),
    };
  });
}

/** Whether a stored minute's averaged row counts for summaries: a final, non-Initial value. */
function finalAverage(minutes: MinuteColumns, i: number): boolean {
  const mode = minutes.avg_mode?.[i];
  return (
    typeof mode === 'string' &&
    mode !== '' &&
    mode !== 'Initial' &&
    minutes.avg_partial?.[i] !== true
  );
}

/**
 * Per local day and pollutant: min, max and mean of the AVERAGED contribution (the series the
 * action levels and the exceedance summary apply to), Initial rows and a running block's partial
 * row excluded. A day is listed when any pollutant has a counted row that day.
 */
function dailyMonitoring(
  zone: ProjectZone,
  codes: readonly string[],
  stored: ReadonlyMap<string, MinuteColumns>,
  units: ProjectDisplayUnits,
) {
  const perCode = codes.map((code) => {
    const minutes = stored.get(code) as MinuteColumns;
    const values = (minutes.avg_value ?? []) as unknown[];
    const points = minutes.t.flatMap((t, i) =>
      finalAverage(minutes, i) ? [{ t, value: isNum(values[i]) ? values[i] : null }] : [],
    );
    return { code, days: new Map(dailySummaries(points, zone).map((day) => [day.day, day])) };
  });
  const days = new Set(perCode.flatMap((entry) => [...entry.days.keys()]));
  return [...days].sort().map((day) => ({
    Date: day,
    SensorSummaries: perCode.map(({ code, days: summaries }) => {
      const display = units.forSensor(code);
      const summary = summaries.get(day);
      return {
        SensorType: code,
        MinContribution: shown(summary?.min, display),
        MaxContribution: shown(summary?.max, display),
        AverageContribution: shown(summary?.mean, display),
      };
    }),
  }));
}

/** The exceedance summary of every pollutant with action levels (domain/contribution). */
function exceedances(
  codes: readonly string[],
  stored: ReadonlyMap<string, MinuteColumns>,
  levels: ReadonlyArray<{ sensor_code: string; level: number }>,
  units: ProjectDisplayUnits,
  iso: (t: number) => string,
) {
  const rows = codes.flatMap((code) => {
    const own = levels.filter((level) => level.sensor_code === code).map((level) => level.level);
    if (own.length === 0) return [];
    const minutes = stored.get(code) as MinuteColumns;
    const modes = (minutes.avg_mode ?? []) as unknown[];
    const values = (minutes.avg_value ?? []) as unknown[];
    const evaluated = minutes.t.flatMap((t, i) => {
      const mode = modes[i];
      if (typeof mode !== 'string' || mode === '') return [];
      return [
        {
          t,
          value: isNum(values[i]) ? values[i] : null,
          mode: mode as AveragingMode,
          partial: minutes.avg_partial?.[i] === true,
        },
      ];
    });
    const display = units.forSensor(code);
    return exceedanceSummary(code, evaluated, own).map((row) => ({ row, display }));
  });
  return rows
    .sort((a, b) => a.row.triggeredAt - b.row.triggeredAt)
    .map(({ row, display }) => ({
      Channel: row.channel,
      // As the contribution shows its levels: converted, not rounded to the display decimals.
      ActionLevel: Math.round(display.convert(row.level) * 1e6) / 1e6,
      TimeTriggered: iso(row.triggeredAt),
      AveragingMode: row.mode,
    }));
}

// ---------------------------------------------------------------------------------------------
// The report's data table as CSV

/**
 * The report's data table as CSV (UTF-8 with BOM, CRLF): one line per minute of (from, to] whose
 * minute on the project's wall clock is a multiple of the table period (domain/reports
 * tableRows; every minute of the grid is listed, empty cells where nothing is stored). Columns:
 * the time on the project's clock (the zone in the header) and in UTC; per pollutant the averaged
 * upwind, averaged downwind, averaged contribution and the averaging mode ('Initial', '2 Hr',
 * '30 Min' for Rule 1466); then the minute's wind speed and direction. Checks access and the
 * range as the report data does.
 */
export async function reportCsv(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  range: { from: number; to: number; tablePeriodMinutes: number },
): Promise<{ CsvData: string; FileName: string; ContentType: string }> {
  const contribution = await openContribution(app, auth, contributionId, { data: true });
  const { from, to } = range;
  checkReportRange(contribution, from, to, 'from');
  const period = Math.max(1, Math.trunc(range.tablePeriodMinutes) || 1);
  const timeZone = contribution.time_zone_id;
  const zone: ProjectZone = { timeZone, summerTimeAdjusted: contribution.summer_time_adjusted };
  const [codes, units] = await Promise.all([
    contributionSensorCodes(app.db, contribution.id),
    projectDisplayUnits(app.db, contribution.project_id),
  ]);
  const wind = units.forSensor('WS');
  const header = [`Time (${timeZone})`, 'Time (UTC)'];
  const columns: Array<{ display: Display; minutes: MinuteColumns; index: Map<number, number> }> =
    [];
  for (const [position, code] of codes.entries()) {
    const display = units.forSensor(code);
    const unit = display.unit ? ` (${display.unit})` : '';
    header.push(
      `${code} averaged upwind${unit}`,
      `${code} averaged downwind${unit}`,
      `${code} averaged contribution${unit}`,
      `${code} averaging mode`,
    );
    const minutes = await readColumns(app.db, contribution.id, code, from, to, [
      'upwind_avg',
      'downwind_avg',
      'avg_value',
      'avg_mode',
      'avg_partial',
      ...(position === 0 ? (['wind_speed', 'wind_direction'] as const) : []),
    ]);
    columns.push({ display, minutes, index: new Map(minutes.t.map((t, i) => [t, i])) });
  }
  header.push(`Wind speed${wind.unit ? ` (${wind.unit})` : ''}`, 'Wind direction (°)');

  const cell = (minutes: MinuteColumns, name: ValueColumn, i: number | undefined) =>
    i === undefined ? undefined : (minutes[name]?.[i] as number | null | undefined);
  let text = UTF8_BOM + csvLine(header.map(textCell));
  for (const t of minuteEnds(from, to)) {
    if (!isTableMinute(t, period, zone)) continue;
    const cells = [formatUtc(projectLocalTime(zone, t).wallMs), formatUtc(t)];
    for (const { display, minutes, index } of columns) {
      const i = index.get(t);
      const number = (name: ValueColumn) =>
        numberCell(shown(cell(minutes, name, i), display), display.decimals);
      cells.push(
        number('upwind_avg'),
        number('downwind_avg'),
        number('avg_value'),
        textCell(
          modeLabel(
            contribution.type,
            cell(minutes, 'avg_mode', i) as unknown as string | null | undefined,
            cell(minutes, 'avg_partial', i) as unknown as boolean | undefined,
          ),
        ),
      );
    }
    const first = columns[0];
    const i = first?.index.get(t);
    const speed = first ? cell(first.minutes, 'wind_speed', i) : undefined;
    const direction = first ? cell(first.minutes, 'wind_direction', i) : undefined;
    cells.push(
      numberCell(shown(speed, wind), wind.decimals),
      numberCell(isNum(direction) ? wholeDegrees(direction) : null, 0),
    );
    text += csvLine(cells);
  }
  return {
    CsvData: text,
    FileName: downloadFileName(contribution.name, from, to, timeZone),
    ContentType: 'text/csv',
  };
}

import type {
  AggregatedData,
  AggregatedDataRequest,
  AtechSources,
  ContributionCsvDownloadQuery,
  ContributionCsvQuery,
  ContributionDataQuery,
  ContributionSeries,
  CsvFile,
} from '@aq/api';
import { fail, formatDateTime } from '@aq/validation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { bucketEnds } from '../../domain/averaging';
import { meanWindDirection, windFlags1466 } from '../../domain/contribution/wind';
import { sensorByCode } from '../../domain/sensors';
import type { AuthContext } from '../../http/auth';
import { badRequest, forbidden, notFound } from '../../http/problem';
import { VIEW_DATA } from '../../shared/permissions';
import { NO_PROJECT_ACCESS } from '../../shared/project-access';
import { NO_VIEW_DATA, openContribution } from '../contributions/access';
import {
  contributionActionLevels,
  contributionLocations,
  contributionSensorCodes,
  type ContributionWithProject,
} from '../contributions/repository';
import { projectDisplayUnits } from '../display-settings/service';
import {
  csvLine,
  downloadFileName,
  formatUtc,
  numberCell,
  textCell,
  UTF8_BOM,
  zonedFormatter,
} from '../downloads/csv';
import { visibleProject } from '../readings/scope';
import {
  dataRegions,
  maskNames,
  minuteEnds,
  modeLabel,
  shown,
  wholeDegrees,
  type Display,
  type Region,
  type RegionType,
} from './format';
import {
  fourteenSixtySixContributions,
  readColumns,
  readValues,
  type MinuteColumns,
  type ValueColumn,
  type ValueRow,
} from './repository';

// The READ calls of contributions: every value comes from contribution_values (materialised by
// the contributions module's job), converted to the project's display units; nothing is
// recomputed here apart from the A-Tech report's hourly statistics of stored minutes.

const MINUTE_MS = 60_000;
const DAY_MS = 1_440 * MINUTE_MS;
/** 9999-12-31 23:59:59.999 UTC: the last instant the files (and ISO dates) can write. */
const LAST_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Most days one read (JSON or file) of a contribution may span. */
export const MAX_READ_DAYS = 31;
/** 400 for a longer range (exactly 31 days passes, 1 ms more fails). */
export const RANGE_TOO_LONG = `Date range must be ${MAX_READ_DAYS} days or less`;
/** 403 for a caller without View_Data. */
export { NO_VIEW_DATA };
/** 400 for an A-Tech report of a contribution that is not Rule 1466. */
export const NOT_1466 = 'The A-Tech 1466 report can only be made from a Rule 1466 contribution.';
/** 400 for a report of a contribution without any pollutant (never made by the wizard). */
export const NO_POLLUTANT = 'The contribution has no pollutant to report.';
/** 404 for a contribution asked under another project. */
export const NOT_IN_PROJECT = 'The contribution was not found in this project.';

/** 400 for a contributionVersionOverride that is not the current configuration. */
export function versionNotKept(asked: number, current: number): string {
  return `Contribution version ${asked} is not available: only the current version (${current}) is kept.`;
}

/** 400 for an aggregated field whose SensorName is not one of the contribution's pollutants. */
export function unknownSensorName(name: string, codes: readonly string[]): string {
  return `The contribution has no pollutant '${name}' (its pollutants: ${codes.join(', ')}).`;
}

/** 400 for a pollutant field without SensorName. */
export function sensorNameRequired(fieldType: string, codes: readonly string[]): string {
  return `${fieldType} needs a SensorName (one of: ${codes.join(', ')}).`;
}

/** 400 for a wind field with a SensorName other than its wind sensor. */
export function wrongWindSensor(fieldType: string, name: string, expected: string): string {
  return `${fieldType} takes SensorName '${expected}' or none, not '${name}'.`;
}

/** A contribution's pollutants (its order) and its project's display units, read together. */
async function pollutantsAndUnits(app: AppContext, contribution: ContributionWithProject) {
  const [codes, units] = await Promise.all([
    contributionSensorCodes(app.db, contribution.id),
    projectDisplayUnits(app.db, contribution.project_id),
  ]);
  return { codes, units };
}

/** Wind direction as shown: degrees, whole (359.6° is 0°, not 360°). */
const WIND_DIRECTION_DISPLAY: Display = { unit: '°', decimals: 0, convert: (value) => value };

function directionCell(value: number | null | undefined): number | null {
  return isNum(value) ? wholeDegrees(value) : null;
}

function checkRangeLength(from: number, to: number, field: string): void {
  if (to - from > MAX_READ_DAYS * DAY_MS) throw badRequest(RANGE_TOO_LONG, field);
}

/**
 * A contribution for a project download: readable by the caller and of that project (another
 * project's contribution answers 404, as an unknown one).
 */
async function openForProjectDownload(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  contributionId: number,
): Promise<ContributionWithProject> {
  const contribution = await openContribution(app, auth, contributionId, { data: true });
  if (contribution.project_id !== projectId) throw notFound(NOT_IN_PROJECT);
  return contribution;
}

const iso = (ms: number) => new Date(ms).toISOString();
const computedToMs = (c: ContributionWithProject) =>
  c.computed_to ? new Date(c.computed_to).getTime() : null;

// ---------------------------------------------------------------------------------------------
// GET /v0.1/contribution/{contributionId}/data

/**
 * Per pollutant (the contribution's order): the instantaneous c(t) of every stored minute and the
 * averaged rows with their mode (NJ PAM: block ends and the running block only), in the project's
 * display units rounded to its decimals.
 */
export async function contributionData(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  query: z.output<typeof ContributionDataQuery>,
): Promise<z.input<typeof ContributionSeries>> {
  const contribution = await openContribution(app, auth, contributionId, { data: true });
  const from = Date.parse(query.fromTime);
  const to = Date.parse(query.toTime);
  checkRangeLength(from, to, 'toTime');
  const { codes, units } = await pollutantsAndUnits(app, contribution);
  const channels = [];
  for (const code of codes) {
    const display = units.forSensor(code);
    const rows = await readValues(app.db, contribution.id, code, from, to, [
      'value',
      'avg_value',
      'avg_mode',
    ]);
    channels.push({
      SensorCode: code,
      Units: display.unit,
      InstantaneousValues: rows.map((row) => ({
        Time: iso(row.t),
        Value: shown(row.value, display),
      })),
      AveragedValues: rows
        .filter((row) => isMode(row.avg_mode))
        .map((row) => ({
          Time: iso(row.t),
          Value: shown(row.avg_value, display),
          AveragingMode: row.avg_mode as AveragingMode,
        })),
    });
  }
  return {
    ContributionId: contribution.id,
    FromTime: iso(from),
    ToTime: iso(to),
    AveragingPeriodMinutes: contribution.averaging_period_minutes,
    Channels: channels,
  };
}

type AveragingMode = 'Initial' | 'Rolling' | 'RecoveryRolling' | 'Block';
const MODE_SET = new Set<string>(['Initial', 'Rolling', 'RecoveryRolling', 'Block']);
const isMode = (mode: string | null | undefined): mode is AveragingMode =>
  typeof mode === 'string' && MODE_SET.has(mode);

// ---------------------------------------------------------------------------------------------
// GET /v0.1/contribution/{contributionId}/csv

/**
 * The contribution's minutes as CSV: one line per minute of (from, to] (every minute kept, empty
 * cells where nothing is stored), times on the project's clock and in UTC; per pollutant the
 * instantaneous and averaged contribution, the averaging mode, the upwind mean, the downwind max
 * and the upwind and downwind location names; then the wind speed and direction used (the same for
 * every pollutant, so written once). contributionVersionOverride: only the current configuration is
 * kept, so it must be the contribution's current version (its generation), else 400.
 */
export async function contributionCsv(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  query: z.output<typeof ContributionCsvQuery>,
): Promise<z.input<typeof CsvFile>> {
  const contribution = await openContribution(app, auth, contributionId, { data: true });
  const asked = query.contributionVersionOverride;
  if (asked !== undefined && asked !== contribution.generation) {
    throw badRequest(versionNotKept(asked, contribution.generation), 'contributionVersionOverride');
  }
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  checkRangeLength(from, to, 'to');
  const timeZone = contribution.time_zone_id;
  const { codes, units } = await pollutantsAndUnits(app, contribution);
  const locations = await contributionLocations(app.db, contribution.id);
  const wind = units.forSensor('WS');

  const header = [`Time (${timeZone})`, 'Time (UTC)'];
  const columns: Array<{ display: Display; rows: Map<number, ValueRow> }> = [];
  for (const code of codes) {
    const display = units.forSensor(code);
    const unit = display.unit ? ` (${display.unit})` : '';
    header.push(
      `${code} contribution${unit}`,
      `${code} averaged contribution${unit}`,
      `${code} averaging mode`,
      `${code} upwind mean${unit}`,
      `${code} downwind max${unit}`,
      `${code} upwind locations`,
      `${code} downwind locations`,
    );
    const rows = await readValues(app.db, contribution.id, code, from, to, [
      'value',
      'avg_value',
      'avg_mode',
      'avg_partial',
      'upwind',
      'downwind',
      'upwind_mask',
      'downwind_mask',
      ...(columns.length === 0 ? (['wind_speed', 'wind_direction'] as const) : []),
    ]);
    columns.push({ display, rows: new Map(rows.map((row) => [row.t, row])) });
  }
  header.push(`Wind speed${wind.unit ? ` (${wind.unit})` : ''}`, 'Wind direction (°)');

  const local = zonedFormatter(timeZone);
  let text = UTF8_BOM + csvLine(header.map(textCell));
  for (const t of minuteEnds(from, to)) {
    const cells = [local(t), formatUtc(t)];
    for (const { display, rows } of columns) {
      const row = rows.get(t);
      cells.push(
        numberCell(shown(row?.value, display), display.decimals),
        numberCell(shown(row?.avg_value, display), display.decimals),
        textCell(modeLabel(contribution.type, row?.avg_mode, row?.avg_partial)),
        numberCell(shown(row?.upwind, display), display.decimals),
        numberCell(shown(row?.downwind, display), display.decimals),
        textCell(maskNames(row?.upwind_mask, locations)),
        textCell(maskNames(row?.downwind_mask, locations)),
      );
    }
    const first = columns[0]?.rows.get(t);
    cells.push(
      numberCell(shown(first?.wind_speed, wind), wind.decimals),
      numberCell(directionCell(first?.wind_direction), 0),
    );
    text += csvLine(cells);
  }
  return {
    CsvData: text,
    FileName: downloadFileName(`${contribution.name}`, from, to, timeZone),
    ContentType: 'text/csv',
  };
}

// ---------------------------------------------------------------------------------------------
// POST /v0.1/project-data/contribution/{contributionId}

type FieldType = z.output<typeof AggregatedDataRequest>['RequiredFields'][number]['FieldType'];

/** Where an aggregated field is read from: the column, whether it is averaged, its display. */
const FIELD_COLUMNS: Record<FieldType, { column: ValueColumn; averaged: boolean }> = {
  ContributionAverage: { column: 'avg_value', averaged: true },
  ContributionRaw: { column: 'value', averaged: false },
  UpwindAverage: { column: 'upwind_avg', averaged: true },
  DownwindAverage: { column: 'downwind_avg', averaged: true },
  UpwindRaw: { column: 'upwind', averaged: false },
  DownwindRaw: { column: 'downwind', averaged: false },
  WindSpeedAverage: { column: 'ws_avg', averaged: true },
  WindSpeedRaw: { column: 'wind_speed', averaged: false },
  WindDirection: { column: 'wind_direction', averaged: false },
};

const WIND_FIELDS: Partial<Record<FieldType, string>> = {
  WindSpeedAverage: 'WS',
  WindSpeedRaw: 'WS',
  WindDirection: 'WD',
};

interface FieldPlan {
  field: { FieldType: FieldType; SensorName: string | null };
  /** The pollutant whose rows hold the field (wind: the first pollutant's). */
  code: string;
  column: ValueColumn;
  averaged: boolean;
  display: Display;
}

/**
 * The aggregated series of the asked fields over (StartDateTime, EndDateTime], each with its unit,
 * decimals and the averaging regions of its pollutant (wind fields: of the first pollutant, whose
 * rows hold the wind). Averaged fields carry the minutes that have an averaged row (every minute,
 * or NJ PAM's block ends); raw fields every stored minute. One query per pollutant, on the primary
 * key, with only the columns the fields need.
 */
export async function aggregatedData(
  app: AppContext,
  auth: AuthContext,
  contributionId: number,
  body: z.output<typeof AggregatedDataRequest>,
): Promise<z.input<typeof AggregatedData>> {
  const contribution = await openContribution(app, auth, contributionId, { data: true });
  const from = Date.parse(body.StartDateTime);
  const to = Date.parse(body.EndDateTime);
  checkRangeLength(from, to, 'EndDateTime');
  const { codes, units } = await pollutantsAndUnits(app, contribution);
  const first = codes[0];
  if (first === undefined) return { DataSets: [] };

  const plans: FieldPlan[] = body.RequiredFields.map((field, index) => {
    const name = field.SensorName ?? null;
    const { column, averaged } = FIELD_COLUMNS[field.FieldType];
    const windSensor = WIND_FIELDS[field.FieldType];
    if (windSensor) {
      if (name !== null && name !== windSensor) {
        throw badRequest(
          wrongWindSensor(field.FieldType, name, windSensor),
          `RequiredFields.${index}.SensorName`,
        );
      }
      const display = windSensor === 'WD' ? WIND_DIRECTION_DISPLAY : units.forSensor('WS');
      return {
        field: { FieldType: field.FieldType, SensorName: name },
        code: first,
        column,
        averaged,
        display,
      };
    }
    if (name === null || !codes.includes(name)) {
      throw badRequest(
        name === null ? sensorNameRequired(field.FieldType, codes) : unknownSensorName(name, codes),
        `RequiredFields.${index}.SensorName`,
      );
    }
    return {
      field: { FieldType: field.FieldType, SensorName: name },
      code: name,
      column,
      averaged,
      display: units.forSensor(name),
    };
  });

  // Block (NJ PAM): minutes after the last block end in range belong to the block that ends after
  // `to`; read up to that end so their region is known.
  const blockMs = contribution.averaging_period_minutes * MINUTE_MS;
  const readTo = contribution.type === 'NjPam' ? Math.ceil(to / blockMs) * blockMs : to;
  const computedTo = computedToMs(contribution);

  const readByCode = new Map<string, { minutes: MinuteColumns; times: string[] }>();
  const regionsByCode = new Map<string, Region[]>();
  for (const code of codes) {
    const wanted = plans.filter((plan) => plan.code === code).map((plan) => plan.column);
    if (wanted.length === 0) continue;
    const minutes = await readColumns(app.db, contribution.id, code, from, readTo, [
      'avg_mode',
      'avg_value',
      ...wanted,
    ]);
    // Each pollutant's times are written once, whatever the number of its fields.
    readByCode.set(code, { minutes, times: minutes.t.map(iso) });
    regionsByCode.set(
      code,
      dataRegions(
        { t: minutes.t, avg_mode: minutes.avg_mode ?? [], avg_value: minutes.avg_value ?? [] },
        from,
        to,
        computedTo,
      ),
    );
  }

  return {
    DataSets: plans.map((plan) => {
      const read = readByCode.get(plan.code);
      const values = [];
      if (read) {
        const { minutes, times } = read;
        const column = (minutes[plan.column] ?? []) as Array<number | null | undefined>;
        const modes = minutes.avg_mode ?? [];
        const direction = plan.column === 'wind_direction';
        for (let i = 0; i < minutes.t.length; i++) {
          if ((minutes.t[i] as number) > to) break;
          if (plan.averaged && !modes[i]) continue;
          const value = column[i];
          values.push({
            Time: times[i] as string,
            Value: direction ? directionCell(value) : shown(value, plan.display),
          });
        }
      }
      return {
        Field: plan.field,
        Units: plan.display.unit,
        DecimalPlaces: plan.display.decimals,
        Values: values,
        DataRegions: (regionsByCode.get(plan.code) ?? []).map(regionOut),
      };
    }),
  };
}

function regionOut(region: Region): {
  Type: RegionType;
  StartTime: string;
  EndTime: string | null;
} {
  return {
    Type: region.type,
    StartTime: iso(region.start),
    EndTime: region.end === null ? null : iso(region.end),
  };
}

// ---------------------------------------------------------------------------------------------
// GET /v0.1/project/{projectId}/csv-data/aggregated

/**
 * Checks of a contribution download (spec 03 §5 'Download'): the contribution is of the project,
 * not NJ PAM, the range does not start before the contribution's start and spans at most 31 days.
 */
async function openDownload(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: z.output<typeof ContributionCsvDownloadQuery>,
  { only1466 = false }: { only1466?: boolean } = {},
): Promise<ContributionWithProject> {
  // The contract takes any whole number of milliseconds; a date must also be one we can write.
  if (query.FromUnixMs > LAST_INSTANT_MS) throw badRequest(fail('range.fromInvalid'), 'FromUnixMs');
  if (query.ToUnixMs > LAST_INSTANT_MS) throw badRequest(fail('range.toInvalid'), 'ToUnixMs');
  const contribution = await openForProjectDownload(app, auth, projectId, query.ContributionId);
  if (only1466 && contribution.type !== 'FourteenSixtySix') {
    throw badRequest(NOT_1466, 'ContributionId');
  }
  if (contribution.type === 'NjPam') {
    throw badRequest(fail('download.njPamUnavailable'), 'ContributionId');
  }
  const start = new Date(contribution.start_at).getTime();
  if (query.FromUnixMs < start) {
    throw badRequest(
      fail('download.startBeforeSource', {
        start: formatDateTime(start, contribution.time_zone_id),
      }),
      'FromUnixMs',
    );
  }
  checkRangeLength(query.FromUnixMs, query.ToUnixMs, 'ToUnixMs');
  return contribution;
}

/**
 * The aggregated fields as CSV: one line per minute of the range; per pollutant the contribution
 * average, its averaging mode, the contribution raw, the upwind and downwind averages and raws;
 * then the wind speed average and raw and the wind direction.
 */
export async function aggregatedCsv(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: z.output<typeof ContributionCsvDownloadQuery>,
): Promise<z.input<typeof CsvFile>> {
  const contribution = await openDownload(app, auth, projectId, query);
  const from = query.FromUnixMs;
  const to = query.ToUnixMs;
  const timeZone = contribution.time_zone_id;
  const { codes, units } = await pollutantsAndUnits(app, contribution);
  const wind = units.forSensor('WS');

  const header = [`Time (${timeZone})`, 'Time (UTC)'];
  const columns: Array<{ display: Display; rows: Map<number, ValueRow> }> = [];
  for (const code of codes) {
    const display = units.forSensor(code);
    const unit = display.unit ? ` (${display.unit})` : '';
    header.push(
      `${code} contribution average${unit}`,
      `${code} averaging mode`,
      `${code} contribution raw${unit}`,
      `${code} upwind average${unit}`,
      `${code} downwind average${unit}`,
      `${code} upwind raw${unit}`,
      `${code} downwind raw${unit}`,
    );
    const rows = await readValues(app.db, contribution.id, code, from, to, [
      'avg_value',
      'avg_mode',
      'avg_partial',
      'value',
      'upwind_avg',
      'downwind_avg',
      'upwind',
      'downwind',
      ...(columns.length === 0 ? (['ws_avg', 'wind_speed', 'wind_direction'] as const) : []),
    ]);
    columns.push({ display, rows: new Map(rows.map((row) => [row.t, row])) });
  }
  const windUnit = wind.unit ? ` (${wind.unit})` : '';
  header.push(`Wind speed average${windUnit}`, `Wind speed raw${windUnit}`, 'Wind direction (°)');

  const local = zonedFormatter(timeZone);
  let text = UTF8_BOM + csvLine(header.map(textCell));
  for (const t of minuteEnds(from, to)) {
    const cells = [local(t), formatUtc(t)];
    for (const { display, rows } of columns) {
      const row = rows.get(t);
      const cell = (value: number | null | undefined) =>
        numberCell(shown(value, display), display.decimals);
      cells.push(
        cell(row?.avg_value),
        textCell(modeLabel(contribution.type, row?.avg_mode, row?.avg_partial)),
        cell(row?.value),
        cell(row?.upwind_avg),
        cell(row?.downwind_avg),
        cell(row?.upwind),
        cell(row?.downwind),
      );
    }
    const first = columns[0]?.rows.get(t);
    cells.push(
      numberCell(shown(first?.ws_avg, wind), wind.decimals),
      numberCell(shown(first?.wind_speed, wind), wind.decimals),
      numberCell(directionCell(first?.wind_direction), 0),
    );
    text += csvLine(cells);
  }
  return {
    CsvData: text,
    FileName: downloadFileName(
      `${contribution.project_name} - ${contribution.name}`,
      from,
      to,
      timeZone,
    ),
    ContentType: 'text/csv',
  };
}

// ---------------------------------------------------------------------------------------------
// A-Tech 1466 report and its sources

/** The project's Rule 1466 contributions (the A-Tech report's sources) with their start. */
export async function atechSources(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
): Promise<z.input<typeof AtechSources>> {
  const project = await visibleProject(app.db, auth, projectId);
  if (!project) throw notFound();
  if (!project.canAccess) throw forbidden(NO_PROJECT_ACCESS);
  if (!auth.user.permissions.has(VIEW_DATA)) throw forbidden(NO_VIEW_DATA);
  const rows = await fourteenSixtySixContributions(app.db, project.id);
  return {
    Sources: rows.map((row) => ({
      ContributionId: row.id,
      Name: row.name,
      StartDate: new Date(row.start_at).toISOString(),
    })),
  };
}

/** Minutes of the 1466 wind means read before the range, so the first hour's means are whole. */
const WIND_MEAN_LEAD_MS = 15 * MINUTE_MS;
const MPH_DECIMALS = 1;

/** The column titles of the A-Tech 1466 report (README 'A-Tech 1466 report (CSV format)'). */
export function atechHeader(timeZone: string, code: string, unit: string): string[] {
  const u = unit ? ` (${unit})` : '';
  return [
    `Date (${timeZone})`,
    'Hour ending',
    'Hour ending (UTC)',
    'Data capture (%)',
    `Upwind ${code} hourly mean${u}`,
    `Downwind ${code} hourly mean${u}`,
    `Contribution hourly mean${u}`,
    `Contribution hourly max${u}`,
    'Averaging mode at hour end',
    `Action level${u}`,
    'Exceedance',
    'Minutes above action level',
    'Max 15-min mean wind speed (mph)',
    'Max gust (mph)',
    '15-min mean wind > 15 mph',
    'Gust > 25 mph',
    'Prevailing wind direction (°)',
  ];
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, v) => sum + v, 0) / values.length;
const isNum = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The A-Tech format Rule 1466 report: one line per clock hour of the project's zone intersecting
 * the range (hour ending convention; the first and last hours count only the minutes in range),
 * with hourly statistics of the stored minutes of the PM10 contribution (see README).
 */
export async function atechReport(
  app: AppContext,
  auth: AuthContext,
  projectId: string,
  query: z.output<typeof ContributionCsvDownloadQuery>,
): Promise<z.input<typeof CsvFile>> {
  const contribution = await openDownload(app, auth, projectId, query, { only1466: true });
  const from = query.FromUnixMs;
  const to = query.ToUnixMs;
  const timeZone = contribution.time_zone_id;
  const codes = await contributionSensorCodes(app.db, contribution.id);
  const code = codes.includes('PM10') ? 'PM10' : codes[0];
  if (code === undefined) throw badRequest(NO_POLLUTANT, 'ContributionId');
  const units = await projectDisplayUnits(app.db, contribution.project_id);
  const display = units.forSensor(code);
  const level =
    (await contributionActionLevels(app.db, [contribution.id])).find(
      (row) => row.sensor_code === code,
    )?.level ?? null;

  const rows = await readValues(app.db, contribution.id, code, from - WIND_MEAN_LEAD_MS, to, [
    'value',
    'upwind',
    'downwind',
    'avg_value',
    'avg_mode',
    'wind_speed',
    'wind_direction',
  ]);
  const gridFrom = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const gridTo = Math.floor(to / MINUTE_MS) * MINUTE_MS;
  const flags = new Map(
    windFlags1466(
      rows.map((row) => ({ t: row.t, v: row.wind_speed ?? null })),
      {
        unit: sensorByCode('WS')?.units ?? 'm/s',
        fromMs: gridFrom,
        toMs: Math.max(gridFrom, gridTo),
        minimumCompleteness: contribution.minimum_completeness,
      },
    ).map((flag) => [flag.t, flag]),
  );

  const local = zonedFormatter(timeZone);
  const cell = (value: number | null) => numberCell(shown(value, display), display.decimals);
  let text = UTF8_BOM + csvLine(atechHeader(timeZone, code, display.unit).map(textCell));
  let index = rows.findIndex((row) => row.t > from);
  if (index < 0) index = rows.length;
  let hourStart = from;
  for (const hourEnd of bucketEnds(from, to, 60, timeZone)) {
    const end = Math.min(hourEnd, to);
    const hour: ValueRow[] = [];
    while (index < rows.length && (rows[index] as ValueRow).t <= end) {
      hour.push(rows[index] as ValueRow);
      index += 1;
    }
    const minutes = minuteEnds(hourStart, end).length;
    const valid = hour.filter((row) => isNum(row.value)).length;
    const averaged = hour.map((row) => row.avg_value).filter(isNum);
    const above = hour.filter(
      (row) =>
        level !== null &&
        row.avg_mode &&
        row.avg_mode !== 'Initial' &&
        isNum(row.avg_value) &&
        row.avg_value > level,
    ).length;
    const last = hour.at(-1);
    const hourFlags = minuteEnds(hourStart, end)
      .map((t) => flags.get(t))
      .filter((flag) => flag !== undefined);
    const means = hourFlags.map((flag) => flag.meanMph).filter(isNum);
    const gusts = hourFlags.map((flag) => flag.gustMph).filter(isNum);
    const direction = meanWindDirection(hour.map((row) => row.wind_direction ?? null));
    const endLocal = local(hourEnd);
    const startLocal = local(hourEnd - MINUTE_MS);
    const hourLabel = endLocal.slice(11, 16) === '00:00' ? '24:00' : endLocal.slice(11, 16);
    text += csvLine([
      startLocal.slice(0, 10),
      hourLabel,
      formatUtc(hourEnd),
      minutes === 0 ? '' : numberCell((valid / minutes) * 100, 0),
      cell(mean(hour.map((row) => row.upwind).filter(isNum))),
      cell(mean(hour.map((row) => row.downwind).filter(isNum))),
      cell(mean(averaged)),
      cell(averaged.length === 0 ? null : Math.max(...averaged)),
      textCell(last && last.t === hourEnd ? modeLabel(contribution.type, last.avg_mode) : ''),
      cell(level),
      level === null || averaged.length === 0 ? '' : yesNo(above > 0),
      level === null || averaged.length === 0 ? '' : String(above),
      numberCell(means.length === 0 ? null : Math.max(...means), MPH_DECIMALS),
      numberCell(gusts.length === 0 ? null : Math.max(...gusts), MPH_DECIMALS),
      means.length === 0 ? '' : yesNo(hourFlags.some((flag) => flag.highMeanWind)),
      gusts.length === 0 ? '' : yesNo(hourFlags.some((flag) => flag.highGust)),
      numberCell(direction === null ? null : wholeDegrees(direction), 0),
    ]);
    hourStart = end;
  }
  return {
    CsvData: text,
    FileName: downloadFileName(
      `${contribution.project_name} - ${contribution.name} - A-Tech 1466`,
      from,
      to,
      timeZone,
    ),
    ContentType: 'text/csv',
  };
}

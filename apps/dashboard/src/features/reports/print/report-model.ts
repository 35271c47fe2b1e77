import type {
  Contribution,
  ContributionReportConfig,
  ContributionReportData,
  Measurement,
} from '@aq/api';
import type { ReportModel, ReportPoint, ReportVariant } from '@aq/charts/report';
import type { z } from 'zod';
import type { PrintReportParams } from './print-query';

export type ReportData = z.infer<typeof ContributionReportData>;
export type ReportConfig = z.infer<typeof ContributionReportConfig>;
export type ContributionView = z.infer<typeof Contribution>;

/** The texts the mapping writes into the model (lines' labels), translated by the page. */
export interface ReportModelTexts {
  /** The label of an action level line, (value) → 'Action level 150'. */
  actionLevel: (value: number) => string;
}

/**
 * The layout of a contribution type: 1466 for Rule 1466, NJ PAM for NJ PAM (and always on the NJ
 * PAM route), DER-10 for DER-10 and Generic (the spec names two layouts for the printable page,
 * 1466 and DER-10; a generic contribution takes the DER-10 one).
 */
export function reportVariant(
  type: ReportConfig['ContributionType'],
  njPam = false,
): ReportVariant {
  if (njPam || type === 'NjPam') return 'njpam';
  if (type === 'FourteenSixtySix') return '1466';
  return 'der10';
}

const points = (measurements: readonly z.infer<typeof Measurement>[]): ReportPoint[] =>
  measurements.map((m) => ({ t: Date.parse(m.Time), value: m.Value }));

/** Whether the report has no value at all in the range ('No data was found…'). */
export function reportIsEmpty(data: ReportData): boolean {
  const has = (list: readonly { Value: number | null }[]) => list.some((m) => m.Value !== null);
  const c = data.ContributionData;
  return !(
    c.SensorTypes.some(
      (s) =>
        has(s.InstantaneousSiteContribution) ||
        has(s.AveragedSiteContribution) ||
        s.SensorMeasurements.some((i) => has(i.Measurements)),
    ) ||
    has(c.WindSpeedMeasurements) ||
    has(c.WindDirectionMeasurements)
  );
}

/**
 * The printable report's model from the report data, the saved report config (whose options the
 * query may override) and the contribution (its action levels). Values stay in the display units
 * and decimals the API gives; times become epoch ms; the zone is the project's.
 *
 * - NJ PAM: no exceedance summary, no alert lines, monitoring location data always shown
 *   (spec 02 §4).
 * - Action levels are drawn when DisplayActionLevelsOnReportCharts, alert set points when
 *   DisplayAlertsOnReportCharts (the server leaves AlertConfigs empty otherwise).
 */
export function toReportModel({
  data,
  config,
  contribution,
  params,
  generatedAt,
  texts,
}: {
  data: ReportData;
  config: ReportConfig;
  contribution: ContributionView | null;
  params: PrintReportParams;
  generatedAt: number;
  texts: ReportModelTexts;
}): ReportModel {
  const variant = reportVariant(config.ContributionType, params.njPam);
  const info = new Map(data.SensorInfo.map((sensor) => [sensor.SensorCode, sensor]));
  const wind = info.get('WS');
  const actionLevels =
    config.DisplayActionLevelsOnReportCharts && contribution
      ? contribution.Config.ActionLevels
      : [];
  const alerts = variant !== 'njpam' && config.DisplayAlertsOnReportCharts ? data.AlertConfigs : [];
  const c = data.ContributionData;
  return {
    variant,
    reportName: params.reportName ?? config.ReportName,
    projectName: c.ProjectName || config.ProjectName,
    contributionName: config.ContributionName,
    from: params.fromTimeMillis,
    to: params.toTimeMillis,
    timeZone: c.ProjectTimeZoneId || config.TimeZoneId,
    generatedAt,
    tablePeriodMinutes: params.tablePeriodMinutes ?? config.TablePeriodMinutes,
    displayMonitoringLocationData:
      variant === 'njpam'
        ? true
        : (params.displayMonitoringLocationData ?? config.DisplayMonitoringLocationData),
    sources: c.DataSources.map((source) => ({
      id: source.Id,
      name: source.Name,
      latitude: source.Coordinates.Latitude,
      longitude: source.Coordinates.Longitude,
    })),
    sensors: c.SensorTypes.map((sensor) => {
      const averagedBy = new Map(
        sensor.AveragedSensorMeasurements.map((i) => [i.InstrumentId, i.Measurements]),
      );
      return {
        code: sensor.SensorType,
        unit: sensor.DisplayUnits,
        decimals: info.get(sensor.SensorType)?.DecimalPlaces ?? 1,
        instantaneous: points(sensor.InstantaneousSiteContribution),
        averaged: sensor.AveragedSiteContribution.map((m) => ({
          t: Date.parse(m.Time),
          value: m.Value,
          mode: m.AveragingMode,
        })),
        upwind: {
          raw: points(sensor.RawUpwindMeasurements),
          averaged: points(sensor.AveragedUpwindMeasurements),
        },
        downwind: {
          raw: points(sensor.RawDownwindMeasurements),
          averaged: points(sensor.AveragedDownwindMeasurements),
        },
        sources: sensor.SensorMeasurements.map((instrument) => ({
          sourceId: instrument.InstrumentId,
          raw: points(instrument.Measurements),
          averaged: points(averagedBy.get(instrument.InstrumentId) ?? []),
        })),
        levels: [
          ...actionLevels
            .filter((level) => level.SensorCode === sensor.SensorType && level.ActionLevel !== null)
            .map((level) => ({
              kind: 'actionLevel' as const,
              label: texts.actionLevel(level.ActionLevel!),
              value: level.ActionLevel!,
            })),
          ...alerts
            .filter((alert) => alert.Sensor === sensor.SensorType)
            .map((alert) => ({ kind: 'alert' as const, label: alert.Name, value: alert.SetPoint })),
        ],
      };
    }),
    wind: {
      unit: wind?.DisplayUnits ?? '',
      decimals: wind?.DecimalPlaces ?? 1,
      range: wind?.Range ?? null,
      speed: points(c.WindSpeedMeasurements),
      direction: points(c.WindDirectionMeasurements),
    },
    environmental: data.DailyEnvironmentalSummaries.map((day) => ({
      date: day.Date,
      temperature: { min: day.Temperature.Min, max: day.Temperature.Max },
      relativeHumidity: { min: day.RelativeHumidity.Min, max: day.RelativeHumidity.Max },
      pressure: { min: day.Pressure.Min, max: day.Pressure.Max },
      windSpeed: { min: day.WindSpeed.Min, max: day.WindSpeed.Max },
      averageWindDirection: day.AverageWindDirection,
    })),
    hideEmptyEnvironmentalSummary: config.HideEmptyEnvironmentalSummary,
    // The daily monitoring summary is DER-10's only (spec 02 §4), not a generic contribution's.
    monitoring:
      variant === 'der10' && config.ContributionType === 'Der10'
        ? data.DailyMonitoringSummaries.map((day) => ({
            date: day.Date,
            sensors: day.SensorSummaries.map((s) => ({
              code: s.SensorType,
              min: s.MinContribution,
              max: s.MaxContribution,
              average: s.AverageContribution,
            })),
          }))
        : [],
    exceedances:
      variant !== 'njpam' && config.ShowExceedanceSummary
        ? data.ExceedanceSummaries.map((row) => ({
            channel: row.Channel,
            actionLevel: row.ActionLevel,
            time: Date.parse(row.TimeTriggered),
            mode: row.AveragingMode,
          }))
        : null,
  };
}

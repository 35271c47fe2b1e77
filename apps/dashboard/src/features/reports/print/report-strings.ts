import type { ReportStrings } from '@aq/charts/report';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The printed report's words in the user's language (namespace report-print), for @aq/charts. A
 * custom (generic) contribution prints in the DER-10 layout under its own title.
 */
export function useReportStrings(windUnit: string, generic = false): ReportStrings {
  const { t, i18n } = useTranslation('report-print');
  return useMemo<ReportStrings>(
    () => ({
      variantTitle: {
        '1466': t('variant.1466'),
        der10: generic ? t('variant.generic') : t('variant.der10'),
        njpam: t('variant.njpam'),
      },
      project: t('project'),
      contribution: t('contribution'),
      range: t('range'),
      generated: t('generated'),
      timeZone: (zone) => t('timeZone', { zone }),
      environmentalSummary: t('environmentalSummary'),
      date: t('date'),
      temperature: t('temperature'),
      relativeHumidity: t('relativeHumidity'),
      pressure: t('pressure'),
      windSpeed: t('windSpeed'),
      windDirection: t('windDirection'),
      averageWindDirection: t('averageWindDirection'),
      min: t('min'),
      max: t('max'),
      average: t('average'),
      map: t('map'),
      graphs: t('graphs'),
      graphTitle: (sensor, unit, date) => t('graphTitle', { sensor, unit, date }),
      contributionLine: t('contributionLine'),
      rollingNote: t('rollingNote'),
      upwind: t('upwind'),
      downwind: t('downwind'),
      windRose: t('windRose'),
      dataTable: t('dataTable'),
      time: (zone) => t('time', { zone }),
      contributionColumn: (sensor, unit) => t('contributionColumn', { sensor, unit }),
      sourceColumn: (source, sensor, unit) => t('sourceColumn', { source, sensor, unit }),
      averagingMode: t('averagingMode'),
      modes: {
        Initial: t('modes.Initial'),
        Rolling: t('modes.Rolling'),
        RecoveryRolling: t('modes.RecoveryRolling'),
        Block: t('modes.Block'),
      },
      rollingMode: t('rollingMode'),
      sensorTable: (sensor) => t('sensorTable', { sensor }),
      monitoringSummary: t('monitoringSummary'),
      exceedanceSummary: t('exceedanceSummary'),
      channel: t('channel'),
      actionLevel: t('actionLevel'),
      timeTriggered: t('timeTriggered'),
      noExceedances: t('noExceedances'),
      noData: t('noData'),
      invalidLayout: t('invalidLayout'),
      windRoseLabels: {
        title: t('windRose'),
        calm: (percent) => t('windRoseCalm', { percent, unit: windUnit }),
        band: (from, to) =>
          to === null
            ? t('windBandOpen', { from, unit: windUnit })
            : t('windBand', { from, to, unit: windUnit }),
        legendTitle: t('windLegend', { unit: windUnit }),
        sectors: t('sectors').split(' '),
        noData: t('noData'),
      },
    }),
    // `t` keeps its identity across language changes; the language decides the texts.
    [t, i18n.language, windUnit, generic],
  );
}

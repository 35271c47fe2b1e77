import type { EnvironmentalDataAnswer } from '../features/project-dashboard/environmental-widget';
import {
  aggregatedDataRoute,
  CHART_COMPLIANCE_LEVELS,
  CHART_CONTRIBUTIONS,
  CHARTS_PROJECT,
  type AggregatedDataMode,
} from './charts';
import { projectRoutes } from './projects';
import type { FixtureRoute } from './screen-story';

/**
 * Environmental readings of three locations: Pier 2 measures everything, Basin south has no rain
 * or hail gauge and its pressure sensor has no reading yet, East gate reports in Fahrenheit.
 */
export const ENVIRONMENTAL_DATA: EnvironmentalDataAnswer = {
  Items: [
    {
      MonitoringLocationName: 'Pier 2',
      Temperature: { Value: 12.4, Unit: '°C' },
      Pressure: { Value: 1013.2, Unit: 'hPa' },
      RelativeHumidity: { Value: 78, Unit: '%' },
      Rain: { Value: 0.6, Unit: 'mm' },
      Hail: { Value: 0, Unit: 'hits/cm²' },
    },
    {
      MonitoringLocationName: 'Basin south',
      Temperature: { Value: -3.25, Unit: '°C' },
      Pressure: { Value: null, Unit: 'hPa' },
      RelativeHumidity: { Value: 91.5, Unit: '%' },
    },
    {
      MonitoringLocationName: 'East gate',
      Temperature: { Value: 54.3, Unit: '°F' },
      Pressure: { Value: 29.92, Unit: 'inHg' },
      RelativeHumidity: { Value: null, Unit: '%' },
      Rain: { Value: null, Unit: 'in' },
    },
  ],
};

/**
 * The fixed server of the View charts stories: the aggregated data of the charts fixtures (a value
 * every 5 minutes over any asked range), the charts project with the compliance levels of their
 * contributions, and its clock.
 */
export function viewChartsRoutes(aggregatedMode: AggregatedDataMode = 'data'): FixtureRoute[] {
  return [
    aggregatedDataRoute(aggregatedMode),
    ...projectRoutes().map((route) =>
      route.path === '/v0.1/projectDetails'
        ? {
            ...route,
            respond: async (url: URL, body: unknown) => {
              const project = (await route.respond(url, body)) as Record<string, unknown>;
              return project && 'Id' in project
                ? { ...project, ComplianceLevels: CHART_COMPLIANCE_LEVELS }
                : project;
            },
          }
        : route,
    ),
  ];
}

/** The contribution the View charts stories open: the DER-10 of the charts fixtures (PM10, VOC, wind). */
export const VIEW_CHARTS_CONTRIBUTION = CHART_CONTRIBUTIONS[0]!;
/** The project of the View charts stories. */
export const VIEW_CHARTS_PROJECT_ID = CHARTS_PROJECT.Id;

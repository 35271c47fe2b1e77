import type { Endpoint } from './http/endpoint';
import * as account from './resources/account/endpoints';
import * as alertEvents from './resources/alert-events/endpoints';
import * as branding from './resources/branding/endpoints';
import * as contributionAlerts from './resources/contribution-alerts/endpoints';
import * as contributions from './resources/contributions/endpoints';
import * as displaySettings from './resources/display-settings/endpoints';
import * as eventRules from './resources/event-rules/endpoints';
import * as featureFlags from './resources/feature-flags/endpoints';
import * as feedback from './resources/feedback/endpoints';
import * as instruments from './resources/instruments/endpoints';
import * as instrumentsData from './resources/instruments-data/endpoints';
import * as journal from './resources/journal/endpoints';
import * as licensing from './resources/licensing/endpoints';
import * as map from './resources/map/endpoints';
import * as monitoringLocations from './resources/monitoring-locations/endpoints';
import * as navigation from './resources/navigation/endpoints';
import * as notifications from './resources/notifications/endpoints';
import * as organisationsV2 from './resources/organisations-v2/endpoints';
import * as outbox from './resources/outbox/endpoints';
import * as projectDashboard from './resources/project-dashboard/endpoints';
import * as projectData from './resources/project-data/endpoints';
import * as projects from './resources/projects/endpoints';
import * as reportConfigs from './resources/report-configs/endpoints';
import * as reports from './resources/reports/endpoints';
import * as timeZones from './resources/time-zones/endpoints';

/** Every endpoint module of the contract; each export is one call of the specification. */
export const MODULES = [
  account,
  alertEvents,
  branding,
  contributionAlerts,
  contributions,
  displaySettings,
  eventRules,
  featureFlags,
  feedback,
  instruments,
  instrumentsData,
  journal,
  licensing,
  map,
  monitoringLocations,
  navigation,
  notifications,
  organisationsV2,
  outbox,
  projectDashboard,
  projectData,
  projects,
  reportConfigs,
  reports,
  timeZones,
] as const;

/** Every call of the contract, keyed by id. */
export const ENDPOINTS: Readonly<Record<string, Endpoint>> = Object.freeze(
  Object.fromEntries(
    MODULES.flatMap((module) => Object.values(module) as Endpoint[]).map((e) => [e.id, e]),
  ),
);

/** Every call of the contract as a list. */
export function allEndpoints(): Endpoint[] {
  return Object.values(ENDPOINTS);
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAccountRoutes } from './account/routes';
import { registerAlertEventRoutes } from './alert-events/routes';
import { registerReadingRoutes } from './readings/routes';
import { registerBrandingRoutes } from './branding/routes';
import { registerContributionAlertRoutes } from './contribution-alerts/routes';
import { registerContributionRoutes } from './contributions/routes';
import { registerContributionDataRoutes } from './contribution-data/routes';
import { registerDisplaySettingsRoutes } from './display-settings/routes';
import { registerDownloadRoutes } from './downloads/routes';
import { registerEventRuleRoutes } from './event-rules/routes';
import { registerFeatureFlagRoutes } from './feature-flags/routes';
import { registerInstrumentRoutes } from './instruments/routes';
import { registerJournalRoutes } from './journal/routes';
import { registerMapRoutes } from './map/routes';
import { registerMonitoringLocationRoutes } from './monitoring-locations/routes';
import { registerNavigationRoutes } from './navigation/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerOutboxRoutes } from './outbox/routes';
import { registerProjectDashboardRoutes } from './project-dashboard/routes';
import { registerProjectRoutes } from './projects/routes';
import { registerTimeZoneRoutes } from './time-zones/routes';

/** Registers every feature module's routes. */
export async function registerModules(fastify: FastifyInstance, app: AppContext): Promise<void> {
  registerAccountRoutes(fastify, app);
  registerAlertEventRoutes(fastify, app);
  registerReadingRoutes(fastify, app);
  registerFeatureFlagRoutes(fastify, app);
  registerBrandingRoutes(fastify, app);
  registerContributionRoutes(fastify, app);
  registerContributionAlertRoutes(fastify, app);
  registerContributionDataRoutes(fastify, app);
  registerDisplaySettingsRoutes(fastify, app);
  registerDownloadRoutes(fastify, app);
  registerEventRuleRoutes(fastify, app);
  registerInstrumentRoutes(fastify, app);
  registerJournalRoutes(fastify, app);
  registerMapRoutes(fastify, app);
  registerMonitoringLocationRoutes(fastify, app);
  registerNavigationRoutes(fastify, app);
  registerNotificationRoutes(fastify, app);
  registerOutboxRoutes(fastify, app);
  registerProjectDashboardRoutes(fastify, app);
  registerProjectRoutes(fastify, app);
  registerTimeZoneRoutes(fastify, app);
}

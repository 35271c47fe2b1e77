import type { enums } from '@aq/api';
import type { z } from 'zod';

type Flag = z.infer<typeof enums.FeatureFlag>;

/**
 * The value of each feature flag for an organisation that has no row of its own. New features
 * are on; the distributor restriction and the migrated-events switch are opt-in.
 */
export const DEFAULT_FEATURE_FLAGS: Readonly<Record<Flag, boolean>> = {
  V3Api: true,
  Monthlysubscriptions: true,
  ProjectLicensing: true,
  UnlicensedProjectAccess: true,
  DashboardEnvironmentalWidget: true,
  ATechDataReport: true,
  TrialLicensesTab: true,
  UseMigratedContributionEvents: false,
  InstrumentAlertsTable: true,
  AllowApplyingTrialLicenses: true,
  DistributorLicenseAdminRestriction: false,
  DashboardFeedback: true,
  ReactHomePage: true,
};

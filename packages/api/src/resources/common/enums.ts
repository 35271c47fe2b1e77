import { SUPPORTED_LOCALES } from '@aq/validation';
import { z } from 'zod';

// The enumerations of foundation §3.3, with the spec's wire spellings.

/** Contribution type (application form). */
export const ContributionType = z.enum(['Generic', 'FourteenSixtySix', 'Der10', 'NjPam']);
/** Contribution type as dashboard data spells it. */
export const ContributionWireType = z.enum(['GENERIC', 'FOURTEEN_SIXTY_SIX', 'DER10', 'NJ_PAM']);
/** Map style. */
export const MapStyle = z.enum(['Streets', 'Satellite', 'None']);
/** Averaging direction: where a bucket's time stamp sits. */
export const AveragingDirection = z.enum(['TimeBeginning', 'TimeEnding']);
/** Flagged and diagnostics data. */
export const IncludeExclude = z.enum(['Include', 'Exclude']);
/** Data request source. */
export const DataRequestSource = z.enum([
  'Monitor',
  'Lease',
  'MonitoringLocation',
  'ProjectInstrument',
  'ProjectMonLoc',
]);
/** Display unit source. */
export const DisplayUnitSource = z.enum([
  'ReportedUnits',
  'InheritFromMonitor',
  'InheritFromProject',
]);
/** Display time zone. */
export const DisplayTimeZone = z.enum(['Utc', 'InheritFromMonitor', 'InheritFromOrganisation']);
/** Calibration values. */
export const CalibrationValues = z.enum(['Apply', 'Ignore']);
/** Trigger source of an event rule. */
export const TriggerSource = z.enum([
  'Project',
  'MonitoringLocation',
  'Monitor',
  'Lease',
  'Contribution',
]);
/** Trigger type of an event rule. */
export const TriggerType = z.enum(['Offline', 'SetPoint', 'SensorFault']);
/** Resolution status of an event. */
export const ResolutionStatus = z.enum(['Open', 'UnderReview', 'Resolved']);
/** Sent status of an event. */
export const SentStatus = z.enum(['RecipientsNotified', 'NotSent']);
/** Notification type. */
export const NotificationType = z.enum(['GlobalAnnouncement']);
/** Notification status. */
export const NotificationStatus = z.enum(['Unread', 'Read', 'Dismissed']);
/** Preferred contact method. */
export const PreferredContactMethod = z.enum(['Email', 'Sms', 'EmailAndSms']);
/** Averaging mode of a contribution value. */
/** Averaging mode of a contribution value; Block (NJ PAM's clock-aligned blocks) is ours. */
export const AveragingMode = z.enum(['Initial', 'Rolling', 'RecoveryRolling', 'Block']);
/** Report field types. */
export const ReportFieldType = z.enum([
  'UpwindAverage',
  'DownwindAverage',
  'UpwindRaw',
  'DownwindRaw',
  'ContributionAverage',
  'ContributionRaw',
  'WindSpeedAverage',
  'WindSpeedRaw',
  'WindDirection',
]);
/** Audit source. */
export const AuditSource = z.enum(['Connect', 'Cloud', 'Unknown']);
/** Audit type. */
export const AuditType = z.enum([
  'Administration',
  'Alerts',
  'Instruments',
  'MonitoringLocations',
  'SiteContribution',
  'Calibration',
  'System',
  'Account',
  'Configuration',
  'Licensing',
  'UserEntry',
  'ModuleSettings',
  'Miscellaneous',
]);
/** Lease status. */
export const LeaseStatus = z.enum(['Active', 'Terminate', 'None']);
/** Navigation link category. */
export const NavigationCategory = z.enum([
  'GlobalApp',
  'ScopedAppSelected',
  'ScopedAppSelectionRequired',
]);
/** Subscription term. */
export const SubscriptionTerm = z.enum(['Month', 'Week', 'Year', 'Fortnight', 'ThreeMonths']);
/** Trial status. */
export const TrialStatus = z.enum(['NoTrial', 'ActiveTrial', 'ConvertingTrial']);
/** Chart axis. */
export const Axis = z.enum(['X', 'Y']);
/** Instrument online status. */
export const OnlineStatus = z.enum(['Online', 'Offline']);
/** Map marker status. */
export const MarkerStatus = z.enum(['Online', 'Offline', 'Ok', 'Warning']);
/** Sensor health. */
export const SensorHealth = z.enum(['Ok', 'Aging', 'Failed']);
/** Instrument operation mode. */
export const OperationMode = z.enum([
  'Sample',
  'Service',
  'SpanPort1',
  'SpanPort2',
  'SpanPort3',
  'SpanPort4',
  'Zero',
]);
/** Instrument inventory status. */
export const InventoryStatus = z.enum([
  'Spare',
  'Failed',
  'Retired',
  'Damaged',
  'Discarded',
  'Lost',
  'Stolen',
]);
/** Result data set of an organisation or project data request. */
export const ResultDataSet = z.enum(['All', 'InstrumentsOnly', 'MonitoringLocationsOnly']);
/** Alert type (server side). */
export const ServerAlertType = z.enum([
  'SetPointExceeded',
  'SensorFault',
  'OperationMode',
  'InstrumentOffline',
  'LicensesAboutToExpire',
  'StorageState',
  'DataNotSyncing',
]);
/** Alert averaging period. */
export const AlertAveragingPeriod = z.enum([
  'None',
  'RawData',
  'Minutes5',
  'Minutes10',
  'Minutes15',
  'Minutes20',
  'Minutes30',
  'Hours1',
  'Hours2',
  'Hours4',
  'Hours8',
  'Hours12',
  'Daily',
]);
/** Alert language. */
export const AlertLanguage = z.enum([
  'English',
  'EnglishNewZealand',
  'Spanish',
  'SpanishUS',
  'French',
  'FrenchCanadian',
  'Portuguese',
  'BrazilianPortuguese',
  'Russian',
  'Chinese',
]);
/** Alert interval. */
export const AlertInterval = z.enum(['None', 'Hourly', 'Daily']);
/** Alert source type. */
export const AlertSourceType = z.enum(['Instrument', 'MonitoringLocation']);
/** Active day. */
export const ActiveDay = z.enum([
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
]);
/** Data status. */
export const DataStatus = z.enum(['DataReceived', 'NoDataReceived']);
/** Time zone adjustment. */
export const TimeZoneAdjustment = z.enum(['None', 'SummerTimeAdjusted']);
/** Feature flags (foundation §3.3). */
export const FeatureFlag = z.enum([
  'V3Api',
  'Monthlysubscriptions',
  'ProjectLicensing',
  'UnlicensedProjectAccess',
  'DashboardEnvironmentalWidget',
  'ATechDataReport',
  'TrialLicensesTab',
  'UseMigratedContributionEvents',
  'InstrumentAlertsTable',
  'AllowApplyingTrialLicenses',
  'DistributorLicenseAdminRestriction',
  'DashboardFeedback',
  'ReactHomePage',
]);
/** Supported profile locales (the list lives with the profile rules). */
export const ProfileLocale = z.enum(SUPPORTED_LOCALES);

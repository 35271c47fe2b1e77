import {
  accountApi,
  alertEventsApi,
  instrumentsApi,
  instrumentsDataApi,
  journalApi,
  licensingApi,
  projectDashboardApi,
  projectDataApi,
  brandingApi,
  contributionAlertsApi,
  contributionsApi,
  eventRulesApi,
  displaySettingsApi,
  featureFlagsApi,
  feedbackApi,
  mapApi,
  monitoringLocationsApi,
  navigationApi,
  notificationsApi,
  organisationsV2Api,
  outboxApi,
  projectsApi,
  reportConfigsApi,
  reportsApi,
  timeZonesApi,
  type Endpoint,
  type EndpointInput,
} from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../demo/seed';
import { hashPassword } from '../http/crypto';
import { insertTestContribution } from './contribution-fixtures';
import { attach, createInstrument, createLocation, createProject, SENSOR } from './fixtures';
import { createTestApp, TEST_PASSWORD, type Caller, type TestApp } from './helper';

// Every route with the status each kind of caller gets. "A" is a project manager of the demo
// organisation, "B" the user of the other organisation reaching the demo organisation's objects,
// "admin" the demo administrator. A route registered without a row fails the first test.

type Role = 'anonymous' | 'A' | 'B' | 'admin';
const ROLES: Role[] = ['anonymous', 'B', 'A', 'admin'];
const USERNAMES: Record<Exclude<Role, 'anonymous'>, string> = {
  A: 'manager',
  B: 'other',
  admin: 'admin',
};

interface Fixtures {
  viewerOfA: string;
  projectOfA: string;
  locationOfA: string;
  leaseOfA: string;
  freshUserOfA: () => Promise<string>;
  freshNotification: () => Promise<string>;
  /** A project of A with no instrument, which may be deleted. */
  freshProjectOfA: () => Promise<string>;
  /** The id of a new API key of A. */
  freshKeyOfA: () => Promise<string>;
  unique: () => string;
}

interface Row<E extends Endpoint = Endpoint> {
  endpoint: E;
  input: (fx: Fixtures, role: Role) => Promise<EndpointInput<E>> | EndpointInput<E>;
  expected: Record<Role, number>;
  /** Sign in anew for this row (it ends or changes the session). */
  fresh?: boolean;
  /** Call with each role's API key instead of its session (machine calls). */
  withKey?: boolean;
}

function row<E extends Endpoint>(r: Row<E>): Row {
  return r as unknown as Row;
}

const all = (status: number) => ({ anonymous: 401, A: status, B: status, admin: status });
const adminOnly = (status: number) => ({ anonymous: 401, A: 403, B: 403, admin: status });

const RANGE = { from: '2026-11-02T00:00:00Z', to: '2026-11-02T01:00:00Z' };
const data = { anonymous: 401, A: 200, B: 404, admin: 200 };

/** A report export config row (migration 0016) but its contribution: a weekday schedule. */
const REPORT_CONFIG_ROW = {
  name: 'Matrix report',
  report_from: '08:00',
  report_to: '17:00',
  scheduled_time: '18:00',
  days: ['Monday'],
  emails: ['matrix@demo.example'],
  table_period_minutes: 1,
  map_style: 'Streets' as const,
};

const MATRIX: Record<string, Row> = {
  ingestInstrumentData: row({
    endpoint: instrumentsDataApi.ingestInstrumentData,
    input: () => ({
      params: { instrument: 'MX-1' },
      body: { Readings: [{ Time: '2026-11-02T00:30:00Z', Sensor: 'PM10', Value: 12 }] },
    }),
    expected: data,
    withKey: true,
  }),
  getInstrumentData: row({
    endpoint: instrumentsDataApi.getInstrumentData,
    input: () => ({ params: { instrument: 'MX-1' }, query: RANGE }),
    expected: data,
  }),
  getInstrumentSensorData: row({
    endpoint: instrumentsDataApi.getInstrumentSensorData,
    input: () => ({ params: { instrument: 'MX-1', sensor: 'PM10' }, query: RANGE }),
    expected: data,
  }),
  getInstrumentTimeWeightedAverage: row({
    endpoint: instrumentsDataApi.getInstrumentTimeWeightedAverage,
    input: () => ({
      params: { serial: 'MX-1' },
      query: { Sensors: ['PM10'], From: RANGE.from, To: RANGE.to },
    }),
    expected: data,
  }),
  getOrganisationData: row({
    endpoint: instrumentsDataApi.getOrganisationData,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo }, query: RANGE }),
    expected: data,
  }),
  getOrganisationSensorData: row({
    endpoint: instrumentsDataApi.getOrganisationSensorData,
    input: () => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, sensor: 'PM10' },
      query: RANGE,
    }),
    expected: data,
  }),
  getOrganisationProjectData: row({
    endpoint: instrumentsDataApi.getOrganisationProjectData,
    input: (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, project: fx.projectOfA },
      query: RANGE,
    }),
    expected: data,
  }),
  getOrganisationProjectSensorData: row({
    endpoint: instrumentsDataApi.getOrganisationProjectSensorData,
    input: (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, project: fx.projectOfA, sensor: 'PM10' },
      query: RANGE,
    }),
    expected: data,
  }),
  getMonitoringLocationData: row({
    endpoint: instrumentsDataApi.getMonitoringLocationData,
    input: (fx) => ({
      params: {
        organisation: DEMO_ORGANISATIONS.demo,
        project: fx.projectOfA,
        monitoringlocation: fx.locationOfA,
      },
      query: RANGE,
    }),
    expected: data,
  }),
  getLeaseData: row({
    endpoint: instrumentsDataApi.getLeaseData,
    input: (fx) => ({ params: { instrument: 'MX-1', leaseId: fx.leaseOfA }, query: RANGE }),
    expected: data,
  }),
  getLeaseSensorData: row({
    endpoint: instrumentsDataApi.getLeaseSensorData,
    input: (fx) => ({
      params: { instrument: 'MX-1', leaseId: fx.leaseOfA, sensor: 'PM10' },
      query: RANGE,
    }),
    expected: data,
  }),
  getInstrumentStatuses: row({
    endpoint: projectDashboardApi.getInstrumentStatuses,
    input: () => ({ query: { monitorSerials: ['MX-1'] } }),
    expected: data,
  }),
  getDashboardContributionsData: row({
    endpoint: projectDashboardApi.getDashboardContributionsData,
    input: (fx) => ({ params: { projectGuid: fx.projectOfA }, query: { activeOnly: true } }),
    expected: data,
  }),
  getDashboardWindLocations: row({
    endpoint: projectDashboardApi.getDashboardWindLocations,
    input: (fx) => ({ params: { projectGuid: fx.projectOfA }, query: {} }),
    expected: data,
  }),
  getDashboardWindData: row({
    endpoint: projectDashboardApi.getDashboardWindData,
    input: (fx) => ({ params: { projectGuid: fx.projectOfA }, query: { dateTime: RANGE.to } }),
    expected: data,
  }),
  getDashboardEnvironmentalData: row({
    endpoint: projectDashboardApi.getDashboardEnvironmentalData,
    input: (fx) => ({ params: { projectGuid: fx.projectOfA }, query: {} }),
    expected: data,
  }),
  getDashboardLocations: row({
    endpoint: projectDashboardApi.getDashboardLocations,
    input: (fx) => ({ params: { projectGuid: fx.projectOfA }, query: { averagingPeriod: 15 } }),
    expected: data,
  }),
  submitDashboardFeedback: row({
    endpoint: feedbackApi.submitDashboardFeedback,
    input: async (fx) => ({
      query: {
        ContributionId: String(await readsContribution(fx, 'Generic')),
        FeedbackChoices: ['HardToUse'],
        OtherComments: 'Matrix',
      },
    }),
    expected: data,
  }),
  listOutbox: row({
    endpoint: outboxApi.listOutbox,
    input: () => ({ query: {} }),
    expected: adminOnly(200),
  }),
  listDashboardFeedback: row({
    endpoint: feedbackApi.listDashboardFeedback,
    input: () => ({ query: {} }),
    expected: adminOnly(200),
  }),
  getChannelTimeseries: row({
    endpoint: projectDataApi.getChannelTimeseries,
    input: (fx) => ({
      query: {
        ProjectId: fx.projectOfA,
        MonitoringLocationId: fx.locationOfA,
        ChannelName: 'PM10',
        StartTime: RANGE.from,
        EndTime: RANGE.to,
        AveragingPeriodMs: 900_000,
      },
    }),
    expected: { anonymous: 401, A: 200, B: 404, admin: 200 },
  }),
  downloadMonitoringLocationData: row({
    endpoint: projectDataApi.downloadMonitoringLocationData,
    input: (fx) => ({
      params: { id: fx.projectOfA },
      query: {
        MonitoringLocationIds: [fx.locationOfA],
        FromUnixMs: Date.parse(RANGE.from),
        ToUnixMs: Date.parse(RANGE.to),
        AveragingPeriodMinutes: 15,
        IncludeJournalData: true,
      },
    }),
    expected: data,
  }),
  login: row({
    endpoint: accountApi.login,
    input: () => ({ body: { Username: 'viewer', Password: TEST_PASSWORD } }),
    expected: { anonymous: 200, A: 200, B: 200, admin: 200 },
  }),
  logout: row({ endpoint: accountApi.logout, input: () => ({}), expected: all(200), fresh: true }),
  getApiKey: row({ endpoint: accountApi.getApiKey, input: () => ({}), expected: all(200) }),
  listApiKeys: row({ endpoint: accountApi.listApiKeys, input: () => ({}), expected: all(200) }),
  createApiKey: row({
    endpoint: accountApi.createApiKey,
    input: () => ({ body: { Label: 'Matrix logger' } }),
    expected: all(201),
  }),
  // Each caller revokes a key of A: only A may (another user's key is 404, whoever asks).
  revokeApiKey: row({
    endpoint: accountApi.revokeApiKey,
    input: async (fx) => ({ params: { apiKeyId: await fx.freshKeyOfA() } }),
    expected: { anonymous: 401, A: 204, B: 404, admin: 404 },
  }),
  changePassword: row({
    endpoint: accountApi.changePassword,
    input: () => ({
      body: {
        CurrentPassword: 'not-it-1',
        NewPassword: 'whatever-2',
        ConfirmPassword: 'whatever-2',
      },
    }),
    expected: all(400),
  }),
  getCurrentUser: row({
    endpoint: accountApi.getCurrentUser,
    input: () => ({}),
    expected: all(200),
  }),
  changeLanguage: row({
    endpoint: accountApi.changeLanguage,
    input: () => ({ body: { Language: 'en' as const } }),
    expected: all(200),
  }),
  changeCulture: row({
    endpoint: accountApi.changeCulture,
    input: () => ({ params: { locale: 'en' as const } }),
    expected: all(200),
  }),
  listUsers: row({ endpoint: accountApi.listUsers, input: () => ({}), expected: adminOnly(200) }),
  createUser: row({
    endpoint: accountApi.createUser,
    input: (fx) => {
      const name = fx.unique();
      return {
        body: {
          Username: name,
          FullName: 'New Person',
          EmailAddress: `${name}@demo.example`,
          JobTitle: 'Tech',
          Role: 'Viewer' as const,
          Password: 'start-123',
        },
      };
    },
    expected: adminOnly(201),
  }),
  updateUser: row({
    endpoint: accountApi.updateUser,
    input: (fx) => ({
      params: { userId: fx.viewerOfA },
      body: {
        FullName: 'Sam Lee',
        JobTitle: 'Consultant',
        Locale: 'en' as const,
        Email: 'viewer@demo.example',
      },
    }),
    expected: { anonymous: 401, A: 404, B: 404, admin: 200 },
  }),
  deleteUser: row({
    endpoint: accountApi.deleteUser,
    input: async (fx) => ({ params: { userId: await fx.freshUserOfA() } }),
    expected: { anonymous: 401, A: 404, B: 404, admin: 200 },
  }),
  impersonate: row({
    endpoint: accountApi.impersonate,
    input: (fx) => ({ body: { UserId: fx.viewerOfA } }),
    expected: adminOnly(200),
    fresh: true,
  }),
  requestVerification: row({
    endpoint: accountApi.requestVerification,
    input: (_fx, role) => ({
      params: { target: 'contact' as const, channel: 'email' as const },
      body: { EmailAddress: `${role}@contact.example` },
    }),
    expected: all(200),
  }),
  checkVerification: row({
    endpoint: accountApi.checkVerification,
    input: () => ({
      params: { target: 'contact' as const, channel: 'email' as const },
      body: { VerificationCode: '000000' },
    }),
    expected: all(400),
  }),
  getFeatureFlag: row({
    endpoint: featureFlagsApi.getFeatureFlag,
    input: () => ({ query: { featureFlag: 'V3Api' as const } }),
    expected: all(200),
  }),
  getBranding: row({ endpoint: brandingApi.getBranding, input: () => ({}), expected: all(200) }),
  getOrganisationBranding: row({
    endpoint: brandingApi.getOrganisationBranding,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo } }),
    expected: { anonymous: 200, A: 200, B: 200, admin: 200 },
  }),
  getSelectableInstruments: row({
    endpoint: mapApi.getSelectableInstruments,
    input: () => ({}),
    expected: all(200),
  }),
  getNavigationLinks: row({
    endpoint: navigationApi.getNavigationLinks,
    input: () => ({}),
    expected: all(200),
  }),
  getSelectionName: row({
    endpoint: navigationApi.getSelectionName,
    input: () => ({}),
    expected: all(200),
  }),
  getNotifications: row({
    endpoint: notificationsApi.getNotifications,
    input: () => ({}),
    expected: all(200),
  }),
  markNotificationsRead: row({
    endpoint: notificationsApi.markNotificationsRead,
    input: async (fx) => ({ body: [await fx.freshNotification()] }),
    expected: all(200),
  }),
  dismissNotifications: row({
    endpoint: notificationsApi.dismissNotifications,
    input: async (fx) => ({ body: [await fx.freshNotification()] }),
    expected: all(200),
  }),
  deleteNotification: row({
    endpoint: notificationsApi.deleteNotification,
    input: async (fx) => ({ params: { notificationId: await fx.freshNotification() } }),
    expected: adminOnly(200),
  }),
  getGlobalNotifications: row({
    endpoint: notificationsApi.getGlobalNotifications,
    input: () => ({}),
    expected: adminOnly(200),
  }),
  createGlobalNotification: row({
    endpoint: notificationsApi.createGlobalNotification,
    input: () => ({
      body: {
        Title: 'Maintenance',
        Message: JSON.stringify({ Version: '1.0', Tokens: [{ Type: 'Text', Text: 'Tonight.' }] }),
        Type: 'GlobalAnnouncement',
        CreatedAt: '2026-11-02T09:00:00Z',
      },
    }),
    expected: adminOnly(201),
  }),
  getProjectSummaries: row({
    endpoint: projectsApi.getProjectSummaries,
    input: () => ({ query: {} }),
    expected: all(200),
  }),
  getProjectSummaryById: row({
    endpoint: projectsApi.getProjectSummaryById,
    input: (fx) => ({ query: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  getProjectDetails: row({
    endpoint: projectsApi.getProjectDetails,
    input: (fx) => ({ query: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  createProject: row({
    endpoint: projectsApi.createProject,
    // Each caller creates in their own organisation (B's is the other one).
    input: (fx, role) => ({
      body: {
        Name: `Matrix ${fx.unique().replace(/\./g, ' ')}`,
        Location: { Latitude: 40.7, Longitude: -74 },
        Organisation: role === 'B' ? DEMO_ORGANISATIONS.other : DEMO_ORGANISATIONS.demo,
        SummerTimeAdjusted: true,
        TimeZoneId: 'America/New_York',
      },
    }),
    expected: all(201),
  }),
  deleteProject: row({
    endpoint: projectsApi.deleteProject,
    input: async (fx) => ({ params: { id: await fx.freshProjectOfA() } }),
    expected: data,
  }),
  updateProjectSettings: row({
    endpoint: projectsApi.updateProjectSettings,
    input: (fx) => ({
      params: { id: fx.projectOfA },
      body: {
        Name: 'Matrix Project',
        Location: { Latitude: 40.67, Longitude: -73.99 },
        TimeZoneId: 'Etc/UTC',
        TimeZoneAdjustment: 'SummerTimeAdjusted' as const,
      },
    }),
    expected: data,
  }),
  addProjectFavourite: row({
    endpoint: projectsApi.addProjectFavourite,
    input: (fx) => ({ body: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  removeProjectFavourite: row({
    endpoint: projectsApi.removeProjectFavourite,
    input: (fx) => ({ body: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  getOrganisationNames: row({
    endpoint: projectsApi.getOrganisationNames,
    input: () => ({}),
    expected: all(200),
  }),
  getOrganisationProjects: row({
    endpoint: projectsApi.getOrganisationProjects,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo }, query: {} }),
    expected: data,
  }),
  getDisplaySettings: row({
    endpoint: displaySettingsApi.getDisplaySettings,
    input: (fx) => ({ params: { projectId: fx.projectOfA } }),
    expected: data,
  }),
  updateSensorGroup: row({
    endpoint: displaySettingsApi.updateSensorGroup,
    input: (fx) => ({
      params: { id: fx.projectOfA, name: 'PM10' },
      body: { Units: 'mg/m³', DecimalPlaces: 3 },
    }),
    expected: data,
  }),
  resetSensorGroup: row({
    endpoint: displaySettingsApi.resetSensorGroup,
    input: (fx) => ({ params: { id: fx.projectOfA, name: 'PM10' } }),
    expected: data,
  }),
  resetAllSensorGroups: row({
    endpoint: displaySettingsApi.resetAllSensorGroups,
    input: (fx) => ({ params: { id: fx.projectOfA } }),
    expected: data,
  }),
  importSensorGroups: row({
    endpoint: displaySettingsApi.importSensorGroups,
    input: async (fx) => ({
      params: { id: fx.projectOfA, sourceProjectId: await fx.freshProjectOfA() },
    }),
    expected: data,
  }),
  getProjectSensors: row({
    endpoint: projectsApi.getProjectSensors,
    input: (fx) => ({ query: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  getJournalEntries: row({
    endpoint: journalApi.getJournalEntries,
    input: (fx) => ({ params: { projectId: fx.projectOfA }, query: RANGE }),
    expected: data,
  }),
  addJournalEntry: row({
    endpoint: journalApi.addJournalEntry,
    input: (fx) => ({ params: { projectId: fx.projectOfA }, body: { Details: 'Matrix note' } }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  // Each caller registers in their own organisation (B's is the other one).
  registerInstrument: row({
    endpoint: instrumentsApi.registerInstrument,
    input: (fx) => ({
      body: {
        Serial: `REG-${fx.unique()}`,
        Name: 'Matrix monitor',
        Model: 'M1',
        Sensors: ['PM10'],
      },
    }),
    expected: all(201),
  }),
  getSensorCatalogue: row({
    endpoint: instrumentsApi.getSensorCatalogue,
    input: () => ({}),
    expected: all(200),
  }),
  listMonitoringLocations: row({
    endpoint: monitoringLocationsApi.listMonitoringLocations,
    input: (fx) => ({ query: { projectId: fx.projectOfA } }),
    expected: data,
  }),
  createMonitoringLocation: row({
    endpoint: monitoringLocationsApi.createMonitoringLocation,
    input: (fx) => ({
      body: {
        Name: `Matrix ${fx.unique().replace(/\./g, ' ')}`,
        Location: { Latitude: 40.67, Longitude: -73.99 },
        ProjectId: fx.projectOfA,
      },
    }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  updateMonitoringLocation: row({
    endpoint: monitoringLocationsApi.updateMonitoringLocation,
    input: async (fx) => ({
      params: { monlocId: await matrixLocation(fx) },
      body: { Name: `Matrix ${fx.unique().replace(/\./g, ' ')}`, Location: '40.7,-74' },
    }),
    expected: data,
  }),
  getMonitoringLocationEditableStatus: row({
    endpoint: monitoringLocationsApi.getMonitoringLocationEditableStatus,
    input: (fx) => ({ params: { monlocId: fx.locationOfA } }),
    expected: data,
  }),
  attachMonitor: row({
    endpoint: monitoringLocationsApi.attachMonitor,
    input: async (fx) => ({
      params: { monlocId: await matrixLocation(fx) },
      body: { MonitorId: String((await matrixInstrument(fx)).id) },
    }),
    expected: data,
  }),
  detachMonitor: row({
    endpoint: monitoringLocationsApi.detachMonitor,
    input: async (fx) => {
      const monlocId = await matrixLocation(fx);
      const instrument = await matrixInstrument(fx, monlocId);
      return { params: { monlocId }, body: { MonitorId: String(instrument.id) } };
    },
    expected: data,
  }),
  listProjectMonitors: row({
    endpoint: monitoringLocationsApi.listProjectMonitors,
    input: (fx) => ({ params: { projectId: fx.projectOfA } }),
    expected: data,
  }),
  getMonitoringLocationStates: row({
    endpoint: monitoringLocationsApi.getMonitoringLocationStates,
    input: (fx) => ({ body: [fx.locationOfA] }),
    expected: data,
  }),
  hideMonitoringLocationV2: row({
    endpoint: organisationsV2Api.hideMonitoringLocationV2,
    input: async (fx) => matrixV2Location(fx),
    expected: data,
  }),
  showMonitoringLocationV2: row({
    endpoint: organisationsV2Api.showMonitoringLocationV2,
    input: async (fx) => matrixV2Location(fx),
    expected: data,
  }),
  deleteMonitoringLocationV2: row({
    endpoint: organisationsV2Api.deleteMonitoringLocationV2,
    input: async (fx) => matrixV2Location(fx),
    expected: data,
  }),
  attachInstrumentV2: row({
    endpoint: organisationsV2Api.attachInstrumentV2,
    input: async (fx) => ({
      ...(await matrixV2Location(fx)),
      body: { Instrument: (await matrixInstrument(fx)).serial },
    }),
    expected: data,
  }),
  detachInstrumentV2: row({
    endpoint: organisationsV2Api.detachInstrumentV2,
    input: async (fx) => {
      const location = await matrixV2Location(fx);
      const instrument = await matrixInstrument(fx, location.params.monitoringlocation);
      return { ...location, body: { Instrument: instrument.serial } };
    },
    expected: data,
  }),
  // Organisation administration (modules/organisations): A (a project manager) manages projects
  // and locations of its organisation but not the organisation or its users; B reaches nothing.
  listOrganisationsV2: row({
    endpoint: organisationsV2Api.listOrganisationsV2,
    input: () => ({}),
    expected: all(200),
  }),
  getOrganisationV2: row({
    endpoint: organisationsV2Api.getOrganisationV2,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo } }),
    expected: data,
  }),
  updateOrganisationV2: row({
    endpoint: organisationsV2Api.updateOrganisationV2,
    input: () => ({
      params: { organisation: DEMO_ORGANISATIONS.demo },
      body: { TimeZoneId: 'Etc/UTC' },
    }),
    expected: { anonymous: 401, A: 403, B: 404, admin: 200 },
  }),
  createCustomerOrganisationV2: row({
    endpoint: organisationsV2Api.createCustomerOrganisationV2,
    input: (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo },
      body: { Name: `Customer ${fx.unique()}`, TimeZoneId: 'Europe/London' },
    }),
    expected: { anonymous: 401, A: 403, B: 404, admin: 201 },
  }),
  listOrganisationProjectsV2: row({
    endpoint: organisationsV2Api.listOrganisationProjectsV2,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo } }),
    expected: data,
  }),
  createOrganisationProjectV2: row({
    endpoint: organisationsV2Api.createOrganisationProjectV2,
    input: (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo },
      body: {
        Name: `Matrix ${fx.unique().replace(/\./g, ' ')}`,
        Location: { Latitude: 40.67, Longitude: -73.99 },
        TimeZoneId: 'America/New_York',
        SummerTimeAdjusted: true,
      },
    }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  updateOrganisationProjectV2: row({
    endpoint: organisationsV2Api.updateOrganisationProjectV2,
    input: async (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, project: await fx.freshProjectOfA() },
      body: {
        Name: `Matrix ${fx.unique().replace(/\./g, ' ')}`,
        Location: { Latitude: 40.67, Longitude: -73.99 },
        TimeZoneId: 'Etc/UTC',
        TimeZoneAdjustment: 'None' as const,
      },
    }),
    expected: data,
  }),
  listProjectMonitoringLocationsV2: row({
    endpoint: organisationsV2Api.listProjectMonitoringLocationsV2,
    input: (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, project: fx.projectOfA },
    }),
    expected: data,
  }),
  createProjectMonitoringLocationV2: row({
    endpoint: organisationsV2Api.createProjectMonitoringLocationV2,
    input: (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, project: fx.projectOfA },
      body: {
        Name: `Matrix ${fx.unique().replace(/\./g, ' ')}`,
        Location: { Latitude: 40.67, Longitude: -73.99 },
      },
    }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  updateProjectMonitoringLocationV2: row({
    endpoint: organisationsV2Api.updateProjectMonitoringLocationV2,
    input: async (fx) => ({
      ...(await matrixV2Location(fx)),
      body: { Name: `Matrix ${fx.unique().replace(/\./g, ' ')}` },
    }),
    expected: data,
  }),
  updateAttachmentTimes: row({
    endpoint: organisationsV2Api.updateAttachmentTimes,
    input: async (fx) => {
      const locationId = await matrixLocation(fx);
      const { id } = await matrixInstrument(fx);
      await attach(
        t.handle.db,
        id,
        locationId,
        new Date('2026-10-01T00:00:00Z'),
        new Date('2026-10-05T00:00:00Z'),
      );
      const attachment = await t.handle.db
        .selectFrom('attachments')
        .select('id')
        .where('instrument_id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        params: { attachmentId: attachment.id },
        query: { attachTime: '2026-10-02T00:00:00Z' },
      };
    },
    expected: data,
  }),
  listOrganisationUsersV2: row({
    endpoint: organisationsV2Api.listOrganisationUsersV2,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo } }),
    expected: { anonymous: 401, A: 403, B: 404, admin: 200 },
  }),
  createOrganisationUserV2: row({
    endpoint: organisationsV2Api.createOrganisationUserV2,
    input: (fx) => {
      const name = fx.unique();
      return {
        params: { organisation: DEMO_ORGANISATIONS.demo },
        body: {
          Username: name,
          FullName: 'New Person',
          EmailAddress: `${name}@demo.example`,
          JobTitle: 'Tech',
          Role: 'Viewer' as const,
          Password: 'start-123',
        },
      };
    },
    expected: { anonymous: 401, A: 403, B: 404, admin: 201 },
  }),
  updateOrganisationUserV2: row({
    endpoint: organisationsV2Api.updateOrganisationUserV2,
    input: async (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, userId: await fx.freshUserOfA() },
      body: { JobTitle: 'Lead' },
    }),
    expected: { anonymous: 401, A: 403, B: 404, admin: 200 },
  }),
  deleteOrganisationUserV2: row({
    endpoint: organisationsV2Api.deleteOrganisationUserV2,
    input: async (fx) => ({
      params: { organisation: DEMO_ORGANISATIONS.demo, userId: await fx.freshUserOfA() },
    }),
    expected: { anonymous: 401, A: 403, B: 404, admin: 200 },
  }),
  // Contribution reads (modules/contribution-data): A's project holds a generic and a 1466 one.
  getContributionData: row({
    endpoint: contributionsApi.getContributionData,
    input: async (fx) => ({
      params: { contributionId: await readsContribution(fx, 'Generic') },
      query: { fromTime: RANGE.from, toTime: RANGE.to },
    }),
    expected: data,
  }),
  getContributionCsv: row({
    endpoint: contributionsApi.getContributionCsv,
    input: async (fx) => ({
      params: { contributionId: await readsContribution(fx, 'Generic') },
      query: RANGE,
    }),
    expected: data,
  }),
  getAggregatedContributionData: row({
    endpoint: projectDataApi.getAggregatedContributionData,
    input: async (fx) => ({
      params: { contributionId: await readsContribution(fx, 'Generic') },
      body: {
        StartDateTime: RANGE.from,
        EndDateTime: RANGE.to,
        RequiredFields: [{ FieldType: 'ContributionRaw' as const, SensorName: 'PM10' }],
      },
    }),
    expected: data,
  }),
  getAggregatedCsv: row({
    endpoint: projectDataApi.getAggregatedCsv,
    input: async (fx) => ({
      params: { projectId: fx.projectOfA },
      query: {
        ContributionId: await readsContribution(fx, 'Generic'),
        FromUnixMs: Date.parse(RANGE.from),
        ToUnixMs: Date.parse(RANGE.to),
      },
    }),
    expected: data,
  }),
  getAtech1466Report: row({
    endpoint: projectDataApi.getAtech1466Report,
    input: async (fx) => ({
      params: { projectId: fx.projectOfA },
      query: {
        ContributionId: await readsContribution(fx, 'FourteenSixtySix'),
        FromUnixMs: Date.parse(RANGE.from),
        ToUnixMs: Date.parse(RANGE.to),
      },
    }),
    expected: data,
  }),
  getAtech1466Sources: row({
    endpoint: projectDataApi.getAtech1466Sources,
    input: (fx) => ({ params: { projectId: fx.projectOfA } }),
    expected: data,
  }),
  // Report data (modules/reports): a contribution of A's computed over RANGE.
  getContributionReport: row({
    endpoint: reportsApi.getContributionReport,
    input: async (fx) => ({
      params: { contributionId: await reportContribution(fx) },
      query: { from: RANGE.from, to: RANGE.to },
    }),
    expected: data,
  }),
  getDer10ReportData: row({
    endpoint: reportsApi.getDer10ReportData,
    input: async (fx) => ({
      params: { contributionId: await reportContribution(fx) },
      query: { FromTime: RANGE.from, ToTime: RANGE.to, ReportAveragingPeriodMinutes: 0 },
    }),
    expected: data,
  }),
  // Report generation (modules/report-generation): a task is its user's alone (others 404).
  generateContributionReport: row({
    endpoint: reportsApi.generateContributionReport,
    input: async (fx) => ({
      body: { ContributionId: await reportContribution(fx), From: RANGE.from, To: RANGE.to },
    }),
    expected: { anonymous: 401, A: 202, B: 404, admin: 202 },
  }),
  isContributionReportCompleted: row({
    endpoint: reportsApi.isContributionReportCompleted,
    input: async (fx) => ({ params: { taskId: await matrixReportTask(fx, 'pending') } }),
    expected: { anonymous: 401, A: 200, B: 404, admin: 404 },
  }),
  getCompletedContributionReport: row({
    endpoint: reportsApi.getCompletedContributionReport,
    input: async (fx) => ({ params: { taskId: await matrixReportTask(fx, 'completed') } }),
    expected: { anonymous: 401, A: 200, B: 404, admin: 404 },
  }),
  // Contributions (modules/contributions): creation needs Manage_Contributions and A's project.
  createContribution: row({
    endpoint: contributionsApi.createContribution,
    input: async (fx) => ({
      body: {
        Name: `Matrix ${fx.unique()}`,
        ProjectId: fx.projectOfA,
        ContributionType: 'DER10' as const,
        SensorTypes: ['PM10', 'VOC'],
        AveragingPeriodMinutes: 15,
        ContributionMonitoringLocations: [fx.locationOfA, await secondLocationOfA(fx)],
        AutomaticWindDetection: true,
      },
    }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  getContribution: row({
    endpoint: contributionsApi.getContribution,
    input: async (fx) => ({ params: { contributionId: await readsContribution(fx, 'Generic') } }),
    expected: data,
  }),
  updateContribution: row({
    endpoint: contributionsApi.updateContribution,
    input: async (fx) => ({
      params: { contributionId: await readsContribution(fx, 'Generic') },
      body: {
        HideEmptyEnvironmentalSummary: false,
        ShowExceedanceSummary: true,
        SensorsWithNegativeNumberFiltering: [],
        DisplayActionLevelsOnReportCharts: true,
        DisplayAlertsOnReportCharts: false,
        SensorActionLevels: [{ SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 50 }],
      },
    }),
    expected: data,
  }),
  deleteContribution: row({
    endpoint: contributionsApi.deleteContribution,
    input: async (fx) => ({
      params: {
        contributionId: await insertTestContribution(t.handle.db, {
          projectId: fx.projectOfA,
          name: `Doomed ${fx.unique()}`,
          type: 'Generic',
          periodMinutes: 15,
          startAt: new Date(RANGE.from),
          sensors: ['PM10'],
        }),
      },
    }),
    expected: data,
  }),
  overrideContributionStartDate: row({
    endpoint: contributionsApi.overrideContributionStartDate,
    input: async (fx) => ({
      params: {
        contributionId: await insertTestContribution(t.handle.db, {
          projectId: fx.projectOfA,
          name: `Restarted ${fx.unique()}`,
          type: 'Der10',
          periodMinutes: 15,
          startAt: new Date(RANGE.from),
          sensors: ['PM10'],
        }),
      },
      query: { startDate: RANGE.from },
    }),
    expected: data,
  }),
  listContributions: row({
    endpoint: contributionsApi.listContributions,
    input: () => ({ query: {} }),
    expected: all(200),
  }),
  getContributionSummaries: row({
    endpoint: contributionsApi.getContributionSummaries,
    input: () => ({ query: {} }),
    expected: all(200),
  }),
  // Contribution alert configs (modules/contribution-alerts): changes need Manage_Alerts.
  listSiteContributionAlertConfigs: row({
    endpoint: contributionAlertsApi.listSiteContributionAlertConfigs,
    input: async (fx) => ({ params: { contributionId: await readsContribution(fx, 'Generic') } }),
    expected: data,
  }),
  createSiteContributionAlertConfig: row({
    endpoint: contributionAlertsApi.createSiteContributionAlertConfig,
    input: async (fx) => ({
      params: { contributionId: await readsContribution(fx, 'Generic') },
      body: { ...ALERT_CONFIG_BODY, AlertName: `Matrix ${fx.unique()}` },
    }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  updateSiteContributionAlertConfig: row({
    endpoint: contributionAlertsApi.updateSiteContributionAlertConfig,
    input: async (fx) => ({
      params: await matrixAlertConfig(fx),
      body: { ...ALERT_CONFIG_BODY, SetPoint: 120 },
    }),
    expected: data,
  }),
  deleteSiteContributionAlertConfig: row({
    endpoint: contributionAlertsApi.deleteSiteContributionAlertConfig,
    input: async (fx) => ({ params: await matrixAlertConfig(fx) }),
    expected: data,
  }),
  getSiteContributionAlertConfigStates: row({
    endpoint: contributionAlertsApi.getSiteContributionAlertConfigStates,
    input: async (fx) => ({ params: { contributionId: await readsContribution(fx, 'Generic') } }),
    expected: data,
  }),
  listContributionAlertConfigs: row({
    endpoint: contributionAlertsApi.listContributionAlertConfigs,
    input: () => ({}),
    expected: all(200),
  }),
  getContributionAlertConfig: row({
    endpoint: contributionAlertsApi.getContributionAlertConfig,
    input: async (fx) => ({
      params: { alertConfigId: (await matrixAlertConfig(fx)).alertConfigId },
    }),
    expected: data,
  }),
  listProjectContributionAlertConfigs: row({
    endpoint: contributionAlertsApi.listProjectContributionAlertConfigs,
    input: (fx) => ({ params: { projectId: fx.projectOfA } }),
    expected: data,
  }),
  // Report configs (modules/report-configs): changes need Manage_Contributions; one config per
  // contribution, so each change gets a contribution of its own.
  getContributionReportConfig: row({
    endpoint: reportConfigsApi.getContributionReportConfig,
    input: async (fx) => ({ params: { contributionId: await readsContribution(fx, 'Generic') } }),
    expected: data,
  }),
  getContributionReportExportConfig: row({
    endpoint: reportConfigsApi.getContributionReportExportConfig,
    input: async (fx) => ({ params: { contributionId: await readsContribution(fx, 'Generic') } }),
    expected: data,
  }),
  listProjectReportExportConfigs: row({
    endpoint: reportConfigsApi.listProjectReportExportConfigs,
    input: (fx) => ({ params: { projectId: fx.projectOfA } }),
    expected: data,
  }),
  listReportExportConfigs: row({
    endpoint: reportConfigsApi.listReportExportConfigs,
    input: () => ({}),
    expected: all(200),
  }),
  createReportExportConfig: row({
    endpoint: reportConfigsApi.createReportExportConfig,
    input: async (fx) => ({
      body: {
        Name: 'Matrix report',
        From: '08:00',
        To: '17:00',
        ScheduledTimeOfDay: '18:00',
        Days: ['Monday' as const],
        Emails: ['matrix@demo.example'],
        TablePeriodMinutes: 1,
        ContributionId: await insertTestContribution(t.handle.db, {
          projectId: fx.projectOfA,
          name: `Reported ${fx.unique()}`,
          type: 'Generic',
          periodMinutes: 15,
          startAt: new Date(RANGE.from),
          sensors: ['PM10'],
        }),
        AttachCsv: false,
        IsActive: true,
        DisplayMonitoringLocationData: true,
        MapStyle: 'Streets' as const,
      },
    }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  updateReportExportConfig: row({
    endpoint: reportConfigsApi.updateReportExportConfig,
    input: async (fx) => {
      const contributionId = await insertTestContribution(t.handle.db, {
        projectId: fx.projectOfA,
        name: `Rescheduled ${fx.unique()}`,
        type: 'Generic',
        periodMinutes: 15,
        startAt: new Date(RANGE.from),
        sensors: ['PM10'],
      });
      const config = await t.handle.db
        .insertInto('report_export_configs')
        .values({ ...REPORT_CONFIG_ROW, contribution_id: contributionId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        params: { id: config.id },
        body: {
          Name: 'Matrix report',
          From: '07:00',
          To: '16:00',
          ScheduledTimeOfDay: '17:00',
          Days: ['Friday' as const],
          Emails: ['matrix@demo.example'],
          TablePeriodMinutes: 5,
          ContributionId: contributionId,
          AttachCsv: true,
          IsActive: true,
          DisplayMonitoringLocationData: false,
          MapStyle: 'Satellite' as const,
        },
      };
    },
    expected: data,
  }),
  deleteReportExportConfig: row({
    endpoint: reportConfigsApi.deleteReportExportConfig,
    input: async (fx) => {
      const contributionId = await insertTestContribution(t.handle.db, {
        projectId: fx.projectOfA,
        name: `Unscheduled ${fx.unique()}`,
        type: 'Generic',
        periodMinutes: 15,
        startAt: new Date(RANGE.from),
        sensors: ['PM10'],
      });
      const config = await t.handle.db
        .insertInto('report_export_configs')
        .values({ ...REPORT_CONFIG_ROW, contribution_id: contributionId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { params: { id: config.id } };
    },
    expected: data,
  }),
  // Event rules (modules/event-rules): changes need Manage_Alerts.
  listEventRules: row({
    endpoint: eventRulesApi.listEventRules,
    input: (fx) => ({ query: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  createEventRule: row({
    endpoint: eventRulesApi.createEventRule,
    input: (fx) => ({ body: matrixEventRuleBody(fx) }),
    expected: { anonymous: 401, A: 201, B: 404, admin: 201 },
  }),
  updateEventRule: row({
    endpoint: eventRulesApi.updateEventRule,
    input: async (fx) => ({
      body: { ...matrixEventRuleBody(fx), EventRuleId: await matrixEventRule(fx) },
    }),
    expected: data,
  }),
  getEventRule: row({
    endpoint: eventRulesApi.getEventRule,
    input: async (fx) => ({ params: { eventRuleId: await matrixEventRule(fx) } }),
    expected: data,
  }),
  deleteEventRule: row({
    endpoint: eventRulesApi.deleteEventRule,
    input: async (fx) => ({ params: { eventRuleId: await matrixEventRule(fx) } }),
    expected: data,
  }),
  getEventRuleIds: row({
    endpoint: eventRulesApi.getEventRuleIds,
    input: (fx) => ({ query: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  getEventRuleGroupedIds: row({
    endpoint: eventRulesApi.getEventRuleGroupedIds,
    input: (fx) => ({ query: { ProjectId: fx.projectOfA } }),
    expected: data,
  }),
  evaluateEventRules: row({
    endpoint: eventRulesApi.evaluateEventRules,
    input: (fx) => ({ params: { sourceType: 'project' as const, id: fx.projectOfA }, body: {} }),
    expected: data,
  }),
  sendSiteContributionAlert: row({
    endpoint: contributionAlertsApi.sendSiteContributionAlert,
    input: async (fx) => ({
      params: { alertConfigurationId: (await matrixAlertConfig(fx)).alertConfigId },
      body: {},
    }),
    expected: { anonymous: 401, A: 202, B: 404, admin: 202 },
  }),
  // Alert event history (modules/alert-events): the resolution change needs Manage_Alerts.
  listAlertEvents: row({
    endpoint: alertEventsApi.listAlertEvents,
    input: async (fx) => ({ query: { EventRuleId: await matrixEventRule(fx) } }),
    expected: data,
  }),
  updateAlertEvent: row({
    endpoint: alertEventsApi.updateAlertEvent,
    input: async (fx) => ({
      params: { eventId: await matrixAlertEvent(fx) },
      body: { ResolutionStatus: 'Resolved' as const },
    }),
    expected: data,
  }),
  getTimeZones: row({ endpoint: timeZonesApi.getTimeZones, input: () => ({}), expected: all(200) }),
  getTimeZoneFromCoordinates: row({
    endpoint: timeZonesApi.getTimeZoneFromCoordinates,
    input: () => ({ body: { Latitude: 40.7128, Longitude: -74.006 } }),
    expected: all(200),
  }),
  // Licensing (issue 19): only licence administrators and organisations administrators; the
  // demo administrator reaches fresh organisations of its own making (licensingOrganisation).
  getSubscriptionDetails: row({
    endpoint: licensingApi.getSubscriptionDetails,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo } }),
    expected: adminOnly(200),
  }),
  createProjectSubscriptions: row({
    endpoint: licensingApi.createProjectSubscriptions,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'unlicensed');
      return {
        params: { organisation: org.name },
        body: { ProjectAddons: { AddonPlanId: 3 as const, ProjectIds: [org.projectId] } },
      };
    },
    expected: adminOnly(200),
  }),
  updateProjectSubscriptions: row({
    endpoint: licensingApi.updateProjectSubscriptions,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'paid');
      return {
        params: { organisation: org.name },
        body: {
          ProjectAddons: {
            SubscriptionId: org.subscriptionId,
            AddonPlanId: 3 as const,
            ProjectIds: [],
          },
        },
      };
    },
    expected: adminOnly(200),
  }),
  applyProjectTrial: row({
    endpoint: licensingApi.applyProjectTrial,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'unlicensed');
      return {
        params: { organisation: org.name },
        body: { ProjectId: org.projectId, AddonPlanId: 3 as const },
      };
    },
    expected: adminOnly(200),
  }),
  convertProjectTrial: row({
    endpoint: licensingApi.convertProjectTrial,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'trial');
      return {
        params: { organisation: org.name },
        body: { ProjectId: org.projectId, AddonPlanId: 3 as const },
      };
    },
    expected: adminOnly(200),
  }),
  revertProjectTrial: row({
    endpoint: licensingApi.revertProjectTrial,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'converting');
      return {
        params: { organisation: org.name },
        body: { TrialProjectId: org.projectId, SubscriptionId: org.subscriptionId },
      };
    },
    expected: adminOnly(200),
  }),
  setSmsLimit: row({
    endpoint: licensingApi.setSmsLimit,
    input: () => ({
      params: { organisation: DEMO_ORGANISATIONS.demo },
      body: { MonthlySmsLimit: 500 },
    }),
    expected: adminOnly(200),
  }),
  removeSmsLimit: row({
    endpoint: licensingApi.removeSmsLimit,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo } }),
    expected: adminOnly(200),
  }),
  removeProjectLicense: row({
    endpoint: licensingApi.removeProjectLicense,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'paid');
      return {
        params: { organisation: org.name },
        body: { SubscriptionId: org.subscriptionId, ProjectId: org.projectId },
      };
    },
    expected: adminOnly(200),
  }),
  getProjectLicensingInfo: row({
    endpoint: licensingApi.getProjectLicensingInfo,
    input: () => ({ query: { Limit: 10, PageNumber: 1 } }),
    expected: adminOnly(200),
  }),
  downloadProjectLicensingInfo: row({
    endpoint: licensingApi.downloadProjectLicensingInfo,
    input: () => ({ query: {} }),
    expected: adminOnly(200),
  }),
  getLicensingOrganisations: row({
    endpoint: licensingApi.getLicensingOrganisations,
    input: () => ({}),
    expected: adminOnly(200),
  }),
  getProjectTrials: row({
    endpoint: licensingApi.getProjectTrials,
    input: () => ({ query: { Limit: 10, PageNumber: 1 } }),
    expected: adminOnly(200),
  }),
  getProjectTrialMetrics: row({
    endpoint: licensingApi.getProjectTrialMetrics,
    input: () => ({ query: {} }),
    expected: adminOnly(200),
  }),
  estimateSubscription: row({
    endpoint: licensingApi.estimateSubscription,
    input: () => ({
      params: { organisation: DEMO_ORGANISATIONS.demo },
      body: { AddonPlanId: 3 as const, WeeklyLicenseCount: 0, MonthlyLicenseCount: 2 },
    }),
    expected: adminOnly(200),
  }),
  listSubscriptions: row({
    endpoint: licensingApi.listSubscriptions,
    input: () => ({ params: { organisation: DEMO_ORGANISATIONS.demo } }),
    expected: adminOnly(200),
  }),
  createSubscription: row({
    endpoint: licensingApi.createSubscription,
    input: async (fx) => ({
      params: { organisation: (await licensingOrganisation(fx, 'unlicensed')).name },
      body: { AddonPlanId: 3 as const, Term: 'Month' as const, LicenseCount: 0 },
    }),
    expected: adminOnly(201),
  }),
  getSubscription: row({
    endpoint: licensingApi.getSubscription,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'paid');
      return { params: { organisation: org.name, id: org.subscriptionId } };
    },
    expected: adminOnly(200),
  }),
  updateSubscription: row({
    endpoint: licensingApi.updateSubscription,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'paid');
      return {
        params: { organisation: org.name, id: org.subscriptionId },
        body: { LicenseCount: 3 },
      };
    },
    expected: adminOnly(200),
  }),
  updateScheduledChanges: row({
    endpoint: licensingApi.updateScheduledChanges,
    input: async (fx) => {
      const org = await licensingOrganisation(fx, 'paid');
      return { params: { subscriptionId: org.subscriptionId }, body: { LicenseCount: 2 } };
    },
    expected: adminOnly(200),
  }),
};

let t: TestApp;

/** A new location of A's project (monitoring locations rows change or delete it). */
async function matrixLocation(fx: Fixtures): Promise<string> {
  return createLocation(t.handle.db, fx.projectOfA, `Matrix ${fx.unique().replace(/\./g, ' ')}`);
}

/** The v2 path of a new location of A's project. */
async function matrixV2Location(fx: Fixtures) {
  return {
    params: {
      organisation: DEMO_ORGANISATIONS.demo,
      project: fx.projectOfA,
      monitoringlocation: await matrixLocation(fx),
    },
  };
}

/** A new instrument leased for A's project, attached at `locationId` since October when given. */
async function matrixInstrument(fx: Fixtures, locationId?: string) {
  const serial = `MXL-${fx.unique()}`;
  const { organisation_id } = await t.handle.db
    .selectFrom('projects')
    .select('organisation_id')
    .where('id', '=', fx.projectOfA)
    .executeTakeFirstOrThrow();
  const id = await createInstrument(
    t.handle.db,
    { organisationId: organisation_id, projectId: fx.projectOfA },
    serial,
    [SENSOR.PM10],
  );
  if (locationId) await attach(t.handle.db, id, locationId, new Date('2026-10-01T00:00:00Z'));
  return { id, serial };
}
let secondLocation: Promise<string> | undefined;

/** A second monitoring location of A's project (a contribution needs two data sources). */
function secondLocationOfA(fx: Fixtures): Promise<string> {
  secondLocation ??= createLocation(t.handle.db, fx.projectOfA, 'Matrix second fence');
  return secondLocation;
}

const readsContributions = new Map<string, Promise<number>>();

/** A contribution of A's project (PM10, starting at RANGE.from) of a type, made once. */
function readsContribution(fx: Fixtures, type: 'Generic' | 'FourteenSixtySix'): Promise<number> {
  let id = readsContributions.get(type);
  if (!id) {
    id = insertTestContribution(t.handle.db, {
      projectId: fx.projectOfA,
      name: `Matrix ${type}`,
      type,
      periodMinutes: type === 'Generic' ? 15 : 120,
      startAt: new Date(RANGE.from),
      sensors: ['PM10'],
    });
    readsContributions.set(type, id);
  }
  return id;
}

let reportContributionId: Promise<number> | undefined;

/** A contribution of A's project computed over RANGE (a report needs computed minutes), made once. */
function reportContribution(fx: Fixtures): Promise<number> {
  reportContributionId ??= insertTestContribution(t.handle.db, {
    projectId: fx.projectOfA,
    name: 'Matrix report data',
    type: 'Generic',
    periodMinutes: 15,
    startAt: new Date(RANGE.from),
    computedTo: new Date(RANGE.to),
    sensors: ['PM10'],
  });
  return reportContributionId;
}

/** A report task of A (the manager), written straight into report_tasks (migration 0017). */
async function matrixReportTask(fx: Fixtures, status: 'pending' | 'completed'): Promise<string> {
  const { id } = await t.handle.db
    .insertInto('report_tasks')
    .values({
      user_id: await t.userId(USERNAMES.A),
      contribution_id: await reportContribution(fx),
      request: JSON.stringify({}),
      status,
      ...(status === 'completed'
        ? { pdf: Buffer.from('%PDF-1.4\n%%EOF\n'), pdf_file_name: 'Matrix.pdf' }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A valid contribution alert config body (PM10 on the generic contribution, 15 minutes). */
const ALERT_CONFIG_BODY = {
  AlertName: 'Matrix alert',
  Emails: ['matrix@demo.example'],
  PeriodMinutes: 15,
  Sensor: 'PM10',
  SetPoint: 150,
  ResetPoint: 100,
};

/** A new alert config on A's generic contribution, as the v2 path names it. */
async function matrixAlertConfig(fx: Fixtures) {
  const contributionId = await readsContribution(fx, 'Generic');
  const row = await t.handle.db
    .insertInto('contribution_alert_configs')
    .values({
      contribution_id: contributionId,
      name: `Matrix ${fx.unique()}`,
      sensor_code: 'PM10',
      sensor_unit: 'µg/m³',
      set_point: 150,
      reset_point: 100,
      period_minutes: 15,
      emails: ['matrix@demo.example'],
      state_since: new Date(RANGE.from),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { contributionId, alertConfigId: row.id };
}

const callers: Partial<Record<Role, Caller>> = {};
const keys: Partial<Record<Role, Caller>> = {};
let fixtures: Fixtures;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    if (role === 'anonymous') continue;
    callers[role] = await t.signIn(USERNAMES[role]);
    keys[role] = {
      apiKey: (await t.call(accountApi.getApiKey, {}, callers[role] ?? null)).json().ApiKey,
    };
  }
  const project = await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, 'Matrix Project');
  const instrumentId = await createInstrument(
    t.handle.db,
    { organisationId: project.organisationId, projectId: project.id },
    'MX-1',
    [SENSOR.PM10],
  );
  const locationId = await createLocation(t.handle.db, project.id, 'Matrix Fence');
  await attach(t.handle.db, instrumentId, locationId, new Date('2026-10-01T00:00:00Z'));
  const lease = await t.handle.db
    .selectFrom('leases')
    .select('id')
    .where('instrument_id', '=', instrumentId)
    .executeTakeFirstOrThrow();
  const demo = await t.handle.db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', DEMO_ORGANISATIONS.demo)
    .executeTakeFirstOrThrow();
  const passwordHash = await hashPassword('start-123');
  let counter = 0;
  const unique = () => `matrix.user.${++counter}`;
  fixtures = {
    viewerOfA: await t.userId('viewer'),
    projectOfA: project.id,
    locationOfA: locationId,
    leaseOfA: lease.id,
    unique,
    freshUserOfA: async () => {
      const name = unique();
      const row = await t.handle.db
        .insertInto('users')
        .values({
          organisation_id: demo.id,
          username: name,
          email: `${name}@demo.example`,
          full_name: name,
          job_title: 'Tech',
          role: 'Viewer',
          password_hash: passwordHash,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    freshKeyOfA: async () => {
      const response = await t.call(
        accountApi.createApiKey,
        { body: { Label: `Matrix ${unique()}` } },
        callers.A ?? null,
      );
      return response.json<{ Id: string }>().Id;
    },
    freshProjectOfA: async () =>
      (await createProject(t.handle.db, DEMO_ORGANISATIONS.demo, `Doomed ${++counter}`)).id,
    freshNotification: async () => {
      const row = await t.handle.db
        .insertInto('notifications')
        .values({
          title: 'N',
          message: JSON.stringify({ Version: '1.0', Tokens: [] }),
          created_at: new Date(),
          created_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
});
afterAll(() => t.close());

describe('authorisation matrix', () => {
  it('has a row for every route the server registers, and no row for a route it does not', () => {
    const registered = t.endpoints.map((e) => e.id).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(registered);
    for (const [id, r] of Object.entries(MATRIX)) expect(r.endpoint.id).toBe(id);
  });

  it.each(Object.keys(MATRIX))('%s answers each caller as the matrix says', async (id) => {
    const r = MATRIX[id] as Row;
    const seen: Partial<Record<Role, number>> = {};
    for (const role of ROLES) {
      let caller = role === 'anonymous' ? null : ((r.withKey ? keys[role] : callers[role]) ?? null);
      if (r.fresh && role !== 'anonymous') caller = await t.signIn(USERNAMES[role]);
      const response = await t.call(r.endpoint, await r.input(fixtures, role), caller);
      seen[role] = response.statusCode;
    }
    expect(seen).toEqual(r.expected);
  });
});

/** An offline event rule payload on A's location. */
function matrixEventRuleBody(fx: Fixtures) {
  return {
    Name: `Matrix rule ${fx.unique()}`,
    ProjectId: fx.projectOfA,
    TriggerSource: 'MonitoringLocation' as const,
    SourceIds: [fx.locationOfA],
    TriggerType: 'Offline',
    OfflineTrigger: { OfflineDurationInMinutes: 15 },
    Emails: ['matrix@example.com'],
  };
}

/** An open event of a new event rule of A's project, written straight into alert_events. */
async function matrixAlertEvent(fx: Fixtures): Promise<number> {
  const { id } = await t.handle.db
    .insertInto('alert_events')
    .values({
      event_rule_id: await matrixEventRule(fx),
      location_id: fx.locationOfA,
      trigger_type: 'Offline',
      triggered_at: new Date(RANGE.from),
      sent_status: 'NotSent',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A new event rule of A's project, written straight into the tables of migration 0012. */
async function matrixEventRule(fx: Fixtures): Promise<string> {
  const { id } = await t.handle.db
    .insertInto('event_rules')
    .values({
      project_id: fx.projectOfA,
      name: `Matrix rule ${fx.unique()}`,
      emails: ['matrix@example.com'],
      trigger_source: 'MonitoringLocation',
      trigger_type: 'Offline',
      offline_duration_minutes: 15,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = new Date();
  await t.handle.db
    .insertInto('event_rule_sources')
    .values({
      rule_id: id,
      position: 0,
      location_id: fx.locationOfA,
      state: 'Online',
      watching_since: now,
      state_updated_at: now,
    })
    .execute();
  return id;
}

/**
 * A new organisation with one project for the licensing rows: without a licence, with a paid one,
 * on a running trial, or on a trial converting to paid (the last three with a subscription).
 */
async function licensingOrganisation(
  fx: Fixtures,
  kind: 'unlicensed' | 'paid' | 'trial' | 'converting',
): Promise<{ name: string; projectId: string; subscriptionId: string }> {
  const db = t.handle.db;
  const now = t.clock.now();
  const name = `Licensing ${fx.unique()}`;
  const org = await db
    .insertInto('organisations')
    .values({ name, logo_url: null, background_url: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await createProject(db, name, 'Licensed site');
  const subscription = await db
    .insertInto('subscriptions')
    .values({
      organisation_id: org.id,
      term: 'Month',
      unit_price: 100,
      license_count: kind === 'paid' ? 1 : 0,
      start_date: now,
      renewal_anchor: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The fixture may license the project itself; start from no licence.
  await db.deleteFrom('project_licences').where('project_id', '=', project.id).execute();
  const trialEnd = new Date(now.getTime() + 7 * 86_400_000);
  if (kind === 'paid') {
    await db
      .insertInto('project_licences')
      .values({
        project_id: project.id,
        subscription_id: subscription.id,
        is_trial: false,
        start_date: now,
      })
      .execute();
  }
  if (kind === 'trial' || kind === 'converting') {
    await db
      .insertInto('project_licences')
      .values({
        project_id: project.id,
        subscription_id: subscription.id,
        is_trial: true,
        start_date: now,
        expiry_date: trialEnd,
        converting: kind === 'converting',
        converted_at: kind === 'converting' ? now : null,
      })
      .execute();
  }
  if (kind === 'converting') {
    await db
      .insertInto('project_licences')
      .values({
        project_id: project.id,
        subscription_id: subscription.id,
        is_trial: false,
        start_date: trialEnd,
      })
      .execute();
  }
  if (kind === 'unlicensed') {
    await db.deleteFrom('subscriptions').where('id', '=', subscription.id).execute();
  }
  return { name, projectId: project.id, subscriptionId: subscription.id };
}

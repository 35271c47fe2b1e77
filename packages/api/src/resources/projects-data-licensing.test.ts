import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as feedbackSchemas from './feedback/schemas';
import * as instrumentsDataSchemas from './instruments-data/schemas';
import * as journalSchemas from './journal/schemas';
import * as licensingSchemas from './licensing/schemas';
import * as monitoringLocationsSchemas from './monitoring-locations/schemas';
import * as organisationsV2Schemas from './organisations-v2/schemas';
import * as projectDashboardSchemas from './project-dashboard/schemas';
import * as projectDataSchemas from './project-data/schemas';
import * as projectsSchemas from './projects/schemas';

/** The issue messages of a failed parse, for readable assertions. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('queries given as strings parse to typed values', () => {
  const download = projectDataSchemas.MonitoringLocationDownloadQuery;

  it('reads repeated MonitoringLocationIds, numbers and booleans', () => {
    expect(
      download.parse({
        MonitoringLocationIds: ['loc-1', 'loc-2'],
        FromUnixMs: '1700000000000',
        ToUnixMs: '1700086400000',
        AveragingPeriodMinutes: '60',
        IncludeJournalData: 'true',
      }),
    ).toEqual({
      MonitoringLocationIds: ['loc-1', 'loc-2'],
      FromUnixMs: 1_700_000_000_000,
      ToUnixMs: 1_700_086_400_000,
      AveragingPeriodMinutes: 60,
      IncludeJournalData: true,
    });
  });

  it('reads a single MonitoringLocationIds as a list and defaults to 15 minutes without journal', () => {
    expect(
      download.parse({ MonitoringLocationIds: 'loc-1', FromUnixMs: '0', ToUnixMs: '60000' }),
    ).toEqual({
      MonitoringLocationIds: ['loc-1'],
      FromUnixMs: 0,
      ToUnixMs: 60_000,
      AveragingPeriodMinutes: 15,
      IncludeJournalData: false,
    });
  });

  it('refuses an averaging period off the list, an empty range and no location', () => {
    const base = { MonitoringLocationIds: 'loc-1', FromUnixMs: '0', ToUnixMs: '60000' };
    expect(download.safeParse({ ...base, AveragingPeriodMinutes: '7' }).success).toBe(false);
    expect(messages(download, { ...base, ToUnixMs: '0' })).toEqual([
      'From time must be before end time',
    ]);
    expect(messages(download, { ...base, MonitoringLocationIds: [] })).toEqual([
      'Select at least one monitoring location',
    ]);
  });

  it('reads repeated monitorSerials', () => {
    const query = projectDashboardSchemas.InstrumentStatusesQuery;
    expect(query.parse({ monitorSerials: 'AQ-1' })).toEqual({ monitorSerials: ['AQ-1'] });
    expect(query.parse({ monitorSerials: ['AQ-1', 'AQ-2'] })).toEqual({
      monitorSerials: ['AQ-1', 'AQ-2'],
    });
  });

  it('reads the dashboard averaging period and activeOnly', () => {
    expect(projectDashboardSchemas.DashboardLocationsQuery.parse({})).toEqual({
      averagingPeriod: 1,
    });
    expect(
      projectDashboardSchemas.DashboardLocationsQuery.parse({ averagingPeriod: '1440' }),
    ).toEqual({
      averagingPeriod: 1440,
    });
    expect(
      projectDashboardSchemas.DashboardContributionsQuery.parse({ activeOnly: 'true' }),
    ).toEqual({
      activeOnly: true,
    });
  });
});

describe('FilterBy and SortBy travel as JSON', () => {
  const summaries = projectsSchemas.ProjectSummariesQuery;
  const favourites = { Key: 'IsUserFavourite', Type: 'Eq', Value: true };

  it('reads one favourites filter, or a list of one, as a list, and the sort', () => {
    expect(
      summaries.parse({
        FilterBy: JSON.stringify(favourites),
        SortBy: '{"Key":"organisationName","Dir":"desc"}',
        Limit: '12',
      }),
    ).toEqual({
      FilterBy: [favourites],
      SortBy: { Key: 'organisationName', Dir: 'desc' },
      Limit: 12,
    });
    expect(summaries.parse({ FilterBy: JSON.stringify([favourites]) }).FilterBy).toEqual([
      favourites,
    ]);
    expect(summaries.parse({ FilterBy: { ...favourites, Value: false } }).FilterBy).toEqual([
      { ...favourites, Value: false },
    ]);
  });

  it('defaults Limit to 100 and caps it at 500', () => {
    expect(summaries.parse({})).toEqual({ Limit: 100 });
    expect(summaries.safeParse({ Limit: '501' }).success).toBe(false);
  });

  it('refuses JSON that does not parse, an unknown filter key and an unknown sort key', () => {
    // qJson is a union (the object, or its JSON text): the text branch's failure sits inside it.
    const result = summaries.safeParse({ FilterBy: '{not json' });
    const union = result.error?.issues[0];
    expect(union?.code).toBe('invalid_union');
    const branches = union?.code === 'invalid_union' ? union.errors : [];
    expect(branches.flat().map((issue) => issue.message)).toContain('Invalid query');
    expect(
      summaries.safeParse({ FilterBy: '{"Key":"Name","Type":"Eq","Value":"x"}' }).success,
    ).toBe(false);
    expect(summaries.safeParse({ SortBy: '{"Key":"location","Dir":"asc"}' }).success).toBe(false);
  });

  it('checks the licence list filters with the spec rules and pages from 1', () => {
    const query = licensingSchemas.LicenceListQuerySchema;
    expect(
      query.parse({
        FilterBy: '[{"Key":"activeMonitors","Type":"Eq","Value":"1+"}]',
        SortBy: '{"Key":"Name","Dir":"asc"}',
        OrganisationNames: 'Acme',
        Limit: '10',
      }),
    ).toEqual({
      FilterBy: [{ Key: 'activeMonitors', Type: 'Eq', Value: '1+' }],
      SortBy: { Key: 'Name', Dir: 'asc' },
      OrganisationNames: ['Acme'],
      Limit: 10,
      PageNumber: 1,
    });
    expect(
      messages(query, { FilterBy: '[{"Key":"activeMonitors","Type":"Eq","Value":"2"}]' }),
    ).toEqual(['Active monitors must be 0 or 1+']);
    expect(
      messages(query, { FilterBy: '[{"Key":"trialStatus","Type":"Eq","Value":"Gone"}]' }),
    ).toEqual(['Trial status must be one of Active, Expired, Expiring soon, Convert to paid']);
    expect(query.safeParse({ FilterBy: '[{"Key":"x","Type":"Like","Value":1}]' }).success).toBe(
      false,
    );
    expect(query.safeParse({ PageNumber: '0' }).success).toBe(false);
  });
});

describe('bodies and queries with rules', () => {
  it('names the missing fields of a new monitoring location as the spec words them', () => {
    const body = monitoringLocationsSchemas.CreateMonitoringLocationRequest;
    const location = { Latitude: 51.5, Longitude: -0.1 };
    expect(messages(body, { Location: location, ProjectId: 'p1' })).toEqual([
      'Location and name are required',
    ]);
    expect(messages(body, { Name: 'North fence', Location: location })).toEqual([
      'Missing required fields',
    ]);
    expect(body.parse({ Name: ' North fence ', Location: location, ProjectId: 'p1' })).toEqual({
      Name: 'North fence',
      Location: location,
      ProjectId: 'p1',
    });
  });

  it('reads the Location of a location update as latitude,longitude', () => {
    const body = monitoringLocationsSchemas.UpdateMonitoringLocationRequest;
    expect(body.parse({ Name: 'Gate', Location: '51.5, -0.1' })).toEqual({
      Name: 'Gate',
      Location: { Latitude: 51.5, Longitude: -0.1 },
    });
    expect(messages(body, { Name: 'Gate' })).toEqual([
      'Monitoring location name or location is missing',
    ]);
    expect(messages(body, { Name: 'Gate', Location: '51.5' })).toEqual([
      'Enter coordinates as "latitude, longitude"',
    ]);
    expect(messages(body, { Name: 'Gate', Location: '200, 1' })).toEqual([
      'Latitude must be between -90 and 90',
    ]);
  });

  it('reuses the project form rules', () => {
    const body = projectsSchemas.CreateProjectRequest;
    const valid = {
      Name: 'Harbour works',
      Location: { Latitude: -33.8, Longitude: 151.2 },
      Organisation: 'Acme',
      SummerTimeAdjusted: true,
      TimeZoneId: 'Australia/Sydney',
    };
    expect(body.safeParse(valid).success).toBe(true);
    expect(messages(body, { ...valid, TimeZoneId: undefined })).toEqual([
      'A project must have a timezone',
    ]);
    expect(messages(body, { ...valid, Organisation: '' })).toEqual([
      'A project must have an organisation',
    ]);
    expect(
      messages(projectsSchemas.ProjectSettingsRequest, {
        ...valid,
        TimeZoneAdjustment: 'None',
        Name: '',
      }),
    ).toEqual(['A project must have a name']);
  });

  it('limits the journal range to 31 days and needs details', () => {
    const query = journalSchemas.JournalQuery;
    expect(
      query.parse({
        from: '2025-01-01T00:00:00Z',
        to: '2025-02-01T00:00:00Z',
        includeInstrumentEntries: 'true',
      }),
    ).toEqual({
      from: '2025-01-01T00:00:00Z',
      to: '2025-02-01T00:00:00Z',
      includeInstrumentEntries: true,
    });
    expect(messages(query, { from: '2025-01-01T00:00:00Z', to: '2025-02-01T00:00:01Z' })).toEqual([
      'Date range must be 31 days or less',
    ]);
    expect(messages(journalSchemas.CreateJournalEntryRequest, { Details: '   ' })).toEqual([
      'Details are required',
    ]);
  });

  it('reads the feedback query and needs a choice', () => {
    const query = feedbackSchemas.DashboardFeedbackQuery;
    expect(query.parse({ ContributionId: '12', FeedbackChoices: 'HardToUse' })).toEqual({
      ContributionId: '12',
      FeedbackChoices: ['HardToUse'],
    });
    expect(messages(query, { ContributionId: '12' })).toEqual(['Select at least one option']);
    expect(messages(query, { ContributionId: '12', FeedbackChoices: ['Other', 'Bored'] })).toEqual([
      'Bored is not a feedback option',
    ]);
  });

  it('keeps a channel series within 1440 buckets unless MaxPoints down-samples it', () => {
    const query = projectDataSchemas.ChannelTimeseriesQuery;
    const twoDays = {
      ProjectId: 'p1',
      MonitoringLocationId: 'l1',
      ChannelName: 'PM10',
      StartTime: '2025-01-01T00:00:00Z',
      EndTime: '2025-01-03T00:00:00Z',
      AveragingPeriodMs: '60000',
    };
    expect(messages(query, twoDays)).toEqual(['Date range too long or averaging period too short']);
    expect(query.parse({ ...twoDays, MaxPoints: '800' })).toMatchObject({
      AveragingPeriodMs: 60_000,
      MaxPoints: 800,
    });
    expect(query.safeParse({ ...twoDays, AveragingPeriodMs: '3600000' }).success).toBe(true);
    expect(query.safeParse({ ...twoDays, AveragingPeriodMs: '1000' }).success).toBe(false);
  });

  it('bounds an ingestion batch and reads the v2 range fields', () => {
    const reading = { Time: '2025-01-01T00:01:00Z', Sensor: 'PM10', Value: 12.5 };
    const body = instrumentsDataSchemas.IngestRequest;
    expect(body.safeParse({ Readings: [reading] }).success).toBe(true);
    expect(
      body.safeParse({ Readings: Array.from({ length: 10_001 }, () => reading) }).success,
    ).toBe(false);

    const query = instrumentsDataSchemas.InstrumentDataQuery;
    expect(query.parse({ averagingPeriod: '15', duration: '7d', rawValues: 'true' })).toEqual({
      averagingPeriod: 15,
      duration: '7d',
      includeDiagnostics: false,
      rawValues: true,
      utc: true,
      includeSensorWithNoData: false,
    });
    expect(messages(query, { duration: '0h' })).toEqual(['Duration must be greater than zero']);
    expect(
      query.safeParse({ from: '2025-01-01T00:00:00Z', to: '2025-01-02T00:00:00Z', duration: '1h' })
        .success,
    ).toBe(false);
  });

  it('needs at least one time to correct an attachment, attach before detach', () => {
    const query = organisationsV2Schemas.AttachmentTimesQuery;
    expect(query.safeParse({}).success).toBe(false);
    expect(
      query.safeParse({ attachTime: '2025-01-02T00:00:00Z', detachTime: '2025-01-01T00:00:00Z' })
        .success,
    ).toBe(false);
    expect(query.safeParse({ detachTime: '2025-01-01T00:00:00Z' }).success).toBe(true);
  });
});

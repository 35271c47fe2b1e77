import { z } from 'zod';
import { defineEndpoint } from '../../http/endpoint';
import { CsvFile, Id, NumericIdParam } from '../common/schemas';
import {
  AggregatedData,
  AggregatedDataRequest,
  AtechSources,
  ChannelTimeseries,
  ChannelTimeseriesQuery,
  ContributionCsvDownloadQuery,
  DownloadedFile,
  MonitoringLocationDownloadQuery,
} from './schemas';

const tag = 'project-data';
const ProjectDownloadParams = z.object({ projectId: Id });

/** Aggregated series of a contribution's fields over a range (charts, aggregated data). */
export const getAggregatedContributionData = defineEndpoint({
  id: 'getAggregatedContributionData',
  method: 'POST',
  path: '/v0.1/project-data/contribution/{contributionId}',
  summary: 'Aggregated data of a contribution’s fields',
  tag,
  auth: 'session',
  params: z.object({ contributionId: NumericIdParam }),
  body: AggregatedDataRequest,
  response: AggregatedData,
});

/** One channel of one monitoring location, averaged (optionally down-sampled with MaxPoints). */
export const getChannelTimeseries = defineEndpoint({
  id: 'getChannelTimeseries',
  method: 'GET',
  path: '/v0.1/channelTimeseries',
  summary: 'Averaged time series of one channel at one monitoring location',
  tag,
  auth: 'session',
  query: ChannelTimeseriesQuery,
  response: ChannelTimeseries,
});

/** A contribution's aggregated data as CSV. */
export const getAggregatedCsv = defineEndpoint({
  id: 'getAggregatedCsv',
  method: 'GET',
  path: '/v0.1/project/{projectId}/csv-data/aggregated',
  summary: 'Aggregated contribution data as CSV',
  tag,
  auth: 'session',
  params: ProjectDownloadParams,
  query: ContributionCsvDownloadQuery,
  response: CsvFile,
});

/** A 1466 contribution's data in the A-Tech report format as CSV (ATechDataReport flag). */
export const getAtech1466Report = defineEndpoint({
  id: 'getAtech1466Report',
  method: 'GET',
  path: '/v0.1/project/{projectId}/csv-data/atech-1466-report',
  summary: 'A-Tech format 1466 report as CSV',
  tag,
  auth: 'session',
  params: ProjectDownloadParams,
  query: ContributionCsvDownloadQuery,
  response: CsvFile,
});

/**
 * The contributions the A-Tech 1466 report can be made from (the spec does not show this call's
 * path: ours).
 */
export const getAtech1466Sources = defineEndpoint({
  id: 'getAtech1466Sources',
  method: 'GET',
  path: '/v0.1/project/{projectId}/csv-data/atech-1466-report/sources',
  summary: 'Sources of the A-Tech format 1466 report',
  tag,
  auth: 'session',
  params: ProjectDownloadParams,
  response: AtechSources,
});

/** Individual data of monitoring locations as a file (name in content-disposition). */
export const downloadMonitoringLocationData = defineEndpoint({
  id: 'downloadMonitoringLocationData',
  method: 'GET',
  path: '/v0.1/project/{id}/download-data/monitoring-locations',
  summary: 'Download monitoring location data (CSV file)',
  tag,
  auth: 'session',
  params: z.object({ id: Id }),
  query: MonitoringLocationDownloadQuery,
  response: DownloadedFile,
  responseKind: 'file',
});

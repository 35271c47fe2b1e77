import { defineEndpoint } from '../../http/endpoint';
import {
  CompletedReport,
  ContributionReportData,
  ContributionReportQuery,
  Der10ReportDataQuery,
  GenerateReportRequest,
  GenerateReportResponse,
  ReportContributionParams,
  ReportTaskParams,
  ReportTaskStatus,
} from './schemas';

const tag = 'reports';

/** A contribution report's data over a range (the on-screen and printable report). */
export const getContributionReport = defineEndpoint({
  id: 'getContributionReport',
  method: 'GET',
  path: '/v0.1/contribution/{contributionId}/report',
  summary: 'Contribution report data over a range',
  tag,
  auth: 'session',
  params: ReportContributionParams,
  query: ContributionReportQuery,
  response: ContributionReportData,
});

/** Starts generating a report (PDF, optionally CSV); returns the task id to poll. */
export const generateContributionReport = defineEndpoint({
  id: 'generateContributionReport',
  method: 'POST',
  path: '/v0.1/contribution/reports/generate',
  summary: 'Start generating a contribution report',
  tag,
  auth: 'session',
  body: GenerateReportRequest,
  response: GenerateReportResponse,
  status: 202,
});

/** Whether a report task has finished (polled every 5 seconds). */
export const isContributionReportCompleted = defineEndpoint({
  id: 'isContributionReportCompleted',
  method: 'GET',
  path: '/v0.1/contribution/is-report-completed/{taskId}',
  summary: 'Whether a report task has finished',
  tag,
  auth: 'session',
  params: ReportTaskParams,
  response: ReportTaskStatus,
});

/** The finished report of a task: base64 PDF and the optional CSV. */
export const getCompletedContributionReport = defineEndpoint({
  id: 'getCompletedContributionReport',
  method: 'GET',
  path: '/v0.1/contribution/completed-report/{taskId}',
  summary: 'The finished report of a task',
  tag,
  auth: 'session',
  params: ReportTaskParams,
  response: CompletedReport,
});

/** Report data for the DER-10 layout and the 1466 view. */
export const getDer10ReportData = defineEndpoint({
  id: 'getDer10ReportData',
  method: 'GET',
  path: '/v0.1/contribution-report-data/{contributionId}/der10-report-data',
  summary: 'DER-10 (and 1466) report data over a range',
  tag,
  auth: 'session',
  params: ReportContributionParams,
  query: Der10ReportDataQuery,
  response: ContributionReportData,
});

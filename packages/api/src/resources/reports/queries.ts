import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import {
  getContributionReportConfig,
  getContributionReportExportConfig,
  listProjectReportExportConfigs,
  createReportExportConfig,
  updateReportExportConfig,
  deleteReportExportConfig,
} from '../report-configs/endpoints';
import type { ReportExportConfigRequest } from '../report-configs/schemas';
import {
  generateContributionReport,
  getCompletedContributionReport,
  getContributionReport,
  getDer10ReportData,
  isContributionReportCompleted,
} from './endpoints';
import type { GenerateReportRequest } from './schemas';

/** A report's range and table period, as the report data calls take them (ISO times). */
export interface ReportRange {
  from: string;
  to: string;
  tablePeriodMinutes: number;
}

/** Query keys of reports and report configs, from general to specific. */
export const reportKeys = {
  all: ['reports'] as const,
  data: (contributionId: number, range: ReportRange) =>
    [...reportKeys.all, 'data', contributionId, range] as const,
  der10: (contributionId: number, range: ReportRange) =>
    [...reportKeys.all, 'der10', contributionId, range] as const,
  configs: () => [...reportKeys.all, 'config'] as const,
  config: (contributionId: number) => [...reportKeys.configs(), contributionId] as const,
  exportConfigs: () => [...reportKeys.all, 'export-config'] as const,
  exportConfig: (contributionId: number) =>
    [...reportKeys.exportConfigs(), contributionId] as const,
  projectExportConfigs: (projectId: string) =>
    [...reportKeys.exportConfigs(), 'project', projectId] as const,
  task: (taskId: string) => [...reportKeys.all, 'task', taskId] as const,
};

/** The report config is cached 5 minutes (spec 02 §9). */
export const REPORT_CONFIG_STALE_MS = 5 * 60_000;
/** A report task is polled every 5 seconds (spec 02 §4), retried 3 times. */
export const REPORT_POLL_MS = 5_000;
export const REPORT_POLL_RETRY = 3;

/** A contribution report's data over a range (the printable report). */
export function contributionReportQuery(
  client: ApiClient,
  contributionId: number,
  range: ReportRange,
) {
  return queryOptions({
    queryKey: reportKeys.data(contributionId, range),
    queryFn: ({ signal }) =>
      client.call(getContributionReport, { params: { contributionId }, query: range }, { signal }),
    retry: false,
  });
}

/** A contribution's report data over a range. */
export function useContributionReport(
  contributionId: number,
  range: ReportRange,
  { enabled = true } = {},
) {
  return useQuery({ ...contributionReportQuery(useApiClient(), contributionId, range), enabled });
}

/**
 * The DER-10 (and 1466) report data: ReportAveragingPeriodMinutes 1 for the 1466 view, 0 for the
 * layout (spec 02 §7).
 */
export function der10ReportDataQuery(
  client: ApiClient,
  contributionId: number,
  range: ReportRange,
) {
  return queryOptions({
    queryKey: reportKeys.der10(contributionId, range),
    queryFn: ({ signal }) =>
      client.call(
        getDer10ReportData,
        {
          params: { contributionId },
          query: {
            FromTime: range.from,
            ToTime: range.to,
            ReportAveragingPeriodMinutes: range.tablePeriodMinutes,
          },
        },
        { signal },
      ),
    retry: false,
  });
}

/** The DER-10 report data over a range. */
export function useDer10ReportData(
  contributionId: number,
  range: ReportRange,
  { enabled = true } = {},
) {
  return useQuery({ ...der10ReportDataQuery(useApiClient(), contributionId, range), enabled });
}

/** A contribution's report configuration and schedule (cached 5 minutes). */
export function contributionReportConfigQuery(client: ApiClient, contributionId: number) {
  return queryOptions({
    queryKey: reportKeys.config(contributionId),
    queryFn: ({ signal }) =>
      client.call(getContributionReportConfig, { params: { contributionId } }, { signal }),
    staleTime: REPORT_CONFIG_STALE_MS,
  });
}

/** A contribution's report configuration and schedule. */
export function useContributionReportConfig(contributionId: number, { enabled = true } = {}) {
  return useQuery({ ...contributionReportConfigQuery(useApiClient(), contributionId), enabled });
}

/** A contribution's report export config (null when it has none). */
export function contributionReportExportConfigQuery(client: ApiClient, contributionId: number) {
  return queryOptions({
    queryKey: reportKeys.exportConfig(contributionId),
    queryFn: ({ signal }) =>
      client.call(getContributionReportExportConfig, { params: { contributionId } }, { signal }),
  });
}

/** A contribution's report export config (null when it has none). */
export function useContributionReportExportConfig(contributionId: number, { enabled = true } = {}) {
  return useQuery({
    ...contributionReportExportConfigQuery(useApiClient(), contributionId),
    enabled,
  });
}

/** The export config summaries of a project's contributions (the project Reports page). */
export function projectReportExportConfigsQuery(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: reportKeys.projectExportConfigs(projectId),
    queryFn: ({ signal }) =>
      client.call(listProjectReportExportConfigs, { params: { projectId } }, { signal }),
  });
}

/** The export config summaries of a project's contributions. */
export function useProjectReportExportConfigs(projectId: string, { enabled = true } = {}) {
  return useQuery({ ...projectReportExportConfigsQuery(useApiClient(), projectId), enabled });
}

type ExportConfigBody = z.input<typeof ReportExportConfigRequest>;

/**
 * Saves a contribution's report export config: creates it without `id`, updates it with one.
 * Every report config and export config is refetched afterwards.
 */
export function useSaveReportExportConfig() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: ExportConfigBody }) => {
      if (id) {
        const saved = await client.call(updateReportExportConfig, { params: { id }, body });
        return saved.Id;
      }
      const created = await client.call(createReportExportConfig, { body });
      return created.Id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** Deletes a report export config. */
export function useDeleteReportExportConfig() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.call(deleteReportExportConfig, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
}

/** Starts generating a report; resolves to the task id to poll. */
export function useGenerateReport() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (body: z.input<typeof GenerateReportRequest>) =>
      (await client.call(generateContributionReport, { body })).TaskId,
  });
}

/**
 * Whether a report task has finished, polled every 5 seconds until it has (retry 3). Pass null
 * while there is no task.
 */
export function useReportTask(taskId: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: reportKeys.task(taskId ?? ''),
    queryFn: ({ signal }) =>
      client.call(isContributionReportCompleted, { params: { taskId: taskId ?? '' } }, { signal }),
    enabled: taskId !== null,
    retry: REPORT_POLL_RETRY,
    refetchInterval: (query) => (query.state.data?.IsCompleted ? false : REPORT_POLL_MS),
  });
}

/** Fetches a finished report (base64 PDF, file name, content type, and the CSV when asked for). */
export function fetchCompletedReport(client: ApiClient, taskId: string) {
  return client.call(getCompletedContributionReport, { params: { taskId } });
}

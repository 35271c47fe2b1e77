import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { alertKeys, invalidateAlerts } from '../event-rules/queries';
import {
  createSiteContributionAlertConfig,
  deleteSiteContributionAlertConfig,
  getContributionAlertConfig,
  listContributionAlertConfigs,
  listProjectContributionAlertConfigs,
  updateSiteContributionAlertConfig,
} from './endpoints';
import type {
  CreateContributionAlertConfigRequest,
  UpdateContributionAlertConfigRequest,
} from './schemas';

/** The contribution alert configs of the user (v0.1 list), or of one project. */
export function contributionAlertConfigListQuery(client: ApiClient, projectId?: string) {
  return queryOptions({
    queryKey: alertKeys.configList(projectId),
    queryFn: async ({ signal }) => {
      const list = projectId
        ? await client.call(
            listProjectContributionAlertConfigs,
            { params: { projectId } },
            { signal },
          )
        : await client.call(listContributionAlertConfigs, {}, { signal });
      return list.Items;
    },
  });
}

/** One contribution alert config (v0.1 single read). */
export function contributionAlertConfigQuery(client: ApiClient, alertConfigId: number) {
  return queryOptions({
    queryKey: alertKeys.config(alertConfigId),
    queryFn: ({ signal }) =>
      client.call(getContributionAlertConfig, { params: { alertConfigId } }, { signal }),
  });
}

/** The contribution alert configs of the user or of one project. */
export function useContributionAlertConfigs(projectId?: string, { enabled = true } = {}) {
  return useQuery({ ...contributionAlertConfigListQuery(useApiClient(), projectId), enabled });
}

/** One contribution alert config; idle without a positive id. */
export function useContributionAlertConfig(alertConfigId: number | null | undefined) {
  return useQuery({
    ...contributionAlertConfigQuery(useApiClient(), alertConfigId ?? 0),
    enabled: typeof alertConfigId === 'number' && alertConfigId > 0,
  });
}

/** Creates a contribution alert config on a contribution; answers { Id }. Alert lists refresh. */
export function useCreateContributionAlertConfig() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      contributionId: number;
      body: z.input<typeof CreateContributionAlertConfigRequest>;
    }) =>
      client.call(createSiteContributionAlertConfig, {
        params: { contributionId: input.contributionId },
        body: input.body,
      }),
    onSuccess: () => invalidateAlerts(queryClient),
  });
}

/** Saves a contribution alert config; the answer becomes its cached page. */
export function useUpdateContributionAlertConfig() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      contributionId: number;
      alertConfigId: number;
      body: z.input<typeof UpdateContributionAlertConfigRequest>;
    }) =>
      client.call(updateSiteContributionAlertConfig, {
        params: { contributionId: input.contributionId, alertConfigId: input.alertConfigId },
        body: input.body,
      }),
    onSuccess: (config) => {
      queryClient.setQueryData(alertKeys.config(config.Id), config);
      return invalidateAlerts(queryClient);
    },
  });
}

/** Deletes a contribution alert config: its cached page is dropped and alert lists refresh. */
export function useDeleteContributionAlertConfig() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { contributionId: number; alertConfigId: number }) =>
      client.call(deleteSiteContributionAlertConfig, { params: input }),
    onSuccess: (_data, { alertConfigId }) => {
      queryClient.removeQueries({ queryKey: alertKeys.config(alertConfigId) });
      return invalidateAlerts(queryClient);
    },
  });
}

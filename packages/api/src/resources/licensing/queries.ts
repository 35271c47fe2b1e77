import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import {
  applyProjectTrial,
  convertProjectTrial,
  createProjectSubscriptions,
  createSubscription,
  downloadProjectLicensingInfo,
  estimateSubscription,
  getLicensingOrganisations,
  getProjectLicensingInfo,
  getProjectTrialMetrics,
  getProjectTrials,
  getSubscription,
  getSubscriptionDetails,
  listSubscriptions,
  removeProjectLicense,
  removeSmsLimit,
  revertProjectTrial,
  setSmsLimit,
  updateProjectSubscriptions,
  updateScheduledChanges,
  updateSubscription,
} from './endpoints';
import {
  PROJECT_ADDON_PLAN_ID,
  type CreateSubscriptionRequest,
  type LicenceFilter,
  type ProjectSubscriptionsRequest,
  type ScheduledChangesRequest,
  type UpdateSubscriptionRequest,
} from './schemas';

/** Rows per page of the licence tables (projects §9). */
export const LICENCE_TABLE_PAGE_SIZE = 10;

/** One page of a licence table (paid or trial): sort, filters, search, organisations, page from 1. */
export interface LicenceList {
  /** The sort key and direction; the server's default order when absent. */
  sort?: { Key: string; Dir: 'asc' | 'desc' } | null;
  /** FilterBy entries (activeMonitors, startDate, endDate, trialStatus). */
  filters?: ReadonlyArray<z.input<typeof LicenceFilter>>;
  /** Text to find (the screen debounces it). */
  search?: string;
  /** Only these organisations; all when empty. */
  organisationNames?: readonly string[];
  /** The page, from 1. */
  page?: number;
  /** Rows per page; default 10. */
  limit?: number;
}

/** The list as its query key holds it, defaults filled in, so equal lists share one cache entry. */
export function licenceList(list: LicenceList = {}): Required<LicenceList> {
  return {
    sort: list.sort ?? null,
    filters: list.filters ?? [],
    search: (list.search ?? '').trim(),
    organisationNames: [...(list.organisationNames ?? [])].sort(),
    page: Math.max(1, Math.floor(list.page ?? 1)),
    limit: list.limit ?? LICENCE_TABLE_PAGE_SIZE,
  };
}

/** The query string of a licence list call. */
export function licenceListQuery(list: LicenceList = {}) {
  const full = licenceList(list);
  return {
    ...(full.sort ? { SortBy: full.sort } : {}),
    // FilterBy is one JSON list: the client would repeat the key for an array, one entry each.
    ...(full.filters.length ? { FilterBy: JSON.stringify(full.filters) } : {}),
    ...(full.search ? { Search: full.search } : {}),
    ...(full.organisationNames.length ? { OrganisationNames: [...full.organisationNames] } : {}),
    Limit: full.limit,
    PageNumber: full.page,
  };
}

/** Licence counts to price (the estimate call). */
export interface EstimateCounts {
  weekly: number;
  monthly: number;
  /** The subscription's discount, if any. */
  discountId?: string | null;
}

/** The trial metrics range (ISO), by default the server's last 2 months. */
export interface TrialMetricsRange {
  organisationName?: string;
  startDate?: string;
  endDate?: string;
}

/** Query keys of licensing, from general to specific. */
export const licensingKeys = {
  all: ['licensing'] as const,
  /** Every organisation's subscription data (prefix): details, estimates, subscriptions. */
  organisations: () => [...licensingKeys.all, 'organisation'] as const,
  organisation: (organisation: string) => [...licensingKeys.organisations(), organisation] as const,
  details: (organisation: string) =>
    [...licensingKeys.organisation(organisation), 'details'] as const,
  estimate: (organisation: string, counts: EstimateCounts) =>
    [...licensingKeys.organisation(organisation), 'estimate', counts] as const,
  subscriptions: (organisation: string) =>
    [...licensingKeys.organisation(organisation), 'subscriptions'] as const,
  subscription: (organisation: string, id: string) =>
    [...licensingKeys.subscriptions(organisation), id] as const,
  /** Every licence table page (prefix). */
  tables: () => [...licensingKeys.all, 'table'] as const,
  licensedProjects: (list: LicenceList = {}) =>
    [...licensingKeys.tables(), 'paid', licenceList(list)] as const,
  trials: (list: LicenceList = {}) =>
    [...licensingKeys.tables(), 'trial', licenceList(list)] as const,
  filterOrganisations: () => [...licensingKeys.all, 'filter-organisations'] as const,
  trialMetrics: (range: TrialMetricsRange = {}) =>
    [...licensingKeys.all, 'trial-metrics', range] as const,
};

/** An organisation's subscription details. */
export function subscriptionDetailsQuery(client: ApiClient, organisation: string) {
  return queryOptions({
    queryKey: licensingKeys.details(organisation),
    queryFn: ({ signal }) =>
      client.call(getSubscriptionDetails, { params: { organisation } }, { signal }),
  });
}

/** The price of a number of weekly and monthly licences for an organisation. */
export function subscriptionEstimateQuery(
  client: ApiClient,
  organisation: string,
  counts: EstimateCounts,
) {
  return queryOptions({
    queryKey: licensingKeys.estimate(organisation, counts),
    queryFn: ({ signal }) =>
      client.call(
        estimateSubscription,
        {
          params: { organisation },
          body: {
            AddonPlanId: PROJECT_ADDON_PLAN_ID,
            WeeklyLicenseCount: counts.weekly,
            MonthlyLicenseCount: counts.monthly,
            ...(counts.discountId ? { DiscountId: counts.discountId } : {}),
          },
        },
        { signal },
      ),
  });
}

/** A page of the paid licences table. */
export function licensedProjectsQuery(client: ApiClient, list: LicenceList = {}) {
  return queryOptions({
    queryKey: licensingKeys.licensedProjects(list),
    queryFn: ({ signal }) =>
      client.call(getProjectLicensingInfo, { query: licenceListQuery(list) }, { signal }),
  });
}

/** A page of the trial licences table. */
export function projectTrialsQuery(client: ApiClient, list: LicenceList = {}) {
  return queryOptions({
    queryKey: licensingKeys.trials(list),
    queryFn: ({ signal }) =>
      client.call(getProjectTrials, { query: licenceListQuery(list) }, { signal }),
  });
}

/** The organisations the paid table can filter on. */
export function licensingOrganisationsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: licensingKeys.filterOrganisations(),
    queryFn: ({ signal }) => client.call(getLicensingOrganisations, {}, { signal }),
  });
}

/** Trial performance metrics over a range (the last 2 months by default). */
export function trialMetricsQuery(client: ApiClient, range: TrialMetricsRange = {}) {
  return queryOptions({
    queryKey: licensingKeys.trialMetrics(range),
    queryFn: ({ signal }) =>
      client.call(
        getProjectTrialMetrics,
        {
          query: {
            ...(range.organisationName ? { OrganisationName: range.organisationName } : {}),
            ...(range.startDate ? { StartDate: range.startDate } : {}),
            ...(range.endDate ? { EndDate: range.endDate } : {}),
          },
        },
        { signal },
      ),
  });
}

/** An organisation's subscriptions (v2). */
export function subscriptionsQuery(client: ApiClient, organisation: string) {
  return queryOptions({
    queryKey: licensingKeys.subscriptions(organisation),
    queryFn: ({ signal }) =>
      client.call(listSubscriptions, { params: { organisation } }, { signal }),
  });
}

/** One subscription of an organisation (v2). */
export function subscriptionQuery(client: ApiClient, organisation: string, id: string) {
  return queryOptions({
    queryKey: licensingKeys.subscription(organisation, id),
    queryFn: ({ signal }) =>
      client.call(getSubscription, { params: { organisation, id } }, { signal }),
  });
}

/** The subscription details of an organisation; idle without one. */
export function useSubscriptionDetails(organisation: string | null | undefined) {
  return useQuery({
    ...subscriptionDetailsQuery(useApiClient(), organisation ?? ''),
    enabled: Boolean(organisation),
  });
}

/**
 * The estimate of an order; idle without an organisation or when `enabled` is false. While new
 * counts load, the previous estimate stays shown (`isPlaceholderData`).
 */
export function useSubscriptionEstimate(
  organisation: string | null | undefined,
  counts: EstimateCounts,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...subscriptionEstimateQuery(useApiClient(), organisation ?? '', counts),
    enabled: Boolean(organisation) && enabled,
    placeholderData: keepPreviousData,
  });
}

/** A page of the paid licences table; the previous page stays shown while the next loads. */
export function useLicensedProjects(list: LicenceList = {}) {
  return useQuery({
    ...licensedProjectsQuery(useApiClient(), list),
    placeholderData: keepPreviousData,
  });
}

/** A page of the trial licences table; idle when `enabled` is false. */
export function useProjectTrials(
  list: LicenceList = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...projectTrialsQuery(useApiClient(), list),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The organisations of the paid table's filter. */
export function useLicensingOrganisations() {
  return useQuery(licensingOrganisationsQuery(useApiClient()));
}

/** Trial performance metrics; idle when `enabled` is false. */
export function useTrialMetrics(
  range: TrialMetricsRange = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...trialMetricsQuery(useApiClient(), range), enabled });
}

/** An organisation's subscriptions (v2); idle without one. */
export function useSubscriptions(organisation: string | null | undefined) {
  return useQuery({
    ...subscriptionsQuery(useApiClient(), organisation ?? ''),
    enabled: Boolean(organisation),
  });
}

/** One subscription (v2); idle without an organisation or id. */
export function useSubscription(
  organisation: string | null | undefined,
  id: string | null | undefined,
) {
  return useQuery({
    ...subscriptionQuery(useApiClient(), organisation ?? '', id ?? ''),
    enabled: Boolean(organisation) && Boolean(id),
  });
}

/** After any licence change: the organisation's subscription data and every licence table refetch. */
function invalidateAfterChange(queryClient: QueryClient, organisation: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: licensingKeys.organisation(organisation) }),
    queryClient.invalidateQueries({ queryKey: licensingKeys.tables() }),
    queryClient.invalidateQueries({ queryKey: [...licensingKeys.all, 'trial-metrics'] }),
    // Lists of projects carry IsLicensed.
    queryClient.invalidateQueries({ queryKey: ['projects'] }),
  ]);
}

/**
 * Saves the licensed project set: the first purchase (`create`, no subscription yet) posts,
 * later changes put. The organisation's subscription data then refetches.
 */
export function useSaveProjectSubscriptions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      create: boolean;
      body: z.input<typeof ProjectSubscriptionsRequest>;
    }) =>
      client.call(input.create ? createProjectSubscriptions : updateProjectSubscriptions, {
        params: { organisation: input.organisation },
        body: input.body,
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

/** Applies a trial licence to a project. */
export function useApplyProjectTrial() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organisation: string; projectId: string }) =>
      client.call(applyProjectTrial, {
        params: { organisation: input.organisation },
        body: { ProjectId: input.projectId, AddonPlanId: PROJECT_ADDON_PLAN_ID },
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

/** Converts a project's trial to a paid licence at the trial's end. */
export function useConvertProjectTrial() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organisation: string; projectId: string; poNumber?: string | null }) =>
      client.call(convertProjectTrial, {
        params: { organisation: input.organisation },
        body: {
          ProjectId: input.projectId,
          AddonPlanId: PROJECT_ADDON_PLAN_ID,
          PoNumber: input.poNumber ?? null,
        },
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

/** Removes a converting trial's conversion, so the licence ends with the trial. */
export function useRevertProjectTrial() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organisation: string; projectId: string; subscriptionId: string }) =>
      client.call(revertProjectTrial, {
        params: { organisation: input.organisation },
        body: { TrialProjectId: input.projectId, SubscriptionId: input.subscriptionId },
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

/** Removes a project's licence at the next renewal. */
export function useRemoveProjectLicense() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organisation: string; projectId: string; subscriptionId: string }) =>
      client.call(removeProjectLicense, {
        params: { organisation: input.organisation },
        body: { ProjectId: input.projectId, SubscriptionId: input.subscriptionId },
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

/**
 * Fetches the paid licences of a list (every page, no paging) as CSV: `{ CsvData, FileName,
 * ContentType }`, which the screen saves as a file.
 */
export function useDownloadLicensedProjects() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (list: LicenceList) => {
      const { Limit: _limit, PageNumber: _page, ...query } = licenceListQuery(list);
      return client.call(downloadProjectLicensingInfo, { query });
    },
  });
}

/** Sets the organisation's monthly SMS limit. */
export function useSetSmsLimit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organisation: string; monthlySmsLimit: number }) =>
      client.call(setSmsLimit, {
        params: { organisation: input.organisation },
        body: { MonthlySmsLimit: input.monthlySmsLimit },
      }),
    onSuccess: (_data, { organisation }) =>
      queryClient.invalidateQueries({ queryKey: licensingKeys.organisation(organisation) }),
  });
}

/** Removes the organisation's monthly SMS limit. */
export function useRemoveSmsLimit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organisation: string) => client.call(removeSmsLimit, { params: { organisation } }),
    onSuccess: (_data, organisation) =>
      queryClient.invalidateQueries({ queryKey: licensingKeys.organisation(organisation) }),
  });
}

/** Creates a subscription (v2) and answers its id. */
export function useCreateSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      body: z.input<typeof CreateSubscriptionRequest>;
    }) =>
      client.call(createSubscription, {
        params: { organisation: input.organisation },
        body: input.body,
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

/** Changes a subscription now (v2). */
export function useUpdateSubscription() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      id: string;
      body: z.input<typeof UpdateSubscriptionRequest>;
    }) =>
      client.call(updateSubscription, {
        params: { organisation: input.organisation, id: input.id },
        body: input.body,
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

/** Replaces the changes scheduled for a subscription's next renewal (v2). */
export function useUpdateScheduledChanges() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      subscriptionId: string;
      body: z.input<typeof ScheduledChangesRequest>;
    }) =>
      client.call(updateScheduledChanges, {
        params: { subscriptionId: input.subscriptionId },
        body: input.body,
      }),
    onSuccess: (_data, { organisation }) => invalidateAfterChange(queryClient, organisation),
  });
}

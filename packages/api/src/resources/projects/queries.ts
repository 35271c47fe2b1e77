import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { FIVE_MINUTES } from '../../react/cache';
import { useApiClient } from '../../react/client-context';
import {
  addProjectFavourite,
  createProject,
  deleteProject,
  getOrganisationNames,
  getOrganisationProjects,
  getProjectDetails,
  getProjectSummaries,
  getProjectSummaryById,
  removeProjectFavourite,
  updateProjectSettings,
} from './endpoints';
import type {
  CreateProjectRequest,
  OrganisationProjectsQuery,
  Project,
  ProjectSettingsRequest,
  ProjectSummary,
  ProjectSummaryPage,
  ProjectSummarySort,
} from './schemas';

type Summary = z.infer<typeof ProjectSummary>;
type SummaryPage = z.infer<typeof ProjectSummaryPage>;
type Sort = z.infer<typeof ProjectSummarySort>;
type Details = z.infer<typeof Project>;
type OrganisationQuery = z.input<typeof OrganisationProjectsQuery>;

/** Projects a list page asks for (spec 03 §9: the projects list loads 12 at a time). */
export const PROJECTS_PAGE_SIZE = 12;

/** The cached pages of one projects list: each page and the token that fetched it. */
export type ProjectSummaryPages = InfiniteData<SummaryPage, string | null>;

/** What one projects list shows. */
export interface ProjectSummaryListParams {
  /** true: the favourites (IsUserFavourite equals true); false: the others; omitted: every project. */
  favourites?: boolean | null | undefined;
  /** Text to find in the name, organisation name or location label (debounce it in the screen). */
  search?: string | null | undefined;
  /** Default: by name ascending. */
  sort?: Sort | null | undefined;
  /** Page size; default 12. */
  limit?: number | null | undefined;
}

/** The list parameters as its query key holds them, defaults filled in. */
export interface ProjectSummaryList {
  favourites: boolean | null;
  search: string;
  sort: Sort;
  limit: number;
}

/** Fills in the defaults, so equal lists share one cache entry. */
export function projectSummaryList(params: ProjectSummaryListParams = {}): ProjectSummaryList {
  return {
    favourites: params.favourites ?? null,
    search: (params.search ?? '').trim(),
    sort: params.sort ?? { Key: 'name', Dir: 'asc' },
    limit: params.limit ?? PROJECTS_PAGE_SIZE,
  };
}

/** Query keys of projects, from general to specific. */
export const projectKeys = {
  all: ['projects'] as const,
  /** Every projects list (prefix). */
  summaries: () => [...projectKeys.all, 'summaries'] as const,
  summaryList: (params: ProjectSummaryListParams = {}) =>
    [...projectKeys.summaries(), projectSummaryList(params)] as const,
  summary: (projectId: string) => [...projectKeys.all, 'summary', projectId] as const,
  /** Every project's details (prefix). */
  details: () => [...projectKeys.all, 'details'] as const,
  detail: (projectId: string) => [...projectKeys.details(), projectId] as const,
  /** Every organisation's project list (prefix). */
  organisations: () => [...projectKeys.all, 'organisation'] as const,
  organisation: (organisation: string, query: OrganisationQuery = {}) =>
    [...projectKeys.organisations(), organisation, query] as const,
  /** The organisations the caller may create projects in. */
  organisationNames: () => [...projectKeys.all, 'organisation-names'] as const,
};

/** One projects list as an infinite query over PageToken.Next (null on the last page). */
export function projectSummariesQuery(client: ApiClient, params: ProjectSummaryListParams = {}) {
  const list = projectSummaryList(params);
  return infiniteQueryOptions({
    queryKey: projectKeys.summaryList(list),
    queryFn: ({ pageParam, signal }) =>
      client.call(
        getProjectSummaries,
        {
          query: {
            ...(list.favourites === null
              ? {}
              : { FilterBy: { Key: 'IsUserFavourite', Type: 'Eq', Value: list.favourites } }),
            SortBy: list.sort,
            ...(list.search ? { Search: list.search } : {}),
            ...(pageParam ? { Token: pageParam } : {}),
            Limit: list.limit,
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.PageToken.Next,
  });
}

/** One project tile by id. */
export function projectSummaryQuery(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: projectKeys.summary(projectId),
    queryFn: ({ signal }) =>
      client.call(getProjectSummaryById, { query: { ProjectId: projectId } }, { signal }),
  });
}

/** A project's details, cached 5 minutes (spec 03 §7, §9). */
export function projectDetailsQuery(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) =>
      client.call(getProjectDetails, { query: { ProjectId: projectId } }, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** The projects of an organisation (licence pages). */
export function organisationProjectsQuery(
  client: ApiClient,
  organisation: string,
  query: OrganisationQuery = {},
) {
  return queryOptions({
    queryKey: projectKeys.organisation(organisation, query),
    queryFn: ({ signal }) =>
      client.call(getOrganisationProjects, { params: { organisation }, query }, { signal }),
  });
}

/** The organisations the caller may create projects in (cached 5 minutes). */
export function organisationNamesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: projectKeys.organisationNames(),
    queryFn: ({ signal }) => client.call(getOrganisationNames, {}, { signal }),
    staleTime: FIVE_MINUTES,
  });
}

/**
 * A projects list (favourites, the others, or all) as pages: `data.pages`, `fetchNextPage()`,
 * `hasNextPage`. The screen debounces the search (300 ms) before passing it.
 */
export function useProjectSummaries(params: ProjectSummaryListParams = {}) {
  return useInfiniteQuery(projectSummariesQuery(useApiClient(), params));
}

/** One project tile. */
export function useProjectSummary(projectId: string | null | undefined) {
  return useQuery({
    ...projectSummaryQuery(useApiClient(), projectId ?? ''),
    enabled: Boolean(projectId),
  });
}

/** A project's details (5 minutes fresh); idle without a project id. */
export function useProjectDetails(projectId: string | null | undefined) {
  return useQuery({
    ...projectDetailsQuery(useApiClient(), projectId ?? ''),
    enabled: Boolean(projectId),
  });
}

/** The projects of an organisation; idle without an organisation. */
export function useOrganisationProjects(
  organisation: string | null | undefined,
  query: OrganisationQuery = {},
) {
  return useQuery({
    ...organisationProjectsQuery(useApiClient(), organisation ?? '', query),
    enabled: Boolean(organisation),
  });
}

/** The organisations the caller may create projects in; idle when `enabled` is false. */
export function useOrganisationNames({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organisationNamesQuery(useApiClient()), enabled });
}

function invalidateLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.summaries() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.organisations() }),
  ]);
}

/** Creates a project; answers its id (the screen then opens its settings). Lists refresh. */
export function useCreateProject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof CreateProjectRequest>) =>
      client.call(createProject, { body }),
    onSuccess: () => invalidateLists(queryClient),
  });
}

/** Deletes a project: its cached details and tile are dropped and the lists refresh. */
export function useDeleteProject() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => client.call(deleteProject, { params: { id: projectId } }),
    onSuccess: (_data, projectId) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(projectId) });
      queryClient.removeQueries({ queryKey: projectKeys.summary(projectId) });
      return invalidateLists(queryClient);
    },
  });
}

/** Saves a project's settings; the answer becomes its cached details, and tiles and lists refresh. */
export function useUpdateProjectSettings() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: string; body: z.input<typeof ProjectSettingsRequest> }) =>
      client.call(updateProjectSettings, { params: { id: input.projectId }, body: input.body }),
    onSuccess: (project: Details, { projectId }) => {
      queryClient.setQueryData(projectKeys.detail(projectId), project);
      return Promise.all([
        invalidateLists(queryClient),
        queryClient.invalidateQueries({ queryKey: projectKeys.summary(projectId) }),
      ]);
    },
  });
}

// Optimistic favourites. The cache follows the server's order (projects/repository.ts on the
// server): the sort key ignoring case in the chosen direction, then the name ignoring case, the
// exact name and the id, ascending.

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The order of a projects list, as the server sorts it. */
export function compareProjectSummaries(sort: Sort): (a: Summary, b: Summary) => number {
  const sign = sort.Dir === 'desc' ? -1 : 1;
  return (a, b) => {
    if (sort.Key === 'organisationName') {
      const byOrganisation = compareText(
        a.OrganisationName.toLowerCase(),
        b.OrganisationName.toLowerCase(),
      );
      if (byOrganisation !== 0) return sign * byOrganisation;
    }
    const byName = compareText(a.Name.toLowerCase(), b.Name.toLowerCase());
    if (byName !== 0) return sort.Key === 'name' ? sign * byName : byName;
    return compareText(a.Name, b.Name) || compareText(a.Id, b.Id);
  };
}

/** Whether a project matches a list's search, as the server searches (ignoring case, literally). */
export function matchesProjectSearch(project: Summary, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [project.Name, project.OrganisationName, project.LocationLabel ?? ''].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/**
 * The pages of one list after starring (or unstarring) a project. A list that keeps it shows the
 * new star; a list that no longer shows it (favourites after unstarring, the others after
 * starring) drops it; a list it joins gets it at its sorted place among the loaded pages, or at
 * the end when every page is loaded. A place beyond the loaded pages is left to the next page
 * fetch, which the server's keyset paging fills correctly.
 */
export function withProjectStarred(
  data: ProjectSummaryPages,
  list: ProjectSummaryList,
  project: Summary,
  starred: boolean,
): ProjectSummaryPages {
  const updated: Summary = { ...project, IsStarred: starred };
  const belongs =
    (list.favourites === null || list.favourites === starred) &&
    matchesProjectSearch(updated, list.search);
  const present = data.pages.some((page) => page.Items.some((item) => item.Id === project.Id));
  if (present && belongs) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        Items: page.Items.map((item) =>
          item.Id === project.Id ? { ...item, IsStarred: starred } : item,
        ),
      })),
    };
  }
  const pages = data.pages.map((page) => ({
    ...page,
    Items: page.Items.filter((item) => item.Id !== project.Id),
  }));
  if (belongs && pages.length > 0) {
    const compare = compareProjectSummaries(list.sort);
    let placed = false;
    for (const page of pages) {
      const index = page.Items.findIndex((item) => compare(updated, item) < 0);
      if (index >= 0) {
        page.Items.splice(index, 0, updated);
        placed = true;
        break;
      }
    }
    const last = pages[pages.length - 1];
    if (!placed && last && last.PageToken.Next === null) last.Items.push(updated);
  }
  return { ...data, pages };
}

/** The project's tile from any cached list, or undefined. */
export function findProjectSummary(
  lists: ReadonlyArray<ProjectSummaryPages | undefined>,
  projectId: string,
): Summary | undefined {
  for (const data of lists) {
    for (const page of data?.pages ?? []) {
      const found = page.Items.find((item) => item.Id === projectId);
      if (found) return found;
    }
  }
  return undefined;
}

/** What the cache held before an optimistic star, to put back if the call fails. */
export interface FavouriteSnapshot {
  readonly lists: ReadonlyArray<readonly [QueryKey, ProjectSummaryPages | undefined]>;
  readonly summary: Summary | undefined;
  readonly projectId: string;
}

/** Stars or unstars a project in every cached list and its tile at once; returns the old state. */
export function applyOptimisticFavourite(
  queryClient: QueryClient,
  projectId: string,
  starred: boolean,
): FavouriteSnapshot {
  const lists = queryClient.getQueriesData<ProjectSummaryPages>({
    queryKey: projectKeys.summaries(),
  });
  const summary = queryClient.getQueryData<Summary>(projectKeys.summary(projectId));
  const project =
    summary ??
    findProjectSummary(
      lists.map(([, data]) => data),
      projectId,
    );
  if (project) {
    for (const [key, data] of lists) {
      const list = key[2] as ProjectSummaryList | undefined;
      if (data && list)
        queryClient.setQueryData(key, withProjectStarred(data, list, project, starred));
    }
  }
  if (summary)
    queryClient.setQueryData(projectKeys.summary(projectId), { ...summary, IsStarred: starred });
  return { lists, summary, projectId };
}

/** Puts back what applyOptimisticFavourite changed. */
export function restoreFavourite(queryClient: QueryClient, snapshot: FavouriteSnapshot): void {
  for (const [key, data] of snapshot.lists) queryClient.setQueryData(key, data);
  if (snapshot.summary)
    queryClient.setQueryData(projectKeys.summary(snapshot.projectId), snapshot.summary);
}

/**
 * Stars or unstars a project optimistically: the star and both lists (favourites and the others,
 * or all) change at once; on failure they revert (spec 03 §2, §8); either way the lists and the
 * tile are then refetched.
 */
export function useSetProjectFavourite() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ projectId, starred }: { projectId: string; starred: boolean }) => {
      const input = { body: { ProjectId: projectId } };
      if (starred) await client.call(addProjectFavourite, input);
      else await client.call(removeProjectFavourite, input);
    },
    onMutate: async ({ projectId, starred }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: projectKeys.summaries() }),
        queryClient.cancelQueries({ queryKey: projectKeys.summary(projectId) }),
      ]);
      return applyOptimisticFavourite(queryClient, projectId, starred);
    },
    onError: (_error, _input, snapshot) => {
      if (snapshot) restoreFavourite(queryClient, snapshot);
    },
    onSettled: (_data, _error, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.summaries() }),
        queryClient.invalidateQueries({ queryKey: projectKeys.summary(projectId) }),
      ]),
  });
}

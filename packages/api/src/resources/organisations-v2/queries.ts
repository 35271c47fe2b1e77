import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '../../http/client';
import { useApiClient } from '../../react/client-context';
import { accountKeys } from '../account/queries';
import { projectKeys } from '../projects/queries';
import {
  createCustomerOrganisationV2,
  createOrganisationUserV2,
  deleteOrganisationUserV2,
  getOrganisationV2,
  listOrganisationProjectsV2,
  listOrganisationsV2,
  listOrganisationUsersV2,
  updateOrganisationUserV2,
  updateOrganisationV2,
} from './endpoints';
import type {
  CreateCustomerOrganisationRequest,
  CreateOrganisationUserRequest,
  OrganisationRecord,
  UpdateOrganisationRequest,
  UpdateOrganisationUserRequest,
} from './schemas';

type Organisation = z.output<typeof OrganisationRecord>;

/**
 * Query keys of the v2 organisation administration, from general to specific. An organisation is
 * named by its name, so a rename invalidates every key below `all`.
 */
export const organisationV2Keys = {
  all: ['organisations-v2'] as const,
  /** The organisations the caller manages. */
  list: () => [...organisationV2Keys.all, 'list'] as const,
  /** Everything about one organisation (prefix). */
  organisation: (organisation: string) =>
    [...organisationV2Keys.all, 'organisation', organisation] as const,
  detail: (organisation: string) =>
    [...organisationV2Keys.organisation(organisation), 'detail'] as const,
  projects: (organisation: string) =>
    [...organisationV2Keys.organisation(organisation), 'projects'] as const,
  users: (organisation: string) =>
    [...organisationV2Keys.organisation(organisation), 'users'] as const,
};

/** The organisations the caller manages (its own and its customers). */
export function organisationsV2Query(client: ApiClient) {
  return queryOptions({
    queryKey: organisationV2Keys.list(),
    queryFn: ({ signal }) => client.call(listOrganisationsV2, {}, { signal }),
  });
}

/** One organisation by name. */
export function organisationV2Query(client: ApiClient, organisation: string) {
  return queryOptions({
    queryKey: organisationV2Keys.detail(organisation),
    queryFn: ({ signal }) =>
      client.call(getOrganisationV2, { params: { organisation } }, { signal }),
  });
}

/** The projects of an organisation, IsLicensed included. */
export function organisationProjectsV2Query(client: ApiClient, organisation: string) {
  return queryOptions({
    queryKey: organisationV2Keys.projects(organisation),
    queryFn: ({ signal }) =>
      client.call(listOrganisationProjectsV2, { params: { organisation } }, { signal }),
  });
}

/** The users of an organisation. */
export function organisationUsersV2Query(client: ApiClient, organisation: string) {
  return queryOptions({
    queryKey: organisationV2Keys.users(organisation),
    queryFn: ({ signal }) =>
      client.call(listOrganisationUsersV2, { params: { organisation } }, { signal }),
  });
}

/** The organisations the caller manages; idle when `enabled` is false. */
export function useOrganisationsV2({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...organisationsV2Query(useApiClient()), enabled });
}

/** One organisation; idle without a name. */
export function useOrganisationV2(organisation: string | null | undefined) {
  return useQuery({
    ...organisationV2Query(useApiClient(), organisation ?? ''),
    enabled: Boolean(organisation),
  });
}

/** The projects of an organisation; idle without a name (or when `enabled` is false). */
export function useOrganisationProjectsV2(
  organisation: string | null | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...organisationProjectsV2Query(useApiClient(), organisation ?? ''),
    enabled: enabled && Boolean(organisation),
  });
}

/** The users of an organisation; idle without a name (or when `enabled` is false). */
export function useOrganisationUsersV2(
  organisation: string | null | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...organisationUsersV2Query(useApiClient(), organisation ?? ''),
    enabled: enabled && Boolean(organisation),
  });
}

/**
 * What a changed organisation refreshes: every organisation key (names may have changed), the
 * organisation lists of the projects resource, and the signed-in user (it names its organisation).
 */
function invalidateOrganisations(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organisationV2Keys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.organisations() }),
    queryClient.invalidateQueries({ queryKey: projectKeys.organisationNames() }),
    queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() }),
  ]);
}

/** Renames an organisation or changes its time zone; answers the organisation. Lists refresh. */
export function useUpdateOrganisationV2() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      body: z.input<typeof UpdateOrganisationRequest>;
    }) =>
      client.call(updateOrganisationV2, {
        params: { organisation: input.organisation },
        body: input.body,
      }),
    onSuccess: (organisation: Organisation, { organisation: oldName }) => {
      if (organisation.Name !== oldName) {
        queryClient.removeQueries({ queryKey: organisationV2Keys.organisation(oldName) });
      }
      queryClient.setQueryData(organisationV2Keys.detail(organisation.Name), organisation);
      return invalidateOrganisations(queryClient);
    },
  });
}

/** Creates a customer organisation of an organisation; answers the new one. The tree refreshes. */
export function useCreateCustomerOrganisationV2() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      body: z.input<typeof CreateCustomerOrganisationRequest>;
    }) =>
      client.call(createCustomerOrganisationV2, {
        params: { organisation: input.organisation },
        body: input.body,
      }),
    onSuccess: () => invalidateOrganisations(queryClient),
  });
}

/** What a changed user refreshes: the organisation's users and the list (user counts). */
function invalidateUsers(queryClient: QueryClient, organisation: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: organisationV2Keys.users(organisation) }),
    queryClient.invalidateQueries({ queryKey: organisationV2Keys.detail(organisation) }),
    queryClient.invalidateQueries({ queryKey: organisationV2Keys.list() }),
  ]);
}

/**
 * Creates (invites) a user in an organisation; the server e-mails them an invitation. Answers the
 * user; the organisation's users refresh.
 */
export function useCreateOrganisationUserV2() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      body: z.input<typeof CreateOrganisationUserRequest>;
    }) =>
      client.call(createOrganisationUserV2, {
        params: { organisation: input.organisation },
        body: input.body,
      }),
    onSuccess: (_user, { organisation }) => invalidateUsers(queryClient, organisation),
  });
}

/** Changes a user's role, full name or job title; answers the user. The users refresh. */
export function useUpdateOrganisationUserV2() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      organisation: string;
      userId: string;
      body: z.input<typeof UpdateOrganisationUserRequest>;
    }) =>
      client.call(updateOrganisationUserV2, {
        params: { organisation: input.organisation, userId: input.userId },
        body: input.body,
      }),
    onSuccess: (_user, { organisation }) => invalidateUsers(queryClient, organisation),
  });
}

/** Removes a user from an organisation. The users refresh. */
export function useDeleteOrganisationUserV2() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { organisation: string; userId: string }) =>
      client.call(deleteOrganisationUserV2, {
        params: { organisation: input.organisation, userId: input.userId },
      }),
    onSuccess: (_data, { organisation }) => invalidateUsers(queryClient, organisation),
  });
}

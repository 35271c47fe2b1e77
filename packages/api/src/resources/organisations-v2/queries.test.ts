import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../http/client';
import type { Endpoint } from '../../http/endpoint';
import {
  organisationProjectsV2Query,
  organisationsV2Query,
  organisationUsersV2Query,
  organisationV2Keys,
  organisationV2Query,
} from './queries';

/** A client answering `{ Items: [] }`, recording each call's endpoint and input. */
function fakeClient() {
  const calls: Array<{ id: string; input: unknown }> = [];
  const client = {
    call: async (endpoint: Endpoint, input: unknown) => {
      calls.push({ id: endpoint.id, input });
      return { Items: [] };
    },
  } as unknown as ApiClient;
  return { client, calls };
}

const context = { signal: new AbortController().signal } as never;

describe('organisation administration query keys', () => {
  it('nest from general to specific, so a rename refreshes everything under the old name', () => {
    expect(organisationV2Keys.list()).toEqual(['organisations-v2', 'list']);
    expect(organisationV2Keys.users('Acme Ports')).toEqual([
      'organisations-v2',
      'organisation',
      'Acme Ports',
      'users',
    ]);
    const prefix = organisationV2Keys.organisation('Acme Ports');
    for (const key of [
      organisationV2Keys.detail('Acme Ports'),
      organisationV2Keys.projects('Acme Ports'),
      organisationV2Keys.users('Acme Ports'),
    ]) {
      expect(key.slice(0, prefix.length)).toEqual(prefix);
    }
    expect(organisationV2Keys.users('Acme')).not.toEqual(organisationV2Keys.users('Acme Ports'));
  });
});

describe('organisation administration queries', () => {
  it('call the v2 endpoints with the organisation in the path', async () => {
    const { client, calls } = fakeClient();
    await organisationsV2Query(client).queryFn?.(context);
    await organisationV2Query(client, 'Acme Ports').queryFn?.(context);
    await organisationProjectsV2Query(client, 'Acme Ports').queryFn?.(context);
    await organisationUsersV2Query(client, 'Acme Ports').queryFn?.(context);
    expect(calls).toEqual([
      { id: 'listOrganisationsV2', input: {} },
      { id: 'getOrganisationV2', input: { params: { organisation: 'Acme Ports' } } },
      { id: 'listOrganisationProjectsV2', input: { params: { organisation: 'Acme Ports' } } },
      { id: 'listOrganisationUsersV2', input: { params: { organisation: 'Acme Ports' } } },
    ]);
  });
});

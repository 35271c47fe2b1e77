import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../http/client';
import type { Endpoint } from '../http/endpoint';
import { featureFlagQuery } from '../resources/feature-flags/queries';
import { featureFlagQueries, flagsByName } from './feature-flags';

/** A server where only the named flags are on, recording which flags were asked for. */
function flagServer(on: readonly string[]) {
  const asked: string[] = [];
  const client = {
    call: async (_endpoint: Endpoint, input: { query: { featureFlag: string } }) => {
      asked.push(input.query.featureFlag);
      return { IsEnabled: on.includes(input.query.featureFlag) };
    },
  } as unknown as ApiClient;
  return { client, asked };
}

describe('several feature flags at once', () => {
  it('share the cache entries and rules of a single flag', () => {
    const { client } = flagServer([]);
    const [v3Api, licensing] = featureFlagQueries(client, ['V3Api', 'ProjectLicensing']);
    expect(v3Api?.queryKey).toEqual(featureFlagQuery(client, 'V3Api').queryKey);
    expect(licensing?.queryKey).toEqual(['feature-flags', 'ProjectLicensing']);
    expect(licensing?.staleTime).toBe(featureFlagQuery(client, 'ProjectLicensing').staleTime);
  });

  it('read each flag from the server and give its state by name', async () => {
    const { client, asked } = flagServer(['ProjectLicensing']);
    const queryClient = new QueryClient();
    const flags = ['V3Api', 'ProjectLicensing'] as const;
    const results = await Promise.all(
      featureFlagQueries(client, flags).map(async (options) => ({
        data: options.select?.(await queryClient.fetchQuery(options)),
      })),
    );
    expect(asked.sort()).toEqual(['ProjectLicensing', 'V3Api']);
    expect(flagsByName(flags, results)).toEqual({ V3Api: false, ProjectLicensing: true });
  });

  it('count a flag as off while it loads or when its call failed', () => {
    expect(flagsByName(['V3Api', 'ProjectLicensing'], [{ data: undefined }])).toEqual({
      V3Api: false,
      ProjectLicensing: false,
    });
    expect(flagsByName([], [])).toEqual({});
  });
});

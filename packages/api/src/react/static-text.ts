import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../http/client';
import { defineEndpoint } from '../http/endpoint';
import { useApiClient } from './client-context';

/** The static text files of the dashboard's build that screens show (foundation §2.4). */
export type StaticTextFile = '/licenses.txt' | '/eula.html';

/** Query keys of the build's static text files. */
export const staticTextKeys = {
  all: ['static-text'] as const,
  file: (path: StaticTextFile) => [...staticTextKeys.all, path] as const,
};

// The files are served with the dashboard build, not by an API route, so they stay out of the
// registry and the OpenAPI document; the endpoint only lets them travel through the same client.
function staticTextEndpoint(path: StaticTextFile) {
  return defineEndpoint({
    id: 'getStaticText',
    method: 'GET',
    path,
    summary: 'A static text file of the dashboard build',
    tag: 'static',
    auth: 'public',
    response: z.string(),
    responseKind: 'text',
  });
}

/** A static file as text: only a new build changes it, so it is read once and never retried. */
export function staticTextQuery(client: ApiClient, path: StaticTextFile) {
  return queryOptions({
    queryKey: staticTextKeys.file(path),
    queryFn: ({ signal }) => client.call(staticTextEndpoint(path), {}, { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/** A static text file of the build (third-party licences, EULA). */
export function useStaticText(path: StaticTextFile) {
  return useQuery(staticTextQuery(useApiClient(), path));
}

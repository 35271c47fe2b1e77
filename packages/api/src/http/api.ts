import { MODULES } from '../registry';
import { createClient, type CallOptions, type ClientOptions } from './client';
import type { Endpoint, EndpointInput, EndpointResponse } from './endpoint';

type Modules = (typeof MODULES)[number];
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (
  k: infer I,
) => void
  ? I
  : never;
/** Every endpoint of the contract by its export name, with its literal type. */
type AllEndpoints = UnionToIntersection<Modules>;

/** One typed function per call of the contract, named like the call's id. */
export type Api = {
  [
    K in keyof AllEndpoints as AllEndpoints[K] extends Endpoint ? K : never
  ]: AllEndpoints[K] extends Endpoint
    ? (
        input: EndpointInput<AllEndpoints[K]>,
        options?: CallOptions,
      ) => Promise<EndpointResponse<AllEndpoints[K]>>
    : never;
};

/** Builds the per-call functions: `api.getCurrentUser({})`, `api.updateUser({ params, body })`. */
export function createApi(options: ClientOptions = {}): Api {
  const client = createClient(options);
  const api: Record<string, unknown> = {};
  for (const module of MODULES) {
    for (const [name, endpoint] of Object.entries(module) as [string, Endpoint][]) {
      api[name] = (input: EndpointInput<Endpoint>, callOptions?: CallOptions) =>
        client.call(endpoint, input, callOptions);
    }
  }
  return api as Api;
}

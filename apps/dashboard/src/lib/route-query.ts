/**
 * Route parameters travel as JSON in one query-string parameter named `query` (foundation §2.1).
 * A missing or unparseable query is the error "Invalid query".
 */

/** Name of the query-string parameter that holds the route's JSON. */
export const QUERY_PARAM = 'query';

/** The route query could not be read (foundation §2.1, §8: "Invalid query"). */
export class InvalidQueryError extends Error {
  constructor() {
    super('Invalid query');
    this.name = 'InvalidQueryError';
  }
}

/** A JSON object read from a route query. */
export type RouteQuery = Record<string, unknown>;

/**
 * Reads the route query from a search string ('?query=%7B...%7D'). Throws InvalidQueryError when
 * it is missing, is not JSON, or is not a JSON object.
 */
export function parseRouteQuery(search: string): RouteQuery {
  const raw = new URLSearchParams(search).get(QUERY_PARAM);
  if (raw === null || raw.trim() === '') throw new InvalidQueryError();
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new InvalidQueryError();
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidQueryError();
  }
  return value as RouteQuery;
}

/** Like parseRouteQuery, but a missing query is an empty object (for routes whose query is optional). */
export function parseOptionalRouteQuery(search: string): RouteQuery {
  if (new URLSearchParams(search).get(QUERY_PARAM) === null) return {};
  return parseRouteQuery(search);
}

/** The search string for a route query: '?query=' plus the encoded JSON, '' for no query. */
export function routeSearch(query: RouteQuery | null | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  params.set(QUERY_PARAM, JSON.stringify(query));
  return `?${params.toString()}`;
}

/** A path with its route query: routeHref('/OneView/project/settings', { projectId }) */
export function routeHref(path: string, query?: RouteQuery | null): string {
  return `${path}${routeSearch(query)}`;
}

import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  InvalidQueryError,
  parseOptionalRouteQuery,
  routeHref,
  type RouteQuery,
} from './route-query';

/**
 * The route query of the page (JSON in `?query=`, foundation §2.1) and a way to replace it. With
 * `required`, a query without those keys raises "Invalid query" (the Shell shows its screen for an
 * unparseable one already).
 */
export function useRouteQuery(required: readonly string[] = []): {
  query: RouteQuery;
  error: InvalidQueryError | null;
  setQuery: (next: RouteQuery, options?: { replace?: boolean }) => void;
} {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const parsed = useMemo(() => {
    try {
      const query = parseOptionalRouteQuery(search);
      const missing = required.some(
        (key) => query[key] === undefined || query[key] === null || query[key] === '',
      );
      return missing ? { query, error: new InvalidQueryError() } : { query, error: null };
    } catch (error) {
      return { query: {}, error: error as InvalidQueryError };
    }
  }, [search, required]);
  const setQuery = useCallback(
    (next: RouteQuery, options: { replace?: boolean } = {}) =>
      navigate(routeHref(path, next), { replace: options.replace ?? true }),
    [navigate, path],
  );
  return { ...parsed, setQuery };
}

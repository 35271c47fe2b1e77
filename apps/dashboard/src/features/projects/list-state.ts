import type { RouteQuery } from '../../lib/route-query';

/** Tiles per page of the projects list (projects §7: the list asks for 12). */
export const PROJECTS_PAGE_SIZE = 12;
/** How long the search waits after the last key press (projects §2). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The sort keys of the projects list. */
export type ProjectSortKey = 'name' | 'organisationName';
/** Sort direction. */
export type SortDir = 'asc' | 'desc';

/** What the projects list keeps in the route query: search text and sort. */
export interface ProjectsListState {
  search: string;
  sort: { Key: ProjectSortKey; Dir: SortDir };
}

/** Name ascending with no search (projects §2). */
export const DEFAULT_LIST_STATE: ProjectsListState = {
  search: '',
  sort: { Key: 'name', Dir: 'asc' },
};

/**
 * Reads the list state from the route query, keeping the defaults for anything missing or not
 * understood (a hand-edited address must not break the page).
 */
export function listStateFromQuery(query: RouteQuery): ProjectsListState {
  const search = typeof query.search === 'string' ? query.search.slice(0, 200) : '';
  const sort = query.sort as { Key?: unknown; Dir?: unknown } | undefined;
  const key: ProjectSortKey =
    sort?.Key === 'organisationName' || sort?.Key === 'name'
      ? sort.Key
      : DEFAULT_LIST_STATE.sort.Key;
  const dir: SortDir =
    sort?.Dir === 'desc' || sort?.Dir === 'asc' ? sort.Dir : DEFAULT_LIST_STATE.sort.Dir;
  return { search, sort: { Key: key, Dir: dir } };
}

/** The route query of a list state; defaults are left out so the plain address stays clean. */
export function queryFromListState(state: ProjectsListState): RouteQuery {
  const query: RouteQuery = {};
  if (state.search.trim()) query.search = state.search;
  if (
    state.sort.Key !== DEFAULT_LIST_STATE.sort.Key ||
    state.sort.Dir !== DEFAULT_LIST_STATE.sort.Dir
  ) {
    query.sort = state.sort;
  }
  return query;
}

/** The sort choices of the list, as select values 'key:dir'. */
export const SORT_CHOICES = [
  'name:asc',
  'name:desc',
  'organisationName:asc',
  'organisationName:desc',
] as const;

/** The select value of a sort. */
export function sortValue(sort: ProjectsListState['sort']): (typeof SORT_CHOICES)[number] {
  return `${sort.Key}:${sort.Dir}`;
}

/** The sort of a select value. */
export function sortFromValue(value: string): ProjectsListState['sort'] {
  const [key, dir] = value.split(':');
  return listStateFromQuery({ sort: { Key: key, Dir: dir } }).sort;
}

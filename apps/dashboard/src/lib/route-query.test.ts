import { describe, expect, it } from 'vitest';
import {
  InvalidQueryError,
  parseOptionalRouteQuery,
  parseRouteQuery,
  routeHref,
  routeSearch,
} from './route-query';

describe('route query (foundation §2.1)', () => {
  it('reads the JSON object of the query parameter', () => {
    expect(parseRouteQuery('?query=%7B%22projectId%22%3A%22p1%22%7D')).toEqual({ projectId: 'p1' });
    expect(parseRouteQuery('?other=1&query={"a":[1,2]}')).toEqual({ a: [1, 2] });
  });

  it.each([
    ['missing', ''],
    ['missing among others', '?foo=bar'],
    ['empty', '?query='],
    ['blank', '?query=%20'],
    ['not JSON', '?query={projectId}'],
    ['truncated', '?query=%7B%22a%22'],
    ['an array', '?query=[1]'],
    ['a string', '?query="x"'],
    ['null', '?query=null'],
    ['a number', '?query=3'],
  ])('raises "Invalid query" when %s', (_case, search) => {
    expect(() => parseRouteQuery(search)).toThrow(InvalidQueryError);
    expect(() => parseRouteQuery(search)).toThrow('Invalid query');
  });

  it('treats a missing optional query as empty but still refuses a broken one', () => {
    expect(parseOptionalRouteQuery('')).toEqual({});
    expect(() => parseOptionalRouteQuery('?query=nope')).toThrow(InvalidQueryError);
  });

  it('writes queries that read back to the same value, special characters included', () => {
    const query = { search: 'a&b=c #?', sort: { key: 'name', dir: 'asc' }, limit: 12 };
    const search = routeSearch(query);
    expect(search.startsWith('?query=')).toBe(true);
    expect(parseRouteQuery(search)).toEqual(query);
    expect(routeHref('/OneView/project/settings', { projectId: 'p' })).toBe(
      '/OneView/project/settings?query=%7B%22projectId%22%3A%22p%22%7D',
    );
    expect(routeHref('/OneView/about')).toBe('/OneView/about');
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  listStateFromQuery,
  queryFromListState,
  sortFromValue,
  sortValue,
} from './list-state';

describe('projects list state in the route query', () => {
  it('defaults to name ascending with no search', () => {
    expect(listStateFromQuery({})).toEqual(DEFAULT_LIST_STATE);
    expect(queryFromListState(DEFAULT_LIST_STATE)).toEqual({});
  });

  it('reads back what it writes', () => {
    const state = {
      search: 'gowanus',
      sort: { Key: 'organisationName' as const, Dir: 'desc' as const },
    };
    expect(listStateFromQuery(queryFromListState(state))).toEqual(state);
  });

  it('ignores values it does not understand', () => {
    expect(listStateFromQuery({ search: 3, sort: { Key: 'createdAt', Dir: 'sideways' } })).toEqual(
      DEFAULT_LIST_STATE,
    );
    expect(listStateFromQuery({ search: 'x'.repeat(500) }).search).toHaveLength(200);
  });

  it('leaves a blank search out of the address', () => {
    expect(queryFromListState({ ...DEFAULT_LIST_STATE, search: '   ' })).toEqual({});
  });

  it('maps sorts to select values and back', () => {
    expect(sortValue({ Key: 'name', Dir: 'desc' })).toBe('name:desc');
    expect(sortFromValue('organisationName:asc')).toEqual({ Key: 'organisationName', Dir: 'asc' });
    expect(sortFromValue('nonsense')).toEqual(DEFAULT_LIST_STATE.sort);
  });
});

import { describe, expect, it } from 'vitest';
import { joinIds } from './join-ids';

describe('joinIds', () => {
  it.each<{ ids: Array<string | undefined | null | false>; expected: string | undefined }>([
    { ids: [], expected: undefined },
    { ids: [undefined, null, false, ''], expected: undefined },
    { ids: ['error'], expected: 'error' },
    { ids: ['error', undefined, 'helper'], expected: 'error helper' },
    { ids: ['error', 'helper', 'error'], expected: 'error helper' },
    { ids: ['a b', 'b c'], expected: 'a b c' },
    { ids: ['  a  ', ' '], expected: 'a' },
  ])('given $ids it returns $expected', ({ ids, expected }) => {
    expect(joinIds(...ids)).toBe(expected);
  });
});

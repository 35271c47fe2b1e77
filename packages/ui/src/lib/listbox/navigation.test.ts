import { describe, expect, it } from 'vitest';
import { moveActive } from './navigation';

describe('moveActive', () => {
  const items = [{ disabled: true }, {}, {}, { disabled: true }, {}, { disabled: true }];
  it.each<[number, 'next' | 'previous' | 'first' | 'last', number]>([
    [-1, 'next', 1],
    [-1, 'previous', 4],
    [1, 'next', 2],
    [2, 'next', 4],
    [4, 'next', 4],
    [4, 'previous', 2],
    [1, 'previous', 1],
    [2, 'first', 1],
    [1, 'last', 4],
  ])('from %d, %s gives %d', (current, move, expected) => {
    expect(moveActive(items, current, move)).toBe(expected);
  });

  it('gives -1 when every option is disabled or there are none', () => {
    expect(moveActive([{ disabled: true }], -1, 'next')).toBe(-1);
    expect(moveActive([], -1, 'first')).toBe(-1);
  });
});

import { describe, expect, it } from 'vitest';
import { confirmTextMatches } from './confirm';

describe('confirmTextMatches', () => {
  it.each([
    ['exact text', 'Delete my account', 'Delete my account', true],
    ['different case', 'delete my account', 'Delete my account', false],
    ['trailing space', 'Delete my account ', 'Delete my account', false],
    ['a prefix', 'Delete my', 'Delete my account', false],
    ['empty typed text', '', 'Delete my account', false],
    ['empty expected text never unlocks', '', '', false],
  ])('%s', (_case, typed, expected, matches) => {
    expect(confirmTextMatches(typed, expected)).toBe(matches);
  });
});

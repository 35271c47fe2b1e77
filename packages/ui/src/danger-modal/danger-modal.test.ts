import { describe, expect, it } from 'vitest';
import { confirmTextMatches, defaultErrorMessage } from './confirm';

describe('defaultErrorMessage', () => {
  it.each([
    ['an Error gives its message', new Error('Location is in use'), 'Location is in use'],
    ['a string is shown as is', 'Server unavailable', 'Server unavailable'],
    ['anything else is stringified', 404, '404'],
    ['an Error without a message falls back to its text', new Error(''), 'Error'],
  ])('%s', (_case, error, expected) => {
    expect(defaultErrorMessage(error)).toBe(expected);
  });
});

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

import { describe, expect, it } from 'vitest';
import { defaultErrorMessage } from './error-message';

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

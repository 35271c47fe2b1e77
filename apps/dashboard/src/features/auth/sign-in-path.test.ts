import { describe, expect, it } from 'vitest';
import { HOME_PATH, safeReturnTo, signInHref } from './sign-in-path';

describe('return after sign-in', () => {
  it('returns to a page of this site with its query', () => {
    expect(safeReturnTo('/OneView/about?query=%7B%7D')).toBe('/OneView/about?query=%7B%7D');
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['another origin', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['the sign-in page', '/sign-in?returnTo=/x'],
  ])('goes home for %s', (_case, value) => {
    expect(safeReturnTo(value)).toBe(HOME_PATH);
  });

  it('carries the page to return to in the sign-in address', () => {
    expect(signInHref('/OneView/about')).toBe('/sign-in?returnTo=%2FOneView%2Fabout');
    expect(signInHref(HOME_PATH)).toBe('/sign-in');
    expect(signInHref()).toBe('/sign-in');
  });
});

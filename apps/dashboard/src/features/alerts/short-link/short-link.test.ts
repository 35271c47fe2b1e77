import { describe, expect, it } from 'vitest';
import { alertIdFromShortLink } from './short-link';

describe('alertIdFromShortLink', () => {
  it('reads back what the server writes (apps/server domain/alerts alertShortUrl)', () => {
    expect(alertIdFromShortLink('C288Ho0qT3ucVRorPE1ebw')).toBe(
      '0b6f3c1e-8d2a-4f7b-9c55-1a2b3c4d5e6f',
    );
    expect(alertIdFromShortLink('42')).toBe(42);
    expect(alertIdFromShortLink('a%2Fb%20c')).toBe('a/b c');
  });

  it('refuses nothing and zero', () => {
    expect(alertIdFromShortLink('')).toBeNull();
    expect(alertIdFromShortLink('0')).toBeNull();
  });
});

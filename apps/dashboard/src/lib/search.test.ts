import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

describe('list search', () => {
  it('matches every word in any field, ignoring case and accents', () => {
    expect(matchesSearch('', ['x'])).toBe(true);
    expect(matchesSearch('  ', ['x'])).toBe(true);
    expect(matchesSearch('gowanus north', ['North Gate', 'Gowanus Canal'])).toBe(true);
    expect(matchesSearch('ENERGIE', ['Énergie Québec'])).toBe(true);
    expect(matchesSearch('south', ['North Gate', null, undefined])).toBe(false);
  });
});

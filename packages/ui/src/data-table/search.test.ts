import { describe, expect, it } from 'vitest';
import { foldSearchText, matchesSearch } from './search';

describe('foldSearchText', () => {
  it.each([
    ['lower-cases', 'DustMate North', 'dustmate north'],
    ['removes accents', 'Estación Málaga Sur', 'estacion malaga sur'],
    ['removes a cedilla and an umlaut', 'Façade Düsseldorf', 'facade dusseldorf'],
    ['collapses and trims white space', '  North   fence ', 'north fence'],
    ['keeps the micro sign of µg/m³', 'PM10 µg/m³', 'pm10 µg/m³'],
  ])('%s', (_case, text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });
});

describe('matchesSearch', () => {
  it.each([
    ['an empty query matches everything', 'Harbour Road', '', true],
    ['a query of spaces matches everything', 'Harbour Road', '   ', true],
    ['an empty query matches an empty cell', null, '', true],
    ['a substring in another case', 'Harbour Road', 'ROAD', true],
    ['without the accent the user could not type', 'Estación Málaga', 'malaga', true],
    ['with an accent the text does not have', 'Malaga', 'Málaga', true],
    ['a number cell as text', 42, '42', true],
    ['a different word', 'Harbour Road', 'river', false],
    ['a missing cell never matches a query', undefined, 'road', false],
    ['an object cell is not searched', { name: 'Road' }, 'road', false],
  ])('%s', (_case, text, query, matches) => {
    expect(matchesSearch(text, query)).toBe(matches);
  });
});

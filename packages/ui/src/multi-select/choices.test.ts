import { describe, expect, it } from 'vitest';
import type { ComboboxOption } from '../lib/listbox/option';
import { listItems, SELECT_ALL, selectAllState, toggleChoice } from './choices';

const pm10: ComboboxOption = { value: 'pm10', label: 'PM10' };
const pm25: ComboboxOption = { value: 'pm25', label: 'PM2.5' };
const voc: ComboboxOption = { value: 'voc', label: 'VOC' };
const noise: ComboboxOption = { value: 'noise', label: 'Noise', disabled: true };

describe('listItems', () => {
  const optionId = (option: ComboboxOption) => `list-${option.value}`;

  it('puts "Select all" first when it has a label and something can be chosen', () => {
    const items = listItems({
      matches: [pm10, noise],
      selectable: [pm10],
      selectAllKey: 'list-all',
      showSelectAll: true,
      optionId,
    });
    expect(items).toEqual([
      { key: 'list-all', option: SELECT_ALL },
      { key: 'list-pm10', option: pm10, disabled: undefined },
      { key: 'list-noise', option: noise, disabled: true },
    ]);
  });

  it('leaves "Select all" out when only disabled options match', () => {
    const items = listItems({
      matches: [noise],
      selectable: [],
      selectAllKey: 'list-all',
      showSelectAll: true,
      optionId,
    });
    expect(items.map((item) => item.key)).toEqual(['list-noise']);
  });

  it('leaves "Select all" out without a label', () => {
    const items = listItems({
      matches: [pm10],
      selectable: [pm10],
      selectAllKey: 'list-all',
      showSelectAll: false,
      optionId,
    });
    expect(items.map((item) => item.key)).toEqual(['list-pm10']);
  });
});

describe('selectAllState', () => {
  it.each<{ value: string[]; expected: string }>([
    { value: [], expected: 'none' },
    { value: ['pm10'], expected: 'some' },
    { value: ['pm10', 'pm25', 'voc'], expected: 'all' },
    // Choices the typed text does not match do not count.
    { value: ['noise'], expected: 'none' },
  ])('given $value chosen of PM10, PM2.5 and VOC it is $expected', ({ value, expected }) => {
    expect(selectAllState(value, [pm10, pm25, voc])).toBe(expected);
  });

  it('is none when nothing can be chosen', () => {
    expect(selectAllState(['pm10'], [])).toBe('none');
  });
});

describe('toggleChoice', () => {
  it('adds an option after the earlier choices and reports it as added', () => {
    expect(toggleChoice(['voc'], pm10, [pm10, pm25, voc])).toEqual({
      next: ['voc', 'pm10'],
      added: [pm10],
    });
  });

  it('removes a chosen option and keeps the order of the others', () => {
    expect(toggleChoice(['voc', 'pm10', 'pm25'], pm10, [pm10, pm25, voc])).toEqual({
      next: ['voc', 'pm25'],
      added: [],
    });
  });

  it('given some chosen, "Select all" adds the missing matches in list order', () => {
    expect(toggleChoice(['pm25'], SELECT_ALL, [pm10, pm25, voc])).toEqual({
      next: ['pm25', 'pm10', 'voc'],
      added: [pm10, voc],
    });
  });

  it('given all matches chosen, "Select all" removes them and keeps unmatched choices', () => {
    expect(toggleChoice(['noise', 'pm10', 'pm25'], SELECT_ALL, [pm10, pm25])).toEqual({
      next: ['noise'],
      added: [],
    });
  });
});

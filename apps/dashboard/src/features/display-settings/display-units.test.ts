import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GROUPS,
  NO2_GROUP,
  PM10_GROUP,
  TEMP_GROUP,
  VOC_GROUP,
  WS_GROUP,
} from '../../__fixtures__/display-settings';
import {
  draftOf,
  filterGroups,
  importSources,
  isSaved,
  NO_FILTERS,
  presentCategories,
  rowPayload,
  withUnit,
  type SensorGroup,
} from './display-units';

const names = (groups: SensorGroup[]) => groups.map((group) => group.SensorGroupName);

describe('draftOf', () => {
  it('shows a gas factor to 4 decimals and no factor for other categories', () => {
    expect(draftOf({ ...NO2_GROUP, PpmToMgm3Factor: 1.8813 })).toEqual({
      unit: 'ppm',
      decimals: 3,
      factorText: '1.8813',
    });
    expect(draftOf({ ...NO2_GROUP, PpmToMgm3Factor: 2 }).factorText).toBe('2.0000');
    expect(draftOf({ ...NO2_GROUP, PpmToMgm3Factor: 1.23456 }).factorText).toBe('1.2346');
    expect(draftOf(PM10_GROUP)).toEqual({ unit: 'µg/m³', decimals: 1, factorText: '' });
  });
});

describe('withUnit (decimal places capped at the chosen unit’s maximum)', () => {
  it('keeps decimals that the new unit allows', () => {
    // PM10 µg/m³ at 1 place → mg/m³ (maximum 4): still 1.
    expect(withUnit(PM10_GROUP, draftOf(PM10_GROUP), 'mg/m³').decimals).toBe(1);
  });

  it('lowers decimals to the new unit’s maximum, at the boundary and below it', () => {
    const at4 = { unit: 'mg/m³', decimals: 4, factorText: '' };
    // mg/m³ at 4 → µg/m³ (maximum 1): 1.
    expect(withUnit(PM10_GROUP, at4, 'µg/m³')).toEqual({
      unit: 'µg/m³',
      decimals: 1,
      factorText: '',
    });
    // NO2 ppm at 3 → ppb (maximum 0): 0; → mg/m³ (maximum 3): 3 stays.
    expect(withUnit(NO2_GROUP, draftOf(NO2_GROUP), 'ppb').decimals).toBe(0);
    expect(withUnit(NO2_GROUP, draftOf(NO2_GROUP), 'mg/m³').decimals).toBe(3);
  });

  it('keeps the typed factor', () => {
    const draft = { ...draftOf(NO2_GROUP), factorText: '1.9' };
    expect(withUnit(NO2_GROUP, draft, 'ppb').factorText).toBe('1.9');
  });
});

describe('rowPayload (a row is saved only when valid)', () => {
  it('sends unit, decimals and no factor for a particulate', () => {
    expect(rowPayload(PM10_GROUP, { unit: 'mg/m³', decimals: 4, factorText: '' })).toEqual({
      body: { Units: 'mg/m³', DecimalPlaces: 4, PpmToMgm3Factor: null },
      error: null,
    });
  });

  it('refuses decimals above the unit’s maximum (5 for mg/m³, whose maximum is 4)', () => {
    const result = rowPayload(PM10_GROUP, { unit: 'mg/m³', decimals: 5, factorText: '' });
    expect(result.body).toBeNull();
    expect(result.error?.code).toBe('displayUnit.decimalPlaces');
  });

  it('refuses an empty unit and one the group does not allow', () => {
    expect(rowPayload(PM10_GROUP, { unit: '', decimals: 0, factorText: '' }).error?.code).toBe(
      'displayUnit.unitRequired',
    );
    expect(rowPayload(PM10_GROUP, { unit: 'ppm', decimals: 0, factorText: '' }).error?.code).toBe(
      'displayUnit.unitNotAllowed',
    );
  });

  it('sends a gas factor as a number greater than 0', () => {
    expect(rowPayload(NO2_GROUP, { unit: 'ppm', decimals: 3, factorText: '1.88' })).toEqual({
      body: { Units: 'ppm', DecimalPlaces: 3, PpmToMgm3Factor: 1.88 },
      error: null,
    });
    // The smallest positive factor the input can hold is fine; 0 itself is not (minimum exclusive).
    expect(rowPayload(NO2_GROUP, { unit: 'ppm', decimals: 3, factorText: '0.0001' }).body).toEqual({
      Units: 'ppm',
      DecimalPlaces: 3,
      PpmToMgm3Factor: 0.0001,
    });
    for (const factorText of ['0', '0.0000', '-1', '', 'abc']) {
      expect(rowPayload(NO2_GROUP, { unit: 'ppm', decimals: 3, factorText }).error?.code).toBe(
        'displayUnit.factorInvalid',
      );
    }
  });
});

describe('isSaved', () => {
  it('is true for the saved values and for the factor retyped as shown', () => {
    expect(isSaved(NO2_GROUP, { Units: 'ppm', DecimalPlaces: 3, PpmToMgm3Factor: 2.0525 })).toBe(
      true,
    );
    expect(
      isSaved(
        { ...NO2_GROUP, PpmToMgm3Factor: 2.05250001 },
        { Units: 'ppm', DecimalPlaces: 3, PpmToMgm3Factor: 2.0525 },
      ),
    ).toBe(true);
  });

  it('is false when the unit, the decimals or the shown factor differ', () => {
    expect(isSaved(NO2_GROUP, { Units: 'ppb', DecimalPlaces: 3, PpmToMgm3Factor: 2.0525 })).toBe(
      false,
    );
    expect(isSaved(NO2_GROUP, { Units: 'ppm', DecimalPlaces: 2, PpmToMgm3Factor: 2.0525 })).toBe(
      false,
    );
    expect(isSaved(NO2_GROUP, { Units: 'ppm', DecimalPlaces: 3, PpmToMgm3Factor: 2.0526 })).toBe(
      false,
    );
  });
});

describe('filterGroups', () => {
  const groups = [
    NO2_GROUP,
    VOC_GROUP,
    { ...PM10_GROUP, IsCustom: true },
    WS_GROUP,
    { ...TEMP_GROUP, IsCustom: true, DataStatus: 'NoDataReceived' as const },
  ];

  it('lets every group through without filters', () => {
    expect(names(filterGroups(groups, NO_FILTERS))).toEqual(['NO2', 'VOC', 'PM10', 'WS', 'TEMP']);
  });

  it('filters by category, sensor status and configuration type, and by all three at once', () => {
    expect(names(filterGroups(groups, { ...NO_FILTERS, category: 'Gas' }))).toEqual(['NO2', 'VOC']);
    expect(names(filterGroups(groups, { ...NO_FILTERS, status: 'inactive' }))).toEqual([
      'VOC',
      'TEMP',
    ]);
    expect(names(filterGroups(groups, { ...NO_FILTERS, status: 'active' }))).toEqual([
      'NO2',
      'PM10',
      'WS',
    ]);
    expect(names(filterGroups(groups, { ...NO_FILTERS, configuration: 'custom' }))).toEqual([
      'PM10',
      'TEMP',
    ]);
    expect(names(filterGroups(groups, { ...NO_FILTERS, configuration: 'default' }))).toEqual([
      'NO2',
      'VOC',
      'WS',
    ]);
    expect(
      names(filterGroups(groups, { category: 'Met', status: 'inactive', configuration: 'custom' })),
    ).toEqual(['TEMP']);
    expect(
      names(filterGroups(groups, { category: 'Gas', status: 'all', configuration: 'custom' })),
    ).toEqual([]);
  });

  it('lists the categories present in the contract’s order', () => {
    expect(presentCategories([TEMP_GROUP, PM10_GROUP, NO2_GROUP])).toEqual([
      'Gas',
      'Particulate',
      'Met',
    ]);
    expect(presentCategories(DEFAULT_GROUPS)).toEqual(['Gas', 'Particulate', 'Met']);
    expect(presentCategories([])).toEqual([]);
  });
});

describe('importSources', () => {
  it('offers the other projects the user can open, by name, never the current one', () => {
    const project = (Id: string, Name: string, CanAccessProject = true, pseudo = false) => ({
      Id,
      Name,
      CanAccessProject,
      IsUnlicensedInstrumentsProject: pseudo,
    });
    expect(
      importSources(
        [
          project('c', 'Harbour Demolition'),
          project('a', 'Anchorage Port'),
          project('current', 'Gowanus Canal'),
          project('closed', 'Bayview Shipyard', false),
          project('pseudo', 'Unlicensed instruments', true, true),
        ],
        'current',
      ),
    ).toEqual([
      { Id: 'a', Name: 'Anchorage Port' },
      { Id: 'c', Name: 'Harbour Demolition' },
    ]);
  });
});

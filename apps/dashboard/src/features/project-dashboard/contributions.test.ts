import { describe, expect, it } from 'vitest';
import {
  averagingModeKey,
  dashboardContributions,
  gaugeTiles,
  tilePages,
  type DashboardContribution,
} from './contributions';

function contribution(
  Id: number,
  ContributionType: DashboardContribution['ContributionType'],
  HasActiveLocations: boolean,
): DashboardContribution {
  return {
    Id,
    Name: `C${Id}`,
    ContributionType,
    AveragingPeriodMinutes: 15,
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppb' },
      { Name: 'WS', Units: 'm/s' },
    ],
    WindSensorType: { Name: 'WS', Units: 'm/s' },
    HasActiveLocations,
  };
}

describe('dashboardContributions (projects §2)', () => {
  it('hides NJ PAM and splits the rest into active and inactive, keeping the order', () => {
    const all = [
      contribution(1, 'DER10', true),
      contribution(2, 'NJ_PAM', true),
      contribution(3, 'FOURTEEN_SIXTY_SIX', false),
      contribution(4, 'GENERIC', true),
      contribution(5, 'NJ_PAM', false),
      contribution(6, 'DER10', false),
    ];
    const { active, inactive } = dashboardContributions(all);
    expect(active.map((c) => c.Id)).toEqual([1, 4]);
    expect(inactive.map((c) => c.Id)).toEqual([3, 6]);
  });

  it('shows nothing when the project has only NJ PAM contributions', () => {
    expect(dashboardContributions([contribution(2, 'NJ_PAM', true)])).toEqual({
      active: [],
      inactive: [],
    });
  });
});

describe('gaugeTiles', () => {
  const levels = [
    { ContributionId: 1, SensorCode: 'PM10', Level: 100, DisplayUnits: 'µg/m³' },
    { ContributionId: 1, SensorCode: 'PM10', Level: 150, DisplayUnits: 'µg/m³' },
    { ContributionId: 2, SensorCode: 'VOC', Level: 7, DisplayUnits: 'ppm' },
    { ContributionId: 1, SensorCode: 'VOC', Level: 5, DisplayUnits: 'ppm' },
  ];

  it('makes one tile per non-wind sensor with its value, mode, unit and first level', () => {
    const tiles = gaugeTiles(
      contribution(1, 'DER10', true),
      [
        { ChannelCode: 'VOC', Value: 4.2, AveragingMode: 'Rolling' },
        { ChannelCode: 'PM10', Value: 81, AveragingMode: 'Initial' },
        { ChannelCode: 'WS', Value: 3, AveragingMode: null },
      ],
      levels,
    );
    expect(tiles).toEqual([
      { code: 'PM10', name: 'PM10', unit: 'µg/m³', value: 81, mode: 'Initial', trigger: 100 },
      { code: 'VOC', name: 'VOC', unit: 'ppm', value: 4.2, mode: 'Rolling', trigger: 5 },
    ]);
  });

  it('has no value for a channel without data and no trigger without a level', () => {
    const tiles = gaugeTiles(contribution(3, 'GENERIC', true), [], levels);
    expect(tiles).toEqual([
      { code: 'PM10', name: 'PM10', unit: 'µg/m³', value: null, mode: null, trigger: null },
      { code: 'VOC', name: 'VOC', unit: 'ppb', value: null, mode: null, trigger: null },
    ]);
  });
});

describe('averagingModeKey', () => {
  it.each([
    ['FOURTEEN_SIXTY_SIX', 'Initial', 'initial'],
    ['FOURTEEN_SIXTY_SIX', 'Rolling', 'rolling1466'],
    ['FOURTEEN_SIXTY_SIX', 'RecoveryRolling', 'recovery1466'],
    ['DER10', 'Rolling', 'rolling'],
    ['GENERIC', 'RecoveryRolling', 'recovery'],
    ['GENERIC', 'Block', 'block'],
    ['DER10', null, null],
  ] as const)('%s %s is %s', (type, mode, key) => {
    expect(averagingModeKey(type, mode)).toBe(key);
  });
});

describe('tilePages', () => {
  it('splits tiles into pages of the tile count', () => {
    expect(tilePages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(tilePages([1, 2], 2)).toEqual([[1, 2]]);
    expect(tilePages([], 2)).toEqual([]);
    expect(tilePages([1, 2], 0)).toEqual([[1], [2]]);
  });
});

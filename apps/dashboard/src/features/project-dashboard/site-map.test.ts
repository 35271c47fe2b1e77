import { describe, expect, it } from 'vitest';
import { dashboardQueryState } from './project-dashboard-page';
import {
  compassPoint,
  onlineInstruments,
  siteChannels,
  siteMarkers,
  siteWind,
  windArrowAngle,
  windIndicatorShown,
  windRoles,
  type SiteMarkerWords,
} from './site-map';

type Location = Parameters<typeof siteMarkers>[0][number];

function location(name: string, overrides: Partial<Location> = {}): Location {
  return {
    GuidId: `id-${name}`,
    Name: name,
    Location: { Latitude: 40.67, Longitude: -73.99 },
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'VOC', Units: 'ppm' },
    ],
    Status: 'Ok',
    ChannelData: [
      { Channel: 'PM10', Value: 42.345, Unit: 'µg/m³', DecimalPlaces: 1 },
      { Channel: 'VOC', Value: null, Unit: 'ppm', DecimalPlaces: 3 },
    ],
    Instruments: [],
    IsHidden: false,
    EverAttached: true,
    ...overrides,
  };
}

const words: SiteMarkerWords = {
  status: (status) => `status:${status}`,
  upwind: 'Upwind',
  downwind: 'Downwind',
  join: (parts) => parts.join(' · '),
  number: (value, decimals) => value.toFixed(decimals),
};

const windLocations = [
  {
    ContributionId: 1,
    Sensors: [
      { SensorCode: 'PM10', UpwindLocationNames: ['North'], DownwindLocationNames: ['South'] },
      { SensorCode: 'VOC', UpwindLocationNames: ['East'], DownwindLocationNames: ['South'] },
    ],
  },
  {
    ContributionId: 2,
    Sensors: [{ SensorCode: 'PM10', UpwindLocationNames: ['South'], DownwindLocationNames: [] }],
  },
];

describe('siteChannels', () => {
  it('lists the channels of the shown locations once, in the order first met', () => {
    const locations = [
      location('A', { SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }] }),
      location('B', {
        SensorTypes: [
          { Name: 'WS', Units: 'm/s' },
          { Name: 'PM10', Units: 'µg/m³' },
        ],
      }),
      location('C', { IsHidden: true, SensorTypes: [{ Name: 'NO2', Units: 'ppb' }] }),
    ];
    expect(siteChannels(locations)).toEqual(['PM10', 'WS']);
  });
});

describe('windRoles', () => {
  it('takes the roles of the chosen channel of the shown contributions only', () => {
    const roles = windRoles(windLocations, new Set([1]), 'PM10');
    expect(Object.fromEntries(roles)).toEqual({
      North: { upwind: true, downwind: false },
      South: { upwind: false, downwind: true },
    });
  });

  it('on Site overview joins every pollutant, and a location can be both', () => {
    const roles = windRoles(windLocations, new Set([1, 2]), null);
    expect(roles.get('South')).toEqual({ upwind: true, downwind: true });
    expect(roles.get('East')).toEqual({ upwind: true, downwind: false });
    expect(roles.get('North')).toEqual({ upwind: true, downwind: false });
  });

  it('is empty before the answer and for contributions not shown', () => {
    expect(windRoles(undefined, new Set([1]), null).size).toBe(0);
    expect(windRoles(windLocations, new Set([3]), null).size).toBe(0);
  });
});

describe('siteMarkers', () => {
  const roles = windRoles(windLocations, new Set([1]), 'PM10');

  it('gives the chosen channel’s value to its decimals, the role as label and in the status words', () => {
    const [marker] = siteMarkers([location('North')], 'PM10', roles, words);
    expect(marker).toEqual({
      id: 'id-North',
      lat: 40.67,
      lng: -73.99,
      name: 'North',
      status: 'ok',
      statusLabel: 'status:Ok · Upwind',
      label: 'Upwind',
      value: '42.3',
      unit: 'µg/m³',
    });
  });

  it('shows no value on Site overview, nor for a channel without a reading', () => {
    const [overview] = siteMarkers([location('West')], null, roles, words);
    expect(overview).not.toHaveProperty('value');
    expect(overview).not.toHaveProperty('label');
    expect(overview?.statusLabel).toBe('status:Ok');
    const [voc] = siteMarkers([location('West')], 'VOC', roles, words);
    expect(voc).not.toHaveProperty('value');
  });

  it('leaves hidden locations out and draws the most urgent last', () => {
    const markers = siteMarkers(
      [
        location('W', { Status: 'Warning' }),
        location('K', { Status: 'Ok' }),
        location('H', { Status: 'Ok', IsHidden: true }),
        location('O', { Status: 'Offline' }),
        location('C', { Status: 'Online' }),
      ],
      null,
      new Map(),
      words,
    );
    expect(markers.map((m) => [m.name, m.status])).toEqual([
      ['K', 'ok'],
      ['O', 'offline'],
      ['C', 'caution'],
      ['W', 'warning'],
    ]);
  });
});

describe('onlineInstruments', () => {
  const status = (OnlineStatus: 'Online' | 'Offline') => ({
    MonitorSerial: 's',
    OnlineStatus,
    SensorHealthStatus: null,
    OperationMode: null,
    BatteryStatus: 'Online' as const,
  });
  it('counts the online instruments of all', () => {
    expect(onlineInstruments([status('Online'), status('Offline'), status('Online')])).toEqual({
      online: 2,
      total: 3,
    });
    expect(onlineInstruments(undefined)).toEqual({ online: 0, total: 0 });
  });
});

describe('siteWind', () => {
  const reading = (id: number, speed: number | null, direction: number | null) => ({
    ContributionId: id,
    LatestWindSpeed: { Value: speed, Unit: 'm/s' },
    LatestWindDirection: { Value: direction, Unit: '°' },
  });

  it('takes the first contribution, in the dashboard’s order, with a reading', () => {
    const data = [reading(1, null, null), reading(2, 3.2, 130), reading(3, 5, 10)];
    expect(siteWind(data, [1, 3, 2], null)).toEqual({
      contributionId: 3,
      speed: 5,
      speedUnit: 'm/s',
      direction: 10,
    });
  });

  it('prefers a contribution measuring the chosen channel', () => {
    const data = [reading(2, 3.2, 130), reading(3, 5, 10)];
    expect(siteWind(data, [3, 2], new Set([2]))?.contributionId).toBe(2);
    // None of the channel's contributions has wind: the first with a reading.
    expect(siteWind(data, [3, 2], new Set([9]))?.contributionId).toBe(3);
  });

  it('is null without any reading', () => {
    expect(siteWind([reading(1, null, null)], [1], null)).toBeNull();
    expect(siteWind(undefined, [1], null)).toBeNull();
  });
});

describe('windArrowAngle', () => {
  it.each([
    // A north wind blows south: the arrow points down on a north-up map.
    [0, 0, 180],
    [130, 0, 310],
    [270, 0, 90],
    // Turning the map 90° clockwise turns the arrow back 90°.
    [0, 90, 90],
    [130, 90, 220],
    [0, -90, 270],
    [180, 0, 0],
    [359, 180, 359],
  ])('wind from %d° on a map at bearing %d° is drawn at %d°', (from, bearing, angle) => {
    expect(windArrowAngle(from, bearing)).toBeCloseTo(angle, 9);
  });
});

describe('windIndicatorShown', () => {
  it('shows up to a pitch of 60 and hides above it', () => {
    expect(windIndicatorShown(0)).toBe(true);
    expect(windIndicatorShown(60)).toBe(true);
    expect(windIndicatorShown(60.1)).toBe(false);
    expect(windIndicatorShown(75)).toBe(false);
  });
});

describe('compassPoint', () => {
  it.each([
    [0, 'N'],
    [22.4, 'N'],
    [22.5, 'NE'],
    [130, 'SE'],
    [337.5, 'N'],
    [337.4, 'NW'],
    [360, 'N'],
    [-45, 'NW'],
  ])('%d° is %s', (degrees, point) => {
    expect(compassPoint(degrees)).toBe(point);
  });
});

describe('dashboardQueryState', () => {
  it('defaults to 1 minute and Site overview', () => {
    expect(dashboardQueryState({ projectId: 'p' })).toEqual({ averaging: 1, channel: null });
  });
  it('keeps an offered averaging period and a channel', () => {
    expect(dashboardQueryState({ averaging: 15, channel: 'PM10' })).toEqual({
      averaging: 15,
      channel: 'PM10',
    });
  });
  it('falls back on a period that is not offered, or not a number', () => {
    expect(dashboardQueryState({ averaging: 7 }).averaging).toBe(1);
    expect(dashboardQueryState({ averaging: '15' }).averaging).toBe(1);
    expect(dashboardQueryState({ channel: '' }).channel).toBeNull();
  });
});

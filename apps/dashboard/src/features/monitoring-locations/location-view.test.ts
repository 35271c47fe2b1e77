import { describe, expect, it } from 'vitest';
import {
  attachedCount,
  formatChannelValue,
  locationString,
  MARKER_URGENCY,
  markerStatus,
  matchesLocationSearch,
  splitLocations,
  withStates,
  type MonitoringLocation,
} from './location-view';

function location(overrides: Partial<MonitoringLocation>): MonitoringLocation {
  return {
    GuidId: 'id',
    Name: 'North fence',
    Location: { Latitude: 40.7, Longitude: -74 },
    SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
    Status: 'Online',
    ChannelData: [],
    Instruments: [],
    IsHidden: false,
    EverAttached: false,
    ...overrides,
  };
}

describe('marker colours', () => {
  it.each([
    ['Online', 'caution'],
    ['Ok', 'ok'],
    ['Warning', 'warning'],
    ['Offline', 'offline'],
  ] as const)('%s is drawn as %s', (status, colour) => {
    expect(markerStatus(status)).toBe(colour);
  });

  it('draws the most urgent last, so overlapping markers show it on top', () => {
    const drawn = (['Warning', 'Ok', 'Online', 'Offline'] as const)
      .map(markerStatus)
      .sort((a, b) => MARKER_URGENCY[a] - MARKER_URGENCY[b]);
    expect(drawn).toEqual(['ok', 'offline', 'caution', 'warning']);
  });
});

describe('merging the 60-second state into the list', () => {
  it('takes the status and values of the state call, and keeps the list for unknown ids', () => {
    const a = location({ GuidId: 'a', Status: 'Online' });
    const b = location({ GuidId: 'b', Status: 'Online' });
    const merged = withStates(
      [a, b],
      [
        {
          GuidId: 'a',
          Status: 'Offline',
          LastDataTime: null,
          ChannelData: [{ Channel: 'PM10', Value: 3, Unit: 'mg/m³' }],
        },
      ],
    );
    expect(merged.map((item) => item.Status)).toEqual(['Offline', 'Online']);
    expect(merged[0]?.ChannelData).toEqual([{ Channel: 'PM10', Value: 3, Unit: 'mg/m³' }]);
  });
});

describe('search and sections', () => {
  const list = [
    location({ GuidId: '1', Name: 'west gate' }),
    location({ GuidId: '2', Name: 'East gate', IsHidden: true }),
    location({
      GuidId: '3',
      Name: 'Compound',
      Instruments: [{ Name: 'AQ-1001', Active: true }],
      SensorTypes: [{ Name: 'VOC', Units: 'ppm' }],
    }),
  ];

  it('splits active from hidden, each sorted by name ignoring case', () => {
    const { active, hidden } = splitLocations(list, '');
    expect(active.map((item) => item.Name)).toEqual(['Compound', 'west gate']);
    expect(hidden.map((item) => item.Name)).toEqual(['East gate']);
  });

  it('finds by name, sensor type or instrument, ignoring case and spaces around', () => {
    expect(splitLocations(list, ' GATE ').active.map((item) => item.Name)).toEqual(['west gate']);
    expect(matchesLocationSearch(list[2] as MonitoringLocation, 'voc')).toBe(true);
    expect(matchesLocationSearch(list[2] as MonitoringLocation, 'aq-1001')).toBe(true);
    expect(matchesLocationSearch(list[0] as MonitoringLocation, 'voc')).toBe(false);
  });
});

describe('attached instruments', () => {
  it('counts only the instruments attached now', () => {
    expect(
      attachedCount(
        location({
          Instruments: [
            { Name: 'A', Active: true },
            { Name: 'B', Active: false },
          ],
        }),
      ),
    ).toBe(1);
    expect(attachedCount(location({ Instruments: [{ Name: 'B', Active: false }] }))).toBe(0);
  });
});

describe('latest values', () => {
  it('shows exactly the decimal places the server says, padding zeros', () => {
    expect(formatChannelValue({ Value: 12.5, DecimalPlaces: 2 }, 'en-US')).toBe('12.50');
    expect(formatChannelValue({ Value: 12.5, DecimalPlaces: 0 }, 'en-US')).toBe('13');
    expect(formatChannelValue({ Value: 1234.5, DecimalPlaces: 1 }, 'de-DE')).toBe('1.234,5');
  });

  it('shows the value as sent when no decimal places are given', () => {
    expect(formatChannelValue({ Value: 0.045 }, 'en-US')).toBe('0.045');
    expect(formatChannelValue({ Value: -3 }, 'en-US')).toBe('-3');
  });

  it('has no text for a missing value (the card says No data)', () => {
    expect(formatChannelValue({ Value: null, DecimalPlaces: 1 }, 'en-US')).toBeNull();
  });
});

describe('the update body', () => {
  it('writes Location latitude first, as the update call reads it', () => {
    expect(locationString({ Latitude: 40.712345, Longitude: -74.005 })).toBe('40.712345,-74.005');
  });
});

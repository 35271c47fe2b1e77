import { describe, expect, it } from 'vitest';
import {
  MONITORING_LOCATION_NAME_SPECIAL_CHARACTERS,
  canDeleteLocation,
  canEditLocation,
  canEditLocationCoordinates,
  canHideLocation,
  instrumentAssignmentSteps,
  parseLocationString,
  validateCreateMonitoringLocation,
  validateMonitoringLocationName,
  validateUpdateMonitoringLocation,
} from './monitoring-location';

// Two spaces after the colon: the first character of the list is a space.
const CHARACTERS_MESSAGE =
  'A monitoring location name can only contain the following special characters:  _-|^';

describe('monitoring location name (spec 03 §5)', () => {
  it('lists a space, then _ - | ^ as the special characters', () => {
    expect(MONITORING_LOCATION_NAME_SPECIAL_CHARACTERS).toBe(' _-|^');
  });

  it.each([['North fence'], ['MON_01-A|b^2'], ['Baustelle Süd'], ['北门'], ['   '], ['']])(
    'accepts the characters of %j',
    (name) => {
      expect(validateMonitoringLocationName(name)).toBeNull();
    },
  );

  it.each([['North.fence'], ['North/1'], ['A&B'], ['(North)'], ['#1'], ['North\tfence']])(
    'refuses %j with the helper text',
    (name) => {
      expect(validateMonitoringLocationName(name)).toEqual({
        code: 'monitoringLocation.nameCharacters',
        message: CHARACTERS_MESSAGE,
        params: { characters: ' _-|^' },
      });
    },
  );
});

describe('creating a monitoring location', () => {
  const valid = { Name: 'North', Location: { Latitude: 40.7, Longitude: -74 }, ProjectId: 'p-1' };

  it('accepts a complete body, including the range edges', () => {
    expect(validateCreateMonitoringLocation(valid)).toBeNull();
    expect(
      validateCreateMonitoringLocation({ ...valid, Location: { Latitude: -90, Longitude: 180 } }),
    ).toBeNull();
  });

  it.each([
    [{ Name: '' }, 'Location and name are required'],
    [{ Name: '  ' }, 'Location and name are required'],
    [{ Name: null }, 'Location and name are required'],
    [{ Location: null }, 'Location and name are required'],
    [{ Location: undefined }, 'Location and name are required'],
    [{ ProjectId: undefined }, 'Missing required fields'],
    [{ Name: 'North.1' }, CHARACTERS_MESSAGE],
    [{ Location: { Latitude: 90.5, Longitude: 0 } }, 'Latitude must be between -90 and 90'],
    [{ Location: { Latitude: 0, Longitude: -180.5 } }, 'Longitude must be between -180 and 180'],
  ])('a body with %j is refused: "%s"', (change, message) => {
    expect(validateCreateMonitoringLocation({ ...valid, ...change })?.message).toBe(message);
  });
});

describe('updating a monitoring location', () => {
  it.each([
    ['40.7,-74', 40.7, -74],
    [' -33.86 , 151.2 ', -33.86, 151.2],
    ['90,180', 90, 180],
  ])('reads the Location string %j as %d, %d', (text, latitude, longitude) => {
    expect(parseLocationString(text)).toEqual({ latitude, longitude });
  });

  it.each([
    // Latitude first only: no swap, unlike the map search.
    ['151.2,-33.86', 'Latitude must be between -90 and 90'],
    ['0,180.01', 'Longitude must be between -180 and 180'],
    ['40.7', 'Enter coordinates as "latitude, longitude"'],
  ])('refuses the Location string %j: %s', (text, message) => {
    expect(parseLocationString(text)).toMatchObject({ message });
  });

  it.each([
    [{ Name: 'North', Location: '40.7,-74' }, null],
    [{ Name: '', Location: '40.7,-74' }, 'Monitoring location name or location is missing'],
    [{ Name: 'North', Location: '' }, 'Monitoring location name or location is missing'],
    [{ Name: 'North', Location: null }, 'Monitoring location name or location is missing'],
    [{ Name: 'North!', Location: '40.7,-74' }, CHARACTERS_MESSAGE],
    [{ Name: 'North', Location: '-91,0' }, 'Latitude must be between -90 and 90'],
  ])('an update %j gives %j', (body, message) => {
    expect(validateUpdateMonitoringLocation(body)?.message ?? null).toBe(message);
  });
});

describe('visibility and instrument assignment (spec 03 §4)', () => {
  it.each([
    [0, true],
    [1, false],
    [3, false],
  ])(
    'a location with %d attached instruments can be hidden: %s',
    (attachedInstrumentCount, expected) => {
      expect(canHideLocation({ attachedInstrumentCount })).toBe(expected);
    },
  );

  it.each([
    [false, true],
    [true, false],
  ])('a location hidden %s can be edited: %s', (isHidden, expected) => {
    expect(canEditLocation({ isHidden })).toBe(expected);
  });

  it.each([
    [false, true, true],
    [false, false, false],
    [true, true, false],
  ])(
    'a location hidden %s and updatable %s has editable coordinates: %s',
    (isHidden, isLocationUpdatable, expected) => {
      expect(canEditLocationCoordinates({ isHidden, isLocationUpdatable })).toBe(expected);
    },
  );

  it.each([
    [false, true],
    [true, false],
  ])('a location that ever had an instrument (%s) can be deleted: %s', (everAttached, expected) => {
    expect(canDeleteLocation({ everAttached })).toBe(expected);
  });

  it.each([
    ['loc-a', 'loc-b', ['detach', 'attach']],
    ['loc-a', null, ['detach']],
    ['loc-a', '', ['detach']],
    [undefined, 'loc-b', ['attach']],
    [null, null, []],
    ['loc-a', 'loc-a', []],
    [7, '7', []],
  ])('moving an instrument from %j to %j calls %j', (from, to, steps) => {
    expect(instrumentAssignmentSteps(from, to)).toEqual(steps);
  });
});

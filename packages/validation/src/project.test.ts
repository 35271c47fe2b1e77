import { describe, expect, it } from 'vitest';
import {
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_NAME_SPECIAL_CHARACTERS,
  createProjectSchema,
  parseCoordinates,
  projectSettingsSchema,
  validateCoordinates,
  validateProjectForm,
  validateProjectName,
} from './project';

const CHARACTERS_MESSAGE =
  'A project name can only contain the following special characters: - _ ( ) & ? | #';

describe('project name (spec 03 §5)', () => {
  it('allows 200 characters and lists the special characters as the message shows them', () => {
    expect(PROJECT_NAME_MAX_LENGTH).toBe(200);
    expect(PROJECT_NAME_SPECIAL_CHARACTERS).toBe('- _ ( ) & ? | #');
  });

  it.each([
    ['Harbour Dig'],
    ['a'],
    ['a'.repeat(200)],
    ['é'.repeat(200)],
    // 200 letters outside the Basic Multilingual Plane are 400 UTF-16 units but 200 characters.
    ['𝐀'.repeat(200)],
    ['Site-1_(North) & East? | #2'],
    ['Zürich Baustelle'],
    ['東京 プロジェクト'],
    ['नई दिल्ली'],
    ['Obra São Paulo 2025'],
  ])('accepts %j', (name) => {
    expect(validateProjectName(name)).toBeNull();
  });

  it.each([
    ['', 'A project must have a name'],
    ['   ', 'A project must have a name'],
    [null, 'A project must have a name'],
    [undefined, 'A project must have a name'],
    ['a'.repeat(201), 'A project name must be 200 characters or less'],
    ['é'.repeat(201), 'A project name must be 200 characters or less'],
    ['Site/North', CHARACTERS_MESSAGE],
    ['Site, North', CHARACTERS_MESSAGE],
    ['Site.North', CHARACTERS_MESSAGE],
    ['Site@North', CHARACTERS_MESSAGE],
    ['Site\tNorth', CHARACTERS_MESSAGE],
    ["O'Brien site", CHARACTERS_MESSAGE],
    ['Site 🚧', CHARACTERS_MESSAGE],
  ])('refuses %j: "%s"', (name, message) => {
    expect(validateProjectName(name)?.message).toBe(message);
  });

  it('gives the limit and the characters as parameters', () => {
    expect(validateProjectName('a'.repeat(201))?.params).toEqual({ max: 200 });
    expect(validateProjectName('a/b')?.params).toEqual({ characters: '- _ ( ) & ? | #' });
  });
});

describe('map search coordinates (spec 03 §5)', () => {
  it.each([
    ['40.7128, -74.0060', 40.7128, -74.006],
    ['40.7128,-74.0060', 40.7128, -74.006],
    ['  -33.8688 ,  151.2093 ', -33.8688, 151.2093],
    // The first number cannot be a latitude but the second can: the order is swapped.
    ['151.2093, -33.8688', -33.8688, 151.2093],
    ['90.0001, 0', 0, 90.0001],
    ['-180, 45', 45, -180],
    // Both orders fit: the given order wins.
    ['-74.0060, 40.7128', -74.006, 40.7128],
    ['90, 180', 90, 180],
    ['-90, -180', -90, -180],
    ['0, 0', 0, 0],
  ])('reads %j as latitude %d, longitude %d', (text, latitude, longitude) => {
    expect(parseCoordinates(text)).toEqual({ latitude, longitude });
  });

  it.each([
    ['', 'Enter coordinates as "latitude, longitude"'],
    [null, 'Enter coordinates as "latitude, longitude"'],
    ['Harbour', 'Enter coordinates as "latitude, longitude"'],
    ['40.7', 'Enter coordinates as "latitude, longitude"'],
    ['40.7 -74.0', 'Enter coordinates as "latitude, longitude"'],
    ['40.7,', 'Enter coordinates as "latitude, longitude"'],
    [', -74', 'Enter coordinates as "latitude, longitude"'],
    ['1, 2, 3', 'Enter coordinates as "latitude, longitude"'],
    ['40.7N, 74W', 'Enter coordinates as "latitude, longitude"'],
    ['90.0001, 100', 'Latitude must be between -90 and 90'],
    ['-90.0001, -91', 'Latitude must be between -90 and 90'],
    ['0, 180.0001', 'Longitude must be between -180 and 180'],
    ['0, -180.0001', 'Longitude must be between -180 and 180'],
    ['200, 50', 'Longitude must be between -180 and 180'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseCoordinates(text)).toMatchObject({ message });
  });

  it('keeps the given order when asked to', () => {
    expect(parseCoordinates('151.2093, -33.8688', { tryBothOrders: false })).toMatchObject({
      code: 'coordinates.latitudeRange',
      message: 'Latitude must be between -90 and 90',
    });
  });

  it.each([
    [90, 180, null],
    [-90, -180, null],
    [90.0001, 0, 'coordinates.latitudeRange'],
    [0, 180.0001, 'coordinates.longitudeRange'],
    [Number.NaN, 0, 'coordinates.latitudeRange'],
    [0, Number.POSITIVE_INFINITY, 'coordinates.longitudeRange'],
  ])('latitude %d and longitude %d give %j', (latitude, longitude, code) => {
    expect(validateCoordinates(latitude, longitude)?.code ?? null).toBe(code);
  });
});

describe('project form', () => {
  const valid = {
    name: 'Harbour Dig',
    organisation: 'Acme',
    location: { latitude: 40.7, longitude: -74 },
    timeZoneId: 'America/New_York',
  };

  it('accepts a complete form', () => {
    expect(validateProjectForm(valid)).toEqual([]);
  });

  it('lists every failure in field order', () => {
    expect(
      validateProjectForm({ name: '', organisation: ' ', location: null, timeZoneId: '' }).map(
        (error) => error.message,
      ),
    ).toEqual([
      'A project must have a name',
      'A project must have an organisation',
      'A project must have a location',
      'A project must have a timezone',
    ]);
  });

  it('refuses a location out of range', () => {
    expect(
      validateProjectForm({ ...valid, location: { latitude: 91, longitude: 0 } }).map(
        (error) => error.message,
      ),
    ).toEqual(['Latitude must be between -90 and 90']);
  });

  it.each([
    [false, 'Other', ['The organisation of this project cannot be changed']],
    [undefined, 'Other', ['The organisation of this project cannot be changed']],
    [true, 'Other', []],
    [false, 'Acme', []],
  ])(
    'given canChangeOrganisation %j, changing the organisation from Acme to %s gives %j',
    (canChangeOrganisation, organisation, messages) => {
      const errors = validateProjectForm({
        ...valid,
        organisation,
        originalOrganisation: 'Acme',
        canChangeOrganisation,
      });
      expect(errors.map((error) => error.message)).toEqual(messages);
    },
  );

  it('lets a new project choose any organisation', () => {
    expect(validateProjectForm({ ...valid, canChangeOrganisation: false })).toEqual([]);
  });
});

describe('project schemas', () => {
  const create = {
    Name: 'Harbour Dig',
    Location: { Latitude: 40.7, Longitude: -74 },
    Organisation: 'Acme',
    SummerTimeAdjusted: true,
    TimeZoneId: 'America/New_York',
  };

  it('accepts a valid creation body', () => {
    expect(createProjectSchema.safeParse(create).success).toBe(true);
  });

  it('reports each failure at its field with the code for translation', () => {
    const result = createProjectSchema.safeParse({
      ...create,
      Name: 'a/b',
      Organisation: null,
      Location: { Latitude: 0, Longitude: 181 },
      TimeZoneId: '',
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['Name'], CHARACTERS_MESSAGE],
      [['Organisation'], 'A project must have an organisation'],
      [['Location'], 'Longitude must be between -180 and 180'],
      [['TimeZoneId'], 'A project must have a timezone'],
    ]);
    expect(result.error?.issues[0]).toMatchObject({
      params: { code: 'project.nameCharacters', values: { characters: '- _ ( ) & ? | #' } },
    });
  });

  const settings = {
    Name: 'Harbour Dig',
    Location: { Latitude: 40.7, Longitude: -74 },
    TimeZoneId: 'America/New_York',
    TimeZoneAdjustment: 'SummerTimeAdjusted',
  };

  it('accepts a settings body, which carries no organisation', () => {
    expect(projectSettingsSchema.safeParse(settings).success).toBe(true);
    expect(
      projectSettingsSchema.safeParse({ ...settings, TimeZoneAdjustment: 'None' }).success,
    ).toBe(true);
  });

  it('refuses a settings body without a location or with an unknown adjustment', () => {
    const missing = projectSettingsSchema.safeParse({ ...settings, Location: null });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({
        path: ['Location'],
        message: 'A project must have a location',
        params: { code: 'project.locationRequired' },
      }),
    ]);
    expect(
      projectSettingsSchema.safeParse({ ...settings, TimeZoneAdjustment: 'Dst' }).success,
    ).toBe(false);
  });
});

import type { ValidationError } from '@aq/validation/messages';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { locationFormResolver, type LocationFormValues } from './location-form-modal';
import {
  ingestionUrl,
  registerInstrumentResolver,
  type RegisterInstrumentValues,
} from './register-instrument-modal';

const OPTIONS = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<never>;

/** The code of a failure, as the message (the screen translates it). */
const byCode = (error: ValidationError) => error.code;

async function locationErrors(mode: 'create' | 'edit', values: LocationFormValues) {
  const result = await locationFormResolver(mode, byCode)(values, undefined, OPTIONS as never);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
  );
}

const POINT = { Latitude: 40.675, Longitude: -73.99 };

describe('the location form (spec 03 §5)', () => {
  it('accepts letters, digits, spaces and _ - | ^ with a point', async () => {
    expect(await locationErrors('create', { name: 'North_fence-2 |^', point: POINT })).toEqual({});
  });

  it('on create, a blank name says "Location and name are required" at the name', async () => {
    expect(await locationErrors('create', { name: '  ', point: POINT })).toEqual({
      name: 'monitoringLocation.createRequired',
    });
  });

  it('on create, a missing point says the same at the point', async () => {
    expect(await locationErrors('create', { name: 'North', point: null })).toEqual({
      point: 'monitoringLocation.createRequired',
    });
  });

  it('on update, a missing part says "name or location is missing"', async () => {
    expect(await locationErrors('edit', { name: '', point: POINT })).toEqual({
      name: 'monitoringLocation.updateRequired',
    });
  });

  it('refuses other characters at the name', async () => {
    expect(await locationErrors('create', { name: 'North/fence', point: POINT })).toEqual({
      name: 'monitoringLocation.nameCharacters',
    });
  });

  it('refuses a latitude beyond 90 at the point', async () => {
    const errors = await locationErrors('create', {
      name: 'North',
      point: { Latitude: 90.5, Longitude: 0 },
    });
    expect(Object.keys(errors)).toEqual(['point']);
    expect(errors.point).toMatch(/^coordinates\./);
  });
});

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

async function registerErrors(values: RegisterInstrumentValues) {
  const result = await registerInstrumentResolver(t)(values, undefined, OPTIONS as never);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      (error as { message?: string }).message,
    ]),
  );
}

const VALID = { Serial: 'AQ-2001', Name: 'Boundary', Model: 'DustTrak', Sensors: ['PM10'] };

describe('the register form', () => {
  it('accepts a valid instrument and trims what it sends', async () => {
    const result = await registerInstrumentResolver(t)(
      { ...VALID, Serial: ' AQ-2001 ' },
      undefined,
      OPTIONS as never,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(VALID);
  });

  it('names each missing field, and asks for a sensor', async () => {
    expect(await registerErrors({ Serial: '', Name: '', Model: '', Sensors: [] })).toEqual({
      Serial: 'register.errors.required {"field":"register.serial"}',
      Name: 'register.errors.required {"field":"register.name"}',
      Model: 'register.errors.required {"field":"register.model"}',
      Sensors: 'register.errors.sensorsRequired',
    });
  });

  it('refuses a serial a URL would have to escape, and one of 51 characters', async () => {
    expect(await registerErrors({ ...VALID, Serial: 'AQ 2001' })).toEqual({
      Serial: 'register.errors.serialCharacters',
    });
    expect(await registerErrors({ ...VALID, Serial: 'A'.repeat(51) })).toEqual({
      Serial: 'register.errors.tooLong {"field":"register.serial","max":50}',
    });
    expect(await registerErrors({ ...VALID, Serial: 'A'.repeat(50) })).toEqual({});
  });
});

describe('the ingestion address', () => {
  it('is the v2 data call of the serial on the server’s origin', () => {
    expect(ingestionUrl('https://aq.example', 'AQ-2001')).toBe(
      'https://aq.example/v2/instruments/AQ-2001/data',
    );
  });
});

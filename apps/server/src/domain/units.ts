import { sensorByCode, defaultPpmToMgm3Factor } from './sensors';

/** A unit the user may pick in the display-settings table, with the most decimals it may show. */
export interface AllowedDisplayUnit {
  readonly unit: string;
  readonly maximumDecimalPlace: number;
}

/** Options of convertValue; the factor is needed only between ppm/ppb and mass concentrations. */
export interface ConvertOptions {
  /** mg/m³ per ppm for the gas being converted (see defaultPpmToMgm3Factor). */
  readonly ppmToMgm3Factor?: number;
}

// 'mixing' (volume ratio) and 'mass' concentrations are bridged only through a gas's factor, so
// they are two dimensions here; every other pair of dimensions is not convertible at all.
type Dimension = 'mixing' | 'mass' | 'speed' | 'temperature' | 'pressure';

interface UnitDefinition {
  readonly dimension: Dimension;
  /** Value in the dimension's base unit (ppm, mg/m³, m/s, °C, hPa). */
  readonly toBase: (value: number) => number;
  readonly fromBase: (value: number) => number;
}

function scaled(dimension: Dimension, basePerUnit: number): UnitDefinition {
  return {
    dimension,
    toBase: (value) => value * basePerUnit,
    fromBase: (value) => value / basePerUnit,
  };
}

// Factors by definition: 1 mph = 0.44704 m/s, 1 knot = 1852 m/h, 1 inHg = 3386.389 Pa (at 0 °C).
const UNITS: ReadonlyMap<string, UnitDefinition> = new Map([
  ['ppm', scaled('mixing', 1)],
  ['ppb', scaled('mixing', 0.001)],
  ['mg/m³', scaled('mass', 1)],
  ['µg/m³', scaled('mass', 0.001)],
  ['m/s', scaled('speed', 1)],
  ['km/h', scaled('speed', 1 / 3.6)],
  ['mph', scaled('speed', 0.44704)],
  ['knots', scaled('speed', 1852 / 3600)],
  ['°C', { dimension: 'temperature', toBase: (value) => value, fromBase: (value) => value }],
  [
    '°F',
    // Written as offset-then-scale so whole-degree cases (20 °C = 68 °F) come out exact.
    {
      dimension: 'temperature',
      toBase: (value) => ((value - 32) * 5) / 9,
      fromBase: (value) => (value * 9) / 5 + 32,
    },
  ],
  ['hPa', scaled('pressure', 1)],
  ['mbar', scaled('pressure', 1)],
  ['kPa', scaled('pressure', 10)],
  ['inHg', scaled('pressure', 33.86389)],
]);

// Spellings instruments and older settings use for the same units: ASCII 'u' and '3', the Greek mu
// (U+03BC) that looks like the micro sign (U+00B5), and common speed abbreviations.
const ALIASES: ReadonlyMap<string, string> = new Map([
  ['ug/m3', 'µg/m³'],
  ['µg/m3', 'µg/m³'],
  ['μg/m³', 'µg/m³'],
  ['μg/m3', 'µg/m³'],
  ['mg/m3', 'mg/m³'],
  ['kph', 'km/h'],
  ['knot', 'knots'],
  ['kn', 'knots'],
  ['kt', 'knots'],
  ['millibar', 'mbar'],
]);

/** The canonical spelling of a unit (e.g. 'ug/m3' → 'µg/m³'); unknown units come back unchanged. */
export function canonicalUnit(unit: string): string {
  return ALIASES.get(unit) ?? unit;
}

/** Converts a value between units of one quantity; RangeError naming both units if impossible. */
export function convertValue(
  value: number,
  fromUnit: string,
  toUnit: string,
  options: ConvertOptions = {},
): number {
  const from = canonicalUnit(fromUnit);
  const to = canonicalUnit(toUnit);
  if (from === to) return value;
  const source = UNITS.get(from);
  const target = UNITS.get(to);
  if (!source || !target) {
    throw new RangeError(`Cannot convert from ${fromUnit} to ${toUnit}: unknown unit`);
  }
  const base = source.toBase(value);
  if (source.dimension === target.dimension) return target.fromBase(base);

  const crossing = `${source.dimension}>${target.dimension}`;
  if (crossing !== 'mixing>mass' && crossing !== 'mass>mixing') {
    throw new RangeError(`Cannot convert from ${fromUnit} to ${toUnit}: different quantities`);
  }
  const factor = options.ppmToMgm3Factor;
  if (factor === undefined || !Number.isFinite(factor) || factor <= 0) {
    throw new RangeError(
      `Cannot convert from ${fromUnit} to ${toUnit}: needs a ppm to mg/m³ factor greater than 0`,
    );
  }
  // mg/m³ = ppm × factor; base units of the two dimensions are exactly ppm and mg/m³.
  return target.fromBase(crossing === 'mixing>mass' ? base * factor : base / factor);
}

// Units each family may be shown in, native unit first; meteorology is chosen per sensor below
// because a speed and a pressure share a category but not a unit.
const DISPLAY_UNITS_BY_CATEGORY = {
  Gas: ['ppm', 'ppb', 'mg/m³', 'µg/m³'],
  Particulate: ['µg/m³', 'mg/m³'],
} as const;

const DISPLAY_UNITS_BY_CODE: Readonly<Record<string, readonly string[]>> = {
  WS: ['m/s', 'km/h', 'mph', 'knots'],
  TEMP: ['°C', '°F'],
  PRES: ['hPa', 'kPa', 'mbar', 'inHg'],
};

/**
 * Decimals that still resolve one step of the sensor's native resolution in another unit: showing
 * more would only print conversion noise. The 1e-9 slack keeps exact powers of ten (0.1 hPa =
 * 0.01 kPa) from being pushed up a place by floating-point error.
 */
function decimalsFor(resolution: number): number {
  return Math.min(6, Math.max(0, Math.ceil(-Math.log10(Math.abs(resolution)) - 1e-9)));
}

/** Display units offered for a sensor with their maximum decimal places; [] for an unknown code. */
export function allowedDisplayUnits(code: string): AllowedDisplayUnit[] {
  const sensor = sensorByCode(code);
  if (!sensor) return [];
  const units =
    DISPLAY_UNITS_BY_CODE[code] ??
    (sensor.category === 'Met' ? [sensor.units] : DISPLAY_UNITS_BY_CATEGORY[sensor.category]);
  const step = 10 ** -sensor.decimalPlaces;
  const factor = defaultPpmToMgm3Factor(code);
  return units.map((unit) => {
    if (unit === sensor.units) return { unit, maximumDecimalPlace: sensor.decimalPlaces };
    // A step is a difference, so temperature's offset must not enter it: convert 0 and one step.
    const options = factor === undefined ? {} : { ppmToMgm3Factor: factor };
    const converted =
      convertValue(step, sensor.units, unit, options) -
      convertValue(0, sensor.units, unit, options);
    return { unit, maximumDecimalPlace: decimalsFor(converted) };
  });
}

/** Sensor families, as the display-settings table's Category column names them. */
export type SensorCategory = 'Gas' | 'Particulate' | 'Met';

/** One sensor type of the catalogue, in the units the instruments report. */
export interface SensorDefinition {
  readonly code: string;
  readonly name: string;
  readonly category: SensorCategory;
  readonly units: string;
  readonly decimalPlaces: number;
  readonly rangeMin: number;
  readonly rangeMax: number;
  /** g/mol, gases only: turns ppm into mg/m³ at STP. */
  readonly molecularWeight?: number;
}

/** Litres per mole of an ideal gas at STP (0 °C, 101.325 kPa), the spec's stated reference. */
export const MOLAR_VOLUME_STP_LITRES = 22.414;

/** Every sensor type the product knows, gases first, then particulates, then meteorology. */
export const SENSOR_CATALOGUE: readonly SensorDefinition[] = [
  // Gas ranges follow the usual electrochemical / PID cells of perimeter monitors.
  {
    code: 'CO',
    name: 'Carbon monoxide',
    category: 'Gas',
    units: 'ppm',
    decimalPlaces: 3,
    rangeMin: 0,
    rangeMax: 1000,
    molecularWeight: 28.01,
  },
  {
    code: 'H2S',
    name: 'Hydrogen sulfide',
    category: 'Gas',
    units: 'ppm',
    decimalPlaces: 3,
    rangeMin: 0,
    rangeMax: 100,
    molecularWeight: 34.08,
  },
  {
    code: 'NO2',
    name: 'Nitrogen dioxide',
    category: 'Gas',
    units: 'ppm',
    decimalPlaces: 3,
    rangeMin: 0,
    rangeMax: 20,
    molecularWeight: 46.01,
  },
  {
    code: 'SO2',
    name: 'Sulfur dioxide',
    category: 'Gas',
    units: 'ppm',
    decimalPlaces: 3,
    rangeMin: 0,
    rangeMax: 20,
    molecularWeight: 64.07,
  },
  // VOC is read by a PID calibrated with isobutylene, whose molecular weight stands in for the mix.
  {
    code: 'VOC',
    name: 'Volatile organic compounds',
    category: 'Gas',
    units: 'ppm',
    decimalPlaces: 3,
    rangeMin: 0,
    rangeMax: 1000,
    molecularWeight: 56.11,
  },
  // 50 000 ppm is 100 % of methane's lower explosive limit.
  {
    code: 'CH4',
    name: 'Methane',
    category: 'Gas',
    units: 'ppm',
    decimalPlaces: 3,
    rangeMin: 0,
    rangeMax: 50000,
    molecularWeight: 16.04,
  },
  {
    code: 'PM1',
    name: 'PM1',
    category: 'Particulate',
    units: 'µg/m³',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 10000,
  },
  {
    code: 'PM2.5',
    name: 'PM2.5',
    category: 'Particulate',
    units: 'µg/m³',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 10000,
  },
  {
    code: 'PM4',
    name: 'PM4',
    category: 'Particulate',
    units: 'µg/m³',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 10000,
  },
  {
    code: 'PM10',
    name: 'PM10',
    category: 'Particulate',
    units: 'µg/m³',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 10000,
  },
  {
    code: 'TSP',
    name: 'Total suspended particulates',
    category: 'Particulate',
    units: 'µg/m³',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 10000,
  },
  // The wind rose derives its speed bands from this range (spec default 22), so it is not the
  // 60 m/s an anemometer can read.
  {
    code: 'WS',
    name: 'Wind speed',
    category: 'Met',
    units: 'm/s',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 22,
  },
  {
    code: 'WD',
    name: 'Wind direction',
    category: 'Met',
    units: '°',
    decimalPlaces: 0,
    rangeMin: 0,
    rangeMax: 360,
  },
  {
    code: 'TEMP',
    name: 'Temperature',
    category: 'Met',
    units: '°C',
    decimalPlaces: 1,
    rangeMin: -40,
    rangeMax: 85,
  },
  {
    code: 'RH',
    name: 'Relative humidity',
    category: 'Met',
    units: '%',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 100,
  },
  {
    code: 'PRES',
    name: 'Barometric pressure',
    category: 'Met',
    units: 'hPa',
    decimalPlaces: 1,
    rangeMin: 500,
    rangeMax: 1100,
  },
  {
    code: 'RAIN',
    name: 'Rainfall',
    category: 'Met',
    units: 'mm',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 1000,
  },
  {
    code: 'HAIL',
    name: 'Hail',
    category: 'Met',
    units: 'hits/cm²',
    decimalPlaces: 1,
    rangeMin: 0,
    rangeMax: 1000,
  },
];

const BY_CODE = new Map(SENSOR_CATALOGUE.map((sensor) => [sensor.code, sensor]));

/** Particulate series in the spec's order, finest fraction first. */
export const PARTICLE_SIZE_ORDER: readonly string[] = ['PM1', 'PM2.5', 'PM4', 'PM10'];

/** The catalogue entry for a code (case-sensitive, as instruments send it), or undefined. */
export function sensorByCode(code: string): SensorDefinition | undefined {
  return BY_CODE.get(code);
}

/** True for the wind direction sensor, whose values must be averaged as vectors. */
export function isDirectionSensor(code: string): boolean {
  return code === 'WD';
}

/** Default ppm → mg/m³ factor (molecular weight / molar volume at STP); undefined for non-gases. */
export function defaultPpmToMgm3Factor(code: string): number | undefined {
  const weight = sensorByCode(code)?.molecularWeight;
  return weight === undefined ? undefined : weight / MOLAR_VOLUME_STP_LITRES;
}

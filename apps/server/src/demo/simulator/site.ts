// The demo sites as plain data. The simulator reads nothing else, so changing a site here changes
// its readings deterministically, and the seed script can create the same projects, locations and
// instruments from this one list.

/** Sensor codes of the catalogue that the demo instruments carry. */
export type DemoSensorCode = 'PM10' | 'VOC' | 'WS' | 'WD' | 'TEMP' | 'RH' | 'PRES';

/** Regulatory regime of a demo project, spelled like the contract's ContributionType. */
export type DemoRegime = 'Der10' | 'FourteenSixtySix';

/** A point in WGS 84 degrees. */
export interface LatLng {
  /** Latitude, degrees north. */
  lat: number;
  /** Longitude, degrees east. */
  lng: number;
}

/** One physical instrument. */
export interface DemoInstrument {
  /** Serial number, unique across the demo. */
  serial: string;
  /** Display name. */
  name: string;
  /** Manufacturer's model. */
  model: string;
  /** Sensor codes it reports, in reporting order. */
  sensors: readonly DemoSensorCode[];
}

/** Perimeter locations take part in contributions; the met location is the wind source. */
export type DemoLocationRole = 'Perimeter' | 'Met';

/** A monitoring location with the one instrument deployed there. */
export interface DemoLocation extends LatLng {
  /** Display name. */
  name: string;
  /** Whether the location is a perimeter monitor or the met station. */
  role: DemoLocationRole;
  /** The instrument deployed at the location. */
  instrument: DemoInstrument;
}

/** Local climate that drives the met station and the background. */
export interface DemoClimate {
  /** Annual mean temperature, °C. */
  meanTempC: number;
  /** Half the difference between the warmest and the coolest month, °C. */
  annualSwingC: number;
  /** Half the typical difference between 15:00 and 05:00, °C. */
  diurnalSwingC: number;
  /** Mean wind speed, m/s. */
  meanWindMs: number;
  /** Prevailing direction the wind blows FROM, degrees. */
  prevailingWindFrom: number;
  /** Mean sea-level pressure, hPa. */
  meanPressureHpa: number;
}

/** When the works run, in the site's local wall-clock time. */
export interface DemoWorks {
  /** Active weekdays, 0 = Sunday. */
  weekdays: readonly number[];
  /** First minute of the local day with works (inclusive). */
  startMinute: number;
  /** Minute of the local day when works stop (exclusive). */
  endMinute: number;
}

/** Source strengths of the works, before dividing by (wind speed + 0.7). */
export interface DemoEmission {
  /** PM10 plume strength, µg/m³·m/s. */
  pm10: number;
  /** VOC plume strength, ppm·m/s (0 when the works release none). */
  voc: number;
  /** Dust spikes per local week, inclusive range. */
  dustSpikesPerWeek: readonly [number, number];
  /** VOC spikes (hot spots) per local week, inclusive range. */
  vocSpikesPerWeek: readonly [number, number];
}

/** Scripted faults, so the dashboard has something to show in every week of history. */
export interface DemoFaults {
  /** Instrument that goes offline once per local calendar week (Monday to Sunday). */
  offline?: { serial: string; minMinutes: number; maxMinutes: number };
  /** Instrument whose sensor ages (health 'Aging', slight upward drift) from sinceMs on. */
  aging?: { serial: string; sensor: DemoSensorCode; sinceMs: number };
  /** Instrument that runs a daily zero check at a local minute of the day. */
  zero?: { serial: string; localMinuteOfDay: number; minutes: number };
}

/** One demo project: its place, instruments and the behaviour of its simulated air. */
export interface DemoSite {
  /** Stable key; also salts the site's noise so two sites never share weather. */
  id: string;
  /** Project name. */
  projectName: string;
  /** Town and region, for the project's address. */
  city: string;
  /** IANA time zone of the project. */
  timeZone: string;
  /** Regime of the site's contribution. */
  regime: DemoRegime;
  /** Centre of the works. */
  centre: LatLng;
  /** Perimeter locations, then the met station. */
  locations: readonly DemoLocation[];
  /** Climate of the place. */
  climate: DemoClimate;
  /** Working hours. */
  works: DemoWorks;
  /** Strength of the works' emissions. */
  emission: DemoEmission;
  /** Scripted faults. */
  faults: DemoFaults;
}

const METRES_PER_DEGREE_LAT = 111_320;

/** Point at a bearing (° from north) and distance (m) from a centre; flat-earth, fine at 200 m. */
export function offsetPosition(centre: LatLng, bearingDeg: number, distanceM: number): LatLng {
  const radians = (bearingDeg * Math.PI) / 180;
  const north = distanceM * Math.cos(radians);
  const east = distanceM * Math.sin(radians);
  const metresPerDegreeLng = METRES_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180);
  // Six decimals is about 0.1 m: finer digits would only be noise in the seeded locations.
  const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    lat: round6(centre.lat + north / METRES_PER_DEGREE_LAT),
    lng: round6(centre.lng + east / metresPerDegreeLng),
  };
}

const DUST_AND_VOC: readonly DemoSensorCode[] = ['PM10', 'VOC'];
const DUST_ONLY: readonly DemoSensorCode[] = ['PM10'];
const MET: readonly DemoSensorCode[] = ['WS', 'WD', 'TEMP', 'RH', 'PRES'];
const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

/** A perimeter location `distanceM` from the centre at `bearingDeg`, with its instrument. */
function perimeter(
  centre: LatLng,
  name: string,
  bearingDeg: number,
  distanceM: number,
  instrument: Omit<DemoInstrument, 'name'>,
): DemoLocation {
  return {
    name,
    role: 'Perimeter',
    ...offsetPosition(centre, bearingDeg, distanceM),
    instrument: { ...instrument, name: `${name} monitor` },
  };
}

const GOWANUS_CENTRE: LatLng = { lat: 40.6745, lng: -73.9903 };
const HARBOUR_CENTRE: LatLng = { lat: 33.7701, lng: -118.1937 };

/** Serial of the Gowanus instrument that drops out each week (the brief's 'East Gate'). */
const EAST_GATE_SERIAL = 'AQS-1002';

/** The demo projects. */
export const DEMO_SITES: readonly DemoSite[] = [
  {
    id: 'gowanus',
    projectName: 'Gowanus Canal Remediation',
    city: 'Brooklyn, New York',
    timeZone: 'America/New_York',
    regime: 'Der10',
    centre: GOWANUS_CENTRE,
    // Bearings are a little off the cardinal points and distances differ, as on a real fence line.
    locations: [
      perimeter(GOWANUS_CENTRE, 'North Fence', 8, 150, {
        serial: 'AQS-1001',
        model: 'AQ Sentinel 2',
        sensors: DUST_AND_VOC,
      }),
      perimeter(GOWANUS_CENTRE, 'East Gate', 84, 170, {
        serial: EAST_GATE_SERIAL,
        model: 'AQ Sentinel 2',
        sensors: DUST_AND_VOC,
      }),
      perimeter(GOWANUS_CENTRE, 'South Fence', 187, 130, {
        serial: 'AQS-1003',
        model: 'AQ Sentinel 2',
        sensors: DUST_AND_VOC,
      }),
      perimeter(GOWANUS_CENTRE, 'West Boundary', 268, 160, {
        serial: 'AQS-1004',
        model: 'AQ Sentinel 2',
        sensors: DUST_AND_VOC,
      }),
      {
        name: 'Site Met Mast',
        role: 'Met',
        ...GOWANUS_CENTRE,
        instrument: {
          serial: 'MET-2001',
          name: 'Site Met Mast station',
          model: 'WeatherPro 5',
          sensors: MET,
        },
      },
    ],
    climate: {
      meanTempC: 13,
      annualSwingC: 11.5,
      diurnalSwingC: 4.5,
      meanWindMs: 3.4,
      prevailingWindFrom: 225,
      meanPressureHpa: 1016,
    },
    works: { weekdays: WEEKDAYS, startMinute: 7 * 60, endMinute: 17 * 60 },
    emission: { pm10: 380, voc: 1.6, dustSpikesPerWeek: [3, 5], vocSpikesPerWeek: [2, 3] },
    faults: {
      offline: { serial: EAST_GATE_SERIAL, minMinutes: 120, maxMinutes: 300 },
      // A fixed instant, not "now": the simulator must not depend on when it runs.
      aging: { serial: 'AQS-1003', sensor: 'PM10', sinceMs: Date.UTC(2025, 5, 4, 16) },
      zero: { serial: 'AQS-1004', localMinuteOfDay: 2 * 60, minutes: 10 },
    },
  },
  {
    id: 'harbour',
    projectName: 'Harbour Demolition',
    city: 'Long Beach, California',
    timeZone: 'America/Los_Angeles',
    regime: 'FourteenSixtySix',
    centre: HARBOUR_CENTRE,
    // Rule 1466 pairs an upwind and a downwind monitor on the sea-breeze axis.
    locations: [
      perimeter(HARBOUR_CENTRE, 'Seaward Fence', 235, 140, {
        serial: 'AQS-1005',
        model: 'AQ Sentinel 1',
        sensors: DUST_ONLY,
      }),
      perimeter(HARBOUR_CENTRE, 'Inland Fence', 55, 165, {
        serial: 'AQS-1006',
        model: 'AQ Sentinel 1',
        sensors: DUST_ONLY,
      }),
      {
        name: 'Harbour Met Mast',
        role: 'Met',
        ...HARBOUR_CENTRE,
        instrument: {
          serial: 'MET-2002',
          name: 'Harbour Met Mast station',
          model: 'WeatherPro 5',
          sensors: MET,
        },
      },
    ],
    climate: {
      meanTempC: 18.5,
      annualSwingC: 4.5,
      diurnalSwingC: 5.5,
      meanWindMs: 3,
      prevailingWindFrom: 245,
      meanPressureHpa: 1014,
    },
    works: { weekdays: WEEKDAYS, startMinute: 7 * 60, endMinute: 17 * 60 },
    emission: { pm10: 300, voc: 0, dustSpikesPerWeek: [2, 4], vocSpikesPerWeek: [0, 0] },
    faults: {},
  },
];

/** Instruments in stock, deployed nowhere; the simulator produces nothing for them. */
export const DEMO_SPARE_INSTRUMENTS: readonly DemoInstrument[] = [
  { serial: 'AQS-1901', name: 'Spare Sentinel', model: 'AQ Sentinel 2', sensors: DUST_AND_VOC },
  { serial: 'MET-2901', name: 'Spare met station', model: 'WeatherPro 5', sensors: MET },
];

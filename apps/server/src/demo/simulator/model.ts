// The demo's air, weather and instruments as a pure function of (seed, site, minute). Nothing here
// keeps state between calls (the caches only memoise pure results), so the 14-day backfill and the
// live loop produce identical numbers whenever, wherever and in whatever order they run.

import { timeZoneOffsetMinutes } from '@aq/validation/time';
import { fractalNoise, hash01, hash32, hashString, valueNoise } from './random';
import type { DemoInstrument, DemoLocation, DemoSensorCode, DemoSite, LatLng } from './site';

/** Operation modes the demo instruments use (a subset of the contract's OperationMode). */
export type DemoOperationMode = 'Sample' | 'Service' | 'SpanPort1' | 'Zero';

/** Sensor health as the contract spells it. */
export type DemoSensorHealth = 'Ok' | 'Aging' | 'Failed';

/** One 1-minute value of one sensor. */
export interface SimulatedReading {
  /** Instrument serial. */
  serial: string;
  /** Sensor code. */
  sensor: DemoSensorCode;
  /** Value in the sensor's unit, rounded to the catalogue's decimals. */
  value: number;
}

/** What an instrument reports about itself in that minute. */
export interface SimulatedState {
  /** Instrument serial. */
  serial: string;
  /** Operation mode. */
  operationMode: DemoOperationMode;
  /** Worst health of its sensors. */
  sensorHealth: DemoSensorHealth;
  /** Battery voltage of its 12 V solar-charged battery, V, two decimals. */
  battery: number;
}

/** What a site's instruments send in one minute; offline instruments are absent from both lists. */
export interface SimulatedMinute {
  /** Sensor values. */
  readings: SimulatedReading[];
  /** Instrument states. */
  states: SimulatedState[];
}

/** Decimals of each sensor in the catalogue, which the simulator rounds to. */
export const SENSOR_DECIMALS: Readonly<Record<DemoSensorCode, number>> = {
  PM10: 1,
  VOC: 3,
  WS: 1,
  WD: 0,
  TEMP: 1,
  RH: 0,
  PRES: 1,
};

/** Wall-clock position of a minute in a time zone. */
export interface LocalClock {
  /** UTC offset in minutes (negative west of Greenwich). */
  offsetMinutes: number;
  /** Days since 1970-01-01 in local time. */
  localDay: number;
  /** Minute of the local day, 0–1439. */
  minuteOfDay: number;
  /** Local weekday, 0 = Sunday. */
  weekday: number;
  /** Local Monday-to-Sunday week number since 1970 (week 0 is the partial first week). */
  weekIndex: number;
  /** Minute of the local week since Monday 00:00, 0–10079. */
  minuteOfWeek: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;
/** Width (one standard deviation) of the plume around the downwind direction, degrees. */
const PLUME_WIDTH_DEG = 35;
/** Added to wind speed so the dilution 1/(WS + 0.7) stays finite in calm air. */
const DILUTION_FLOOR_MS = 0.7;
/** Share of the plume every location gets in calm air, when it pools instead of drifting. */
const CALM_SHARE = 0.12;
/** Share the most upwind fence still sees (eddies around site hoardings). */
const UPWIND_SHARE = 0.015;

const offsets = new Map<string, number>();
/** Bounds the offset cache of a server that runs for years: an entry per zone and UTC hour. */
const MAX_CACHED_OFFSETS = 100_000;

/**
 * UTC offset of a zone in one UTC hour (the demo zones switch DST only on whole UTC hours),
 * memoised per hour: the simulator asks for every minute of every site.
 */
function utcOffsetMinutes(timeZone: string, hourIndex: number): number {
  const key = `${timeZone}|${hourIndex}`;
  const cached = offsets.get(key);
  if (cached !== undefined) return cached;
  const offset = timeZoneOffsetMinutes(hourIndex * HOUR_MS, timeZone);
  if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** Local wall clock at minuteEndMs: the label the dashboard shows for that minute. */
export function localClock(timeZone: string, minuteEndMs: number): LocalClock {
  const offsetMinutes = utcOffsetMinutes(timeZone, Math.floor(minuteEndMs / HOUR_MS));
  const localMinutes = Math.floor(minuteEndMs / MINUTE_MS) + offsetMinutes;
  const localDay = Math.floor(localMinutes / MINUTES_PER_DAY);
  // 1970-01-01 was a Thursday: +4 makes Sunday 0, +3 makes Monday the first day of a week.
  const weekday = (((localDay + 4) % 7) + 7) % 7;
  const weekIndex = Math.floor((localDay + 3) / 7);
  return {
    offsetMinutes,
    localDay,
    minuteOfDay: localMinutes - localDay * MINUTES_PER_DAY,
    weekday,
    weekIndex,
    minuteOfWeek: localMinutes - (weekIndex * 7 - 3) * MINUTES_PER_DAY,
  };
}

/** Noise channels; each independent quantity draws from its own so they never move in lockstep. */
const CH = {
  temp: 1,
  tempJitter: 2,
  dewDepression: 3,
  pressure: 4,
  windSynoptic: 5,
  gust: 6,
  windDir: 7,
  windDirSynoptic: 8,
  windDirJitter: 9,
  calmSpeed: 10,
  calmDir: 11,
  activity: 12,
  workDay: 13,
  bgDay: 14,
  bgFast: 15,
  vocBg: 16,
  cloud: 17,
  calmSpells: 20,
  offlineSpells: 21,
  dustSpikes: 22,
  vocSpikes: 23,
  locBg: 30,
  locPmNoise: 31,
  locVocNoise: 32,
  locFlicker: 33,
  locFlickerJitter: 34,
  batteryDepth: 35,
  batteryOffset: 36,
  zeroNoise: 37,
} as const;

/** A scheduled episode in minutes of the local week, [start, end). */
interface Spell {
  start: number;
  end: number;
  magnitude: number;
}

/** Integer uniformly drawn from [min, max]. */
function pickInt(u: number, min: number, max: number): number {
  return min + Math.min(max - min, Math.floor(u * (max - min + 1)));
}

/** Episodes anywhere in a local week; none crosses the week's end, so weeks are self-contained. */
function spellsAnywhere(
  seed: number,
  channel: number,
  week: number,
  count: readonly [number, number],
  minutes: readonly [number, number],
): Spell[] {
  const n = pickInt(hash01(seed, channel, week, -1), count[0], count[1]);
  const spells: Spell[] = [];
  for (let i = 0; i < n; i += 1) {
    const length = pickInt(hash01(seed, channel, week, i, 0), minutes[0], minutes[1]);
    const start = Math.floor(hash01(seed, channel, week, i, 1) * (MINUTES_PER_WEEK - length));
    spells.push({ start, end: start + length, magnitude: hash01(seed, channel, week, i, 2) });
  }
  return spells;
}

/** Episodes inside working hours of working days, so spikes only happen while works run. */
function spellsDuringWorks(
  seed: number,
  channel: number,
  week: number,
  site: DemoSite,
  count: readonly [number, number],
  minutes: readonly [number, number],
): Spell[] {
  const { weekdays, startMinute, endMinute } = site.works;
  if (weekdays.length === 0) return [];
  const n = pickInt(hash01(seed, channel, week, -1), count[0], count[1]);
  const spells: Spell[] = [];
  for (let i = 0; i < n; i += 1) {
    const weekday = weekdays[pickInt(hash01(seed, channel, week, i, 3), 0, weekdays.length - 1)];
    if (weekday === undefined) continue;
    const length = pickInt(hash01(seed, channel, week, i, 0), minutes[0], minutes[1]);
    // Keep clear of the ramp-up and wind-down of the working day.
    const earliest = startMinute + 20;
    const room = Math.max(0, endMinute - 10 - length - earliest);
    const dayStart = ((weekday + 6) % 7) * MINUTES_PER_DAY;
    const start = dayStart + earliest + Math.floor(hash01(seed, channel, week, i, 1) * room);
    spells.push({ start, end: start + length, magnitude: hash01(seed, channel, week, i, 2) });
  }
  return spells;
}

/** Strongest spell at a minute: 3-minute rise, 5-minute fall, scaled by weight(spell). */
function spellLevel(
  spells: readonly Spell[],
  minute: number,
  weight: (s: Spell) => number,
): number {
  let level = 0;
  for (const spell of spells) {
    if (minute < spell.start || minute >= spell.end) continue;
    const envelope = Math.min(1, (minute - spell.start + 1) / 3, (spell.end - minute) / 5);
    level = Math.max(level, envelope * weight(spell));
  }
  return level;
}

/** Whether a minute falls inside any spell. */
function inSpell(spells: readonly Spell[], minute: number): boolean {
  return spells.some((spell) => minute >= spell.start && minute < spell.end);
}

/** Clamps a value into [min, max]. */
function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounds to the sensor's catalogue decimals; + 0 turns -0 into 0. */
function roundFor(sensor: DemoSensorCode, value: number): number {
  const factor = 10 ** SENSOR_DECIMALS[sensor];
  return Math.round(value * factor) / factor + 0;
}

/** Angular distance between two directions, 0–180°. */
function angleBetween(a: number, b: number): number {
  return Math.abs(((((a - b) % 360) + 540) % 360) - 180);
}

/** Initial great-circle bearing from one point to another, 0–360° (the product's formula). */
function bearing(from: LatLng, to: LatLng): number {
  const rad = Math.PI / 180;
  const phi1 = from.lat * rad;
  const phi2 = to.lat * rad;
  const dLambda = (to.lng - from.lng) * rad;
  const y = Math.sin(dLambda) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLambda);
  return (((Math.atan2(y, x) / rad) % 360) + 360) % 360;
}

/** Bell curve of height 1. */
function gauss(x: number, centre: number, width: number): number {
  return Math.exp(-0.5 * ((x - centre) / width) ** 2);
}

/** Temperature shape over the local day: -1 at 05:00, +1 at 15:00, a faster rise than fall. */
function diurnalTemperature(hour: number): number {
  if (hour >= 5 && hour < 15) return -Math.cos((Math.PI * (hour - 5)) / 10);
  return Math.cos((Math.PI * ((hour - 15 + 24) % 24)) / 14);
}

/** Saturation vapour pressure over water (Magnus), hPa; only ratios are used. */
function saturationVapour(tempC: number): number {
  return Math.exp((17.625 * tempC) / (243.04 + tempC));
}

/** A perimeter location with what the model needs about it, computed once per site. */
interface PreparedPerimeter {
  location: DemoLocation;
  bearing: number;
  channel: number;
}

/** Per-site geometry, memoised by site object. */
interface PreparedSite {
  perimeter: PreparedPerimeter[];
  bySerial: Map<string, PreparedPerimeter>;
  siteKey: number;
}

const prepared = new WeakMap<DemoSite, PreparedSite>();

/** Bearings of the perimeter locations from their mean position. */
function prepare(site: DemoSite): PreparedSite {
  const cached = prepared.get(site);
  if (cached !== undefined) return cached;
  const fence = site.locations.filter((location) => location.role === 'Perimeter');
  // The product's site centre is the mean of the contribution's locations, so the plume starts
  // there too: the fence the simulator makes downwind is then the one the product calls downwind.
  const centre: LatLng = {
    lat: fence.reduce((sum, l) => sum + l.lat, 0) / Math.max(1, fence.length),
    lng: fence.reduce((sum, l) => sum + l.lng, 0) / Math.max(1, fence.length),
  };
  const perimeter = fence.map((location) => ({
    location,
    bearing: bearing(centre, location),
    channel: hashString(location.instrument.serial),
  }));
  const result: PreparedSite = {
    perimeter,
    bySerial: new Map(perimeter.map((p) => [p.location.instrument.serial, p])),
    siteKey: hashString(site.id),
  };
  prepared.set(site, result);
  return result;
}

/** Weather at the site in one minute (unrounded). */
interface Weather {
  temp: number;
  rh: number;
  pressure: number;
  windSpeed: number;
  windFrom: number;
  /** 0 in moving air, 1 when the air is still enough for the plume to pool. */
  calmWeight: number;
  /** 0 at night, up to 1 in full sun (charges the batteries). */
  sun: number;
}

/** Met station quantities from the climate, the local time and the weather noise. */
function weather(seed: number, site: DemoSite, m: number, clock: LocalClock): Weather {
  const { climate } = site;
  const hour = clock.minuteOfDay / 60;

  // Seasons from the UTC minute (continuous), coolest around 20 January.
  const season = -Math.cos((2 * Math.PI * (m / MINUTES_PER_DAY - 20)) / 365.2425);
  const synopticTemp = 3.5 * fractalNoise(seed, CH.temp, m, 2880, 3);
  const dailyMean = climate.meanTempC + climate.annualSwingC * season + synopticTemp;
  const temp =
    dailyMean +
    climate.diurnalSwingC * diurnalTemperature(hour) +
    0.15 * valueNoise(seed, CH.tempJitter, m, 5);

  // Humidity follows from a slowly varying dew point: cool mornings are damp, warm afternoons dry.
  const dewPoint = dailyMean - (6 + 3 * fractalNoise(seed, CH.dewDepression, m, 1440, 3));
  const rh = clamp((100 * saturationVapour(dewPoint)) / saturationVapour(temp), 25, 95);

  const pressure = clamp(
    climate.meanPressureHpa +
      9 * fractalNoise(seed, CH.pressure, m, 4320, 3) +
      // The semidiurnal atmospheric tide, peaking near 10:00 and 22:00.
      0.6 * Math.cos((2 * Math.PI * (hour - 10)) / 12),
    1000,
    1030,
  );

  const afternoon = Math.cos((2 * Math.PI * (hour - 14.5)) / 24);
  const raw =
    climate.meanWindMs *
      (1 + 0.35 * afternoon) *
      Math.exp(fractalNoise(seed, CH.windSynoptic, m, 2160, 3)) +
    0.5 * valueNoise(seed, CH.gust, m, 3);
  // tanh keeps the speed under 8 m/s without a flat ceiling.
  let windSpeed = 8 * Math.tanh(Math.max(0, raw) / 8);

  const calmSpells = spellsAnywhere(seed, CH.calmSpells, clock.weekIndex, [2, 4], [20, 60]);
  const calmDepth = spellLevel(calmSpells, clock.minuteOfWeek, () => 1);
  const stillAir = 0.2 + 0.5 * hash01(seed, CH.calmSpeed, m);
  windSpeed = windSpeed * (1 - calmDepth) + stillAir * calmDepth;

  const windFrom =
    climate.prevailingWindFrom +
    // Weather systems swing the wind right round every few days; the hours-scale wander on top
    // walks the plume along the fence line.
    150 * valueNoise(seed, CH.windDirSynoptic, m, 2880) +
    90 * fractalNoise(seed, CH.windDir, m, 480, 4) +
    8 * valueNoise(seed, CH.windDirJitter, m, 4) +
    // Vanes swing aimlessly in still air.
    70 * calmDepth * valueNoise(seed, CH.calmDir, m, 6);

  const cloud = 0.55 + 0.225 * (1 + valueNoise(seed, CH.cloud, m, 240));
  const daylight = Math.max(0, Math.sin((Math.PI * (hour - 6)) / 13));

  return {
    temp,
    rh,
    pressure,
    windSpeed,
    windFrom: ((windFrom % 360) + 360) % 360,
    calmWeight: clamp(1.5 - windSpeed, 0, 1),
    sun: daylight * cloud,
  };
}

/** Works intensity at this minute: 0 outside working hours, about 0.5–1.3 while works run. */
function worksActivity(seed: number, site: DemoSite, m: number, clock: LocalClock): number {
  const { weekdays, startMinute, endMinute } = site.works;
  const minute = clock.minuteOfDay;
  if (!weekdays.includes(clock.weekday) || minute < startMinute || minute >= endMinute) return 0;
  const rampIn = Math.min(1, (minute - startMinute + 1) / 20);
  const rampOut = Math.min(1, (endMinute - minute) / 10);
  const lunch = minute >= 12 * 60 && minute < 12 * 60 + 30 ? 0.45 : 1;
  const dayFactor = 0.7 + 0.5 * hash01(seed, CH.workDay, clock.localDay);
  const busy = 0.8 + 0.25 * valueNoise(seed, CH.activity, m, 45);
  return rampIn * rampOut * lunch * dayFactor * busy;
}

/** Battery voltage: sags through the night, charges in the sun, floats when full. */
function batteryVolts(seed: number, serial: number, clock: LocalClock, sun: number): number {
  const hour = clock.minuteOfDay / 60;
  // The night that began at 19:00 yesterday owns this morning's recharge.
  const nightDay = hour >= 19 ? clock.localDay : clock.localDay - 1;
  const depth = 0.3 + 0.25 * hash01(seed, CH.batteryDepth, serial, nightDay);
  let charge: number;
  if (hour >= 19) charge = 1 - (depth * (hour - 19)) / 11;
  else if (hour < 6) charge = 1 - (depth * (hour + 5)) / 11;
  else if (hour < 13) charge = 1 - depth * (1 - (hour - 6) / 7);
  else charge = 1;
  const offset = 0.1 * hash01(seed, CH.batteryOffset, serial);
  return Math.round((11.85 + offset + 0.95 * charge + 0.85 * sun) * 100) / 100;
}

/** Concentrations one perimeter instrument sees this minute, before instrument effects. */
interface AirAtLocation {
  PM10: number;
  VOC: number;
}

/** The site's air-quality instruments, the met station and the scripted faults for one minute. */
export function simulateMinute(seed: number, site: DemoSite, minuteEndMs: number): SimulatedMinute {
  if (!Number.isSafeInteger(minuteEndMs) || minuteEndMs % MINUTE_MS !== 0) {
    throw new RangeError(`minuteEndMs must be a whole minute in milliseconds, got ${minuteEndMs}`);
  }
  const geometry = prepare(site);
  const s = hash32(seed, geometry.siteKey);
  const m = minuteEndMs / MINUTE_MS;
  const clock = localClock(site.timeZone, minuteEndMs);
  const hour = clock.minuteOfDay / 60;
  const met = weather(s, site, m, clock);

  // Regional background, shared by every fence location.
  const weekend = clock.weekday === 0 || clock.weekday === 6;
  const traffic = (weekend ? 0.5 : 1) * (6 * gauss(hour, 8, 1.3) + 4.5 * gauss(hour, 18, 1.6));
  const pmBackground = clamp(
    17 +
      4.5 * valueNoise(s, CH.bgDay, m, MINUTES_PER_DAY) +
      traffic +
      1.5 * valueNoise(s, CH.bgFast, m, 20),
    12,
    30,
  );
  // Night-time inversions trap solvents near the ground, hence the early-morning bump.
  const vocBackground = clamp(
    0.06 + 0.035 * valueNoise(s, CH.vocBg, m, 720) + 0.02 * gauss(hour, 5, 2.5),
    0.02,
    0.15,
  );

  // The works' plume.
  const activity = worksActivity(s, site, m, clock);
  const { emission } = site;
  const dustSpikes = spellsDuringWorks(
    s,
    CH.dustSpikes,
    clock.weekIndex,
    site,
    emission.dustSpikesPerWeek,
    [10, 40],
  );
  const vocSpikes = spellsDuringWorks(
    s,
    CH.vocSpikes,
    clock.weekIndex,
    site,
    emission.vocSpikesPerWeek,
    [10, 40],
  );
  const active = activity > 0;
  const dustBoost = active
    ? spellLevel(dustSpikes, clock.minuteOfWeek, (x) => 2.5 + 2.5 * x.magnitude)
    : 0;
  const vocBoost = active
    ? spellLevel(vocSpikes, clock.minuteOfWeek, (x) => 40 + 40 * x.magnitude)
    : 0;
  // Digging a hot spot raises some dust as well.
  const hotSpotDust = vocBoost > 0 ? 1.2 * (vocBoost / 80) : 0;
  // Wind lifts more dust off stockpiles and haul roads, so emission grows with wind speed.
  const windErosion = 0.6 + 0.15 * met.windSpeed;
  const pmEmission = emission.pm10 * (activity + dustBoost + hotSpotDust) * windErosion;
  const vocEmission = emission.voc * activity + (emission.voc > 0 ? vocBoost : 0);
  const downwind = (met.windFrom + 180) % 360;
  const dilution = met.windSpeed + DILUTION_FLOOR_MS;

  const airAt = (p: PreparedPerimeter): AirAtLocation => {
    const aligned = gauss(angleBetween(p.bearing, downwind), 0, PLUME_WIDTH_DEG);
    const share =
      (1 - met.calmWeight) * Math.max(aligned, UPWIND_SHARE) + met.calmWeight * CALM_SHARE;
    // Turbulence makes the plume flicker at each fence independently.
    const flicker = Math.max(
      0,
      1 +
        0.3 * valueNoise(s, hash32(CH.locFlicker, p.channel), m, 3) +
        0.15 * (2 * hash01(s, CH.locFlickerJitter, p.channel, m) - 1),
    );
    const plume = (share * flicker) / dilution;
    const localBg = 1 + 0.04 * valueNoise(s, hash32(CH.locBg, p.channel), m, 30);
    return {
      PM10:
        pmBackground * localBg +
        pmEmission * plume +
        0.8 * (2 * hash01(s, CH.locPmNoise, p.channel, m) - 1),
      VOC:
        vocBackground * localBg +
        vocEmission * plume +
        0.004 * (2 * hash01(s, CH.locVocNoise, p.channel, m) - 1),
    };
  };

  const { faults } = site;
  const offlineSerial = faults.offline?.serial;
  const offline =
    faults.offline !== undefined &&
    inSpell(
      spellsAnywhere(
        s,
        CH.offlineSpells,
        clock.weekIndex,
        [1, 1],
        [faults.offline.minMinutes, faults.offline.maxMinutes],
      ),
      clock.minuteOfWeek,
    );
  const zeroing =
    faults.zero !== undefined &&
    clock.minuteOfDay >= faults.zero.localMinuteOfDay &&
    clock.minuteOfDay < faults.zero.localMinuteOfDay + faults.zero.minutes;
  const agingDays =
    faults.aging === undefined
      ? -1
      : (minuteEndMs - faults.aging.sinceMs) / (MINUTES_PER_DAY * MINUTE_MS);

  const readings: SimulatedReading[] = [];
  const states: SimulatedState[] = [];
  for (const location of site.locations) {
    const instrument: DemoInstrument = location.instrument;
    const { serial } = instrument;
    // An offline instrument sends nothing at all, not even its state: that is how the product
    // detects the outage.
    if (offline && serial === offlineSerial) continue;
    const serialKey = hashString(serial);
    const isZeroing = zeroing && serial === faults.zero?.serial;
    const isAging = agingDays >= 0 && serial === faults.aging?.serial;
    const perimeter = geometry.bySerial.get(serial);
    const air = perimeter === undefined ? undefined : airAt(perimeter);

    for (const sensor of instrument.sensors) {
      let value: number;
      switch (sensor) {
        case 'PM10':
        case 'VOC':
          value = air?.[sensor] ?? 0;
          if (isAging && sensor === faults.aging?.sensor) {
            // A fouled optical chamber over-reads a little more each day, then levels off.
            value =
              value * (1 + Math.min(0.06, 0.004 * agingDays)) + Math.min(1.5, 0.1 * agingDays);
          }
          if (isZeroing) {
            // Zero air through the inlet: the sensor reads its own noise floor.
            value = (sensor === 'PM10' ? 0.3 : 0.003) * hash01(s, CH.zeroNoise, serialKey, m);
          }
          value = Math.max(0, value);
          break;
        case 'WS':
          value = Math.max(0, met.windSpeed);
          break;
        case 'WD':
          // Round before the modulo so 359.6° reports as 0, never 360.
          value = Math.round(met.windFrom) % 360;
          break;
        case 'TEMP':
          // Sub-zero temperatures are real readings in a New York winter, so no clamp here.
          value = met.temp;
          break;
        case 'RH':
          value = met.rh;
          break;
        case 'PRES':
          value = met.pressure;
          break;
      }
      readings.push({ serial, sensor, value: roundFor(sensor, value) });
    }

    states.push({
      serial,
      operationMode: isZeroing ? 'Zero' : 'Sample',
      sensorHealth: isAging ? 'Aging' : 'Ok',
      battery: batteryVolts(s, serialKey, clock, met.sun),
    });
  }
  return { readings, states };
}

import { describe, expect, it } from 'vitest';
import { DEMO_SITES, DEMO_SPARE_INSTRUMENTS, offsetPosition, type DemoSite } from './site';

/** Flat-earth distance in metres with the same constants as the site definitions. */
function metresBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const north = (b.lat - a.lat) * 111_320;
  const east = (b.lng - a.lng) * 111_320 * Math.cos((a.lat * Math.PI) / 180);
  return Math.hypot(north, east);
}

function site(id: string): DemoSite {
  const found = DEMO_SITES.find((s) => s.id === id);
  if (found === undefined) throw new Error(`no site ${id}`);
  return found;
}

describe('offsetPosition', () => {
  it('moves 111.32 m north by 0.001° of latitude', () => {
    expect(offsetPosition({ lat: 10, lng: 20 }, 0, 111.32)).toEqual({ lat: 10.001, lng: 20 });
  });

  it('moves east by a wider step of longitude at 60° N, where a degree is half as long', () => {
    expect(offsetPosition({ lat: 60, lng: 5 }, 90, 55.66)).toEqual({ lat: 60, lng: 5.001 });
  });

  it('moves south-west into both negative offsets', () => {
    const p = offsetPosition({ lat: 0, lng: 0 }, 225, 157.43);
    expect(p.lat).toBeCloseTo(-0.001, 6);
    expect(p.lng).toBeCloseTo(-0.001, 6);
  });
});

describe('Gowanus Canal Remediation', () => {
  const gowanus = site('gowanus');

  it('is a DER-10 project in Brooklyn on New York time', () => {
    expect(gowanus).toMatchObject({
      projectName: 'Gowanus Canal Remediation',
      timeZone: 'America/New_York',
      regime: 'Der10',
      centre: { lat: 40.6745, lng: -73.9903 },
    });
  });

  it('has four perimeter monitors 120–180 m out, each one PM10 + VOC instrument', () => {
    const fence = gowanus.locations.filter((l) => l.role === 'Perimeter');
    expect(fence.map((l) => l.name)).toEqual([
      'North Fence',
      'East Gate',
      'South Fence',
      'West Boundary',
    ]);
    for (const location of fence) {
      const distance = metresBetween(gowanus.centre, location);
      expect(distance).toBeGreaterThanOrEqual(120);
      expect(distance).toBeLessThanOrEqual(180);
      expect(location.instrument.model).toBe('AQ Sentinel 2');
      expect(location.instrument.sensors).toEqual(['PM10', 'VOC']);
      expect(location.instrument.serial).toMatch(/^AQS-\d{4}$/);
    }
  });

  it('puts North Fence north of the centre and East Gate east of it', () => {
    const [north, east, south, west] = gowanus.locations;
    expect(north?.lat).toBeGreaterThan(gowanus.centre.lat);
    expect(east?.lng).toBeGreaterThan(gowanus.centre.lng);
    expect(south?.lat).toBeLessThan(gowanus.centre.lat);
    expect(west?.lng).toBeLessThan(gowanus.centre.lng);
  });

  it('has the met mast at the centre with the five met sensors', () => {
    const met = gowanus.locations.filter((l) => l.role === 'Met');
    expect(met).toHaveLength(1);
    expect(met[0]).toMatchObject({
      name: 'Site Met Mast',
      lat: 40.6745,
      lng: -73.9903,
      instrument: {
        serial: 'MET-2001',
        model: 'WeatherPro 5',
        sensors: ['WS', 'WD', 'TEMP', 'RH', 'PRES'],
      },
    });
  });

  it('scripts its faults on East Gate (offline), a PM10 sensor (aging) and one zero check', () => {
    const serialOf = (name: string) =>
      gowanus.locations.find((l) => l.name === name)?.instrument.serial;
    expect(gowanus.faults.offline?.serial).toBe(serialOf('East Gate'));
    expect(gowanus.faults.aging?.sensor).toBe('PM10');
    expect(gowanus.faults.zero).toMatchObject({ localMinuteOfDay: 120, minutes: 10 });
  });
});

describe('Harbour Demolition', () => {
  const harbour = site('harbour');

  it('is a Rule 1466 project in Long Beach on Los Angeles time', () => {
    expect(harbour).toMatchObject({
      city: 'Long Beach, California',
      timeZone: 'America/Los_Angeles',
      regime: 'FourteenSixtySix',
      centre: { lat: 33.7701, lng: -118.1937 },
    });
  });

  it('has two PM10 perimeter monitors and its own met station', () => {
    const fence = harbour.locations.filter((l) => l.role === 'Perimeter');
    expect(fence).toHaveLength(2);
    for (const location of fence) expect(location.instrument.sensors).toEqual(['PM10']);
    const met = harbour.locations.filter((l) => l.role === 'Met');
    expect(met.map((l) => l.instrument.sensors)).toEqual([['WS', 'WD', 'TEMP', 'RH', 'PRES']]);
  });
});

describe('the demo inventory', () => {
  const deployed = DEMO_SITES.flatMap((s) => s.locations.map((l) => l.instrument));

  it('has two spares that are deployed nowhere', () => {
    expect(DEMO_SPARE_INSTRUMENTS).toHaveLength(2);
    const deployedSerials = new Set(deployed.map((i) => i.serial));
    for (const spare of DEMO_SPARE_INSTRUMENTS)
      expect(deployedSerials.has(spare.serial)).toBe(false);
  });

  it('gives every instrument a unique serial, a name, a model and at least one sensor', () => {
    const all = [...deployed, ...DEMO_SPARE_INSTRUMENTS];
    expect(new Set(all.map((i) => i.serial)).size).toBe(all.length);
    for (const instrument of all) {
      expect(instrument.name).not.toBe('');
      expect(instrument.model).not.toBe('');
      expect(instrument.sensors.length).toBeGreaterThan(0);
    }
  });
});

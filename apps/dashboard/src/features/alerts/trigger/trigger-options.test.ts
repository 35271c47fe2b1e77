import type { AlertForm } from '@aq/validation/alert';
import { describe, expect, it } from 'vitest';
import {
  changeSetPointContribution,
  changeSetPointDataType,
  chooseContributionChannel,
  chooseSetPointSensor,
  contributionAveragingOptions,
  contributionChannels,
  contributionSensorOptions,
  contributionSourceOptions,
  isInstantaneous,
  locationSensorOptions,
  setPointAveragingOptions,
  visibleLocations,
  type TriggerContribution,
  type TriggerLocation,
} from './trigger-options';

const der10: TriggerContribution = {
  Id: 701,
  Name: 'Perimeter dust and VOC',
  ContributionType: 'DER10',
  AveragingPeriodMinutes: 15,
  SensorTypes: [
    { Name: 'PM10', Units: 'µg/m³' },
    { Name: 'VOC', Units: 'ppb' },
  ],
  WindSensorType: { Name: 'WS', Units: 'm/s' },
};

const rule1466: TriggerContribution = {
  Id: 702,
  Name: 'Rule 1466 PM10',
  ContributionType: 'FOURTEEN_SIXTY_SIX',
  AveragingPeriodMinutes: 120,
  SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
  WindSensorType: { Name: 'WS', Units: 'm/s' },
};

const njPam: TriggerContribution = {
  Id: 704,
  Name: 'Pier block averages',
  ContributionType: 'NJ_PAM',
  AveragingPeriodMinutes: 15,
  SensorTypes: [{ Name: 'PM10', Units: 'µg/m³' }],
  WindSensorType: null,
};

const locations: TriggerLocation[] = [
  {
    GuidId: 'a',
    Name: 'North fence',
    SensorTypes: [
      { Name: 'PM10', Units: 'µg/m³' },
      { Name: 'WS', Units: 'm/s' },
    ],
  },
  {
    GuidId: 'b',
    Name: 'South gate',
    SensorTypes: [
      { Name: 'VOC', Units: 'ppb' },
      { Name: 'PM10', Units: 'mg/m³' },
    ],
  },
  { GuidId: 'c', Name: 'Hidden', IsHidden: true, SensorTypes: [{ Name: 'CO', Units: 'ppm' }] },
];

describe('contributionSourceOptions', () => {
  it('disables NJ PAM contributions with their reason and keeps the others enabled', () => {
    const options = contributionSourceOptions([der10, njPam]);
    expect(options.map((option) => [option.id, option.disabledReason?.code ?? null])).toEqual([
      [701, null],
      [704, 'alert.njPamUnavailable'],
    ]);
  });
});

describe('contributionChannels', () => {
  it('lists the sensors, then the wind sensor, marking WS', () => {
    expect(contributionChannels(der10)).toEqual([
      { channel: 'PM10', unit: 'µg/m³', isWindSpeed: false },
      { channel: 'VOC', unit: 'ppb', isWindSpeed: false },
      { channel: 'WS', unit: 'm/s', isWindSpeed: true },
    ]);
  });

  it('lists a sensor once when the wind sensor repeats it, and nothing without a contribution', () => {
    const repeated = { ...njPam, WindSensorType: { Name: 'PM10', Units: 'µg/m³' } };
    expect(contributionChannels(repeated).map((c) => c.channel)).toEqual(['PM10']);
    expect(contributionChannels(undefined)).toEqual([]);
  });
});

describe('contributionAveragingOptions', () => {
  it('offers instantaneous and the rolling period', () => {
    expect(contributionAveragingOptions(der10, 'PM10')).toEqual([1, 15]);
    expect(contributionAveragingOptions(rule1466, 'PM10')).toEqual([1, 120]);
  });

  it('gives WS on a 1466 contribution 15 minutes', () => {
    expect(contributionAveragingOptions(rule1466, 'WS')).toEqual([1, 15]);
  });

  it('offers nothing for NJ PAM or without a contribution', () => {
    expect(contributionAveragingOptions(njPam, 'PM10')).toEqual([]);
    expect(contributionAveragingOptions(undefined, 'PM10')).toEqual([]);
  });

  it('knows the instantaneous option', () => {
    expect(isInstantaneous(1)).toBe(true);
    expect(isInstantaneous(15)).toBe(false);
  });
});

describe('chooseContributionChannel', () => {
  const alert: AlertForm = { type: 'Contribution', contributionId: 702, averagingPeriod: 120 };

  it('sets the channel and its unit and keeps a period the channel offers', () => {
    const next = chooseContributionChannel(
      alert,
      { channel: 'PM10', unit: 'µg/m³', isWindSpeed: false },
      rule1466,
    );
    expect(next).toMatchObject({ channel: 'PM10', channelUnit: 'µg/m³', averagingPeriod: 120 });
  });

  it('clears a period the new channel does not offer (WS on 1466 is 15 minutes)', () => {
    const next = chooseContributionChannel(
      alert,
      { channel: 'WS', unit: 'm/s', isWindSpeed: true },
      rule1466,
    );
    expect(next).toMatchObject({ channel: 'WS', channelUnit: 'm/s', averagingPeriod: undefined });
  });

  it('keeps the instantaneous period on any channel', () => {
    const next = chooseContributionChannel(
      { ...alert, averagingPeriod: 1 },
      { channel: 'WS', unit: 'm/s', isWindSpeed: true },
      rule1466,
    );
    expect(next.averagingPeriod).toBe(1);
  });
});

describe('locations and their sensors', () => {
  it('offers only visible locations', () => {
    expect(visibleLocations(locations).map((l) => l.GuidId)).toEqual(['a', 'b']);
  });

  it('lists the sensors of the chosen locations once each, the first unit winning', () => {
    const chosen = [
      { id: 'a', name: 'North fence' },
      { id: 'b', name: 'South gate' },
    ];
    expect(locationSensorOptions(locations, chosen)).toEqual([
      { code: 'PM10', unit: 'µg/m³' },
      { code: 'WS', unit: 'm/s' },
      { code: 'VOC', unit: 'ppb' },
    ]);
    expect(locationSensorOptions(locations, [{ id: 'b', name: 'South gate' }])).toEqual([
      { code: 'VOC', unit: 'ppb' },
      { code: 'PM10', unit: 'mg/m³' },
    ]);
    expect(locationSensorOptions(locations, [])).toEqual([]);
  });

  it('lists a contribution’s sensors with their units', () => {
    expect(contributionSensorOptions(der10).map((s) => `${s.code} ${s.unit}`)).toEqual([
      'PM10 µg/m³',
      'VOC ppb',
      'WS m/s',
    ]);
  });
});

describe('set point alerts', () => {
  const byLocation: AlertForm = {
    type: 'SetPoint',
    dataSourceType: 'Location',
    monitoringLocationSources: [{ id: 'a', name: 'North fence' }],
    sensorCode: 'PM10',
    sensorUnit: 'µg/m³',
    averagingPeriod: 60,
  };

  it('offers the location averaging table from 1 minute to 1 day', () => {
    const options = setPointAveragingOptions(byLocation, undefined);
    expect(options[0]).toBe(1);
    expect(options.at(-1)).toBe(1440);
    expect(options).toContain(60);
  });

  it('offers a contribution’s own options when it watches one', () => {
    const byContribution: AlertForm = { ...byLocation, dataSourceType: 'Contribution' };
    expect(setPointAveragingOptions(byContribution, der10)).toEqual([1, 15]);
  });

  it('changing the data type drops the sources, the sensor and the period', () => {
    expect(changeSetPointDataType(byLocation, 'Contribution')).toEqual({
      type: 'SetPoint',
      dataSourceType: 'Contribution',
      monitoringLocationSources: [],
      contributionSources: [],
      contributionSource: undefined,
      sensorCode: undefined,
      sensorUnit: undefined,
      averagingPeriod: undefined,
    });
  });

  it('choosing the same data type changes nothing', () => {
    expect(changeSetPointDataType(byLocation, 'Location')).toBe(byLocation);
  });

  it('a different contribution clears the sensor and the period; the same one changes nothing', () => {
    const watching: AlertForm = {
      ...byLocation,
      dataSourceType: 'Contribution',
      contributionSource: { id: 701, name: 'Perimeter dust and VOC' },
      averagingPeriod: 15,
    };
    expect(changeSetPointContribution(watching, { id: 701, name: 'x' })).toBe(watching);
    expect(changeSetPointContribution(watching, { id: 702, name: 'Rule 1466 PM10' })).toMatchObject(
      {
        contributionSource: { id: 702, name: 'Rule 1466 PM10' },
        sensorCode: undefined,
        sensorUnit: undefined,
        averagingPeriod: undefined,
      },
    );
  });

  it('choosing a sensor sets its unit and keeps a period the source offers', () => {
    expect(chooseSetPointSensor(byLocation, { code: 'WS', unit: 'm/s' }, undefined)).toMatchObject({
      sensorCode: 'WS',
      sensorUnit: 'm/s',
      averagingPeriod: 60,
    });
  });

  it('choosing a contribution’s sensor clears a period it does not offer', () => {
    const watching: AlertForm = {
      type: 'SetPoint',
      dataSourceType: 'Contribution',
      contributionSource: { id: 702, name: 'Rule 1466 PM10' },
      averagingPeriod: 120,
    };
    expect(chooseSetPointSensor(watching, { code: 'WS', unit: 'm/s' }, rule1466)).toMatchObject({
      sensorCode: 'WS',
      averagingPeriod: undefined,
    });
  });
});

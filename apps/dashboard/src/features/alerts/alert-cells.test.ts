import type { AlertForm } from '@aq/validation/alert';
import { describe, expect, it } from 'vitest';
import { alertCellTexts, type AlertsTranslate } from './alert-cells';
import { toAlertRow } from './alert-data';

// Keys and values as they would be looked up, so each cell's source is visible.
const t: AlertsTranslate = (key, values) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;

const common: AlertForm = {
  id: 'rule-1',
  name: 'North fence PM10',
  projectId: 'p1',
  projectName: 'Gowanus',
  organisationName: 'Demo',
  emails: ['a@example.com'],
};

describe('alertCellTexts', () => {
  it('writes a set point alert on two locations: sources, channel, set point with unit, period', () => {
    const row = toAlertRow({
      ...common,
      type: 'SetPoint',
      dataSourceType: 'Location',
      monitoringLocationSources: [
        { id: 'a', name: 'North fence' },
        { id: 'b', name: 'South gate' },
      ],
      sensorCode: 'PM10',
      sensorUnit: 'µg/m³',
      setPoint: 1500.5,
      resetPoint: 1200,
      averagingPeriod: 60,
    });
    expect(alertCellTexts(row, t, 'en-US')).toEqual({
      type: 'types.SetPoint',
      dataType: 'dataTypes.Location',
      sources: 'North fence, South gate',
      channel: 'PM10',
      trigger: '1,500.5 µg/m³',
      averagingPeriod: '1 hour',
    });
  });

  it('writes an offline alert: the time without data as its trigger, no channel, no period', () => {
    const row = toAlertRow({
      ...common,
      type: 'Offline',
      dataSourceType: 'Contribution',
      contributionSources: [{ id: 702, name: 'Rule 1466 PM10' }],
      offlineDuration: 120,
    });
    expect(alertCellTexts(row, t, 'en-US')).toEqual({
      type: 'types.Offline',
      dataType: 'dataTypes.Contribution',
      sources: 'Rule 1466 PM10',
      channel: '—',
      trigger: 'cells.offlineFor(2 hours)',
      averagingPeriod: '—',
    });
  });

  it('writes a contribution alert: no data type, its contribution as the source', () => {
    const row = toAlertRow({
      ...common,
      id: 12,
      type: 'Contribution',
      contributionId: 702,
      contributionName: 'Rule 1466 PM10',
      channel: 'WS',
      channelUnit: 'm/s',
      trigger: 0,
      reset: 5,
      averagingPeriod: 15,
    });
    const cells = alertCellTexts(row, t, 'fr');
    expect(cells.dataType).toBe('—');
    expect(cells.sources).toBe('Rule 1466 PM10');
    // A set point of 0 is a value, not a missing one.
    expect(cells.trigger).toBe('0 m/s');
    expect(cells.averagingPeriod).toBe('15 minutes');
  });

  it('marks what an incomplete alert lacks', () => {
    const row = toAlertRow({ ...common, type: 'SetPoint', dataSourceType: 'Location' });
    expect(alertCellTexts(row, t, 'en-US')).toMatchObject({
      sources: '—',
      channel: '—',
      trigger: '—',
      averagingPeriod: '—',
    });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { projectKeys } from '../projects/queries';
import {
  dependsOnDisplayUnits,
  displaySettingsKeys,
  invalidateDisplayUnitDependents,
  withSensorGroup,
} from './queries';
import { contributionKeys } from '../contributions/queries';
import { aggregatedDataKey } from '../project-data/contribution-queries';
import { projectDashboardKeys } from '../project-dashboard/queries';
import type { ProjectSensorGroup } from './schemas';

type Group = z.infer<typeof ProjectSensorGroup>;

const pm10: Group = {
  SensorGroupName: 'PM10',
  Category: 'Particulate',
  DisplayUnit: 'µg/m³',
  DecimalPlace: 1,
  DataStatus: 'DataReceived',
  IsCustom: false,
  PpmToMgm3Factor: null,
  AllowedUnitsWithMaximumDecimalPlace: [
    { DisplayUnits: 'µg/m³', MaximumDecimalPlace: 1 },
    { DisplayUnits: 'mg/m³', MaximumDecimalPlace: 4 },
  ],
};
const temp: Group = { ...pm10, SensorGroupName: 'TEMP', Category: 'Met', DisplayUnit: '°C' };

describe('display settings cache', () => {
  it('keys go from general to specific', () => {
    expect(displaySettingsKeys.detail('p1')).toEqual(['display-settings', 'project', 'p1']);
    expect(displaySettingsKeys.detail('p1').slice(0, 2)).toEqual(displaySettingsKeys.details());
    expect(displaySettingsKeys.sensors('p1')).toEqual([
      'display-settings',
      'project-sensors',
      'p1',
      'InheritFromProject',
    ]);
  });

  it('replaces only the saved group in the cached settings', () => {
    const saved = { ...pm10, DisplayUnit: 'mg/m³', DecimalPlace: 3, IsCustom: true };
    expect(withSensorGroup({ ProjectSensorGroups: [pm10, temp] }, saved)).toEqual({
      ProjectSensorGroups: [saved, temp],
    });
    expect(withSensorGroup(undefined, saved)).toBeUndefined();
  });

  it('marks values in display units stale after a change, and leaves the rest alone', async () => {
    const client = new QueryClient();
    const keys = {
      settings: displaySettingsKeys.detail('p1'),
      otherSettings: displaySettingsKeys.detail('p2'),
      sensors: displaySettingsKeys.sensors('p1'),
      details: projectKeys.detail('p1'),
      otherDetails: projectKeys.detail('p2'),
      locations: ['monitoring-locations', 'project', 'p1'],
      series: ['project-data', 'channel-timeseries', { ProjectId: 'p1' }],
      summaries: projectKeys.summaries(),
      user: ['account', 'self'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
    await invalidateDisplayUnitDependents(client, 'p1');
    const stale = Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [
        name,
        client.getQueryState(key)?.isInvalidated ?? false,
      ]),
    );
    expect(stale).toEqual({
      settings: true,
      otherSettings: false,
      sensors: true,
      details: true,
      otherDetails: false,
      locations: true,
      series: true,
      summaries: false,
      user: false,
    });
  });

  it('recognises the caches in display units by their root', () => {
    expect(dependsOnDisplayUnits(['monitoring-locations', 'x'])).toBe(true);
    expect(dependsOnDisplayUnits(['projects', 'details', 'p1'])).toBe(false);
    expect(dependsOnDisplayUnits([{ root: 'monitoring-locations' }])).toBe(false);
  });

  it('refreshes contributions (data, aggregated data, levels) and the project dashboard', () => {
    expect(
      dependsOnDisplayUnits(
        aggregatedDataKey(7, { StartDateTime: 'a', EndDateTime: 'b', RequiredFields: [] }),
      ),
    ).toBe(true);
    expect(dependsOnDisplayUnits(contributionKeys.detail(7))).toBe(true);
    expect(dependsOnDisplayUnits(projectDashboardKeys.part('p1', 'contributions-data', {}))).toBe(
      true,
    );
  });
});

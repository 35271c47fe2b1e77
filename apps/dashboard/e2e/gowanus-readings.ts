import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { useBrowser } from './harness';

const MINUTE = 60_000;

/**
 * South Fence (AQS-1003) and the met mast (MET-2001) of the demo's Gowanus site send the last
 * hour, every minute, with the values the project dashboard and charts tests send for those
 * instruments over the same minutes (ingestion is idempotent), so no other test sees different
 * numbers. Used by the report tests, whose DER-10 contribution then has an hour to report.
 */
export async function sendGowanusLastHour(
  api: ReturnType<typeof useBrowser>['api'],
  page: Page,
  context: BrowserContext,
  label: string,
): Promise<void> {
  const key = await api<{ ApiKey: string }>(page, 'POST', '/v0.1/apiKeys', {
    Label: `${label} ${Date.now().toString(36)}`,
  });
  expect(key.status).toBe(201);
  const now = Math.floor(Date.now() / MINUTE) * MINUTE;
  const sites: Array<[string, Array<{ Sensor: string; Value: number }>]> = [
    [
      'AQS-1003',
      [
        { Sensor: 'PM10', Value: 64 },
        { Sensor: 'VOC', Value: 1.4 },
      ],
    ],
    [
      'MET-2001',
      [
        { Sensor: 'WS', Value: 4 },
        { Sensor: 'WD', Value: 2 },
      ],
    ],
  ];
  for (const [serial, values] of sites) {
    const readings = [];
    for (let time = now - 60 * MINUTE; time <= now; time += MINUTE) {
      for (const value of values) readings.push({ Time: new Date(time).toISOString(), ...value });
    }
    const sent = await context.request.post(`/v2/instruments/${serial}/data`, {
      headers: { 'X-Api-Key': key.json.ApiKey },
      data: { Readings: readings },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }
}

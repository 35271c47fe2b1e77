import { reportConfigsApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Caller, type TestApp } from '../test/helper';
import { DEMO_ALERT_EMAILS } from './alerts-seed';
import { seedDemoContributions } from './contributions-seed';
import { DEMO_REPORT_CONTRIBUTION, DEMO_REPORT_SCHEDULE, seedDemoReports } from './reports-seed';
import { seedDemoSites } from './sites-seed';

// The demo's report schedule: the DER-10 contribution's daily report, e-mailed on working days.

const NOW = new Date('2026-11-02T09:00:00Z');

let t: TestApp;
let manager: Caller;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSites(t.handle.db, NOW);
  await seedDemoContributions(t.handle.db, NOW);
  manager = await t.signIn('manager');
});

afterAll(async () => {
  await t?.close();
});

describe('the demo report schedule', () => {
  it('schedules the DER-10 contribution’s report as the manager, seen through the calls', async () => {
    expect(await seedDemoReports(t.handle.db, NOW)).toBe(1);
    const contribution = await t.handle.db
      .selectFrom('contributions')
      .select('id')
      .where('name', '=', DEMO_REPORT_CONTRIBUTION)
      .executeTakeFirstOrThrow();
    const response = await t.call(
      reportConfigsApi.getContributionReportConfig,
      { params: { contributionId: contribution.id } },
      manager,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ContributionName: DEMO_REPORT_CONTRIBUTION,
      ContributionType: 'Der10',
      ReportName: DEMO_REPORT_SCHEDULE.name,
      ReportFrom: '08:00',
      ReportTo: '17:00',
      ScheduledTimeOfDay: '18:00',
      Days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      Emails: [...DEMO_ALERT_EMAILS],
      ScheduleActive: true,
      AttachCsv: true,
      TablePeriodMinutes: 15,
    });
    const saver = await t.handle.db
      .selectFrom('report_export_configs')
      .innerJoin('users', 'users.id', 'report_export_configs.created_by')
      .select('users.username')
      .executeTakeFirstOrThrow();
    expect(saver.username).toBe('manager');
  });
});

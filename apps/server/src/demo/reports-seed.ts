import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertConfig } from '../modules/report-configs/repository';
import { DEMO_ALERT_EMAILS } from './alerts-seed';
import { DEMO_CONTRIBUTIONS } from './contributions-seed';
import * as repo from './repository';

// The demo's report schedule (issue 18, "Done when: … receives a scheduled report by e-mail"): the
// DER-10 contribution's report, e-mailed with its CSV every working day at 18:00 on the project's
// clock, covering 08:00–17:00, to the demo recipients. Without SMTP_URL the e-mails wait in the
// outbox (held) with their attachments.

/** The demo contribution whose report is scheduled. */
export const DEMO_REPORT_CONTRIBUTION = 'Gowanus DER-10 CAMP';

/** The demo schedule: working days, 08:00–17:00, sent at 18:00, 15-minute table, CSV attached. */
export const DEMO_REPORT_SCHEDULE = {
  name: 'Gowanus DER-10 CAMP daily report',
  from: '08:00',
  to: '17:00',
  scheduledTime: '18:00',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  tablePeriodMinutes: 15,
} as const;

/**
 * Schedules the demo report, saved by the demo manager (whose permissions its runs use). Called
 * once, when the demo contributions are made; returns how many schedules it made (0 or 1).
 */
export async function seedDemoReports(db: Kysely<Database>, now: Date): Promise<number> {
  const demoId = await repo.demoOrganisationId(db);
  if (!demoId) return 0;
  const demo = DEMO_CONTRIBUTIONS.find((c) => c.name === DEMO_REPORT_CONTRIBUTION);
  if (!demo) return 0;
  const projectId = await repo.projectIdByName(db, demoId, demo.projectName);
  const contributionId = await repo.contributionIdByName(db, projectId, demo.name);
  const manager = await repo.userIdByUsername(db, demoId, 'manager');
  if (contributionId === undefined || manager === undefined) return 0;
  await insertConfig(
    db,
    contributionId,
    {
      name: DEMO_REPORT_SCHEDULE.name,
      from: DEMO_REPORT_SCHEDULE.from,
      to: DEMO_REPORT_SCHEDULE.to,
      scheduledTime: DEMO_REPORT_SCHEDULE.scheduledTime,
      days: [...DEMO_REPORT_SCHEDULE.days],
      emails: [...DEMO_ALERT_EMAILS],
      tablePeriodMinutes: DEMO_REPORT_SCHEDULE.tablePeriodMinutes,
      attachCsv: true,
      isActive: true,
      displayMonitoringLocationData: true,
      mapStyle: 'Streets',
    },
    manager,
    now,
  );
  return 1;
}

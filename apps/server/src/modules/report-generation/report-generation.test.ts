import { accountApi, reportsApi } from '@aq/api';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { JobQueue } from '../../jobs/queue';
import { insertTestContribution } from '../../test/contribution-fixtures';
import { createLocation, createProject } from '../../test/fixtures';
import { createTestApp, type Caller, type TestApp } from '../../test/helper';
import { ReportPageError } from './pdf-renderer';
import { findTask } from './repository';
import { REPORT_NOT_READY } from './service';
import { FakeRenderer, printQuery } from './testing';
import { runReportGenerationOn, runReportTask, sweepReportTasks } from './worker';

// Manual generation through the calls (issue 18): POST generate → poll → completed report, with
// the renderer replaced by a double that returns a real tiny PDF; the queue drained in the test.

const SILENT = { info() {}, warn() {}, error() {} };
const ORIGIN = 'http://127.0.0.1:45678';

let t: TestApp;
let manager: Caller;
let other: Caller;
let admin: Caller;
let projectId: string;
let contributionId: number;
let fourteenId: number;
const renderer = new FakeRenderer();
const print = { renderer, origin: async () => ORIGIN };

/** A queue that runs only when drained. */
async function startQueue(): Promise<JobQueue> {
  const queue = new JobQueue({
    db: t.handle.db,
    log: SILENT,
    work: false,
    schedule: false,
    maintenance: false,
  });
  await runReportGenerationOn(queue, t.app, print, SILENT);
  await queue.start();
  return queue;
}

// New York; Monday 2 November 2026 is on EST (UTC-5).
const RANGE = { From: '2026-11-02T05:00:00Z', To: '2026-11-02T06:00:00Z' };

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signIn('manager');
  other = await t.signIn('other');
  admin = await t.signIn('admin');
  const project = await createProject(
    t.handle.db,
    DEMO_ORGANISATIONS.demo,
    'Riverside Works',
    'America/New_York',
  );
  projectId = project.id;
  const a = await createLocation(t.handle.db, projectId, 'North fence');
  const b = await createLocation(t.handle.db, projectId, 'South fence');
  const base = {
    projectId,
    periodMinutes: 15,
    startAt: new Date('2026-11-01T00:00:00Z'),
    computedTo: new Date('2026-11-02T08:00:00Z'),
    sensors: ['PM10'],
    locations: [
      { id: a, position: 0 },
      { id: b, position: 1 },
    ],
  };
  contributionId = await insertTestContribution(t.handle.db, {
    ...base,
    name: 'Gate',
    type: 'Generic',
  });
  fourteenId = await insertTestContribution(t.handle.db, {
    ...base,
    name: 'Pit',
    type: 'FourteenSixtySix',
    periodMinutes: 120,
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  // Tasks an earlier test left waiting run now, so each test sees only its own renders.
  const queue = await startQueue();
  await queue.drain();
  await queue.stop();
  renderer.requests.length = 0;
  renderer.failWith = null;
  renderer.during = null;
});

async function generate(body: Record<string, unknown>, caller: Caller = manager) {
  return t.call(
    reportsApi.generateContributionReport,
    { body: { ContributionId: contributionId, ...RANGE, ...body } as never },
    caller,
  );
}

async function status(taskId: string, caller: Caller = manager) {
  return t.call(reportsApi.isContributionReportCompleted, { params: { taskId } }, caller);
}

async function completed(taskId: string, caller: Caller = manager) {
  return t.call(reportsApi.getCompletedContributionReport, { params: { taskId } }, caller);
}

describe('report generation calls', () => {
  it('generates a PDF and the CSV: 202 task, polled, then the completed report', async () => {
    const response = await generate({ AttachCsv: true });
    expect(response.statusCode).toBe(202);
    const { TaskId } = response.json<{ TaskId: string }>();

    expect((await status(TaskId)).json()).toEqual({ TaskId, IsCompleted: false, Error: null });
    const early = await completed(TaskId);
    expect(early.statusCode).toBe(409);
    expect(early.body).toContain(REPORT_NOT_READY);

    // While printing, the browser's cookie is a session of the task's user; it ends after.
    const managerId = await t.userId('manager');
    const seen: string[] = [];
    renderer.during = async (request) => {
      const cookie = `${request.cookies[0]!.name}=${request.cookies[0]!.value}`;
      const me = await t.call(accountApi.getCurrentUser, {}, { cookie });
      seen.push(`${me.statusCode} ${me.json<{ Id?: string }>().Id ?? ''}`);
    };
    const queue = await startQueue();
    expect(await queue.drain()).toBe(1);
    await queue.stop();
    expect(seen).toEqual([`200 ${managerId}`]);
    const request = renderer.requests[0]!;
    const after = await t.call(
      accountApi.getCurrentUser,
      {},
      { cookie: `${request.cookies[0]!.name}=${request.cookies[0]!.value}` },
    );
    expect(after.statusCode).toBe(401);

    // The print URL: the agreed printable page with the merged options (defaults here).
    expect(request.url.startsWith(`${ORIGIN}/OneView/print-report?query=`)).toBe(true);
    expect(printQuery(request.url)).toEqual({
      contributionId,
      fromTimeMillis: Date.UTC(2026, 10, 2, 5),
      toTimeMillis: Date.UTC(2026, 10, 2, 6),
      tablePeriodMinutes: 1,
      reportName: 'Gate Report',
      mapStyle: 'Streets',
      displayMonitoringLocationData: true,
    });
    expect(request.locale).toBe('en');
    expect(request.paper).toBe('A4');

    expect((await status(TaskId)).json()).toEqual({ TaskId, IsCompleted: true, Error: null });
    const done = await completed(TaskId);
    expect(done.statusCode).toBe(200);
    const report = done.json<{
      ReportData: string;
      FileName: string;
      ContentType: string;
      Csv?: { CsvData: string; FileName: string; ContentType: string };
    }>();
    // 05:00Z–06:00Z is 00:00–01:00 on 2 November in New York.
    expect(report.FileName).toBe('Gate Report 2026-11-02–2026-11-02.pdf');
    expect(report.ContentType).toBe('application/pdf');
    const pdf = Buffer.from(report.ReportData, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { totalPages, text } = await extractText(document, { mergePages: true });
    expect(totalPages).toBe(1);
    expect(text).toContain('Gate Report');
    expect(text).toContain('From 2026-11-02T05:00:00.000Z');
    expect(report.Csv?.FileName).toMatch(/\.csv$/);
    expect(report.Csv?.CsvData).toContain('Time (America/New_York)');
    expect(report.Csv?.ContentType).toBe('text/csv; charset=utf-8');
  });

  it('leaves the CSV out unless asked', async () => {
    const { TaskId } = (await generate({})).json<{ TaskId: string }>();
    const queue = await startQueue();
    await queue.drain();
    await queue.stop();
    const report = (await completed(TaskId)).json<Record<string, unknown>>();
    expect(report.Csv).toBeUndefined();
  });

  it("answers 404 for another user's task, to the other organisation and the administrator", async () => {
    const { TaskId } = (await generate({})).json<{ TaskId: string }>();
    expect((await status(TaskId, other)).statusCode).toBe(404);
    expect((await status(TaskId, admin)).statusCode).toBe(404);
    expect((await completed(TaskId, other)).statusCode).toBe(404);
    expect((await completed(TaskId, admin)).statusCode).toBe(404);
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a range over 8 days and one outside the contribution period', async () => {
    const long = await generate({ From: '2026-11-01T00:00:00Z', To: '2026-11-09T00:01:00Z' });
    expect(long.statusCode).toBe(400);
    const exactly = await generate({ From: '2026-11-01T00:00:00Z', To: '2026-11-02T08:00:00Z' });
    expect(exactly.statusCode).toBe(202);
    const before = await generate({ From: '2026-10-31T23:00:00Z', To: '2026-11-01T01:00:00Z' });
    expect(before.statusCode).toBe(400);
    expect(before.body).toContain('The selected date range is outside the contribution period');
    const after = await generate({ From: '2026-11-02T07:00:00Z', To: '2026-11-02T08:01:00Z' });
    expect(after.statusCode).toBe(400);
    const unknown = await generate({ ContributionId: 99_999 });
    expect(unknown.statusCode).toBe(404);
    expect((await generate({}, other)).statusCode).toBe(404);
  });

  it('merges the request with the saved report config, and the 1466 period is fixed', async () => {
    await t.handle.db
      .insertInto('report_export_configs')
      .values({
        contribution_id: contributionId,
        name: 'Saved gate report',
        table_period_minutes: 30,
        map_style: 'Satellite',
        display_monitoring_location_data: false,
      })
      .execute();
    const saved = (await generate({})).json<{ TaskId: string }>().TaskId;
    const named = (await generate({ ReportName: 'Asked name', TablePeriodMinutes: 5 })).json<{
      TaskId: string;
    }>().TaskId;
    const pit = (
      await generate({ ContributionId: fourteenId, TablePeriodMinutes: 5, MapStyle: 'None' })
    ).json<{ TaskId: string }>().TaskId;
    const queue = await startQueue();
    await queue.drain();
    await queue.stop();
    await t.handle.db
      .deleteFrom('report_export_configs')
      .where('contribution_id', '=', contributionId)
      .execute();
    const queries = renderer.requests.map((r) => printQuery(r.url));
    expect(queries).toHaveLength(3);
    const byName = new Map(queries.map((q) => [q.reportName, q]));
    expect(byName.get('Saved gate report')).toMatchObject({
      tablePeriodMinutes: 30,
      mapStyle: 'Satellite',
      displayMonitoringLocationData: false,
    });
    expect(byName.get('Asked name')).toMatchObject({
      tablePeriodMinutes: 5,
      mapStyle: 'Satellite',
    });
    expect(byName.get('Pit Report')).toMatchObject({
      contributionId: fourteenId,
      tablePeriodMinutes: 15,
      mapStyle: 'None',
    });
    for (const taskId of [saved, named, pit]) {
      expect((await status(taskId)).json()).toMatchObject({ IsCompleted: true, Error: null });
    }
  });

  it('completes a task after the queue stopped and a new one started (a restart)', async () => {
    const { TaskId } = (await generate({})).json<{ TaskId: string }>();
    const first = await startQueue();
    await first.stop();
    expect((await status(TaskId)).json()).toMatchObject({ IsCompleted: false });
    const second = await startQueue();
    expect(await second.drain()).toBe(1);
    await second.stop();
    expect((await status(TaskId)).json()).toEqual({ TaskId, IsCompleted: true, Error: null });
  });

  it('deletes tasks 24 hours after they were made', async () => {
    const { TaskId } = (await generate({})).json<{ TaskId: string }>();
    const start = t.clock.now();
    try {
      t.clock.advance(24 * 60 * 60_000);
      expect(await sweepReportTasks(t.app)).toBe(0);
      expect(await findTask(t.handle.db, TaskId)).toBeDefined();
      t.clock.advance(1);
      expect(await sweepReportTasks(t.app)).toBeGreaterThanOrEqual(1);
      expect(await findTask(t.handle.db, TaskId)).toBeUndefined();
    } finally {
      t.clock.set(start);
    }
  });

  it('retries a failed render, and the last failure marks the task failed with its error', async () => {
    const { TaskId } = (await generate({})).json<{ TaskId: string }>();
    renderer.failWith = new Error(
      'browserType.launch: Target page, context or browser has been closed',
    );
    const queue = await startQueue();
    await queue.drain();
    await queue.stop();
    // The first run failed; the job waits for its retry and the task is not finished.
    expect((await status(TaskId)).json()).toMatchObject({ IsCompleted: false, Error: null });
    await runReportTask(t.app, print, TaskId, 3);
    expect((await status(TaskId)).json()).toEqual({
      TaskId,
      IsCompleted: true,
      Error: 'browserType.launch: Target page, context or browser has been closed',
    });
    const failed = await completed(TaskId);
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toContain('Failed to generate report: browserType.launch');
  });

  it("fails the task at once with the page's error: retrying cannot change the data", async () => {
    const { TaskId } = (await generate({})).json<{ TaskId: string }>();
    renderer.failWith = new ReportPageError('No data was found for the selected reporting range.');
    const queue = await startQueue();
    await queue.drain();
    await queue.stop();
    expect((await status(TaskId)).json()).toEqual({
      TaskId,
      IsCompleted: true,
      Error: 'No data was found for the selected reporting range.',
    });
    const failed = await completed(TaskId);
    expect(failed.statusCode).toBe(409);
    expect(failed.body).toContain(
      'Failed to generate report: No data was found for the selected reporting range.',
    );
  });
});

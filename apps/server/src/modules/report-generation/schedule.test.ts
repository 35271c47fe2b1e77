import nodemailer from 'nodemailer';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryWorker } from '../../delivery/worker';
import { DEMO_ORGANISATIONS } from '../../demo/seed';
import { envSchema } from '../../env';
import { JobQueue } from '../../jobs/queue';
import { insertTestContribution } from '../../test/contribution-fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/delivery-fakes';
import { createLocation, createProject } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/helper';
import { localMoment, localToUtc, reportFileName } from './report-clock';
import { isRunDue, runScheduledExport, tickReportSchedules } from './schedule';
import { FakeRenderer, printQuery } from './testing';
import { runReportGenerationOn } from './worker';

// Scheduled exports (issue 18) on an injected clock (AppContext.now): the minute tick claims the
// runs that came due on the project's clock, the export job prints the day's From–To and e-mails
// the files through the outbox to a real SMTP server on loopback.

const SILENT = { info() {}, warn() {}, error() {} };
const NEW_YORK = { timeZone: 'America/New_York', summerTimeAdjusted: true };

describe('isRunDue', () => {
  const schedule = { days: ['Monday', 'Wednesday'], scheduledTime: '18:00', lastRun: null };
  it.each([
    ['Monday', 17 * 60 + 59, null, false],
    ['Monday', 18 * 60, null, true],
    ['Monday', 23 * 60 + 59, null, true],
    ['Monday', 18 * 60, '2026-11-02', false],
    ['Monday', 18 * 60, '2026-10-26', true],
    ['Tuesday', 18 * 60, null, false],
  ])('%s at minute %i, last run %s → %s', (day, minuteOfDay, lastRun, due) => {
    expect(isRunDue({ ...schedule, lastRun }, { date: '2026-11-02', day, minuteOfDay })).toBe(due);
  });

  it('runs up to 6 hours late and no later', () => {
    const morning = { days: ['Monday'], scheduledTime: '08:00', lastRun: null };
    const at = (minuteOfDay: number) =>
      isRunDue(morning, { date: '2026-11-02', day: 'Monday', minuteOfDay });
    expect(at(13 * 60 + 59)).toBe(true);
    expect(at(14 * 60)).toBe(false);
  });
});

describe('report clock', () => {
  it('reads From–To of a local day as instants, DST days included', () => {
    // 2 November 2026: EST (UTC-5).
    expect(localToUtc(NEW_YORK, '2026-11-02', 8 * 60)).toBe(Date.UTC(2026, 10, 2, 13));
    // 1 November 2026: 00:00 is EDT (UTC-4), 17:00 EST (UTC-5).
    expect(localToUtc(NEW_YORK, '2026-11-01', 0)).toBe(Date.UTC(2026, 10, 1, 4));
    expect(localToUtc(NEW_YORK, '2026-11-01', 17 * 60)).toBe(Date.UTC(2026, 10, 1, 22));
    // 01:30 happens twice on 1 November: the first one (EDT).
    expect(localToUtc(NEW_YORK, '2026-11-01', 90)).toBe(Date.UTC(2026, 10, 1, 5, 30));
    // 8 March 2026: 00:00 EST (UTC-5), 17:00 EDT (UTC-4); 02:30 does not exist → 03:30 EDT.
    expect(localToUtc(NEW_YORK, '2026-03-08', 0)).toBe(Date.UTC(2026, 2, 8, 5));
    expect(localToUtc(NEW_YORK, '2026-03-08', 17 * 60)).toBe(Date.UTC(2026, 2, 8, 21));
    expect(localToUtc(NEW_YORK, '2026-03-08', 150)).toBe(Date.UTC(2026, 2, 8, 7, 30));
    // A project on standard time all year stays on EST in summer.
    const standard = { timeZone: 'America/New_York', summerTimeAdjusted: false };
    expect(localToUtc(standard, '2026-07-01', 8 * 60)).toBe(Date.UTC(2026, 6, 1, 13));
    expect(localMoment(standard, Date.UTC(2026, 6, 1, 13))).toEqual({
      date: '2026-07-01',
      day: 'Wednesday',
      minuteOfDay: 8 * 60,
    });
  });

  it('names the file after the report and the local dates, without unsafe characters', () => {
    const range = { from: Date.UTC(2026, 10, 2, 13), to: Date.UTC(2026, 10, 3, 6) };
    expect(reportFileName('Gate: North/South?', NEW_YORK, range, 'pdf')).toBe(
      'Gate North South 2026-11-02–2026-11-03.pdf',
    );
    // Ending at local midnight ends on the day before.
    const day = { from: Date.UTC(2026, 10, 2, 5), to: Date.UTC(2026, 10, 3, 5) };
    expect(reportFileName('Gate', NEW_YORK, day, 'csv')).toBe('Gate 2026-11-02–2026-11-02.csv');
    expect(reportFileName(' ** ', NEW_YORK, day, 'pdf')).toBe('Report 2026-11-02–2026-11-02.pdf');
  });
});

/** The parts of a multipart e-mail: text and attachments (file name, type, bytes). */
function mimeParts(raw: string) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const parts: { headers: string; body: string }[] = [];
  for (const boundary of boundaries) {
    for (const chunk of raw.split(`--${boundary}`).slice(1)) {
      const split = chunk.indexOf('\r\n\r\n');
      if (split === -1) continue;
      const headers = chunk.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
      if (/content-type:\s*multipart/i.test(headers)) continue;
      parts.push({ headers, body: chunk.slice(split + 4) });
    }
  }
  const fileName = (headers: string): string | null => {
    const pieces = [...headers.matchAll(/filename\*(\d+)?\*?=([^;\r\n]+)/gi)].map((m) =>
      m[2]!.trim().replace(/^"|"$/g, ''),
    );
    if (pieces.length > 0) return decodeURIComponent(pieces.join('').replace(/^utf-8''/i, ''));
    const plain = /filename="?([^";\r\n]+)"?/i.exec(headers);
    return plain ? plain[1]! : null;
  };
  const decode = (headers: string, body: string) =>
    /content-transfer-encoding:\s*base64/i.test(headers)
      ? Buffer.from(body.replace(/--\s*$/, '').replace(/\s+/g, ''), 'base64')
      : Buffer.from(body.replace(/=\r\n/g, ''), 'utf8');
  const text = parts.find(
    (p) => /content-type:\s*text\/plain/i.test(p.headers) && !fileName(p.headers),
  );
  return {
    text: text ? decode(text.headers, text.body).toString('utf8') : '',
    attachments: parts
      .filter((p) => fileName(p.headers) !== null)
      .map((p) => ({
        fileName: fileName(p.headers)!,
        contentType: /content-type:\s*([^;\r\n]+)/i.exec(p.headers)?.[1]?.trim() ?? '',
        content: decode(p.headers, p.body),
      })),
  };
}

let t: TestApp;
let smtp: TestSmtpServer;
let queue: JobQueue;
let worker: DeliveryWorker;
const renderer = new FakeRenderer();
const print = { renderer, origin: async () => 'http://127.0.0.1:45679' };
let projectId: string;
let locations: { id: string; position: number }[];
let managerId: string;

async function contribution(name: string): Promise<number> {
  return insertTestContribution(t.handle.db, {
    projectId,
    name,
    type: 'Generic',
    periodMinutes: 15,
    startAt: new Date('2026-02-01T00:00:00Z'),
    computedTo: new Date('2026-12-31T00:00:00Z'),
    sensors: ['PM10'],
    locations,
  });
}

async function config(
  contributionId: number,
  values: {
    name: string;
    days: string[];
    from: string;
    to: string;
    at: string;
    emails: string[];
    attachCsv?: boolean;
    createdBy?: string | null;
  },
): Promise<string> {
  const row = await t.handle.db
    .insertInto('report_export_configs')
    .values({
      contribution_id: contributionId,
      name: values.name,
      report_from: values.from,
      report_to: values.to,
      scheduled_time: values.at,
      days: values.days,
      emails: values.emails,
      table_period_minutes: 15,
      attach_csv: values.attachCsv ?? false,
      is_active: true,
      map_style: 'Streets',
      created_by: values.createdBy === undefined ? managerId : values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The runs the tick claims at an instant, of the given configs. */
async function tickAt(iso: string, configIds: string[]) {
  t.clock.set(iso);
  return (await tickReportSchedules(t.app)).filter((run) => configIds.includes(run.configId));
}

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtpServer();
  managerId = await t.userId('manager');
  const project = await createProject(
    t.handle.db,
    DEMO_ORGANISATIONS.demo,
    'Harbor Yard',
    'America/New_York',
  );
  projectId = project.id;
  locations = [
    { id: await createLocation(t.handle.db, projectId, 'East fence'), position: 0 },
    { id: await createLocation(t.handle.db, projectId, 'West fence'), position: 1 },
  ];
  queue = new JobQueue({
    db: t.handle.db,
    log: SILENT,
    work: false,
    schedule: false,
    maintenance: false,
  });
  await runReportGenerationOn(queue, t.app, print, SILENT);
  await queue.start();
  worker = new DeliveryWorker(t.handle.db, envSchema.parse({}), SILENT, {
    transport: nodemailer.createTransport(smtp.url),
  });
});
afterAll(async () => {
  await queue.stop();
  await smtp.close();
  await t.close();
});

describe('scheduled report exports', () => {
  it('runs Mon/Wed at 18:00 New York once a day and e-mails the PDF and CSV', async () => {
    const id = await config(await contribution('Dock'), {
      name: 'Dock Daily',
      days: ['Monday', 'Wednesday'],
      from: '08:00',
      to: '17:00',
      at: '18:00',
      emails: ['ops@harbor.example', 'city@harbor.example'],
      attachCsv: true,
    });
    // Monday 2 November 2026, EST: 18:00 is 23:00Z.
    expect(await tickAt('2026-11-02T22:59:00Z', [id])).toEqual([]);
    expect(await tickAt('2026-11-02T23:00:00Z', [id])).toEqual([
      { configId: id, date: '2026-11-02' },
    ]);
    expect(await tickAt('2026-11-02T23:01:00Z', [id])).toEqual([]);
    // Tuesday is not selected.
    expect(await tickAt('2026-11-03T23:00:00Z', [id])).toEqual([]);

    renderer.requests.length = 0;
    expect(await queue.drain()).toBe(1);
    expect(renderer.requests).toHaveLength(1);
    expect(printQuery(renderer.requests[0]!.url)).toMatchObject({
      reportName: 'Dock Daily',
      fromTimeMillis: Date.UTC(2026, 10, 2, 13),
      toTimeMillis: Date.UTC(2026, 10, 2, 22),
      tablePeriodMinutes: 15,
    });

    // The outbox rows are due on the database's clock (the real one).
    await worker.runDue();
    const messages = await smtp.received(2);
    expect(messages.flatMap((m) => m.to).sort()).toEqual([
      'city@harbor.example',
      'ops@harbor.example',
    ]);
    for (const message of messages) {
      expect(message.subject).toBe('Dock Daily – 11/02/2026');
      const { text, attachments } = mimeParts(message.raw);
      expect(text).toContain('Project: Harbor Yard');
      expect(text).toContain('Contribution: Dock');
      expect(text).toContain('Range: 11/02/2026 08:00 to 11/02/2026 17:00');
      expect(text).toContain('Time zone: America/New_York');
      expect(attachments.map((a) => a.fileName)).toEqual([
        'Dock Daily 2026-11-02–2026-11-02.pdf',
        expect.stringMatching(/\.csv$/),
      ]);
      expect(attachments[0]!.contentType).toBe('application/pdf');
      const pdf = attachments[0]!.content;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { text: pdfText } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
        mergePages: true,
      });
      expect(pdfText).toContain('Dock Daily');
      expect(attachments[1]!.contentType).toBe('text/csv');
      expect(attachments[1]!.content.toString('utf8')).toContain('Time (America/New_York)');
    }

    // Wednesday runs again.
    expect(await tickAt('2026-11-04T23:00:00Z', [id])).toEqual([
      { configId: id, date: '2026-11-04' },
    ]);
    await queue.drain();
  });

  it('covers From–To of a DST change day on the wall clock', async () => {
    const fall = await config(await contribution('Fall'), {
      name: 'Fall',
      days: ['Sunday'],
      from: '00:00',
      to: '17:00',
      at: '18:00',
      emails: ['fall@harbor.example'],
    });
    const spring = await config(await contribution('Spring'), {
      name: 'Spring',
      days: ['Sunday'],
      from: '00:00',
      to: '17:00',
      at: '18:00',
      emails: ['spring@harbor.example'],
    });
    renderer.requests.length = 0;
    // Sunday 1 November 2026: 18:00 EST is 23:00Z; 00:00 was EDT (04:00Z), 17:00 EST (22:00Z).
    expect(await tickAt('2026-11-01T22:59:00Z', [fall])).toEqual([]);
    expect(await tickAt('2026-11-01T23:00:00Z', [fall, spring])).toHaveLength(2);
    // Sunday 8 March 2026: 18:00 EDT is 22:00Z; 00:00 was EST (05:00Z), 17:00 EDT (21:00Z).
    expect(await tickAt('2026-03-08T21:59:00Z', [fall, spring])).toEqual([]);
    expect(await tickAt('2026-03-08T22:00:00Z', [fall, spring])).toHaveLength(2);
    await queue.drain();
    const ranges = renderer.requests
      .map((r) => printQuery(r.url))
      .map((q) => [q.reportName, q.fromTimeMillis, q.toTimeMillis])
      .sort((a, b) => Number(a[1]) - Number(b[1]) || String(a[0]).localeCompare(String(b[0])));
    expect(ranges).toEqual([
      ['Fall', Date.UTC(2026, 2, 8, 5), Date.UTC(2026, 2, 8, 21)],
      ['Spring', Date.UTC(2026, 2, 8, 5), Date.UTC(2026, 2, 8, 21)],
      ['Fall', Date.UTC(2026, 10, 1, 4), Date.UTC(2026, 10, 1, 22)],
      ['Spring', Date.UTC(2026, 10, 1, 4), Date.UTC(2026, 10, 1, 22)],
    ]);
  });

  it('skips a run whose user is gone, and one whose user lost access', async () => {
    const orphan = await config(await contribution('Orphan'), {
      name: 'Orphan',
      days: ['Monday'],
      from: '08:00',
      to: '17:00',
      at: '18:00',
      emails: ['x@harbor.example'],
      createdBy: null,
    });
    const outsider = await config(await contribution('Outsider'), {
      name: 'Outsider',
      days: ['Monday'],
      from: '08:00',
      to: '17:00',
      at: '18:00',
      emails: ['x@harbor.example'],
      createdBy: await t.userId('other'),
    });
    const outboxBefore = await t.handle.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(
      await runScheduledExport(t.app, print, { configId: orphan, date: '2026-11-09' }, SILENT),
    ).toEqual({ skipped: 'the user who saved the schedule no longer exists' });
    const outcome = await runScheduledExport(
      t.app,
      print,
      { configId: outsider, date: '2026-11-09' },
      SILENT,
    );
    expect('skipped' in outcome).toBe(true);
    const outboxAfter = await t.handle.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(outboxAfter.n)).toBe(Number(outboxBefore.n));
  });

  it('leaves out inactive schedules and those without days or recipients', async () => {
    const inactive = await config(await contribution('Off'), {
      name: 'Off',
      days: ['Monday'],
      from: '08:00',
      to: '17:00',
      at: '18:00',
      emails: ['x@harbor.example'],
    });
    await t.handle.db
      .updateTable('report_export_configs')
      .set({ is_active: false })
      .where('id', '=', inactive)
      .execute();
    const noDays = await config(await contribution('No days'), {
      name: 'No days',
      days: [],
      from: '08:00',
      to: '17:00',
      at: '18:00',
      emails: ['x@harbor.example'],
    });
    const noEmails = await config(await contribution('No e-mails'), {
      name: 'No e-mails',
      days: ['Monday'],
      from: '08:00',
      to: '17:00',
      at: '18:00',
      emails: [],
    });
    expect(await tickAt('2026-11-16T23:30:00Z', [inactive, noDays, noEmails])).toEqual([]);
  });
});

// Benchmark of report generation (issue 18: "time to produce an 8-day DER-10 PDF and a 1-day 1466
// PDF, and peak memory"; target ≤ 10 s for 8 days). A project in America/New_York with 6
// monitoring locations on a 150 m circle, each with an instrument measuring PM10 and VOC (the
// first also WS, WD, TEMP, RH and PRES), 8 days and 2 hours of 1-minute readings, a DER-10
// contribution (PM10 and VOC, 15-minute rolling) over them and a Rule 1466 one (PM10, 120 minutes)
// over the last day and 2 hours, both computed by the job's own code (advanceContribution).
//
// The server runs as main.ts runs it: the built dashboard served from apps/dashboard/dist, the job
// queue with its default polling (2 s), report generation on it (runReportGenerationOn) printing
// through a real PdfRenderer (one warm Chromium reaching the server at the address it listens on,
// 127.0.0.1:<random port>). Signed in as the demo administrator over real HTTP, each report is
// timed through the real calls: POST /v0.1/contribution/reports/generate, then
// GET /v0.1/contribution/is-report-completed/{taskId} every 250 ms until it is completed, then
// GET /v0.1/contribution/completed-report/{taskId}. Three reports, each 3 times after a warm-up:
// DER-10 over 8 days with table period 60 and 15 minutes, 1466 over 1 day. Also timed: the report
// data call (GET /v0.1/contribution/{id}/report) over the 8 days (and, alone, the contract's
// response schema and JSON.stringify on its answer), the peak memory, sampled every 200 ms (the
// RSS of this Node process and the summed VmRSS and PSS of the Chromium processes it started), and
// one print page traced in the renderer's browser (HTML, data answer, 'ready', page.pdf).
// BENCH_REPORTS_DIR=<folder> keeps each report's last PDF and a screenshot of its print page.
// Prints figures, asserts nothing on time. Needs the built dashboard (built here when missing).
// Run with `npm run bench`, or alone:
//   BENCH_DB=pglite npx vitest run --config bench/vitest.config.ts bench/reports.bench.ts
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ContributionReportData } from '@aq/api';
import {
  advanceContribution,
  buildApp,
  createBenchInstrument,
  createBenchLocation,
  createBenchProject,
  defaultActionLevels,
  DEMO_ORGANISATIONS,
  envSchema,
  insertContribution,
  insertReadings,
  JobQueue,
  listeningOrigin,
  migrate,
  openDatabase,
  PdfRenderer,
  runReportGenerationOn,
  seedDemo,
  SENSOR,
  serverVersion,
  vacuumAnalyze,
  type DatabaseHandle,
  type StoredReading,
} from '@aq/server/bench';
import { getDocumentProxy } from 'unpdf';
import { it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'apps', 'dashboard', 'dist');
const MINUTE = 60_000;
const DAY = 1_440 * MINUTE;
/** Midnight of 1 June 2026 in New York (EDT): the reports end here. */
const END = Date.parse('2026-06-01T04:00:00Z');
/** Readings and the DER-10 contribution start 8 days and 2 hours before END. */
const START = END - 8 * DAY - 120 * MINUTE;
/** The 1466 contribution starts a day and 2 hours before END. */
const START_1466 = END - DAY - 120 * MINUTE;
const CENTRE = { latitude: 40.6745, longitude: -73.9903 };
const LOCATIONS = 6;
const PASSWORD = 'bench-pass-1';
const ORIGIN = 'http://localhost:3000';
const RUNS = 3;
const POLL_MS = 250;
const SAMPLE_MS = 200;
/** BENCH_REPORTS_DIR=<folder>: keep each report's last PDF and a screenshot of its print page. */
const SAVE_DIR = process.env.BENCH_REPORTS_DIR;

const fmt = (value: number, digits = 1) => value.toFixed(digits);
const print = (name: string, text: string) => console.log(`${name}: ${text}`);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 0);
/** The machine's load average over 1 minute (other work shares the cores). */
const load = () => `load average ${fmt(os.loadavg()[0] ?? 0, 2)}`;
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** Wind turning slowly round the compass, 0.5–6 m/s, so roles change through the day. */
function wind(t: number): { ws: number; wd: number } {
  const phase = (t % DAY) / DAY;
  return {
    ws: Math.round((3.2 + 2.7 * Math.sin(phase * 6.283 + t / 3.7e6)) * 10) / 10,
    wd: Math.round((((phase * 360 + 40 * Math.sin(t / 1.1e6)) % 360) + 360) % 360),
  };
}

/** A plausible pollutant value per location; PM10 now and then above the 1466 level. */
function value(location: number, sensorId: number, t: number): number {
  const phase = ((t % DAY) / DAY) * 2 * Math.PI + location;
  const noise = Math.sin(t / 7_919 + location * 13 + sensorId) * 3;
  const base = sensorId === SENSOR.PM10 ? 30 + 15 * Math.sin(phase) : 0.4 + 0.3 * Math.cos(phase);
  return Math.round(Math.max(0, base + noise) * 100) / 100;
}

/** Weather of the first instrument: temperature (°C), humidity (%), pressure (hPa). */
function weather(t: number): { temp: number; rh: number; pres: number } {
  const phase = ((t % DAY) / DAY) * 2 * Math.PI;
  return {
    temp: Math.round((21 - 5 * Math.cos(phase)) * 10) / 10,
    rh: Math.round(60 + 20 * Math.cos(phase)),
    pres: Math.round((1013 + 4 * Math.sin(t / 4.3e7)) * 10) / 10,
  };
}

function minuteRows(instruments: number[], from: number, to: number): StoredReading[] {
  const rows: StoredReading[] = [];
  const met = instruments[0]!;
  for (let ts = from + MINUTE; ts <= to; ts += MINUTE) {
    instruments.forEach((instrumentId, i) => {
      for (const sensorId of [SENSOR.PM10, SENSOR.VOC]) {
        rows.push({ instrumentId, sensorId, ts, value: value(i, sensorId, ts), flags: null });
      }
    });
    const { ws, wd } = wind(ts);
    const { temp, rh, pres } = weather(ts);
    for (const [sensorId, v] of [
      [SENSOR.WS, ws],
      [SENSOR.WD, wd],
      [SENSOR.TEMP, temp],
      [SENSOR.RH, rh],
      [SENSOR.PRES, pres],
    ] as const) {
      rows.push({ instrumentId: met, sensorId, ts, value: v, flags: null });
    }
  }
  return rows;
}

async function open(): Promise<DatabaseHandle> {
  const kind = process.env.BENCH_DB ?? 'pglite';
  if (kind === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('BENCH_DB=postgres needs BENCH_DATABASE_URL (npm run bench sets it)');
    return openDatabase({ kind: 'postgres', url });
  }
  return openDatabase({ kind: 'pglite-memory' });
}

/** The built dashboard, built now (turbo, as first-load.mjs does) when it is missing. */
function dashboardDist(): string {
  if (existsSync(join(DIST, 'index.html'))) return DIST;
  print('dashboard', `no build in ${DIST}: building it (npx turbo run build)`);
  const built = spawnSync(
    'npx',
    ['turbo', 'run', 'build', '--filter=@aq/dashboard', '--output-logs=errors-only'],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (built.status !== 0 || !existsSync(join(DIST, 'index.html'))) {
    throw new Error(
      `The reports benchmark needs the built dashboard in ${DIST}, and building it failed. Build ` +
        'it with `npx turbo run build --filter=@aq/dashboard --output-logs=errors-only`.',
    );
  }
  return DIST;
}

/** Parent pid of every process (Linux /proc). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so split after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // The process ended meanwhile.
    }
  }
  return map;
}

/** The kB value of a `Name:   123 kB` line of a /proc file, or 0. */
function procKb(path: string, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(path, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Samples every SAMPLE_MS the RSS of this process and of its descendants (the Chromium processes
 * of the renderer: browser, zygotes, GPU, renderers and utilities), keeping the peaks. The summed
 * RSS counts pages the Chromium processes share once per process; PSS shares them out.
 */
class MemorySampler {
  nodeRss = 0;
  chromiumRss = 0;
  chromiumPss = 0;
  chromiumProcesses = 0;
  total = 0;
  private timer: NodeJS.Timeout | null = null;

  start(): void {
    this.reset();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
  }

  reset(): void {
    this.nodeRss = this.chromiumRss = this.chromiumPss = this.chromiumProcesses = this.total = 0;
    this.sample();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  sample(): void {
    const node = process.memoryUsage.rss();
    const tree = parents();
    const descendants: number[] = [];
    const queue = [process.pid];
    while (queue.length > 0) {
      const parent = queue.pop()!;
      for (const [pid, ppid] of tree) {
        if (ppid === parent) {
          descendants.push(pid);
          queue.push(pid);
        }
      }
    }
    let rss = 0;
    let pss = 0;
    for (const pid of descendants) {
      rss += procKb(`/proc/${pid}/status`, 'VmRSS');
      pss += procKb(`/proc/${pid}/smaps_rollup`, 'Pss');
    }
    this.nodeRss = Math.max(this.nodeRss, node);
    if (rss > this.chromiumRss) {
      this.chromiumRss = rss;
      this.chromiumProcesses = descendants.length;
    }
    this.chromiumPss = Math.max(this.chromiumPss, pss);
    this.total = Math.max(this.total, node + rss);
  }

  text(): string {
    return `Node RSS ${mb(this.nodeRss)} MB, Chromium RSS ${mb(this.chromiumRss)} MB summed over ${this.chromiumProcesses} processes (PSS ${mb(this.chromiumPss)} MB), both ${mb(this.total)} MB`;
  }
}

/**
 * Where the time of one render goes: the print page opened once more in the renderer's warm
 * browser (a context of its own, signed in with the benchmark's session, as the renderer opens it)
 * and timed from navigation to the HTML, to the report data answer, to the page's 'ready', and
 * the PDF printing after. Requests that failed (such as map tiles of another host) are counted.
 */
async function tracePrintPage(
  renderer: PdfRenderer,
  base: string,
  session: string,
  scenario: { slug: string; id: number; days: number; period: number },
): Promise<string> {
  const browser = await renderer.currentBrowser();
  if (!browser) return 'no warm browser';
  const context = await browser.newContext({ colorScheme: 'light', locale: 'en-US' });
  try {
    const [name, token] = session.split('=') as [string, string];
    await context.addCookies([{ name, value: token, url: base }]);
    const page = await context.newPage();
    const query = {
      contributionId: scenario.id,
      fromTimeMillis: END - scenario.days * DAY,
      toTimeMillis: END,
      tablePeriodMinutes: scenario.period,
      mapStyle: 'Streets',
    };
    let dataAt = 0;
    let failed = 0;
    let requests = 0;
    const started = performance.now();
    page.on('request', () => (requests += 1));
    page.on('requestfailed', () => (failed += 1));
    page.on('requestfinished', (request) => {
      if (request.url().includes(`/v0.1/contribution/${scenario.id}/report?`)) {
        dataAt = performance.now() - started;
      }
    });
    await page.goto(
      `${base}/OneView/print-report?query=${encodeURIComponent(JSON.stringify(query))}`,
      { waitUntil: 'domcontentloaded' },
    );
    const htmlAt = performance.now() - started;
    await page.waitForSelector('html[data-report-state="ready"], html[data-report-state="error"]', {
      state: 'attached',
      timeout: 120_000,
    });
    const readyAt = performance.now() - started;
    const state = await page.getAttribute('html', 'data-report-state');
    if (SAVE_DIR) {
      await page.screenshot({ path: join(SAVE_DIR, `${scenario.slug}.png`), fullPage: true });
    }
    const pdfStarted = performance.now();
    await page.pdf({ format: 'Letter', printBackground: true });
    const pdfMs = performance.now() - pdfStarted;
    return `HTML ${fmt(htmlAt / 1000, 2)} s, report data answered ${fmt(dataAt / 1000, 2)} s, '${state}' ${fmt(readyAt / 1000, 2)} s, then page.pdf ${fmt(pdfMs / 1000, 2)} s (${requests} requests, ${failed} failed)`;
  } finally {
    await context.close();
  }
}

it('reports: 8-day DER-10 and 1-day 1466 PDFs through the generate, poll and fetch calls', async () => {
  const cpus = os.cpus();
  print(
    'machine',
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${fmt(os.totalmem() / 1024 ** 3)} GiB, Node ${process.version}, ${load()}`,
  );
  const dist = dashboardDist();
  const handle = await open();
  const db = handle.db;
  const sampler = new MemorySampler();
  let queue: JobQueue | null = null;
  let renderer: PdfRenderer | null = null;
  try {
    print('database', `${handle.kind} (PostgreSQL ${await serverVersion(db)})`);
    await migrate(db);
    await seedDemo(db, { password: PASSWORD, now: new Date(END) });
    const project = await createBenchProject(
      db,
      DEMO_ORGANISATIONS.demo,
      'Report Bench Yard',
      'America/New_York',
    );
    const instruments: number[] = [];
    const locations: string[] = [];
    for (let i = 0; i < LOCATIONS; i++) {
      const sensors =
        i === 0
          ? [SENSOR.PM10, SENSOR.VOC, SENSOR.WS, SENSOR.WD, SENSOR.TEMP, SENSOR.RH, SENSOR.PRES]
          : [SENSOR.PM10, SENSOR.VOC];
      const id = await createBenchInstrument(db, project, `RB-${i + 1}`, sensors, new Date(START));
      instruments.push(id);
      // On a 150 m circle round the centre, 60° apart.
      const bearing = (i * 60 * Math.PI) / 180;
      const position = {
        latitude: CENTRE.latitude + (150 * Math.cos(bearing)) / 111_320,
        longitude:
          CENTRE.longitude +
          (150 * Math.sin(bearing)) / (111_320 * Math.cos((CENTRE.latitude * Math.PI) / 180)),
      };
      locations.push(
        await createBenchLocation(db, project.id, `Fence ${i + 1}`, id, new Date(START), position),
      );
    }
    const loadStart = performance.now();
    let stored = 0;
    for (let from = START; from < END; from += DAY) {
      stored += await insertReadings(db, minuteRows(instruments, from, Math.min(END, from + DAY)));
    }
    await vacuumAnalyze(db);
    print(
      'set-up',
      `${stored} readings (${LOCATIONS} locations × PM10 and VOC, WS/WD/TEMP/RH/PRES on the first; 8 days 2 hours) in ${fmt((performance.now() - loadStart) / 1000)} s`,
    );

    const contribution = async (
      name: string,
      type: 'Der10' | 'FourteenSixtySix',
      periodMinutes: number,
      sensors: string[],
      startAt: number,
    ) => {
      const id = await insertContribution(db, {
        projectId: project.id,
        name,
        type,
        periodMinutes,
        automaticWindDetection: true,
        windLocationId: null,
        startAt: new Date(startAt),
        createdBy: null,
        target: new Date(END),
        locations,
        sensors,
        levels: defaultActionLevels(type),
      });
      const started = performance.now();
      const result = await advanceContribution(db, id, new Date(END));
      print(
        `contribution ${name}`,
        `${result.minutes} minutes computed and stored by advanceContribution in ${fmt((performance.now() - started) / 1000, 2)} s`,
      );
      return id;
    };
    const der10 = await contribution('Bench DER-10', 'Der10', 15, ['PM10', 'VOC'], START);
    const rule1466 = await contribution(
      'Bench 1466',
      'FourteenSixtySix',
      120,
      ['PM10'],
      START_1466,
    );
    await vacuumAnalyze(db);

    const env = envSchema.parse({
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'silent',
      SIMULATOR: 'off',
      DASHBOARD_DIR: dist,
    });
    const { fastify, app } = await buildApp({ db, env, logger: false });
    // As main.ts: one warm Chromium reaching this server at the address it listens on.
    const pdfRenderer = new PdfRenderer({ executablePath: env.CHROMIUM_PATH, log: silent });
    renderer = pdfRenderer;
    const renderMs: number[] = [];
    const timedRenderer = {
      async render(request: Parameters<PdfRenderer['render']>[0]) {
        const started = performance.now();
        try {
          return await pdfRenderer.render(request);
        } finally {
          renderMs.push(performance.now() - started);
        }
      },
    };
    let announce: (origin: string) => void = () => {};
    const ownOrigin = new Promise<string>((resolve) => {
      announce = resolve;
    });
    queue = new JobQueue({ db, log: silent });
    await runReportGenerationOn(
      queue,
      app,
      { renderer: timedRenderer, origin: () => ownOrigin },
      silent,
    );
    await queue.start();
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    const base = listeningOrigin(fastify.server.address());
    announce(base);
    print('server', `${base}, dashboard from ${dist}, Chromium ${env.CHROMIUM_PATH}`);

    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'admin@demo.example', Password: PASSWORD }),
    });
    const session = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith('aq_session='));
    if (!session) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const headers = { origin: ORIGIN, cookie: session, 'content-type': 'application/json' };
    const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return JSON.parse(text) as T;
    };

    const reportRange = { from: new Date(END - 8 * DAY), to: new Date(END) };
    const dataQuery = (period: number) =>
      `from=${encodeURIComponent(reportRange.from.toISOString())}&to=${encodeURIComponent(reportRange.to.toISOString())}&tablePeriodMinutes=${period}`;
    for (const period of [60, 15]) {
      const times: number[] = [];
      let bytes = 0;
      let body = '';
      for (let run = 0; run <= 5; run++) {
        const started = performance.now();
        const response = await fetch(
          `${base}/v0.1/contribution/${der10}/report?${dataQuery(period)}`,
          {
            headers,
          },
        );
        const text = await response.text();
        if (!response.ok) throw new Error(`report data: ${response.status} ${text}`);
        if (run > 0) times.push(performance.now() - started);
        bytes = Buffer.byteLength(text);
        body = text;
      }
      // Two steps of the answer timed alone: the contract's response schema (the server parses
      // what it answers with it, the dashboard what it receives) and the JSON text.
      const parsed: unknown = JSON.parse(body);
      const schemaStarted = performance.now();
      const checked = ContributionReportData.safeParse(parsed);
      const schemaMs = performance.now() - schemaStarted;
      if (!checked.success) throw new Error('the report data does not match the contract');
      const stringifyStarted = performance.now();
      JSON.stringify(checked.data);
      const stringifyMs = performance.now() - stringifyStarted;
      print(
        `report data call, DER-10 8 days, table period ${period}`,
        `median ${fmt(median(times))} ms, max ${fmt(Math.max(...times))} ms over 5 after a warm-up (${fmt(bytes / 1024 / 1024, 2)} MB of JSON); alone, ContributionReportData.safeParse of it ${fmt(schemaMs)} ms, JSON.stringify ${fmt(stringifyMs)} ms`,
      );
    }

    const scenarios = [
      {
        name: 'DER-10, 8 days, table period 60',
        slug: 'der10-8d-60',
        id: der10,
        days: 8,
        period: 60,
      },
      {
        name: 'DER-10, 8 days, table period 15',
        slug: 'der10-8d-15',
        id: der10,
        days: 8,
        period: 15,
      },
      {
        name: '1466, 1 day (table period 15, fixed)',
        slug: 'r1466-1d',
        id: rule1466,
        days: 1,
        period: 15,
      },
    ];
    sampler.start();
    for (const scenario of scenarios) {
      const times: number[] = [];
      const renders: number[] = [];
      let pages = 0;
      let size = 0;
      let lastPdf = Buffer.alloc(0);
      sampler.reset();
      for (let run = 0; run <= RUNS; run++) {
        const rendersBefore = renderMs.length;
        const started = performance.now();
        const { TaskId } = await call<{ TaskId: string }>(
          'POST',
          '/v0.1/contribution/reports/generate',
          {
            ContributionId: scenario.id,
            From: new Date(END - scenario.days * DAY).toISOString(),
            To: new Date(END).toISOString(),
            TablePeriodMinutes: scenario.period,
            MapStyle: 'Streets',
            AttachCsv: false,
          },
        );
        for (;;) {
          const status = await call<{ IsCompleted: boolean; Error: string | null }>(
            'GET',
            `/v0.1/contribution/is-report-completed/${TaskId}`,
          );
          if (status.IsCompleted) {
            if (status.Error) throw new Error(`${scenario.name}: ${status.Error}`);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        const report = await call<{ ReportData: string; FileName: string }>(
          'GET',
          `/v0.1/contribution/completed-report/${TaskId}`,
        );
        const ms = performance.now() - started;
        const pdf = Buffer.from(report.ReportData, 'base64');
        size = pdf.length;
        lastPdf = pdf;
        pages = (await getDocumentProxy(new Uint8Array(pdf))).numPages;
        // The first run warms the browser (launch), the page's code and the queries up.
        if (run === 0) {
          print(
            `${scenario.name}, warm-up`,
            `${fmt(ms / 1000, 2)} s, ${pages} pages, ${fmt(size / 1024)} KiB (${report.FileName})`,
          );
          continue;
        }
        times.push(ms);
        renders.push(...renderMs.slice(rendersBefore));
      }
      sampler.sample();
      if (SAVE_DIR) {
        writeFileSync(join(SAVE_DIR, `${scenario.slug}.pdf`), lastPdf);
      }
      print(
        scenario.name,
        `median ${fmt(median(times) / 1000, 2)} s, max ${fmt(Math.max(...times) / 1000, 2)} s over ${RUNS} (generate → completed-report)${scenario.days === 8 ? ' (target ≤ 10 s)' : ''}; Chromium render median ${fmt(median(renders) / 1000, 2)} s; ${pages} pages, ${fmt(size / 1024)} KiB`,
      );
      print(`${scenario.name}, peak memory`, `${sampler.text()}; ${load()}`);
      print(
        `${scenario.name}, one print page traced`,
        await tracePrintPage(pdfRenderer, base, session, scenario),
      );
    }
    sampler.stop();
    print(
      'note',
      `the bench polls is-report-completed every ${POLL_MS} ms, the dashboard every 5 s; the job queue looks for jobs every 2 s (its default)`,
    );
    await fastify.close();
  } finally {
    sampler.stop();
    await queue?.stop();
    await renderer?.close();
    await handle.close();
  }
});

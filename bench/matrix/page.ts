/**
 * P4, Matrix Review end to end: a 1,000 × 20 matrix opened in Chromium against the real stack (API serving the
 * production build of the web app, PostgreSQL, Temporal, Azurite). The matrix, its 20 columns and its 1,000 documents
 * are created through the API's own commands (which create the cells and start their workflows); an AI stub then
 * completes every cell with answers of realistic length. Then `/matrix/:id` is opened in a fresh browser context
 * (cold cache) five times and the bench prints: navigation → first painted cells (median, as the browser reports the
 * paint of the answers' text through Element Timing; and again in a new tab of the same context, the scripts cached),
 * bytes transferred, result
 * cells in the DOM, click on a cell → detail panel painted, and the bytes of one 2 s re-fetch when nothing changed.
 *
 *   npm run --workspace bench bench:matrix-page
 *   MATRIX_PAGE_BENCH_ROWS=200 npm run --workspace bench bench:matrix-page     # a smaller matrix
 *   MATRIX_PAGE_BENCH_DIR=/tmp/p4 npm run --workspace bench bench:matrix-page  # keep the database: the next run
 *                                                                              # (e.g. on another commit) reuses it
 *   MATRIX_PAGE_BENCH_SCREENSHOT=/tmp/matrix.png …                             # the page with the detail panel open
 *   MATRIX_PAGE_BENCH_WATERFALL=1 …                                            # the first page's requests, when each was sent and done
 *   MATRIX_PAGE_BENCH_PROFILE=/tmp/p4.cpuprofile …                             # a CPU profile of the first page (Chrome DevTools format)
 *   MATRIX_PAGE_BENCH_LATENCY_MS=50 …                                          # every request delayed as on a real network (round trip)
 *   MATRIX_PAGE_BENCH_FIRST_SCREEN=0 …                                         # no first-screen cookie: the app paints the table itself
 *   MATRIX_PAGE_BENCH_TRACE=/tmp/trace.json …                                  # a Chromium trace of the first page
 *   MATRIX_PAGE_BENCH_TRACE=/tmp/trace-{page}.json …                           # of every page ({page}: 1, 2, …; PROFILE too)
 *   MATRIX_PAGE_BENCH_WEB_DIST=/tmp/dist-before …                              # serve this web build as it is (not rebuilt)
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { CDPSession, Page } from 'playwright-core';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { FIRST_SCREEN, MATRIX_CELL_HEIGHT_PX, MATRIX_TEXTS, STORAGE_KEYS, azuriteConnectionString, parseRuntimeConfig } from '@arcline/shared';
import { startApi } from '../../api/src/server';
import { companyStore, userStore } from '@arcline/shared/data';
import { sequelizeSql } from '../../api/src/db/sequelizeSql';
import { addMatrixDocuments } from '../../api/src/commands/matrix/matrixDocuments';
import { createMatrixColumn } from '../../api/src/commands/matrix/matrixColumns';
import { createMatrix } from '../../api/src/commands/matrix/matrixLifecycle';
import type { MatrixCellDeps } from '../../api/src/commands/matrix/matrixCells';
import { launchChromium } from '../../tests/harness/browser';
import { freePort } from '../../scripts/stack/processes';
import { startAzurite, startEmbeddedPostgres, startTemporalDevServer } from '../../scripts/stack/services';
import { ensureTemporalCli } from '../../scripts/stack/temporalCli';
import { ensureWebBuild } from '../../scripts/stack/webBuild';
import { FIRST_SCREEN_MARKS } from '../../web/src/firstScreenMarks';

const ROWS = Number(process.env.MATRIX_PAGE_BENCH_ROWS ?? 1000);
const COLUMNS = 20;
const RUNS = Number(process.env.MATRIX_PAGE_BENCH_RUNS ?? 5);
const VIEWPORT = { width: 1400, height: 900 };
const ADD_BATCH = 1000;
/** A round trip added to every request by Chromium's network emulation (0: localhost as it is). */
const LATENCY_MS = Number(process.env.MATRIX_PAGE_BENCH_LATENCY_MS ?? 0);
/**
 * How long each fresh page waits on about:blank before it navigates, so the navigation starts in an open, idle browser
 * as a user's does. A new window of Chromium builds its own UI first (its omnibox popup is a WebUI page that loads
 * some 60 scripts in a renderer of its own): started at once, the page shared the 2 CPUs with that (0: as before
 * 2026-11-26).
 */
const SETTLE_MS = Number(process.env.MATRIX_PAGE_BENCH_SETTLE_MS ?? 1000);
/** Whether the fresh pages carry the first-screen cookie the app sets once signed in (the server paints the table). */
const FIRST_SCREEN_COOKIE = process.env.MATRIX_PAGE_BENCH_FIRST_SCREEN !== '0';
/** MATRIX_PAGE_BENCH_PROGRESS=1: each page's steps on stderr as they end (where a run that hangs is). */
const progress = (line: string) => {
  if (process.env.MATRIX_PAGE_BENCH_PROGRESS) console.error(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
};

/** What the kept database's seed holds (2: the typed columns of issue 31). */
const SEED_VERSION = 2;
/** The rows the page is scrolled to, one jump each (the scrollbar dragged there). */
const SCROLL_TARGETS = [900, 500, 250, 750].filter((row) => row < ROWS);
/** Rows in one screenful of the table (900 px viewport), and how many screens the page is scrolled down one by one. */
const SCREEN_ROWS = 8;
const SCREEN_STEPS = 10;
/** The pause before each scroll and filter, as between a user's moves. */
const PAUSE_MS = Number(process.env.MATRIX_PAGE_BENCH_PAUSE_MS ?? 1000);
/** The date the typed date filter starts from. */
const FILTER_FROM = '2020-06-01';

/** The median of the values measured (a page whose browser reported no Element Timing entry holds NaN: left out). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};
/** The file a page's trace or profile goes to: the first page's alone, or every page's when the path has `{page}`. */
const pageFile = (file: string | undefined, run: number) => (file?.includes('{page}') ? file.replaceAll('{page}', String(run + 1)) : run === 0 ? file : undefined);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The body's bytes as sent (compressed when the server compresses), and its encoding. */
function wireBytes(url: string, token: string, cookie?: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br', ...(cookie ? { cookie } : {}) } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'uncompressed') }));
    }).on('error', reject);
  });
}

/** Sums the bytes on the wire (headers and body, compressed as sent) of every response the page receives. */
async function countBytes(
  page: Page,
): Promise<{ cdp: CDPSession; total(): number; byUrl(part: string): { bytes: number; status: number }[]; urls(part: string): { url: string; bytes: number }[]; waterfall(): string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await emulateLatency(cdp);
  const sent = new Map<string, number>();
  const requests = new Map<string, { url: string; status: number; onWire: number | undefined; headers: number | undefined }>();
  const finished: { url: string; status: number; bytes: number; sent: number; onWire: number | undefined; headers: number | undefined; done: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => sent.set(event.requestId, event.timestamp));
  cdp.on('Network.responseReceived', (event) => {
    const timing = event.response.timing;
    requests.set(event.requestId, { url: event.response.url, status: event.response.status, headers: timing ? timing.requestTime + timing.receiveHeadersEnd / 1000 : undefined, onWire: timing ? timing.requestTime + timing.sendStart / 1000 : undefined });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    finished.push({ url: request?.url ?? '', status: request?.status ?? 0, bytes: event.encodedDataLength, sent: sent.get(event.requestId) ?? event.timestamp, onWire: request?.onWire, headers: request?.headers, done: event.timestamp });
  });
  return {
    cdp,
    total: () => finished.reduce((sum, entry) => sum + entry.bytes, 0),
    byUrl: (part) => finished.filter((entry) => entry.url.includes(part)).map(({ bytes, status }) => ({ bytes, status })),
    urls: (part) => finished.filter((entry) => entry.url.includes(part)).map(({ url, bytes }) => ({ url, bytes })),
    /**
     * Each response: asked for → on the wire (after waiting for one of the 6 connections) → headers received →
     * finished, in ms from the first request; bytes, URL
     * (MATRIX_PAGE_BENCH_WATERFALL=1).
     */
    waterfall: () => {
      const origin = Math.min(...finished.map((entry) => entry.sent));
      const at = (time: number | undefined) => (time === undefined ? '?' : ((time - origin) * 1000).toFixed(0)).padStart(6);
      return finished.map((entry) => `${at(entry.sent)} → ${at(entry.onWire)} → ${at(entry.headers)} → ${at(entry.done)} ms ${String(entry.bytes).padStart(8)} B ${entry.url.replace(/^https?:\/\/[^/]+/, '')}`);
    },
  };
}

async function main(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const say = (line: string) => console.log(line);
  // A build kept aside (e.g. of another commit) served as it is: before/after figures measured in turns, under the same load.
  const dist = process.env.MATRIX_PAGE_BENCH_WEB_DIST ?? (await ensureWebBuild(say));
  const keptDir = process.env.MATRIX_PAGE_BENCH_DIR;
  const root = keptDir ?? mkdtempSync(path.join(tmpdir(), 'arcline-page-bench-'));
  mkdirSync(root, { recursive: true });
  chmodSync(root, 0o755); // embedded PostgreSQL runs as `postgres` when we run as root
  const logsDir = path.join(root, 'logs');
  const dataDir = path.join(root, 'pg');
  refuseRunningPostgres(dataDir);
  // Whatever it started is stopped on every way out: the end, an error, a page that never paints, Ctrl-C.
  const started = stopsOnExit(async () => {
    if (!keptDir) rmSync(root, { recursive: true, force: true });
  });
  const postgres = started.add(await startEmbeddedPostgres({ dataDir, port: await freePort(), logsDir, persistent: !!keptDir }));
  const temporal = started.add(await startTemporalDevServer({ cli: ensureTemporalCli(), port: await freePort(), logsDir }));
  const blobPort = await freePort();
  started.add(await startAzurite({ port: blobPort, logsDir }));
  const port = await freePort();
  const config = parseRuntimeConfig({
    DATABASE_URL: postgres.databaseUrl,
    TEMPORAL_ADDRESS: temporal.address,
    AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(blobPort),
    BLOB_CONTAINER: 'arcline-bench',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: dist,
    LOG_LEVEL: 'warn',
  });
  const api = await startApi(config, { serveWeb: true, logger: pino({ level: 'warn' }) });
  started.add(api, () => api.close());
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 5 });
  started.add(db, () => db.end());
  const browser = await launchChromium();
  started.add(browser, () => browser.close());
  console.log(`Machine: ${availableParallelism()} CPUs, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')} at start`);
  /** The user, the matrix created through the commands, and the AI stub's answers in every cell. */
  async function seed(): Promise<{ userId: string; matrixId: string }> {
    // The user, and documents already read (COMPLETED attachments), as an upload leaves them.
    const sql = sequelizeSql(api.sequelize);
    const company = await companyStore.create(sql, `Bench ${randomUUID()}`);
    const user = await userStore.create(sql, { companyId: company.id, email: `bench-${randomUUID()}@bench.test`, username: `bench_${randomUUID().slice(0, 8)}`, fullName: null, displayName: 'Bench', passwordHash: null });
    const attachmentIds = Array.from({ length: ROWS }, () => randomUUID());
    await db.query(
      `insert into attachments (id, user_id, name, size, mime_type, md5, blob_name, status, paragraph_count)
       select t.id, $1, 'Contract ' || lpad(t.n::text, 5, '0') || ' - supply agreement.pdf', 1, 'application/pdf', replace(t.id::text, '-', ''),
              'bench/' || t.id, 'COMPLETED', 1
       from unnest($2::uuid[]) with ordinality as t(id, n)`,
      [user.id, attachmentIds],
    );

    const deps: MatrixCellDeps = { sequelize: api.sequelize, temporal: api.temporal, logger: pino({ level: 'warn' }) };
    const t0 = performance.now();
    const matrix = await createMatrix(sql, user.id, `Bench ${ROWS} × ${COLUMNS}`);
    for (let index = 0; index < COLUMNS; index += 1) {
      // The last two columns are typed (issue 31), out of the first screen's view: a yes/no and a date to filter on.
      const answerKind = index === COLUMNS - 2 ? 'yes-no' : index === COLUMNS - 1 ? 'date' : undefined;
      await createMatrixColumn(deps, user.id, { matrixId: matrix.id, name: `Question ${index + 1}`, queryType: 'CUSTOM', matrixQueryId: null, customQuery: `Question ${index + 1}?`, answerKind });
    }
    for (let start = 0; start < ROWS; start += ADD_BATCH) {
      await addMatrixDocuments(deps, user.id, { matrixId: matrix.id, attachmentIds: attachmentIds.slice(start, start + ADD_BATCH) });
    }
    const created = performance.now() - t0;
    // The AI stub: every cell answered at once, with texts of the length the real engines write (a short answer,
    // a paragraph of reasoning, a quoted passage), through the same columns the cell activity writes.
    const reasoning = 'The agreement states this in its definitions and again in the operative clause; the later amendment does not change it. '.repeat(4);
    const reference = 'Section 12.3 provides that <<this Agreement shall be governed by the laws of the State of Texas>> without regard to conflicts of law. '.repeat(2);
    await db.query(
      `update matrix_elements
       set status = 'COMPLETED', refine_result = 'Texas law; venue in Dallas County (cell ' || left(id::text, 8) || ')', result = $2,
           reference_result = $3, error = null, updated_at = now()
       where matrix_id = $1`,
      [matrix.id, reasoning, reference],
    );
    // The typed columns' values, as the engines normalise them: yes for about half the documents, dates over 7 years.
    await db.query(
      `update matrix_elements e
       set typed_value = case c.answer_kind
         when 'yes-no' then to_jsonb(get_byte(decode(md5(e.document_id::text), 'hex'), 0) % 2 = 0)
         else to_jsonb(to_char(date '2019-01-01' + get_byte(decode(md5(e.document_id::text), 'hex'), 1) * 10, 'YYYY-MM-DD')) end
       from matrix_columns c
       where c.id = e.column_id and e.matrix_id = $1 and c.answer_kind in ('yes-no', 'date')`,
      [matrix.id],
    );
    console.log(`Created through the commands in ${(created / 1000).toFixed(1)} s (matrix, ${COLUMNS} columns, ${ROWS} documents: cells and their workflows)`);
    return { userId: user.id, matrixId: matrix.id };
  }

  try {
    const seedFile = path.join(root, 'seed.json');
    const kept = existsSync(seedFile) ? (JSON.parse(readFileSync(seedFile, 'utf8')) as { userId: string; matrixId: string; rows: number; seed?: number }) : null;
    // Seed 2: the typed columns (2026-11-27); a database kept from before is seeded again.
    const seeded = kept?.rows === ROWS && kept.seed === SEED_VERSION ? kept : null;
    const { userId, matrixId } = seeded ?? (await seed());
    writeFileSync(seedFile, JSON.stringify({ userId, matrixId, rows: ROWS, seed: SEED_VERSION }));
    const filters = await typedFilters(db, matrixId);
    const token = await api.tokens.openSession({ id: userId });
    const matrix = { id: matrixId };
    console.log(`Matrix Review page, end to end: ${ROWS} documents × ${COLUMNS} columns = ${ROWS * COLUMNS} completed cells${seeded ? ' (database kept from an earlier run)' : ''}, viewport ${VIEWPORT.width}×${VIEWPORT.height}, ${RUNS} fresh pages${SETTLE_MS > 0 ? ` (each on about:blank ${SETTLE_MS} ms before it navigates)` : ''}${FIRST_SCREEN_COOKIE ? ' (server-rendered first screen)' : ' (no first-screen cookie: the app paints the table)'}${LATENCY_MS ? `, ${LATENCY_MS} ms added to every request` : ''}`);

    const full = await wireBytes(`${api.url}/api/matrices/${matrix.id}`, token);
    console.log(`  GET /api/matrices/:id (whole matrix)      ${kb(full.bytes)} body on the wire (${full.encoding})`);
    const firstPageTimes: number[] = [];
    let firstPage = { bytes: 0, encoding: '' };
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      firstPage = await wireBytes(`${api.url}/api/matrices/${matrix.id}?offset=0&limit=40`, token);
      firstPageTimes.push(performance.now() - started);
    }
    console.log(`  GET /api/matrices/:id?offset=0&limit=40   ${kb(firstPage.bytes)} (${firstPage.encoding}), median ${median(firstPageTimes).toFixed(0)} ms (runs: ${firstPageTimes.map((value) => value.toFixed(0)).join(', ')})`);
    // The server's part of the first screen alone (no browser): the page's request with the first-screen cookie, from
    // sending it to its last byte (the head, then the session and the matrix read, the render), 3 × RUNS times.
    if (FIRST_SCREEN_COOKIE) {
      const screenTimes: number[] = [];
      for (let run = 0; run < RUNS * 3; run += 1) {
        const started = performance.now();
        await wireBytes(`${api.url}/matrix/${matrix.id}`, token, `${FIRST_SCREEN.cookie}=${token}`);
        screenTimes.push(performance.now() - started);
      }
      console.log(`  GET /matrix/:id with a first screen (server alone) median ${median(screenTimes).toFixed(0)} ms (runs: ${screenTimes.map((value) => value.toFixed(0)).join(', ')})`);
    }
    const allRows = await wireBytes(`${api.url}/api/matrices/${matrix.id}?offset=0&limit=${ROWS}`, token);
    console.log(`  GET /api/matrices/:id?offset=0&limit=${ROWS} ${kb(allRows.bytes)} (${allRows.encoding}): every row's compact cells`);

    const firstPaint: number[] = [];
    const appPaint: number[] = [];
    /** The first frame with the app's buttons in a cell (requestAnimationFrame), and how many pages hydrated the server's table. */
    const clickableAt: number[] = [];
    let hydratedPages = 0;
    /** Pages whose server cells' paint the browser reported under the app's identifier (firstPaintedCells). */
    let relabelledPages = 0;
    /**
     * Per hydrated page, from the server cells' paint to the buttons' frame (issue 31, 31q): → the paint's report
     * delivered to the page's scripts, → the app's "painted" mark (it may work), → its "ready" mark (router and data:
     * it hydrates), → the clickable frame. NaN where a step is missing (a build without the marks).
     */
    const steps: { reported: number; painted: number; ready: number; clickable: number }[] = [];
    const warmPaint: number[] = [];
    const bytes: number[] = [];
    const domCells: number[] = [];
    const answered: number[] = [];
    const probePaint: number[] = [];
    const detailPaint: number[] = [];
    const mainThread: MainThreadTimes[] = [];
    const scrollFrames: number[] = [];
    const screenFrames: number[] = [];
    const yesNoFilter: number[] = [];
    const dateFilter: number[] = [];
    /** The page's main-thread time (CPU, thread ticks) of each far-row scroll and each filter, steadier than wall time under load. */
    const scrollCpu: number[] = [];
    const filterCpu: number[] = [];
    const detailCpu: number[] = [];
    /** Per page: the row pages it asked for (the screen's pages of 40 rows, and larger ones in the background), and their bytes. */
    const rowPages: { screen: number; screenBytes: number; background: number; backgroundBytes: number }[] = [];
    let refetch = '';
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      // tsx keeps function names with a __name helper that the page does not have.
      await context.addInitScript('window.__name = (fn) => fn;');
      await context.addInitScript(
        ({ keys, token }) => {
          localStorage.setItem(keys.token, token);
          localStorage.setItem(keys.isLoggedIn, 'true');
        },
        { keys: STORAGE_KEYS, token },
      );
      // A returning user: the app set the first-screen cookie at sign-in (PUT /api/auth/first-screen), so the server
      // paints the table's first rows (README "Matrix Review", first screen). MATRIX_PAGE_BENCH_FIRST_SCREEN=0: without.
      if (FIRST_SCREEN_COOKIE) await context.addCookies([{ name: FIRST_SCREEN.cookie, value: token, url: api.url, httpOnly: true, sameSite: 'Strict' }]);
      const page = await context.newPage();
      await settle(page);
      const network = await countBytes(page);
      const profile = pageFile(process.env.MATRIX_PAGE_BENCH_PROFILE, run);
      if (profile) {
        await network.cdp.send('Profiler.enable');
        await network.cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await network.cdp.send('Profiler.start');
      }
      // The renderer's main-thread time until the first cells (CPU, not wall time: steadier on a shared machine).
      await network.cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const trace = pageFile(process.env.MATRIX_PAGE_BENCH_TRACE, run);
      if (trace) await browser.startTracing(page, { path: trace, screenshots: false, categories: ['devtools.timeline', 'blink', 'loading', 'disabled-by-default-devtools.timeline', 'fonts', 'v8', 'toplevel'] });
      await page.goto(`${api.url}/matrix/${matrix.id}`, { waitUntil: 'commit' });
      // A page that never paints a cell fails the bench instead of hanging it (and the finally below stops the stack).
      let stuck: NodeJS.Timeout | undefined;
      const painted = await Promise.race([
        firstPaintedCells(page),
        new Promise<never>((_, reject) => {
          stuck = setTimeout(() => reject(new Error(`No answered cell painted after ${PAINT_LIMIT_MS / 1000} s; page errors: ${pageErrors.join(' | ') || 'none'}`)), PAINT_LIMIT_MS);
        }),
      ]).finally(() => clearTimeout(stuck));
      progress(`page ${run + 1}: cells painted`);
      // No Element Timing entry for the server's cells (seen at load 5-10, with either build): NaN, not a crash.
      firstPaint.push(painted.paint ?? NaN);
      probePaint.push(painted.probe);
      const navigation = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).toJSON() as Record<string, number>);
      answered.push(navigation.responseEnd!);
      const at = (name: string) => `${name} ${Math.round(navigation[name] ?? NaN)}`;
      progress(`page ${run + 1}: navigation ${['fetchStart', 'connectEnd', 'requestStart', 'responseStart', 'responseEnd', 'domInteractive'].map(at).join(', ')}; cells painted ${Math.round(painted.paint)}, clickable ${Math.round(painted.clickable)} ms${painted.relabelled ? ` (${painted.relabelled} server cells' paints under the app's identifier)` : ''}`);
      appPaint.push(painted.app);
      clickableAt.push(painted.clickable);
      if (painted.hydrated) hydratedPages += 1;
      if (painted.relabelled > 0) relabelledPages += 1;
      const marks = await page.evaluate((names) => Object.fromEntries(Object.values(names).map((name) => [name, performance.getEntriesByName(name, 'mark')[0]?.startTime ?? NaN])), FIRST_SCREEN_MARKS);
      if (painted.hydrated) {
        steps.push({
          reported: painted.reported - painted.paint,
          painted: marks[FIRST_SCREEN_MARKS.painted]! - painted.paint,
          ready: marks[FIRST_SCREEN_MARKS.ready]! - painted.paint,
          clickable: painted.clickable - painted.paint,
        });
      }
      progress(`page ${run + 1}: from the paint: reported +${Math.round(painted.reported - painted.paint)}, marks ${Object.entries(marks).map(([name, at]) => `${name.split(':').pop()} +${Math.round(at - painted.paint)}`).join(', ')}, clickable +${Math.round(painted.clickable - painted.paint)} ms`);
      mainThread.push(mainThreadTimes((await network.cdp.send('Performance.getMetrics')).metrics));
      if (trace) await browser.stopTracing();
      if (profile) writeFileSync(profile, JSON.stringify((await network.cdp.send('Profiler.stop')).profile));
      await page.waitForLoadState('networkidle');
      progress(`page ${run + 1}: network idle`);
      bytes.push(network.total());
      if (run === 0 && process.env.MATRIX_PAGE_BENCH_WATERFALL) {
        console.log(`  first page's requests:\n${network.waterfall().map((line) => `    ${line}`).join('\n')}`);
        const paints = await page.evaluate(() => performance.getEntriesByType('paint').map((entry) => `${entry.name} ${entry.startTime.toFixed(0)} ms`));
        console.log(`  first page's paints: ${paints.join(', ')}, cells ${firstPaint[0]!.toFixed(0)} ms, the app's ${appPaint[0]!.toFixed(0)} ms`);
      }
      domCells.push(await page.locator('[data-matrix-cell="result"]').count());

      // Click on a cell's "view details" → the panel painted with its texts.
      detailPaint.push(
        await cpuOf(network.cdp, detailCpu, () =>
          page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                const button = document.querySelector<HTMLButtonElement>('[data-matrix-cell="result"] button[aria-label="View details"]');
                if (!button) throw new Error('no view-details button');
                const started = performance.now();
                button.click();
                const check = () => {
                  const panel = document.querySelector('[data-testid="matrix-cell-detail"]');
                  if (panel?.textContent?.includes('Section 12.3')) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
                  else requestAnimationFrame(check);
                };
                check();
              }),
          ),
        ),
      );

      progress(`page ${run + 1}: detail painted`);
      // Scroll down a screenful at a time, as a reader does, → the frame with the next screen's answers; then jumps to
      // far rows (the scrollbar dragged there) → the frame with that row's answers (issue 31: ≤ 80 ms). Each after a
      // pause (PAUSE_MS), so what one scroll asked for in the background is not still on the server at the next.
      for (let step = 1; step <= SCREEN_STEPS; step += 1) {
        await page.waitForTimeout(PAUSE_MS);
        screenFrames.push(await scrollToRow(page, step * SCREEN_ROWS));
      }
      for (const row of SCROLL_TARGETS) {
        await page.waitForTimeout(PAUSE_MS);
        scrollFrames.push(await cpuOf(network.cdp, scrollCpu, () => scrollToRow(page, row)));
      }
      await page.waitForTimeout(PAUSE_MS);
      progress(`page ${run + 1}: scrolled`);
      // A typed filter over the rows → the filtered table's frame (issue 31: < 100 ms): yes/no, then a date range typed.
      yesNoFilter.push(await cpuOf(network.cdp, filterCpu, () => applyFilter(page, { select: filters.yesLabel }, filters.yesRows)));
      await page.waitForTimeout(PAUSE_MS);
      dateFilter.push(await cpuOf(network.cdp, filterCpu, () => applyFilter(page, { select: filters.dateLabel }, filters.datedRows)));
      await page.waitForTimeout(PAUSE_MS);
      dateFilter.push(await cpuOf(network.cdp, filterCpu, () => applyFilter(page, { from: FILTER_FROM }, filters.fromRows)));
      await applyFilter(page, { select: MATRIX_TEXTS.filterNone }, ROWS);
      const pages = network.urls(`/api/matrices/${matrix.id}?`).filter((entry) => entry.url.includes('offset='));
      const screenPages = pages.filter((entry) => entry.url.includes('limit=40&') || entry.url.endsWith('limit=40'));
      const backgroundPages = pages.filter((entry) => !screenPages.includes(entry));
      const sum = (entries: { bytes: number }[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
      rowPages.push({ screen: screenPages.length, screenBytes: sum(screenPages), background: backgroundPages.length, backgroundBytes: sum(backgroundPages) });

      progress(`page ${run + 1}: filtered`);
      // A returning user: a new tab of the same browser profile, its scripts in the HTTP cache.
      const warm = await context.newPage();
      await settle(warm);
      await emulateLatency(await context.newCDPSession(warm));
      await warm.goto(`${api.url}/matrix/${matrix.id}`, { waitUntil: 'commit' });
      // A tab that reports no Element Timing entry for the server's cells (seen once at load 9) is left out, not a crash.
      // At most 30 s: a tab whose entries never come (seen at load 18) is left out too, not a hung bench.
      const warmCells = await Promise.race([firstPaintedCells(warm).then((painted) => painted.paint), new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 30_000))]);
      progress(`page ${run + 1}: new tab painted`);
      if (Number.isFinite(warmCells)) warmPaint.push(warmCells);
      await warm.close();

      if (run === 0 && process.env.MATRIX_PAGE_BENCH_SCREENSHOT) await page.screenshot({ path: process.env.MATRIX_PAGE_BENCH_SCREENSHOT });
      if (run === 0) refetch = await measureRefetch(page, network, matrix.id);
      await context.close();
    }
    console.log(`  navigation → first painted cells          median ${median(firstPaint).toFixed(0)} ms (runs: ${firstPaint.map((value) => value.toFixed(0)).join(', ')})`);
    const unreported = firstPaint.filter((value) => !Number.isFinite(value)).length;
    console.log(`  … pages with no reported paint of the server's cells ${unreported} of ${RUNS}; ${relabelledPages} whose server cells' paint came under the app's identifier (counted by the element)`);
    console.log(`  … of which the page's HTML received     median ${median(answered).toFixed(0)} ms (runs: ${answered.map((value) => value.toFixed(0)).join(', ')})`);
    console.log(`  … a script's first frame after the cells median ${median(probePaint).toFixed(0)} ms (runs: ${probePaint.map((value) => value.toFixed(0)).join(', ')}; the figure this bench printed before 2026-11-24)`);
    console.log(`  … → the app's own table painted          median ${median(appPaint).toFixed(0)} ms (runs: ${appPaint.map((value) => value.toFixed(0)).join(', ')}${hydratedPages > 0 ? `; ${hydratedPages} of ${RUNS} pages hydrated the server's table: for them, the frame its buttons came in` : ''})`);
    console.log(`  … → the cells' buttons in a frame        median ${median(clickableAt).toFixed(0)} ms (the first requestAnimationFrame with a "View details" button, either way; runs: ${clickableAt.map((value) => value.toFixed(0)).join(', ')})`);
    // The page's part alone (the server's answer and its wait on a busy machine left out): from the HTML received to
    // the first frame with the cells' buttons, per page.
    const afterHtml = clickableAt.map((value, index) => value - answered[index]!);
    console.log(`  … → buttons, from the HTML received       median ${median(afterHtml).toFixed(0)} ms (runs: ${afterHtml.map((value) => value.toFixed(0)).join(', ')})`);
    if (steps.length > 0) {
      const step = (key: keyof (typeof steps)[number]) => median(steps.map((entry) => entry[key])).toFixed(0);
      console.log(`  … from the server cells' paint (hydrated) medians: its report delivered +${step('reported')}, the app's painted mark +${step('painted')}, ready (hydrates) +${step('ready')}, clickable +${step('clickable')} ms`);
    }
    const busy = (key: keyof MainThreadTimes) => median(mainThread.map((times) => times[key])).toFixed(0);
    console.log(
      `  … main thread busy until then           median ${busy('task')} ms (script ${busy('script')}, style ${busy('style')}, layout ${busy('layout')}; runs: ${mainThread.map((times) => times.task.toFixed(0)).join(', ')})`,
    );
    console.log(`  … again in a new tab, scripts cached     ${warmPaint.length > 0 ? `median ${median(warmPaint).toFixed(0)} ms` : 'not reported'} (runs: ${warmPaint.map((value) => value.toFixed(0)).join(', ')}${warmPaint.length < RUNS ? `; ${RUNS - warmPaint.length} tab(s) reported no paint of the cells` : ''})`);
    console.log(`  bytes transferred (page load, cold cache) median ${kb(median(bytes))}`);
    console.log(`  result cells in the DOM                   ${median(domCells)} of ${ROWS * COLUMNS}`);
    console.log(`  click on a cell → detail panel painted    median ${median(detailPaint).toFixed(0)} ms (runs: ${detailPaint.map((value) => value.toFixed(0)).join(', ')})`);
    console.log(`  scroll down a screenful → its frame       median ${median(screenFrames).toFixed(0)} ms, worst ${Math.max(...screenFrames).toFixed(0)} ms (${SCREEN_STEPS} steps of ${SCREEN_ROWS} rows from the top in each page, ${PAUSE_MS} ms apart; runs: ${screenFrames.map((value) => value.toFixed(0)).join(', ')})`);
    console.log(`  scroll to a far row → its frame           median ${median(scrollFrames).toFixed(0)} ms, worst ${Math.max(...scrollFrames).toFixed(0)} ms (rows ${SCROLL_TARGETS.join(', ')} in each page; runs: ${scrollFrames.map((value) => value.toFixed(0)).join(', ')})`);
    console.log(`  typed filter yes/no → filtered frame      median ${median(yesNoFilter).toFixed(0)} ms (${filters.yesRows} of ${ROWS} rows; runs: ${yesNoFilter.map((value) => value.toFixed(0)).join(', ')})`);
    console.log(`  typed filter by date → filtered frame     median ${median(dateFilter).toFixed(0)} ms (the date filter chosen: ${filters.datedRows} rows, then From ${FILTER_FROM} typed: ${filters.fromRows}; runs: ${dateFilter.map((value) => value.toFixed(0)).join(', ')})`);
    console.log(`  … main thread per click → detail         median ${median(detailCpu).toFixed(0)} ms (CPU, from the click to the frame measured)`);
    console.log(`  … main thread per far-row scroll / filter median ${median(scrollCpu).toFixed(0)} ms / ${median(filterCpu).toFixed(0)} ms (CPU of the page's main thread from the change to the frame measured)`);
    const pageMedian = (key: keyof (typeof rowPages)[number]) => median(rowPages.map((entry) => entry[key]));
    console.log(
      `  row pages asked by each page (fetch)      median ${pageMedian('screen')} of 40 rows (${kb(pageMedian('screenBytes'))}), ${pageMedian('background')} larger ones (${kb(pageMedian('backgroundBytes'))}) (runs: ${rowPages.map((entry) => `${entry.screen}+${entry.background}`).join(', ')}; the first page from the first screen or the early request included when the page fetched it)`,
    );
    console.log(`  one 2 s re-fetch when nothing changed     ${refetch}`);
  } finally {
    await started.stopAll();
  }
}

/** A page that paints no answered cell within this long fails the bench (MATRIX_PAGE_BENCH_PAINT_LIMIT_MS: a test of that path). */
const PAINT_LIMIT_MS = Number(process.env.MATRIX_PAGE_BENCH_PAINT_LIMIT_MS ?? 60_000);

/**
 * What the bench started, stopped in reverse order once, whichever way it ends: its own end or error (stopAll in a
 * finally), or SIGINT / SIGTERM (then the process exits 130 / 143). Before, a page that never painted called
 * process.exit and left PostgreSQL, Temporal and Azurite running, and the next run on the same MATRIX_PAGE_BENCH_DIR
 * failed on PostgreSQL's postmaster.pid.
 */
function stopsOnExit(last: () => Promise<void>) {
  const stops: (() => Promise<unknown>)[] = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= (async () => {
      for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error('while stopping the bench stack:', error));
      await last();
    })());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`${signal}: stopping what the bench started`);
    void stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    /** Registers what was just started (its own stop(), or `stop`); answers it. */
    add<T extends object>(service: T, stop?: () => Promise<unknown>): T {
      stops.push(stop ?? (() => (service as unknown as { stop(): Promise<unknown> }).stop()));
      return service;
    },
    stopAll,
  };
}

/**
 * A kept database whose PostgreSQL still runs (a bench killed with SIGKILL, or another run on the same directory):
 * said plainly, with its process, instead of PostgreSQL's own failure on postmaster.pid. A stale file whose process
 * has ended is left to PostgreSQL, which starts over it.
 */
function refuseRunningPostgres(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return;
  }
  throw new Error(`PostgreSQL (process ${pid}) still runs on ${dataDir}: another bench uses this MATRIX_PAGE_BENCH_DIR, or an earlier one was killed; stop that process or use another directory`);
}

interface MainThreadTimes {
  task: number;
  script: number;
  style: number;
  layout: number;
}

/** DevTools' Performance metrics: cumulative seconds of the page's main thread (tasks, script, style, layout). */
function mainThreadTimes(metrics: { name: string; value: number }[]): MainThreadTimes {
  const ms = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return { task: ms('TaskDuration'), script: ms('ScriptDuration'), style: ms('RecalcStyleDuration'), layout: ms('LayoutDuration') };
}

/** Runs `measure` and adds the page's main-thread time it took (CPU, thread ticks) to `into`. */
async function cpuOf<T>(cdp: CDPSession, into: number[], measure: () => Promise<T>): Promise<T> {
  const busy = async () => mainThreadTimes((await cdp.send('Performance.getMetrics')).metrics).task;
  const before = await busy();
  const value = await measure();
  into.push((await busy()) - before);
  return value;
}

/** A new window's own start-up left behind before the navigation (SETTLE_MS). */
async function settle(page: Page): Promise<void> {
  if (SETTLE_MS <= 0) return;
  await page.goto('about:blank');
  await page.waitForTimeout(SETTLE_MS);
}

async function emulateLatency(cdp: CDPSession): Promise<void> {
  if (LATENCY_MS > 0) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
}

/**
 * Navigation start → answered cells painted, and → the app's own table painted, whose buttons work (the same moment
 * unless the server painted the first screen, whose table the app then replaces). Read from the browser's Element
 * Timing entries of the answers' text (FIRST_SCREEN.answerTiming): when the frame with them was painted, whatever
 * the page's main thread does next. `probe` is the first frame with cells as a script sees its end
 * (requestAnimationFrame, then a task), as this bench measured before 2026-11-24: that is not when the browser shows
 * the frame (rastered and drawn later), and it is late when other scripts take the main thread right after it.
 *
 * A server cell is known by its element, not only by the identifier its entry carries: Chromium reads an element's
 * `elementtiming` when it reports the paint (TextElementTiming::OnTextObjectPainted, in the frame's presentation
 * callback), not when it paints it; an app that hydrated the cell and renamed its identifier in between had the
 * server's paint reported under the app's name, and the page had no server paint (NaN; issue 31, 31q). `relabelled`:
 * how many server cells' paints came so.
 */
function firstPaintedCells(page: Page): Promise<{ paint: number; app: number; probe: number; clickable: number; hydrated: boolean; relabelled: number; reported: number }> {
  return page.evaluate(
    ({ dataElementId, timing, viewDetails }) =>
      new Promise<{ paint: number; app: number; probe: number; clickable: number; hydrated: boolean; relabelled: number; reported: number }>((resolve) => {
        const painted: Record<string, number> = {};
        /** When the page's scripts first heard of the server cells' paint (the Element Timing entry delivered). */
        let reported = NaN;
        // The elements that carried the server's identifier when the app renamed it (their old value, as it changed).
        const served = new WeakSet<Node>();
        let relabelled = 0;
        new MutationObserver((records) => {
          for (const record of records) if (record.oldValue === timing.server) served.add(record.target);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['elementtiming'], attributeOldValue: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { identifier: string; renderTime: number; element: Element | null })[]) {
            const renamed = entry.identifier !== timing.server && !!entry.element && served.has(entry.element);
            if (renamed) relabelled += 1;
            const identifier = renamed ? timing.server : entry.identifier;
            if (identifier === timing.server && Number.isNaN(reported)) reported = performance.now();
            painted[identifier] = Math.min(painted[identifier] ?? Infinity, entry.renderTime || entry.startTime);
          }
        }).observe({ type: 'element', buffered: true });
        // The first frame (its requestAnimationFrame) with a cell's "View details" button: the app's own table, or the
        // server's once the app has hydrated it (the server's HTML has no buttons). The same rule for both.
        const button = `[data-matrix-cell="result"] [data-status="COMPLETED"] button[aria-label="${viewDetails}"]`;
        let clickable: number | undefined;
        const watchButtons = () => {
          if (document.querySelector(button)) clickable = performance.now();
          else requestAnimationFrame(watchButtons);
        };
        requestAnimationFrame(watchButtons);
        const afterFrame = (then: (time: number) => void) => requestAnimationFrame(() => setTimeout(() => then(performance.now())));
        const entries = (then: () => void) => void (painted[timing.app] !== undefined && clickable !== undefined ? then() : requestAnimationFrame(() => entries(then)));
        const done = (probe: number) => entries(() => resolve({ paint: painted[timing.server] ?? painted[timing.app]!, app: painted[timing.app]!, probe, clickable: clickable!, hydrated: false, relabelled, reported }));
        const check = () => {
          const cell = document.querySelector('[data-matrix-cell="result"] [data-status="COMPLETED"]');
          if (!cell) return void requestAnimationFrame(check);
          afterFrame((probe) => {
            if (!document.getElementById(dataElementId)) return done(probe);
            // Replaced by the app's table (its own answers then report their paint), or hydrated: the server's cell
            // stays and gets its buttons; the table is the app's from that frame on.
            const replaced = () => {
              if (!cell.isConnected) return done(probe);
              // The observer's entries come in a task of their own, which the hydration can hold back past this
              // frame: wait for the server cells' entry (at most 2 s, then NaN).
              const resolveHydrated = (since: number) => {
                if (painted[timing.server] === undefined && performance.now() - since < 2000) return void requestAnimationFrame(() => resolveHydrated(since));
                resolve({ paint: painted[timing.server] ?? NaN, app: clickable!, probe, clickable: clickable!, hydrated: true, relabelled, reported });
              };
              if (clickable !== undefined && cell.querySelector('button')) return resolveHydrated(performance.now());
              requestAnimationFrame(replaced);
            };
            replaced();
          });
        };
        check();
      }),
    { dataElementId: FIRST_SCREEN.dataElementId, timing: FIRST_SCREEN.answerTiming, viewDetails: MATRIX_TEXTS.viewDetails },
  );
}

/** The typed columns' filters as the page offers them, and how many rows each leaves. */
async function typedFilters(db: pg.Pool, matrixId: string) {
  const { rows } = await db.query<{ name: string; kind: string; yes: string; dated: string; from: string }>(
    `select c.name, c.answer_kind as kind,
            count(*) filter (where e.typed_value = 'true'::jsonb) as yes,
            count(*) filter (where jsonb_typeof(e.typed_value) = 'string') as dated,
            count(*) filter (where jsonb_typeof(e.typed_value) = 'string' and e.typed_value #>> '{}' >= $2) as from
     from matrix_columns c join matrix_elements e on e.column_id = c.id
     where c.matrix_id = $1 and c.answer_kind in ('yes-no', 'date') group by c.name, c.answer_kind`,
    [matrixId, FILTER_FROM],
  );
  const yesNo = rows.find((row) => row.kind === 'yes-no');
  const date = rows.find((row) => row.kind === 'date');
  if (!yesNo || !date) throw new Error('the bench matrix has no typed columns');
  return {
    yesLabel: MATRIX_TEXTS.filterYes(yesNo.name),
    yesRows: Number(yesNo.yes),
    dateLabel: MATRIX_TEXTS.filterDateRange(date.name),
    datedRows: Number(date.dated),
    fromRows: Number(date.from),
  };
}

/**
 * The table scrolled at once to `row` (as a drag of the scrollbar does) → the first frame with that row's answers,
 * as a script sees it (requestAnimationFrame, then a task; like click → panel).
 */
function scrollToRow(page: Page, row: number): Promise<number> {
  return page.evaluate(
    ({ row, rowHeight }) =>
      new Promise<number>((resolve, reject) => {
        const scroller = document.querySelector<HTMLElement>('[data-testid="matrix-table"]');
        if (!scroller) return reject(new Error('no matrix table'));
        const name = `Contract ${String(row + 1).padStart(5, '0')} `;
        const started = performance.now();
        scroller.scrollTop = row * rowHeight;
        const check = () => {
          const rowElement = [...scroller.querySelectorAll('[role="row"]')].find((element) => element.querySelector('[data-matrix-cell="document"]')?.textContent?.includes(name));
          if (rowElement?.querySelector('[data-matrix-cell="result"] [data-status="COMPLETED"]')) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          else if (performance.now() - started > 20_000) reject(new Error(`row ${row} never painted`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { row, rowHeight: MATRIX_CELL_HEIGHT_PX },
  );
}

/**
 * A typed filter applied in the page's row-order bar (the filter's option chosen, or a date typed in From) → the
 * first frame of the table with the filtered rows (the count of matching rows shown with them), as a script sees it.
 */
function applyFilter(page: Page, change: { select: string } | { from: string }, expectedRows: number): Promise<number> {
  return page.evaluate(
    ({ change, expected, fromLabel }) =>
      new Promise<number>((resolve, reject) => {
        const bar = document.querySelector('[data-testid="matrix-row-order"]');
        const label = (text: string) => [...(bar?.querySelectorAll('label') ?? [])].find((element) => element.textContent?.trim() === text);
        const done = () => {
          const status = bar?.querySelector('[role="status"]')?.textContent ?? null;
          return expected === null ? status === null : status === expected;
        };
        let started: number;
        if ('select' in change) {
          const select = [...(bar?.querySelectorAll('select') ?? [])].find((element) => [...element.options].some((option) => option.text === change.select));
          const option = select && [...select.options].find((candidate) => candidate.text === change.select);
          if (!select || !option) return reject(new Error(`no filter option ${change.select}`));
          started = performance.now();
          select.value = option.value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        } else {
          const input = document.getElementById(label(fromLabel)?.htmlFor ?? '') as HTMLInputElement | null;
          if (!input) return reject(new Error('no From input'));
          started = performance.now();
          // As typing does: the value set past React's tracker, then the input event.
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, change.from);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        const check = () => {
          if (done()) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          else if (performance.now() - started > 20_000) reject(new Error(`the filter never showed ${expected}`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    {
      change,
      expected: 'select' in change && change.select === MATRIX_TEXTS.filterNone ? null : MATRIX_TEXTS.filteredRows(expectedRows),
      fromLabel: MATRIX_TEXTS.filterFrom,
    },
  );
}

/**
 * The bytes of the re-fetch the page makes every 2 s while cells are processing, asked twice from the page (with its
 * token) when nothing changed: the changes call since the page's cursor where it exists, else the whole detail.
 */
async function measureRefetch(page: Page, network: Awaited<ReturnType<typeof countBytes>>, matrixId: string): Promise<string> {
  const result = await page.evaluate(
    async ({ matrixId, tokenKey }) => {
      const headers = { authorization: `Bearer ${localStorage.getItem(tokenKey)}`, accept: 'application/json' };
      const first = await fetch(`/api/matrices/${matrixId}?offset=0&limit=1`, { headers });
      const body = (await first.json()) as { other_data?: { cursor?: string } };
      const cursor = body.other_data?.cursor;
      const url = cursor ? `/api/matrices/${matrixId}/changes?since=${encodeURIComponent(cursor)}` : `/api/matrices/${matrixId}`;
      for (let time = 0; time < 2; time += 1) await (await fetch(url, { headers })).text();
      return { kind: cursor ? 'changes' : 'detail', url };
    },
    { matrixId, tokenKey: STORAGE_KEYS.token },
  );
  await page.waitForTimeout(500);
  const entries = network.byUrl(result.kind === 'changes' ? '/changes?since=' : `/api/matrices/${matrixId}`).filter((_, index, all) => result.kind === 'changes' || index >= all.length - 2);
  const last = entries.at(-1);
  if (!last) return 'not measured';
  return `${last.bytes} bytes on the wire, HTTP ${last.status} (${result.kind === 'changes' ? 'GET /api/matrices/:id/changes?since=…' : 'GET /api/matrices/:id, the whole matrix'})`;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

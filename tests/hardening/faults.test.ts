import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { Client, Connection } from '@temporalio/client';
import { matrixCellWorkflowId, processAttachmentWorkflowId } from '@arcline/shared/contracts';
import { fakeResponses, startFakeAnthropicServer, type FakeAnthropicServer, type ScriptedResponse } from '../../activities/test-support/fakeAnthropicServer';
import { writeWorkflowBundles } from '@arcline/worker/workflowBundles';
import { ensureTemporalCli } from '../../scripts/stack/temporalCli';
import { freePort } from '../../scripts/stack/processes';
import { startTemporalDevServer, type RunningService } from '../../scripts/stack/services';
import { startTestApi, type TestApi } from '../harness/testApi';
import { startWorkerProcess, type WorkerProcess } from '../harness/workerProcess';
import { startMailbox } from '../harness/factories';
import { matrixClient, uploadAttachment, waitForAttachment } from '../matrixSupport';

/**
 * Fault injection on the real stack: a Temporal dev server of this suite's own (with a database file, so it can be
 * restarted), two production workers as child processes (one is SIGKILLed), and the fake Anthropic server answering
 * the real SDK with delays, 429/529, time-outs and 400s; the worker's SMTP server is down until a test starts it.
 * PostgreSQL and Azurite are the shared test stack's.
 * Small by default; FAULT_MATRIX_CELLS (200), FAULT_AI_CELLS (100) make the local runs larger.
 */
const MATRIX_CELLS = Number(process.env.FAULT_MATRIX_CELLS ?? 200);
const AI_FAULT_CELLS = Number(process.env.FAULT_AI_CELLS ?? 100);
/** A paragraph count that keeps the worker busy a few seconds with one file, well under the 100,000 cap. */
const BIG_FILE_PARAGRAPHS = Number(process.env.FAULT_FILE_PARAGRAPHS ?? 30000);
const COLUMNS = 10;
const AI_LATENCY_MS = 300;
/** The SDK gives up on a call after this long (ANTHROPIC_TIMEOUT_MS); a "time-out" answer comes after it. */
const AI_TIMEOUT_MS = 5000;
const SETTLE_MS = 60000;
/** Each test's own bound (the suite's default is 60 s); on a quiet 2-core machine each takes well under a minute. */
const TEST_TIMEOUT_MS = 180000;
/** At most this many faults in a row for one cell in the AI-faults test (the cell's activity has 10 attempts). */
const MAX_FAULTS_PER_CELL = 4;
/** temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED */
const PENDING_ACTIVITY_STARTED = 2;

type HistoryEvent = Awaited<ReturnType<ReturnType<Client['workflow']['getHandle']>['fetchHistory']>>['events'] extends (infer E)[] | null | undefined
  ? E
  : never;

const eventMs = (event: HistoryEvent): number => {
  const time = event.eventTime;
  return Number(String(time?.seconds ?? 0)) * 1000 + (time?.nanos ?? 0) / 1e6;
};

/** One workflow's activities by name: how many completed, and the attempt and start time of each start recorded. */
function activitiesOf(events: HistoryEvent[]) {
  const names = new Map<string, string>();
  const completed = new Map<string, number>();
  const starts: { name: string; attempt: number; at: number }[] = [];
  for (const event of events) {
    const id = String(event.eventId);
    if (event.activityTaskScheduledEventAttributes) names.set(id, event.activityTaskScheduledEventAttributes.activityType?.name ?? '');
    const started = event.activityTaskStartedEventAttributes;
    if (started) starts.push({ name: names.get(String(started.scheduledEventId)) ?? '', attempt: started.attempt ?? 1, at: eventMs(event) });
    const done = event.activityTaskCompletedEventAttributes;
    if (done) {
      const name = names.get(String(done.scheduledEventId)) ?? '';
      completed.set(name, (completed.get(name) ?? 0) + 1);
    }
  }
  const closed = events.some((event) => event.workflowExecutionCompletedEventAttributes);
  return { completed, starts, closed };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A matrix cell's answer as the model gives it through the forced tool. */
const cellAnswer = (delayMs = AI_LATENCY_MS): ScriptedResponse => ({
  ...fakeResponses.toolUse('record_cell', { found: false, refineResult: 'Not found', reasoning: 'The document does not say.' }),
  delayMs,
});


/**
 * A port nothing listens on, below the kernel's ephemeral range (32768-60999 here). A closed ephemeral port is not
 * safely closed: a client retrying a connection to it can, once in many attempts, get that very port as its own
 * source port and connect to itself (TCP simultaneous open), which the SMTP client reports as "Greeting never
 * received" instead of ECONNREFUSED; and any listener on port 0 may be handed it.
 */
async function closedPortBelowEphemeralRange(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port between 20000 and 30000');
}

describe('fault injection on the real stack', () => {
  const stackEnv = inject('stackEnv');
  let root: string;
  let temporal: RunningService & { address: string };
  let temporalPort: number;
  let temporalDb: string;
  let api: TestApi;
  let fake: FakeAnthropicServer;
  /** Two replicas, as a deployment runs them: one can die while the other carries on. */
  let workers: WorkerProcess[] = [];
  let workerCount = 0;
  let db: pg.Pool;
  let connection: Connection;
  let client: Client;
  let token: string;
  let me: ReturnType<typeof matrixClient>;
  let documents: string[];
  let smtpPort: number;

  const startTemporal = () => startTemporalDevServer({ cli: ensureTemporalCli(), port: temporalPort, dbFile: temporalDb, logsDir: stackEnv.LOGS_DIR });
  const workerEnv = (): Record<string, string> => ({
    ...stackEnv,
    TEMPORAL_ADDRESS: temporal.address,
    ANTHROPIC_API_KEY: 'test-key',
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_TIMEOUT_MS: String(AI_TIMEOUT_MS),
    AI_CALLS_PER_SECOND: '1000',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Bundled once by this suite: each worker process would otherwise run webpack at start.
    WORKFLOW_BUNDLE_DIR: path.join(root, 'bundles'),
  });
  const startWorker = async () => {
    workerCount += 1;
    const worker = await startWorkerProcess({ name: `fault-worker-${workerCount}`, env: workerEnv(), logsDir: stackEnv.LOGS_DIR });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'arcline-faults-'));
    temporalPort = await freePort();
    temporalDb = path.join(root, 'temporal.db');
    smtpPort = await closedPortBelowEphemeralRange(); // nothing listens there until the mail test starts MailDev
    [temporal] = await Promise.all([startTemporal(), writeWorkflowBundles(path.join(root, 'bundles'))]);
    fake = await startFakeAnthropicServer();
    fake.setFallback(() => cellAnswer());
    api = await startTestApi({ env: { TEMPORAL_ADDRESS: temporal.address } });
    db = new pg.Pool({ connectionString: stackEnv.DATABASE_URL, max: 2 });
    connection = await Connection.connect({ address: temporal.address });
    client = new Client({ connection });
    const workerStarted = Date.now();
    await Promise.all([startWorker(), startWorker()]);
    const polling = Date.now();
    token = (await api.signUpAndIn()).token;
    me = matrixClient(api, token);
    const contract = (index: number) => new TextEncoder().encode(`Contract ${index}.\n\nThis agreement is governed by the laws of Texas.\n`);
    // The first file after the worker starts: with the pool warmed at start it does not wait for the parsers.
    const first = await uploadAttachment(api, token, 'contract-0.txt', contract(0));
    expect((await waitForAttachment(api, token, first)).status).toBe('COMPLETED');
    const firstDone = Date.now();
    const warm = workers.map((worker) => /extraction pool warm in (\d+) ms/.exec(worker.log())?.[1] ?? 'not finished');
    console.info(
      `two workers polling ${seconds(polling - workerStarted)} after their start; extraction pool warm-up ${warm.join(' and ')} ms; ` +
        `first file COMPLETED ${seconds(firstDone - polling)} after the workers polled`,
    );
    const documentCount = Math.ceil(Math.max(MATRIX_CELLS, AI_FAULT_CELLS) / COLUMNS);
    documents = [first, ...(await Promise.all(Array.from({ length: documentCount - 1 }, (_, index) => uploadAttachment(api, token, `contract-${index + 1}.txt`, contract(index + 1)))))];
    for (const id of documents) expect((await waitForAttachment(api, token, id)).status).toBe('COMPLETED');
  }, 400_000); // two worker processes start: minutes on a busy 2-core machine, seconds on a quiet one
  afterEach(() => {
    fake.setFallback(() => cellAnswer());
  });
  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await api?.close();
    await connection?.close();
    await db?.end();
    await fake?.close();
    await temporal?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** A matrix of `documentCount` of the uploaded documents × COLUMNS custom columns; its cells start computing at once. */
  async function startMatrix(cells: number) {
    const matrix = await me.createMatrix(`Faults ${Date.now()}`);
    for (let column = 0; column < COLUMNS; column += 1) {
      await me.addColumn(matrix.id, { name: `Question ${column}`, queryType: 'CUSTOM', customQuery: `Which law governs, part ${column}?` });
    }
    const started = Date.now();
    await me.addDocuments(matrix.id, documents.slice(0, Math.ceil(cells / COLUMNS)));
    return { matrixId: matrix.id, started };
  }

  async function cellIds(matrixId: string): Promise<string[]> {
    const detail = await me.detail(matrixId);
    return detail.rows.flatMap((row) => Object.values(row.cells).map((cell) => cell.id));
  }

  /**
   * Uploads a text file of many paragraphs (distinct each time) and returns its id once a worker has started its
   * extraction activity (Temporal's pending activity is STARTED).
   */
  /** Waits until a cell of the matrix has its computeMatrixCell running on the worker with this identity. */
  async function waitForCellRunningOn(matrixId: string, identity: string, timeoutMs = 30000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ id: string }>(`select id from matrix_elements where matrix_id = $1 and status = 'PROCESSING' and dispatched limit 40`, [matrixId]);
      for (const row of rows) {
        const described = await client.workflow.getHandle(matrixCellWorkflowId(row.id)).describe().catch(() => null);
        const running = described?.raw.pendingActivities?.some(
          (activity) => activity.activityType?.name === 'computeMatrixCell' && activity.state === PENDING_ACTIVITY_STARTED && activity.lastWorkerIdentity === identity,
        );
        if (running) return;
      }
      await sleep(100);
    }
    throw new Error(`no cell of matrix ${matrixId} ran on ${identity} within ${timeoutMs} ms`);
  }

  /** Whether the file's extraction activity is still running on the worker with this identity. */
  async function stillExtractingOn(attachmentId: string, identity: string): Promise<boolean> {
    const { raw } = await client.workflow.getHandle(processAttachmentWorkflowId(attachmentId)).describe();
    return !!raw.pendingActivities?.some(
      (activity) => activity.activityType?.name === 'extractAndIndexAttachment' && activity.state === PENDING_ACTIVITY_STARTED && activity.lastWorkerIdentity === identity,
    );
  }

  async function uploadBigFile(): Promise<{ id: string; workerIdentity: string }> {
    const salt = `${Date.now()}`;
    const text = Array.from({ length: BIG_FILE_PARAGRAPHS }, (_, index) => `Clause ${index} (${salt}): the supplier shall deliver the goods on time.`).join('\n\n');
    const id = await uploadAttachment(api, token, `big-${salt}.txt`, new TextEncoder().encode(text));
    const handle = client.workflow.getHandle(processAttachmentWorkflowId(id));
    const deadline = Date.now() + 60000;
    for (;;) {
      const { raw, status } = await handle.describe();
      const started = raw.pendingActivities?.find((activity) => activity.activityType?.name === 'extractAndIndexAttachment' && activity.state === PENDING_ACTIVITY_STARTED);
      if (started) return { id, workerIdentity: started.lastWorkerIdentity ?? '' };
      if (status.name !== 'RUNNING') throw new Error(`the file's workflow ended ${status.name} before the fault`);
      if (Date.now() > deadline) throw new Error('the file never started processing');
      await sleep(50);
    }
  }

  async function expectIndexedOnce(attachmentId: string) {
    const { rows } = await db.query<{ paragraphs: number; chunks: number; status: string }>(
      `select a.status, a.paragraph_count as paragraphs,
              (select count(*)::int from text_chunks c where c.source_type = 'attachment' and c.source_id = a.id::text) as chunks
         from attachments a where a.id = $1`,
      [attachmentId],
    );
    expect(rows[0]).toMatchObject({ status: 'COMPLETED', paragraphs: BIG_FILE_PARAGRAPHS });
    // The activity marks the file COMPLETED before its workflow closes: after a restart of Temporal that can take a
    // moment (a CI run read the history in between), so the run's end is awaited first.
    const handle = client.workflow.getHandle(processAttachmentWorkflowId(attachmentId));
    await handle.result();
    const history = activitiesOf((await handle.fetchHistory()).events ?? []);
    expect(history.closed).toBe(true);
    expect(history.completed.get('extractAndIndexAttachment')).toBe(1);
    return { chunks: rows[0]!.chunks, starts: history.starts.filter((start) => start.name === 'extractAndIndexAttachment') };
  }

  it(`SIGKILL of a worker during a ${MATRIX_CELLS}-cell matrix and a file being processed: each ends exactly once, nothing stuck after 60 s`, async () => {
    // 1.2 s per answer, 10 cells at a time per worker: the kill lands among done, in-flight and queued cells, and the
    // surviving worker alone has ~15 s of cells left, so 60 s bounds the resume, not the machine's speed.
    fake.setFallback(() => cellAnswer(1200));
    const { matrixId } = await startMatrix(MATRIX_CELLS);
    // The kill must land while one worker both extracts the file and computes cells. If the file is done before a cell
    // runs beside it (the machine decides), another file is uploaded, at most five times.
    const { id: fileId, workerIdentity } = await (async () => {
      for (let attempt = 1; ; attempt += 1) {
        const file = await uploadBigFile();
        await waitForCellRunningOn(matrixId, file.workerIdentity);
        if (await stillExtractingOn(file.id, file.workerIdentity)) return file;
        if (attempt === 5) throw new Error('the file was extracted before a cell ran beside it, five times');
      }
    })();
    // The worker whose identity (pid@host, Temporal's default) runs the file's extraction.
    const victim = workers.find((worker) => workerIdentity.startsWith(`${worker.pid}@`));
    expect(victim, `a worker of this suite runs the file (${workerIdentity})`).toBeDefined();
    const before = (await me.detail(matrixId)).aggregatedResultStatus;
    const killedAt = Date.now();
    await victim!.kill();
    workers = workers.filter((worker) => worker !== victim);
    // Nothing stuck 60 s after the kill: the other worker takes over what the dead one held.
    const settled = await me.waitUntilSettled(matrixId, SETTLE_MS).catch(async (error: unknown) => {
      // Say which cells are stuck and where their runs stand, so a failure names its cause.
      const { rows } = await db.query<{ id: string; dispatched: boolean }>(`select id, dispatched from matrix_elements where matrix_id = $1 and status = 'PROCESSING'`, [matrixId]);
      for (const row of rows.slice(0, 5)) {
        const described = await client.workflow.getHandle(matrixCellWorkflowId(row.id)).describe().catch((cause: unknown) => String(cause));
        const state = typeof described === 'string' ? described : { status: described.status.name, pending: described.raw.pendingActivities?.map((activity) => ({ type: activity.activityType?.name, state: activity.state, attempt: activity.attempt, lastFailure: activity.lastFailure?.message })) };
        console.error('stuck cell', row.id, 'dispatched', row.dispatched, JSON.stringify(state));
      }
      console.error(`stuck: ${rows.length}, dispatched: ${rows.filter((row) => row.dispatched).length}`);
      throw error;
    });
    const settledAt = Date.now();
    expect(settled.aggregatedResultStatus).toMatchObject({ processing: 0, completed: MATRIX_CELLS, failed: 0 });
    expect((await waitForAttachment(api, token, fileId)).status).toBe('COMPLETED');
    expect(Date.now() - killedAt).toBeLessThan(SETTLE_MS);

    // Temporal's history: one run per cell, one completed computeMatrixCell each.
    const ids = await cellIds(matrixId);
    expect(ids).toHaveLength(MATRIX_CELLS);
    const resumed: number[] = [];
    for (const id of ids) {
      const history = activitiesOf((await client.workflow.getHandle(matrixCellWorkflowId(id)).fetchHistory()).events ?? []);
      expect(history.closed, id).toBe(true);
      expect(history.completed.get('computeMatrixCell'), id).toBe(1);
      const retried = history.starts.find((start) => start.name === 'computeMatrixCell' && start.attempt > 1);
      if (retried) resumed.push(retried.at - killedAt);
    }
    const file = await expectIndexedOnce(fileId);
    expect(file.chunks).toBeGreaterThan(0);
    const fileResumed = file.starts.find((start) => start.attempt > 1);
    expect(fileResumed, 'the file was being processed on the killed worker').toBeDefined();
    expect(resumed.length, 'cells were in flight on the killed worker').toBeGreaterThan(0);
    console.info(
      `worker SIGKILL with ${before.completed}/${MATRIX_CELLS} cells done: ${resumed.length} in-flight cells resumed after ` +
        `${seconds(Math.min(...resumed))}-${seconds(Math.max(...resumed))} (median ${seconds(median(resumed))}); ` +
        `the file's extraction resumed after ${seconds(fileResumed!.at - killedAt)}; every cell settled ${seconds(settledAt - killedAt)} after the kill`,
    );
  }, TEST_TIMEOUT_MS);

  it('a restart of the Temporal dev server while a file is indexed: the file is indexed', async () => {
    const { id: fileId } = await uploadBigFile();
    const stoppedAt = Date.now();
    await temporal.stop();
    await sleep(2000);
    temporal = await startTemporal();
    const result = await waitForAttachment(api, token, fileId);
    expect(result.status).toBe('COMPLETED');
    await expectIndexedOnce(fileId);
    console.info(`Temporal restarted during indexing: the file COMPLETED ${seconds(Date.now() - stoppedAt)} after the stop`);
  }, TEST_TIMEOUT_MS);

  it(`AI faults (30 % 429/529, 5 % time-outs) on ${AI_FAULT_CELLS} cells: every cell completes`, async () => {
    // Deterministic: the nth request gets the nth answer of a fixed pattern of 20 (3 × 429, 3 × 529, 1 time-out).
    const pattern: (() => ScriptedResponse)[] = [
      () => fakeResponses.rateLimited(1),
      cellAnswer,
      () => fakeResponses.overloaded(),
      cellAnswer,
      cellAnswer,
      () => ({ ...cellAnswer(), delayMs: AI_TIMEOUT_MS * 2 }),
      () => fakeResponses.rateLimited(1),
      cellAnswer,
      () => fakeResponses.overloaded(),
      cellAnswer,
      cellAnswer,
      cellAnswer,
      () => fakeResponses.rateLimited(1),
      cellAnswer,
      cellAnswer,
      () => fakeResponses.overloaded(),
      cellAnswer,
      cellAnswer,
      cellAnswer,
      cellAnswer,
    ];
    // The pattern runs over all requests, but one cell meets at most MAX_FAULTS_PER_CELL faults: which cell's retry
    // lands on which answer depends on timing, and an unbounded run of faults on one cell would make the test a lottery.
    // The cell's retry policy must bear that many in a row.
    let count = 0;
    const faultsOf = new Map<string, number>();
    fake.setFallback((request) => {
      const cell = JSON.stringify(request.body.messages);
      const response = pattern[count++ % pattern.length]!();
      const faults = faultsOf.get(cell) ?? 0;
      const isFault = response.status !== 200 || (response.delayMs ?? 0) > AI_TIMEOUT_MS;
      if (!isFault) return response;
      if (faults >= MAX_FAULTS_PER_CELL) return cellAnswer();
      faultsOf.set(cell, faults + 1);
      return response;
    });
    const requestsBefore = fake.requests.length;
    const { matrixId, started } = await startMatrix(AI_FAULT_CELLS);
    const settled = await me.waitUntilSettled(matrixId, 120000);
    if (settled.aggregatedResultStatus.failed > 0) {
      const { rows } = await db.query<{ id: string; error: unknown }>(
        `select id, error from matrix_elements where matrix_id = $1 and status = 'FAILED'`,
        [matrixId],
      );
      const histories = await Promise.all(
        rows.map(async ({ id }) => activitiesOf((await client.workflow.getHandle(matrixCellWorkflowId(id)).fetchHistory()).events ?? [])),
      );
      console.error('failed cells', JSON.stringify(rows), histories.map((history) => history.starts));
    }
    expect(settled.aggregatedResultStatus).toMatchObject({ processing: 0, completed: AI_FAULT_CELLS, failed: 0 });
    expect(Math.max(...faultsOf.values()), 'some cell met several faults in a row').toBeGreaterThan(1);
    const calls = fake.requests.length - requestsBefore;
    // Every cell needs one good answer; the faulty ones were retried, nothing more.
    expect(calls).toBeGreaterThan(AI_FAULT_CELLS);
    expect(calls).toBeLessThan(AI_FAULT_CELLS * 2);
    console.info(`AI faults: ${AI_FAULT_CELLS} cells completed in ${seconds(Date.now() - started)} with ${calls} calls to the fake API`);
  }, TEST_TIMEOUT_MS);

  it('a permanent 400 fails the cells at once: one call per cell, no retry storm', async () => {
    fake.setFallback(() => fakeResponses.invalidRequest('prompt is too long: 250000 tokens > 200000 maximum'));
    const cells = COLUMNS * 2;
    const requestsBefore = fake.requests.length;
    const { matrixId } = await startMatrix(cells);
    const settled = await me.waitUntilSettled(matrixId, 60000);
    expect(settled.aggregatedResultStatus).toMatchObject({ processing: 0, completed: 0, failed: cells });
    await sleep(3000); // a retry would have come by now
    expect(fake.requests.length - requestsBefore).toBe(cells);
    const [firstCell] = await cellIds(matrixId);
    const element = await me.call('GET', `/api/matrices/elements/${firstCell}`);
    expect(JSON.stringify(element.body)).toContain('rejected the request as invalid (400)');
  }, TEST_TIMEOUT_MS);

  it('resend-verification with the SMTP server down answers 200; the queued mail is delivered once the server is up', async () => {
    const { user, token: unverified } = await api.signUpAndIn({ verified: false });
    const res = await api.request('/api/auth/resend-verification', { method: 'POST', token: unverified });
    expect(res.status).toBe(200);
    // The mail waits in the queue while the worker's attempts fail.
    const deadline = Date.now() + 60000;
    let queued: { attempts: number; last_error: string | null } | undefined;
    while (!(queued && queued.attempts >= 1) && Date.now() < deadline) {
      await sleep(250);
      ({ rows: [queued] } = await db.query<{ attempts: number; last_error: string | null }>('select attempts, last_error from outgoing_mails where recipient = $1', [user.email]));
    }
    expect(queued?.attempts).toBeGreaterThanOrEqual(1);
    expect(queued?.last_error).toMatch(/ECONNREFUSED/);
    const mailbox = await startMailbox({ own: true, smtpPort });
    try {
      const mail = await mailbox.waitForMail(user.email, 1, 60000);
      expect(mail.subject).toMatch(/Verify your e-mail address/);
      expect((await db.query('select 1 from outgoing_mails where recipient = $1', [user.email])).rowCount).toBe(0);
    } finally {
      await mailbox.stop();
    }
  }, TEST_TIMEOUT_MS);
});

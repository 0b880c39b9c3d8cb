/**
 * Proof of `npm run start:cluster` (issue 33): the real Temporal server on PostgreSQL, two APIs behind nginx, two workers.
 * Run by `npm run test:cluster` (tests/cluster/run.sh), inside a network namespace of its own, so the cluster's default
 * ports meet nothing else on the machine.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Connection, Client } from '@temporalio/client';
import { temporal } from '@temporalio/proto';
import { DEFAULT_PORTS, PUSH_MESSAGE_TYPES, parseRuntimeConfig, type PushNotification } from '@arcline/shared';
import { SEARCH_ATTRIBUTES, WORKFLOW_TYPES } from '@arcline/shared/contracts';
import type { TestApi } from '../harness/testApi';
import { CONTRACTS, matrixClient, readContract, uploadAttachment, waitForAttachment } from '../matrixSupport';
import { launchCluster, type LaunchedCluster } from './clusterLauncher';

const EventType = temporal.api.enums.v1.EventType;
const DEMO = { usernameOrEmail: 'demo@example.com', password: parseRuntimeConfig({}).SEED_PASSWORD };
/** The seeded colleague, locked out by the last test. */
const COLLEAGUE = 'colleague@example.com';
const COLUMNS = ['Governing Law', 'Parties', 'Agreement Date'];
/** More cells for the kill, so the workers are busy when one dies. */
const MORE_COLUMNS = [...COLUMNS, 'Effective Date', 'Term and Expiration', 'Renewal Term', 'Assignment', 'Exclusivity', 'Confidentiality', 'Payment Terms'];

let cluster: LaunchedCluster;
let client: Client;
let token: string;

/** A TestApi-shaped client of one origin, for the matrix helpers of the integration tests. */
function httpApi(origin: string): TestApi {
  return {
    url: origin,
    request(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      return fetch(`${origin}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
    },
  } as unknown as TestApi;
}

async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface CellRun {
  workflowId: string;
  status: string;
  /** computeMatrixCell activities completed in the run's history */
  completedComputations: number;
  /** the identities of the workers that ran the recorded (last) computeMatrixCell attempt */
  workers: string[];
  /** the attempt number of that last attempt: above 1 when an earlier one was lost */
  attempts: number;
}

/** Every matrix-cell workflow of the matrix, from SQL visibility, with what its history says about the AI step. */
async function cellRuns(matrixId: string): Promise<CellRun[]> {
  const runs: CellRun[] = [];
  const query = `WorkflowType = '${WORKFLOW_TYPES.matrixCell}' AND ${SEARCH_ATTRIBUTES.matrixId} = '${matrixId}'`;
  for await (const execution of client.workflow.list({ query })) {
    const history = await client.workflow.getHandle(execution.workflowId, execution.runId).fetchHistory();
    const computeScheduled = new Set<string>();
    let completedComputations = 0;
    const workers: string[] = [];
    let attempts = 0;
    for (const event of history.events ?? []) {
      const id = String(event.eventId);
      if (event.eventType === EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED && event.activityTaskScheduledEventAttributes?.activityType?.name === 'computeMatrixCell') {
        computeScheduled.add(id);
      }
      const started = event.activityTaskStartedEventAttributes;
      if (started && computeScheduled.has(String(started.scheduledEventId))) {
        workers.push(started.identity ?? '');
        attempts = Math.max(attempts, started.attempt ?? 0);
      }
      const completed = event.activityTaskCompletedEventAttributes;
      if (completed && computeScheduled.has(String(completed.scheduledEventId))) completedComputations += 1;
    }
    runs.push({ workflowId: execution.workflowId, status: execution.status.name, completedComputations, workers, attempts });
  }
  return runs;
}

/** The cells whose AI step a worker is running right now, as workflow id → that worker's identity (pid@host). */
async function cellsInFlight(matrixId: string): Promise<Map<string, string>> {
  const query = `WorkflowType = '${WORKFLOW_TYPES.matrixCell}' AND ${SEARCH_ATTRIBUTES.matrixId} = '${matrixId}' AND ExecutionStatus = 'Running'`;
  const executions: string[] = [];
  for await (const execution of client.workflow.list({ query })) executions.push(execution.workflowId);
  const inFlight = new Map<string, string>();
  await Promise.all(
    executions.map(async (workflowId) => {
      const description = await client.workflow.getHandle(workflowId).describe();
      const running = description.raw.pendingActivities?.find(
        (activity) => activity.activityType?.name === 'computeMatrixCell' && activity.state === temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED,
      );
      if (running?.lastWorkerIdentity) inFlight.set(workflowId, running.lastWorkerIdentity);
    }),
  );
  return inFlight;
}

async function waitForCellRuns(matrixId: string, count: number, timeoutMs: number): Promise<CellRun[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await cellRuns(matrixId);
    if (runs.length >= count && runs.every((run) => run.status !== 'RUNNING')) return runs;
    if (Date.now() > deadline) return runs;
    await sleep(1000);
  }
}

async function matrixOfContracts(origin: string, name: string) {
  const api = httpApi(origin);
  const me = matrixClient(api, token);
  const attachmentIds: string[] = [];
  for (const contract of CONTRACTS) attachmentIds.push(await uploadAttachment(api, token, contract, readContract(contract)));
  for (const id of attachmentIds) expect((await waitForAttachment(api, token, id)).status).toBe('COMPLETED');
  const matrix = await me.createMatrix(name);
  await me.addDocuments(matrix.id, attachmentIds);
  return { me, matrix };
}

beforeAll(async () => {
  // Fewer cells at once per worker, so a killed worker has some in flight.
  cluster = await launchCluster({ env: { MATRIX_CELL_CONCURRENCY: '2', LOG_LEVEL: 'warn' }, upWithinMs: 420_000 });
  const connection = await Connection.connect({ address: `127.0.0.1:${DEFAULT_PORTS.temporal}` });
  client = new Client({ connection });
  token = await signIn(cluster.origin);
}, 480_000);

afterAll(async () => {
  await client?.connection.close();
  if (!cluster) return;
  const stopped = await cluster.stop();
  expect(stopped.result).not.toBe('still running');
  expect(stopped.survivors).toEqual([]);
}, 90_000);

describe('npm run start:cluster', () => {
  it('serves one origin through nginx from two APIs: a session opened on one is accepted by the other', async () => {
    const [first, second] = cluster.apiOrigins as [string, string];
    const fromFirst = await signIn(first);
    const mine = await fetch(`${second}/api/matrices`, { headers: { authorization: `Bearer ${fromFirst}` } });
    expect(mine.status).toBe(200);
    const fromSecond = await signIn(second);
    expect((await fetch(`${first}/api/matrices`, { headers: { authorization: `Bearer ${fromSecond}` } })).status).toBe(200);
    expect((await fetch(`${cluster.origin}/api/health`)).status).toBe(200);
    const page = await fetch(`${cluster.origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('runs a matrix on the real Temporal server: every cell answered once, cells on both workers', async () => {
    const { me, matrix } = await matrixOfContracts(cluster.origin, 'Cluster proof');
    for (const column of COLUMNS) await me.addTemplateColumn(matrix.id, column);
    const detail = await me.waitUntilSettled(matrix.id, 120_000);
    const cells = CONTRACTS.length * COLUMNS.length;
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: cells, failed: 0 });
    const runs = await waitForCellRuns(matrix.id, cells, 30_000);
    expect(runs).toHaveLength(cells);
    for (const run of runs) expect(run, run.workflowId).toMatchObject({ status: 'COMPLETED', completedComputations: 1 });
    expect(new Set(runs.flatMap((run) => run.workers)).size).toBe(2);
  }, 240_000);

  it('loses nothing when one worker and one API are SIGKILLed under load', async () => {
    const { me, matrix } = await matrixOfContracts(cluster.origin, 'Cluster proof under kills');
    const requests = { sent: 0, retried: 0, failedTwice: [] as string[] };
    let loading = true;
    onTestFinished(() => {
      loading = false;
    });
    // Users polling the matrix and a push topic through nginx; a failed request is retried once, as the web app does.
    const users = Array.from({ length: 5 }, async () => {
      const topic = new URLSearchParams({ topicIds: JSON.stringify([randomUUID()]), lastNSeconds: '60' });
      while (loading) {
        for (const path of [`/api/matrices/${matrix.id}`, `/api/push-notifications?${topic}`]) {
          requests.sent += 1;
          const attempt = () => fetch(`${cluster.origin}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status).catch(() => 0);
          let status = await attempt();
          if (status !== 200) {
            requests.retried += 1;
            status = await attempt();
            if (status !== 200) requests.failedTwice.push(`${path} → ${status}`);
          }
        }
        await sleep(100);
      }
    });
    for (const column of MORE_COLUMNS) await me.addTemplateColumn(matrix.id, column);
    const question = 'What is the governing law of this agreement?';
    const asked = await me.call('POST', '/api/ai/run-prompt', {
      userPrompt: question,
      attachments: [],
      chatHistory: [{ id: 'q1', agent: 'user', type: 'chat-message', chatMessage: question }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBeLessThan(300);
    const chatTopic = (asked.body as { actionResult: { pushNotificationTopicId: string } }).actionResult.pushNotificationTopicId;
    // The worker holding the most cells right now dies with them: Temporal must run them again elsewhere.
    let victim: string | undefined;
    for (const deadline = Date.now() + 60_000; !victim && Date.now() < deadline; ) {
      const holders = [...(await cellsInFlight(matrix.id)).values()];
      victim = holders.sort((a, b) => holders.filter((h) => h === b).length - holders.filter((h) => h === a).length)[0];
    }
    expect(victim, 'no cell was being computed').toBeDefined();
    process.kill(Number(victim!.split('@')[0]), 'SIGKILL');
    process.kill(cluster.listenerPid(DEFAULT_PORTS.web + 2), 'SIGKILL');
    const killedAt = Date.now();

    const detail = await me.waitUntilSettled(matrix.id, 180_000);
    const chatDeadline = Date.now() + 120_000;
    const chatEnded = async () => {
      const query = new URLSearchParams({ topicIds: JSON.stringify([chatTopic]), lastNSeconds: '600' });
      const res = await fetch(`${cluster.origin}/api/push-notifications?${query}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { collection?: PushNotification[] };
      return (body.collection ?? []).some((n) => n.payload.type === PUSH_MESSAGE_TYPES.endOfTopic);
    };
    while (!(await chatEnded()) && Date.now() < chatDeadline) await sleep(500);
    loading = false;
    await Promise.all(users);
    const settledAfterKillMs = Date.now() - killedAt;
    const cells = CONTRACTS.length * MORE_COLUMNS.length;
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: cells, failed: 0 });
    const runs = await waitForCellRuns(matrix.id, cells, 60_000);
    expect(runs).toHaveLength(cells);
    for (const run of runs) expect(run, run.workflowId).toMatchObject({ status: 'COMPLETED', completedComputations: 1 });
    // The cells the killed worker was computing were computed again elsewhere, and answered once.
    // Only a lost attempt makes a second one (the offline engine does not fail): some cell was computed again, never by
    // the dead worker.
    const computedAgain = runs.filter((run) => run.attempts > 1);
    expect(computedAgain.length, 'no cell of the killed worker was computed again').toBeGreaterThan(0);
    for (const run of computedAgain) expect(run.workers, run.workflowId).not.toContain(victim);
    expect(requests.failedTwice).toEqual([]);
    expect(requests.sent).toBeGreaterThan(20);
    // The supervisor brought both back.
    const deadline = Date.now() + 120_000;
    while (!(cluster.output().includes('api-2 restarted') && /worker-\d restarted/.test(cluster.output())) && Date.now() < deadline) await sleep(1000);
    expect(cluster.output()).toContain('api-2 restarted');
    expect(cluster.output()).toMatch(/worker-\d restarted/);
    // The chat question asked as the kills came: answered once, its topic ended once, read from the restarted API.
    const query = new URLSearchParams({ topicIds: JSON.stringify([chatTopic]), lastNSeconds: '600' });
    const push = await fetch(`${cluster.apiOrigins[1]}/api/push-notifications?${query}`, { headers: { authorization: `Bearer ${token}` } });
    expect(push.status).toBe(200);
    const types = ((await push.json()) as { collection: PushNotification[] }).collection.map((n) => n.payload.type);
    expect(types.filter((type) => type === PUSH_MESSAGE_TYPES.runPromptResponse)).toHaveLength(1);
    expect(types.filter((type) => type === PUSH_MESSAGE_TYPES.endOfTopic)).toHaveLength(1);
    console.log(
      `[cluster proof] ${cells} cells settled ${(settledAfterKillMs / 1000).toFixed(1)} s after the kills; ` +
        `${computedAgain.length} held by the killed worker, computed again; ` +
        `${requests.sent} requests under kills, ${requests.retried} retried once, none failed twice`,
    );
  }, 360_000);
  it('resumes by itself after the Temporal history service, then the frontend, are SIGKILLed right after a matrix started', async () => {
    const { me, matrix } = await matrixOfContracts(cluster.origin, 'Cluster proof across Temporal restarts');
    const columns = ['Governing Law', 'Notice Periods'];
    for (const column of columns) await me.addTemplateColumn(matrix.id, column);
    for (const [service, port] of [['history', 7234], ['frontend', DEFAULT_PORTS.temporal]] as const) {
      const restarts = cluster.output().split(`Temporal ${service} restarted`).length;
      process.kill(cluster.listenerPid(port), 'SIGKILL');
      const deadline = Date.now() + 90_000;
      while (cluster.output().split(`Temporal ${service} restarted`).length === restarts && Date.now() < deadline) await sleep(500);
      expect(cluster.output().split(`Temporal ${service} restarted`).length, `Temporal ${service} was not restarted`).toBe(restarts + 1);
    }
    const detail = await me.waitUntilSettled(matrix.id, 180_000);
    const cells = CONTRACTS.length * columns.length;
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: cells, failed: 0 });
    const runs = await waitForCellRuns(matrix.id, cells, 60_000);
    expect(runs).toHaveLength(cells);
    for (const run of runs) expect(run, run.workflowId).toMatchObject({ status: 'COMPLETED', completedComputations: 1 });
  }, 300_000);
  it('answers 503, never 500, while PostgreSQL restarts, and loses nothing accepted before', async () => {
    const { me, matrix } = await matrixOfContracts(cluster.origin, 'Cluster proof across a PostgreSQL restart');
    const columns = ['Governing Law', 'Parties'];
    for (const column of columns) await me.addTemplateColumn(matrix.id, column);
    const restarts = cluster.output().split('PostgreSQL restarted').length;
    const statuses = new Map<number, number>();
    const wrongBodies: string[] = [];
    // SIGINT is PostgreSQL's fast shutdown, as an operator's restart or a managed server's failover does it.
    process.kill(cluster.listenerPid(DEFAULT_PORTS.postgres), 'SIGINT');
    const stoppedAt = Date.now();
    let backAt: number | undefined;
    let restartedAt: number | undefined;
    for (const deadline = Date.now() + 90_000; Date.now() < deadline && backAt === undefined; await sleep(100)) {
      const res = await fetch(`${cluster.origin}/api/matrices`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
      const status = res?.status ?? 0;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 503) {
        const body = await res!.text();
        if (!body.includes('"errors"')) wrongBodies.push(body);
      } else await res?.body?.cancel();
      if (restartedAt === undefined && cluster.output().split('PostgreSQL restarted').length > restarts) restartedAt = Date.now();
      if (status === 200 && restartedAt !== undefined) backAt = Date.now();
    }
    expect(restartedAt, 'PostgreSQL was not restarted').toBeDefined();
    expect(backAt, `the API did not answer again: ${JSON.stringify([...statuses])}`).toBeDefined();
    expect(statuses.get(503) ?? 0, 'no request met the outage').toBeGreaterThan(0);
    expect([...statuses.keys()].filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(wrongBodies).toEqual([]);
    const detail = await me.waitUntilSettled(matrix.id, 180_000);
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: CONTRACTS.length * columns.length, failed: 0 });
    const listed = await fetch(`${cluster.origin}/api/matrices`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await listed.json()) as { collection: { id: string }[] }).collection.map((m) => m.id)).toContain(matrix.id);
    console.log(
      `[cluster proof] PostgreSQL restart: down ${((restartedAt! - stoppedAt) / 1000).toFixed(1)} s, API answering again ` +
        `${((backAt! - restartedAt!) / 1000).toFixed(1)} s after it returned; statuses seen ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 300_000);
  it('holds the lockout across both APIs: wrong passwords spread over the two lock the account after 10', async () => {
    const login = (origin: string, password: string) =>
      fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usernameOrEmail: COLLEAGUE, password }),
      }).then((res) => res.status);
    // api/src/middlewares/rateLimit.ts: 10 failed logins per account; the counters live in PostgreSQL (rate_limits).
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(500)) {
      if (await fetch(`${cluster.apiOrigins[1]}/api/health`).then((res) => res.ok, () => false)) break;
    }
    for (let attempt = 0; attempt < 10; attempt += 1) expect(await login(cluster.apiOrigins[attempt % 2]!, 'wrong-password')).toBe(400);
    expect(await login(cluster.apiOrigins[0]!, DEMO.password)).toBe(429);
    expect(await login(cluster.apiOrigins[1]!, DEMO.password)).toBe(429);
  }, 240_000);
});

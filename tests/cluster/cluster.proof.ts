/**
 * Proof of `npm run start:cluster` (issue 33): the real Temporal server on PostgreSQL, two APIs behind nginx, two workers.
 * Run by `npm run test:cluster` (tests/cluster/run.sh), inside a network namespace of its own, so the cluster's default
 * ports meet nothing else on the machine.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Connection, Client } from '@temporalio/client';
import { DEFAULT_PORTS, PUSH_MESSAGE_TYPES, TRANSLATION_PUSH_STATES, type PushPayload } from '@arcline/shared';
import { processAttachmentWorkflowId, runPromptWorkflowId, translateFileWorkflowId } from '@arcline/shared/contracts';
import { CONTRACTS, matrixClient, readContract, uploadAttachment, waitForAttachment } from '../matrixSupport';
import { spawnAiStub, type AiStubProcess } from './aiStub';
import { launchCluster, type LaunchedCluster } from './clusterLauncher';
import {
  DEMO,
  RetryingClient,
  addCustomColumns,
  cellsInFlight,
  completedActivities,
  contractCopies,
  httpApi,
  signIn,
  simulateUser,
  storedNotifications,
  uploadIndexed,
  userPoller,
  waitForCellRuns,
  type TopicRecord,
} from './clusterClient';

/** The seeded colleague, locked out by the last test. */
const COLLEAGUE = 'colleague@example.com';
const COLUMNS = ['Governing Law', 'Parties', 'Agreement Date'];
/** The load of issue 33: 20 users, a 500-cell matrix (10 documents × 50 columns), a file translation, an attachment. */
const USERS = 20;
/** Of them, the ones with the 500-cell matrix's page open (its 2 s re-fetch): the load is chat and push polling. */
const MATRIX_VIEWERS = 5;
const LOAD_DOCUMENTS = 10;
const LOAD_COLUMNS = 50;
/** The 500 cells settle within this long after the kills (about 40 s on a quiet 2-core machine). */
const SETTLE_WITHIN_MS = 200_000;
/** The killed worker's cells are answered elsewhere within this long; once the work is answered, no cell or file workflow is still running this long after. */
const STUCK_AFTER_MS = 60_000;
const DANISH_LINES = ['Aftalen træder i kraft ved underskrift.', 'Købesummen betales senest den 1. marts 2025.', 'Sælgeren leverer varerne til køberens adresse.'];

let cluster: LaunchedCluster;
let client: Client;
let token: string;
let stub: AiStubProcess;

/** The CUAD contracts, uploaded and indexed once (the first matrix's), then the documents of every small matrix. */
let contractIds: Promise<string[]> | undefined;

async function matrixOfContracts(origin: string, name: string) {
  const api = httpApi(origin);
  const me = matrixClient(api, token);
  contractIds ??= (async () => {
    const ids: string[] = [];
    for (const contract of CONTRACTS) ids.push(await uploadAttachment(api, token, contract, readContract(contract)));
    for (const id of ids) expect((await waitForAttachment(api, token, id)).status).toBe('COMPLETED');
    return ids;
  })();
  const attachmentIds = await contractIds;
  const matrix = await me.createMatrix(name);
  await me.addDocuments(matrix.id, attachmentIds);
  return { me, matrix };
}

beforeAll(async () => {
  // The workers' AI is the product's selfHosted engine at a 300 ms OpenAI-compatible stub, 10 cells at once per worker
  // (the default); a self-hosted model has no provider's rate limit, so the per-worker limiter is set above the stub's pace.
  stub = await spawnAiStub({ delayMs: 300 });
  cluster = await launchCluster({ env: { ...stub.env, AI_CALLS_PER_SECOND: '40', LOG_LEVEL: 'warn' }, upWithinMs: 300_000 });
  const connection = await Connection.connect({ address: `127.0.0.1:${DEFAULT_PORTS.temporal}` });
  client = new Client({ connection });
  token = await signIn(cluster.origin);
}, 330_000);

afterAll(async () => {
  await client?.connection.close();
  await stub?.stop();
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
    const runs = await waitForCellRuns(client, matrix.id, cells, 30_000);
    expect(runs).toHaveLength(cells);
    for (const run of runs) expect(run, run.workflowId).toMatchObject({ status: 'COMPLETED', completedComputations: 1 });
    expect(new Set(runs.flatMap((run) => run.workers)).size).toBe(2);
  }, 240_000);

  it('loses nothing when one worker and one API are SIGKILLed under the full load', async () => {
    const api = httpApi(cluster.origin);
    const me = matrixClient(api, token);
    // The 500-cell matrix: its 50 columns first, its 10 documents (indexed beforehand) in one request below.
    const documentIds = await uploadIndexed(api, token, contractCopies(LOAD_DOCUMENTS));
    const matrix = await me.createMatrix('Cluster proof under kills');
    await addCustomColumns(me, matrix.id, LOAD_COLUMNS);
    const cells = LOAD_DOCUMENTS * LOAD_COLUMNS;

    // 20 users through nginx, each with its own poller and chat (browser tabs of the demo user's session: a sign-in per
    // user would meet the account's limit of 10 logins in 15 minutes): chat questions followed on their push topics with
    // the web app's poller, and for 5 of them the matrix page's 2 s re-fetch; every failed request is sent once more,
    // a second later (as the web app's queries and chat send), never twice.
    const tokens = Array.from({ length: USERS }, () => token);
    const http = new RetryingClient(cluster.origin);
    const topics: TopicRecord[] = [];
    const userErrors: string[] = [];
    let loading = true;
    let settled = false;
    // Whatever happens, the stub answers again and a matrix left running is deleted, so the next tests start clean.
    onTestFinished(async () => {
      loading = false;
      await stub.release();
      if (!settled) await me.call('DELETE', `/api/matrices/${matrix.id}`);
    });
    const users = tokens.map((userToken, index) =>
      simulateUser({ client: http, token: userToken, matrixId: index < MATRIX_VIEWERS ? matrix.id : undefined, running: () => loading, topics, errors: userErrors }),
    );
    await sleep(3000);
    const added = await http.request('/api/matrices/documents', { token, method: 'POST', json: { matrixId: matrix.id, documents: documentIds.map((attachmentId) => ({ attachmentId })) } });
    expect(added.status).toBe(201);

    // One file translation (Apertium da → nb) and one attachment being indexed as the kills come.
    const danish = Buffer.from(Array.from({ length: 400 }, (_, index) => `${index + 1}. ${DANISH_LINES[index % DANISH_LINES.length]}`).join('\n'));
    const upload = await http.request('/api/translate/request-upload', { token, method: 'POST', json: { name: 'Aftale.txt', size: danish.length } });
    expect(upload.status).toBe(200);
    const { uploadId, uploadUrl, pushNotificationTopicId: translationTopic } = (upload.body as { actionResult: { uploadId: string; uploadUrl: string; pushNotificationTopicId: string } }).actionResult;
    expect((await fetch(uploadUrl, { method: 'PUT', headers: { 'x-ms-blob-type': 'BlockBlob' }, body: new Uint8Array(danish) })).status).toBe(201);
    const translation = userPoller(http, token, userErrors).follow(translationTopic, 'translation');
    topics.push(translation);
    expect((await http.request('/api/translate/file', { token, method: 'POST', json: { uploadId, sourceLanguage: 'da', targetLanguage: 'nb' } })).status).toBe(200);
    const [attachment] = contractCopies(1);
    const attachmentId = await uploadAttachment(api, token, attachment!.name, attachment!.bytes);

    // The worker holding the most cells dies with them. The stub holds its answers meanwhile, so a cell seen in flight
    // cannot finish between the look and the kill: Temporal must give each of them to the other worker.
    await stub.hold();
    let victim: string | undefined;
    let victimCells: string[] = [];
    for (const deadline = Date.now() + 60_000; !victim && Date.now() < deadline; await sleep(200)) {
      const inFlight = await cellsInFlight(client, matrix.id);
      const holders = [...inFlight.values()];
      const busiest = holders.sort((a, b) => holders.filter((h) => h === b).length - holders.filter((h) => h === a).length)[0];
      if (busiest && new Set(holders).size === 2) {
        victim = busiest;
        victimCells = [...inFlight].filter(([, worker]) => worker === busiest).map(([workflowId]) => workflowId);
      }
    }
    expect(victim, 'no cell was in flight on both workers').toBeDefined();
    process.kill(Number(victim!.split('@')[0]), 'SIGKILL');
    process.kill(cluster.listenerPid(DEFAULT_PORTS.web + 2), 'SIGKILL');
    const killedAt = Date.now();
    await stub.release();

    // The killed worker's cells, answered elsewhere once Temporal times their attempts out (10 s without a heartbeat)
    // and the other worker reaches them in the queue: waited for, not slept on, within the matrix's own bound.
    const settleDeadline = killedAt + SETTLE_WITHIN_MS;
    let resumedMs: number | undefined;
    for (; resumedMs === undefined && Date.now() < settleDeadline; await sleep(500)) {
      const closed = await Promise.all(victimCells.map(async (workflowId) => (await client.workflow.getHandle(workflowId).describe()).status.name !== 'RUNNING'));
      if (closed.every(Boolean)) resumedMs = Date.now() - killedAt;
    }
    expect(resumedMs, `the killed worker's ${victimCells.length} cells were not answered`).toBeDefined();
    // None of them stuck a minute after the kill (issue 33; 19.6 s and 31.6 s at load 6-16 with the fan-out window
    // bounded by the workers' slots, 60-70 s with the old window of 100).
    expect(resumedMs!, `the killed worker's ${victimCells.length} cells answered ${((resumedMs ?? 0) / 1000).toFixed(1)} s after the kill`).toBeLessThan(STUCK_AFTER_MS);

    const detail = await me.waitUntilSettled(matrix.id, Math.max(1000, settleDeadline - Date.now()));
    const settledMs = Date.now() - killedAt;
    settled = true;
    for (const until = Date.now() + STUCK_AFTER_MS; !translation.ended && Date.now() < until; ) await sleep(500);
    const indexed = await waitForAttachment(api, token, attachmentId);
    loading = false;
    await Promise.all(users);
    // Chat topics still open when the load stopped end by themselves, a chat turn of the killed worker too (its answer
    // heartbeats: another worker takes it 10 s after the kill): none is still open a minute later.
    for (const until = Date.now() + STUCK_AFTER_MS; topics.some((topic) => !topic.ended) && Date.now() < until; ) await sleep(500);

    // Every cell answered exactly once: one completed AI activity per cell run, none still running.
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: cells, failed: 0 });
    const runs = await waitForCellRuns(client, matrix.id, cells, STUCK_AFTER_MS);
    expect(runs).toHaveLength(cells);
    const wrong = runs.filter((run) => run.status !== 'COMPLETED' || run.completedComputations !== 1);
    expect(wrong, 'cells not completed exactly once').toEqual([]);
    // The victim's cells were computed again (a later attempt), by the other worker.
    for (const workflowId of victimCells) {
      const run = runs.find((each) => each.workflowId === workflowId)!;
      expect(run.attempts, workflowId).toBeGreaterThan(1);
      expect(run.workers, workflowId).not.toContain(victim);
    }

    // The file translated once and the attachment indexed once, each activity completed once.
    expect(translation.ended, 'the translation topic did not end').toBe(true);
    const states = translation.payloads.filter((payload) => payload.type === PUSH_MESSAGE_TYPES.translationStateUpdate) as (PushPayload & { state: string; downloadUrl?: string })[];
    expect(states.filter((state) => state.state === TRANSLATION_PUSH_STATES.readyForDownload)).toHaveLength(1);
    const ready = states.find((state) => state.state === TRANSLATION_PUSH_STATES.readyForDownload)!;
    const translated = await fetch(ready.downloadUrl!);
    expect(translated.status).toBe(200);
    expect(await translated.text()).toMatch(/Kjøpesummen|Avtalen/);
    expect(indexed.status).toBe('COMPLETED');
    // Each file's work activity completed exactly once (the state pushes and status updates are several activities by
    // design). translate-file stays open on its durable timer until the download expires (then deletes both files):
    // done means no activity left to run; process-attachment completes.
    const files = [
      { workflowId: translateFileWorkflowId(uploadId), work: 'translateUploadedFile', done: ['RUNNING', 'COMPLETED'] },
      { workflowId: processAttachmentWorkflowId(attachmentId), work: 'extractAndIndexAttachment', done: ['COMPLETED'] },
    ];
    for (const { workflowId, work, done } of files) {
      const { status, pendingActivities, completed } = await completedActivities(client, workflowId);
      expect(done, `${workflowId} is ${status}`).toContain(status);
      expect(pendingActivities, workflowId).toEqual([]);
      expect(completed[work], `${workflowId}: ${JSON.stringify(completed)}`).toBe(1);
    }

    // Push topics: every notification stored since the poller began following the topic (its first poll asks for
    // one second more) delivered once, none twice, none missed (the poller sends the cursor of its last answer, so a
    // row committed late comes with the next poll). A notification pushed before that, while the request opening the
    // topic had not answered yet, is outside the web poller's first window by its design: counted apart. Every topic
    // ended, chat turns of the killed worker too.
    expect(topics.filter((topic) => topic.kind === 'chat').length).toBeGreaterThanOrEqual(USERS);
    const problems: string[] = [];
    let beforeSubscription = 0;
    let chatsRetried = 0;
    for (const topic of topics) {
      const types = topic.payloads.map((payload) => payload.type);
      if (topic.kind === 'chat') {
        const { pendingActivities, completed } = await completedActivities(client, runPromptWorkflowId(topic.topicId));
        if (!topic.ended) problems.push(`chat ${topic.topicId} still open ${STUCK_AFTER_MS / 1000} s after (${types.join(', ')}; pending: ${pendingActivities.join(', ') || 'none'})`);
        if ((completed.answerChatPrompt ?? 0) > 1) problems.push(`chat ${topic.topicId}: answerChatPrompt completed ${completed.answerChatPrompt} times`);
        const history = await client.workflow.getHandle(runPromptWorkflowId(topic.topicId)).fetchHistory();
        if ((history.events ?? []).some((event) => (event.activityTaskStartedEventAttributes?.attempt ?? 1) > 1)) chatsRetried += 1;
      }
      for (const [id, count] of topic.delivered) if (count !== 1) problems.push(`${topic.topicId}: ${id} delivered ${count} times`);
      for (const notification of await storedNotifications(cluster.origin, token, topic.topicId)) {
        if (topic.delivered.has(notification.id)) continue;
        if (Date.parse(notification.createdAt) < topic.subscribedAt - 1000) beforeSubscription += 1;
        else problems.push(`${topic.topicId}: ${notification.payload.type} of ${notification.createdAt} never delivered`);
      }
      const ends = types.filter((type) => type === PUSH_MESSAGE_TYPES.endOfTopic).length;
      if (ends > 1) problems.push(`${topic.topicId}: end-of-topic ×${ends}`);
      if (topic.kind === 'chat' && types.filter((type) => type === PUSH_MESSAGE_TYPES.runPromptResponse).length > 1) problems.push(`${topic.topicId}: ${types.join(', ')}`);
    }
    const endedChats = topics.filter((topic) => topic.kind === 'chat' && topic.ended).length;
    expect(endedChats, 'chat turns answered under the kills').toBeGreaterThanOrEqual(USERS);
    expect(problems).toEqual([]);
    // No user saw an error: every failed request succeeded when sent once more.
    expect(http.failedTwice).toEqual([]);
    expect(userErrors).toEqual([]);
    expect(http.sent).toBeGreaterThan(200);

    // The supervisor brought both back.
    const deadline = Date.now() + 120_000;
    while (!(cluster.output().includes('api-2 restarted') && /worker-\d restarted/.test(cluster.output())) && Date.now() < deadline) await sleep(1000);
    expect(cluster.output()).toContain('api-2 restarted');
    expect(cluster.output()).toMatch(/worker-\d restarted/);
    const stats = await stub.stats();
    console.log(
      `[cluster proof] ${cells} cells settled ${(settledMs / 1000).toFixed(1)} s after the kills; the killed worker's ` +
        `${victimCells.length} cells answered elsewhere ${((resumedMs ?? 0) / 1000).toFixed(1)} s after; ${topics.length - 1} chat topics, ` +
        `${http.sent} requests by ${USERS} users, ${http.retried} retried once, none failed twice; ${beforeSubscription} notifications pushed before their topic was followed; ` +
        `${endedChats} chat turns ended, ${chatsRetried} of them retried after the kill; none undelivered; AI stub answered ${JSON.stringify(stats.answered)}`,
    );
  }, 330_000);

  it('resumes by itself after the Temporal history service, then the frontend, are SIGKILLed right after a matrix started', async () => {
    const { me, matrix } = await matrixOfContracts(cluster.origin, 'Cluster proof across Temporal restarts');
    const columns = ['Governing Law', 'Notice Periods'];
    // The stub holds its answers until both services are back, so the cells are in flight across the restarts.
    await stub.hold();
    try {
      for (const column of columns) await me.addTemplateColumn(matrix.id, column);
      let inFlight = 0;
      for (const deadline = Date.now() + 60_000; inFlight === 0 && Date.now() < deadline; await sleep(200)) inFlight = (await cellsInFlight(client, matrix.id)).size;
      expect(inFlight, 'no cell in flight before the kills').toBeGreaterThan(0);
      for (const [service, port] of [['history', 7234], ['frontend', DEFAULT_PORTS.temporal]] as const) {
        const restarts = cluster.output().split(`Temporal ${service} restarted`).length;
        process.kill(cluster.listenerPid(port), 'SIGKILL');
        const deadline = Date.now() + 90_000;
        while (cluster.output().split(`Temporal ${service} restarted`).length === restarts && Date.now() < deadline) await sleep(500);
        expect(cluster.output().split(`Temporal ${service} restarted`).length, `Temporal ${service} was not restarted`).toBe(restarts + 1);
      }
    } finally {
      await stub.release();
    }
    const detail = await me.waitUntilSettled(matrix.id, 180_000);
    const cells = CONTRACTS.length * columns.length;
    expect(detail.aggregatedResultStatus).toMatchObject({ processing: 0, completed: cells, failed: 0 });
    const runs = await waitForCellRuns(client, matrix.id, cells, 60_000);
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

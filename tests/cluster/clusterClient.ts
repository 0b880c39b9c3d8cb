/**
 * What the cluster proof (cluster.proof.ts) and the cluster bench (bench/cluster) do as clients of a running
 * `npm run start:cluster`: sign in, build matrices, simulate users (chat, push polling with the web app's own poller,
 * the matrix page's re-fetch), and read what the Temporal history says about every cell.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@temporalio/client';
import proto from '@temporalio/proto';
import { PUSH_MESSAGE_TYPES, parseRuntimeConfig, type PushNotification, type PushPayload } from '@arcline/shared';
import { SEARCH_ATTRIBUTES, WORKFLOW_TYPES } from '@arcline/shared/contracts';
import { PushPoller, type TopicHandlers } from '../../web/src/modules/push/PushPoller';
import type { TestApi } from '../harness/testApi';
import { CONTRACTS, matrixClient, readContract, uploadAttachment, waitForAttachment } from '../matrixSupport';

const { temporal } = proto;
const EventType = temporal.api.enums.v1.EventType;
export const DEMO = { usernameOrEmail: 'demo@example.com', password: parseRuntimeConfig({}).SEED_PASSWORD };

/** A TestApi-shaped client of one origin, for the matrix helpers of the integration tests. */
export function httpApi(origin: string): TestApi {
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

export async function signIn(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export interface CellRun {
  workflowId: string;
  status: string;
  /** computeMatrixCell activities completed in the run's history */
  completedComputations: number;
  /** the identities of the workers that ran the recorded (last) computeMatrixCell attempt */
  workers: string[];
  /** the attempt number of that last attempt: above 1 when an earlier one was lost */
  attempts: number;
  /** when the run closed (ms since the epoch), from visibility */
  closedAt: number | undefined;
}

async function mapLimited<T, R>(items: T[], limit: number, each: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await each(items[index]!);
      }
    }),
  );
  return results;
}

/** Every matrix-cell workflow of the matrix, from SQL visibility, with what its history says about the AI step. */
export async function cellRuns(client: Client, matrixId: string): Promise<CellRun[]> {
  const query = `WorkflowType = '${WORKFLOW_TYPES.matrixCell}' AND ${SEARCH_ATTRIBUTES.matrixId} = '${matrixId}'`;
  const executions: { workflowId: string; runId: string; status: string; closedAt: number | undefined }[] = [];
  for await (const execution of client.workflow.list({ query })) {
    executions.push({ workflowId: execution.workflowId, runId: execution.runId, status: execution.status.name, closedAt: execution.closeTime?.getTime() });
  }
  return mapLimited(executions, 16, async (execution) => {
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
    return { workflowId: execution.workflowId, status: execution.status, completedComputations, workers, attempts, closedAt: execution.closedAt };
  });
}

/** The cells whose AI step a worker is running right now, as workflow id → that worker's identity (pid@host). */
export async function cellsInFlight(client: Client, matrixId: string): Promise<Map<string, string>> {
  const query = `WorkflowType = '${WORKFLOW_TYPES.matrixCell}' AND ${SEARCH_ATTRIBUTES.matrixId} = '${matrixId}' AND ExecutionStatus = 'Running'`;
  const executions: string[] = [];
  for await (const execution of client.workflow.list({ query })) executions.push(execution.workflowId);
  const inFlight = new Map<string, string>();
  await mapLimited(executions, 16, async (workflowId) => {
    const description = await client.workflow.getHandle(workflowId).describe();
    const running = description.raw.pendingActivities?.find(
      (activity) => activity.activityType?.name === 'computeMatrixCell' && activity.state === temporal.api.enums.v1.PendingActivityState.PENDING_ACTIVITY_STATE_STARTED,
    );
    if (running?.lastWorkerIdentity) inFlight.set(workflowId, running.lastWorkerIdentity);
  });
  return inFlight;
}

export async function waitForCellRuns(client: Client, matrixId: string, count: number, timeoutMs: number): Promise<CellRun[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await cellRuns(client, matrixId);
    if (runs.length >= count && runs.every((run) => run.status !== 'RUNNING')) return runs;
    if (Date.now() > deadline) return runs;
    await sleep(1000);
  }
}

/** Activities completed in a workflow's history, by activity type (each must be 1: nothing ran twice to completion). */
export async function completedActivities(
  client: Client,
  workflowId: string,
): Promise<{ status: string; pendingActivities: string[]; completed: Record<string, number> }> {
  const handle = client.workflow.getHandle(workflowId);
  const history = await handle.fetchHistory();
  const typeOf = new Map<string, string>();
  const completed: Record<string, number> = {};
  for (const event of history.events ?? []) {
    const scheduled = event.activityTaskScheduledEventAttributes;
    if (scheduled) typeOf.set(String(event.eventId), scheduled.activityType?.name ?? '');
    const done = event.activityTaskCompletedEventAttributes;
    if (done) {
      const type = typeOf.get(String(done.scheduledEventId)) ?? '?';
      completed[type] = (completed[type] ?? 0) + 1;
    }
  }
  const description = await handle.describe();
  const pendingActivities = (description.raw.pendingActivities ?? []).map((activity) => activity.activityType?.name ?? '?');
  return { status: description.status.name, pendingActivities, completed };
}

/** Distinct copies of the CUAD contracts (a line of their own at the end), so each is a new attachment to index. */
export function contractCopies(count: number, tag = randomUUID()): { name: string; bytes: Buffer }[] {
  return Array.from({ length: count }, (_, index) => {
    const contract = CONTRACTS[index % CONTRACTS.length]!;
    const bytes = Buffer.concat([readContract(contract), Buffer.from(`\nCopy ${index + 1} (${tag}).\n`)]);
    return { name: contract.replace(/\.txt$/, `-copy-${index + 1}.txt`), bytes };
  });
}

/** Uploads the copies and waits until every one is indexed. */
export async function uploadIndexed(api: TestApi, token: string, copies: { name: string; bytes: Buffer }[]): Promise<string[]> {
  const ids: string[] = [];
  for (const copy of copies) ids.push(await uploadAttachment(api, token, copy.name, copy.bytes));
  for (const id of ids) {
    const status = await waitForAttachment(api, token, id);
    if (status.status !== 'COMPLETED') throw new Error(`attachment ${id} ended ${status.status}`);
  }
  return ids;
}

/** Custom columns, each its own query: `count` of them for a matrix of documents × count cells. */
export const COLUMN_TOPICS = [
  'governing law', 'parties', 'agreement date', 'effective date', 'term', 'renewal', 'termination for convenience', 'assignment',
  'exclusivity', 'confidentiality', 'payment terms', 'indemnification', 'limitation of liability', 'warranty', 'insurance',
  'audit rights', 'notices', 'force majeure', 'dispute resolution', 'non-compete', 'non-solicitation', 'intellectual property',
  'license grant', 'minimum commitment', 'price changes', 'most favored nation', 'change of control', 'anti-assignment',
  'revenue sharing', 'volume restriction', 'post-termination services', 'source code escrow', 'third party beneficiary',
  'covenant not to sue', 'liquidated damages', 'uncapped liability', 'cap on liability', 'joint ownership', 'irrevocable license',
  'affiliate license', 'unlimited license', 'competitive restriction', 'rofr', 'no-solicit of customers', 'severability',
  'entire agreement', 'amendment', 'waiver', 'counterparts', 'survival',
];

export async function addCustomColumns(me: ReturnType<typeof matrixClient>, matrixId: string, count: number) {
  for (const topic of COLUMN_TOPICS.slice(0, count)) {
    await me.addColumn(matrixId, { name: `About ${topic}`, queryType: 'CUSTOM', matrixQueryId: null, customQuery: `What does the agreement say about ${topic}?` });
  }
}

/**
 * As the web app's TanStack queries (retry: 1, first retry after 1 s) and sendChatPrompt retry: a failed request
 * (network error or 5xx) is sent once more a second later, never twice.
 */
export const RETRY_DELAY_MS = 1000;

/** Requests as a browser tab sends them: a failed one (network error or 5xx) is sent once more, 1 s later, never twice. */
export class RetryingClient {
  sent = 0;
  retried = 0;
  readonly failedTwice: string[] = [];
  readonly latenciesMs: number[] = [];

  constructor(private readonly origin: string) {}

  /** `retryPath`: the path of the second attempt when it must differ (a push poll widens its window by the time lost). */
  async request(path: string, init: { token: string; method?: string; json?: unknown }, retryPath?: () => string): Promise<{ status: number; body: unknown }> {
    const attempt = async (path: string) => {
      const started = performance.now();
      try {
        const res = await fetch(`${this.origin}${path}`, {
          method: init.method ?? 'GET',
          headers: { authorization: `Bearer ${init.token}`, ...(init.json === undefined ? {} : { 'content-type': 'application/json' }) },
          body: init.json === undefined ? undefined : JSON.stringify(init.json),
        });
        const text = await res.text();
        if (res.status < 500) this.latenciesMs.push(performance.now() - started);
        let body: unknown;
        try {
          body = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          body = text.slice(0, 200);
        }
        return { status: res.status, body };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return { status: 0, body: cause?.code ?? cause?.message ?? String(error) };
      }
    };
    this.sent += 1;
    let result = await attempt(path);
    if (result.status === 0 || result.status >= 500) {
      this.retried += 1;
      await sleep(RETRY_DELAY_MS);
      result = await attempt(retryPath?.() ?? path);
      if (result.status === 0 || result.status >= 500) this.failedTwice.push(`${init.method ?? 'GET'} ${path.split('?')[0]} → ${result.status} ${result.status === 0 ? String(result.body) : ''} at ${new Date().toISOString()}`);
    }
    return result;
  }
}

/** What one user's push poller delivered, per topic: every notification id with how often its handler ran. */
export interface TopicRecord {
  topicId: string;
  kind: 'chat' | 'translation';
  /** when the poller began following it (the web app subscribes once the request that opened the topic answered) */
  subscribedAt: number;
  delivered: Map<string, number>;
  payloads: PushPayload[];
  ended: boolean;
}

/** A push poller of the web app (web/src/modules/push/PushPoller.ts) fetching through the retrying client. */
export function userPoller(client: RetryingClient, token: string, errors: string[]) {
  const poller = new PushPoller(
    async (topicIds, lastNSeconds, after) => {
      // Sent again after a failure, the poll asks for the seconds lost meanwhile too (the poller counts its window from
      // this poll's start); the cursor of the last answer (`after`) already covers whatever was written since.
      const pathFor = (seconds: number) =>
        `/api/push-notifications?${new URLSearchParams({ topicIds: JSON.stringify(topicIds), lastNSeconds: String(seconds), ...(after === undefined ? {} : { after }) })}`;
      const started = Date.now();
      const res = await client.request(pathFor(lastNSeconds), { token }, () => pathFor(lastNSeconds + Math.ceil((Date.now() - started) / 1000)));
      if (res.status !== 200) return { ok: false, status: res.status };
      const body = res.body as { collection: PushNotification[]; other_data?: { cursor?: string } };
      return { ok: true, notifications: body.collection, cursor: body.other_data?.cursor };
    },
    undefined,
    { warn: (...args) => errors.push(args.map(String).join(' ')), error: (...args) => errors.push(args.map(String).join(' ')) },
  );
  return {
    /** Follows a topic until its end-of-topic, recording every delivery. */
    follow(topicId: string, kind: TopicRecord['kind']): TopicRecord {
      const record: TopicRecord = { topicId, kind, subscribedAt: Date.now(), delivered: new Map(), payloads: [], ended: false };
      const handler = (payload: PushPayload, notification: PushNotification) => {
        record.delivered.set(notification.id, (record.delivered.get(notification.id) ?? 0) + 1);
        record.payloads.push(payload);
        if (payload.type === PUSH_MESSAGE_TYPES.endOfTopic) record.ended = true;
      };
      const handlers = Object.fromEntries(Object.values(PUSH_MESSAGE_TYPES).map((type) => [type, handler])) as TopicHandlers;
      poller.subscribe(topicId, handlers);
      return record;
    },
  };
}

/** Every notification of a topic as stored (a wide window, after the fact): what the poller had to deliver. */
export async function storedNotifications(origin: string, token: string, topicId: string): Promise<PushNotification[]> {
  const query = new URLSearchParams({ topicIds: JSON.stringify([topicId]), lastNSeconds: '3600' });
  const res = await fetch(`${origin}/api/push-notifications?${query}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`push-notifications answered ${res.status}`);
  return ((await res.json()) as { collection: PushNotification[] }).collection;
}

/**
 * One simulated user: asks the chat a question, follows its push topic with the web app's poller until it ends, thinks
 * a few seconds, asks again; meanwhile, with a `matrixId`, re-fetches that matrix every 2 s as the matrix page does.
 */
export async function simulateUser(options: {
  client: RetryingClient;
  token: string;
  /** The matrix whose page this user has open (re-fetched every 2 s), if any. */
  matrixId?: string;
  running: () => boolean;
  topics: TopicRecord[];
  errors: string[];
  thinkMs?: number;
}): Promise<void> {
  const { client, token } = options;
  const poller = userPoller(client, token, options.errors);
  const matrixPage = (async () => {
    while (options.matrixId !== undefined && options.running()) {
      const res = await client.request(`/api/matrices/${options.matrixId}`, { token });
      if (res.status !== 200) options.errors.push(`matrix re-fetch → ${res.status}`);
      await sleep(2000);
    }
  })();
  await sleep(Math.random() * 2000);
  for (let turn = 1; options.running(); turn += 1) {
    const question = `Question ${turn}: what does the agreement say about notices?`;
    // As the web app's sendChatPrompt: a request key of its own, so the one retry of a lost request asks once.
    const asked = await client.request('/api/ai/run-prompt', {
      token,
      method: 'POST',
      json: { userPrompt: question, attachments: [], chatHistory: [{ id: `q${turn}`, agent: 'user', type: 'chat-message', chatMessage: question }], requestKey: randomUUID() },
    });
    const topicId = (asked.body as { actionResult?: { pushNotificationTopicId?: string } } | undefined)?.actionResult?.pushNotificationTopicId;
    if (asked.status >= 300 || !topicId) {
      options.errors.push(`run-prompt → ${asked.status}`);
      await sleep(2000);
      continue;
    }
    const record = poller.follow(topicId, 'chat');
    options.topics.push(record);
    // The poller follows the topic to its end by itself; the user waits for it before asking again.
    for (const until = Date.now() + 90_000; !record.ended && options.running() && Date.now() < until; ) await sleep(250);
    await sleep(options.thinkMs ?? 3000);
  }
  await matrixPage;
}

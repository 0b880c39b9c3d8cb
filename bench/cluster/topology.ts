/**
 * `npm run --workspace bench bench:cluster` (issue 33): the production topology of `npm run start:cluster`, one API +
 * one worker against two + two, each started fresh (run through bench/cluster/run.sh, in a network namespace of its
 * own so the cluster gets its default ports). The workers' AI is the product's selfHosted engine at the OpenAI-compatible
 * stub of tests/cluster/aiStub.ts (300 ms an answer), MATRIX_CELL_CONCURRENCY 10 per worker. Measured per topology:
 * 1. matrix cells/s: a 500-cell matrix (10 indexed CUAD contracts × 50 custom columns) from the request adding its
 *    documents to its last cell answered (ideal: workers × 10 / 0.3 s);
 * 2. push polling latency: 500 clients, each polling a chat topic through nginx every 2 s as the web app does, for
 *    CLUSTER_BENCH_POLL_SECONDS (default 30): p50 / p99 (goal p99 ≤ 100 ms with two APIs);
 * 3. a killed worker's cells: SIGKILL of the worker holding the most cells of a running matrix, to the last of those
 *    cells answered (elsewhere with two workers; after the supervisor's restart with one);
 * 4. PostgreSQL restart: SIGINT (fast shutdown), to the API answering 200 again after PostgreSQL is back.
 * With the machine's CPU busy share and load average during each phase, since this 2-core machine is shared.
 * CLUSTER_BENCH_TOPOLOGIES picks topologies, e.g. "2+2" (default "1+1,2+2"); CLUSTER_BENCH_PHASES picks phases among
 * matrix, poll, kill, postgres (default all four), e.g. "poll" to measure the push polling alone, with nothing else of
 * the bench's running beside it.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client, Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { DEFAULT_PORTS, PUSH_MESSAGE_TYPES } from '@arcline/shared';
import { matrixClient } from '../../tests/matrixSupport';
import { spawnAiStub, type AiStubProcess } from '../../tests/cluster/aiStub';
import { launchCluster, type LaunchedCluster } from '../../tests/cluster/clusterLauncher';
import { addCustomColumns, cellsInFlight, contractCopies, httpApi, signIn, storedNotifications, uploadIndexed } from '../../tests/cluster/clusterClient';

const STUB_DELAY_MS = 300;
const CONCURRENCY = 10;
const DOCUMENTS = 10;
const COLUMNS = 50;
const POLL_CLIENTS = 500;
const POLL_INTERVAL_MS = 2000;
const POLL_SECONDS = Number(process.env.CLUSTER_BENCH_POLL_SECONDS ?? 30);
const PHASES = new Set((process.env.CLUSTER_BENCH_PHASES ?? 'matrix,poll,kill,postgres').split(',').map((phase) => phase.trim()));

interface CpuSample {
  busy: number;
  total: number;
}
function cpuSample(): CpuSample {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}
/** A phase's machine-wide CPU busy share (all processes, ours and other engineers') and the 1-minute load at its end. */
async function measured<T>(run: () => Promise<T>): Promise<{ value: T; cpuBusy: number; load: number }> {
  const before = cpuSample();
  const value = await run();
  const after = cpuSample();
  return { value, cpuBusy: (after.busy - before.busy) / Math.max(1, after.total - before.total), load: loadavg()[0]! };
}

/** CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat (clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

interface TopologyFigures {
  name: string;
  upSeconds: number;
  cellsPerSecond: number;
  idealCellsPerSecond: number;
  matrixSeconds: number;
  matrixCpu: number;
  matrixLoad: number;
  pollRequests: number;
  pollFailed: number;
  pollP50: number;
  pollP99: number;
  pollCpu: number;
  pollLoad: number;
  /** CPU time of the API processes (all replicas) per poll answered, from /proc: what a poll costs, whatever the load. */
  pollApiCpuMs: number;
  killedCells: number;
  resumeSeconds: number;
  postgresDownSeconds: number;
  apiBackMs: number;
  postgresStatuses: string;
}

async function settle(me: ReturnType<typeof matrixClient>, matrixId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await me.detail(matrixId);
    if (detail.aggregatedResultStatus.processing === 0) return detail;
    if (Date.now() > deadline) throw new Error(`matrix ${matrixId}: ${detail.aggregatedResultStatus.processing} cells still processing`);
    await sleep(250);
  }
}

async function benchTopology(apis: number, workers: number): Promise<TopologyFigures> {
  const name = `${apis} API${apis > 1 ? 's' : ''} + ${workers} worker${workers > 1 ? 's' : ''}`;
  console.log(`\n=== ${name}: starting the cluster (load ${loadavg()[0]!.toFixed(1)}) ===`);
  const stub: AiStubProcess = await spawnAiStub({ delayMs: STUB_DELAY_MS });
  const started = Date.now();
  const cluster: LaunchedCluster = await launchCluster({
    env: {
      ...stub.env,
      CLUSTER_API_REPLICAS: String(apis),
      CLUSTER_WORKER_REPLICAS: String(workers),
      MATRIX_CELL_CONCURRENCY: String(CONCURRENCY),
      // A self-hosted model has no provider's rate limit: the per-worker limiter (5/s by default, for Claude) is lifted.
      AI_CALLS_PER_SECOND: '1000',
      LOG_LEVEL: 'warn',
    },
    upWithinMs: 600_000,
  });
  const upSeconds = (Date.now() - started) / 1000;
  const connection = await Connection.connect({ address: `127.0.0.1:${DEFAULT_PORTS.temporal}` });
  const client = new Client({ connection });
  try {
    const token = await signIn(cluster.origin);
    const api = httpApi(cluster.origin);
    const me = matrixClient(api, token);
    const documentIds = PHASES.has('matrix') || PHASES.has('kill') ? await uploadIndexed(api, token, contractCopies(DOCUMENTS)) : [];

    // 1. Matrix cells/s.
    let matrixRun = { value: NaN, cpuBusy: NaN, load: NaN };
    if (PHASES.has('matrix')) {
      const matrix = await me.createMatrix('Cluster bench');
      await addCustomColumns(me, matrix.id, COLUMNS);
      console.log(`[${name}] matrix of ${DOCUMENTS * COLUMNS} cells...`);
      matrixRun = await measured(async () => {
        const t0 = Date.now();
        await me.addDocuments(matrix.id, documentIds);
        const detail = await settle(me, matrix.id, 600_000);
        if (detail.aggregatedResultStatus.completed !== DOCUMENTS * COLUMNS) throw new Error(`matrix: ${JSON.stringify(detail.aggregatedResultStatus)}`);
        return (Date.now() - t0) / 1000;
      });
    }

    // 2. Push polling at 500 clients every 2 s, over real (ended) chat topics.
    const latencies: number[] = [];
    let pollFailed = 0;
    let pollRun = { value: undefined as void, cpuBusy: NaN, load: NaN };
    let pollApiCpuMs = NaN;
    if (PHASES.has('poll')) {
      const topics: string[] = [];
      for (let index = 0; index < 50; index += 1) {
        const question = `Question ${index + 1}: what does the agreement say about notices?`;
        const asked = await me.call('POST', '/api/ai/run-prompt', { userPrompt: question, attachments: [], chatHistory: [{ id: 'q', agent: 'user', type: 'chat-message', chatMessage: question }] });
        topics.push((asked.body as { actionResult: { pushNotificationTopicId: string } }).actionResult.pushNotificationTopicId);
      }
      for (const until = Date.now() + 60_000; Date.now() < until; await sleep(500)) {
        const last = await storedNotifications(cluster.origin, token, topics.at(-1)!);
        if (last.some((notification) => notification.payload.type === PUSH_MESSAGE_TYPES.endOfTopic)) break;
      }
      console.log(`[${name}] ${POLL_CLIENTS} push pollers for ${POLL_SECONDS} s...`);
      const apiPids = Array.from({ length: apis }, (_, index) => cluster.listenerPid(DEFAULT_PORTS.web + 1 + index));
      const apiCpuBefore = apiPids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
      pollRun = await measured(async () => {
        const until = Date.now() + POLL_SECONDS * 1000;
        await Promise.all(
          Array.from({ length: POLL_CLIENTS }, async (_, index) => {
            const headers = { authorization: `Bearer ${token}` };
            // As the web app's PushPoller: the cursor of the last successful answer goes with the next poll.
            let cursor: string | undefined;
            await sleep((index / POLL_CLIENTS) * POLL_INTERVAL_MS); // spread over the interval, as independent tabs are
            while (Date.now() < until) {
              const query = new URLSearchParams({ topicIds: JSON.stringify([topics[index % topics.length]]), lastNSeconds: '3', ...(cursor ? { after: cursor } : {}) });
              const t0 = performance.now();
              const ok = await fetch(`${cluster.origin}/api/push-notifications?${query}`, { headers }).then(
                async (res) => {
                  if (res.status !== 200) return (await res.arrayBuffer(), false);
                  cursor = ((await res.json()) as { other_data: { cursor?: string } }).other_data.cursor ?? cursor;
                  return true;
                },
                () => false,
              );
              const ms = performance.now() - t0;
              if (ok) latencies.push(ms);
              else pollFailed += 1;
              await sleep(Math.max(0, POLL_INTERVAL_MS - ms));
            }
          }),
        );
      });
      pollApiCpuMs = (apiPids.reduce((sum, pid) => sum + processCpuMs(pid), 0) - apiCpuBefore) / Math.max(1, latencies.length + pollFailed);
    }
    latencies.sort((a, b) => a - b);

    // 3. A killed worker's cells: the stub holds its answers while the victim is picked, so its cells are in flight.
    let victimCells: string[] = [];
    let resumeSeconds = NaN;
    if (PHASES.has('kill')) {
      const killMatrix = await me.createMatrix('Cluster bench, worker kill');
      await addCustomColumns(me, killMatrix.id, 20);
      await me.addDocuments(killMatrix.id, documentIds);
      await stub.hold();
      let victim = '';
      for (const deadline = Date.now() + 60_000; !victimCells.length && Date.now() < deadline; await sleep(200)) {
        const inFlight = [...(await cellsInFlight(client, killMatrix.id))];
        const holders = inFlight.map(([, worker]) => worker);
        victim = holders.sort((a, b) => holders.filter((h) => h === b).length - holders.filter((h) => h === a).length)[0] ?? '';
        victimCells = inFlight.filter(([, worker]) => worker === victim).map(([id]) => id);
      }
      if (!victimCells.length) throw new Error('no cell in flight to kill');
      process.kill(Number(victim.split('@')[0]), 'SIGKILL');
      const killedAt = Date.now();
      await stub.release();
      for (;;) {
        const closed = await Promise.all(victimCells.map(async (id) => (await client.workflow.getHandle(id).describe()).status.name !== 'RUNNING'));
        if (closed.every(Boolean)) break;
        if (Date.now() - killedAt > 300_000) throw new Error('the killed worker\'s cells were not answered within 5 minutes');
        await sleep(250);
      }
      resumeSeconds = (Date.now() - killedAt) / 1000;
      // Where the wait went, per killed cell: seconds after the kill of each step of its AI activity and of its end.
      for (const id of victimCells) {
        const history = await client.workflow.getHandle(id).fetchHistory();
        const steps = (history.events ?? []).flatMap((event) => {
          const at = (Number(event.eventTime?.seconds ?? 0) * 1000 + Math.round((event.eventTime?.nanos ?? 0) / 1e6) - killedAt) / 1000;
          const type = proto.temporal.api.enums.v1.EventType[event.eventType ?? 0]?.replace('EVENT_TYPE_', '').toLowerCase();
          return at > -1 && type && !type.startsWith('workflow_task') ? [`${type} ${at.toFixed(1)}`] : [];
        });
        console.log(`[${name}] killed cell ${id}: ${steps.join(', ')}`);
      }
      await settle(me, killMatrix.id, 600_000);
    }

    // 4. PostgreSQL restart.
    const statuses = new Map<number, number>();
    let stoppedAt = NaN;
    let restartedAt: number | undefined;
    let backAt: number | undefined;
    if (PHASES.has('postgres')) {
      const restarts = cluster.output().split('PostgreSQL restarted').length;
      process.kill(cluster.listenerPid(DEFAULT_PORTS.postgres), 'SIGINT');
      stoppedAt = Date.now();
      for (const deadline = Date.now() + 120_000; backAt === undefined && Date.now() < deadline; await sleep(50)) {
        const status = await fetch(`${cluster.origin}/api/matrices`, { headers: { authorization: `Bearer ${token}` } }).then(
          async (res) => (await res.arrayBuffer(), res.status),
          () => 0,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (restartedAt === undefined && cluster.output().split('PostgreSQL restarted').length > restarts) restartedAt = Date.now();
        if (status === 200 && restartedAt !== undefined) backAt = Date.now();
      }
      if (restartedAt === undefined || backAt === undefined) throw new Error(`PostgreSQL restart: ${JSON.stringify([...statuses])}`);
    }

    const figures: TopologyFigures = {
      name,
      upSeconds,
      matrixSeconds: matrixRun.value,
      cellsPerSecond: (DOCUMENTS * COLUMNS) / matrixRun.value,
      idealCellsPerSecond: (workers * CONCURRENCY * 1000) / STUB_DELAY_MS,
      matrixCpu: matrixRun.cpuBusy,
      matrixLoad: matrixRun.load,
      pollRequests: latencies.length + pollFailed,
      pollFailed,
      pollP50: percentile(latencies, 50),
      pollP99: percentile(latencies, 99),
      pollCpu: pollRun.cpuBusy,
      pollLoad: pollRun.load,
      pollApiCpuMs,
      killedCells: victimCells.length,
      resumeSeconds,
      postgresDownSeconds: ((restartedAt ?? NaN) - stoppedAt) / 1000,
      apiBackMs: (backAt ?? NaN) - (restartedAt ?? NaN),
      postgresStatuses: [...statuses].map(([status, count]) => `${count}× ${status}`).join(', '),
    };
    console.log(`[${name}] ${JSON.stringify(figures)}`);
    return figures;
  } finally {
    await connection.close();
    const stopped = await cluster.stop();
    await stub.stop();
    if (stopped.survivors.length) console.warn(`[${name}] left running after Ctrl-C: ${stopped.survivors.join('; ')}`);
  }
}

function table(results: TopologyFigures[]): string {
  const pct = (value: number) => `${Math.round(value * 100)} %`;
  const rows: [string, (figures: TopologyFigures) => string, string?][] = [
    ['cluster up (start:cluster)', (f) => `${f.upSeconds.toFixed(0)} s`],
    [`matrix cells/s (${DOCUMENTS * COLUMNS} cells, ${STUB_DELAY_MS} ms stub, ${CONCURRENCY}/worker)`, (f) => `**${f.cellsPerSecond.toFixed(1)}** (${f.matrixSeconds.toFixed(1)} s; ideal ${f.idealCellsPerSecond.toFixed(1)})`, 'matrix'],
    ['  machine CPU busy / load during the matrix', (f) => `${pct(f.matrixCpu)} / ${f.matrixLoad.toFixed(1)}`, 'matrix'],
    [`push poll p50 / p99 (${POLL_CLIENTS} clients every 2 s, ${POLL_SECONDS} s)`, (f) => `${f.pollP50.toFixed(0)} / **${f.pollP99.toFixed(0)} ms** (${f.pollRequests} requests, ${f.pollFailed} failed)`, 'poll'],
    ['  machine CPU busy / load during the polling', (f) => `${pct(f.pollCpu)} / ${f.pollLoad.toFixed(1)}`, 'poll'],
    ['  API CPU a poll (all API processes, /proc)', (f) => `${f.pollApiCpuMs.toFixed(2)} ms`, 'poll'],
    ["killed worker's cells answered again", (f) => `**${f.resumeSeconds.toFixed(1)} s** (${f.killedCells} cells)`, 'kill'],
    ['PostgreSQL down (SIGINT → restarted)', (f) => `${f.postgresDownSeconds.toFixed(1)} s`, 'postgres'],
    ['API answering after PostgreSQL returned', (f) => `**${f.apiBackMs} ms** (${f.postgresStatuses})`, 'postgres'],
  ];
  const lines = [`| figure | ${results.map((r) => r.name).join(' | ')} |`, `| --- | ${results.map(() => '---').join(' | ')} |`];
  for (const [label, cell, phase] of rows) if (!phase || PHASES.has(phase)) lines.push(`| ${label} | ${results.map(cell).join(' | ')} |`);
  return lines.join('\n');
}

const topologies = (process.env.CLUSTER_BENCH_TOPOLOGIES ?? '1+1,2+2').split(',').map((each) => each.split('+').map(Number) as [number, number]);
const loadAtStart = loadavg().map((value) => value.toFixed(1)).join(' ');
const results: TopologyFigures[] = [];
for (const [apis, workers] of topologies) results.push(await benchTopology(apis, workers));
console.log(`\nbench:cluster on ${new Date().toISOString()}, load average at start ${loadAtStart}, at end ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`);
console.log(table(results));
process.exit(0);

/**
 * The page's main-thread tasks in a Chromium trace of P4's first page (`MATRIX_PAGE_BENCH_TRACE=/tmp/trace.json`), each
 * with its wall time and its CPU time (the trace's thread duration): on a loaded machine a task's wall time is mostly
 * waiting for a CPU, its CPU time is what the page's code costs. Tasks of at least 3 ms of CPU are listed with what
 * ran in them (script evaluation, React's render as a function call, forced style and layout, paint).
 *
 *   npx tsx bench/matrix/traceTasks.ts /tmp/trace.json [fromMs] [toMs]
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/** The events worth naming inside a long task. */
const INNER = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'Blink.ForcedStyleAndLayout.UpdateTime',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'ParseHTML',
  'MinorGC',
  'MajorGC',
]);

const [file, fromArg, toArg] = process.argv.slice(2);
if (!file) throw new Error('usage: traceTasks.ts trace.json [fromMs] [toMs]');
const parsed = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
const mainThreads = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map(thread));
// The page's renderer: the main thread that spent the most CPU in tasks.
const cpuByThread = new Map<string, number>();
for (const event of events) {
  if (event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(thread(event))) cpuByThread.set(thread(event), (cpuByThread.get(thread(event)) ?? 0) + (event.tdur ?? 0));
}
const main = [...cpuByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
if (!main) throw new Error('no renderer main thread in the trace');
const onMain = events.filter((event) => thread(event) === main && event.ph === 'X');
const origin = (events.find((event) => event.name === 'navigationStart' && thread(event) === main) ?? onMain[0]!).ts;
const from = Number(fromArg ?? 0) * 1000;
const to = Number(toArg ?? Infinity) * 1000;
const ms = (micros: number) => (micros / 1000).toFixed(1);
let cpu = 0;
let wall = 0;
for (const task of onMain.filter((event) => event.name === 'RunTask' && event.ts - origin >= from && event.ts - origin <= to)) {
  cpu += task.tdur ?? 0;
  wall += task.dur ?? 0;
  if ((task.tdur ?? 0) < 3000) continue;
  const end = task.ts + (task.dur ?? 0);
  const inner = new Map<string, { wall: number; cpu: number }>();
  for (const event of onMain) {
    if (event === task || !INNER.has(event.name) || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
    const sum = inner.get(event.name) ?? { wall: 0, cpu: 0 };
    sum.wall += event.dur ?? 0;
    sum.cpu += event.tdur ?? 0;
    inner.set(event.name, sum);
  }
  const parts = [...inner].map(([name, sum]) => `${name} ${ms(sum.wall)}/${ms(sum.cpu)}`).join(', ');
  console.log(`${ms(task.ts - origin).padStart(8)} ms  wall ${ms(task.dur ?? 0).padStart(6)}  cpu ${ms(task.tdur ?? 0).padStart(6)}  ${parts}`);
}
console.log(`main thread from ${fromArg ?? 0} ms: ${ms(cpu)} ms of CPU in tasks, ${ms(wall)} ms of wall time in tasks`);

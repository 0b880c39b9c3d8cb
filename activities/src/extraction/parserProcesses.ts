import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ExtractionError } from './ExtractionError';
import { DEFAULT_EXTRACTION_LIMITS, LIMIT_MESSAGES, type ExtractionLimits } from './limits';
import type { ParserMessage, ParserRequest, ParserTaskName, ParserTasks } from './parserTasks';

const PROCESS_ENTRY = fileURLToPath(new URL('./parserProcess.bootstrap.mjs', import.meta.url));
/**
 * The cap on writable memory is set by the shell before node starts (RLIMIT_DATA, `ulimit -d`, in KiB): unlike an
 * address-space cap it leaves V8's large PROT_NONE reservations alone and counts what is written, heap and buffers.
 */
const CAPPED_START = 'ulimit -d "$0" && exec "$@"';
const MIN_PROCESSES = 1;
const MAX_PROCESSES = 2;
/** A second process stays warm this long after its last file; the first stays (loading the parsers takes 1-25 s). */
const IDLE_PROCESS_MS = 5 * 60 * 1000;
/** Loading the parsers; a process not ready by then is stopped and the file fails (to be retried). */
const START_TIMEOUT_MS = 120_000;
/** A process that grew this much past its start is replaced after its file, so its memory goes back to the system. */
const RECYCLE_GROWTH_BYTES = 128 * 1024 * 1024;

type ProcessLimits = Pick<ExtractionLimits, 'maxHeapMb' | 'maxMemoryMb'>;
type Outcome = { kind: 'reply'; message: Exclude<ParserMessage, { ready: true }> } | { kind: 'timeout' } | { kind: 'died'; how: string };

/** One node process with its parsers loaded and its memory capped; it runs one task at a time. */
class ParserProcess {
  readonly exited: Promise<string>;
  readonly ready: Promise<number>;
  /** Resident memory once the parsers were loaded (undefined before). */
  readyResidentBytes: number | undefined;
  private readonly child: ChildProcess;
  private onReply?: (message: Exclude<ParserMessage, { ready: true }>) => void;
  private idleTimer?: NodeJS.Timeout;
  private nextId = 0;

  constructor(limits: ProcessLimits) {
    this.child = spawn(
      '/bin/sh',
      ['-c', CAPPED_START, String(limits.maxMemoryMb * 1024), process.execPath, `--max-old-space-size=${limits.maxHeapMb}`, PROCESS_ENTRY],
      { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], serialization: 'advanced' },
    );
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => resolve(signal ? `stopped by ${signal}` : `exited with ${code}`));
      this.child.once('error', (error) => resolve(`could not start: ${error.message}`));
    });
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: ParserMessage) => {
        if ('ready' in message) resolve(message.residentBytes);
        else this.onReply?.(message);
      });
      void this.exited.then((how) => reject(new Error(`The parser process ${how} before its parsers were loaded.`)));
    });
    // A rejection nobody awaits yet (a warm process that failed to start) is reported to the next task.
    this.ready.catch(() => undefined);
    this.hold(false);
  }

  /** Runs a task, waiting for the process to be ready first; the time limit counts from the task's start. */
  async run(task: Omit<ParserRequest, 'id'>, timeoutMs: number): Promise<Outcome> {
    this.hold(true);
    const id = ++this.nextId;
    try {
      const ready = await Promise.race([this.ready, new Promise<'late'>((resolve) => setTimeout(resolve, START_TIMEOUT_MS, 'late').unref())]);
      if (ready === 'late') {
        this.stop();
        throw new Error(`The parser process did not load its parsers within ${START_TIMEOUT_MS / 1000} s.`);
      }
      return await new Promise<Outcome>((resolve) => {
        const timer = setTimeout(() => {
          this.stop();
          resolve({ kind: 'timeout' });
        }, timeoutMs);
        const settle = (outcome: Outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        };
        this.onReply = (message) => message.id === id && settle({ kind: 'reply', message });
        void this.exited.then((how) => settle({ kind: 'died', how }));
        this.child.send({ ...task, id } satisfies ParserRequest, (error) => error && this.stop());
      });
    } finally {
      this.onReply = undefined;
      this.hold(false);
    }
  }

  /** A busy process keeps the worker's event loop alive; an idle one does not. */
  private hold(busy: boolean): void {
    if (busy) {
      this.child.ref();
      this.child.channel?.ref();
    } else {
      this.child.unref();
      this.child.channel?.unref();
    }
  }

  idleFor(ms: number, onIdle: () => void): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(onIdle, ms).unref();
  }

  busy(): void {
    clearTimeout(this.idleTimer);
  }

  /** Kills the process; it is held (ref) until its exit is seen, so whoever awaits `exited` gets it. */
  stop(): void {
    clearTimeout(this.idleTimer);
    this.child.ref();
    this.child.kill('SIGKILL');
  }
}

/** Up to MAX_PROCESSES parser processes of the same caps; one is kept warm. */
class ParserPool {
  private readonly idle: ParserProcess[] = [];
  private readonly waiting: ((process: ParserProcess) => void)[] = [];
  private readonly live = new Set<ParserProcess>();
  private closed = false;

  constructor(private readonly limits: ProcessLimits) {}

  private start(): ParserProcess {
    const started = new ParserProcess(this.limits);
    this.live.add(started);
    void started.ready.then((bytes) => (started.readyResidentBytes = bytes), () => undefined);
    void started.exited.then(() => {
      this.live.delete(started);
      const at = this.idle.indexOf(started);
      if (at >= 0) this.idle.splice(at, 1);
      if (this.closed) return;
      const next = this.waiting.shift();
      if (next) next(this.start());
      // The warm process is replaced once it has ended, unless it never started (that would only loop).
      else if (this.live.size < MIN_PROCESSES && started.readyResidentBytes !== undefined) this.park(this.start());
    });
    return started;
  }

  private acquire(): Promise<ParserProcess> {
    const idle = this.idle.pop();
    if (idle) {
      idle.busy();
      return Promise.resolve(idle);
    }
    if (this.live.size < MAX_PROCESSES) return Promise.resolve(this.start());
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private park(parked: ParserProcess): void {
    const next = this.waiting.shift();
    if (next) {
      next(parked);
      return;
    }
    this.idle.push(parked);
    parked.idleFor(IDLE_PROCESS_MS, () => {
      if (this.live.size > MIN_PROCESSES) parked.stop();
    });
  }

  async run<N extends ParserTaskName>(task: N, input: ParserTasks[N]['input'], limits: ExtractionLimits): Promise<ParserTasks[N]['result']> {
    if (this.closed) throw new Error('The parser processes are closed.');
    const parser = await this.acquire();
    let outcome: Outcome;
    try {
      outcome = await parser.run({ task, input, limits }, limits.timeoutMs);
    } catch (error) {
      parser.stop();
      throw error;
    }
    if (outcome.kind === 'timeout') throw new ExtractionError(LIMIT_MESSAGES.tooSlow(limits));
    // Past its memory cap a process is ended by V8 or the kernel (std::bad_alloc, SIGABRT, SIGKILL).
    if (outcome.kind === 'died') throw new ExtractionError(LIMIT_MESSAGES.tooMuchMemory(limits), { cause: new Error(`parser process ${outcome.how}`) });
    const { message } = outcome;
    const grown = message.residentBytes - (parser.readyResidentBytes ?? message.residentBytes) > RECYCLE_GROWTH_BYTES;
    if (grown || (!message.ok && message.outOfMemory)) parser.stop();
    else this.park(parser);
    if (message.ok) return message.result as ParserTasks[N]['result'];
    if (message.outOfMemory) throw new ExtractionError(LIMIT_MESSAGES.tooMuchMemory(limits), { cause: new Error(message.message) });
    throw message.userFacing ? new ExtractionError(message.message) : new Error(message.message);
  }

  close(): Promise<unknown> {
    this.closed = true;
    const exits = [...this.live].map((process) => {
      process.stop();
      return process.exited;
    });
    return Promise.all(exits);
  }
}

/** One pool per pair of caps: a process's caps are fixed when it starts. */
const pools = new Map<string, ParserPool>();

function poolFor(limits: ExtractionLimits): ParserPool {
  const key = `${limits.maxHeapMb}/${limits.maxMemoryMb}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new ParserPool({ maxHeapMb: limits.maxHeapMb, maxMemoryMb: limits.maxMemoryMb });
    pools.set(key, pool);
  }
  return pool;
}

/**
 * Runs a parser on a user's file in a separate process whose heap and whole writable memory are capped (buffers
 * outside the heap included), within the time limit: a hostile file fails with an ExtractionError naming the cap,
 * and whatever it made the parser allocate goes back to the system with that process, never to the worker's.
 */
export function runInParserProcess<N extends ParserTaskName>(
  task: N,
  input: ParserTasks[N]['input'],
  limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS,
): Promise<ParserTasks[N]['result']> {
  return poolFor(limits).run(task, input, limits);
}

/** Ends every parser process (the worker's stop). */
export async function closeParserProcesses(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.close()));
}

import { Piscina } from 'piscina';
import { ExtractionError } from './ExtractionError';
import type { ExtractTextInput } from './extractText';
import { DEFAULT_EXTRACTION_LIMITS, LIMIT_MESSAGES, type ExtractionLimits } from './limits';
import type { ExtractedDocument } from './types';

export type ExtractionThreadResult = { ok: true; document: ExtractedDocument } | { ok: false; message: string; userFacing: boolean };

const THREAD_ENTRY = new URL('./extractionThread.bootstrap.mjs', import.meta.url).href;
/**
 * A second thread stays warm this long after its last file; the first stays for the life of the pool (loading the
 * parsers in a new thread costs about a second on an idle machine and up to ~25 s on a loaded one).
 */
const IDLE_THREAD_MS = 5 * 60 * 1000;
const MIN_THREADS = 1;
const MAX_THREADS = 2;

/** One pool per heap cap: a thread's resource limits are fixed when it starts. */
const pools = new Map<number, Piscina>();
function poolFor(maxHeapMb: number): Piscina {
  let pool = pools.get(maxHeapMb);
  if (!pool) {
    pool = new Piscina({
      filename: THREAD_ENTRY,
      name: 'extractInThread',
      minThreads: MIN_THREADS,
      maxThreads: MAX_THREADS,
      idleTimeout: IDLE_THREAD_MS,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(maxHeapMb / 4)) },
    });
    // A task's own failure reaches its caller; an error between tasks (a thread that could not start) must not
    // take the worker process down: the pool starts another thread and the caller's time cap still holds.
    pool.on('error', () => undefined);
    pools.set(maxHeapMb, pool);
  }
  return pool;
}

function capFailure(error: unknown, limits: ExtractionLimits): unknown {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return new ExtractionError(LIMIT_MESSAGES.tooMuchMemory(limits), { cause: error });
  if (name === 'AbortError') return new ExtractionError(LIMIT_MESSAGES.tooSlow(limits), { cause: error });
  return error;
}

/**
 * `extractText` in a pool thread with a heap cap and a time cap, so a hostile file fails (ExtractionError naming
 * the cap) but cannot stall or bloat the process: a thread over its cap is stopped and its memory returned.
 * The translation helper calls this for translated files too.
 */
export async function extractTextWithinLimits(input: ExtractTextInput, limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS): Promise<ExtractedDocument> {
  let result: ExtractionThreadResult;
  try {
    result = (await poolFor(limits.maxHeapMb).run({ input, limits }, { signal: AbortSignal.timeout(limits.timeoutMs) })) as ExtractionThreadResult;
  } catch (error) {
    throw capFailure(error, limits);
  }
  if (result.ok) return result.document;
  throw result.userFacing ? new ExtractionError(result.message) : new Error(result.message);
}

/**
 * Starts the default pool's first thread and runs a tiny file through it, so the parsers are loaded before the
 * first real file arrives: the worker calls it at start (without waiting), and that thread then stays (minThreads).
 * Resolves with the milliseconds it took.
 */
export async function warmExtractionPool(limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS): Promise<number> {
  const started = performance.now();
  await extractTextWithinLimits({ bytes: new TextEncoder().encode('warm-up'), fileName: 'warm-up.txt' }, limits);
  return Math.round(performance.now() - started);
}

/** Ends every pool thread (the worker's stop; a thread kept warm would otherwise keep the process alive). */
export async function closeExtractionPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.destroy()));
}

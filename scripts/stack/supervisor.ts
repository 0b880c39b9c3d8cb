import type { RunningService } from './services';
import { tail } from './processes';

export interface SupervisorOptions {
  say(line: string): void;
  /** First wait before a restart; doubled after each quick death, up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A part that ran this long before dying is restarted after `minBackoffMs` again. */
  healthyAfterMs?: number;
  /**
   * Aborted when the whole stack stops (Ctrl-C): from then on a part that exits is neither restarted nor reported,
   * though its own `stop()` has not come yet (the terminal's signal reaches every part at once).
   */
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps a part running: when it dies it is named in the console with the end of its log and started again
 * after a backoff; only `stop()` (Ctrl-C) ends it for good. `launch` starts one instance (and may throw).
 */
export function supervise(first: RunningService, launch: () => Promise<RunningService>, options: SupervisorOptions): RunningService {
  const minBackoffMs = options.minBackoffMs ?? 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 30000;
  const healthyAfterMs = options.healthyAfterMs ?? 60000;
  let current: RunningService | undefined = first;
  let halted = false;
  const stopped = () => halted || options.signal?.aborted === true;
  let restarts = 0;

  const loop = async () => {
    let backoffMs = minBackoffMs;
    for (;;) {
      const startedAt = Date.now();
      const reason = current?.exited ? await current.exited : 'failed to start';
      if (stopped()) return;
      if (Date.now() - startedAt >= healthyAfterMs) backoffMs = minBackoffMs;
      options.say(`  ✗ ${first.name} exited (${reason}); restarting in ${(backoffMs / 1000).toFixed(1)} s`);
      if (first.logFile) options.say(tail(first.logFile, 10).replace(/^/gm, '    | '));
      await sleep(backoffMs);
      backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
      if (stopped()) return;
      try {
        current = await launch();
        if (stopped()) return await current.stop();
        restarts += 1;
        options.say(`  ✓ ${first.name} restarted (${restarts} restart${restarts === 1 ? '' : 's'} so far)`);
      } catch (error) {
        current = undefined;
        options.say(`  ✗ ${first.name} did not restart: ${(error as Error).message}`);
      }
    }
  };
  const supervising = loop();

  return {
    name: first.name,
    url: first.url,
    logFile: first.logFile,
    async stop() {
      halted = true;
      await current?.stop();
      await supervising;
    },
  };
}

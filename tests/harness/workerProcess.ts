import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../scripts/stack/paths';
import { spawnLogged, waitUntil, type ManagedProcess } from '../../scripts/stack/processes';

export interface WorkerProcess {
  process: ManagedProcess;
  pid: number;
  /** The worker's own log (stdout and stderr). */
  log(): string;
  /** SIGKILL: no drain, no goodbye to Temporal, like a crashed or OOM-killed process. Resolves when it is gone. */
  kill(): Promise<void>;
  /** SIGTERM and wait (a graceful stop). */
  stop(): Promise<void>;
}

const READY_LINE = 'worker polling task queue';

/**
 * The production worker entry (worker/src/worker.ts) as a child process of its own, as `npm start` runs it, so a
 * test can SIGKILL it. Node runs the file itself (`--import tsx`), not the tsx launcher: a SIGKILL then reaches the
 * process that runs the activities, not a parent that would leave it orphaned.
 */
export async function startWorkerProcess(options: { name: string; env: Record<string, string>; logsDir: string }): Promise<WorkerProcess> {
  const proc = spawnLogged(options.name, process.execPath, ['--import', 'tsx', path.join(projectRoot, 'worker/src/worker.ts')], {
    logsDir: options.logsDir,
    cwd: projectRoot,
    env: options.env,
  });
  const log = () => (readFileSync(proc.logFile, 'utf8').split(/^--- /m).at(-1) ?? '');
  await waitUntil(options.name, async () => log().includes(READY_LINE), { timeoutMs: 300000, process: proc });
  return {
    process: proc,
    pid: proc.child.pid!,
    log,
    async kill() {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
      proc.child.kill('SIGKILL');
      await proc.exited;
    },
    stop: () => proc.stop(),
  };
}

import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import type { RuntimeConfig } from '@arcline/shared';

export interface StartedWorker {
  worker: Worker;
  run: Promise<void>;
  stop(): Promise<void>;
}

/** One worker on its own connection, running until stop() drains it. Both the main and the matrix worker start here. */
export async function runWorker(
  config: RuntimeConfig,
  options: Omit<WorkerOptions, 'connection' | 'namespace'>,
): Promise<StartedWorker> {
  const connection = await NativeConnection.connect({ address: config.TEMPORAL_ADDRESS });
  // A prebuilt bundle carries its workflow interceptors already (workflowBundles.ts); the SDK would warn about them.
  const interceptors = options.workflowBundle && options.interceptors ? { ...options.interceptors, workflowModules: [] } : options.interceptors;
  const worker = await Worker.create({ connection, namespace: config.TEMPORAL_NAMESPACE, ...options, interceptors });
  const run = worker.run();
  return {
    worker,
    run,
    async stop() {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await run;
      await connection.close();
    },
  };
}

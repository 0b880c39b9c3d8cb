import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from '@temporalio/worker';
import pg from 'pg';
import { BlobServiceClient } from '@azure/storage-blob';
import { parseRuntimeConfig, type RuntimeConfig } from '@arcline/shared';
import { TASK_QUEUES } from '@arcline/shared/contracts';
import { createActivities, type ActivityDeps } from './index';
import { createAiProvider } from './ai';
import { startMatrixWorker } from './matrix/matrixWorker';
import { errorReportingWorkerOptions } from './errorReports/errorReportingWorkerOptions';
import { runWorker, type StartedWorker } from './runWorker';
import { createTranslator } from './translation';

export const workflowsPath = fileURLToPath(new URL('../../workflows/src/index.ts', import.meta.url));

/** Connects to Temporal and starts polling the main task queue with every workflow and activity. */
export function startWorker(config: RuntimeConfig, deps: ActivityDeps, options: Partial<WorkerOptions> = {}): Promise<StartedWorker> {
  return runWorker(config, {
    taskQueue: TASK_QUEUES.main,
    workflowsPath,
    activities: createActivities(deps),
    ...errorReportingWorkerOptions(config, deps.db),
    ...options,
  });
}

export function openContainer(config: RuntimeConfig) {
  return BlobServiceClient.fromConnectionString(config.AZURE_STORAGE_CONNECTION_STRING).getContainerClient(config.BLOB_CONTAINER);
}

async function main(): Promise<void> {
  const config = parseRuntimeConfig(process.env);
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
  const ai = createAiProvider(config, { db });
  const started = await startWorker(config, { db, blobs: openContainer(config), ai, translator: createTranslator(config) });
  const matrix = await startMatrixWorker(config, { db, ai });
  console.log(`worker polling task queues ${TASK_QUEUES.main} and ${TASK_QUEUES.matrix} on ${config.TEMPORAL_ADDRESS}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void Promise.all([started.stop(), matrix.stop()]));
  }
  await Promise.all([started.run, matrix.run]);
  await db.end();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

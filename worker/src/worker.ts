import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from '@temporalio/worker';
import pg from 'pg';
import { BlobServiceClient } from '@azure/storage-blob';
import { parseRuntimeConfig, type RuntimeConfig } from '@arcline/shared';
import { TASK_QUEUES } from '@arcline/shared/contracts';
import { createActivities, createSmtpTransport, type ActivityDeps, type MailTransport } from '@arcline/activities';
import { createAiProvider } from '@arcline/activities/ai';
import { createTranslator } from '@arcline/activities/translation';
import { closeExtractionPools, warmExtractionPool } from '@arcline/activities/extraction';
import { startMatrixWorker } from './matrixWorker';
import { errorReportingWorkerOptions } from './errorReportingWorkerOptions';
import { runWorker, type StartedWorker } from './runWorker';
import { workflowCode } from './workflowBundles';

export { workflowsPath } from './workflowBundles';

export interface StartedMainWorker extends StartedWorker {
  /**
   * The extraction pool's warm-up, started with the worker so the first file does not wait for the parsers to load:
   * its milliseconds, or the error (the worker runs anyway; the first file then loads them).
   */
  extractionPoolWarm: Promise<number | Error>;
}

/**
 * Connects to Temporal and starts polling the main task queue with every workflow and activity; meanwhile the
 * extraction pool's parser process is started and its parsers loaded. Mail goes through SMTP_URL unless `deps.mail` is
 * given. stop() also ends the parser processes and the SMTP transport.
 */
export async function startWorker(
  config: RuntimeConfig,
  deps: Omit<ActivityDeps, 'mail'> & { mail?: MailTransport },
  options: Partial<WorkerOptions> = {},
): Promise<StartedMainWorker> {
  const mail = deps.mail ?? createSmtpTransport(config);
  const extractionPoolWarm = warmExtractionPool().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  const started = await runWorker(config, {
    taskQueue: TASK_QUEUES.main,
    ...workflowCode(config, 'main'),
    activities: createActivities({ ...deps, mail }),
    ...errorReportingWorkerOptions(config, deps.db),
    ...options,
  });
  return {
    ...started,
    extractionPoolWarm,
    async stop() {
      await started.stop();
      await extractionPoolWarm;
      await closeExtractionPools();
      mail.close();
    },
  };
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
  void started.extractionPoolWarm.then((outcome) =>
    outcome instanceof Error ? console.error('extraction pool warm-up failed', outcome) : console.log(`extraction pool warm in ${outcome} ms`),
  );
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

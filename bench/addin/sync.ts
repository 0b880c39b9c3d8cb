/**
 * P3, the Word add-in's document sync: a 2,000-paragraph document (real contract text) synced by the production sync
 * engine (in-memory Word host, the app's API client and push poller, the spec's intervals) to the real API, worker,
 * PostgreSQL, Temporal and Azurite; then single paragraphs edited. Prints the full sync (time, bytes) and, per edit,
 * the time from the edit to the server's index holding it and the bytes sent compared with a full upload.
 *
 *   npx tsx bench/addin/sync.ts            # 2,000 paragraphs, 10 edits
 *   ADDIN_BENCH_PARAGRAPHS=5000 ADDIN_BENCH_EDITS=20 npx tsx bench/addin/sync.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { azuriteConnectionString, parseRuntimeConfig } from '@arcline/shared';
import { openContainer, startWorker } from '@arcline/worker';
import { createAiProvider } from '@arcline/activities/ai';
import { createTranslator } from '@arcline/activities/translation';
import { startApi } from '../../api/src/server';
import { buildUser } from '../../tests/harness/factories';
import { freePort } from '../../scripts/stack/processes';
import { startAzurite } from '../../scripts/stack/services';
import { runSyncScenario } from '../../addin/src/sync/testing/syncScenario';
import { startBenchStack } from '../matrix/benchStack';

const PARAGRAPHS = Number(process.env.ADDIN_BENCH_PARAGRAPHS ?? 2000);
const EDITS = Number(process.env.ADDIN_BENCH_EDITS ?? 10);
const CHANGE_TRACKER_CYCLE_MS = 1500;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const bytes = (value: number) => `${value.toLocaleString('en')} B`;

async function main(): Promise<void> {
  console.log(`Load average at start ${loadavg()[0]!.toFixed(2)} on ${availableParallelism()} CPUs; ${PARAGRAPHS} paragraphs, ${EDITS} edits.`);
  const stack = await startBenchStack();
  const blobPort = await freePort();
  const azurite = await startAzurite({ port: blobPort });
  const config = parseRuntimeConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(await freePort()),
    DATABASE_URL: stack.databaseUrl,
    TEMPORAL_ADDRESS: stack.temporalAddress,
    AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(blobPort),
    BLOB_CONTAINER: 'arcline-bench',
  });
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4 });
  const api = await startApi(config, { serveWeb: false });
  const blobs = openContainer(config);
  await blobs.createIfNotExists();
  const worker = await startWorker(config, { db, blobs, ai: createAiProvider(config, { db }), translator: createTranslator(config) });
  try {
    const { user } = await buildUser();
    const token = await api.tokens.openSession(user);
    const chunks = `from text_chunks where user_id = $1 and source_type = 'document' and source_id = $2`;
    const result = await runSyncScenario({
      apiUrl: api.url,
      token,
      paragraphCount: PARAGRAPHS,
      edits: EDITS,
      // Edits land at evenly spread moments of the change tracker's cycle.
      pauseBeforeEditMs: (edit) => 1000 + Math.round((edit / EDITS) * CHANGE_TRACKER_CYCLE_MS),
      indexedPartCount: async (documentId) => (await db.query<{ n: number }>(`select count(*)::int as n ${chunks}`, [user.id, documentId])).rows[0]?.n ?? 0,
      indexHolds: async (documentId, text) => ((await db.query(`select 1 ${chunks} and content = $3`, [user.id, documentId, text])).rowCount ?? 0) > 0,
    });
    const times = result.editToIndexMs;
    const ratios = result.editUploadBytes.map((sent) => result.fullUploadBytes / sent);
    console.log(`Full sync of ${PARAGRAPHS} paragraphs: ${ms(result.fullSyncMs)} from start to the index holding every part, ${bytes(result.fullUploadBytes)} uploaded.`);
    console.log(`Edit -> index holds it (${EDITS} edits): p50 ${ms(percentile(times, 50))}, p90 ${ms(percentile(times, 90))}, max ${ms(Math.max(...times))} (goal <= 2,000 ms).`);
    console.log(
      `Bytes per edit: ${bytes(percentile(result.editUploadBytes, 50))} median (max ${bytes(Math.max(...result.editUploadBytes))}), ` +
        `${Math.round(Math.min(...ratios)).toLocaleString('en')}x to ${Math.round(Math.max(...ratios)).toLocaleString('en')}x fewer than a full upload (goal >= 100x).`,
    );
  } finally {
    await worker.stop();
    await api.close();
    await db.end();
    await azurite.stop();
    await stack.stop();
  }
}

await main();

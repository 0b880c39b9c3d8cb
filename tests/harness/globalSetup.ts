import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import type { TestProject } from 'vitest/node';
import { azuriteConnectionString, parseRuntimeConfig } from '@arcline/shared';
import { openContainer, startWorker } from '@arcline/worker';
import type { StartedWorker } from '@arcline/worker/runWorker';
import { createAiProvider } from '@arcline/activities/ai';
import { createTranslator } from '@arcline/activities/translation';
import { startMatrixWorker } from '@arcline/worker/matrixWorker';
import { ensureTemporalCli } from '../../scripts/stack/temporalCli';
import { freePort } from '../../scripts/stack/processes';
import {
  startAzurite,
  startEmbeddedPostgres,
  startIdentityProvider,
  startMaildev,
  startTemporalDevServer,
  type RunningService,
} from '../../scripts/stack/services';
import type { StackEnv } from './stackEnv';

/**
 * Boots the real dependencies once for the integration project: embedded PostgreSQL (or TEST_DATABASE_URL),
 * Azurite in memory, a headless Temporal dev server, the local identity provider, MailDev, and one worker with the
 * production activities.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'arcline-test-'));
  chmodSync(root, 0o755); // embedded PostgreSQL runs as `postgres` when the tests run as root
  const logsDir = path.join(root, 'logs');
  const services: RunningService[] = [];

  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    const postgres = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), port: await freePort(), logsDir, persistent: false });
    services.push(postgres);
    databaseUrl = postgres.databaseUrl;
  }
  const blobPort = await freePort();
  services.push(await startAzurite({ port: blobPort, logsDir }));
  const temporal = await startTemporalDevServer({ cli: ensureTemporalCli(), port: await freePort(), logsDir });
  services.push(temporal);
  // Each test file starts its API on a random port, so the identity provider registers the API's callback and
  // /logout on http://127.0.0.1 and accepts them on any port (RFC 8252 loopback rule, `anyLoopbackPort`):
  // an API whose PUBLIC_URL is http://127.0.0.1:<its port> can sign in through it.
  const identityProvider = await startIdentityProvider({
    issuer: `http://127.0.0.1:${await freePort()}`,
    env: { PUBLIC_URL: 'http://127.0.0.1' },
    logsDir,
    anyLoopbackPort: true,
  });
  services.push(identityProvider);

  // The worker sends the mail (send-email/{id}), so the one MailDev is the stack's, shared by the test files.
  const [smtpPort, mailInboxPort] = [await freePort(), await freePort()];
  services.push(await startMaildev({ smtpPort, webPort: mailInboxPort, logsDir }));

  const stackEnv: StackEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATABASE_URL: databaseUrl,
    AZURE_STORAGE_CONNECTION_STRING: azuriteConnectionString(blobPort),
    TEMPORAL_ADDRESS: temporal.address,
    BLOB_CONTAINER: 'arcline-test',
    OIDC_ISSUER: identityProvider.url,
    LOGS_DIR: logsDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_INBOX_URL: `http://127.0.0.1:${mailInboxPort}`,
  };
  const config = parseRuntimeConfig(stackEnv);
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 5 });
  const blobs = openContainer(config);
  await blobs.createIfNotExists();
  const ai = createAiProvider(config, { db });
  const worker: StartedWorker = await startWorker(config, { db, blobs, ai, translator: createTranslator(config) });
  const matrixWorker: StartedWorker = await startMatrixWorker(config, { db, ai });
  project.provide('stackEnv', stackEnv);
  // The worker above runs in this process: tests that watch its resident memory read it by this pid.
  project.provide('workerPid', process.pid);

  return async () => {
    await Promise.all([worker.stop(), matrixWorker.stop()]);
    await db.end();
    for (const service of services.reverse()) await service.stop().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  };
}

import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureTemporalCli } from '../../scripts/stack/temporalCli';
import { freePort } from '../../scripts/stack/processes';
import { startEmbeddedPostgres, startTemporalDevServer, type RunningService } from '../../scripts/stack/services';

export interface BenchStack {
  databaseUrl: string;
  temporalAddress: string;
  stop(): Promise<void>;
}

/** A throw-away PostgreSQL and Temporal dev server (in memory), like the test harness boots. */
export async function startBenchStack(): Promise<BenchStack> {
  const root = mkdtempSync(path.join(tmpdir(), 'arcline-bench-'));
  chmodSync(root, 0o755); // embedded PostgreSQL runs as `postgres` when we run as root
  const logsDir = path.join(root, 'logs');
  const services: RunningService[] = [];
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), port: await freePort(), logsDir, persistent: false });
  services.push(postgres);
  const temporal = await startTemporalDevServer({ cli: ensureTemporalCli(), port: await freePort(), logsDir });
  services.push(temporal);
  return {
    databaseUrl: postgres.databaseUrl,
    temporalAddress: temporal.address,
    async stop() {
      for (const service of services.reverse()) await service.stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureTemporalCli } from '../../scripts/stack/temporalCli';
import { freePort } from '../../scripts/stack/processes';
import { startEmbeddedPostgres, startTemporalDevServer, type RunningService } from '../../scripts/stack/services';

export interface BenchStack {
  databaseUrl: string;
  temporalAddress: string;
  /** The dev server's process, to read its CPU time; undefined where /proc is missing. */
  temporalPid: number | undefined;
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
  const temporalPort = await freePort();
  const temporal = await startTemporalDevServer({ cli: ensureTemporalCli(), port: temporalPort, logsDir });
  services.push(temporal);
  return {
    databaseUrl: postgres.databaseUrl,
    temporalAddress: temporal.address,
    temporalPid: pidOf(['start-dev', '--port', String(temporalPort)]),
    async stop() {
      for (const service of services.reverse()) await service.stop().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The process whose command line holds all the given arguments (read from /proc). */
function pidOf(args: string[]): number | undefined {
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.every((arg) => commandLine.includes(arg))) return Number(entry);
    }
  } catch {
    return undefined;
  }
  return undefined;
}

import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SEARCH_ATTRIBUTES } from '@arcline/shared/contracts';
import { cacheDir, logsDir as defaultLogsDir } from './paths';
import { findGo } from './temporalCli';
import { isPortOpen, spawnLogged, waitUntil, assertPortFree, StartupError } from './processes';
import { service, type RunningService } from './services';

/**
 * The real Temporal server, built from the Go module proxy like the CLI. v1.29.1 is the release the CLI v1.5.1 embeds,
 * so every module it needs is one the proxy served for the CLI already; its go.mod has no `replace` directive, and
 * `temporal-sql-tool` (cmd/tools/sql) of the same module carries the PostgreSQL schemas inside (`--schema-name`).
 */
export const TEMPORAL_SERVER_VERSION = 'v1.29.1';
/** The UI server the CLI v1.5.1 embeds; on its own it can point at any frontend. */
export const TEMPORAL_UI_SERVER_VERSION = 'v2.42.1';

export interface TemporalServerBinaries {
  server: string;
  sqlTool: string;
  uiServer: string;
}

/** Builds (first run only, about 5 minutes on 2 cores) or finds the server, its SQL tool and the UI server in the cache. */
export function ensureTemporalServer(log: (line: string) => void = console.log): TemporalServerBinaries {
  const serverBin = path.join(cacheDir, 'temporal-server', TEMPORAL_SERVER_VERSION);
  const uiBin = path.join(cacheDir, 'temporal-ui-server', TEMPORAL_UI_SERVER_VERSION);
  const binaries = { server: path.join(serverBin, 'server'), sqlTool: path.join(serverBin, 'sql'), uiServer: path.join(uiBin, 'server') };
  const build = (gobin: string, packages: string[]) => {
    const go = findGo();
    mkdirSync(gobin, { recursive: true });
    log(`Building ${packages.join(' ')} from the Go module proxy into ${gobin} (first run only, a few minutes)...`);
    execFileSync(go, ['install', ...packages], { env: { ...process.env, GOBIN: gobin, GOFLAGS: '-buildvcs=false' }, stdio: 'inherit' });
  };
  if (!existsSync(binaries.server) || !existsSync(binaries.sqlTool)) {
    build(serverBin, [`go.temporal.io/server/cmd/server@${TEMPORAL_SERVER_VERSION}`, `go.temporal.io/server/cmd/tools/sql@${TEMPORAL_SERVER_VERSION}`]);
  }
  if (!existsSync(binaries.uiServer)) build(uiBin, [`github.com/temporalio/ui-server/v2/cmd/server@${TEMPORAL_UI_SERVER_VERSION}`]);
  return binaries;
}

export interface PostgresEndpoint {
  host: string;
  port: number;
  user: string;
  password: string;
}

export const TEMPORAL_DATABASES = { persistence: 'temporal', visibility: 'temporal_visibility' } as const;

/** A child process run to its end without blocking the launcher (which starts other parts meanwhile). */
const run = promisify(execFile);

/**
 * Creates Temporal's two databases with `temporal-sql-tool` the first time, then brings both schemas to the version this
 * server needs (`update-schema` is a no-op when they are current), as Temporal's own auto-setup does.
 */
export async function setupTemporalSchemas(sqlTool: string, db: PostgresEndpoint, logFile: string): Promise<void> {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const admin = new pg.Client({ host: db.host, port: db.port, user: db.user, password: db.password, database: 'postgres' });
  await admin.connect();
  const existing = await admin.query<{ datname: string }>('select datname from pg_database');
  await admin.end();
  const present = new Set(existing.rows.map((row) => row.datname));
  const common = ['--plugin', 'postgres12', '--ep', db.host, '--port', String(db.port), '--user', db.user, '--password', db.password];
  const runSqlTool = async (database: string, args: string[]) => {
    try {
      const { stdout } = await run(sqlTool, [...common, '--db', database, ...args], { encoding: 'utf8' });
      writeFileSync(logFile, stdout, { flag: 'a' });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      writeFileSync(logFile, `${failed.stdout ?? ''}${failed.stderr ?? ''}`, { flag: 'a' });
      throw new StartupError('Temporal schema setup', logFile, `temporal-sql-tool ${args[0]} on ${database} failed`);
    }
  };
  // The two databases are independent: set up side by side.
  await Promise.all(
    (
      [
        [TEMPORAL_DATABASES.persistence, 'postgresql/v12/temporal'],
        [TEMPORAL_DATABASES.visibility, 'postgresql/v12/visibility'],
      ] as const
    ).map(async ([database, schema]) => {
      if (!present.has(database)) {
        await runSqlTool(database, ['create-database']);
        await runSqlTool(database, ['setup-schema', '--version', '0.0']);
      }
      await runSqlTool(database, ['update-schema', '--schema-name', schema]);
    }),
  );
}

/** The services of one Temporal cluster, each its own process (the `worker` service runs Temporal's system workflows). */
export const TEMPORAL_SERVICES = ['history', 'matching', 'frontend', 'worker'] as const;
export type TemporalServiceName = (typeof TEMPORAL_SERVICES)[number];

export interface TemporalClusterPorts {
  frontend: number;
  history: number;
  matching: number;
  worker: number;
  /** membership (ringpop) ports are the gRPC ports + this offset */
  membershipOffset: number;
  ui: number;
}

/** The default ports of a Temporal cluster: the frontend where `npm start`'s dev server listens, the UI where its UI does. */
export const DEFAULT_TEMPORAL_CLUSTER_PORTS: TemporalClusterPorts = {
  frontend: 7233,
  history: 7234,
  matching: 7235,
  worker: 7239,
  membershipOffset: -300,
  ui: 8233,
};

/** Writes the server's config (config/cluster.yaml under `root`) and a dynamic config beside it. */
export function writeTemporalServerConfig(root: string, db: PostgresEndpoint, ports: TemporalClusterPorts): void {
  const configDir = path.join(root, 'config');
  mkdirSync(configDir, { recursive: true });
  const datastore = (database: string, maxConns: number) => `
      sql:
        pluginName: postgres12
        databaseName: ${database}
        connectAddr: "${db.host}:${db.port}"
        connectProtocol: tcp
        user: ${db.user}
        password: "${db.password}"
        maxConns: ${maxConns}
        maxIdleConns: ${maxConns}
        maxConnLifetime: 1h`;
  const serviceBlock = (name: TemporalServiceName) => `
  ${name}:
    rpc:
      grpcPort: ${ports[name]}
      membershipPort: ${ports[name] + ports.membershipOffset}
      bindOnLocalHost: true`;
  const dynamicConfig = path.join(configDir, 'dynamicconfig.yaml');
  writeFileSync(
    path.join(configDir, 'cluster.yaml'),
    `# Written by scripts/stack/temporalServer.ts at every start of \`npm run start:cluster\`.
log:
  stdout: true
  level: warn
persistence:
  defaultStore: postgres-default
  visibilityStore: postgres-visibility
  numHistoryShards: 4
  datastores:
    postgres-default:${datastore(TEMPORAL_DATABASES.persistence, 20)}
    postgres-visibility:${datastore(TEMPORAL_DATABASES.visibility, 4)}
global:
  membership:
    maxJoinDuration: 30s
    broadcastAddress: 127.0.0.1
services:${TEMPORAL_SERVICES.map(serviceBlock).join('')}
clusterMetadata:
  enableGlobalNamespace: false
  failoverVersionIncrement: 10
  masterClusterName: active
  currentClusterName: active
  clusterInformation:
    active:
      enabled: true
      initialFailoverVersion: 1
      rpcName: frontend
      rpcAddress: "127.0.0.1:${ports.frontend}"
dcRedirectionPolicy:
  policy: noop
dynamicConfigClient:
  filepath: ${JSON.stringify(dynamicConfig)}
  pollInterval: 10s
`,
  );
  // Search attributes registered a moment ago are usable at once on every frontend (the test harness starts workflows
  // with them right after registering).
  writeFileSync(dynamicConfig, 'system.forceSearchAttributesCacheRefreshOnRead:\n  - value: true\n    constraints: {}\n');
}

/** Starts one Temporal service as its own process, ready when its gRPC port accepts connections. */
export async function startTemporalService(options: {
  server: string;
  root: string;
  name: TemporalServiceName;
  ports: TemporalClusterPorts;
  logsDir?: string;
}): Promise<RunningService> {
  // The internal worker serves no gRPC: it is up once it listens for the cluster's membership (ringpop).
  const port = options.name === 'worker' ? options.ports.worker + options.ports.membershipOffset : options.ports[options.name];
  await assertPortFree(`Temporal ${options.name}`, port);
  const args = ['--root', options.root, '--config', 'config', '--env', 'cluster', '--allow-no-auth', 'start', '--service', options.name];
  const proc = spawnLogged(`temporal-${options.name}`, options.server, args, { logsDir: options.logsDir ?? defaultLogsDir });
  await waitUntil(`Temporal ${options.name}`, () => isPortOpen(port), { timeoutMs: 120000, process: proc });
  return service(`Temporal ${options.name}`, `127.0.0.1:${options.ports[options.name]}`, proc);
}

/**
 * Registers the `default` namespace (Temporal's auto-setup does this in the compose file) and Arcline's search
 * attributes through the frontend with the CLI; both are left alone when they exist.
 */
export async function registerNamespace(options: { cli: string; address: string; namespace: string; logFile: string }): Promise<void> {
  const cli = async (args: string[]) => (await run(options.cli, [...args, '--address', options.address], { encoding: 'utf8' })).stdout;
  // The frontend answers before history and matching have joined the ring, and knows a new namespace only after its
  // registry refreshes (up to 10 s): retried until then.
  const retrying = async <T>(what: string, attempt: () => Promise<T>): Promise<T> => {
    const deadline = Date.now() + 120000;
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        if (Date.now() > deadline) {
          writeFileSync(options.logFile, String((error as { stderr?: string }).stderr ?? error), { flag: 'a' });
          throw new StartupError('Temporal namespace', options.logFile, what);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  await retrying(`could not create ${options.namespace}`, async () => {
    try {
      await cli(['operator', 'namespace', 'describe', '--namespace', options.namespace]);
    } catch {
      await cli(['operator', 'namespace', 'create', '--namespace', options.namespace, '--retention', '72h']);
    }
  });
  const existing = await retrying(`${options.namespace} not usable`, () => cli(['operator', 'search-attribute', 'list', '--namespace', options.namespace]));
  for (const name of Object.values(SEARCH_ATTRIBUTES)) {
    if (new RegExp(`\\b${name}\\b`).test(existing)) continue;
    await cli(['operator', 'search-attribute', 'create', '--namespace', options.namespace, '--name', name, '--type', 'Keyword']);
  }
}

/** The Temporal Web UI server (github.com/temporalio/ui-server) pointed at the cluster's frontend. */
export async function startTemporalUi(options: { uiServer: string; root: string; frontend: string; port: number; logsDir?: string }): Promise<RunningService> {
  await assertPortFree('Temporal UI', options.port);
  const configDir = path.join(options.root, 'ui-config');
  mkdirSync(configDir, { recursive: true });
  writeFileSync(
    path.join(configDir, 'cluster.yaml'),
    `temporalGrpcAddress: "${options.frontend}"
host: 127.0.0.1
port: ${options.port}
enableUi: true
defaultNamespace: default
cors:
  allowOrigins:
    - "http://localhost:${options.port}"
`,
  );
  const args = ['--root', options.root, '--config', 'ui-config', '--env', 'cluster', 'start'];
  const proc = spawnLogged('temporal-ui', options.uiServer, args, { logsDir: options.logsDir ?? defaultLogsDir });
  await waitUntil('Temporal UI', () => isPortOpen(options.port), { timeoutMs: 30000, process: proc });
  return service('Temporal UI', `http://localhost:${options.port}`, proc);
}

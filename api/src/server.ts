import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Sequelize } from 'sequelize';
import type { Client } from '@temporalio/client';
import { parseRuntimeConfig, type RuntimeConfig } from '@arcline/shared';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createLogger } from './logger';
import { createSequelize } from './db/sequelize';
import { migrate } from './db/migrate';
import { bindApiDatabase } from './db/apiDatabase';
import { connectTemporal } from './temporal';
import { userActionWorkflowInterceptor } from './userActionWorkflows';
import { openBlobContainer } from './blobs';
import { mountWeb } from './web';
import { ensureSchedules } from './schedules';
import { TokenService } from './auth/tokens';
import { createQueuedMailer } from './mail/mailer';
import { seedDemoData } from './db/seed';
import { grantConfiguredSuperUsers } from './commands/accounts/superUsers';
import type { AuthRateLimits } from './middlewares/rateLimit';

export interface RunningApi {
  url: string;
  /** The Express app, for tests that read its route table. */
  app: Express;
  server: Server;
  sequelize: Sequelize;
  tokens: TokenService;
  /** The API's own Temporal client, for tests and scripts that inspect workflows. */
  temporal: Client;
  close(): Promise<void>;
}

export interface StartApiOptions {
  serveWeb?: boolean;
  /** Tests pass their own logger (to read what is logged) and small rate limits. */
  logger?: Logger;
  authRateLimits?: AuthRateLimits;
}

/** Migrates the database, connects to Temporal and blob storage, and listens. */
export async function startApi(config: RuntimeConfig, options: StartApiOptions = {}): Promise<RunningApi> {
  const logger = options.logger ?? createLogger(config, 'api');
  const sequelize = createSequelize(config.DATABASE_URL, logger);
  bindApiDatabase(sequelize);
  const applied = await migrate(sequelize);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (config.SEED_DEMO_DATA) await seedDemoData(sequelize, config);
  const superUsers = await grantConfiguredSuperUsers(sequelize, config);
  if (superUsers.length > 0) logger.info({ superUsers }, 'super users granted from SUPER_USER_EMAILS');
  const temporal = await connectTemporal(config, [userActionWorkflowInterceptor(logger, sequelize)]);
  const blobs = await openBlobContainer(config);
  await ensureSchedules(temporal.client);
  const tokens = new TokenService(config.JWT_SECRET, sequelize);
  const mailer = createQueuedMailer({ sequelize, temporal: temporal.client });
  const app = createApp({ config, logger, sequelize, temporal, blobs, tokens, mailer, authRateLimits: options.authRateLimits });
  const closeWeb = options.serveWeb === false ? async () => undefined : await mountWeb(app, { config, logger, sequelize, tokens });

  // HTTPS first: on a machine's first start it makes the development certificates (seconds of key generation), and
  // whoever waits for the API's health on plain HTTP (npm start's "up", the first-run check) must find both ready.
  const httpsServer = config.ADDIN_HTTPS ? await (await import('./addin/addinHttps')).listenAddinHttps(app, config.ADDIN_HTTPS_PORT) : undefined;
  if (httpsServer) logger.info({ port: config.ADDIN_HTTPS_PORT, url: config.ADDIN_PUBLIC_URL }, 'add-in HTTPS listening');
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.PORT, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port }, 'api listening');
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    server,
    sequelize,
    tokens,
    temporal: temporal.client,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      if (httpsServer) {
        await new Promise<void>((resolve) => httpsServer.close(() => resolve()));
        httpsServer.closeAllConnections();
      }
      await closeWeb();
      mailer.close();
      await temporal.connection.close();
      await sequelize.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = parseRuntimeConfig(process.env);
  startApi(config)
    .then((api) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => void api.close().then(() => process.exit(0)));
      }
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

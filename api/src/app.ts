import compression from 'compression';
import express, { Router, type Express, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import type { ContainerClient } from '@azure/storage-blob';
import type { RuntimeConfig } from '@arcline/shared';
import type { TemporalHandle } from './temporal';
import type { TokenService } from './auth/tokens';
import type { Mailer } from './mail/mailer';
import type { AuthRateLimits } from './middlewares/rateLimit';
import { authenticate } from './middlewares/authenticate';
import { wellFormedInput } from './middlewares/wellFormedInput';
import { configurationRouter } from './routes/configuration/configuration.router';
import { pushNotificationsRouter } from './routes/push-notifications/pushNotifications.router';
import { attachmentsRouter } from './routes/attachments/attachments.router';
import { aiRouter } from './routes/ai/ai.router';
import { addinManifestRouter } from './addin/addinManifestRouter';
import { matricesRouter } from './routes/matrices/matrices.router';
import { matrixQueriesRouter } from './routes/matrix-queries/matrixQueries.router';
import { engagementRouter } from './routes/engagement/engagement.router';
import { translateRouter } from './routes/translate/translate.router';
import { requestLogger } from './middlewares/requestLogger';
import { userActionContext } from './middlewares/userActionContext';
import { adminRouter } from './routes/admin/admin.router';
import { adminPlaybooksRouter, playbooksRouter } from './routes/playbooks/playbooks.router';
import { errorHandler, notFoundHandler } from './middlewares/errorHandler';
import { healthRouter } from './routes/health/health.router';
import { testRouter } from './routes/test/test.router';
import { accountsRouter } from './routes/auth/accounts.router';
import { oidcRouter } from './routes/auth/oidc.router';
import { errorReportsRouter } from './routes/error-reports/errorReports.router';
import { errorReportTunnel } from './routes/error-reports/errorReportTunnel';
import { superUserRouter } from './routes/super-user/superUser.router';
import { sequelizeSql } from './db/sequelizeSql';
import type { ErrorReportSinkDeps } from '@arcline/shared/errorReports/ingestEnvelope';
import { createServerErrorReporter } from '@arcline/shared/errorReports/serverErrorReporter';
import { securityHeaders } from './security/securityHeaders';

export interface AppDeps {
  config: RuntimeConfig;
  logger: Logger;
  sequelize: Sequelize;
  temporal: TemporalHandle;
  blobs: ContainerClient;
  tokens: TokenService;
  mailer: Mailer;
  /** Brute-force limits of the account calls; production defaults when absent. */
  authRateLimits?: AuthRateLimits;
}

/** The Express app with every /api route; the web app is mounted after it by the server. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.TRUST_PROXY);
  // First: every answer, the API's and the web app's, an error or a redirect, carries them.
  app.use(securityHeaders(app, deps.config, deps.blobs.url));
  // Every answer (the API's JSON and the web app's files) gzip-compressed when the client accepts it; an event
  // stream would be held back by the compressor's buffer, so it is left alone.
  app.use(compression({ filter: compressible }));

  const errorReportSink: ErrorReportSinkDeps = {
    sql: sequelizeSql(deps.sequelize),
    forwardDsn: deps.config.SENTRY_DSN,
    fetch: (input, init) => fetch(input, init),
    now: () => new Date(),
    logError: (message, error) => deps.logger.error({ err: error }, message),
  };

  const api = Router();
  api.use(errorReportTunnel({ sink: errorReportSink, authenticate: authenticate(deps.tokens), sequelize: deps.sequelize }));
  api.use(express.json({ limit: '25mb' }));
  api.use(wellFormedInput);
  api.use(healthRouter(deps));
  api.use('/auth', accountsRouter(deps));
  api.use('/auth', oidcRouter(deps));
  // Everything below needs a signed-in user.
  api.use(authenticate(deps.tokens));
  api.use(userActionContext);
  api.use(configurationRouter(deps));
  api.use(testRouter(deps));
  api.use(pushNotificationsRouter(deps));
  api.use(attachmentsRouter(deps));
  api.use(aiRouter(deps));
  api.use(matricesRouter(deps));
  api.use(matrixQueriesRouter(deps));
  api.use(engagementRouter(deps));
  api.use(translateRouter(deps));
  api.use(playbooksRouter(deps));
  api.use('/admin/playbooks', adminPlaybooksRouter(deps));
  api.use('/admin', adminRouter(deps));
  api.use(errorReportsRouter({ sink: errorReportSink, config: deps.config }));
  api.use(superUserRouter(deps));
  api.use(notFoundHandler);
  api.use(
    errorHandler(
      createServerErrorReporter(errorReportSink, {
        source: 'api',
        environment: deps.config.SENTRY_ENVIRONMENT,
        release: deps.config.SENTRY_RELEASE,
      }),
    ),
  );

  app.use('/api', requestLogger(deps.logger), api);
  app.use(addinManifestRouter(deps.config));
  return app;
}

function compressible(req: Request, res: Response): boolean {
  if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) return false;
  return compression.filter(req, res);
}

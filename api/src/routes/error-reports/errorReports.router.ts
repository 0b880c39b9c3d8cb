import express, { Router, type RequestHandler } from 'express';
import { ERROR_REPORTING_LIMITS, type RuntimeConfig } from '@arcline/shared';
import { errorReportStore } from '@arcline/shared/data';
import { ingestEnvelope, MalformedEnvelopeError, type ErrorReportSinkDeps } from '@arcline/shared/errorReports/ingestEnvelope';
import { currentUser } from '../../middlewares/authenticate';
import { NotFoundError, ValidationError } from '../../errors';
import { presentErrorReport } from '../../presenters/errorReport';
import { respond } from '../../respond';

/**
 * `POST /api/error-reports/tunnel`: the Sentry SDKs' tunnel (a Sentry envelope as the raw body, at most
 * ERROR_REPORTING_LIMITS.maxEnvelopeBytes). Signed-in callers only: the event is kept under the caller's company
 * and user, whatever the envelope claims, and nobody outside can fill the table or relay through our DSN.
 * Mounted before the JSON body parser, since envelopes are newline-separated JSON sent as text/plain.
 */
export function errorReportTunnel(deps: { sink: ErrorReportSinkDeps; authenticate: RequestHandler }): Router {
  const router = Router();
  router.post(
    '/error-reports/tunnel',
    deps.authenticate,
    express.raw({ type: () => true, limit: ERROR_REPORTING_LIMITS.maxEnvelopeBytes }),
    async (req, res) => {
      const user = currentUser(req);
      if (!(req.body instanceof Buffer) || req.body.length === 0) throw new ValidationError(['An error report envelope is required.']);
      try {
        const stored = await ingestEnvelope(deps.sink, req.body, { source: 'web', caller: { userId: user.id, companyId: user.companyId } });
        respond.action(res, { stored });
      } catch (error) {
        if (error instanceof MalformedEnvelopeError) throw new ValidationError(['Not a valid error report envelope.']);
        throw error;
      }
    },
  );
  return router;
}

/** `GET /api/error-reports`: the most recent groups of errors of every company, for super users only (404 for others). */
export function errorReportsRouter(deps: { sink: ErrorReportSinkDeps; config: RuntimeConfig }): Router {
  const router = Router();
  router.get('/error-reports', async (req, res) => {
    if (!currentUser(req).isSuperUser) throw new NotFoundError();
    const rows = await errorReportStore.listRecent(deps.sink.sql, ERROR_REPORTING_LIMITS.listedGroups);
    respond.collection(
      res,
      rows.map((row) => presentErrorReport(row, deps.config)),
    );
  });
  return router;
}

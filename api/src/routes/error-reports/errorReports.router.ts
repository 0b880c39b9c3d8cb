import { Router } from 'express';
import { ERROR_REPORTING_LIMITS, type RuntimeConfig } from '@arcline/shared';
import { errorReportStore } from '@arcline/shared/data';
import type { ErrorReportSinkDeps } from '@arcline/shared/errorReports/ingestEnvelope';
import { currentUser } from '../../middlewares/authenticate';
import { NotFoundError } from '../../errors';
import { presentErrorReport } from '../../presenters/errorReport';
import { respond } from '../../respond';

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

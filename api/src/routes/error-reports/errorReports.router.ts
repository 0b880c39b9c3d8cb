import { Router } from 'express';
import {
  ERROR_REPORT_LISTING_MESSAGES,
  ERROR_REPORTING_LIMITS,
  errorReportListingQuerySchema,
  type ErrorReportListingInfo,
  type RuntimeConfig,
} from '@arcline/shared';
import { errorReportStore } from '@arcline/shared/data';
import type { ErrorReportSinkDeps } from '@arcline/shared/errorReports/ingestEnvelope';
import { currentUser } from '../../middlewares/authenticate';
import { AuthorizationError, NotFoundError } from '../../errors';
import { parseQuery } from '../../middlewares/validate';
import { isOperator } from '../../commands/accounts/superUsers';
import { presentErrorReport } from '../../presenters/errorReport';
import { respond } from '../../respond';

/**
 * `GET /api/error-reports`: the most recent groups of errors of the caller's company, for super users only (404 for
 * others). `?scope=all`: of every company, each with its company, for the operators named in SUPER_USER_EMAILS only.
 */
export function errorReportsRouter(deps: { sink: ErrorReportSinkDeps; config: RuntimeConfig }): Router {
  const router = Router();
  router.get('/error-reports', async (req, res) => {
    const user = currentUser(req);
    if (!user.isSuperUser) throw new NotFoundError();
    const { scope } = parseQuery(errorReportListingQuerySchema, req);
    const operator = isOperator(deps.config, user);
    if (scope === 'all' && !operator) throw new AuthorizationError([ERROR_REPORT_LISTING_MESSAGES.operatorsOnly]);
    const rows = await errorReportStore.listRecent(deps.sink.sql, ERROR_REPORTING_LIMITS.listedGroups, scope === 'all' ? null : user.companyId);
    const info: ErrorReportListingInfo = { scope, operator };
    respond.collection(
      res,
      rows.map((row) => presentErrorReport(row, deps.config)),
      { ...info },
    );
  });
  return router;
}

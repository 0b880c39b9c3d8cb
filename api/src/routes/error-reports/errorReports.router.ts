import { Router } from 'express';
import {
  ERROR_REPORTING_LIMITS,
  errorReportListingQuerySchema,
  type ErrorReportListingInfo,
  type RuntimeConfig,
} from '@arcline/shared';
import { errorReportStore } from '@arcline/shared/data';
import type { ErrorReportSinkDeps } from '@arcline/shared/errorReports/ingestEnvelope';
import { currentUser } from '../../middlewares/authenticate';
import { parseQuery } from '../../middlewares/validate';
import { isOperator } from '../../commands/accounts/superUsers';
import { authorizeErrorReports } from '../../policies/errorReports';
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
    const operator = isOperator(deps.config, user);
    // A non-super user learns nothing of the call, not even that its query is malformed: the policy comes first.
    authorizeErrorReports({ ...user, isOperator: operator }, 'company');
    const { scope } = parseQuery(errorReportListingQuerySchema, req);
    const { companyId } = authorizeErrorReports({ ...user, isOperator: operator }, scope);
    const rows = await errorReportStore.listRecent(deps.sink.sql, ERROR_REPORTING_LIMITS.listedGroups, companyId);
    const info: ErrorReportListingInfo = { scope, operator };
    respond.collection(
      res,
      rows.map((row) => presentErrorReport(row, deps.config)),
      { ...info },
    );
  });
  return router;
}

import { ERROR_REPORT_LISTING_MESSAGES, type ErrorReportScope } from '@arcline/shared';
import type { UserRow } from '@arcline/shared/data';
import { AuthorizationError, NotFoundError } from '../errors';

/**
 * The list of recent errors (`GET /api/error-reports`): super users see their company's; for anyone else the call is
 * hidden (404). `scope=all`, every company's, is for the operators named in SUPER_USER_EMAILS only: a super user who is
 * not one gets 403 with the spec's message. Returns the company to list, or null for every company.
 */
export function authorizeErrorReports(
  user: Pick<UserRow, 'companyId' | 'isSuperUser'> & { isOperator: boolean },
  scope: ErrorReportScope,
): { companyId: string | null } {
  if (!user.isSuperUser) throw new NotFoundError();
  if (scope === 'all' && !user.isOperator) throw new AuthorizationError([ERROR_REPORT_LISTING_MESSAGES.operatorsOnly]);
  return { companyId: scope === 'all' ? null : user.companyId };
}

import { z } from 'zod';

/**
 * Who sees which error reports (README "Error reporting"): a super user sees the reports of their own company; the
 * operators named in SUPER_USER_EMAILS may also ask for every company's (`?scope=all`), each report with its company.
 */
export const ERROR_REPORT_SCOPES = ['company', 'all'] as const;
export type ErrorReportScope = (typeof ERROR_REPORT_SCOPES)[number];

export const ERROR_REPORT_LISTING_MESSAGES = {
  operatorsOnly: 'Only the operators named in SUPER_USER_EMAILS see the errors of every company.',
  invalidScope: `The scope is one of ${ERROR_REPORT_SCOPES.join(', ')}.`,
} as const;

export const errorReportListingQuerySchema = z.object({
  scope: z.enum(ERROR_REPORT_SCOPES, { message: ERROR_REPORT_LISTING_MESSAGES.invalidScope }).default('company'),
});

/** `other_data` of `GET /api/error-reports`: the scope answered, and whether the caller may ask for every company's. */
export interface ErrorReportListingInfo {
  scope: ErrorReportScope;
  operator: boolean;
}

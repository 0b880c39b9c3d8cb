import express, { Router, type RequestHandler } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Sequelize } from 'sequelize';
import { ERROR_REPORTING_LIMITS, ERROR_REPORTING_MESSAGES, MINUTE_MS } from '@arcline/shared';
import { ingestEnvelope, MalformedEnvelopeError, type ErrorReportSinkDeps, type EventBudget } from '@arcline/shared/errorReports/ingestEnvelope';
import { currentUser } from '../../middlewares/authenticate';
import { TooManyRequestsError, ValidationError } from '../../errors';
import { respond } from '../../respond';

/** The per-user budget of error events, counted in PostgreSQL's rate_limits so every API replica shares it. */
function userEventBudget(sequelize: Sequelize): (userId: string) => { budget: EventBudget; retryAfterS(): number } {
  const limiter = new RateLimiterPostgres({
    storeClient: sequelize,
    storeType: 'sequelize',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: `error-report-events-${ERROR_REPORTING_LIMITS.maxEventsPerUserPerMinute}`,
    points: ERROR_REPORTING_LIMITS.maxEventsPerUserPerMinute,
    duration: MINUTE_MS / 1000,
  });
  return (userId) => {
    let msBeforeNext = MINUTE_MS;
    return {
      // Consumed at once for the whole envelope; the counter after it says how many of these fall within the budget.
      async budget(count) {
        if (count === 0) return 0;
        try {
          await limiter.consume(userId, count);
          return count;
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          msBeforeNext = rejection.msBeforeNext;
          return ERROR_REPORTING_LIMITS.maxEventsPerUserPerMinute - (rejection.consumedPoints - count);
        }
      },
      retryAfterS: () => Math.max(1, Math.ceil(msBeforeNext / 1000)),
    };
  };
}

/**
 * `POST /api/error-reports/tunnel`: the Sentry SDKs' tunnel (a Sentry envelope as the raw body, at most
 * ERROR_REPORTING_LIMITS.maxEnvelopeBytes). Signed-in callers only: the event is kept under the caller's company
 * and user, whatever the envelope claims, and nobody outside can fill the table or relay through our DSN. Events
 * over the bounds (per envelope, per user and minute) are refused with 429 and counted in the company's group of
 * refused reports. Mounted before the JSON body parser, since envelopes are newline-separated JSON sent as text/plain.
 */
export function errorReportTunnel(deps: { sink: ErrorReportSinkDeps; authenticate: RequestHandler; sequelize: Sequelize }): Router {
  const router = Router();
  const budgetOf = userEventBudget(deps.sequelize);
  router.post(
    '/error-reports/tunnel',
    deps.authenticate,
    express.raw({ type: () => true, limit: ERROR_REPORTING_LIMITS.maxEnvelopeBytes }),
    async (req, res) => {
      const user = currentUser(req);
      if (!(req.body instanceof Buffer) || req.body.length === 0) throw new ValidationError([ERROR_REPORTING_MESSAGES.malformedEnvelope]);
      const { budget, retryAfterS } = budgetOf(user.id);
      let result;
      try {
        result = await ingestEnvelope(deps.sink, req.body, { source: 'web', caller: { userId: user.id, companyId: user.companyId } }, budget);
      } catch (error) {
        if (error instanceof MalformedEnvelopeError) throw new ValidationError([ERROR_REPORTING_MESSAGES.malformedEnvelope]);
        throw error;
      }
      if (result.refused > 0) {
        // The SDKs read Retry-After and pause sending.
        res.setHeader('Retry-After', String(retryAfterS()));
        throw new TooManyRequestsError([ERROR_REPORTING_MESSAGES.tooManyEvents]);
      }
      respond.action(res, { stored: result.stored });
    },
  );
  return router;
}

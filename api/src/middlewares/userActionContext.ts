import type { NextFunction, Request, Response } from 'express';
import { USER_ACTION_HEADER, acceptedUserActionId } from '@arcline/shared';
import { runInUserAction } from '../userActionScope';
import { bindRequestLog } from './requestLogger';

/**
 * For signed-in calls that send X-T-User-Action: everything the handler does, including the workflows it starts after
 * its answer, runs in the scope of that user action, so they can be tied to it without passing it through every call.
 */
export function userActionContext(req: Request, _res: Response, next: NextFunction): void {
  const userActionId = acceptedUserActionId(req.get(USER_ACTION_HEADER));
  if (!userActionId || !req.user) {
    next();
    return;
  }
  bindRequestLog(req, { userActionId });
  runInUserAction({ userActionId, userId: req.user.id, companyId: req.user.companyId }, next);
}

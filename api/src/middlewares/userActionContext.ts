import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { USER_ACTION_HEADER, acceptedUserActionId } from '@arcline/shared';

/** The tracked user action a request belongs to: the X-T-User-Action id and who sent it. */
export interface UserActionScope {
  userActionId: string;
  userId: string;
  companyId: string;
}

const storage = new AsyncLocalStorage<UserActionScope>();

/** The user action of the request being served, if it named one; read where workflows are started. */
export const currentUserAction = (): UserActionScope | undefined => storage.getStore();

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
  req.log = req.log.child({ userActionId });
  storage.run({ userActionId, userId: req.user.id, companyId: req.user.companyId }, next);
}

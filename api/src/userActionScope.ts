import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tracked user action a request belongs to: the X-T-User-Action id and who sent it. Held here, below the
 * commands, so the commands that start workflows read it without importing a middleware; the middleware
 * (middlewares/userActionContext.ts) opens the scope.
 */
export interface UserActionScope {
  userActionId: string;
  userId: string;
  companyId: string;
}

const storage = new AsyncLocalStorage<UserActionScope>();

/** The user action of the request being served, if it named one; read where workflows are started. */
export const currentUserAction = (): UserActionScope | undefined => storage.getStore();

/** Runs `next` (and everything it starts, awaited or not) in the scope of the user action. */
export const runInUserAction = (scope: UserActionScope, next: () => void): void => storage.run(scope, next);

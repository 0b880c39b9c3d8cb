import type { UserActionEvent, UserActionType } from '@arcline/shared';
import { apiClient } from '../../../api/apiClient';
import type { ApiClient } from '../../../api/createApiClient';

export interface UserAction {
  /** Sent as X-T-User-Action on the calls the action makes. */
  userActionId: string;
  /** Records the action's tracking event (spec 01 §3, §7) with the time it took; never blocks or fails the user. */
  finish(): void;
}

/** Starts a tracked user action of one of the spec's types with a fresh id. */
export function startUserAction(type: UserActionType, client: ApiClient = apiClient): UserAction {
  const userActionId = crypto.randomUUID();
  const startedAt = performance.now();
  return {
    userActionId,
    finish() {
      const event: UserActionEvent = {
        type,
        eventTime: new Date().toISOString(),
        userActionId,
        elapsedTime: Math.round(performance.now() - startedAt),
      };
      void client.post('/engagement/chronicle', { userActionEvents: [event] }, { userActionId });
    },
  };
}

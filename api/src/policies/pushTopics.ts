import type { UserRow } from '@arcline/shared/data';

/**
 * Push topics belong to the user whose call opened them: a poll reads the caller's own topics only, and another
 * user's topic ids answer as empty (no error that would tell they exist). Returns the owner to scope by.
 */
export function authorizePushTopics(user: Pick<UserRow, 'id'>, _action: 'read'): { userId: string } {
  return { userId: user.id };
}

import { sessionStore, type Sql } from '@arcline/shared/data';

/**
 * Ends every open session of the user, except the one making the request when it is given, on the caller's
 * connection (inside its transaction when `sql` is one).
 */
export async function revokeUserSessions(sql: Sql, userId: string, exceptSessionId?: string): Promise<void> {
  await sessionStore.revokeAllOfUser(sql, userId, exceptSessionId ?? null);
}

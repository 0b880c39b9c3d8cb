import type { Transaction } from 'sequelize';
import { sessionStore } from '@arcline/shared/data';
import { apiSql } from '../../db/apiDatabase';

/** Ends every open session of the user, except the one making the request when it is given. */
export async function revokeUserSessions(
  userId: string,
  options: { exceptSessionId?: string; transaction?: Transaction } = {},
): Promise<void> {
  await sessionStore.revokeAllOfUser(apiSql(options.transaction), userId, options.exceptSessionId ?? null);
}

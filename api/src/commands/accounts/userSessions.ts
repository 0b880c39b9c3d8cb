import { Op, type Transaction } from 'sequelize';
import { Session } from '../../models';

/** Ends every open session of the user, except the one making the request when it is given. */
export async function revokeUserSessions(
  userId: string,
  options: { exceptSessionId?: string; transaction?: Transaction } = {},
): Promise<void> {
  const except = options.exceptSessionId ? { id: { [Op.ne]: options.exceptSessionId } } : {};
  await Session.update(
    { revokedAt: new Date() },
    { where: { userId, revokedAt: null, ...except }, transaction: options.transaction },
  );
}

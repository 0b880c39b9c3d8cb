import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { ACCOUNT_MESSAGES, type RuntimeConfig } from '@arcline/shared';
import { userStore, type UserRow } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { ValidationError } from '../../errors';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Mailer } from '../../mail/mailer';
import { passwordResetEmail } from '../../mail/accountEmails';
import { consumeAccountCode, issueAccountCode } from './accountCodes';
import { lockForSignIn, signInRefusal } from './allowedDomains';
import { revokeUserSessions } from './userSessions';

/** A user who may reset a password: one that exists, is not deactivated and whose domain is still allowed. */
async function findResettableUser(sequelize: Sequelize, email: string): Promise<UserRow | null> {
  const sql = sequelizeSql(sequelize);
  const user = await userStore.findByEmail(sql, email.trim().toLowerCase());
  return user && !(await signInRefusal(sql, user)) ? user : null;
}

/**
 * E-mails a reset link when the account exists. The caller answers the same either way and does not wait
 * for the mail server, so neither the answer nor its timing tells whether the account exists.
 */
export async function requestPasswordReset(
  email: string,
  deps: { config: RuntimeConfig; sequelize: Sequelize; mailer: Mailer; logger: Logger },
): Promise<void> {
  const user = await findResettableUser(deps.sequelize, email);
  if (!user) return;
  const code = await issueAccountCode(sequelizeSql(deps.sequelize), user.id, 'reset-password');
  deps.mailer
    .send({ to: user.email, ...passwordResetEmail(deps.config.PUBLIC_URL, user.email, code) })
    .catch((error: unknown) => deps.logger.error({ err: error, userId: user.id }, 'password reset e-mail not sent'));
}

/**
 * Sets a new password with the user's newest reset code and signs out every session of that user. The account's
 * state and domain are checked under lock (as every sign-in path does) before the code is used or anything written.
 */
export async function resetPassword(
  input: { email: string; code: string; newPassword: string },
  deps: { sequelize: Sequelize },
): Promise<void> {
  // Hashing first keeps an unknown e-mail as slow as a wrong code.
  const passwordHash = await hashPassword(input.newPassword);
  const found = await userStore.findByEmail(sequelizeSql(deps.sequelize), input.email.trim().toLowerCase());
  if (!found) throw new ValidationError([ACCOUNT_MESSAGES.resetFailed]);
  await deps.sequelize.transaction(async (transaction) => {
    const { user, refusal } = await lockForSignIn(found.id, transaction);
    const sql = sequelizeSql(deps.sequelize, transaction);
    if (refusal || !(await consumeAccountCode(sql, user.id, 'reset-password', input.code))) {
      throw new ValidationError([ACCOUNT_MESSAGES.resetFailed]);
    }
    await userStore.update(sql, user.id, { passwordHash });
    await revokeUserSessions(sql, user.id);
  });
}

/** Replaces the password after checking the old one; the user's other sessions end, this one stays. */
export async function changePassword(
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  session: { id: string },
  input: { oldPassword: string; newPassword: string },
  deps: { sequelize: Sequelize },
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    throw new ValidationError([ACCOUNT_MESSAGES.oldPasswordWrong]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.sequelize.transaction(async (transaction) => {
    const sql = sequelizeSql(deps.sequelize, transaction);
    await userStore.update(sql, user.id, { passwordHash });
    await revokeUserSessions(sql, user.id, session.id);
  });
}

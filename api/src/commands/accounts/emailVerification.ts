import type { Sequelize } from 'sequelize';
import type { RuntimeConfig } from '@arcline/shared';
import { userStore, type AccountUser } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import type { Mailer } from '../../mail/mailer';
import { verificationEmail } from '../../mail/accountEmails';
import { consumeAccountCode, issueAccountCode } from './accountCodes';

/** Issues a new verification code (older links stop working) and e-mails its link. */
export async function sendVerificationEmail(
  user: AccountUser,
  deps: { sequelize: Sequelize; mailer: Mailer; config: RuntimeConfig },
): Promise<void> {
  const code = await issueAccountCode(sequelizeSql(deps.sequelize), user.id, 'verify-email');
  await deps.mailer.send({ to: user.email, ...verificationEmail(deps.config.PUBLIC_URL, code) });
}

/** Marks the e-mail verified when the code is the user's newest valid one; false otherwise. */
export async function verifyEmail(user: AccountUser, code: string, deps: { sequelize: Sequelize }): Promise<boolean> {
  return deps.sequelize.transaction(async (transaction) => {
    const sql = sequelizeSql(deps.sequelize, transaction);
    if (!(await consumeAccountCode(sql, user.id, 'verify-email', code))) return false;
    if (!user.emailVerifiedAt) await userStore.markEmailVerified(sql, user.id);
    return true;
  });
}

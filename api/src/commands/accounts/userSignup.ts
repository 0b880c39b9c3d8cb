import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { ACCOUNT_MESSAGES, defaultDisplayName, type RuntimeConfig, type signupSchema } from '@arcline/shared';
import type { z } from 'zod';
import { hasUsesLeft, invitationStore, userStore, type InvitationRow, type Sql } from '@arcline/shared/data';
import { sequelizeSql } from '../../db/sequelizeSql';
import { ValidationError } from '../../errors';
import { hashPassword } from '../../auth/passwords';
import type { Mailer } from '../../mail/mailer';
import { findAllowedDomain } from './allowedDomains';
import { sendVerificationEmail } from './emailVerification';
import { configuredSuperUserEmails, recordConfiguredGrant } from './superUsers';
import type { TokenService } from '../../auth/tokens';

export type SignupInput = z.infer<ReturnType<typeof signupSchema>>;

interface SignupDeps {
  sequelize: Sequelize;
  config: RuntimeConfig;
  mailer: Mailer;
  logger: Logger;
  tokens: TokenService;
}

/**
 * Registers a user of the company that owns the e-mail's domain, with an invitation code of that company, and signs
 * them in: the domain (locked until the end, as every sign-in does), the code and the availability of the e-mail and
 * username are checked before anything is written, then the user, the code's use, a super-user right that
 * SUPER_USER_EMAILS gives (in the audit log) and the session are written in that one transaction. The verification
 * e-mail follows. Answers the session's token. Two sign-ups racing for the same e-mail or username: the unique index
 * decides, and the error handler answers the loser as `assertAvailable` would (api/src/db/constraintViolations.ts).
 */
export async function signUpUser(input: SignupInput, deps: SignupDeps): Promise<string> {
  const { user, token } = await deps.sequelize.transaction(async (transaction) => {
    const sql = sequelizeSql(deps.sequelize, transaction);
    const domain = await findAllowedDomain(sql, input.email, true);
    if (!domain) throw new ValidationError([ACCOUNT_MESSAGES.domainNotAllowed]);
    const invitation = await invitationStore.findByCode(sql, domain.companyId, input.code);
    if (!invitation || !isUsable(invitation)) throw new ValidationError([ACCOUNT_MESSAGES.invitationCodeInvalid]);
    await assertAvailable(sql, input);

    const passwordHash = await hashPassword(input.password);
    if (!(await invitationStore.countUse(sql, invitation.id, new Date()))) {
      throw new ValidationError([ACCOUNT_MESSAGES.invitationCodeInvalid]);
    }
    const isSuperUser = configuredSuperUserEmails(deps.config).includes(input.email);
    const created = await userStore.create(sql, {
      companyId: domain.companyId,
      email: input.email,
      username: input.userName,
      fullName: input.fullName || null,
      displayName: defaultDisplayName(input),
      passwordHash,
      isSuperUser,
    });
    if (isSuperUser) await recordConfiguredGrant(created, transaction);
    return { user: created, token: await deps.tokens.openSession(created, transaction) };
  });
  // The account exists either way; a verification e-mail that fails can be requested again.
  await sendVerificationEmail(user, deps).catch((error: unknown) => deps.logger.error({ err: error, userId: user.id }, 'verification e-mail not sent'));
  return token;
}

function isUsable(invitation: InvitationRow): boolean {
  const expired = invitation.expiresAt != null && invitation.expiresAt <= new Date();
  return !expired && hasUsesLeft(invitation);
}

async function assertAvailable(sql: Sql, input: SignupInput): Promise<void> {
  const emailTaken = await userStore.emailTaken(sql, input.email);
  const usernameTaken = await userStore.usernameTaken(sql, input.userName);
  const messages = [...(emailTaken ? [ACCOUNT_MESSAGES.emailTaken] : []), ...(usernameTaken ? [ACCOUNT_MESSAGES.usernameTaken] : [])];
  if (messages.length > 0) throw new ValidationError(messages);
}

import { Op, UniqueConstraintError, col, fn, literal, where, type Transaction } from 'sequelize';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { ACCOUNT_MESSAGES, defaultDisplayName, type RuntimeConfig, type signupSchema } from '@arcline/shared';
import type { z } from 'zod';
import { InvitationCode, User } from '../../models';
import { ValidationError } from '../../errors';
import { hashPassword } from '../../auth/passwords';
import type { Mailer } from '../../mail/mailer';
import { findAllowedDomain } from './allowedDomains';
import { hasUsesLeft } from './invitationCodes';
import { sendVerificationEmail } from './emailVerification';
import { configuredSuperUserEmails } from './superUsers';

export type SignupInput = z.infer<ReturnType<typeof signupSchema>>;

interface SignupDeps {
  sequelize: Sequelize;
  config: RuntimeConfig;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Registers a user of the company that owns the e-mail's domain, with an invitation code of that company.
 * The user and the code's use are written in one transaction; the verification e-mail follows.
 */
export async function signUpUser(input: SignupInput, deps: SignupDeps): Promise<User> {
  const domain = await findAllowedDomain(input.email);
  if (!domain) throw new ValidationError([ACCOUNT_MESSAGES.domainNotAllowed]);
  const invitation = await InvitationCode.findOne({ where: { code: input.code, companyId: domain.companyId } });
  if (!invitation || !isUsable(invitation)) throw new ValidationError([ACCOUNT_MESSAGES.invitationCodeInvalid]);
  await assertAvailable(input);

  const passwordHash = await hashPassword(input.password);
  const user = await deps.sequelize
    .transaction(async (transaction) => {
      await useInvitation(invitation, transaction);
      return User.create(
        {
          companyId: domain.companyId,
          email: input.email,
          username: input.userName,
          fullName: input.fullName || null,
          displayName: defaultDisplayName(input),
          passwordHash,
          isSuperUser: configuredSuperUserEmails(deps.config).includes(input.email),
        },
        { transaction },
      );
    })
    .catch((error: unknown) => {
      // Two sign-ups racing for the same e-mail or username: the unique index decides.
      if (error instanceof UniqueConstraintError) throw new ValidationError(takenMessages(error));
      throw error;
    });
  await user.reload({ include: ['company'] });
  // The account exists either way; a verification e-mail that fails can be requested again.
  await sendVerificationEmail(user, deps).catch((error: unknown) => deps.logger.error({ err: error, userId: user.id }, 'verification e-mail not sent'));
  return user;
}

function isUsable(invitation: InvitationCode): boolean {
  const expired = invitation.expiresAt != null && invitation.expiresAt <= new Date();
  return !expired && hasUsesLeft(invitation);
}

/** Counts the use, unless another sign-up used a single-use code or it expired in the meantime. */
async function useInvitation(invitation: InvitationCode, transaction: Transaction): Promise<void> {
  const [updated] = await InvitationCode.update(
    { useCount: literal('use_count + 1') },
    {
      where: {
        id: invitation.id,
        [Op.and]: [
          { [Op.or]: [{ reusable: true, maxUses: null }, { useCount: { [Op.lt]: col('max_uses') } }, { reusable: false, maxUses: null, useCount: 0 }] },
          { [Op.or]: [{ expiresAt: null }, { expiresAt: { [Op.gt]: new Date() } }] },
        ],
      },
      transaction,
    },
  );
  if (updated !== 1) throw new ValidationError([ACCOUNT_MESSAGES.invitationCodeInvalid]);
}

async function assertAvailable(input: SignupInput): Promise<void> {
  const [emailTaken, usernameTaken] = await Promise.all([
    User.count({ where: { email: input.email } }),
    User.count({ where: where(fn('lower', col('username')), input.userName.toLowerCase()) }),
  ]);
  const messages = [
    ...(emailTaken > 0 ? [ACCOUNT_MESSAGES.emailTaken] : []),
    ...(usernameTaken > 0 ? [ACCOUNT_MESSAGES.usernameTaken] : []),
  ];
  if (messages.length > 0) throw new ValidationError(messages);
}

function takenMessages(error: UniqueConstraintError): string[] {
  const fields = Object.keys(error.fields ?? {}).join(' ');
  return [fields.includes('email') ? ACCOUNT_MESSAGES.emailTaken : ACCOUNT_MESSAGES.usernameTaken];
}

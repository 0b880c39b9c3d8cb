import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { HOUR_MS } from '@arcline/shared';
import { AccountCode, type AccountCodePurpose } from '../../models';


/** How long an e-mailed code stays valid. */
export const ACCOUNT_CODE_LIFETIME_MS: Record<AccountCodePurpose, number> = {
  'verify-email': 24 * HOUR_MS,
  'reset-password': HOUR_MS,
};

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * Creates a random url-safe code for the user and returns it; only its sha256 hash is stored.
 * Older unused codes of the same purpose stop working, so only the newest e-mail's link is valid.
 */
export async function issueAccountCode(userId: string, purpose: AccountCodePurpose, transaction?: Transaction): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = new Date();
  await AccountCode.update(
    { expiresAt: now },
    { where: { userId, purpose, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
  );
  await AccountCode.create(
    { userId, purpose, codeHash: hashCode(code), expiresAt: new Date(now.getTime() + ACCOUNT_CODE_LIFETIME_MS[purpose]) },
    { transaction },
  );
  return code;
}

/**
 * Marks the code used if it is the user's newest code of that purpose, unused and unexpired.
 * The conditional update makes a code usable once even when two requests race.
 */
export async function consumeAccountCode(
  userId: string,
  purpose: AccountCodePurpose,
  code: string,
  transaction?: Transaction,
): Promise<boolean> {
  const newest = await AccountCode.findOne({
    where: { userId, purpose },
    order: [['createdAt', 'DESC']],
    transaction,
  });
  if (!newest || newest.usedAt || newest.expiresAt <= new Date() || !sameHash(newest.codeHash, hashCode(code))) return false;
  const [updated] = await AccountCode.update(
    { usedAt: new Date() },
    { where: { id: newest.id, usedAt: null }, transaction },
  );
  return updated === 1;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

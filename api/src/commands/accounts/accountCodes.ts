import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_CODE_LIFETIME_MS } from '@arcline/shared';
import { accountCodeStore, type AccountCodePurpose, type Sql } from '@arcline/shared/data';

const hashCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/**
 * Creates a random url-safe code for the user and returns it; only its sha256 hash is stored.
 * Older unused codes of the same purpose stop working, so only the newest e-mail's link is valid. Runs on the caller's
 * connection (inside its transaction when `sql` is one).
 */
export async function issueAccountCode(sql: Sql, userId: string, purpose: AccountCodePurpose): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  const now = new Date();
  await accountCodeStore.expireOpen(sql, userId, purpose, now);
  await accountCodeStore.add(sql, { userId, purpose, codeHash: hashCode(code), expiresAt: new Date(now.getTime() + ACCOUNT_CODE_LIFETIME_MS[purpose]) });
  return code;
}

/**
 * Marks the code used if it is the user's newest code of that purpose, unused and unexpired.
 * The conditional update makes a code usable once even when two requests race.
 */
export async function consumeAccountCode(sql: Sql, userId: string, purpose: AccountCodePurpose, code: string): Promise<boolean> {
  const newest = await accountCodeStore.newest(sql, userId, purpose);
  if (!newest || newest.usedAt || newest.expiresAt <= new Date() || !sameHash(newest.codeHash, hashCode(code))) return false;
  return accountCodeStore.markUsed(sql, newest.id);
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

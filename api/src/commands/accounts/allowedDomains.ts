import type { Transaction } from 'sequelize';
import { allowedDomainStore, userStore, type AllowedDomainRow, type Sql, type UserRow } from '@arcline/shared/data';
import { transactionSql } from '../../db/sequelizeSql';

export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The allow-list entry of the e-mail's domain, on the caller's connection; sign-up and sign-in are only open to listed
 * domains. With `forShare` (in a transaction) the entry is locked (FOR SHARE) until it ends, so a removal of the domain
 * waits for the sign-in and then ends the session it opened (adminDomains.removeDomain).
 */
export function findAllowedDomain(sql: Sql, email: string, forShare = false): Promise<AllowedDomainRow | null> {
  return allowedDomainStore.findByDomain(sql, emailDomain(email), forShare);
}

/** Why an account may not sign in: deactivated by an administrator, or its e-mail's domain is not its company's. */
export type SignInRefusal = 'deactivated' | 'domain-not-allowed';

/**
 * The refusal of an account as it is, or null when it may sign in (not deactivated, domain still on its company's
 * list); `forShare` locks the domain's entry as findAllowedDomain does.
 */
export async function signInRefusal(
  sql: Sql,
  user: Pick<UserRow, 'email' | 'companyId' | 'deactivatedAt'>,
  forShare = false,
): Promise<SignInRefusal | null> {
  if (user.deactivatedAt) return 'deactivated';
  const allowed = await findAllowedDomain(sql, user.email, forShare);
  return allowed?.companyId === user.companyId ? null : 'domain-not-allowed';
}

/**
 * The gate of every sign-in path (password, identity provider, invitation sign-up, password reset): in the sign-in's
 * transaction, before it writes anything, locks the user's row and their domain's entry and checks the account as it
 * is now. A refused attempt then ends with nothing written; an accepted one holds the locks until it commits, so a
 * deactivation or a domain removal running at the same time comes after it and ends the session it opened.
 */
export async function lockForSignIn(userId: string, transaction: Transaction): Promise<{ user: UserRow; refusal: SignInRefusal | null }> {
  const sql = transactionSql(transaction);
  const user = await userStore.lockById(sql, userId);
  return { user, refusal: await signInRefusal(sql, user, true) };
}

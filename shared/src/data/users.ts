import type { Sql } from './sql';

/**
 * The accounts aggregate (`users`, `companies`, `user_identities`, `account_codes`, `sessions`,
 * `allowed_email_domains`, `invitation_codes`) is still written through the Sequelize models of api/src/models/index.ts:
 * not yet moved (issue 27). These are its row types, so code that only reads a user does not depend on the models.
 */
export interface UserRow {
  id: string;
  companyId: string;
  email: string;
  username: string;
  fullName: string | null;
  displayName: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  isSuperUser: boolean;
  isAdmin: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A user as the API serves them: with their company's name when it was loaded. */
export interface AccountUser extends UserRow {
  company?: { name: string };
}

export type AccountCodePurpose = 'verify-email' | 'reset-password';

/**
 * The statements on `users` that have left the models so far (issue 27); the rest of the table is still written
 * through the User model.
 */
export const userStore = {
  /** Marks the e-mail verified, once: a second verification keeps the first time. */
  async markEmailVerified(sql: Sql, userId: string): Promise<void> {
    await sql.rows(
      'update users set email_verified_at = clock_timestamp(), updated_at = clock_timestamp() where id = $1 and email_verified_at is null returning id',
      [userId],
    );
  },

  /** Makes the users of these e-mails super users; answers those who were not yet (whom it granted). */
  async grantSuperUser(sql: Sql, emails: readonly string[]): Promise<Pick<UserRow, 'email' | 'companyId'>[]> {
    if (emails.length === 0) return [];
    return sql.rows(
      `update users set is_super_user = true, updated_at = clock_timestamp() where email = any($1::text[]) and not is_super_user
       returning email, company_id as "companyId"`,
      [emails],
    );
  },
};

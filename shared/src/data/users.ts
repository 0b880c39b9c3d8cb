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

import type { Sql } from './sql';

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

/** A person as the console lists them: blocked when their e-mail's domain is no longer on the company's allow list. */
export interface PersonListing {
  user: UserRow;
  lastActiveAt: Date | null;
  domainAllowed: boolean;
}

/** A user as the API serves them: with their company's name when it was loaded. */
export interface AccountUser extends UserRow {
  company?: { name: string };
}

export type AccountCodePurpose = 'verify-email' | 'reset-password';

const COLUMNS = `id, company_id as "companyId", email, username, full_name as "fullName", display_name as "displayName",
  password_hash as "passwordHash", email_verified_at as "emailVerifiedAt", is_super_user as "isSuperUser", is_admin as "isAdmin",
  deactivated_at as "deactivatedAt", created_at as "createdAt", updated_at as "updatedAt"`;

/** The columns a change may set, by field (the one place their names are spelled for `update`). */
const CHANGEABLE = {
  passwordHash: 'password_hash',
  emailVerifiedAt: 'email_verified_at',
  isSuperUser: 'is_super_user',
  isAdmin: 'is_admin',
  deactivatedAt: 'deactivated_at',
} as const;
export type UserChanges = Partial<Pick<UserRow, keyof typeof CHANGEABLE>>;

export interface NewUser {
  companyId: string;
  email: string;
  username: string;
  fullName: string | null;
  displayName: string;
  passwordHash: string | null;
  emailVerifiedAt?: Date | null;
  isSuperUser?: boolean;
}

/**
 * The one data-access module of table `users` (issue 27). E-mails are stored lower-cased, so they compare with `=`;
 * usernames keep their case and compare case-insensitively (`lower(username)`, as the unique index does).
 */
export const userStore = {
  /** The user with their company's name, as a signed-in request carries them. */
  async findWithCompany(sql: Sql, id: string): Promise<AccountUser | null> {
    const rows = await sql.rows<UserRow & { companyName: string | null }>(
      `select ${COLUMNS}, (select name from companies where companies.id = users.company_id) as "companyName" from users where id = $1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const { companyName, ...user } = row;
    return companyName === null ? user : { ...user, company: { name: companyName } };
  },

  /** A person of the company; null for another company's id or none. */
  async findOfCompany(sql: Sql, companyId: string, id: string): Promise<UserRow | null> {
    const rows = await sql.rows<UserRow>(`select ${COLUMNS} from users where id = $1 and company_id = $2`, [id, companyId]);
    return rows[0] ?? null;
  },

  /** The user of an e-mail as stored (lower-cased by the caller). */
  async findByEmail(sql: Sql, email: string): Promise<UserRow | null> {
    const rows = await sql.rows<UserRow>(`select ${COLUMNS} from users where email = $1`, [email]);
    return rows[0] ?? null;
  },

  /**
   * The users whose e-mail is `identifier` or whose username is it case-insensitively (`identifier` lower-cased): at
   * most two, the e-mail's match first.
   */
  async findByEmailOrUsername(sql: Sql, identifier: string): Promise<UserRow[]> {
    return sql.rows<UserRow>(`select ${COLUMNS} from users where email = $1 or lower(username) = $1 order by email = $1 desc`, [identifier]);
  },

  /**
   * The user's row, locked until the transaction ends (`for no key update`: sessions may still reference the row).
   * Throws when there is no such user.
   */
  async lockById(sql: Sql, id: string): Promise<UserRow> {
    const rows = await sql.rows<UserRow>(`select ${COLUMNS} from users where id = $1 for no key update`, [id]);
    if (!rows[0]) throw new Error(`No user has the id ${id}.`);
    return rows[0];
  },

  /** Of these lower-cased usernames, those taken (compared case-insensitively), lower-cased. */
  async takenUsernames(sql: Sql, candidates: readonly string[]): Promise<string[]> {
    const rows = await sql.rows<{ username: string }>('select lower(username) as username from users where lower(username) = any($1::text[])', [candidates]);
    return rows.map((row) => row.username);
  },

  async emailTaken(sql: Sql, email: string): Promise<boolean> {
    return (await sql.rows('select 1 from users where email = $1 limit 1', [email])).length > 0;
  },

  async usernameTaken(sql: Sql, username: string): Promise<boolean> {
    return (await sql.rows('select 1 from users where lower(username) = lower($1) limit 1', [username])).length > 0;
  },

  /** The company's people whose e-mail, username, display or full name matches the ILIKE pattern (all when null), by e-mail. */
  async searchOfCompany(sql: Sql, companyId: string, pattern: string | null, limit: number): Promise<UserRow[]> {
    return sql.rows<UserRow>(
      `select ${COLUMNS} from users
       where company_id = $1 and ($2::text is null or email ilike $2 or username ilike $2 or display_name ilike $2 or full_name ilike $2)
       order by email asc limit $3`,
      [companyId, pattern, limit],
    );
  },

  async create(sql: Sql, user: NewUser): Promise<UserRow> {
    const rows = await sql.rows<UserRow>(
      `insert into users (id, company_id, email, username, full_name, display_name, password_hash, email_verified_at, is_super_user,
                          is_admin, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, false, clock_timestamp(), clock_timestamp())
       returning ${COLUMNS}`,
      [user.companyId, user.email, user.username, user.fullName, user.displayName, user.passwordHash, user.emailVerifiedAt ?? null, user.isSuperUser ?? false],
    );
    return rows[0]!;
  },

  /** Sets the given fields (and updated_at); answers the row as it is now. */
  async update(sql: Sql, id: string, changes: UserChanges): Promise<UserRow> {
    const fields = (Object.keys(changes) as (keyof UserChanges)[]).filter((field) => changes[field] !== undefined);
    const sets = fields.map((field, index) => `${CHANGEABLE[field]} = $${index + 2}`);
    const rows = await sql.rows<UserRow>(
      `update users set ${[...sets, 'updated_at = clock_timestamp()'].join(', ')} where id = $1 returning ${COLUMNS}`,
      [id, ...fields.map((field) => changes[field])],
    );
    if (!rows[0]) throw new Error(`No user has the id ${id}.`);
    return rows[0];
  },

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

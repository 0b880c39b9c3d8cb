import type { Sql } from './sql';
import type { AccountCodePurpose } from './users';

export interface AccountCodeRow {
  id: string;
  codeHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** The one data-access module of table `account_codes`: the e-mailed codes (stored as sha256 hashes). */
export const accountCodeStore = {
  /** Ends the user's unused, unexpired codes of the purpose at `now`. */
  async expireOpen(sql: Sql, userId: string, purpose: AccountCodePurpose, now: Date): Promise<void> {
    await sql.rows(
      `update account_codes set expires_at = $3, updated_at = clock_timestamp()
       where user_id = $1 and purpose = $2 and used_at is null and expires_at > $3 returning id`,
      [userId, purpose, now],
    );
  },

  async add(sql: Sql, code: { userId: string; purpose: AccountCodePurpose; codeHash: string; expiresAt: Date }): Promise<void> {
    // clock_timestamp(), not now(): two codes issued in one transaction still have an order.
    await sql.rows(
      `insert into account_codes (id, user_id, purpose, code_hash, expires_at, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, $4, clock_timestamp(), clock_timestamp()) returning id`,
      [code.userId, code.purpose, code.codeHash, code.expiresAt],
    );
  },

  /** The user's newest code of the purpose, used or not. */
  async newest(sql: Sql, userId: string, purpose: AccountCodePurpose): Promise<AccountCodeRow | null> {
    const rows = await sql.rows<AccountCodeRow>(
      `select id, code_hash as "codeHash", expires_at as "expiresAt", used_at as "usedAt"
       from account_codes where user_id = $1 and purpose = $2 order by created_at desc limit 1`,
      [userId, purpose],
    );
    return rows[0] ?? null;
  },

  /** Marks the code used unless it already was; false when another request used it first. */
  async markUsed(sql: Sql, id: string): Promise<boolean> {
    const rows = await sql.rows('update account_codes set used_at = clock_timestamp(), updated_at = clock_timestamp() where id = $1 and used_at is null returning id', [id]);
    return rows.length === 1;
  },
};

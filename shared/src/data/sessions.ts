import type { Sql } from './sql';

/**
 * The data-access module of table `sessions` for the statements that end many sessions at once (the Session model in
 * api/src/models still serves the single-session reads and writes until they move here, issue 27).
 */
export const sessionStore = {
  /** Ends every open session of the user but `exceptSessionId` (the caller's, when it is kept). */
  async revokeAllOfUser(sql: Sql, userId: string, exceptSessionId: string | null): Promise<void> {
    await sql.rows(
      `update sessions set revoked_at = clock_timestamp(), updated_at = clock_timestamp()
       where user_id = $1 and revoked_at is null and ($2::uuid is null or id <> $2::uuid) returning id`,
      [userId, exceptSessionId],
    );
  },

  /** Ends every open session of the company's people whose e-mail is at `domain`; returns how many ended. */
  async revokeAllOfDomain(sql: Sql, companyId: string, domain: string): Promise<number> {
    const rows = await sql.rows<{ ended: number }>(
      `with ended as (
         update sessions set revoked_at = now()
          where revoked_at is null
            and user_id in (select id from users where company_id = $1 and substring(email from '@([^@]*)$') = $2)
         returning 1)
       select count(*)::int as ended from ended`,
      [companyId, domain],
    );
    return rows[0]?.ended ?? 0;
  },
};

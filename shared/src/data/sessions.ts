import type { Sql } from './sql';

export interface SessionRow {
  id: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, user_id as "userId", expires_at as "expiresAt", revoked_at as "revokedAt", created_at as "createdAt", updated_at as "updatedAt"`;

/** The one data-access module of table `sessions`: the server side of sign-in tokens, so sign-out and revocation end them. */
export const sessionStore = {
  /** Opens a session of the user ending at `expiresAt`; answers its id. */
  async open(sql: Sql, userId: string, expiresAt: Date): Promise<string> {
    const rows = await sql.rows<{ id: string }>(
      `insert into sessions (id, user_id, expires_at, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, clock_timestamp(), clock_timestamp()) returning id`,
      [userId, expiresAt],
    );
    return rows[0]!.id;
  },

  /** The session if it is the user's, not revoked and not expired at `now`. */
  async findOpen(sql: Sql, id: string, userId: string, now: Date): Promise<SessionRow | null> {
    const rows = await sql.rows<SessionRow>(
      `select ${COLUMNS} from sessions where id = $1 and user_id = $2 and revoked_at is null and expires_at > $3`,
      [id, userId, now],
    );
    return rows[0] ?? null;
  },

  /** Ends the session unless it already ended. */
  async revoke(sql: Sql, id: string): Promise<void> {
    await sql.rows('update sessions set revoked_at = clock_timestamp(), updated_at = clock_timestamp() where id = $1 and revoked_at is null returning id', [id]);
  },

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

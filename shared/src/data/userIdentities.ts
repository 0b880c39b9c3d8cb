import type { Sql } from './sql';

export interface UserIdentityRow {
  id: string;
  userId: string;
  provider: string;
  subject: string;
}

/** The one data-access module of table `user_identities`: the identity-provider accounts (provider + subject) linked to users. */
export const userIdentityStore = {
  async find(sql: Sql, provider: string, subject: string): Promise<UserIdentityRow | null> {
    const rows = await sql.rows<UserIdentityRow>(
      'select id, user_id as "userId", provider, subject from user_identities where provider = $1 and subject = $2',
      [provider, subject],
    );
    return rows[0] ?? null;
  },

  async link(sql: Sql, identity: { userId: string; provider: string; subject: string }): Promise<void> {
    await sql.rows(
      `insert into user_identities (id, user_id, provider, subject, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, $3, clock_timestamp(), clock_timestamp()) returning id`,
      [identity.userId, identity.provider, identity.subject],
    );
  },
};

import type { Sql } from './sql';

export interface InvitationRow {
  id: string;
  companyId: string;
  code: string;
  reusable: boolean;
  useCount: number;
  expiresAt: Date | null;
  /** Null: single use unless reusable, then unlimited. */
  maxUses: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Uses left on a code: a code with max_uses counts up to it; without, a reusable code is unlimited and any other
 * is single use (the codes made before max_uses existed keep their meaning).
 */
export function hasUsesLeft(invitation: Pick<InvitationRow, 'reusable' | 'useCount' | 'maxUses'>): boolean {
  if (invitation.maxUses != null) return invitation.useCount < invitation.maxUses;
  return invitation.reusable || invitation.useCount === 0;
}

const COLUMNS = `id, company_id as "companyId", code, reusable, use_count as "useCount", expires_at as "expiresAt",
  max_uses as "maxUses", created_at as "createdAt", updated_at as "updatedAt"`;

/** The one data-access module of table `invitation_codes`: the codes a company's admins hand out for sign-up. */
export const invitationStore = {
  async add(sql: Sql, invitation: { companyId: string; code: string; reusable: boolean; maxUses: number | null; expiresAt: Date | null }): Promise<InvitationRow> {
    const [added] = await sql.rows<InvitationRow>(
      `insert into invitation_codes (company_id, code, reusable, max_uses, expires_at, created_at, updated_at)
       values ($1, $2, $3, $4, $5, clock_timestamp(), clock_timestamp()) returning ${COLUMNS}`,
      [invitation.companyId, invitation.code, invitation.reusable, invitation.maxUses, invitation.expiresAt],
    );
    if (!added) throw new Error('invitation code was not stored');
    return added;
  },

  /** The company's codes, newest first. */
  async listOfCompany(sql: Sql, companyId: string): Promise<InvitationRow[]> {
    return sql.rows<InvitationRow>(`select ${COLUMNS} from invitation_codes where company_id = $1 order by created_at desc`, [companyId]);
  },

  /** The company's code of that id, or null (another company's included). */
  async findOfCompany(sql: Sql, companyId: string, id: string): Promise<InvitationRow | null> {
    const rows = await sql.rows<InvitationRow>(`select ${COLUMNS} from invitation_codes where id = $1 and company_id = $2`, [id, companyId]);
    return rows[0] ?? null;
  },

  /** The company's code as typed, or null. */
  async findByCode(sql: Sql, companyId: string, code: string): Promise<InvitationRow | null> {
    const rows = await sql.rows<InvitationRow>(`select ${COLUMNS} from invitation_codes where code = $1 and company_id = $2`, [code, companyId]);
    return rows[0] ?? null;
  },

  /** Ends the code at `now` unless it has ended already; answers the code as it is then. */
  async expire(sql: Sql, id: string, now: Date): Promise<InvitationRow> {
    await sql.rows(
      `update invitation_codes set expires_at = $2, updated_at = clock_timestamp() where id = $1 and (expires_at is null or expires_at > $2) returning id`,
      [id, now],
    );
    const [row] = await sql.rows<InvitationRow>(`select ${COLUMNS} from invitation_codes where id = $1`, [id]);
    if (!row) throw new Error(`invitation code ${id} is gone`);
    return row;
  },

  /**
   * Counts one use, unless the code has no use left (max_uses reached; a single-use code used) or expired by `now`
   * (another sign-up raced it); false then.
   */
  async countUse(sql: Sql, id: string, now: Date): Promise<boolean> {
    const rows = await sql.rows(
      `update invitation_codes set use_count = use_count + 1, updated_at = clock_timestamp()
       where id = $1
         and ((reusable and max_uses is null) or use_count < max_uses or (not reusable and max_uses is null and use_count = 0))
         and (expires_at is null or expires_at > $2)
       returning id`,
      [id, now],
    );
    return rows.length === 1;
  },
};

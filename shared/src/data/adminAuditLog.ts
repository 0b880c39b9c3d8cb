import type { AdminAuditAction } from '../admin';
import type { Sql } from './sql';

export interface AdminAuditRecord {
  companyId: string;
  /** Null for an operator (the command line, SUPER_USER_EMAILS). */
  actorUserId: string | null;
  actorEmail: string;
  action: AdminAuditAction;
  target: string;
  details: Record<string, unknown>;
}

export interface AdminAuditRow {
  id: string;
  actorEmail: string;
  action: AdminAuditAction;
  target: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** The one data-access module of table `admin_audit_log`, append-only (its trigger refuses UPDATE, DELETE, TRUNCATE). */
export const adminAuditStore = {
  /** Appends one entry; run it in the transaction of the change it records. */
  async add(sql: Sql, entry: AdminAuditRecord): Promise<void> {
    await sql.rows(
      `insert into admin_audit_log (company_id, actor_user_id, actor_email, action, target, details, created_at)
       values ($1, $2, $3, $4, $5, $6::jsonb, clock_timestamp()) returning id`,
      [entry.companyId, entry.actorUserId, entry.actorEmail, entry.action, entry.target, JSON.stringify(entry.details)],
    );
  },

  /** The company's latest entries, newest first. */
  async latestOfCompany(sql: Sql, companyId: string, limit: number): Promise<AdminAuditRow[]> {
    return sql.rows<AdminAuditRow>(
      `select id::text as id, actor_email as "actorEmail", action, target, details, created_at as "createdAt"
       from admin_audit_log where company_id = $1 order by admin_audit_log.id desc limit $2`,
      [companyId, limit],
    );
  },
};

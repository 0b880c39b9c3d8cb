import type { Sql } from './sql';

export interface AllowedDomainRow {
  id: string;
  companyId: string;
  domain: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, company_id as "companyId", domain, created_at as "createdAt", updated_at as "updatedAt"`;

/**
 * The one data-access module of table `allowed_email_domains`: the domains whose people may sign up and sign in, each
 * allowed for one company only (the unique index answers 409 through api/src/db/constraintViolations.ts).
 */
export const allowedDomainStore = {
  /** The company's domains, in alphabetical order. */
  async listOfCompany(sql: Sql, companyId: string): Promise<AllowedDomainRow[]> {
    return sql.rows<AllowedDomainRow>(`select ${COLUMNS} from allowed_email_domains where company_id = $1 order by domain`, [companyId]);
  },

  async add(sql: Sql, companyId: string, domain: string): Promise<AllowedDomainRow> {
    const [added] = await sql.rows<AllowedDomainRow>(
      `insert into allowed_email_domains (company_id, domain, created_at, updated_at) values ($1, $2, clock_timestamp(), clock_timestamp()) returning ${COLUMNS}`,
      [companyId, domain],
    );
    if (!added) throw new Error(`allowed domain ${domain} was not stored`);
    return added;
  },

  /** The company's entry of that id, or null (another company's included). */
  async findOfCompany(sql: Sql, companyId: string, id: string): Promise<AllowedDomainRow | null> {
    const rows = await sql.rows<AllowedDomainRow>(`select ${COLUMNS} from allowed_email_domains where id = $1 and company_id = $2`, [id, companyId]);
    return rows[0] ?? null;
  },

  async remove(sql: Sql, id: string): Promise<void> {
    await sql.rows('delete from allowed_email_domains where id = $1 returning id', [id]);
  },

  /**
   * The entry of a domain, or null. With `lockForShare` (inside a transaction) it is locked until the transaction
   * ends, so a removal of the domain waits for a sign-in that read it.
   */
  async findByDomain(sql: Sql, domain: string, lockForShare: boolean): Promise<AllowedDomainRow | null> {
    const rows = await sql.rows<AllowedDomainRow>(
      `select ${COLUMNS} from allowed_email_domains where domain = $1${lockForShare ? ' for share' : ''}`,
      [domain],
    );
    return rows[0] ?? null;
  },
};

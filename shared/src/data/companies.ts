import type { Sql } from './sql';

/** A row of `companies`: a firm, whose people, domains, invitation codes, templates and playbooks hang off it. */
export interface CompanyRow {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

const COMPANY = `id, name, created_at as "createdAt", updated_at as "updatedAt"`;

/**
 * The one data-access module of table `companies` (issue 27). The product only reads a company's name, with its user
 * (`userStore.findWithCompany`); companies are created by the demo seed (`api/src/db/seed.ts`) and by the tests.
 */
export const companyStore = {
  async create(sql: Sql, name: string): Promise<CompanyRow> {
    const [created] = await sql.rows<CompanyRow>(`insert into companies (name) values ($1) returning ${COMPANY}`, [name]);
    return created!;
  },

  async find(sql: Sql, id: string): Promise<CompanyRow | null> {
    const rows = await sql.rows<CompanyRow>(`select ${COMPANY} from companies where id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** The company of that name, created when there is none (names are unique). */
  async findOrCreateByName(sql: Sql, name: string): Promise<CompanyRow> {
    const [created] = await sql.rows<CompanyRow>(`insert into companies (name) values ($1) on conflict (name) do nothing returning ${COMPANY}`, [name]);
    if (created) return created;
    const [found] = await sql.rows<CompanyRow>(`select ${COMPANY} from companies where name = $1`, [name]);
    if (!found) throw new Error(`company ${name} was neither created nor found`);
    return found;
  },

  /** Whether some person of the company is its administrator. */
  async hasAdmin(sql: Sql, companyId: string): Promise<boolean> {
    return (await sql.rows('select 1 from users where company_id = $1 and is_admin limit 1', [companyId])).length > 0;
  },
};

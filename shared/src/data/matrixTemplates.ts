import type { Sql } from './sql';

/** A row of `matrix_queries`: a template question for a matrix column, global (every company sees it) or a company's own. */
export interface StoredMatrixTemplate {
  id: string;
  name: string;
  query: string;
  sortOrder: number;
  /** Null: a global template every company sees; else the company's own. */
  companyId: string | null;
  answerKind: string;
  createdAt: Date;
  updatedAt: Date;
}

export type MatrixTemplateChanges = Pick<StoredMatrixTemplate, 'name' | 'query' | 'answerKind'>;

const TEMPLATE = `id, name, query, sort_order as "sortOrder", company_id as "companyId", answer_kind as "answerKind",
  created_at as "createdAt", updated_at as "updatedAt"`;

/** The templates a company's people may use: the global library and the company's own. */
const VISIBLE_TO = (companyId: string) => `(company_id is null or company_id = ${companyId})`;

/**
 * The one data-access module of table `matrix_queries` (issue 27). A company's template names are unique
 * (`matrix_queries_scope_name`), and a template that matrix columns use cannot be deleted (the restricting foreign
 * key `matrix_columns_matrix_query_id_fkey`): both violations reach the API's error handler as they are.
 */
export const matrixTemplateStore = {
  async find(sql: Sql, id: string): Promise<StoredMatrixTemplate | null> {
    const rows = await sql.rows<StoredMatrixTemplate>(`select ${TEMPLATE} from matrix_queries where id = $1`, [id]);
    return rows[0] ?? null;
  },

  /** The templates the company may use, in the Add Column dialog's order. */
  async listVisibleTo(sql: Sql, companyId: string): Promise<StoredMatrixTemplate[]> {
    return sql.rows<StoredMatrixTemplate>(`select ${TEMPLATE} from matrix_queries where ${VISIBLE_TO('$1')} order by sort_order, name`, [companyId]);
  },

  /** The template when the user's company may use it, else null. */
  async findUsableBy(sql: Sql, userId: string, id: string): Promise<StoredMatrixTemplate | null> {
    const rows = await sql.rows<StoredMatrixTemplate>(
      `select ${TEMPLATE} from matrix_queries where id = $2 and ${VISIBLE_TO('(select u.company_id from users u where u.id = $1)')}`,
      [userId, id],
    );
    return rows[0] ?? null;
  },

  /** The company's own template, else null (a global template included). */
  async findOfCompany(sql: Sql, companyId: string, id: string): Promise<StoredMatrixTemplate | null> {
    const rows = await sql.rows<StoredMatrixTemplate>(`select ${TEMPLATE} from matrix_queries where id = $1 and company_id = $2`, [id, companyId]);
    return rows[0] ?? null;
  },

  async create(sql: Sql, template: MatrixTemplateChanges & { companyId: string; sortOrder: number }): Promise<StoredMatrixTemplate> {
    const [row] = await sql.rows<StoredMatrixTemplate>(
      `insert into matrix_queries (id, name, query, answer_kind, company_id, sort_order) values (gen_random_uuid(), $1, $2, $3, $4, $5)
       returning ${TEMPLATE}`,
      [template.name, template.query, template.answerKind, template.companyId, template.sortOrder],
    );
    return row!;
  },

  /** Writes the changes; when they change nothing, nothing is written. */
  async update(sql: Sql, id: string, changes: MatrixTemplateChanges): Promise<StoredMatrixTemplate | null> {
    const [updated] = await sql.rows<StoredMatrixTemplate>(
      `update matrix_queries set name = $2, query = $3, answer_kind = $4, updated_at = now()
       where id = $1 and (name, query, answer_kind) is distinct from ($2, $3, $4)
       returning ${TEMPLATE}`,
      [id, changes.name, changes.query, changes.answerKind],
    );
    return updated ?? matrixTemplateStore.find(sql, id);
  },

  async delete(sql: Sql, id: string): Promise<void> {
    await sql.rows('delete from matrix_queries where id = $1 returning id', [id]);
  },
};

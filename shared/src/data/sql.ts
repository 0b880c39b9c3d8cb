/**
 * The one way the data-access modules talk to PostgreSQL: parameterised SQL ($1, $2…) returning rows. The API runs it
 * through Sequelize (api/src/db/sequelizeSql.ts), the worker through pg (activities/src/db/pgSql.ts); a write that must
 * report what it changed uses `returning`.
 */
export interface Sql {
  rows<T extends object>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs `work` in one transaction; inside a transaction already, it joins that one. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
}

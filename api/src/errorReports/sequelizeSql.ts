import type { Sequelize } from 'sequelize';
import type { SqlClient } from '@arcline/shared/errorReports/errorReportStore';

/** The API's Sequelize pool as the plain SQL client that shared data-access modules take. */
export function sequelizeSql(sequelize: Sequelize): SqlClient {
  return {
    async query<Row extends object>(text: string, params: unknown[]) {
      const [rows] = await sequelize.query(text, { bind: params });
      return { rows: rows as Row[] };
    },
  };
}

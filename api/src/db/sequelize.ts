import type { Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import { ScopedSequelize } from './transactionScope';

export function createSequelize(databaseUrl: string, logger?: Logger): Sequelize {
  return new ScopedSequelize(databaseUrl, {
    dialect: 'postgres',
    logging: logger ? (sql) => logger.trace({ sql }, 'sql') : false,
    pool: { max: 10, min: 0, idle: 10000 },
    define: { underscored: true },
  });
}

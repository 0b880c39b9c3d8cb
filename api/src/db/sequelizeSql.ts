import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Sql } from '@arcline/shared/data';

/** The data-access modules' Sql over the API's Sequelize connection, inside `transaction` when one is given. */
export function sequelizeSql(sequelize: Sequelize, transaction?: Transaction): Sql {
  return {
    rows: <T extends object>(text: string, params: readonly unknown[] = []) =>
      sequelize.query<T>(text, { bind: [...params], type: QueryTypes.SELECT, transaction }),
    transaction: (work) =>
      transaction ? work(sequelizeSql(sequelize, transaction)) : sequelize.transaction((opened) => work(sequelizeSql(sequelize, opened))),
  };
}

/**
 * The data layer's Sql inside `transaction`, on the connection that opened it (Sequelize keeps it on the transaction):
 * for a step that is handed only its caller's transaction, without reaching for the bound connection (apiSql).
 */
export function transactionSql(transaction: Transaction): Sql {
  return sequelizeSql((transaction as Transaction & { sequelize: Sequelize }).sequelize, transaction);
}

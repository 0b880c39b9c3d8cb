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

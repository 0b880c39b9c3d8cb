import type { Sequelize, Transaction } from 'sequelize';
import type { Sql } from '@arcline/shared/data';
import { sequelizeSql } from './sequelizeSql';

let bound: Sequelize | undefined;

/** Binds the API's connection at start (startApi does it), for the callers reached without it. */
export function bindApiDatabase(sequelize: Sequelize): void {
  bound = sequelize;
}

/**
 * The data layer's Sql over the API's connection, inside `transaction` when one is given: for the tests' factories and
 * checks, which reach the database of the API they started. Product code no longer calls it (issue 27): it takes
 * `sequelize` from its deps, or transactionSql(transaction) when it is handed a transaction.
 */
export function apiSql(transaction?: Transaction): Sql {
  if (!bound) throw new Error('The API database is not bound (startApi or bindApiDatabase was not called).');
  return sequelizeSql(bound, transaction);
}

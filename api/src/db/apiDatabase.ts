import type { Sequelize, Transaction } from 'sequelize';
import type { Sql } from '@arcline/shared/data';
import { sequelizeSql } from './sequelizeSql';

let bound: Sequelize | undefined;

/** Binds the API's connection at start (startApi does it), for the callers reached without it. */
export function bindApiDatabase(sequelize: Sequelize): void {
  bound = sequelize;
}

/**
 * The data layer's Sql over the API's connection, for code whose callers do not hand it one yet (openPushTopic is
 * called from the routes and commands with only a user id), inside `transaction` when one is given. New code takes
 * `sequelize` from its deps instead, or transactionSql(transaction) when it is handed a transaction. The tests'
 * factories use it too.
 */
export function apiSql(transaction?: Transaction): Sql {
  if (!bound) throw new Error('The API database is not bound (startApi or bindApiDatabase was not called).');
  return sequelizeSql(bound, transaction);
}

import type { Sequelize, Transaction } from 'sequelize';
import type { Sql } from '@arcline/shared/data';
import { sequelizeSql } from './sequelizeSql';

let bound: Sequelize | undefined;
const followers: ((sequelize: Sequelize) => void)[] = [];

/** Binds the API's connection at start (startApi does it), for the callers reached without it. */
export function bindApiDatabase(sequelize: Sequelize): void {
  bound = sequelize;
  for (const follow of followers) follow(sequelize);
}

/**
 * Runs `follow` with the API's connection now if it is bound, and again whenever it is bound anew. The Sequelize
 * models that the seed and the tests' factories still write through (api/src/models) follow it this way, so the API
 * itself never loads them (issue 27).
 */
export function followApiDatabase(follow: (sequelize: Sequelize) => void): void {
  followers.push(follow);
  if (bound) follow(bound);
}

/**
 * The data layer's Sql over the API's connection, for code whose callers do not hand it one (openPushTopic is called
 * from the routes and commands with only a user id; recordAdminChange with only the caller's transaction), inside
 * `transaction` when one is given. New code takes `sequelize` from its deps instead.
 */
export function apiSql(transaction?: Transaction): Sql {
  if (!bound) throw new Error('The API database is not bound (startApi or initModels was not called).');
  return sequelizeSql(bound, transaction);
}

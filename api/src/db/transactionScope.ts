import { AsyncLocalStorage } from 'node:async_hooks';
import { Sequelize, type Transaction, type TransactionOptions } from 'sequelize';

const scope = new AsyncLocalStorage<Transaction>();

/**
 * The managed transaction the calling code runs in (`sequelize.transaction(async (t) => …)` or `sql.transaction`), for
 * code that is reached through a library rather than called with it: the Temporal client's interceptor records the
 * workflows it starts in the transaction of the command that starts them. Nothing joins it implicitly.
 */
export const currentTransaction = (): Transaction | undefined => scope.getStore();

/** Sequelize whose managed transactions are visible to `currentTransaction()` for as long as their callback runs. */
export class ScopedSequelize extends Sequelize {
  override transaction<T>(options: TransactionOptions, autoCallback: (t: Transaction) => PromiseLike<T>): Promise<T>;
  override transaction<T>(autoCallback: (t: Transaction) => PromiseLike<T>): Promise<T>;
  override transaction(options?: TransactionOptions): Promise<Transaction>;
  override transaction<T>(
    first?: TransactionOptions | ((t: Transaction) => PromiseLike<T>),
    second?: (t: Transaction) => PromiseLike<T>,
  ): Promise<T | Transaction> {
    const [options, work] = typeof first === 'function' ? [{}, first] : [first ?? {}, second];
    if (!work) return super.transaction(options);
    return super.transaction(options, (t) => scope.run(t, () => work(t)));
  }
}

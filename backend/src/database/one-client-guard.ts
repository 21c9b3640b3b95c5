import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, ReplicationMode } from 'typeorm';

/** Set inside a transaction's work (while guarded): the flow that holds the one client. */
const inside = new AsyncLocalStorage<true>();

/**
 * Runs `work` apart from the transaction whose flow calls it: work the transaction starts and does
 * not wait for (an announcement heard at its commit, whose reads wait for that commit) may take a
 * client of its own. Without the guard (outside tests) it only runs `work`.
 */
export function apart<T>(work: () => T): T {
  return inside.exit(work);
}

/** Raised when a statement reaches past the transaction its own flow holds open. */
export class OutsideOpenTransactionError extends Error {
  constructor() {
    super(
      'A statement reached for the database outside the transaction its flow holds open: on the embedded database ' +
        'the one client is held by that transaction, so the statement would wait for it until the client times out ' +
        '(docs/architecture.md, "The embedded database: one client"). Use the transaction\'s EntityManager.',
    );
    this.name = 'OutsideOpenTransactionError';
  }
}

/**
 * On the embedded database one client serves every statement (docs/architecture.md, "The embedded
 * database: one client"): a statement that takes a new client (a repository, the data source's own
 * manager) while its flow holds a transaction open waits for the client that transaction holds.
 * PostgreSQL's pool hides the mistake. Under tests (NODE_ENV=test) the data source is guarded so
 * that the mistake fails at once in both modes, naming itself: CI runs the whole suite on PostgreSQL
 * and only part of it embedded (scripts/embedded-subset.mjs).
 */
export function guardOneClient(dataSource: DataSource): void {
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode?: ReplicationMode) => {
    if (inside.getStore()) throw new OutsideOpenTransactionError();
    return createQueryRunner(mode);
  };
  // Every transaction starts on the data source's manager (repositories share it); the transaction's
  // own manager reuses its client, so nested transactions take none.
  const manager = dataSource.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = ((...args: unknown[]) => {
    const at = typeof args[0] === 'function' ? 0 : 1;
    const work = args[at] as (transactional: EntityManager) => Promise<unknown>;
    args[at] = (transactional: EntityManager) => inside.run(true, () => work(transactional));
    return transaction(...args);
  }) as EntityManager['transaction'];
}

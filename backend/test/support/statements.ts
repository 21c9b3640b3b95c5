import { DataSource } from 'typeorm';
import type { TestApp } from './test-app.js';

/**
 * The SQL statements the app sends while `work` runs, through the data source's logger (so every
 * statement, whichever query runner sends it), those `keep` accepts.
 */
export async function statementsDuring(t: TestApp, work: () => Promise<unknown>, keep: (statement: string) => boolean = () => true): Promise<string[]> {
  const logger = t.app.get(DataSource).logger;
  const original = logger.logQuery.bind(logger);
  const seen: string[] = [];
  logger.logQuery = (query, parameters, runner) => {
    if (keep(query)) seen.push(query);
    return original(query, parameters, runner);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}

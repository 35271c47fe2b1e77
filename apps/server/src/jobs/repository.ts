import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Where a query runs: the database (a pooled connection per query) or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** The one method pg-boss needs to run its SQL (its "custom db adapter"). */
export interface JobsSql {
  executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

/** The schema pg-boss keeps its tables in (created by migration 0005_jobs.sql). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Runs pg-boss's SQL through Kysely, so the queue shares the server's connection: PGlite's single
 * connection, or the PostgreSQL pool. Inside a transaction the job rows commit or roll back with it.
 */
export function jobsSql(executor: Executor): JobsSql {
  return {
    async executeSql(text, values = []) {
      if (values.length > 0 || executor.isTransaction) {
        return executor.executeQuery(CompiledQuery.raw(text, [...values]));
      }
      // Without parameters pg-boss may send several statements at once, some of them
      // "BEGIN; ...; COMMIT;" (its schema migrations and maintenance). When one of those fails
      // half-way the connection is left inside an aborted transaction; on PGlite that is the only
      // connection, and every later query would fail. Roll back on the same connection first.
      return (executor as Kysely<Database>).connection().execute(async (connection) => {
        try {
          return await connection.executeQuery(CompiledQuery.raw(text, []));
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('ROLLBACK', [])).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

/**
 * A time limit for one unit of read work: its statements run in a transaction with `statement_timeout` set locally,
 * so the limit ends with the transaction and never leaks to other users of a pooled connection.
 *
 * PostgreSQL cancels a statement that runs longer (SQLSTATE 57014). PGlite accepts the setting but never enforces it:
 * a single WebAssembly backend has no timer signals, so there the limit is a no-op (checked in
 * statementTimeout.integration.test.ts) and only the caller's concurrency cap bounds the work.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { hasSqlState } from './sqlErrors.ts';

/** PostgreSQL's query_canceled: a statement timeout (or a cancel request). */
const QUERY_CANCELED = '57014';

/** Runs `work` in a transaction whose statements are cancelled after `timeoutMs` each; 0 runs it as is. */
export async function withStatementTimeout<T>(db: Db, timeoutMs: number, work: (db: Db) => Promise<T>): Promise<T> {
  if (timeoutMs <= 0) return work(db);
  return db.transaction(async (tx) => {
    // set_config(…, true) is SET LOCAL with a bound parameter (SET itself takes none).
    await tx.execute(sql`SELECT set_config('statement_timeout', ${String(Math.round(timeoutMs))}, true)`);
    return work(tx as unknown as Db);
  });
}

/** True when `err` is a statement cancelled by its time limit. */
export function isStatementTimeout(err: unknown): boolean {
  return hasSqlState(err, QUERY_CANCELED);
}

/**
 * pg-boss's SQL adapter on a drizzle transaction: `boss.send(name, data, { db: executeSqlIn(tx) })` queues the job in
 * that transaction, so the job exists exactly when the rows it is about were committed (no job for a rolled-back
 * row, no committed row without its job). Works on both drivers, because drizzle runs the statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './connection.ts';

/** A `$1`, `$2`… placeholder in a statement. */
const PLACEHOLDER = /\$(\d+)/g;

/**
 * `text` with positional placeholders as a drizzle statement: each placeholder becomes a bound parameter (one per
 * occurrence, so a placeholder used twice is bound twice with the same value). Values never enter the SQL text.
 */
export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    const n = Number(m[1]);
    if (n < 1 || n > values.length) throw new Error(`statement refers to $${n} but has ${values.length} values`);
    chunks.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[n - 1] ?? null)}`);
    last = m.index + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** The `{ executeSql }` adapter pg-boss takes as its `db` option, running on `tx`. */
export function executeSqlIn(tx: Db): { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } {
  return {
    async executeSql(text, values = []) {
      const result = (await tx.execute(positionalSql(text, values))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

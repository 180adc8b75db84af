/** Forward-only SQL migrations: numbered files in ./migrations, each applied once in its own transaction. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database, SqlClient } from './connection.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Serialises concurrent starts against one PostgreSQL server (any fixed number works; this one spells "news"). */
const MIGRATION_LOCK_ID = 0x6e657773;

/** A migration file on disk. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

/** Reads the migration files in version order. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => {
      const sql = readFileSync(new URL(file, `file://${dir.endsWith('/') ? dir : `${dir}/`}`), 'utf8');
      return {
        version: Number(file.slice(0, 4)),
        name: file.replace(/\.sql$/, ''),
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    });
}

/** Applies every pending migration; returns the names applied. Refuses to run if an applied file was edited. */
export async function migrate(database: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  const done = await database.session((sql) => applyPending(sql, database.kind === 'postgres', migrations));
  if (done.length > 0) await database.checkpoint();
  return done;
}

async function applyPending(sql: SqlClient, useLock: boolean, migrations: Migration[]): Promise<string[]> {
  if (useLock) await sql.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
  try {
    await sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const applied = new Map(
      (await sql.query<{ version: number; checksum: string; name: string }>('SELECT version, name, checksum FROM schema_migrations')).map((r) => [r.version, r]),
    );
    const done: string[] = [];
    for (const m of migrations) {
      const prior = applied.get(m.version);
      if (prior) {
        if (prior.checksum !== m.checksum) throw new Error(`Migration ${m.name} was changed after it was applied; add a new migration instead.`);
        continue;
      }
      await sql.exec(`BEGIN;\n${m.sql}\n;INSERT INTO schema_migrations (version, name, checksum) VALUES (${m.version}, '${m.name}', '${m.checksum}');\nCOMMIT;`).catch(async (err: unknown) => {
        await sql.exec('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${m.name} failed: ${err instanceof Error ? err.message : String(err)}`);
      });
      done.push(m.name);
    }
    return done;
  } finally {
    if (useLock) await sql.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  }
}

/** True when every migration on disk has been applied (the readiness check). */
export async function isSchemaCurrent(database: Database, migrations: Migration[] = readMigrations()): Promise<boolean> {
  const rows = await database.sql
    .query<{ version: number }>('SELECT version FROM schema_migrations')
    .catch(() => [] as { version: number }[]);
  const applied = new Set(rows.map((r) => Number(r.version)));
  return migrations.every((m) => applied.has(m.version));
}

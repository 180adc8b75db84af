/** Opens the database: embedded PGlite (default) or a PostgreSQL server via node-postgres when a URL is given. */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, identical in type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A raw-SQL client that works the same on both drivers. */
export interface SqlClient {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

/** An open database with its driver kind. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  sql: SqlClient;
  /** Forces a checkpoint so PGlite's WAL does not grow without bound (a no-op on a server, which checkpoints itself). */
  checkpoint(): Promise<void>;
  /** pg-boss's adapter: parameterised statements, or several statements without parameters; rows of the last one. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs `fn` on one dedicated connection (session-level locks, multi-statement transactions). */
  session<T>(fn: (sql: SqlClient) => Promise<T>): Promise<T>;
  /** Subscribes to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where to find the data: a PostgreSQL URL, a PGlite directory, or memory when neither is given. */
export interface DatabaseConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** node-postgres pool size. */
  poolSize?: number;
}

/** Opens the database described by the config. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, config.poolSize ?? 10) : openPglite(config.dataDir);
}

/**
 * Creates a new PGlite cluster in a scratch directory and renames it into place, so a process killed during
 * initdb never leaves a half-made cluster that cannot start (PGlite aborts on one).
 */
async function ensurePgliteCluster(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const parent = path.dirname(path.resolve(dataDir));
  const base = path.basename(path.resolve(dataDir));
  mkdirSync(parent, { recursive: true });
  for (const leftover of readdirSync(parent).filter((f) => f.startsWith(`${base}.init-`))) {
    rmSync(path.join(parent, leftover), { recursive: true, force: true });
  }
  const scratch = path.join(parent, `${base}.init-${process.pid}`);
  const fresh = await PGlite.create({ dataDir: scratch, extensions: { pg_trgm } });
  await fresh.close();
  // An empty or half-made directory from an interrupted older start is replaced.
  rmSync(dataDir, { recursive: true, force: true });
  renameSync(scratch, dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await ensurePgliteCluster(dataDir);
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const sql: SqlClient = {
    async query<T>(text: string, params?: unknown[]) {
      const res = await client.query<T>(text, params as unknown[] | undefined);
      return res.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
  };
  return {
    kind: 'pglite',
    db,
    sql,
    // PGlite is a single connection already.
    session: (fn) => fn(sql),
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // PGlite runs a single backend with no checkpointer process, so WAL segments are only recycled when we
    // checkpoint: migrations, every ingested source and close() call this.
    async checkpoint() {
      await client.exec('CHECKPOINT');
    },
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    async close() {
      if (!client.closed) {
        await client.exec('CHECKPOINT').catch(() => undefined);
        await client.close();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection closed by the server (restart, failover, DROP DATABASE … FORCE) must not crash the process:
  // the pool discards that client and opens a new one on the next query.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const listeners: pg.PoolClient[] = [];
  return {
    kind: 'postgres',
    db,
    sql: {
      async query<T>(text: string, params?: unknown[]) {
        const res = await pool.query(text, params);
        return res.rows as T[];
      },
      async exec(text: string) {
        await pool.query(text);
      },
    },
    async executeSql(text, values) {
      const res = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return { rows: Array.isArray(res) ? (res.at(-1)?.rows ?? []) : res.rows };
    },
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          async query<T>(text: string, params?: unknown[]) {
            return (await client.query(text, params)).rows as T[];
          },
          async exec(text: string) {
            await client.query(text);
          },
        });
      } finally {
        client.release();
      }
    },
    async checkpoint() {
      /* the server checkpoints by itself */
    },
    async listen(channel, onPayload) {
      const client = await pool.connect();
      listeners.push(client);
      client.on('notification', (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`).catch(() => undefined);
        client.release();
        listeners.splice(listeners.indexOf(client), 1);
      };
    },
    async close() {
      for (const c of listeners.splice(0)) c.release();
      await pool.end();
    },
  };
}

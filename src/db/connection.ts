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
import { createStorageHealth, type StorageHealth } from './storageHealth.ts';

export type Schema = typeof schema;

/**
 * Runs one fixed statement that hot paths repeat (the session lookup, the For You inputs) as a named prepared
 * statement on PostgreSQL: planned once per connection instead of on every request (planning cost more than running
 * them). PGlite runs it as a plain query. `text` must be a constant: the name stands for it on every connection.
 * Needs the database handle itself, not a transaction.
 */
export async function queryPrepared<T>(db: Db, name: string, text: string, params: unknown[]): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name, text, values: params })).rows as T[];
  if (client instanceof PGlite) return (await client.query<T>(text, params)).rows;
  throw new Error(`queryPrepared(${name}) needs the database handle, not a transaction`);
}

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
  /** Full-disk errors met by this process (reported by /readyz and the jobs). */
  storage: StorageHealth;
  sql: SqlClient;
  /** Forces a checkpoint so PGlite's WAL does not grow without bound (a no-op on a server, which checkpoints itself). */
  checkpoint(): Promise<void>;
  /** pg-boss's adapter: parameterised statements, or several statements without parameters; rows of the last one. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Runs `fn` on one dedicated connection (session-level locks, multi-statement transactions). */
  session<T>(fn: (sql: SqlClient) => Promise<T>): Promise<T>;
  /**
   * Subscribes to a NOTIFY channel; returns the unsubscribe function. Every subscriber of a channel shares one LISTEN
   * (on node-postgres, one dedicated connection outside the pool for all channels), so a thousand live-update streams
   * cost one connection, not a thousand.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Where to find the data: a PostgreSQL URL, a PGlite directory, or memory when neither is given. */
export interface DatabaseConfig {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** node-postgres pool size. */
  poolSize?: number;
  /** PostgreSQL: how long to keep retrying the first connection (with back-off) before giving up; 0 tries once. */
  connectTimeoutMs?: number;
  /**
   * PGlite in memory only: start from this `dumpDataDir()` tarball instead of an empty cluster. Tests use it to copy
   * a database migrated once per run (src/testing/migratedTemplate.ts) rather than migrating in every file.
   */
  loadDataDir?: Blob | undefined;
}

/** The server could not be reached (or refused us) for the whole connect timeout; the message carries no secret. */
export class DatabaseUnavailableError extends Error {}

/** Opens the database described by the config. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (!config.databaseUrl) return openPglite(config.dataDir, config.loadDataDir);
  const database = await openPostgres(config.databaseUrl, config.poolSize ?? 10);
  try {
    await waitForServer(database, config.databaseUrl, config.connectTimeoutMs ?? 0);
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  return database;
}

/** Delays between connection attempts: 250 ms doubling, at most 5 s. */
const CONNECT_RETRY_MIN_MS = 250;
const CONNECT_RETRY_MAX_MS = 5_000;

/**
 * Proves the server answers before anyone logs "database open": retries with back-off until `timeoutMs` has passed
 * (a server still starting, a network blip), then throws DatabaseUnavailableError naming the host and database
 * (never the password) and the driver's reason code.
 */
async function waitForServer(database: Database, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = CONNECT_RETRY_MIN_MS;
  for (;;) {
    try {
      await database.sql.query('SELECT 1');
      return;
    } catch (err) {
      const left = deadline - Date.now();
      if (left <= 0) throw new DatabaseUnavailableError(`could not connect to the PostgreSQL database ${describeUrl(url)} within ${Math.round(timeoutMs / 1000)} s (${reasonOf(err)})`);
      await new Promise((r) => setTimeout(r, Math.min(delay, left)));
      delay = Math.min(delay * 2, CONNECT_RETRY_MAX_MS);
    }
  }
}

/** host:port/database of a PostgreSQL URL, without user or password. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** A short reason: the system or SQLSTATE code and, for server errors, the server's one-line message. */
function reasonOf(err: unknown): string {
  const e = (err instanceof AggregateError ? err.errors[0] : err) as { code?: unknown; message?: unknown } | undefined;
  const code = typeof e?.code === 'string' ? e.code : undefined;
  // Server errors (SQLSTATE, five characters) say what is wrong ("password authentication failed for user …");
  // socket errors are clear from their code alone.
  if (code && /^[0-9A-Z]{5}$/.test(code) && typeof e?.message === 'string') return `${code}: ${e.message.split('\n')[0]}`;
  return code ?? (typeof e?.message === 'string' ? e.message.split('\n')[0] ?? 'unknown error' : 'unknown error');
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

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  // A tarball would be unpacked over the cluster in the directory (PGlite refuses when one exists): never mix the two.
  if (dataDir && loadDataDir) throw new Error('loadDataDir is for an in-memory PGlite, not with dataDir');
  if (dataDir) await ensurePgliteCluster(dataDir);
  return pgliteDatabase(await createPgliteClient(dataDir, loadDataDir));
}

/** A PGlite with the extensions our migrations use: in `dataDir`, or in memory (empty, or unpacked from a tarball). */
export async function createPgliteClient(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<PGlite> {
  // The tarball holds the catalog entries of pg_trgm but not its code: the extension is loaded again either way.
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
}

/**
 * The Database over an open PGlite. The integration tests' pool (db/testPglitePool.ts) hands each test file one of
 * these over a reused in-memory instance.
 */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const storage = createStorageHealth();
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
    storage,
    sql,
    // PGlite is a single connection already.
    session: (fn) => fn(sql),
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    // PGlite runs a single backend with no checkpointer process, so WAL segments are only recycled when we
    // checkpoint: migrations, every ingested source and close() call this. Not while the disk is known to be full:
    // a checkpoint that cannot write aborts PGlite's backend for good (PostgreSQL PANICs), taking every page down.
    async checkpoint() {
      if (storage.failure()) return;
      await client.exec('CHECKPOINT');
    },
    listen: createNotificationFanout(async (channel, deliver) => {
      const unsub = await client.listen(channel, deliver);
      return async () => {
        if (!client.closed) await unsub();
      };
    }),
    async close() {
      if (!client.closed) {
        if (!storage.failure()) await client.exec('CHECKPOINT').catch(() => undefined);
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
  const notifications = createPgNotificationConnection(url);
  return {
    kind: 'postgres',
    db,
    storage: createStorageHealth(),
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
    listen: createNotificationFanout(notifications.listen),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

type Deliver = (payload: string) => void;
/** Starts listening on one channel for the fan-out; resolves to the function that stops it. */
type StartChannel = (channel: string, deliver: Deliver) => Promise<() => Promise<void>>;

/**
 * One LISTEN per channel, shared by every subscriber of this process: the first subscriber starts it, the last one's
 * unsubscribe stops it. A subscriber that throws does not stop delivery to the others.
 */
export function createNotificationFanout(start: StartChannel): Database['listen'] {
  const channels = new Map<string, { subscribers: Set<Deliver>; started: Promise<() => Promise<void>> }>();
  return async (channel, onPayload) => {
    let entry = channels.get(channel);
    if (!entry) {
      const subscribers = new Set<Deliver>();
      const started = start(channel, (payload) => {
        for (const deliver of [...subscribers]) {
          try {
            deliver(payload);
          } catch {
            /* one subscriber's failure is its own */
          }
        }
      });
      entry = { subscribers, started };
      channels.set(channel, entry);
      started.catch(() => {
        if (channels.get(channel) === entry) channels.delete(channel);
      });
    }
    const current = entry;
    // Joined before waiting, so a concurrent last unsubscribe cannot stop the LISTEN this subscriber relies on.
    current.subscribers.add(onPayload);
    try {
      await current.started;
    } catch (err) {
      current.subscribers.delete(onPayload);
      throw err;
    }
    let subscribed = true;
    return async () => {
      if (!subscribed) return;
      subscribed = false;
      current.subscribers.delete(onPayload);
      if (current.subscribers.size > 0 || channels.get(channel) !== current) return;
      channels.delete(channel);
      await (await current.started)();
    };
  };
}

/** Quotes a name as an SQL identifier, for statements that take no parameters there (LISTEN's channel, a schema). */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Reconnect delays of the notification connection: 1 s doubling, at most 30 s. */
const NOTIFY_RECONNECT_MIN_MS = 1000;
const NOTIFY_RECONNECT_MAX_MS = 30_000;

/**
 * The node-postgres side of the fan-out: one dedicated client (outside the pool, so long-lived streams never starve
 * queries) that LISTENs on every channel with subscribers. Opened on the first channel, ended with the last. If the
 * server drops it (restart, failover), it reconnects with back-off and LISTENs again; notifications sent while it was
 * down are lost, which live updates accept (a reader's next page load shows those articles).
 */
function createPgNotificationConnection(url: string): { listen: StartChannel; close(): Promise<void> } {
  const delivers = new Map<string, Deliver>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let reconnectDelay = NOTIFY_RECONNECT_MIN_MS;
  let closed = false;
  // LISTEN, UNLISTEN and connection changes run one at a time, in call order.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer || delivers.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void serial(connected).catch(() => {
        reconnectDelay = Math.min(reconnectDelay * 2, NOTIFY_RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, reconnectDelay);
    reconnectTimer.unref?.();
  };

  /** The open client, connecting (and re-LISTENing every channel) when there is none. Call inside `serial`. */
  async function connected(): Promise<pg.Client> {
    if (client) return client;
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (msg) => delivers.get(msg.channel)?.(msg.payload ?? ''));
      // 'error' is followed by 'end'; without a listener it would crash the process.
      c.on('error', () => undefined);
      c.on('end', () => {
        if (client !== c) return;
        client = null;
        scheduleReconnect();
      });
      try {
        await c.connect();
        for (const channel of delivers.keys()) await c.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (err) {
        await c.end().catch(() => undefined);
        throw err;
      }
      client = c;
      reconnectDelay = NOTIFY_RECONNECT_MIN_MS;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    listen: (channel, deliver) =>
      serial(async () => {
        if (closed) throw new Error('database closed');
        delivers.set(channel, deliver);
        try {
          const c = await connected();
          await c.query(`LISTEN ${quoteIdentifier(channel)}`);
        } catch (err) {
          delivers.delete(channel);
          throw err;
        }
        return () =>
          serial(async () => {
            if (delivers.get(channel) !== deliver) return;
            delivers.delete(channel);
            const c = client;
            if (!c) return;
            if (delivers.size === 0) {
              client = null;
              await c.end().catch(() => undefined);
            } else {
              await c.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => undefined);
            }
          });
      }),
    close: () =>
      serial(async () => {
        closed = true;
        if (reconnectTimer) clearTimeout(reconnectTimer);
        delivers.clear();
        const c = client;
        client = null;
        await c?.end().catch(() => undefined);
      }),
  };
}

/**
 * Test support: in-memory PGlite databases reused from one integration-test file to the next within a vitest worker,
 * reset between them to exactly the state they were unpacked in, or not reused at all.
 *
 * Why: a worker runs its files one after another in one process (vitest.config.ts, `isolate: false`), and each file
 * used to unpack the migrated tarball into a new PGlite: 1.1-1.5 CPU-s a file, most of it PostgreSQL starting, about a
 * third of the PGlite integration step's CPU (docs/architecture.md, "Keeping CI fast"). A reset costs about a tenth.
 *
 * What "exactly" means here, and how it is proved on every return rather than assumed:
 * - A file's Database is retired when it is dropped: anything of that file still running (a leaked timer, a job
 *   poller) gets "test database dropped" errors instead of reading or writing the next file's database. Its LISTENs
 *   end, as they would when the database closed (its app holds them until then).
 * - DISCARD ALL ends the rest of the session state (settings, prepared statements, temporary tables, advisory locks);
 *   it fails inside an open transaction, and then the instance is closed instead. The setting PGlite's own start
 *   makes for the session (search_path) is made again.
 * - Schemas the instance did not start with (pg-boss's) are dropped; every table it started with is truncated, the
 *   rows the migrations seeded are written back as they were (triggers off, so no trigger rewrites them), every
 *   sequence is set back, and the planner's size estimates in pg_class are set back.
 * - Then the catalog (schemas, relations, columns, defaults, constraints, indexes, triggers and whether they fire,
 *   functions and their bodies, types, views, policies, roles, extensions, database settings, ACLs, comments,
 *   statistics), every setting, the seeded rows, the sequences and the size estimates must equal those of the first
 *   fresh instance. Anything else (a file that closed its database, left a transaction open, made a table, function
 *   or role of its own) means the instance is closed and the next file gets a fresh one.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createPgliteClient, pgliteDatabase, quoteIdentifier, type Database } from './connection.ts';

/** The state a fresh instance is in, taken once per tarball before any file touches it. */
interface Baseline {
  /** The catalog as CATALOG_ROWS_SQL lists it, sorted. */
  catalog: string[];
  schemas: Set<string>;
  /** Every table, schema-qualified and quoted. */
  tables: string[];
  /** Tables that start with rows: their insertable columns and rows (as JSON), and a digest of their contents. */
  seeded: { table: string; columns: string; rows: string; digest: string }[];
  /** Every sequence's value (null: never used) as text. */
  sequences: { name: string; lastValue: string | null }[];
  /** pg_class's size estimates of every user relation, which TRUNCATE resets. */
  sizes: string;
  /** Every setting with its source, sorted. */
  settings: string[];
  /** Settings the session made itself (PGlite sets search_path when it starts), which DISCARD ALL undoes. */
  sessionSettings: { name: string; setting: string }[];
}

interface Pooled {
  client: PGlite;
  baseline: Baseline;
}

/** Idle instances per tarball (a watch-mode rerun makes a new one); at most this many are kept per tarball. */
const idle = new Map<string, Pooled[]>();
const MAX_IDLE = 2;
const baselines = new Map<string, Promise<Baseline>>();

/** Schemas of our own (not PostgreSQL's system schemas, nor a session's temporary ones). */
const USER_SCHEMA = `nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg\\_temp\\_%' AND nspname NOT LIKE 'pg\\_toast\\_temp\\_%'`;
const USER_NAMESPACES = `(SELECT oid FROM pg_namespace WHERE ${USER_SCHEMA})`;

/**
 * The catalog as far as a test could tell it apart. Object identifiers and storage file numbers are left
 * out (TRUNCATE gives tables new files; that is the only change it makes to the catalog).
 */
export const CATALOG_ROWS_SQL = `
  SELECT 'schema ' || nspname || ' ' || coalesce(nspacl::text, '') AS x FROM pg_namespace WHERE ${USER_SCHEMA}
  UNION ALL SELECT 'rel ' || c.oid::regclass::text || ' ' || c.relkind::text || c.relpersistence::text || c.relrowsecurity::text
      || ' ' || coalesce(c.reloptions::text, '') || ' ' || coalesce(c.relacl::text, '')
    FROM pg_class c WHERE c.relnamespace IN ${USER_NAMESPACES}
  UNION ALL SELECT 'col ' || a.attrelid::regclass::text || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' '
      || a.attnotnull::text || a.attisdropped::text || a.attidentity::text || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
    WHERE c.relnamespace IN ${USER_NAMESPACES} AND a.attnum > 0
  UNION ALL SELECT 'con ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated::text
    FROM pg_constraint WHERE connamespace IN ${USER_NAMESPACES}
  UNION ALL SELECT 'idx ' || pg_get_indexdef(i.indexrelid) || ' ' || i.indisvalid::text FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE c.relnamespace IN ${USER_NAMESPACES}
  UNION ALL SELECT 'trg ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text || ' ' || pg_get_triggerdef(oid)
    FROM pg_trigger WHERE NOT tgisinternal
  UNION ALL SELECT 'fn ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, '')) || ' ' || coalesce(p.proconfig::text, '')
      || ' ' || coalesce(p.proacl::text, '')
    FROM pg_proc p WHERE p.pronamespace IN ${USER_NAMESPACES}
  UNION ALL SELECT 'type ' || t.oid::regtype::text FROM pg_type t WHERE t.typnamespace IN ${USER_NAMESPACES}
  UNION ALL SELECT 'view ' || c.oid::regclass::text || ' ' || pg_get_viewdef(c.oid) FROM pg_class c
    WHERE c.relkind IN ('v', 'm') AND c.relnamespace IN ${USER_NAMESPACES}
  UNION ALL SELECT 'policy ' || polrelid::regclass::text || ' ' || polname FROM pg_policy
  UNION ALL SELECT 'role ' || rolname || ' ' || rolsuper::text || rolcanlogin::text || ' ' || coalesce(rolconfig::text, '') FROM pg_roles
  UNION ALL SELECT 'ext ' || extname || ' ' || extversion FROM pg_extension
  UNION ALL SELECT 'setting ' || setdatabase || ' ' || setrole || ' ' || coalesce(setconfig::text, '') FROM pg_db_role_setting
  UNION ALL SELECT 'comment ' || classoid || ' ' || objsubid || ' ' || md5(description) FROM pg_description WHERE objoid >= 16384
  UNION ALL SELECT 'stats ' || count(*) FROM pg_statistic s JOIN pg_class c ON c.oid = s.starelid WHERE c.relnamespace IN ${USER_NAMESPACES}
  UNION ALL SELECT 'event trigger ' || evtname FROM pg_event_trigger
  UNION ALL SELECT 'large objects ' || count(*) FROM pg_largeobject_metadata
  UNION ALL SELECT 'prepared transactions ' || count(*) FROM pg_prepared_xacts`;

async function catalogOf(client: PGlite): Promise<string[]> {
  return (await client.query<{ x: string }>(`${CATALOG_ROWS_SQL} ORDER BY 1`)).rows.map((r) => r.x);
}

const SIZES_SQL = `SELECT coalesce(json_agg(json_build_object('oid', oid, 'relpages', relpages, 'reltuples', reltuples, 'relallvisible', relallvisible)
  ORDER BY oid)::text, '[]') AS sizes FROM pg_class WHERE relnamespace IN ${USER_NAMESPACES}`;

/**
 * Every setting and where it came from. Not an extension's settings at their defaults: they appear when its library is
 * first loaded (pg_trgm's, at a file's first trigram search), and a loaded library stays loaded.
 */
async function settingsOf(client: PGlite): Promise<string[]> {
  return (
    await client.query<{ x: string }>(
      `SELECT name || '=' || coalesce(setting, '') || ' (' || source || ')' AS x FROM pg_settings
       WHERE NOT (name LIKE '%.%' AND source = 'default') ORDER BY 1`,
    )
  ).rows.map((r) => r.x);
}

/** Throws, naming the first few lines either side lacks, unless the two sorted lists are the same. */
function sameLines(what: string, now: string[], then: string[]): void {
  if (now.join('\n') === then.join('\n')) return;
  const before = new Set(then);
  const after = new Set(now);
  const added = now.filter((x) => !before.has(x)).slice(0, 5).map((x) => `+ ${x}`);
  const removed = then.filter((x) => !after.has(x)).slice(0, 5).map((x) => `- ${x}`);
  throw new Error(`${what} differs from the baseline:\n${[...added, ...removed].join('\n')}`);
}

async function one<T>(client: PGlite, text: string, params?: unknown[]): Promise<T> {
  const row = (await client.query<T>(text, params)).rows[0];
  if (!row) throw new Error(`no row from: ${text.slice(0, 80)}`);
  return row;
}

async function digestOf(client: PGlite, table: string): Promise<string> {
  return (await one<{ digest: string | null }>(client, `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM ${table} t`)).digest ?? '';
}

async function sequencesOf(client: PGlite): Promise<Baseline['sequences']> {
  const rows = await client.query<{ name: string; last_value: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text FROM pg_sequences ORDER BY 1`,
  );
  return rows.rows.map((r) => ({ name: r.name, lastValue: r.last_value }));
}

async function takeBaseline(client: PGlite): Promise<Baseline> {
  const schemas = new Set((await client.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE ${USER_SCHEMA}`)).rows.map((r) => r.nspname));
  const tables = (
    await client.query<{ name: string }>(
      `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p') AND n.oid IN ${USER_NAMESPACES} ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
  const seeded: Baseline['seeded'] = [];
  for (const table of tables) {
    const { rows } = await one<{ rows: string | null }>(client, `SELECT json_agg(t)::text AS rows FROM ${table} t`);
    if (!rows) continue;
    // Generated columns cannot be written; identity columns are, with OVERRIDING SYSTEM VALUE.
    const columns = (
      await client.query<{ attname: string }>(
        `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
        [table],
      )
    ).rows.map((r) => quoteIdentifier(r.attname)).join(', ');
    seeded.push({ table, columns, rows, digest: await digestOf(client, table) });
  }
  return {
    catalog: await catalogOf(client),
    schemas,
    tables,
    seeded,
    sequences: await sequencesOf(client),
    sizes: (await one<{ sizes: string }>(client, SIZES_SQL)).sizes,
    settings: await settingsOf(client),
    sessionSettings: (await client.query<{ name: string; setting: string }>(`SELECT name, setting FROM pg_settings WHERE source = 'session' ORDER BY name`)).rows,
  };
}

/** Puts a used instance back into its baseline state, or throws if that cannot be shown to have worked. */
async function reset(client: PGlite, baseline: Baseline): Promise<void> {
  await client.exec('DISCARD ALL');
  for (const { name, setting } of baseline.sessionSettings) await client.query('SELECT set_config($1, $2, false)', [name, setting]);
  const schemas = (await client.query<{ nspname: string }>(`SELECT nspname FROM pg_namespace WHERE ${USER_SCHEMA}`)).rows.map((r) => r.nspname);
  const statements: string[] = [];
  for (const schema of schemas) if (!baseline.schemas.has(schema)) statements.push(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE;`);
  statements.push(`TRUNCATE ${baseline.tables.join(', ')} RESTART IDENTITY CASCADE;`);
  for (const { name } of baseline.sequences) statements.push(`ALTER SEQUENCE ${name} RESTART;`);
  await client.exec(statements.join('\n'));
  await client.transaction(async (tx) => {
    await tx.exec(`SET LOCAL session_replication_role = replica`);
    for (const { table, columns, rows } of baseline.seeded) {
      await tx.query(`INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`, [rows]);
    }
    for (const { name, lastValue } of baseline.sequences) {
      if (lastValue !== null) await tx.query(`SELECT setval($1::regclass, $2::bigint, true)`, [name, lastValue]);
    }
    await tx.query(
      `UPDATE pg_class c SET relpages = s.relpages, reltuples = s.reltuples, relallvisible = s.relallvisible
       FROM json_to_recordset($1::json) AS s(oid oid, relpages integer, reltuples real, relallvisible integer)
       WHERE c.oid = s.oid AND (c.relpages, c.reltuples, c.relallvisible) IS DISTINCT FROM (s.relpages, s.reltuples, s.relallvisible)`,
      [baseline.sizes],
    );
  });
  await client.exec('CHECKPOINT');
  sameLines('catalog', await catalogOf(client), baseline.catalog);
  sameLines('settings', await settingsOf(client), baseline.settings);
  for (const { table, digest } of baseline.seeded) {
    if ((await digestOf(client, table)) !== digest) throw new Error(`${table} differs from the baseline`);
  }
  if (JSON.stringify(await sequencesOf(client)) !== JSON.stringify(baseline.sequences)) throw new Error('sequences differ from the baseline');
  if ((await one<{ sizes: string }>(client, SIZES_SQL)).sizes !== baseline.sizes) throw new Error('size estimates differ from the baseline');
}

/**
 * The client a file's Database runs on: the instance itself until the file drops it, then refusing every call, so
 * nothing of one file reaches the next file's database. Keeps the file's LISTENs, which its app holds for as long as
 * the database is open (server/app.ts), so that dropping the file ends them as closing the database would.
 */
function fileClient(client: PGlite): { client: PGlite; retire(): Promise<void> } {
  let retired = false;
  const listening = new Set<() => Promise<void>>();
  const proxy = new Proxy(client, {
    get(target, prop) {
      if (prop === 'closed') return retired || target.closed;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'close') return async () => (retired ? undefined : target.close());
      return (...args: unknown[]) => {
        if (retired) throw new Error('test database dropped: this file is over');
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (prop !== 'listen') return result;
        return (result as Promise<() => Promise<void>>).then((unlisten) => {
          const once = async () => {
            if (listening.delete(once)) await unlisten();
          };
          listening.add(once);
          return once;
        });
      };
    },
  });
  return {
    client: proxy,
    async retire() {
      retired = true;
      // A closed instance has no LISTENs left to end (and is not reused).
      if (!client.closed) for (const unlisten of [...listening]) await unlisten();
    },
  };
}

/** Counts of what the pool did in this process (reported by tests of the pool itself). */
export const testPglitePoolStats = { opened: 0, reused: 0, discarded: 0, lastDiscardReason: '' };

/**
 * A database for one test file: an idle instance unpacked from `tarballKey`'s tarball and reset, or a new one unpacked
 * by `load`. `release` retires the file's Database and resets the instance for the next file, or closes it.
 */
export async function takeTestPglite(tarballKey: string, load: () => Blob): Promise<{ database: Database; release(): Promise<void> }> {
  let pooled = idle.get(tarballKey)?.pop();
  if (pooled) {
    testPglitePoolStats.reused++;
  } else {
    const client = await createPgliteClient(undefined, load());
    let baseline = baselines.get(tarballKey);
    if (!baseline) {
      baseline = takeBaseline(client);
      baselines.set(tarballKey, baseline);
    }
    pooled = { client, baseline: await baseline };
    testPglitePoolStats.opened++;
  }
  const taken = pooled;
  const file = fileClient(taken.client);
  const database = pgliteDatabase(file.client);
  let released = false;
  return {
    database,
    async release() {
      if (released) return;
      released = true;
      const { client } = taken;
      try {
        await file.retire();
        if (client.closed) return;
        await reset(client, taken.baseline);
        const list = idle.get(tarballKey) ?? [];
        idle.set(tarballKey, list);
        if (list.length >= MAX_IDLE) throw new Error('enough idle instances');
        list.push(taken);
      } catch (err) {
        testPglitePoolStats.discarded++;
        testPglitePoolStats.lastDiscardReason = err instanceof Error ? err.message : String(err);
        await client.close().catch(() => undefined);
      }
    },
  };
}

/** Shared start-up steps of the CLI entry points: environment, logger, database, migrations, reference data. */
import { statfsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/connection.ts';
import { DatabaseUnavailableError, openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { failInterruptedRuns } from '../db/queries/automationRuns.ts';
import { syncCategories } from '../db/queries/categories.ts';
import { isStorageFullError } from '../db/storageHealth.ts';
import { seedFeedSources } from '../pipeline/sources/seedSources.ts';
import { EnvError, loadEnv, type Env } from '../server/env.ts';
import { createLogger, type Logger } from '../server/logger.ts';

/** Everything a command needs once booted. */
export interface Booted {
  env: Env;
  log: Logger;
  database: Database;
  /** Migrations applied by this start. */
  applied: string[];
}

/** Loads the environment or exits with a message naming the bad variable. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Below this much free space PGlite cannot even start: its WAL and checkpoint writes fail, and a failed WAL write
 * aborts its backend (PostgreSQL PANICs) instead of returning an error.
 */
export const MIN_FREE_BYTES_FOR_PGLITE = 16 * 1024 * 1024;

/** Free bytes on the file system holding `dir` (or its nearest existing parent); null where the platform cannot say. */
function freeBytes(dir: string): number | null {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    try {
      const stats = statfsSync(d);
      return stats.bavail * stats.bsize;
    } catch {
      if (path.dirname(d) === d) return null;
    }
  }
}

/** Ends the process with one line on stderr: a start-up failure the operator must fix, not a stack to read. */
function exitWith(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** Opens and migrates the database and seeds categories and feed sources; `logToStderr` keeps stdout for the command's output. */
export async function boot(options: { logToStderr?: boolean } = {}): Promise<Booted> {
  const env = loadEnvOrExit();
  const log = createLogger(env.LOG_LEVEL, { stderr: options.logToStderr ?? false, format: env.LOG_FORMAT });
  const dataDir = path.resolve(env.DATA_DIR, 'pglite');
  const diskFull = () => exitWith(`Cannot start: the disk holding ${env.DATABASE_URL ? 'the PostgreSQL database' : dataDir} is full (no space left on device). Free some space and start again.`);
  if (!env.DATABASE_URL) {
    const free = freeBytes(dataDir);
    if (free !== null && free < MIN_FREE_BYTES_FOR_PGLITE) diskFull();
  }
  try {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS });
    log.debug({ database: database.kind, ...(database.kind === 'pglite' ? { dataDir } : {}) }, 'database open');
    const applied = await migrate(database);
    if (applied.length) log.debug({ applied }, 'migrations applied');
    await syncCategories(database.db);
    // Runs left "running" by a process that died: on PGlite nothing else can hold the data, so all of them.
    const interrupted = await failInterruptedRuns(database.db, database.kind === 'pglite' ? new Date() : undefined);
    if (interrupted) log.warn({ interrupted }, 'marked interrupted automation runs as failed');
    const { created } = await seedFeedSources(database, { samples: env.SAMPLE_FEEDS === 'on' });
    if (created) log.debug({ created }, 'feed sources created');
    return { env, log, database, applied };
  } catch (err) {
    if (err instanceof DatabaseUnavailableError) exitWith(`Cannot start: ${err.message}. Check DATABASE_URL and that the server is running.`);
    if (isStorageFullError(err)) diskFull();
    // PGlite reports a failed WAL write only as an abort: on a (nearly) full disk, that is the reason.
    if (!env.DATABASE_URL) {
      const free = freeBytes(dataDir);
      if (free !== null && free < MIN_FREE_BYTES_FOR_PGLITE) diskFull();
    }
    throw err;
  }
}

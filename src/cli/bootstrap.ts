/** Shared start-up steps of the CLI entry points: environment, logger, database, migrations, reference data. */
import path from 'node:path';
import type { Database } from '../db/connection.ts';
import { openDatabase } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { failInterruptedRuns } from '../db/queries/automationRuns.ts';
import { syncCategories } from '../db/queries/categories.ts';
import { seedFeedSources } from '../pipeline/sources/seedSources.ts';
import { EnvError, loadEnv, type Env } from '../server/env.ts';
import { createLogger, type Logger } from '../server/logger.ts';

/** Everything a command needs once booted. */
export interface Booted {
  env: Env;
  log: Logger;
  database: Database;
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

/** Opens and migrates the database and seeds categories and feed sources; `logToStderr` keeps stdout for the command's output. */
export async function boot(options: { logToStderr?: boolean } = {}): Promise<Booted> {
  const env = loadEnvOrExit();
  const log = createLogger(env.LOG_LEVEL, { stderr: options.logToStderr ?? false });
  const dataDir = path.resolve(env.DATA_DIR, 'pglite');
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  log.info({ database: database.kind, ...(database.kind === 'pglite' ? { dataDir } : {}) }, 'database open');
  const applied = await migrate(database);
  if (applied.length) log.info({ applied }, 'migrations applied');
  await syncCategories(database.db);
  // Runs left "running" by a process that died: on PGlite nothing else can hold the data, so all of them.
  const interrupted = await failInterruptedRuns(database.db, database.kind === 'pglite' ? new Date() : undefined);
  if (interrupted) log.warn({ interrupted }, 'marked interrupted automation runs as failed');
  const { created } = await seedFeedSources(database, { samples: env.SAMPLE_FEEDS === 'on' });
  if (created) log.info({ created }, 'feed sources created');
  return { env, log, database };
}

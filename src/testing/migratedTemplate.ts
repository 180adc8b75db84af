/**
 * Vitest global setup of project `integration` (PGlite): migrates ONE in-memory PGlite at the start of the run and
 * dumps it to a tarball in a new temporary directory, whose path the test files get through
 * `inject('migratedPglite')`. createTestDatabase (src/db/testDatabase.ts) unpacks a private copy per file instead of
 * starting an empty cluster and running every migration there: initdb and the migrations cost about 1 s per file,
 * the copy about half that. The tarball is made anew by each run (and each watch-mode rerun) and deleted at its end,
 * so it can never be older than the migration files or outlive the run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection.ts';
import { MIGRATED_PGLITE_KEY, prepareTestSchema } from '../db/testDatabase.ts';

/** A freshly migrated in-memory PGlite, as an uncompressed tarball (compressed, every file would pay to inflate it). */
async function dumpMigratedPglite(): Promise<Uint8Array> {
  const database = await openDatabase({});
  try {
    await prepareTestSchema(database);
    // Everything on disk, so each copy starts without replaying WAL written after the migrations' own checkpoint.
    await database.checkpoint();
    const client = (database.db as { $client?: unknown }).$client;
    if (!(client instanceof PGlite)) throw new Error('expected an in-memory PGlite');
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** Makes the tarball and provides its path; the returned function deletes it after the project's last file. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-migrated-'));
  const file = path.join(dir, 'migrated.tar');
  const build = async () => writeFileSync(file, await dumpMigratedPglite());
  try {
    await build();
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  project.provide(MIGRATED_PGLITE_KEY, file);
  // Watch mode: a rerun may follow an edited or added migration, so it gets a tarball of its own.
  project.onTestsRerun(build);
  return () => rmSync(dir, { recursive: true, force: true });
}

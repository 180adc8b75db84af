import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';

// PGlite runs one backend with no checkpointer and ignores postgresql.conf (max_wal_size stays 1 GB), so a big
// ingest would leave up to a gigabyte of pg_wal. The pipeline checkpoints as it goes; this shows why that works.
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const walBytes = (dir: string) =>
  readdirSync(path.join(dir, 'pg_wal')).reduce((n, f) => {
    const st = statSync(path.join(dir, 'pg_wal', f));
    return st.isFile() ? n + st.size : n;
  }, 0);

/** Writes ~64 MB of incompressible rows in 16 batches, optionally checkpointing after each; returns pg_wal's size. */
async function bigIngest(checkpointEachBatch: boolean): Promise<number> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cei-wal-'));
  dirs.push(dir);
  const database = await openDatabase({ dataDir: dir });
  await migrate(database);
  for (let batch = 0; batch < 16; batch++) {
    await database.sql.query(
      `INSERT INTO articles (title, rss_raw_content, source_url, source_name, url_hash, title_hash)
       SELECT 'Bulk ' || g, (SELECT string_agg(md5(random()::text || g::text || s::text), '') FROM generate_series(1, 1000) s),
              'https://e/' || $1 || '/' || g, 'S', $1 || '-' || g, $1 || '-' || g
       FROM generate_series(1, 125) g`,
      [`b${batch}`],
    );
    if (checkpointEachBatch) await database.checkpoint();
  }
  const size = walBytes(dir);
  await database.close();
  return size;
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('PGlite write-ahead log', () => {
  it('grows with the ingest when nothing checkpoints, and stays small when the ingest checkpoints', async () => {
    const unchecked = await bigIngest(false);
    const checked = await bigIngest(true);
    expect(unchecked).toBeGreaterThan(48 * 1024 * 1024);
    expect(checked).toBeLessThan(32 * 1024 * 1024);
  }, 180_000);
});

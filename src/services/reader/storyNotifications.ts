/**
 * Readers' notifications about new stories, written after publication. The publishing transaction only queues the
 * stories (db/queries/articleNotifications.ts → queueStoryNotifications: one row per story, committed or rolled back
 * with the publication, so nothing is lost and publishing stays fast whatever the number of readers). Every web
 * process hears each publication (`article_published`) and writes the queued stories' notifications here: stories
 * claimed for a while so concurrent processes never share one, readers a slice at a time so one statement stays
 * short (with 10,000 readers, a breaking story is five statements of about 2,000 rows), then the stories removed from
 * the queue. A process that dies mid-way leaves its claim to expire; the next run writes what is missing (one
 * notification per reader and story, so nothing twice). Stories queued while no web process ran (a CLI pipeline run)
 * are written when one starts.
 */
import type { Db } from '../../db/connection.ts';
import { claimQueuedStories, finishQueuedStories, storiesToNotify, writeStoryNotifications } from '../../db/queries/readerNotifications.ts';

/** Stories claimed together (the pipeline publishes in batches of this size). */
export const STORY_CLAIM_LIMIT = 200;
/** Accounts per INSERT: at most FANOUT_MAX_PER_READER rows each, so a statement writes a few thousand rows at most. */
export const READERS_PER_STATEMENT = 2_000;
/** How long a claim holds before another process may take the stories (far longer than a round takes). */
export const STORY_CLAIM_LEASE_MS = 5 * 60_000;

export interface StoryNotificationRun {
  stories: number;
  written: number;
}

/** Writes the notifications of every queued story nobody else holds; returns what it did. */
export async function writeQueuedStoryNotifications(
  db: Db,
  options: { claimLimit?: number; readersPerStatement?: number; leaseMs?: number } = {},
): Promise<StoryNotificationRun> {
  const limit = options.claimLimit ?? STORY_CLAIM_LIMIT;
  const readers = options.readersPerStatement ?? READERS_PER_STATEMENT;
  const run: StoryNotificationRun = { stories: 0, written: 0 };
  for (;;) {
    const claimed = await claimQueuedStories(db, { limit, leaseMs: options.leaseMs ?? STORY_CLAIM_LEASE_MS });
    if (claimed.length === 0) return run;
    const stories = await storiesToNotify(db, claimed);
    let afterUserId: string | null = null;
    for (;;) {
      const slice = await writeStoryNotifications(db, stories, { afterUserId, readers });
      run.written += slice.written;
      if (!slice.more || slice.lastUserId === null) break;
      afterUserId = slice.lastUserId;
    }
    await finishQueuedStories(db, claimed.map((c) => c.articleId));
    run.stories += claimed.length;
    if (claimed.length < limit) return run;
  }
}

type Log = { warn(obj: object, msg?: string): void };

export interface StoryNotificationWriter {
  /** Starts a run, or another after the current one (publications heard during a run are not missed). */
  trigger(): void;
  /** Resolves when no run is going (tests). */
  idle(): Promise<void>;
}

/** Runs writeQueuedStoryNotifications on demand, one run at a time per process. */
export function createStoryNotificationWriter(db: Db, log?: Log): StoryNotificationWriter {
  let running: Promise<void> | null = null;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await writeQueuedStoryNotifications(db);
      } catch (err) {
        // The stories stay queued (their claim expires): the next publication or start retries them.
        log?.warn({ err }, 'could not write readers\' story notifications; they stay queued');
      }
    } while (again);
  };
  return {
    trigger() {
      if (running) {
        again = true;
        return;
      }
      running = loop().finally(() => {
        running = null;
      });
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

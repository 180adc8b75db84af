/** Admin use cases on RSS feed sources (admin-content §2 "RSS Feed Management", §3): add, edit, pause, resume, remove, list. */
import { feedSourceInputSchema, feedSourceIssueMessages, feedSourceUpdateSchema } from '../domain/feedSourceInput.ts';
import type { Db } from '../db/connection.ts';
import {
  deleteFeedSource,
  findFeedSourceByUrl,
  getFeedSource,
  insertFeedSource,
  isUniqueViolation,
  listFeedSourcesWithLatestHealth,
  RESUMED_SOURCE,
  updateFeedSource,
  type FeedSourceRow,
  type FeedSourceWithHealth,
  type NewFeedSourceRow,
} from '../db/queries/feedSources.ts';

export type { FeedSourceRow, FeedSourceWithHealth };

/** The input broke the feed source rules; `issues` has one readable line per problem. */
export class FeedSourceValidationError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid feed source: ${issues.join('; ')}`);
    this.name = 'FeedSourceValidationError';
  }
}

/** Another source already has this feed URL. */
export class DuplicateFeedUrlError extends Error {
  constructor(readonly url: string) {
    super('A feed with this URL already exists');
    this.name = 'DuplicateFeedUrlError';
  }
}

/** No source has this id. */
export class FeedSourceNotFoundError extends Error {
  constructor(readonly id: string) {
    super(`No feed source with id ${id}`);
    this.name = 'FeedSourceNotFoundError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rejects ids that are not UUIDs before PostgreSQL does (it would answer with a cast error, not "not found"). */
function checkId(id: string): void {
  if (!UUID.test(id)) throw new FeedSourceNotFoundError(id);
}

/** Lists every source with its latest health record, richest data first. */
export async function listSources(db: Db): Promise<FeedSourceWithHealth[]> {
  return listFeedSourcesWithLatestHealth(db);
}

/** Adds a source from unvalidated input; throws FeedSourceValidationError or DuplicateFeedUrlError. */
export async function addSource(db: Db, input: unknown): Promise<FeedSourceRow> {
  const parsed = feedSourceInputSchema.safeParse(input);
  if (!parsed.success) throw new FeedSourceValidationError(feedSourceIssueMessages(parsed.error));
  const row = await insertFeedSource(db, parsed.data);
  if (!row) throw new DuplicateFeedUrlError(parsed.data.url);
  return row;
}

/**
 * Edits a source with any subset of the admin fields. A new URL drops the old URL's conditional-GET validators
 * and failure history; switching a paused or disabled source back on resumes it (as resumeSource does).
 */
export async function editSource(db: Db, id: string, changes: unknown): Promise<FeedSourceRow> {
  checkId(id);
  const parsed = feedSourceUpdateSchema.safeParse(changes);
  if (!parsed.success) throw new FeedSourceValidationError(feedSourceIssueMessages(parsed.error));
  const current = await getFeedSource(db, id);
  if (!current) throw new FeedSourceNotFoundError(id);
  const patch = parsed.data;
  const set: Partial<NewFeedSourceRow> = { ...patch };
  if (patch.url !== undefined && patch.url !== current.url) {
    const other = await findFeedSourceByUrl(db, patch.url);
    if (other) throw new DuplicateFeedUrlError(patch.url);
    // The validators and the failures belong to the old address.
    Object.assign(set, { etag: null, lastModified: null, lastError: null, consecutiveFailures: 0, nextFetchAt: null });
  }
  if (patch.isActive === true && !current.isActive) Object.assign(set, RESUMED_SOURCE);
  try {
    const row = await updateFeedSource(db, id, set);
    if (!row) throw new FeedSourceNotFoundError(id);
    return row;
  } catch (err) {
    // Another admin took the URL between our check and the update.
    if (patch.url !== undefined && isUniqueViolation(err)) throw new DuplicateFeedUrlError(patch.url);
    throw err;
  }
}

/** Pauses a source: it keeps its articles and history but is not fetched until resumed. */
export async function pauseSource(db: Db, id: string): Promise<FeedSourceRow> {
  checkId(id);
  const row = await updateFeedSource(db, id, { isActive: false });
  if (!row) throw new FeedSourceNotFoundError(id);
  return row;
}

/** Resumes a paused or auto-disabled source: active again, failures and backoff cleared, fetched at the next run. */
export async function resumeSource(db: Db, id: string): Promise<FeedSourceRow> {
  checkId(id);
  const row = await updateFeedSource(db, id, { ...RESUMED_SOURCE });
  if (!row) throw new FeedSourceNotFoundError(id);
  return row;
}

/** Removes a source and its health records; its articles stay (they lose the link to the source). */
export async function removeSource(db: Db, id: string): Promise<void> {
  checkId(id);
  if (!(await deleteFeedSource(db, id))) throw new FeedSourceNotFoundError(id);
}

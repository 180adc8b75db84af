/**
 * RSS Feed Management for admins (admin-content §2, §3; issue 11 item 6): the feed list with health and output, the
 * changes (add, edit, pause, resume, delete, OPML import), the OPML export and "Test this feed". Every function
 * authorises first (policies/feedSource.ts) and wraps services/feedSources.ts, whose rules it does not repeat; each
 * change is written in one transaction together with its audit event. A test stores nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FeedSourceOutput, FeedTestDecision, FeedTestItem, FeedTestResult } from '../../domain/adminFeeds.ts';
import { EMPTY_FEED_OUTPUT, FEED_TEST_MAX_ITEMS } from '../../domain/adminFeeds.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import { recordAuditEvent } from '../../db/queries/auditEvents.ts';
import { feedSourceOutputCounts } from '../../db/queries/feedOutput.ts';
import { getFeedSource, knownFeedUrls, type FeedSourceRow } from '../../db/queries/feedSources.ts';
import { isPublicHostName } from '../../pipeline/fetch/addressPolicy.ts';
import { DEFAULT_FETCH_LIMITS, fetchFeed, type FetchLimits } from '../../pipeline/fetch/fetchFeed.ts';
import { listSampleFeedFiles, SAMPLE_FEEDS_DIR, SAMPLE_URL_PREFIX } from '../../pipeline/fetch/sampleFeedServer.ts';
import { inspectFeedDocument, type FeedInspection } from '../../pipeline/inspectFeed.ts';
import { FeedParseError } from '../../pipeline/parse/parseFeedDocument.ts';
import { exportOpml, importOpml, readOpmlSources, type OpmlImportResult } from '../../pipeline/sources/opml.ts';
import { authorize } from '../../policies/can.ts';
import { addSource, editSource, FeedSourceNotFoundError, listSources, pauseSource, removeSource, resumeSource, type FeedSourceWithHealth } from '../feedSources.ts';
import type { Acting } from './articleModeration.ts';

export { DuplicateFeedUrlError, FeedSourceNotFoundError, FeedSourceValidationError } from '../feedSources.ts';
export { OpmlFormatError } from '../../pipeline/sources/opml.ts';

/** The address is not on the public internet and this process may not fetch private networks. */
export class PrivateAddressRefusedError extends Error {
  constructor(readonly url: string, detail?: string) {
    super(`${detail ?? `Refused to fetch ${url}`}. Feeds are fetched from public internet addresses only, never from loopback or private networks.`);
    this.name = 'PrivateAddressRefusedError';
  }
}

/** One source with its latest health record and what it produced. */
export type AdminFeedSource = FeedSourceWithHealth & { output: FeedSourceOutput };

/** The fields an admin sets, as the audit log records them. */
const ADMIN_FIELDS = ['name', 'url', 'siteUrl', 'region', 'priority', 'supportsMedia', 'contentTypes', 'isActive'] as const;
type AdminField = (typeof ADMIN_FIELDS)[number];

function adminFields(row: FeedSourceRow): Record<AdminField, unknown> {
  return Object.fromEntries(ADMIN_FIELDS.map((k) => [k, row[k]])) as Record<AdminField, unknown>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Before and after of the fields that changed (plus the pipeline's state fields a resume clears). */
function diff(before: FeedSourceRow, after: FeedSourceRow, extra: readonly (keyof FeedSourceRow)[] = []): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const k of [...ADMIN_FIELDS, ...extra]) {
    if (same(before[k], after[k])) continue;
    out.before[k] = before[k];
    out.after[k] = after[k];
  }
  return out;
}

/** The state fields a resume or an edit may reset. */
const PIPELINE_STATE: (keyof FeedSourceRow)[] = ['disabledAt', 'disabledReason', 'consecutiveFailures', 'nextFetchAt'];

async function current(tx: Db, id: string): Promise<FeedSourceRow> {
  // editSource and friends check the id's form themselves; a malformed id must not reach PostgreSQL as a cast error here.
  const row = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? await getFeedSource(tx, id) : null;
  if (!row) throw new FeedSourceNotFoundError(id);
  return row;
}

const audit = (tx: Db, by: Acting, action: string, row: Pick<FeedSourceRow, 'id' | 'name'>, change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null }) =>
  recordAuditEvent(tx, {
    actorId: by.actor?.id ?? null,
    action,
    targetType: 'feed_source',
    targetId: row.id,
    targetLabel: row.name,
    before: change.before ?? null,
    after: change.after ?? null,
    ipAddress: by.address,
  });

/** Every source with its latest health record and its output counts, richest data first. */
export async function listFeedsForAdmin(db: Db, actor: Actor): Promise<AdminFeedSource[]> {
  authorize(actor, 'view', { kind: 'feedSource' });
  const [sources, output] = await Promise.all([listSources(db), feedSourceOutputCounts(db)]);
  return sources.map((s) => ({ ...s, output: output.get(s.id) ?? EMPTY_FEED_OUTPUT }));
}

/** Adds a source (feed_source.create); throws FeedSourceValidationError or DuplicateFeedUrlError. */
export async function addFeed(db: Db, by: Acting, input: unknown): Promise<FeedSourceRow> {
  authorize(by.actor, 'manage', { kind: 'feedSource' });
  return db.transaction(async (tx) => {
    const row = await addSource(tx, input);
    await audit(tx, by, 'feed_source.create', row, { after: adminFields(row) });
    return row;
  });
}

/** Edits a source (feed_source.edit, with the fields that changed). */
export async function editFeed(db: Db, by: Acting, id: string, changes: unknown): Promise<FeedSourceRow> {
  authorize(by.actor, 'manage', { kind: 'feedSource' });
  return db.transaction(async (tx) => {
    const before = await current(tx, id);
    const row = await editSource(tx, id, changes);
    await audit(tx, by, 'feed_source.edit', row, diff(before, row, PIPELINE_STATE));
    return row;
  });
}

/** Pauses a source (feed_source.pause). */
export async function pauseFeed(db: Db, by: Acting, id: string): Promise<FeedSourceRow> {
  authorize(by.actor, 'manage', { kind: 'feedSource' });
  return db.transaction(async (tx) => {
    const before = await current(tx, id);
    const row = await pauseSource(tx, id);
    await audit(tx, by, 'feed_source.pause', row, { before: { isActive: before.isActive }, after: { isActive: row.isActive } });
    return row;
  });
}

/** Resumes a paused or auto-disabled source (feed_source.resume): failures and back-off are cleared. */
export async function resumeFeed(db: Db, by: Acting, id: string): Promise<FeedSourceRow> {
  authorize(by.actor, 'manage', { kind: 'feedSource' });
  return db.transaction(async (tx) => {
    const before = await current(tx, id);
    const row = await resumeSource(tx, id);
    const change = diff(before, row, PIPELINE_STATE);
    // Resuming an active source changes nothing, but the admin's action is still recorded.
    if (Object.keys(change.after).length === 0) Object.assign(change, { before: { isActive: before.isActive }, after: { isActive: row.isActive } });
    await audit(tx, by, 'feed_source.resume', row, change);
    return row;
  });
}

/** Deletes a source and its health records (feed_source.delete); its articles stay, unlinked. */
export async function deleteFeed(db: Db, by: Acting, id: string): Promise<{ id: string; deleted: true }> {
  authorize(by.actor, 'manage', { kind: 'feedSource' });
  return db.transaction(async (tx) => {
    const before = await current(tx, id);
    await removeSource(tx, id);
    await audit(tx, by, 'feed_source.delete', before, { before: adminFields(before) });
    return { id, deleted: true as const };
  });
}

/** Every real source as OPML 2.0 (the bundled samples are left out, as in `npm run feeds -- export`). */
export async function exportFeedsOpml(db: Db, actor: Actor): Promise<string> {
  authorize(actor, 'view', { kind: 'feedSource' });
  return exportOpml(db);
}

/** Names of the added sources the audit event lists, at most. */
const IMPORT_AUDIT_NAMES = 100;

/**
 * Adds the feeds of an OPML document whose address is new (feed_source.import, one event for the file); throws
 * OpmlFormatError when the text is not OPML. Known addresses are skipped, unreadable outlines reported.
 */
export async function importFeedsOpml(db: Db, by: Acting, opml: string): Promise<OpmlImportResult> {
  authorize(by.actor, 'manage', { kind: 'feedSource' });
  // Read once up front: a file that is not OPML fails before any write, and the names of the new feeds go in the log.
  const { sources } = readOpmlSources(opml);
  return db.transaction(async (tx) => {
    const known = await knownFeedUrls(tx, sources.map((s) => s.url));
    const result = await importOpml(tx, opml);
    if (result.created > 0 || sources.length > 0 || result.invalid.length > 0) {
      const fresh = [...new Map(sources.filter((s) => !known.has(s.url)).map((s) => [s.url, s.name])).values()];
      await recordAuditEvent(tx, {
        actorId: by.actor?.id ?? null,
        action: 'feed_source.import',
        targetType: 'feed_source',
        targetId: null,
        targetLabel: `OPML import: ${result.created} added`,
        before: null,
        after: { added: result.created, skipped: result.skipped, invalid: result.invalid.length, names: fresh.slice(0, IMPORT_AUDIT_NAMES) },
        ipAddress: by.address,
      });
    }
    return result;
  });
}

/** How a test fetches: the pipeline's limits (private networks only when FEED_ALLOW_PRIVATE_NETWORKS is on). */
export interface FeedTestOptions {
  limits?: FetchLimits;
}

function itemsOf(inspection: FeedInspection): Pick<Extract<FeedTestResult, { ok: true }>, 'feed' | 'itemCount' | 'decisions' | 'items'> {
  const decisions: Record<FeedTestDecision, number> = { published: 0, pending_review: 0, auto_rejected: 0, skipped: 0 };
  for (const i of inspection.items) decisions[i.decision] += 1;
  const items: FeedTestItem[] = inspection.items.slice(0, FEED_TEST_MAX_ITEMS).map((i) => ({
    title: i.title,
    link: i.link,
    publishedAt: i.published_at,
    image: i.image,
    decision: i.decision,
    skipReason: i.skip_reason ?? null,
    category: i.category,
    relevanceScore: i.relevance_score,
  }));
  const { title, site_url: siteUrl, format } = inspection.feed;
  return { feed: { title, siteUrl, format }, itemCount: inspection.items.length, decisions, items };
}

/** Inspects a fetched or read document; a document that is not a feed is a result, not an error. */
function inspect(url: string, document: string | Uint8Array, at: { finalUrl: string | null; httpStatus: number | null; responseTimeMs: number; sourceName?: string }): FeedTestResult {
  try {
    const inspection = inspectFeedDocument(document, { documentUrl: at.finalUrl, ...(at.sourceName ? { sourceName: at.sourceName } : {}) });
    return { ok: true, url, finalUrl: at.finalUrl, httpStatus: at.httpStatus, responseTimeMs: at.responseTimeMs, ...itemsOf(inspection) };
  } catch (err) {
    if (!(err instanceof FeedParseError)) throw err;
    return { ok: false, url, stage: 'parse', httpStatus: at.httpStatus, responseTimeMs: at.responseTimeMs, message: `Not a feed: ${err.message}` };
  }
}

/** The fetcher's BlockedAddressError, as fetchFeed words it (errors are values there). */
const BLOCKED = /not a public address/i;

async function testUrl(url: string, options: FeedTestOptions, sourceName?: string): Promise<FeedTestResult> {
  const limits = options.limits ?? DEFAULT_FETCH_LIMITS;
  // Refused before any connection when the host is plainly private; names are checked again at connect time.
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    // fetchFeed reports a malformed address itself.
  }
  if (!limits.allowPrivateNetworks && host && !isPublicHostName(host)) throw new PrivateAddressRefusedError(url, `Refused to fetch ${host}: not a public address`);
  const fetched = await fetchFeed(url, {}, limits);
  if (fetched.kind === 'error') {
    if (BLOCKED.test(fetched.message)) throw new PrivateAddressRefusedError(url, fetched.message);
    return { ok: false, url, stage: 'fetch', httpStatus: fetched.status, responseTimeMs: fetched.responseTimeMs, message: fetched.message };
  }
  // No validators were sent, so a 304 cannot happen; treat one as an empty answer all the same.
  if (fetched.kind === 'not-modified') return { ok: false, url, stage: 'fetch', httpStatus: 304, responseTimeMs: fetched.responseTimeMs, message: 'The server answered 304 Not Modified with no feed.' };
  return inspect(url, fetched.body, { finalUrl: fetched.finalUrl, httpStatus: fetched.status, responseTimeMs: fetched.responseTimeMs, ...(sourceName ? { sourceName } : {}) });
}

/** "Test this feed" for a typed address: what an ingest run would take from it, without storing anything. */
export async function testFeedUrl(actor: Actor, url: string, options: FeedTestOptions = {}): Promise<FeedTestResult> {
  authorize(actor, 'test', { kind: 'feedSource' });
  return testUrl(url, options);
}

/** "Test this feed" for a source: its address, or the bundled file of a sample source. Stores nothing. */
export async function testFeedSource(db: Db, actor: Actor, id: string, options: FeedTestOptions = {}): Promise<FeedTestResult> {
  authorize(actor, 'test', { kind: 'feedSource' });
  const source = await current(db, id);
  if (!source.url.startsWith(SAMPLE_URL_PREFIX)) return testUrl(source.url, options, source.name);
  // A sample source is one of our own files: read it directly (only a name the bundle has, never a path).
  const file = source.url.slice(SAMPLE_URL_PREFIX.length);
  if (!listSampleFeedFiles().includes(file)) return { ok: false, url: source.url, stage: 'fetch', httpStatus: null, responseTimeMs: 0, message: `No bundled sample feed named ${file}.` };
  const started = performance.now();
  const bytes = new Uint8Array(await readFile(path.join(SAMPLE_FEEDS_DIR, file)));
  return inspect(source.url, bytes, { finalUrl: null, httpStatus: null, responseTimeMs: Math.round(performance.now() - started), sourceName: source.name });
}

/**
 * Cookieless page-view counting (issue 11 item 9; docs/architecture.md "Cookieless page views"), the way Plausible
 * does it: a view of a public page is kept with a visitor hash, sha256(day salt, site, client address, user agent)
 * cut to 64 bits, and nothing else about the visitor. The salt is random per UTC day and deleted after a day, so the
 * hash links one visitor's views within a day and never across days, and cannot be reversed to an address.
 *
 * Counted: a 200 GET answered with an HTML page, or a client navigation's data request (/x.data), of the public site.
 * Not counted: HEAD, /admin, /api, assets and files, bots (server/automatedClient.ts: isbot, or no user agent) and
 * prefetches (Sec-Purpose or Purpose: prefetch). The middleware only pushes onto an in-memory buffer; the recorder
 * writes batches in the background (every few seconds or a couple of hundred views), so no page waits on the
 * database, and a failed write is logged, never thrown into a request. The address and user agent live in that buffer only until the next write.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { articleIdOfPage, deviceOf, isCountedPage, pageOfRequestPath, referrerHostOf, utcDayOf } from '../../domain/analytics.ts';
import type { Db } from '../../db/connection.ts';
import { daySalt, insertPageViews, type PageViewRow } from '../../db/queries/analytics.ts';
import { isAutomatedClient } from '../automatedClient.ts';
import { isHeadRequest } from '../headRequests.ts';
import type { Logger } from '../logger.ts';

/** A view waiting to be written: the address and user agent are hashed at write time, then dropped. */
export interface PendingView {
  at: Date;
  path: string;
  address: string;
  userAgent: string;
  referrerHost: string | null;
}

export interface PageViewRecorder {
  /** Queues one view (synchronous, no I/O). */
  record(view: PendingView): void;
  /** Writes what is queued; resolves with how many were written (0 when the write failed: it is logged). */
  flush(): Promise<number>;
  /** Stops the timer and writes what is left (shutdown). */
  stop(): Promise<void>;
  /** The site's host, to tell outside referrers from our own pages. */
  readonly siteHost: string;
  /** The recorder's clock: when a view happened (tests move it to the next day). */
  readonly now: () => Date;
}

export interface PageViewRecorderOptions {
  db: Db;
  /** The site's URL: part of the hash (as Plausible mixes in the domain) and what an internal Referer looks like. */
  siteUrl: string;
  log: Pick<Logger, 'warn'>;
  /** The clock (tests move it to the next day). */
  now?: () => Date;
  /** Write every this many ms … */
  flushMs?: number;
  /** … or as soon as this many views wait. */
  batchSize?: number;
  /** Views kept while the database cannot be written; older ones are dropped beyond this. */
  maxPending?: number;
}

export const PAGE_VIEW_FLUSH_MS = 5_000;
export const PAGE_VIEW_BATCH = 200;
export const PAGE_VIEW_MAX_PENDING = 10_000;

/** The visitor hash: 16 hex digits of sha256(salt, site, address, user agent). */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${address}\n${userAgent}`).digest('hex').slice(0, 16);
}

export function createPageViewRecorder(opts: PageViewRecorderOptions): PageViewRecorder {
  const now = opts.now ?? (() => new Date());
  const batchSize = opts.batchSize ?? PAGE_VIEW_BATCH;
  const maxPending = opts.maxPending ?? PAGE_VIEW_MAX_PENDING;
  const siteHost = new URL(opts.siteUrl).hostname;
  let pending: PendingView[] = [];
  // The salts of the days being written (today, and yesterday just after midnight); older ones are forgotten.
  const salts = new Map<string, string>();
  let writing: Promise<number> | null = null;

  async function saltOf(day: string): Promise<string> {
    const known = salts.get(day);
    if (known) return known;
    const salt = await daySalt(opts.db, day, randomBytes(32).toString('base64url'));
    for (const d of salts.keys()) if (d < day) salts.delete(d);
    salts.set(day, salt);
    return salt;
  }

  async function write(batch: PendingView[]): Promise<number> {
    const rows: PageViewRow[] = [];
    for (const v of batch) {
      const day = utcDayOf(v.at);
      rows.push({
        viewedAt: v.at,
        day,
        path: v.path,
        articleId: articleIdOfPage(v.path),
        visitorHash: visitorHash(await saltOf(day), opts.siteUrl, v.address, v.userAgent),
        referrerHost: v.referrerHost,
        device: deviceOf(v.userAgent),
      });
    }
    await insertPageViews(opts.db, rows);
    return rows.length;
  }

  async function flush(): Promise<number> {
    // One write at a time; a flush asked for during one waits for it, then writes what came since.
    while (writing) await writing;
    if (pending.length === 0) return 0;
    const batch = pending;
    pending = [];
    writing = write(batch)
      .catch((err: unknown) => {
        opts.log.warn({ err, views: batch.length }, 'could not write page views; they are not counted');
        return 0;
      })
      .finally(() => {
        writing = null;
      });
    return writing;
  }

  const timer = setInterval(() => void flush(), opts.flushMs ?? PAGE_VIEW_FLUSH_MS);
  timer.unref();

  return {
    siteHost,
    now,
    record(view) {
      pending.push(view);
      if (pending.length > maxPending) pending.splice(0, pending.length - maxPending);
      if (pending.length >= batchSize) void flush();
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

const isPrefetch = (c: Context) => /prefetch|prerender/i.test(`${c.req.header('sec-purpose') ?? ''} ${c.req.header('purpose') ?? ''} ${c.req.header('x-moz') ?? ''}`);

/** Counts the public pages this app answers (mount it right before the page renderer). */
export function pageViews(recorder: PageViewRecorder, clientAddress: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || isHeadRequest(c.req.raw) || c.res.status !== 200) return;
    const isData = c.req.path.endsWith('.data');
    if (!isData && !(c.res.headers.get('content-type') ?? '').includes('text/html')) return;
    const path = pageOfRequestPath(c.req.path);
    if (!isCountedPage(path) || isPrefetch(c)) return;
    const userAgent = c.req.header('user-agent') ?? '';
    if (isAutomatedClient(userAgent)) return;
    recorder.record({ at: recorder.now(), path, address: clientAddress(c), userAgent, referrerHost: isData ? null : referrerHostOf(c.req.header('referer'), recorder.siteHost) });
  };
}

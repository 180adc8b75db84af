/**
 * Keeps the known search terms (migration 0027) current. Why a refresh on the publication notifications rather than a
 * trigger or a job step: what counts as public lives in db/queries/publicVisibility.ts, and a trigger would have to
 * copy that rule into SQL; a pipeline step would miss a moderator hiding or editing a story and a change made in psql.
 * Both notifications already cover every change (the code that publishes sends `article_published`; migration 0013's
 * trigger sends `public_articles_changed` for any change to a published story, whoever makes it), every web process
 * hears them on PGlite and PostgreSQL alike, and the web processes are the table's only readers. A refresh is one
 * statement that rewrites only the rows that change; refreshes are coalesced (a burst of publications or a bulk hide
 * is one or two runs), spaced, one at a time per process, and skipped by a process while another holds the refresh
 * lock (that one reruns for whatever it hears meanwhile). A term left over for a moment is harmless: it only widens
 * what a search asks for, and the list query still applies the visibility rule.
 */
import type { Db } from '../db/connection.ts';
import { refreshSearchTerms, type SearchTermsRefresh } from '../db/queries/searchTerms.ts';

/** Wait after a notification before refreshing, so a burst of publications (one per batch, or a bulk hide) is one run. */
export const SEARCH_TERMS_REFRESH_DELAY_MS = 2_000;
/** Least time between the starts of two refreshes in one process (the rebuild reads every public story's title). */
export const SEARCH_TERMS_REFRESH_MIN_INTERVAL_MS = 30_000;

type Log = { warn(obj: object, msg?: string): void; debug?(obj: object, msg?: string): void };

export interface SearchTermsRefresher {
  /** Asks for a refresh: one runs after the delay, or after the current one (nothing heard meanwhile is missed). */
  trigger(): void;
  /** Resolves when no refresh is running or waiting (tests). */
  idle(): Promise<void>;
  /** Cancels a waiting refresh (the app's shutdown, tests). */
  stop(): void;
}

/** Runs refreshSearchTerms on demand, one run at a time per process, at most once per `minIntervalMs`. */
export function createSearchTermsRefresher(
  db: Db,
  opts: { log?: Log; delayMs?: number; minIntervalMs?: number; now?: () => number; onRefreshed?: (result: SearchTermsRefresh | null) => void } = {},
): SearchTermsRefresher {
  const delayMs = opts.delayMs ?? SEARCH_TERMS_REFRESH_DELAY_MS;
  const minIntervalMs = opts.minIntervalMs ?? SEARCH_TERMS_REFRESH_MIN_INTERVAL_MS;
  const now = opts.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let lastStart = -Infinity;
  let stopped = false;
  let idleWaiters: (() => void)[] = [];

  const settle = () => {
    if (timer || running) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  const schedule = (wait: number) => {
    if (stopped || timer) return;
    timer = setTimeout(run, Math.max(0, wait));
    timer.unref?.();
  };

  const run = () => {
    timer = null;
    again = false;
    lastStart = now();
    running = refreshSearchTerms(db)
      .then((result) => opts.onRefreshed?.(result))
      .catch((err: unknown) => opts.log?.warn({ err }, 'could not refresh the search terms; searches use the previous ones'))
      .finally(() => {
        running = null;
        if (again) schedule(Math.max(delayMs, lastStart + minIntervalMs - now()));
        settle();
      });
  };

  return {
    trigger() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      schedule(Math.max(delayMs, lastStart + minIntervalMs - now()));
    },
    idle() {
      if (!timer && !running) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      settle();
    },
  };
}

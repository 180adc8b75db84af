/**
 * The side widgets' loading rules (public-site §4 "Dashboard widget", §7 live-platform-data, §8 widget texts, §9):
 * each load tries up to 3 times, waiting 2 s then 4 s; a load that fails falls back to the last good data (memory,
 * then the browser's storage); the data refreshes every 60 s while the tab is visible; after 3 failed refreshes in a
 * row the widgets stop refreshing and say the service is temporarily unavailable. Timers, storage, visibility and the
 * request are injected so the rules run under fake timers in unit tests.
 */

/** Tries per load. */
export const WIDGET_MAX_TRIES = 3;
/** Waits before the 2nd and 3rd try. */
export const WIDGET_RETRY_DELAYS_MS: readonly number[] = [2_000, 4_000];
/** Refresh period while the tab is visible. */
export const WIDGET_REFRESH_MS = 60_000;
/** Failed loads in a row after which refreshing stops. */
export const WIDGET_MAX_FAILED_REFRESHES = 3;

export type WidgetStatus = 'loading' | 'retrying' | 'ready' | 'error' | 'disabled';

export interface WidgetState<T> {
  /** What the widgets show: the latest good data, or null when there never was any. */
  data: T | null;
  /** True when `data` is not from the latest load (it failed): "Using cached platform data". */
  fromCache: boolean;
  /**
   * loading: the first try of a load; retrying: a try failed and try n follows ("Retry attempt n/3"); ready: idle;
   * error: the load failed and there is no data at all; disabled: refreshing stopped after too many failures.
   */
  status: WidgetStatus;
  /** The try in progress (1-3). */
  attempt: number;
  /** Failed loads in a row. */
  failedRefreshes: number;
}

export interface WidgetControllerDeps<T> {
  load(): Promise<T>;
  /** The last good data saved by an earlier visit, or null. */
  readCache(): T | null;
  writeCache(data: T): void;
  isVisible(): boolean;
  onChange(state: WidgetState<T>): void;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WidgetController<T> {
  /** Starts the first load (call once, in the browser). */
  start(): void;
  /** The reader asked to try again: a new load now, re-enabling refreshes. */
  retry(): void;
  /** Call when the page's visibility changes: a refresh that fell due while hidden runs on return. */
  visibilityChanged(): void;
  stop(): void;
  state(): WidgetState<T>;
}

/** The message under the widgets for a state, or null (public-site §8 texts). */
export function widgetNotice(state: Pick<WidgetState<unknown>, 'status' | 'attempt' | 'fromCache' | 'data'>): string | null {
  if (state.status === 'disabled') return 'Service temporarily unavailable';
  if (state.status === 'retrying') return `Retry attempt ${state.attempt}/${WIDGET_MAX_TRIES}`;
  if (state.fromCache && state.data) return 'Using cached platform data';
  return null;
}

export function createWidgetController<T>(deps: WidgetControllerDeps<T>): WidgetController<T> {
  let state: WidgetState<T> = { data: null, fromCache: false, status: 'loading', attempt: 1, failedRefreshes: 0 };
  let timer: unknown = null;
  let stopped = false;
  let loading = false;
  let refreshDue = false;
  // Ignores answers from a load that a retry() or stop() superseded.
  let generation = 0;

  const set = (patch: Partial<WidgetState<T>>) => {
    state = { ...state, ...patch };
    deps.onChange(state);
  };
  const clear = () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = null;
  };
  const later = (fn: () => void, ms: number) => {
    clear();
    timer = deps.setTimeout(() => {
      timer = null;
      fn();
    }, ms);
  };

  const scheduleRefresh = () => {
    later(() => {
      if (deps.isVisible()) run();
      else refreshDue = true;
    }, WIDGET_REFRESH_MS);
  };

  const fail = () => {
    loading = false;
    const failedRefreshes = state.failedRefreshes + 1;
    const data = state.data ?? deps.readCache();
    const fromCache = data !== null;
    if (failedRefreshes >= WIDGET_MAX_FAILED_REFRESHES) {
      clear();
      set({ data, fromCache, status: 'disabled', failedRefreshes });
      return;
    }
    set({ data, fromCache, status: data ? 'ready' : 'error', failedRefreshes });
    scheduleRefresh();
  };

  const attempt = (n: number, gen: number) => {
    if (n === 1) set({ status: 'loading', attempt: 1 });
    deps.load().then(
      (data) => {
        if (gen !== generation || stopped) return;
        loading = false;
        deps.writeCache(data);
        set({ data, fromCache: false, status: 'ready', attempt: n, failedRefreshes: 0 });
        scheduleRefresh();
      },
      () => {
        if (gen !== generation || stopped) return;
        if (n >= WIDGET_MAX_TRIES) return fail();
        // Announced as soon as the try fails, and kept through the wait and the next try.
        set({ status: 'retrying', attempt: n + 1 });
        later(() => attempt(n + 1, gen), WIDGET_RETRY_DELAYS_MS[n - 1] ?? 0);
      },
    );
  };

  const run = () => {
    if (stopped) return;
    clear();
    refreshDue = false;
    loading = true;
    generation++;
    attempt(1, generation);
  };

  return {
    start() {
      // Last visit's data at once (not flagged as cached: a fresh load is on its way).
      const cached = deps.readCache();
      if (cached) set({ data: cached });
      run();
    },
    retry() {
      set({ failedRefreshes: 0 });
      run();
    },
    visibilityChanged() {
      if (refreshDue && deps.isVisible() && !loading && state.status !== 'disabled') run();
    },
    stop() {
      stopped = true;
      generation++;
      clear();
    },
    state: () => state,
  };
}

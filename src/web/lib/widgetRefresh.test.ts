import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWidgetController, widgetNotice, WIDGET_REFRESH_MS, type WidgetState } from './widgetRefresh.ts';

type Data = { n: number };

/** A controller over a scripted request: each call takes the next outcome (a number succeeds, 'fail' rejects). */
function setup(script: (number | 'fail')[], opts: { cache?: Data | null; visible?: boolean } = {}) {
  const calls: number[] = [];
  const states: WidgetState<Data>[] = [];
  let visible = opts.visible ?? true;
  let stored: Data | null = opts.cache ?? null;
  const controller = createWidgetController<Data>({
    load: () => {
      calls.push(Date.now());
      const next = script.shift() ?? 'fail';
      return next === 'fail' ? Promise.reject(new Error('network')) : Promise.resolve({ n: next });
    },
    readCache: () => stored,
    writeCache: (d) => (stored = d),
    isVisible: () => visible,
    onChange: (s) => states.push(s),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  return {
    controller,
    calls,
    states,
    state: () => controller.state(),
    stored: () => stored,
    setVisible(v: boolean) {
      visible = v;
      controller.visibilityChanged();
    },
  };
}

/** Lets settled promises run their callbacks. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('one load: up to 3 tries, waiting 2 s then 4 s', () => {
  it('shows the data of a first successful try and saves it', async () => {
    const w = setup([1]);
    w.controller.start();
    expect(w.state().status).toBe('loading');
    await flush();
    expect(w.state()).toMatchObject({ data: { n: 1 }, status: 'ready', fromCache: false, failedRefreshes: 0 });
    expect(w.stored()).toEqual({ n: 1 });
  });

  it('retries exactly 2 s after the first failure and 4 s after the second, saying which attempt it is', async () => {
    const w = setup(['fail', 'fail', 7]);
    w.controller.start();
    await flush();
    expect(w.calls).toEqual([0]);
    // Said as soon as the first try fails.
    expect(widgetNotice(w.state())).toBe('Retry attempt 2/3');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(w.calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.calls).toEqual([0, 2_000]);
    // The second try failed too: the third is announced.
    expect(w.state()).toMatchObject({ status: 'retrying', attempt: 3 });
    expect(widgetNotice(w.state())).toBe('Retry attempt 3/3');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(w.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.calls).toEqual([0, 2_000, 6_000]);
    expect(w.states.filter((s) => s.status === 'retrying').map(widgetNotice)).toEqual(['Retry attempt 2/3', 'Retry attempt 3/3']);
    await flush();
    expect(w.state()).toMatchObject({ data: { n: 7 }, status: 'ready', failedRefreshes: 0 });
    expect(widgetNotice(w.state())).toBeNull();
  });

  it('after 3 failed tries falls back to the saved data and says so', async () => {
    const w = setup(['fail', 'fail', 'fail'], { cache: { n: 42 } });
    w.controller.start();
    // The saved data shows at once, not yet flagged: a load is on its way.
    expect(w.state()).toMatchObject({ data: { n: 42 }, fromCache: false, status: 'loading' });
    await vi.advanceTimersByTimeAsync(6_000);
    expect(w.calls).toHaveLength(3);
    expect(w.state()).toMatchObject({ data: { n: 42 }, fromCache: true, status: 'ready', failedRefreshes: 1 });
    expect(widgetNotice(w.state())).toBe('Using cached platform data');
  });

  it('with no data anywhere ends in the error state', async () => {
    const w = setup(['fail', 'fail', 'fail']);
    w.controller.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(w.state()).toMatchObject({ data: null, status: 'error', failedRefreshes: 1 });
  });
});

describe('refreshing every 60 s while visible', () => {
  it('refreshes exactly 60 s after a successful load and keeps the newer data', async () => {
    const w = setup([1, 2]);
    w.controller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(WIDGET_REFRESH_MS - 1);
    expect(w.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(w.calls).toEqual([0, WIDGET_REFRESH_MS]);
    await flush();
    expect(w.state().data).toEqual({ n: 2 });
  });

  it('keeps showing the last good data, flagged as cached, when a refresh fails', async () => {
    const w = setup([1, 'fail', 'fail', 'fail']);
    w.controller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(WIDGET_REFRESH_MS + 6_000);
    expect(w.state()).toMatchObject({ data: { n: 1 }, fromCache: true, status: 'ready', failedRefreshes: 1 });
  });

  it('waits while the tab is hidden and refreshes as soon as it is visible again', async () => {
    const w = setup([1, 2]);
    w.controller.start();
    await flush();
    w.setVisible(false);
    await vi.advanceTimersByTimeAsync(5 * WIDGET_REFRESH_MS);
    expect(w.calls).toHaveLength(1);
    w.setVisible(true);
    await flush();
    expect(w.calls).toHaveLength(2);
    expect(w.state().data).toEqual({ n: 2 });
  });

  it('becoming visible before a refresh is due does not load early', async () => {
    const w = setup([1, 2]);
    w.controller.start();
    await flush();
    w.setVisible(false);
    await vi.advanceTimersByTimeAsync(10_000);
    w.setVisible(true);
    await flush();
    expect(w.calls).toHaveLength(1);
  });
});

describe('after 3 failed refreshes in a row', () => {
  it('stops refreshing and says the service is temporarily unavailable; 2 failures are not enough', async () => {
    const w = setup([1, ...Array<'fail'>(9).fill('fail')]);
    w.controller.start();
    await flush();
    const cycle = WIDGET_REFRESH_MS + 6_000;
    await vi.advanceTimersByTimeAsync(2 * cycle);
    expect(w.state()).toMatchObject({ status: 'ready', failedRefreshes: 2, fromCache: true });
    await vi.advanceTimersByTimeAsync(cycle);
    expect(w.state()).toMatchObject({ status: 'disabled', failedRefreshes: 3, data: { n: 1 } });
    expect(widgetNotice(w.state())).toBe('Service temporarily unavailable');
    const calls = w.calls.length;
    expect(calls).toBe(10);
    await vi.advanceTimersByTimeAsync(10 * WIDGET_REFRESH_MS);
    w.setVisible(false);
    w.setVisible(true);
    await flush();
    expect(w.calls.length).toBe(calls);
  });

  it('a success in between starts the count again', async () => {
    const w = setup([1, 'fail', 'fail', 'fail', 2, 'fail', 'fail', 'fail', 'fail', 'fail', 'fail']);
    w.controller.start();
    await flush();
    await vi.advanceTimersByTimeAsync(WIDGET_REFRESH_MS + 6_000);
    expect(w.state().failedRefreshes).toBe(1);
    await vi.advanceTimersByTimeAsync(WIDGET_REFRESH_MS);
    await flush();
    expect(w.state()).toMatchObject({ failedRefreshes: 0, data: { n: 2 } });
    await vi.advanceTimersByTimeAsync(2 * (WIDGET_REFRESH_MS + 6_000));
    expect(w.state()).toMatchObject({ status: 'ready', failedRefreshes: 2 });
  });

  it('Retry starts a new load at once and re-enables refreshing', async () => {
    const w = setup(['fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'fail', 'fail', 5, 6]);
    w.controller.start();
    await vi.advanceTimersByTimeAsync(3 * (WIDGET_REFRESH_MS + 6_000));
    expect(w.state()).toMatchObject({ status: 'disabled', data: null });
    w.controller.retry();
    await flush();
    expect(w.state()).toMatchObject({ status: 'ready', data: { n: 5 }, failedRefreshes: 0 });
    await vi.advanceTimersByTimeAsync(WIDGET_REFRESH_MS);
    await flush();
    expect(w.state().data).toEqual({ n: 6 });
  });
});

it('stop() cancels pending timers and ignores late answers', async () => {
  const w = setup(['fail', 1]);
  w.controller.start();
  await flush();
  w.controller.stop();
  await vi.advanceTimersByTimeAsync(10 * WIDGET_REFRESH_MS);
  expect(w.calls).toHaveLength(1);
});

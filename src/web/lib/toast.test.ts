import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, toast, TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from './toast.ts';

afterEach(() => {
  for (const t of currentToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toast', () => {
  it('closes by itself after 4,000 ms, not before', () => {
    vi.useFakeTimers();
    toast({ title: 'Link copied!' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });

  it('keeps at most 3 open, dropping the oldest', () => {
    for (let i = 1; i <= TOAST_MAX_VISIBLE + 1; i++) toast({ title: `t${i}` });
    expect(currentToasts().map((t) => t.title)).toEqual(['t2', 't3', 't4']);
  });

  it('replaces a toast with the same key instead of stacking', () => {
    toast({ title: 'New Content Available', description: '1 new article published', key: 'live' });
    toast({ title: 'New Content Available', description: '2 new articles published', key: 'live' });
    expect(currentToasts().map((t) => t.description)).toEqual(['2 new articles published']);
  });

  it('honours a custom duration', () => {
    vi.useFakeTimers();
    toast({ title: 'x', durationMs: 5000 });
    vi.advanceTimersByTime(4999);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });
});

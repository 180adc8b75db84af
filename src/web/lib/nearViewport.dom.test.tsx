import { afterEach, describe, expect, it } from 'vitest';
import { whenNearViewport } from './nearViewport.ts';

/** A stand-in IntersectionObserver the test drives: it records what is observed and with which margin. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
  FakeObserver.last = null;
});

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenNearViewport', () => {
  it('waits until the element comes within a screen of the viewport, then stops watching', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const el = document.createElement('h2');
    document.body.append(el);
    const near = whenNearViewport(el);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.observed).toEqual([el]);
    expect(observer.options.rootMargin).toBe('100% 0px');
    expect(await settled(near)).toBe(false);
    observer.callback([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    observer.callback([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected).toBe(true);
    el.remove();
  });

  it('resolves at once without an element (a client-side navigation) or without IntersectionObserver', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    expect(await settled(whenNearViewport(null))).toBe(true);
    expect(FakeObserver.last).toBeNull();
    // @ts-expect-error: a browser without the API
    globalThis.IntersectionObserver = undefined;
    expect(await settled(whenNearViewport(document.createElement('div')))).toBe(true);
  });
});

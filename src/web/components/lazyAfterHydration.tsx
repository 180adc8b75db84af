/**
 * Code the first paint does not need (issue 9). Every script a page preloads is fetched before the browser paints,
 * so parts that do nothing until the reader can use them, or that sit below the fold, get chunks of their own:
 *
 * - lazyAfterHydration: a part that renders nothing useful on the server (the floating menu, the install banner, the
 *   article dialog, the live-update notice) is rendered only once the page has hydrated, from a chunk fetched then.
 *   The server and the first browser render both render nothing, so hydration has nothing to compare. lazyWhen waits
 *   also for a condition (the part is about to be needed).
 * - lazyHydrated: a part the server renders as usual (the home page's side widgets) whose chunk the browser fetches
 *   when hydration reaches it; meanwhile React keeps the server's HTML in its place.
 *
 * A part that fails (its chunk could not be fetched, or it threw) is reported like any component error and left out:
 * the page around it keeps working.
 */
import { lazy, memo, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { LeaveOutOnError } from './ErrorBoundary.tsx';

const noSubscription = () => () => {};

/** False on the server and while hydrating, true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A lazily loaded part: nothing while its chunk loads, left out (and reported) if it fails. */
function Guarded({ name, children }: { name: string; children: ReactNode }) {
  return (
    <LeaveOutOnError name={name}>
      <Suspense fallback={null}>{children}</Suspense>
    </LeaveOutOnError>
  );
}

/**
 * `load`'s component, rendered (and its chunk fetched) once the page has hydrated and `useWanted` says the part is
 * needed: the article dialog once a card is about to be opened, the install banner once the browser offers
 * installation (islands/frameParts.ts). `useWanted` is a hook, called on every render. `name` names it in error reports.
 */
export function lazyWhen<P extends object>(name: string, load: () => Promise<ComponentType<P>>, useWanted: () => boolean): ComponentType<P> {
  const Part = lazy(() => load().then((c) => ({ default: c })));
  function WhenWanted(props: P) {
    const hydrated = useHydrated();
    const wanted = useWanted();
    if (!hydrated || !wanted) return null;
    return (
      <Guarded name={name}>
        <Part {...props} />
      </Guarded>
    );
  }
  return WhenWanted;
}

const always = () => true;

/** `load`'s component, rendered once the page has hydrated. `name` names it in error reports. */
export function lazyAfterHydration<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazyWhen(name, load, always);
}

/**
 * A part the server renders as usual but whose code the browser fetches only when hydration reaches it. `server` is
 * the part itself in the server build (`import.meta.env.SSR ? await load() : null`) and null in the browser's, so the
 * browser's first load does not carry it. Its props must stay equal while it loads (the wrapper is memoised): a
 * changed prop would make React drop the server's HTML and render the part anew. After a client-side navigation the
 * part appears as soon as its chunk is there (at once after the first time).
 */
export function lazyHydrated<P extends object>(name: string, server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = server ?? lazy(() => load().then((c) => ({ default: c })));
  function LazyHydrated(props: P) {
    return (
      <Guarded name={name}>
        <Part {...props} />
      </Guarded>
    );
  }
  return memo(LazyHydrated) as unknown as ComponentType<P>;
}

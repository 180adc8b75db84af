/**
 * The browser entry of an islands document (islandContext.ts): hydrates every [data-island] wrapper the server wrote,
 * one per task so a slow phone can answer input in between, then marks <html data-hydrated> as the app's root does.
 */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { catchInstallOffer } from '../lib/installOffer.ts';
import { startOfflineSupport } from '../lib/offlineData.ts';
import { presetZodJitless } from '../lib/zodJitless.ts';
import { enhanceImageFallbacks } from './imageFallbacks.ts';
import { ISLAND_DATA_ID, type IslandPageData } from './islandContext.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { islands, type IslandName } from './registry.ts';

// As in root.tsx: our CSP forbids eval, which zod 4 probes for. Set before zod loads, without loading it (zodJitless.ts).
presetZodJitless();
catchInstallOffer();
enhanceImageFallbacks(document);

/** Gives the browser a turn between two islands (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrateIslands(): Promise<void> {
  const dataScript = document.getElementById(ISLAND_DATA_ID);
  const data = JSON.parse(dataScript?.textContent ?? '{}') as IslandPageData;
  const committed: Promise<void>[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = el.dataset.island as IslandName;
    const load = islands[name] as (() => Promise<ComponentType<Record<string, unknown>>>) | undefined;
    if (!load) {
      console.error(`No island named ${name}`);
      continue;
    }
    const Component = await load();
    const props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
    committed.push(
      new Promise<void>((onCommit) => {
        startTransition(() => {
          hydrateRoot(
            el,
            <IslandRoot data={data} onCommit={onCommit}>
              <Component {...props} />
            </IslandRoot>,
            { identifierPrefix: el.dataset.islandId },
          );
        });
      }),
    );
    await nextTask();
  }
  await Promise.all(committed);
  focusFragmentTarget();
  document.documentElement.dataset.hydrated = '';
}

/**
 * A document opened at a fragment naming an element that takes focus from script only (tabindex -1: a list's heading,
 * which page and sort links lead to) gets focus there, so keyboard and screen-reader users start at the new list.
 */
function focusFragmentTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target?.getAttribute('tabindex') === '-1') target.focus({ preventScroll: true });
}

void hydrateIslands();
startOfflineSupport();

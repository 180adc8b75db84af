/**
 * The browser entry of an islands document (islandContext.ts): hydrates every [data-island] wrapper the server wrote,
 * one per task so a slow phone can answer input in between, then marks <html data-hydrated> as the app's root does.
 */
import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { catchInstallOffer } from '../lib/installOffer.ts';
import { startOfflineSupport } from '../lib/offlineData.ts';
import { enhanceImageFallbacks } from './imageFallbacks.ts';
import { ISLAND_DATA_ID, type IslandPageData } from './islandContext.ts';
import { IslandRoot } from './IslandRoot.tsx';
import { islands, type IslandName } from './registry.ts';

// As in root.tsx: our CSP forbids eval, which zod 4 probes for (zod's core only: islands that validate load the rest).
zodConfig({ jitless: true });
catchInstallOffer();
enhanceImageFallbacks(document);

/** Gives the browser a turn between two islands (input, paint). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrateIslands(): Promise<void> {
  const dataScript = document.getElementById(ISLAND_DATA_ID);
  const data = JSON.parse(dataScript?.textContent ?? '{}') as IslandPageData;
  const location = window.location.pathname + window.location.search + window.location.hash;
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
            <IslandRoot data={data} location={location} onCommit={onCommit}>
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
  document.documentElement.dataset.hydrated = '';
}

void hydrateIslands();
startOfflineSupport();

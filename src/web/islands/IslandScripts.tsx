/**
 * The scripts of an islands document, in place of React Router's <Scripts>: the page data the islands read, the
 * islands entry's chunks as module preloads, and an inline module that imports the entry. Written as React Router's
 * are, so the server holds them back the same way until the page has loaded (web/deferScripts.ts).
 */
import { useRouteLoaderData } from 'react-router';
import type { RootData } from '../lib/site.ts';
import { ISLAND_DATA_ID, islandPageData, type IslandServer } from './islandContext.ts';

/** JSON safe inside a <script> element ("</script>" and "<!--" cannot appear in it). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function IslandScripts({ server, nonce }: { server: IslandServer; nonce: string | undefined }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const { entry, preloads } = server.assets;
  return (
    <>
      <script type="application/json" id={ISLAND_DATA_ID} dangerouslySetInnerHTML={{ __html: jsonForScript(islandPageData(root)) }} />
      {[entry, ...preloads].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script nonce={nonce} type="module" async dangerouslySetInnerHTML={{ __html: `import(${JSON.stringify(entry)});` }} />
    </>
  );
}

/**
 * Server half of lib/deferredScripts.ts: React Router's <Scripts> writes `<link rel="modulepreload">` for every chunk
 * of the page (fetched at once, at high priority) and an inline `<script type="module">` that imports them and starts
 * hydration; it has no option to hold them back. So the server's HTML stream is rewritten here, tag by tag as React
 * writes them (a tag cut between two chunks is carried to the next), into the inert form the loader in <head> puts
 * back after the page has loaded.
 */
import { Transform, type TransformCallback } from 'node:stream';
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL } from './lib/deferredScripts.ts';

const MODULE_PRELOAD = '<link rel="modulepreload"';
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/g;

/** The HTML with module preloads and inline module scripts made inert for the loader. */
export function deferModuleScripts(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`).replace(MODULE_SCRIPT, `<script$1 type="${DEFERRED_MODULE_TYPE}">`);
}

/** A stream stage that applies deferModuleScripts to a document written in chunks. */
export function deferModuleScriptsStream(): Transform {
  const decoder = new TextDecoder();
  let carried = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = carried + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
      // Everything from the last tag that is still open waits for the next chunk; text outside tags never holds a
      // raw "<" (React escapes it), and inside a script a carried "<" only waits for the next ">".
      const open = text.lastIndexOf('<');
      const cut = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
      carried = text.slice(cut);
      if (cut === 0) callback();
      else callback(null, deferModuleScripts(text.slice(0, cut)));
    },
    flush(callback: TransformCallback) {
      const rest = carried + decoder.decode();
      if (rest) callback(null, deferModuleScripts(rest));
      else callback();
    },
  });
}

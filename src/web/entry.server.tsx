/**
 * Server rendering: React Router's default Node entry plus the response's CSP nonce (server/contentSecurityPolicy.ts),
 * given to React (its inline streaming scripts), to React Router (hydration data, <Scripts>, <ScrollRestoration>) and,
 * through CspNonceContext, to our own inline theme script.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
// eslint-disable-next-line no-restricted-imports -- React's own server renderer, not our server/ layer
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import type { WebLoadContext } from '../domain/contracts.ts';
import { CspNonceContext } from './lib/cspNonce.ts';
import { deferModuleScriptsStream } from './deferScripts.ts';
import { IslandServerContext } from './islands/islandContext.ts';
import { islandServerFor } from './islands/islandServer.ts';

export const streamTimeout = 5_000;

/**
 * A failed page into the process log (LOG_LEVEL, LOG_FORMAT), with its path but not its query (a reader's search):
 * React Router's default writes the error to the console, plain text among a production setup's JSON lines. A request
 * the browser gave up on is no failure. Deliberate answers (a 404 thrown as data) never come here.
 */
function logPageError(context: AppLoadContext, request: Request, error: unknown): void {
  if (request.signal.aborted) return;
  // A test's hand-made context may have no log: the console then, as before.
  const log = (context as Partial<WebLoadContext>).log;
  const fields = { err: error, method: request.method, path: new URL(request.url).pathname };
  if (log) log.error(fields, 'page failed');
  else console.error(error);
}

/** Errors of loaders and actions (React Router calls it; rendering errors come through onError below). */
export const handleError: HandleErrorFunction = (error, { request, context }) => logPageError(context, request, error);

/** Renders one document request. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  responseHeaders.set('Content-Type', 'text/html');
  // https://httpwg.org/specs/rfc9110.html#HEAD (the server answers HEAD through GET; this is for other callers).
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots and SPA mode get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        {/* Public pages are islands documents (islands/islandContext.ts). */}
        <IslandServerContext value={islandServerFor(request, routerContext)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandServerContext>
      </CspNonceContext>,
      {
        nonce,
        // Content inside a Suspense boundary that is ready with the shell is written in place, however long: React would
        // otherwise send a large boundary apart from the shell, shown by an inline script, and the root layout wraps
        // the whole page content in one (root.tsx, so that it hydrates in slices). The page must read without script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          // React Router's scripts start after the page has loaded (lib/deferredScripts.ts).
          const deferred = deferModuleScriptsStream();
          deferred.pipe(body);
          pipe(deferred);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell reject and are logged through handleError; later ones only here.
          if (shellRendered) logPageError(loadContext, request, error);
        },
      },
    );
  });
}

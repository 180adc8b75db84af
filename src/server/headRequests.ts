/**
 * HEAD answered as GET without the body, for every route. Hono's own HEAD path re-dispatches as GET and wraps the
 * result in `new Response(null, res)`: under @hono/node-server that copy takes the headers the response was created
 * with, so everything middleware added afterwards (security headers, CSP) is lost, and the GET body is dropped
 * without being cancelled, so a streaming route (live updates) never learns the client has gone. Here the GET
 * answer's final headers are copied and its body is cancelled at once.
 */

type Fetch = (request: Request, ...rest: never[]) => Response | Promise<Response>;

/** GET requests that stand in for a HEAD: routes that would start work for the body can answer with headers only. */
const headStandIns = new WeakSet<Request>();

/** True when the request is a HEAD, or the GET that stands in for one (see answerHeadAsGet). */
export function isHeadRequest(request: Request): boolean {
  return request.method === 'HEAD' || headStandIns.has(request);
}

/** Wraps an app's fetch so HEAD gets the GET answer's status and headers, no body, and the body's work stopped. */
export function answerHeadAsGet<F extends Fetch>(fetch: F): F {
  return (async (request: Request, ...rest: never[]) => {
    if (request.method !== 'HEAD') return fetch(request, ...rest);
    const get = new Request(request.url, { method: 'GET', headers: request.headers, signal: request.signal });
    headStandIns.add(get);
    const res = await fetch(get, ...rest);
    // Headers first: @hono/node-server's Response rebuilds itself from its original init when its body is touched.
    const headers = new Headers(res.headers);
    const status = res.status;
    // Cancelling runs the stream's cancel (releases a live-update slot, stops a render); errors there are not the client's.
    res.body?.cancel().catch(() => undefined);
    return new Response(null, { status, headers });
  }) as F;
}

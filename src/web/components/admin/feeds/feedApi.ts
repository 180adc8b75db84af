/**
 * RSS Feed Management's calls to /api/admin/feeds: JSON through adminRequest (the server's message is the error, a
 * 400's per-field `details` go to the form); the OPML import sends the file's text as text/x-opml.
 */
import type { AdminFeedList, AdminFeedSourceView, FeedImportResult, FeedTestResult } from '../../../../domain/adminFeeds.ts';
import { AdminRequestError, adminRequest } from '../adminRequest.ts';

export const FEEDS_API = '/api/admin/feeds';
export const FEEDS_EXPORT_URL = `${FEEDS_API}/export.opml`;
const feedPath = (id: string) => `${FEEDS_API}/${encodeURIComponent(id)}`;

export const listFeeds = () => adminRequest<AdminFeedList>('GET', FEEDS_API).then((r) => r.sources);
export const addFeed = (body: Record<string, unknown>) => adminRequest<{ source: AdminFeedSourceView }>('POST', FEEDS_API, body).then((r) => r.source);
export const editFeed = (id: string, body: Record<string, unknown>) => adminRequest<{ source: AdminFeedSourceView }>('PATCH', feedPath(id), body).then((r) => r.source);
export const deleteFeed = (id: string) => adminRequest<{ id: string; deleted: true }>('DELETE', feedPath(id));
export const pauseFeed = (id: string) => adminRequest<{ source: AdminFeedSourceView }>('POST', `${feedPath(id)}/pause`).then((r) => r.source);
export const resumeFeed = (id: string) => adminRequest<{ source: AdminFeedSourceView }>('POST', `${feedPath(id)}/resume`).then((r) => r.source);
/** Tests a source (its address, or the bundled file of a sample) or a typed address; nothing is stored. */
export const testFeed = (target: { id: string } | { url: string }) =>
  ('id' in target ? adminRequest<{ result: FeedTestResult }>('POST', `${feedPath(target.id)}/test`) : adminRequest<{ result: FeedTestResult }>('POST', `${FEEDS_API}/test`, { url: target.url })).then((r) => r.result);

/** Uploads an OPML document's text. */
export async function importOpml(text: string): Promise<FeedImportResult> {
  let res: Response;
  try {
    res = await fetch(`${FEEDS_API}/import`, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json', 'content-type': 'text/x-opml' }, body: text });
  } catch (err) {
    throw new AdminRequestError(0, 'network', `Network error: ${err instanceof Error ? err.message : 'the server could not be reached'}`);
  }
  const data = (await res.json().catch(() => null)) as (FeedImportResult & { error?: { code?: string; message?: string } }) | null;
  if (!res.ok) {
    throw new AdminRequestError(res.status, data?.error?.code ?? 'error', res.status === 401 ? 'Your session has ended. Please sign in again.' : (data?.error?.message ?? `The server answered ${res.status}.`));
  }
  return data as FeedImportResult;
}

/** The answer to the form's save: the source, or what was wrong (per field when the server said which). */
export type FeedSaveResult = { ok: true; source: AdminFeedSourceView } | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

export async function saveFeed(target: { mode: 'add' } | { mode: 'edit'; id: string }, body: Record<string, unknown>): Promise<FeedSaveResult> {
  try {
    const source = target.mode === 'add' ? await addFeed(body) : await editFeed(target.id, body);
    return { ok: true, source };
  } catch (err) {
    if (!(err instanceof AdminRequestError)) throw err;
    const fieldErrors: Record<string, string> = {};
    for (const d of err.details) if (d.field && d.message && !(d.field in fieldErrors)) fieldErrors[d.field] = d.message;
    return { ok: false, status: err.status, message: err.message, fieldErrors };
  }
}

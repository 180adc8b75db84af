/**
 * The signed-in reader's likes and bookmarks in the browser: one store for every card, dialog and article page on
 * screen. Cards register their ids; one request per batch (GET /api/me/marks) marks them. A toggle changes the mark
 * at once (optimistic) and puts it back if the server refuses, with the spec's toasts.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from './toast.ts';

interface Marks {
  liked: ReadonlySet<string>;
  saved: ReadonlySet<string>;
  /** Like counts the server has told us (after a toggle). */
  likes: ReadonlyMap<string, number>;
}

let marks: Marks = { liked: new Set(), saved: new Set(), likes: new Map() };
const listeners = new Set<() => void>();
const known = new Set<string>();
const pending = new Set<string>();
let flushScheduled = false;

function set(next: Partial<Marks>) {
  marks = { ...marks, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function flush() {
  flushScheduled = false;
  const ids = [...pending].slice(0, 100);
  for (const id of ids) pending.delete(id);
  if (pending.size > 0) schedule();
  if (ids.length === 0) return;
  try {
    const res = await fetch(`/api/me/marks?ids=${ids.join(',')}`, { credentials: 'same-origin' });
    if (!res.ok) return;
    const body = (await res.json()) as { liked: string[]; saved: string[] };
    const liked = new Set(marks.liked);
    const saved = new Set(marks.saved);
    for (const id of ids) {
      if (body.liked.includes(id)) liked.add(id);
      if (body.saved.includes(id)) saved.add(id);
    }
    set({ liked, saved });
  } catch {
    // Offline: the cards stay unmarked; a toggle still works once the network is back.
  }
}

function schedule() {
  if (flushScheduled) return;
  flushScheduled = true;
  // One request for every card rendered in the same turn.
  queueMicrotask(() => void flush());
}

/** Marks for one article; asks the server once for each id while `signedIn`. */
export function useReaderMarks(articleId: string, signedIn: boolean): { liked: boolean; saved: boolean; likes: number | undefined } {
  useEffect(() => {
    if (!signedIn || known.has(articleId)) return;
    known.add(articleId);
    pending.add(articleId);
    schedule();
  }, [articleId, signedIn]);
  const snapshot = useSyncExternalStore(subscribe, () => marks, () => marks);
  return { liked: snapshot.liked.has(articleId), saved: snapshot.saved.has(articleId), likes: snapshot.likes.get(articleId) };
}

async function send(method: 'PUT' | 'DELETE', path: string): Promise<Record<string, unknown> | null> {
  try {
    const res = await fetch(path, { method, credentials: 'same-origin' });
    if (!res.ok) return null;
    return (await res.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function toggled(current: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(current);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Likes or unlikes (optimistic); the count comes back from the server. */
export async function toggleLike(articleId: string): Promise<void> {
  const on = !marks.liked.has(articleId);
  set({ liked: toggled(marks.liked, articleId, on) });
  const body = await send(on ? 'PUT' : 'DELETE', `/api/me/likes/${articleId}`);
  if (!body) {
    set({ liked: toggled(marks.liked, articleId, !on) });
    toast({ title: 'Error', description: on ? 'Failed to like article.' : 'Failed to remove like.', variant: 'destructive' });
    return;
  }
  if (typeof body.likes === 'number') set({ likes: new Map(marks.likes).set(articleId, body.likes) });
  toast(on ? { title: 'Article Liked!', description: 'Added to your liked articles.', variant: 'success' } : { title: 'Like Removed', description: 'Removed from your liked articles.' });
}

/** Saves or removes a bookmark (optimistic). */
export async function toggleSave(articleId: string): Promise<void> {
  await setSaved(articleId, !marks.saved.has(articleId));
}

/** Saves (`on`) or removes the bookmark whatever this page believed, optimistic; true when the server agreed. */
export async function setSaved(articleId: string, on: boolean): Promise<boolean> {
  set({ saved: toggled(marks.saved, articleId, on) });
  const body = await send(on ? 'PUT' : 'DELETE', `/api/me/bookmarks/${articleId}`);
  if (!body) {
    set({ saved: toggled(marks.saved, articleId, !on) });
    toast({ title: 'Error', description: on ? 'Failed to bookmark article' : 'Failed to remove bookmark', variant: 'destructive' });
    return false;
  }
  toast(on ? { title: 'Bookmarked', description: 'Article saved to your bookmarks', variant: 'success' } : { title: 'Removed', description: 'Article removed from bookmarks' });
  return true;
}

/**
 * The signed-in reader's notifications in the browser (public-site §2 Notification Center, §4, §7): one store for the
 * header's bell and any Notification Center on the page (the dashboard embeds one). While anything shows it, the
 * store has the list and counts from GET /api/me/notifications and an EventSource on the stream: a new notification
 * goes on top, raises the unread count by one and shows a toast. EventSource reconnects by itself after a drop (and
 * the list is reloaded then, for what came meanwhile); when the server refuses or ends it for good, the store
 * reconnects with back-off. Mark read, mark all and delete change the list at once and take the counts from the
 * server's answer; a refused change is put back (silently, §7, except Mark All Read, which says so).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { liveReconnectDelayMs } from '../../domain/liveUpdates.ts';
import {
  NOTIFICATION_EVENT,
  notificationViewSchema,
  type NotificationChange,
  type NotificationList,
  type NotificationStats,
  type NotificationView,
} from '../../domain/notifications.ts';
import { toast } from './toast.ts';

export const NOTIFICATIONS_URL = '/api/me/notifications';
export const NOTIFICATION_STREAM_URL = '/api/me/notifications/stream';
/** Notifications loaded per page of the list. */
export const NOTIFICATION_LIST_SIZE = 50;

export const NOTIFICATION_MESSAGES = {
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark notifications as read',
  allMarked: 'All notifications marked as read',
} as const;

export type NotificationFilter = 'all' | 'unread';

export interface NotificationsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  filter: NotificationFilter;
  notifications: readonly NotificationView[];
  unreadCount: number;
  stats: NotificationStats;
  /** The server has more than the list holds (for Load more). */
  hasMore: boolean;
  loadingMore: boolean;
  connection: 'connecting' | 'open' | 'closed';
}

const EMPTY_STATS: NotificationStats = { total: 0, unread: 0, read: 0, thisWeek: 0 };
const INITIAL: NotificationsState = { status: 'idle', filter: 'all', notifications: [], unreadCount: 0, stats: EMPTY_STATS, hasMore: false, loadingMore: false, connection: 'closed' };
const WEEK_MS = 7 * 86_400_000;

let state: NotificationsState = INITIAL;
const listeners = new Set<() => void>();

function set(next: Partial<NotificationsState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many the list should hold under the filter, by the counts. */
const expected = (s: NotificationsState) => (s.filter === 'unread' ? s.stats.unread : s.stats.total);

// ——— Loading ———

let loadSeq = 0;
/** Notifications that arrived while a load was in flight (its answer may predate them). */
let arrivedDuringLoad: NotificationView[] | null = null;

async function fetchPage(filter: NotificationFilter, offset: number): Promise<NotificationList> {
  const query = new URLSearchParams({ limit: String(NOTIFICATION_LIST_SIZE), offset: String(offset) });
  if (filter === 'unread') query.set('unread', '1');
  const res = await fetch(`${NOTIFICATIONS_URL}?${query}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`notifications answered ${res.status}`);
  return (await res.json()) as NotificationList;
}

/** Loads the first page under the current filter (again). */
export async function loadNotifications(): Promise<void> {
  const seq = ++loadSeq;
  arrivedDuringLoad = [];
  set({ status: state.status === 'ready' ? 'ready' : 'loading' });
  try {
    const body = await fetchPage(state.filter, 0);
    if (seq !== loadSeq) return;
    const listed = new Set(body.notifications.map((n) => n.id));
    const late = (arrivedDuringLoad ?? []).filter((n) => !listed.has(n.id));
    arrivedDuringLoad = null;
    const next = { ...state, status: 'ready' as const, notifications: [...late, ...body.notifications], unreadCount: body.unreadCount, stats: body.stats };
    for (const n of late) Object.assign(next, counted(next, n, +1));
    set({ ...next, hasMore: next.notifications.length < expected(next) });
  } catch {
    if (seq !== loadSeq) return;
    arrivedDuringLoad = null;
    set({ status: 'error' });
    toast({ title: 'Error', description: NOTIFICATION_MESSAGES.loadFailed, variant: 'destructive', key: 'notifications-load' });
  }
}

/** All, or unread only: reloads the list. */
export function setNotificationFilter(filter: NotificationFilter): void {
  if (filter === state.filter) return;
  set({ filter, notifications: [], hasMore: false, status: 'loading' });
  void loadNotifications();
}

export async function loadMoreNotifications(): Promise<void> {
  if (state.loadingMore || !state.hasMore) return;
  const seq = loadSeq;
  set({ loadingMore: true });
  try {
    const body = await fetchPage(state.filter, state.notifications.length);
    if (seq !== loadSeq) return;
    const known = new Set(state.notifications.map((n) => n.id));
    const notifications = [...state.notifications, ...body.notifications.filter((n) => !known.has(n.id))];
    set({ notifications, unreadCount: body.unreadCount, stats: body.stats, hasMore: body.notifications.length > 0 && notifications.length < expected({ ...state, stats: body.stats }) });
  } catch {
    toast({ title: 'Error', description: NOTIFICATION_MESSAGES.loadFailed, variant: 'destructive', key: 'notifications-load' });
  } finally {
    set({ loadingMore: false });
  }
}

// ——— Counts ———

/** The counts after adding (+1) or removing (-1) one notification. */
function counted(s: Pick<NotificationsState, 'stats'>, n: NotificationView, sign: 1 | -1): Pick<NotificationsState, 'stats' | 'unreadCount'> {
  const recent = Date.now() - Date.parse(n.createdAt) < WEEK_MS ? 1 : 0;
  const stats = {
    total: Math.max(0, s.stats.total + sign),
    unread: Math.max(0, s.stats.unread + (n.isRead ? 0 : sign)),
    read: Math.max(0, s.stats.read + (n.isRead ? sign : 0)),
    thisWeek: Math.max(0, s.stats.thisWeek + recent * sign),
  };
  return { stats, unreadCount: stats.unread };
}

function fromServer(change: NotificationChange): Pick<NotificationsState, 'stats' | 'unreadCount'> {
  return { stats: change.stats, unreadCount: change.unreadCount };
}

/** A notification from the stream: on top, one more unread, and a toast. */
export function receiveNotification(n: NotificationView): void {
  if (arrivedDuringLoad) arrivedDuringLoad.push(n);
  if (state.notifications.some((x) => x.id === n.id)) return;
  set({ notifications: [n, ...state.notifications], ...counted(state, n, +1) });
  toast({ title: n.title, description: n.message || undefined });
}

// ——— Changes ———

async function send(method: 'POST' | 'DELETE', url: string, body?: unknown): Promise<NotificationChange | null> {
  try {
    const res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) return null;
    return (await res.json()) as NotificationChange;
  } catch {
    return null;
  }
}

const withRead = (list: readonly NotificationView[], ids: ReadonlySet<string> | 'all') => list.map((n) => (!n.isRead && (ids === 'all' || ids.has(n.id)) ? { ...n, isRead: true } : n));

/** Marks one notification read (at once; put back silently if the server refuses). */
export async function markNotificationRead(id: string): Promise<void> {
  const target = state.notifications.find((n) => n.id === id);
  if (!target || target.isRead) return;
  const read = { ...target, isRead: true };
  set({ notifications: withRead(state.notifications, new Set([id])), ...counted(counted(state, target, -1), read, +1) });
  const change = await send('POST', `${NOTIFICATIONS_URL}/read`, { ids: [id] });
  if (change) set(fromServer(change));
  else if (state.notifications.some((n) => n.id === id && n.isRead)) {
    set({ notifications: state.notifications.map((n) => (n.id === id ? { ...n, isRead: false } : n)), ...counted(counted(state, read, -1), target, +1) });
  }
}

/** Mark All Read, with the spec's success and failure toasts. */
export async function markAllNotificationsRead(): Promise<void> {
  if (state.unreadCount === 0) return;
  const wasUnread = new Set(state.notifications.filter((n) => !n.isRead).map((n) => n.id));
  const counts = { stats: state.stats, unreadCount: state.unreadCount };
  set({ notifications: withRead(state.notifications, 'all'), stats: { ...state.stats, unread: 0, read: state.stats.total }, unreadCount: 0 });
  const change = await send('POST', `${NOTIFICATIONS_URL}/read`, { all: true });
  if (change) {
    set(fromServer(change));
    toast({ title: 'Success', description: NOTIFICATION_MESSAGES.allMarked, variant: 'success' });
    return;
  }
  set({ notifications: state.notifications.map((n) => (wasUnread.has(n.id) ? { ...n, isRead: false } : n)), ...counts });
  toast({ title: 'Error', description: NOTIFICATION_MESSAGES.markFailed, variant: 'destructive' });
}

/** Deletes one notification (at once; put back silently if the server refuses). */
export async function deleteNotification(id: string): Promise<void> {
  const index = state.notifications.findIndex((n) => n.id === id);
  const target = state.notifications[index];
  if (!target) return;
  set({ notifications: state.notifications.filter((n) => n.id !== id), ...counted(state, target, -1) });
  const change = await send('DELETE', `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}`);
  if (change) {
    set(fromServer(change));
    return;
  }
  if (state.notifications.some((n) => n.id === id)) return;
  const notifications = [...state.notifications];
  notifications.splice(Math.min(index, notifications.length), 0, target);
  set({ notifications, ...counted(state, target, +1) });
}

// ——— The stream ———

/** Who holds the store live (mounted bells and Centers). */
const users = new Set<object>();
let source: EventSource | null = null;
let reconnect: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let everOpened = false;

function onEvent(event: MessageEvent<string>): void {
  let n: NotificationView;
  try {
    n = notificationViewSchema.parse(JSON.parse(event.data)) as NotificationView;
  } catch {
    return;
  }
  receiveNotification(n);
}

function connect(): void {
  if (users.size === 0 || source || typeof EventSource === 'undefined') return;
  const es = new EventSource(NOTIFICATION_STREAM_URL);
  source = es;
  set({ connection: 'connecting' });
  es.addEventListener('open', () => {
    failures = 0;
    set({ connection: 'open' });
    // A reconnect: what arrived while the stream was down is only in the list.
    if (everOpened) void loadNotifications();
    everOpened = true;
  });
  es.addEventListener(NOTIFICATION_EVENT, onEvent as EventListener);
  es.addEventListener('error', () => {
    if (es.readyState !== EventSource.CLOSED) {
      // The browser reconnects by itself (after the server's retry hint).
      set({ connection: 'connecting' });
      return;
    }
    // Refused (signed out, too many tabs, busy) or ended for good: try again later.
    if (source === es) source = null;
    set({ connection: 'closed' });
    failures++;
    if (users.size > 0) reconnect = setTimeout(() => ((reconnect = null), connect()), liveReconnectDelayMs(failures));
  });
}

function disconnect(): void {
  if (reconnect) clearTimeout(reconnect);
  reconnect = null;
  source?.close();
  source = null;
  everOpened = false;
  set({ connection: 'closed' });
}

/** Holds the store live (list, counts, stream) while the caller is mounted; the last one to leave closes the stream. */
function retain(): () => void {
  const user = {};
  users.add(user);
  if (users.size === 1) {
    void loadNotifications();
    connect();
  }
  return () => {
    if (users.delete(user) && users.size === 0) disconnect();
  };
}

/** The reader's notifications; keeps them loaded and live while mounted. */
export function useNotifications(): NotificationsState {
  useEffect(() => retain(), []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}

/** Prefers a reload when the list may be stale (a panel opening). */
export function refreshNotifications(): void {
  if (state.status !== 'loading') void loadNotifications();
}

/** Test hook: back to the initial state with no stream. */
export function resetNotificationStore(): void {
  users.clear();
  disconnect();
  failures = 0;
  loadSeq++;
  arrivedDuringLoad = null;
  state = INITIAL;
  for (const l of listeners) l();
}

/**
 * The Notification Center and the bell in a DOM (public-site §2, §4, §7, §9): tiles, list, filter, Mark Read, Mark All
 * Read, delete, the spec's toasts, a notification arriving live (on top, unread + 1, a toast) and the bell's badge and
 * name. The server is a fetch stand-in and the stream a stand-in EventSource; the real ones: notificationApi
 * integration tests and e2e/accounts.test.ts.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationList, NotificationStats, NotificationView } from '../../../domain/notifications.ts';
import { resetNotificationStore } from '../../lib/notifications.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { renderRoute } from '../../testing/renderRoute.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { NotificationCenter } from './NotificationCenter.tsx';
import { FakeEventSource as BaseEventSource } from '../../testing/fakeEventSource.ts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function notification(overrides: Partial<NotificationView> & { id: string }): NotificationView {
  return { type: 'info', kind: 'message', title: 'A title', message: 'A message', actionUrl: null, articleId: null, isRead: false, createdAt: minutesAgo(5), expiresAt: null, ...overrides };
}

const BREAKING = notification({ id: '11111111-1111-4111-8111-111111111111', kind: 'breaking', title: 'Breaking news', message: 'Instagram launches a creator marketplace', actionUrl: '/articles/11111111-1111-4111-8111-111111111111-instagram', createdAt: minutesAgo(5) });
const WELCOME = notification({ id: '22222222-2222-4222-8222-222222222222', type: 'success', title: 'Welcome aboard', message: 'Your account is ready.', isRead: true, createdAt: minutesAgo(3 * 60) });
const stats = (s: Partial<NotificationStats> = {}): NotificationStats => ({ total: 2, unread: 1, read: 1, thisWeek: 2, ...s });

/** A stand-in server: answers by method and path, records what was asked. */
let requests: { method: string; url: string; body: unknown }[];
let answer: (method: string, url: string, body: unknown) => { status: number; body: unknown };

function listAnswer(notifications: NotificationView[], s: NotificationStats = stats()): { status: number; body: NotificationList } {
  return { status: 200, body: { notifications, unreadCount: s.unread, stats: s } };
}

/** The notifications stream (testing/fakeEventSource.ts) with its one event. */
class FakeEventSource extends BaseEventSource {
  static override instances: FakeEventSource[] = [];
  send(n: NotificationView) {
    this.emit('notification', n);
  }
}

beforeEach(() => {
  requests = [];
  answer = (method, url) => (method === 'GET' && url.startsWith('/api/me/notifications?') ? listAnswer([BREAKING, WELCOME]) : { status: 404, body: {} });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      const a = answer(method, url, body);
      return new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  resetNotificationStore();
  for (const t of currentToasts()) dismissToast(t.id);
  vi.unstubAllGlobals();
});

const items = () => screen.queryAllByTestId('notification-item');
const tile = (key: string) => within(screen.getByTestId(`notification-stat-${key}`)).getByRole('definition').textContent;
const toastTitles = () => screen.queryAllByTestId('toast').map((t) => `${within(t).getByTestId('toast-title').textContent}|${within(t).queryByTestId('toast-description')?.textContent ?? ''}`);

async function renderCenter() {
  renderRoute(<NotificationCenter />, { path: '/dashboard' });
  await waitFor(() => expect(items()).toHaveLength(2));
}

describe('Notification Center', () => {
  it('shows the tiles and the list: type icon, title, message, relative time, View only with a link, Mark Read only when unread', async () => {
    answer = () => listAnswer([BREAKING, WELCOME], stats({ total: 12, unread: 1, read: 11, thisWeek: 4 }));
    await renderCenter();
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/me/notifications?limit=50&offset=0' });
    expect([tile('total'), tile('unread'), tile('read'), tile('this-week')]).toEqual(['12', '1', '11', '4']);
    expect(screen.getByTestId('notification-unread-summary').textContent).toBe('1 unread');
    const [breaking, welcome] = items();
    expect(breaking!.dataset.read).toBe('false');
    expect(within(breaking!).getByTestId('notification-title').textContent).toBe('Breaking news');
    expect(within(breaking!).getByTestId('notification-message').textContent).toBe('Instagram launches a creator marketplace');
    expect(within(breaking!).getByText('Information')).toBeTruthy();
    expect(within(breaking!).getByText('5m ago').tagName).toBe('TIME');
    expect(within(breaking!).getByRole('link', { name: 'View: Breaking news' }).getAttribute('href')).toBe(BREAKING.actionUrl);
    expect(within(breaking!).getByRole('button', { name: 'Mark Read: Breaking news' })).toBeTruthy();
    expect(within(welcome!).getByText('Success')).toBeTruthy();
    expect(within(welcome!).getByText('3h ago')).toBeTruthy();
    expect(within(welcome!).queryByTestId('notification-view')).toBeNull();
    expect(within(welcome!).queryByTestId('notification-mark-read')).toBeNull();
    expect(within(welcome!).getByRole('button', { name: 'Delete: Welcome aboard' })).toBeTruthy();
    expect(screen.getByTestId('notification-list-area').className).toContain('h-[600px]');
    expect(screen.getByTestId('notification-list-area').className).toContain('overflow-y-auto');
  });

  it('shows an empty state, and only unread ones when asked', async () => {
    answer = (_m, url) => (url.includes('unread=1') ? listAnswer([], stats({ unread: 0 })) : listAnswer([WELCOME], stats({ total: 1, unread: 0, read: 1 })));
    renderRoute(<NotificationCenter />, { path: '/dashboard' });
    await waitFor(() => expect(items()).toHaveLength(1));
    expect((screen.getByTestId('notification-mark-all') as HTMLButtonElement).disabled).toBe(true);
    const unreadOnly = screen.getByRole('button', { name: 'Unread only' });
    expect(unreadOnly.getAttribute('aria-pressed')).toBe('false');
    await act(async () => unreadOnly.click());
    await waitFor(() => expect(screen.getByTestId('notification-empty').textContent).toContain('No unread notifications'));
    expect(unreadOnly.getAttribute('aria-pressed')).toBe('true');
    expect(requests.at(-1)?.url).toBe('/api/me/notifications?limit=50&offset=0&unread=1');
  });

  it('marks one read at once and takes the counts from the server', async () => {
    await renderCenter();
    answer = () => ({ status: 200, body: { changed: 1, unreadCount: 0, stats: stats({ unread: 0, read: 2 }) } });
    await act(async () => within(items()[0]!).getByTestId('notification-mark-read').click());
    expect(requests.at(-1)).toEqual({ method: 'POST', url: '/api/me/notifications/read', body: { ids: [BREAKING.id] } });
    expect(items()[0]!.dataset.read).toBe('true');
    expect([tile('unread'), tile('read')]).toEqual(['0', '2']);
  });

  it('Mark All Read: the success toast, or the failure toast and the marks put back', async () => {
    await renderCenter();
    answer = () => ({ status: 500, body: { error: { code: 'internal_error', message: 'x' } } });
    await act(async () => screen.getByTestId('notification-mark-all').click());
    expect(requests.at(-1)).toEqual({ method: 'POST', url: '/api/me/notifications/read', body: { all: true } });
    expect(toastTitles()).toContain('Error|Failed to mark notifications as read');
    expect(items()[0]!.dataset.read).toBe('false');
    expect(tile('unread')).toBe('1');

    answer = () => ({ status: 200, body: { changed: 1, unreadCount: 0, stats: stats({ unread: 0, read: 2 }) } });
    await act(async () => screen.getByTestId('notification-mark-all').click());
    expect(toastTitles()).toContain('Success|All notifications marked as read');
    expect(items().map((i) => i.dataset.read)).toEqual(['true', 'true']);
    expect(screen.getByTestId('notification-unread-summary').textContent).toBe('All caught up');
  });

  it('deletes at once, and puts a refused deletion back without a word', async () => {
    await renderCenter();
    answer = () => ({ status: 500, body: {} });
    await act(async () => within(items()[1]!).getByTestId('notification-delete').click());
    expect(requests.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/me/notifications/${WELCOME.id}` });
    expect(items()).toHaveLength(2);
    expect(toastTitles()).toEqual([]);

    answer = () => ({ status: 200, body: { changed: 1, unreadCount: 1, stats: stats({ total: 1, read: 0, thisWeek: 1 }) } });
    await act(async () => within(items()[1]!).getByTestId('notification-delete').click());
    expect(items().map((i) => within(i).getByTestId('notification-title').textContent)).toEqual(['Breaking news']);
    expect(tile('total')).toBe('1');
  });

  it('puts a live notification on top, counts it unread and shows a toast', async () => {
    await renderCenter();
    const [stream] = FakeEventSource.instances;
    expect(stream?.url).toBe('/api/me/notifications/stream');
    act(() => stream!.open());
    const live = notification({ id: '33333333-3333-4333-8333-333333333333', kind: 'followed', title: 'New in Brand Partnerships', message: 'A skincare label signs creators', createdAt: new Date().toISOString() });
    act(() => stream!.send(live));
    expect(items().map((i) => within(i).getByTestId('notification-title').textContent)).toEqual(['New in Brand Partnerships', 'Breaking news', 'Welcome aboard']);
    expect(within(items()[0]!).getByText('Just now')).toBeTruthy();
    expect([tile('total'), tile('unread'), tile('this-week')]).toEqual(['3', '2', '3']);
    expect(toastTitles()).toContain('New in Brand Partnerships|A skincare label signs creators');
    // The same one again (a replay) changes nothing; junk is ignored.
    act(() => stream!.send(live));
    act(() => stream!.dispatchEvent(new MessageEvent('notification', { data: '{"id":"nope"}' })));
    expect(items()).toHaveLength(3);
    // A reconnect reloads the list (what came while the stream was down).
    const before = requests.length;
    await act(async () => stream!.open());
    expect(requests.length).toBe(before + 1);
  });

  it('says when the list cannot be loaded', async () => {
    answer = () => ({ status: 503, body: {} });
    renderRoute(<NotificationCenter />, { path: '/dashboard' });
    await waitFor(() => expect(toastTitles()).toContain('Error|Failed to load notifications'));
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('notification bell', () => {
  it('names the unread count, caps the badge at 99+, and opens the Notification Center', async () => {
    answer = () => listAnswer([BREAKING], stats({ total: 150, unread: 150, read: 0 }));
    renderRoute(<NotificationBell />, { path: '/' });
    const bell = screen.getByTestId('notification-bell');
    expect(bell.getAttribute('aria-label')).toBe('Notifications, none unread');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 150 unread'));
    expect(screen.getByTestId('notification-badge').textContent).toBe('99+');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.pointerDown(bell, { button: 0, pointerType: 'mouse' });
      bell.click();
    });
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('dialog', { name: 'Notification Center' });
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(1));
    // Both show the same store: one stream for the page.
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('shows no badge when nothing is unread and counts a live one', async () => {
    answer = () => listAnswer([], stats({ total: 0, unread: 0, read: 0, thisWeek: 0 }));
    renderRoute(<NotificationBell />, { path: '/' });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    act(() => FakeEventSource.instances[0]!.send(BREAKING));
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });
});

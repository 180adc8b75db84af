import { describe, expect, it } from 'vitest';
import { isSitePath, markReadSchema, notificationAge, notificationListQuerySchema, storyNotificationText, unreadBadge } from './notifications.ts';

describe('notifications', () => {
  it.each([
    [0, null],
    [-3, null],
    [Number.NaN, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('badge for %s unread is %s', (count, badge) => {
    expect(unreadBadge(count)).toBe(badge);
  });

  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T11:59:30Z', 'Just now'],
    ['2026-11-26T12:00:30Z', 'Just now'],
    ['2026-11-26T11:55:00Z', '5m ago'],
    ['2026-11-26T09:00:00Z', '3h ago'],
    ['2026-11-24T12:00:00Z', '2d ago'],
    ['2026-10-27T12:00:00Z', '30d ago'],
    ['2026-10-01T12:00:00Z', null],
    ['not a date', null],
  ])('age of %s is %s', (createdAt, label) => {
    expect(notificationAge(createdAt, now)).toBe(label);
  });

  it.each([
    ['/', true],
    ['/articles/6f1c-a-story?x=1#top', true],
    ['/categories/creator-economy', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://evil.example/', false],
    ['javascript:alert(1)', false],
    ['articles/relative', false],
    ['/a b', false],
    ['/a\u0000b', false],
    [`/${'a'.repeat(2048)}`, false],
  ])('%s is a site path: %s', (value, ok) => {
    expect(isSitePath(value)).toBe(ok);
  });

  it('reads the list query with defaults and bounds', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0, unread: false });
    expect(notificationListQuerySchema.parse({ limit: '100', offset: '40', unread: '1' })).toEqual({ limit: 100, offset: 40, unread: true });
    for (const bad of [{ limit: '0' }, { limit: '101' }, { offset: '-1' }, { unread: 'yes' }, { limit: '2.5' }]) expect(notificationListQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('takes either ids or all, never both or neither', () => {
    const id = '6f1c7f3e-8d0a-4a57-9d43-2f7f0c3b9a11';
    expect(markReadSchema.parse({ ids: [id] })).toEqual({ ids: [id] });
    expect(markReadSchema.parse({ all: true })).toEqual({ all: true });
    for (const bad of [{}, { ids: [] }, { all: false }, { ids: [id], all: true }, { ids: ['x'] }, { all: true, extra: 1 }]) expect(markReadSchema.safeParse(bad).success).toBe(false);
  });

  it('words story notifications: why as the title, the headline as the message', () => {
    expect(storyNotificationText('breaking', { title: '  Instagram launches X ', categoryName: 'Platform Updates' })).toEqual({ title: 'Breaking news', message: 'Instagram launches X' });
    expect(storyNotificationText('followed', { title: 'A story', categoryName: 'Brand Partnerships' })).toEqual({ title: 'New in Brand Partnerships', message: 'A story' });
  });
});

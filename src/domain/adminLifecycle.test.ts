import { describe, expect, it } from 'vitest';
import { daysUntilPurge, purgeDueAt, restoreTargetOf } from './adminLifecycle.ts';
import { isDueForPurge, PURGE_AFTER_DAYS } from './lifecycleRules.ts';

const D = 24 * 60 * 60 * 1000;

describe('restoreTargetOf', () => {
  it.each([
    ['an editor archived a published story', { before: { status: 'published', adminStatus: 'auto_approved' }, after: { status: 'archived' } }, { status: 'published', adminStatus: 'auto_approved', known: true }],
    ['an editor archived a story waiting for review', { before: { status: 'draft', adminStatus: 'pending_review' }, after: { status: 'archived' } }, { status: 'draft', adminStatus: 'pending_review', known: true }],
    ['an editor archived a rejected story', { before: { status: 'rejected', adminStatus: null }, after: { status: 'archived' } }, { status: 'rejected', adminStatus: null, known: true }],
    // The lifecycle writes no event: the latest audited change is the reject (or an earlier restore).
    ['the lifecycle archived a rejected story', { before: { status: 'draft' }, after: { status: 'rejected' } }, { status: 'rejected', adminStatus: null, known: false }],
    ['a restore, then the lifecycle archived it again', { before: { status: 'archived' }, after: { status: 'rejected' } }, { status: 'rejected', adminStatus: null, known: false }],
    ['no audited change at all', null, { status: 'rejected', adminStatus: null, known: false }],
    ['created as archived (no before)', { before: null, after: { status: 'archived' } }, { status: 'rejected', adminStatus: null, known: false }],
    ['a before status that cannot be restored to', { before: { status: 'purged' }, after: { status: 'archived' } }, { status: 'rejected', adminStatus: null, known: false }],
    ['an unknown pipeline verdict is dropped', { before: { status: 'draft', adminStatus: 'weird' }, after: { status: 'archived' } }, { status: 'draft', adminStatus: null, known: true }],
  ])('%s', (_label, change, expected) => {
    expect(restoreTargetOf(change as Parameters<typeof restoreTargetOf>[0])).toEqual(expected);
  });
});

describe('purge countdown', () => {
  const archivedAt = new Date('2026-11-01T06:00:00Z');
  it('is due exactly when the purge rule says', () => {
    const due = purgeDueAt(archivedAt);
    expect(due.getTime() - archivedAt.getTime()).toBe(PURGE_AFTER_DAYS * D);
    const row = { status: 'archived', archivedAt, updatedAt: archivedAt };
    expect(isDueForPurge(row, due)).toBe(false);
    expect(isDueForPurge(row, new Date(due.getTime() + 1))).toBe(true);
  });
  it.each([
    [0, PURGE_AFTER_DAYS],
    [1, PURGE_AFTER_DAYS],
    [D - 1, PURGE_AFTER_DAYS],
    [D, PURGE_AFTER_DAYS - 1],
    [(PURGE_AFTER_DAYS - 1) * D, 1],
    [PURGE_AFTER_DAYS * D - 1, 1],
    [PURGE_AFTER_DAYS * D, 0],
    [PURGE_AFTER_DAYS * D + 5 * D, 0],
  ])('archived %i ms ago: %i days left (rounded up, never negative)', (elapsed, days) => {
    expect(daysUntilPurge(archivedAt, new Date(archivedAt.getTime() + elapsed))).toBe(days);
  });
});

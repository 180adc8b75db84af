import { describe, expect, it } from 'vitest';
import { replaceableRank, replacesRepresentative } from './storyClusters.ts';

describe('which stored version a newcomer replaces', () => {
  it.each([
    // representative as stored                          newcomer's verdict  replaces
    [{ status: 'draft', adminStatus: 'pending_review' }, 'published', true],
    [{ status: 'draft', adminStatus: 'pending_review' }, 'pending_review', false],
    [{ status: 'draft', adminStatus: 'pending_review' }, 'auto_rejected', false],
    [{ status: 'draft', adminStatus: 'auto_rejected' }, 'pending_review', true],
    [{ status: 'rejected', adminStatus: 'auto_rejected' }, 'published', true],
    [{ status: 'draft', adminStatus: 'auto_rejected' }, 'auto_rejected', false],
    // Published: its address is out in the world.
    [{ status: 'published', adminStatus: 'auto_approved' }, 'published', false],
    // A person decided (admin_status cleared): hidden, rejected or published by hand.
    [{ status: 'draft', adminStatus: null }, 'published', false],
    [{ status: 'rejected', adminStatus: null }, 'published', false],
    // Archived after 48 h: past the pipeline's verdict.
    [{ status: 'archived', adminStatus: 'auto_rejected' }, 'published', false],
  ] as const)('%o, newcomer %s: %s', (rep, decision, expected) => {
    expect(replacesRepresentative(decision, rep)).toBe(expected);
  });
  it('ranks review above auto-rejection, and nothing else is replaceable', () => {
    expect(replaceableRank({ status: 'draft', adminStatus: 'pending_review' })).toBe(1);
    expect(replaceableRank({ status: 'draft', adminStatus: 'auto_rejected' })).toBe(0);
    expect(replaceableRank({ status: 'draft', adminStatus: 'auto_approved' })).toBeNull();
  });
});

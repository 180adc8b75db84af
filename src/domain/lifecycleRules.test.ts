import { describe, expect, it } from 'vitest';
import { archiveCutoff, BYTES_PER_MB, bytesToMb, isDueForArchive, isDueForPurge, purgeCutoff } from './lifecycleRules.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

const rejected = { status: 'rejected', rejectedAt: null as Date | null, updatedAt: now };
const archived = { status: 'archived', archivedAt: null as Date | null, updatedAt: now };

describe('isDueForArchive', () => {
  it.each([
    ['rejected 47 h 59 m ago', { rejectedAt: ago(47 * H + 59 * MIN) }, false],
    ['rejected exactly 48 h ago', { rejectedAt: ago(48 * H) }, false],
    ['rejected 48 h + 1 ms ago', { rejectedAt: ago(48 * H + 1) }, true],
    ['rejected 48 h + 1 s ago', { rejectedAt: ago(48 * H + S) }, true],
    ['rejected 10 days ago', { rejectedAt: ago(10 * D) }, true],
    ['no rejected_at, updated 49 h ago', { rejectedAt: null, updatedAt: ago(49 * H) }, true],
    ['no rejected_at, updated 47 h ago', { rejectedAt: null, updatedAt: ago(47 * H) }, false],
    ['rejected_at wins over an old updated_at', { rejectedAt: ago(H), updatedAt: ago(10 * D) }, false],
    ['draft, however old', { status: 'draft', rejectedAt: ago(10 * D) }, false],
    ['already archived', { status: 'archived', rejectedAt: ago(10 * D) }, false],
  ])('%s → %s', (_label, patch, due) => {
    expect(isDueForArchive({ ...rejected, ...patch }, now)).toBe(due);
  });
});

describe('isDueForPurge', () => {
  it.each([
    ['archived 29 days ago', { archivedAt: ago(29 * D) }, false],
    ['archived exactly 30 days ago', { archivedAt: ago(30 * D) }, false],
    ['archived 30 days + 1 s ago', { archivedAt: ago(30 * D + S) }, true],
    ['archived 90 days ago', { archivedAt: ago(90 * D) }, true],
    ['no archived_at, updated 31 days ago', { archivedAt: null, updatedAt: ago(31 * D) }, true],
    ['rejected, not archived', { status: 'rejected', archivedAt: ago(90 * D) }, false],
    ['already purged', { status: 'purged', archivedAt: ago(90 * D) }, false],
  ])('%s → %s', (_label, patch, due) => {
    expect(isDueForPurge({ ...archived, ...patch }, now)).toBe(due);
  });
});

describe('cutoffs', () => {
  it('are 48 hours and 30 days before now', () => {
    expect(archiveCutoff(now).toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(purgeCutoff(now).toISOString()).toBe('2026-10-23T12:00:00.000Z');
  });
});

describe('bytesToMb', () => {
  it.each([
    [0, 0],
    [5_000, 0],
    [BYTES_PER_MB, 1],
    [BYTES_PER_MB * 2.5, 2.5],
    [BYTES_PER_MB * 1.005 + 100, 1.01],
    [BYTES_PER_MB * 0.004, 0],
  ])('%i bytes → %f MB', (bytes, mb) => {
    expect(bytesToMb(bytes)).toBe(mb);
  });
});

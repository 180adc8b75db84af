import { describe, expect, it } from 'vitest';
import { presentLifecycleRun } from './lifecycle.ts';

const run = (stats: Record<string, unknown>) =>
  presentLifecycleRun({ id: 'r1', status: 'completed', trigger: 'manual', startedAt: new Date('2026-11-28T01:00:00Z'), completedAt: new Date('2026-11-28T01:00:02Z'), stats, errorMessage: null });

describe('presentLifecycleRun', () => {
  it('gives the page views a run deleted, and null for a run from before they were recorded (not a made-up 0)', () => {
    expect(run({ archived_count: 1, purged_count: 2, storage_saved_mb: 0.5, total_processed: 3, page_views_deleted: 7 }).stats).toEqual({
      archived_count: 1,
      purged_count: 2,
      storage_saved_mb: 0.5,
      total_processed: 3,
      page_views_deleted: 7,
    });
    expect(run({ archived_count: 1, purged_count: 0, storage_saved_mb: 0, total_processed: 1 }).stats.page_views_deleted).toBeNull();
    expect(run({ page_views_deleted: 0 }).stats.page_views_deleted).toBe(0);
  });
});

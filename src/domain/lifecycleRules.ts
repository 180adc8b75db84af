/** Article lifecycle rules (admin-system §4, §9; admin-content §4, §9): rejected → archived → purged to a hash-only record. */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rejected articles stay restorable this long before they are archived (admin-system §9: "archive after 48 hours"). */
export const ARCHIVE_AFTER_HOURS = 48;
/** Archived articles are kept this long before their content is purged (admin-system §9: "purge after 30 days"). */
export const PURGE_AFTER_DAYS = 30;
/** The spec's flat storage estimate per purged article; the dashboard may show it, runs report the measured bytes instead. */
export const ESTIMATED_MB_PER_PURGE = 0.01;
/** The spec's claimed storage reduction of a purge, for the explanation on the lifecycle screen. */
export const CLAIMED_STORAGE_REDUCTION_PERCENT = 99.6;
/** "Archived in the last 24 h" window of the Archived Articles card (admin-content §9). */
export const RECENT_ARCHIVE_WINDOW_HOURS = 24;
/** "Purged in the last 7 d" window of the Purged Records card (admin-content §9). */
export const RECENT_PURGE_WINDOW_DAYS = 7;
/** Pending Archive progress bar scales the pending count against this (admin-system §2). */
export const PENDING_ARCHIVE_BAR_SCALE = 100;
/** Pending Purge progress bar scales the pending count against this (admin-system §2). */
export const PENDING_PURGE_BAR_SCALE = 50;
/** Hours of the day (server time) of the scheduled lifecycle run (admin-system §9: 6 AM and 6 PM). */
export const LIFECYCLE_RUN_HOURS: readonly number[] = [6, 18];
/** Bytes in the megabyte we report (binary, the unit PostgreSQL's pg_size_pretty uses). */
export const BYTES_PER_MB = 1024 * 1024;

/** The instant before which a rejection makes an article due for archiving (strictly older than 48 h). */
export function archiveCutoff(now: Date): Date {
  return new Date(now.getTime() - ARCHIVE_AFTER_HOURS * HOUR_MS);
}

/** The instant before which an archiving makes an article due for purging (strictly older than 30 days). */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - PURGE_AFTER_DAYS * DAY_MS);
}

/** The start of a trailing window of `hours` ending at `now`. */
export function windowStart(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * HOUR_MS);
}

/**
 * True when a rejected article is due for archiving. Rows rejected before rejected_at was stamped fall back to
 * updated_at, so they are archived too instead of lingering forever. Mirrored in SQL by pipeline/lifecycle.
 */
export function isDueForArchive(a: { status: string; rejectedAt: Date | null; updatedAt: Date }, now: Date): boolean {
  return a.status === 'rejected' && (a.rejectedAt ?? a.updatedAt).getTime() < archiveCutoff(now).getTime();
}

/** True when an archived article is due for purging (archived_at, falling back to updated_at like archiving does). */
export function isDueForPurge(a: { status: string; archivedAt: Date | null; updatedAt: Date }, now: Date): boolean {
  return a.status === 'archived' && (a.archivedAt ?? a.updatedAt).getTime() < purgeCutoff(now).getTime();
}

/** Bytes as megabytes rounded to 2 decimals, the precision of the Storage Saved card. */
export function bytesToMb(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

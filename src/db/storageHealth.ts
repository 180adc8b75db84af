/**
 * "The disk is full", recognised in the errors of both drivers, and the process's record of it: /readyz reports the
 * storage check as failed while a recent write failed for lack of space, and the jobs say so in an alert.
 */

/** PostgreSQL's SQLSTATE for disk_full (class 53, insufficient resources). */
export const SQLSTATE_DISK_FULL = '53100';

/** How long one storage failure keeps the storage check failed when no later write proves the space is back. */
export const STORAGE_FAILURE_HOLD_MS = 5 * 60_000;

const FULL_DISK_MESSAGE = /no space left on device|could not extend file|disk (is )?full|ENOSPC/i;

/** True for errors caused by a full disk: ENOSPC from the file system, SQLSTATE 53100 or the server's wording. */
export function isStorageFullError(err: unknown, seen = new Set<unknown>()): boolean {
  if (!err || typeof err !== 'object' || seen.has(err)) return false;
  seen.add(err);
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (e.code === 'ENOSPC' || e.code === SQLSTATE_DISK_FULL) return true;
  if (typeof e.message === 'string' && FULL_DISK_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isStorageFullError(inner, seen))) return true;
  return isStorageFullError(e.cause, seen);
}

/** A recorded storage failure. */
export interface StorageFailure {
  at: Date;
  /** The error's code (ENOSPC or the SQLSTATE), never its full message (it may quote data). */
  code: string;
}

/** The storage state of one open database in this process. */
export interface StorageHealth {
  /** Records `err` when it is a full-disk error; returns whether it was. */
  report(err: unknown): boolean;
  /** The current failure, or null once a later write succeeded or the failure is older than the hold time. */
  failure(now?: Date): StorageFailure | null;
  /** A write succeeded: the space is back. */
  recovered(): void;
}

/** Creates the storage state of one database. */
export function createStorageHealth(holdMs: number = STORAGE_FAILURE_HOLD_MS): StorageHealth {
  let current: StorageFailure | null = null;
  return {
    report(err) {
      if (!isStorageFullError(err)) return false;
      const code = (err as { code?: unknown }).code;
      current = { at: new Date(), code: typeof code === 'string' ? code : SQLSTATE_DISK_FULL };
      return true;
    },
    failure(now = new Date()) {
      if (current && now.getTime() - current.at.getTime() > holdMs) current = null;
      return current;
    },
    recovered() {
      current = null;
    },
  };
}

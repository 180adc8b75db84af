/**
 * The signed-in reader's own settings and history (public-site §2 User dashboard, §3, §4 reading tracker):
 * preferences, reading progress, the reading-activity figures and the export of everything we hold about them.
 * The reader is always the acting user; every use case authorises first (policies/readerData).
 */
import type { ReadingActivity } from '../../domain/readerFeed.ts';
import type { ReaderPreferences } from '../../domain/readerPreferences.ts';
import type { ReadingProgress, ReadingProgressInput } from '../../domain/readingProgress.ts';
import type { Actor } from '../../domain/roles.ts';
import type { Db } from '../../db/connection.ts';
import {
  accountDataRows,
  continueReading,
  getPreferences,
  getReadingProgress,
  putPreferences,
  readerDataRows,
  readerToday,
  readingActivityFigures,
  saveReadingProgress,
} from '../../db/queries/readerProfile.ts';
import { NotFoundError } from '../serviceErrors.ts';
import { dataOwner } from './dataOwner.ts';

export async function readerPreferences(db: Db, actor: Actor): Promise<ReaderPreferences> {
  return getPreferences(db, dataOwner(actor, 'read').id);
}

export async function updateReaderPreferences(db: Db, actor: Actor, prefs: ReaderPreferences): Promise<ReaderPreferences> {
  const me = dataOwner(actor, 'write');
  await putPreferences(db, me.id, prefs);
  return getPreferences(db, me.id);
}

export async function recordReadingProgress(db: Db, actor: Actor, articleId: string, input: ReadingProgressInput): Promise<ReadingProgress> {
  const me = dataOwner(actor, 'write');
  const saved = await saveReadingProgress(db, me.id, articleId, input);
  if (!saved) throw new NotFoundError('No public article with that id.');
  return saved;
}

export async function readingProgressOf(db: Db, actor: Actor, articleId: string): Promise<ReadingProgress | null> {
  return getReadingProgress(db, dataOwner(actor, 'read').id, articleId);
}

/** Stories in "continue reading" on the panel and dashboard. */
const CONTINUE_READING_SHOWN = 4;

/** Consecutive days up to today (or yesterday, while today has no read yet) with a read. */
export function streakDays(readDays: readonly string[], today: string): number {
  const days = new Set(readDays);
  const step = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  let day = days.has(today) ? today : step(today);
  let n = 0;
  while (days.has(day)) {
    n += 1;
    day = step(day);
  }
  return n;
}

export async function readingActivity(db: Db, actor: Actor): Promise<ReadingActivity> {
  const me = dataOwner(actor, 'read');
  const [figures, today, started] = await Promise.all([readingActivityFigures(db, me.id), readerToday(db), continueReading(db, me.id, CONTINUE_READING_SHOWN)]);
  return {
    readThisWeek: figures.readThisWeek,
    completedThisWeek: figures.completedThisWeek,
    minutesThisWeek: Math.round(figures.secondsThisWeek / 60),
    streakDays: streakDays(figures.readDays, today),
    saved: figures.saved,
    liked: figures.liked,
    continueReading: started,
  };
}

/**
 * Everything we hold about the reader, as one JSON document (GET /api/me/export). Password hashes, session tokens and
 * mail bodies with one-time links are left out: they are secrets, not information about the person.
 */
export async function exportReaderData(db: Db, actor: Actor): Promise<Record<string, unknown>> {
  const me = dataOwner(actor, 'read');
  const [account, reading, preferences] = await Promise.all([accountDataRows(db, me.id), readerDataRows(db, me.id), getPreferences(db, me.id)]);
  if (!account) throw new NotFoundError('No such account.');
  return { exportedAt: new Date().toISOString(), ...account, preferences, ...reading };
}

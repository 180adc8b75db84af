/**
 * A reader's preferences, reading progress, "fewer like this" feedback and history (migration 0017), and the export
 * of everything we hold about them. Every function takes the reader's id from the service, which took it from the
 * session: no query here reads another reader's rows.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { PublicArticle } from '../../domain/article.ts';
import { DEFAULT_PREFERENCES, type PreferenceRegion, type ReaderPreferences } from '../../domain/readerPreferences.ts';
import { READING_COMPLETE_PERCENT, READING_START_PERCENT, type ReadingProgress, type ReadingProgressInput } from '../../domain/readingProgress.ts';
import type { HistoryItem } from '../../domain/recommendations.ts';
import type { CategorySlug } from '../../domain/categories.ts';
import { queryPrepared, type Db } from '../connection.ts';
import { articles, bookmarks, contactMessages, likes, mailOutbox, notifications, readingProgress, recommendationFeedback, securityEvents, sessions, userPreferences, users } from '../schema.ts';
import { publicColumns, toPublicArticle } from './publicArticles.ts';
import { hasPublicPage } from './publicVisibility.ts';
import { isPublicArticle } from './readerData.ts';

/** The reader's preferences, or the defaults when they never changed any. */
export async function getPreferences(db: Db, userId: string): Promise<ReaderPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  if (!row) return { ...DEFAULT_PREFERENCES, categories: [], regions: [...DEFAULT_PREFERENCES.regions] };
  return {
    categories: row.categories as CategorySlug[],
    regions: row.regions as PreferenceRegion[],
    language: row.language as ReaderPreferences['language'],
    notifyBreaking: row.notifyBreaking,
    notifyFollowed: row.notifyFollowed,
    emailNotifications: row.emailNotifications,
    weeklyDigest: row.weeklyDigest,
  };
}

/** Stores the whole set of preferences. */
export async function putPreferences(db: Db, userId: string, p: ReaderPreferences): Promise<void> {
  const values = { ...p, categories: [...p.categories], regions: [...p.regions], updatedAt: new Date() };
  await db
    .insert(userPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userPreferences.userId, set: values });
}

const progressOut = (r: typeof readingProgress.$inferSelect): ReadingProgress => ({
  articleId: r.articleId,
  progress: r.progress,
  readingSeconds: r.readingSeconds,
  completed: r.completed,
  startedAt: r.startedAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * Records where the reader is in a public story: the position as sent (so "continue reading" resumes there), the
 * larger reading time (the tracker counts on from the stored figure; a late, smaller report never lowers it), and
 * completion once it passes 90 %, never undone. Null when the story is not public.
 */
export async function saveReadingProgress(db: Db, userId: string, articleId: string, input: ReadingProgressInput): Promise<ReadingProgress | null> {
  if (!(await isPublicArticle(db, articleId))) return null;
  const completed = input.progress >= READING_COMPLETE_PERCENT;
  const [row] = await db
    .insert(readingProgress)
    .values({ userId, articleId, progress: input.progress, readingSeconds: input.readingSeconds, completed })
    .onConflictDoUpdate({
      target: [readingProgress.userId, readingProgress.articleId],
      set: {
        progress: input.progress,
        readingSeconds: sql`GREATEST(${readingProgress.readingSeconds}, excluded.reading_seconds)`,
        completed: sql`${readingProgress.completed} OR excluded.completed`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row ? progressOut(row) : null;
}

/** The reader's progress in one story, or null. */
export async function getReadingProgress(db: Db, userId: string, articleId: string): Promise<ReadingProgress | null> {
  const [row] = await db
    .select()
    .from(readingProgress)
    .where(and(eq(readingProgress.userId, userId), eq(readingProgress.articleId, articleId)))
    .limit(1);
  return row ? progressOut(row) : null;
}

/** "Fewer like this": remembers the story (again is a no-op); false when it is not public. */
export async function addFeedFeedback(db: Db, userId: string, articleId: string): Promise<boolean> {
  if (!(await isPublicArticle(db, articleId))) return false;
  await db.insert(recommendationFeedback).values({ userId, articleId }).onConflictDoNothing();
  return true;
}

/** History the For You ranking reads: the last 90 days, at most this many actions of each kind. */
const HISTORY_DAYS = 90;
const HISTORY_PER_KIND = 100;

/** One kind of history: the reader's latest actions of that kind, with each story's topic. */
const historyPart = (table: string, at: string, extra: string, recent: boolean) =>
  `(SELECT x.article_id, x.${at} AS at, a.title, a.category, a.source_name,
     ${table === 'reading_progress' ? 'x.completed' : 'NULL::boolean'} AS completed, '${table}' AS kind
    FROM ${table} x JOIN articles a ON a.id = x.article_id
    WHERE x.user_id = $1 ${recent ? `AND x.${at} >= now() - interval '${HISTORY_DAYS} days'` : ''} ${extra}
    ORDER BY x.${at} DESC LIMIT ${HISTORY_PER_KIND})`;

/** Preferences and the four kinds of history in one statement (constant text: it runs as a prepared statement). */
const FEED_INPUTS_SQL = `SELECT
  (SELECT row_to_json(p) FROM user_preferences p WHERE p.user_id = $1) AS preferences,
  (SELECT coalesce(json_agg(h), '[]'::json) FROM (
    ${historyPart('likes', 'created_at', '', true)}
    UNION ALL ${historyPart('bookmarks', 'created_at', '', true)}
    UNION ALL ${historyPart('reading_progress', 'updated_at', `AND x.progress >= ${READING_START_PERCENT}`, true)}
    UNION ALL ${historyPart('recommendation_feedback', 'created_at', '', false)}
  ) h) AS history`;

const HISTORY_KIND: Record<string, HistoryItem['kind']> = { likes: 'like', bookmarks: 'bookmark', reading_progress: 'read', recommendation_feedback: 'dismiss' };

/**
 * What the For You ranking reads about the reader, in one round trip (it is asked on every request): their
 * preferences (the defaults when none are stored) and what they liked, saved, read past the start threshold and
 * dismissed in the last 90 days (at most 100 of each; dismissals never expire).
 */
export async function feedInputs(db: Db, userId: string): Promise<{ preferences: ReaderPreferences; history: HistoryItem[] }> {
  type Row = { preferences: Record<string, unknown> | null; history: Record<string, unknown>[] | string | null };
  const [row] = await queryPrepared<Row>(db, 'reader_feed_inputs', FEED_INPUTS_SQL, [userId]);
  const p = row?.preferences ?? null;
  const preferences: ReaderPreferences = p
    ? {
        categories: p.categories as CategorySlug[],
        regions: p.regions as PreferenceRegion[],
        language: p.language as ReaderPreferences['language'],
        notifyBreaking: p.notify_breaking as boolean,
        notifyFollowed: p.notify_followed as boolean,
        emailNotifications: p.email_notifications as boolean,
        weeklyDigest: p.weekly_digest as boolean,
      }
    : { ...DEFAULT_PREFERENCES, categories: [], regions: [...DEFAULT_PREFERENCES.regions] };
  const rows = (typeof row?.history === 'string' ? JSON.parse(row.history) : (row?.history ?? [])) as Record<string, unknown>[];
  return {
    preferences,
    history: rows.map((r) => ({
      articleId: r.article_id as string,
      title: r.title as string,
      category: r.category as string,
      sourceName: r.source_name as string,
      kind: HISTORY_KIND[r.kind as string] ?? 'read',
      at: new Date(r.at as string).toISOString(),
      ...(r.completed === null || r.completed === undefined ? {} : { completed: r.completed as boolean }),
    })),
  };
}

/** Day boundaries for streaks are India's, where our readers are. */
const READER_TIME_ZONE = 'Asia/Kolkata';

/** The reader's figures for the activity panel and dashboard (all over their own rows). */
export async function readingActivityFigures(db: Db, userId: string): Promise<{
  readThisWeek: number;
  completedThisWeek: number;
  secondsThisWeek: number;
  readDays: string[];
  saved: number;
  liked: number;
}> {
  const week = sql`now() - interval '7 days'`;
  const mine = and(eq(readingProgress.userId, userId), gte(readingProgress.progress, READING_START_PERCENT));
  const [[weekRow], days, [savedRow], [likedRow]] = await Promise.all([
    db
      .select({
        read: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) FILTER (WHERE ${readingProgress.completed})::int`,
        seconds: sql<number>`coalesce(sum(${readingProgress.readingSeconds}), 0)::int`,
      })
      .from(readingProgress)
      .where(and(mine, gte(readingProgress.updatedAt, week))),
    db
      .selectDistinct({ day: sql<string>`to_char(${readingProgress.updatedAt} AT TIME ZONE ${READER_TIME_ZONE}, 'YYYY-MM-DD')` })
      .from(readingProgress)
      .where(and(mine, gte(readingProgress.updatedAt, sql`now() - interval '60 days'`))),
    db.select({ n: sql<number>`count(*)::int` }).from(bookmarks).innerJoin(articles, eq(articles.id, bookmarks.articleId)).where(and(eq(bookmarks.userId, userId), hasPublicPage())),
    db.select({ n: sql<number>`count(*)::int` }).from(likes).innerJoin(articles, eq(articles.id, likes.articleId)).where(and(eq(likes.userId, userId), hasPublicPage())),
  ]);
  return {
    readThisWeek: Number(weekRow?.read ?? 0),
    completedThisWeek: Number(weekRow?.completed ?? 0),
    secondsThisWeek: Number(weekRow?.seconds ?? 0),
    readDays: days.map((d) => d.day),
    saved: Number(savedRow?.n ?? 0),
    liked: Number(likedRow?.n ?? 0),
  };
}

/** Today's date where our readers are, as YYYY-MM-DD (the streak counts back from it). */
export async function readerToday(db: Db): Promise<string> {
  const result = (await db.execute(sql`SELECT to_char(now() AT TIME ZONE ${READER_TIME_ZONE}, 'YYYY-MM-DD') AS day`)) as unknown as { rows: { day: string }[] };
  return result.rows[0]?.day ?? new Date().toISOString().slice(0, 10);
}

/** Stories started and not finished that are still public, most recent first. */
export async function continueReading(db: Db, userId: string, limit: number): Promise<{ article: PublicArticle; progress: number; updatedAt: string }[]> {
  const rows = await db
    .select({ ...publicColumns, progress: readingProgress.progress, progressAt: readingProgress.updatedAt })
    .from(readingProgress)
    .innerJoin(articles, eq(articles.id, readingProgress.articleId))
    .where(
      and(
        eq(readingProgress.userId, userId),
        eq(readingProgress.completed, false),
        gte(readingProgress.progress, READING_START_PERCENT),
        lt(readingProgress.progress, READING_COMPLETE_PERCENT),
        hasPublicPage(),
      ),
    )
    .orderBy(desc(readingProgress.updatedAt))
    .limit(limit);
  return rows.map(({ progress, progressAt, ...r }) => ({ article: toPublicArticle(r), progress, updatedAt: progressAt.toISOString() }));
}

/** Every row of the reader's own data, for the export (GET /api/me/export). */
export async function readerDataRows(db: Db, userId: string) {
  const story = { articleId: articles.id, title: articles.title, sourceUrl: articles.sourceUrl };
  const [saved, liked, progress, feedback, notified] = await Promise.all([
    db.select({ ...story, savedAt: bookmarks.createdAt }).from(bookmarks).innerJoin(articles, eq(articles.id, bookmarks.articleId)).where(eq(bookmarks.userId, userId)).orderBy(desc(bookmarks.createdAt)),
    db.select({ ...story, likedAt: likes.createdAt }).from(likes).innerJoin(articles, eq(articles.id, likes.articleId)).where(eq(likes.userId, userId)).orderBy(desc(likes.createdAt)),
    db
      .select({ ...story, progress: readingProgress.progress, readingSeconds: readingProgress.readingSeconds, completed: readingProgress.completed, startedAt: readingProgress.startedAt, updatedAt: readingProgress.updatedAt })
      .from(readingProgress)
      .innerJoin(articles, eq(articles.id, readingProgress.articleId))
      .where(eq(readingProgress.userId, userId))
      .orderBy(desc(readingProgress.updatedAt)),
    db.select({ ...story, at: recommendationFeedback.createdAt }).from(recommendationFeedback).innerJoin(articles, eq(articles.id, recommendationFeedback.articleId)).where(eq(recommendationFeedback.userId, userId)),
    db
      .select({ title: notifications.title, message: notifications.message, kind: notifications.kind, type: notifications.type, actionUrl: notifications.actionUrl, read: notifications.isRead, createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt)),
  ]);
  return { bookmarks: saved, likes: liked, readingProgress: progress, fewerLikeThis: feedback, notifications: notified };
}

/** The account side of the export: who they are, where they are signed in, what happened to the account, what they wrote to us and what we mailed them. */
export async function accountDataRows(db: Db, userId: string) {
  const [account] = await db
    .select({ id: users.id, name: users.name, email: users.email, emailVerified: users.emailVerified, role: users.role, createdAt: users.createdAt, updatedAt: users.updatedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) return null;
  const [signedIn, events, messages, mails] = await Promise.all([
    // Never the session tokens: a copy of the export must not sign anyone in.
    db.select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent }).from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
    db.select({ type: securityEvents.type, at: securityEvents.createdAt, ipAddress: securityEvents.ipAddress, userAgent: securityEvents.userAgent }).from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(desc(securityEvents.createdAt)).limit(1000),
    db.select({ name: contactMessages.name, subject: contactMessages.subject, message: contactMessages.message, sentAt: contactMessages.createdAt }).from(contactMessages).where(eq(contactMessages.email, account.email)).orderBy(desc(contactMessages.createdAt)),
    // Subjects only: bodies of account mail hold one-time links.
    db.select({ subject: mailOutbox.subject, kind: mailOutbox.kind, status: mailOutbox.status, queuedAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.toAddress, account.email)).orderBy(desc(mailOutbox.createdAt)).limit(1000),
  ]);
  return { account, sessions: signedIn, securityEvents: events, contactMessages: messages, mailSent: mails };
}

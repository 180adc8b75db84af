/**
 * Live article feed: one LISTEN on `article_published` per process, fanned out to every open stream. Each notified id
 * is looked up once (not once per stream) and forwarded only if it is in the home list, so a notification for a
 * duplicate, a draft or a hidden category never reaches a reader. Works across web processes because the pipeline
 * notifies through PostgreSQL, which delivers to every listening connection.
 */
import type { Database } from '../db/connection.ts';
import { ARTICLE_PUBLISHED_CHANNEL } from '../db/queries/articleNotifications.ts';
import { getLiveArticle, listLiveArticlesAfter } from '../db/queries/liveArticles.ts';
import type { LiveArticle } from '../domain/liveArticle.ts';

/** Receives each newly published home-list article. */
export type LiveArticleSubscriber = (article: LiveArticle) => void;

export interface LiveArticleFeed {
  /** Starts receiving articles; resolves once the database listens, to the function that stops receiving. */
  subscribe(subscriber: LiveArticleSubscriber): Promise<() => Promise<void>>;
  /** What a reconnecting browser missed after the article it last saw, oldest first. */
  missedSince(lastId: string, limit: number): Promise<LiveArticle[]>;
  /** Open subscriptions and whether the database LISTEN is held (for tests and health). */
  stats(): { subscribers: number; listening: boolean };
}

type Log = { warn(obj: object, msg?: string): void };

/** Creates the feed over a database. Listening starts with the first subscriber and stops after the last leaves. */
export function createLiveArticleFeed(database: Database, log?: Log): LiveArticleFeed {
  const subscribers = new Set<LiveArticleSubscriber>();
  let listening: Promise<() => Promise<void>> | null = null;

  const onNotification = (payload: string) => {
    void getLiveArticle(database.db, payload.trim())
      .then((article) => {
        if (!article) return;
        for (const s of [...subscribers]) {
          try {
            s(article);
          } catch (err) {
            log?.warn({ err }, 'live article subscriber failed');
          }
        }
      })
      .catch((err: unknown) => log?.warn({ err, payload }, 'live article lookup failed'));
  };

  return {
    async subscribe(subscriber) {
      subscribers.add(subscriber);
      if (!listening) {
        const started = database.listen(ARTICLE_PUBLISHED_CHANNEL, onNotification);
        listening = started;
        started.catch(() => {
          if (listening === started) listening = null;
        });
      }
      try {
        await listening;
      } catch (err) {
        subscribers.delete(subscriber);
        throw err;
      }
      let active = true;
      return async () => {
        if (!active) return;
        active = false;
        subscribers.delete(subscriber);
        if (subscribers.size > 0 || !listening) return;
        const stop = listening;
        listening = null;
        await (await stop)();
      };
    },
    missedSince: (lastId, limit) => listLiveArticlesAfter(database.db, lastId, limit),
    stats: () => ({ subscribers: subscribers.size, listening: listening !== null }),
  };
}

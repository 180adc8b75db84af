/** The HTTP application: health, JSON API, static assets and server-rendered pages in one Hono app. */
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '../domain/contracts.ts';
import type { Database } from '../db/connection.ts';
import type { ArticleList } from '../domain/article.ts';
import { ARTICLE_PUBLISHED_CHANNEL } from '../db/queries/articleNotifications.ts';
import { createPublicContentService, LIST_CACHE_ENTRIES, LIST_CACHE_STALE_MS, LIST_CACHE_TTL_MS } from '../services/publicContent.ts';
import { createTtlCache } from '../services/ttlCache.ts';
import { createPublicStatsService } from '../services/publicStats.ts';
import { createSiteContentService } from '../services/siteContent.ts';
import type { Env } from './env.ts';
import { ApiError, errorResponse } from './errors.ts';
import type { Logger } from './logger.ts';
import { discoveryRoutes } from './routes/discovery.ts';
import { healthRoutes } from './routes/health.ts';
import { publicApiRoutes } from './routes/publicApi.ts';
import { SEARCH_KEYWORD_RATE_LIMIT, SEARCH_KEYWORD_RATE_WINDOW_MS } from '../domain/searchKeywords.ts';
import { createSearchKeywordService } from '../services/searchKeywords.ts';
import type { Context } from 'hono';
import { VIEW_RATE_LIMIT, VIEW_RATE_WINDOW_MS } from '../domain/articleViews.ts';
import { createArticleViewService } from '../services/articleViews.ts';
import { clientAddress } from './clientAddress.ts';
import { createRateLimiter } from './rateLimiter.ts';
import { searchApiRoutes } from './routes/searchApi.ts';
import { CLIENT_ERROR_RATE_LIMIT, CLIENT_ERROR_RATE_WINDOW_MS } from '../domain/clientErrors.ts';
import { clientErrorRoutes } from './routes/clientErrors.ts';
import { serviceWorkerRoutes } from './routes/serviceWorker.ts';
import { liveApiRoutes, type LiveApiOptions } from './routes/liveApi.ts';
import { createLiveArticleFeed } from '../services/liveArticles.ts';
import { createLivePlatformDataService } from '../services/livePlatformData.ts';

/** What the app needs. `ssrBuild` is the React Router server build; without it only the API is served (API tests). */
export interface AppDeps {
  database: Database;
  env: Pick<Env, 'SITE_NAME' | 'SITE_URL' | 'CONTACT_EMAIL' | 'NODE_ENV'>;
  log: Logger;
  ssrBuild?: ServerBuild;
  clientDir?: string;
  /** Search keyword recording: trust X-Forwarded-For (behind our proxy) and the per-client limit (tests lower it). */
  search?: { trustProxy?: boolean; rateLimit?: { limit: number; windowMs: number } };
  /** Client error reports (POST /api/client-errors): the per-client limit (tests lower it). */
  clientErrors?: { rateLimit?: { limit: number; windowMs: number } };
  /** Live updates: tests pass their own feed (to watch its subscribers) or lower the limits. */
  live?: Partial<Pick<LiveApiOptions, 'feed' | 'heartbeatMs' | 'maxStreamsPerClient'>>;
  /** View counting (POST /api/articles/views): per-client limit (tests lower it); the address rule follows `search.trustProxy`. */
  views?: { rateLimit?: { limit: number; windowMs: number } };
}

const CSP = [
  "default-src 'self'",
  "img-src 'self' https: data:",
  // React Router streams hydration data in inline scripts.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://open.spotify.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Builds the Hono app. */
export function createApp(deps: AppDeps): Hono {
  const { database, env, log } = deps;
  const listCache = createTtlCache<string, ArticleList>({
    ttlMs: LIST_CACHE_TTL_MS,
    staleMs: LIST_CACHE_STALE_MS,
    maxEntries: LIST_CACHE_ENTRIES,
    onRefreshError: (err) => log.warn({ err }, 'article list refresh failed; serving the previous list'),
  });
  // A new story must show on the next list request (the live-update toast's Refresh), on every web process: each
  // one hears the publication through PostgreSQL. The LISTEN is shared with the live feed and ends with the database.
  database.listen(ARTICLE_PUBLISHED_CHANNEL, () => listCache.invalidate()).catch((err: unknown) => log.warn({ err }, 'could not listen for publications; lists refresh by age only'));
  const content = createPublicContentService(database.db, { listCache });
  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use('*', async (c, next) => {
    await next();
    if ((c.res.headers.get('content-type') ?? '').includes('text/html')) c.res.headers.set('Content-Security-Policy', CSP);
  });
  app.use('*', compress());

  app.route('/', healthRoutes(database));
  const trustProxy = deps.search?.trustProxy ?? false;
  const views = {
    service: createArticleViewService(database.db),
    limiter: createRateLimiter(deps.views?.rateLimit ?? { limit: VIEW_RATE_LIMIT, windowMs: VIEW_RATE_WINDOW_MS }),
    clientAddress: (c: Context) => clientAddress(c, trustProxy),
  };
  app.route('/api', publicApiRoutes(content, views));
  const searchKeywords = createSearchKeywordService(database.db);
  const searchLimiter = createRateLimiter(deps.search?.rateLimit ?? { limit: SEARCH_KEYWORD_RATE_LIMIT, windowMs: SEARCH_KEYWORD_RATE_WINDOW_MS });
  app.route('/api', searchApiRoutes(searchKeywords, { limiter: searchLimiter, clientAddress: (c) => clientAddress(c, trustProxy) }));
  const clientErrorLimiter = createRateLimiter(deps.clientErrors?.rateLimit ?? { limit: CLIENT_ERROR_RATE_LIMIT, windowMs: CLIENT_ERROR_RATE_WINDOW_MS });
  app.route('/api', clientErrorRoutes({ log, limiter: clientErrorLimiter, clientAddress: (c) => clientAddress(c, trustProxy) }));
  app.route('/api', liveApiRoutes({ feed: createLiveArticleFeed(database, log), platformData: createLivePlatformDataService({ db: database.db, trendingKeywords: (n) => searchKeywords.trendingKeywords(n) }), clientAddress: (c) => clientAddress(c, trustProxy), ...deps.live }));
  app.all('/api/*', (c) => errorResponse(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`));
  // robots.txt, sitemap.xml and the feeds: before static files and the page handler, which would answer 404.
  app.route('/', discoveryRoutes({ content, db: database.db, site: { name: env.SITE_NAME, url: env.SITE_URL } }));

  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err.status, err.code, err.message, err.details);
    log.error({ err, path: c.req.path }, 'unhandled error');
    if (c.req.path.startsWith('/api/')) return errorResponse(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    return c.text('Internal Server Error', 500);
  });

  const clientDir = deps.clientDir;
  if (clientDir && existsSync(clientDir)) {
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The service worker before the static files: it needs no-cache and the build version written in.
    app.route('/', serviceWorkerRoutes({ clientDir, version: deps.ssrBuild?.assets.version ?? 'dev' }));
    app.use('*', serveStatic({ root: clientDir }));
  }

  if (deps.ssrBuild) {
    const handle = createRequestHandler(deps.ssrBuild, env.NODE_ENV === 'development' ? 'development' : 'production');
    const loadContext: WebLoadContext = {
      content,
      siteContent: createSiteContentService(database.db),
      stats: createPublicStatsService(database.db),
      site: { name: env.SITE_NAME, url: env.SITE_URL, contactEmail: env.CONTACT_EMAIL },
    };
    app.all('*', (c) => handle(c.req.raw, loadContext as never));
  }
  return app;
}

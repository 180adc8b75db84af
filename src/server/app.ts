/** The HTTP application: health, JSON API, static assets and server-rendered pages in one Hono app. */
import type { MailJobQueue } from '../integrations/mail/mailOutbox.ts';
import type { FetchLimits } from '../pipeline/fetch/fetchFeed.ts';
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '../domain/contracts.ts';
import type { ContactInbox } from '../domain/contactForm.ts';
import type { Database } from '../db/connection.ts';
import type { ArticleList } from '../domain/article.ts';
import { ARTICLE_PUBLISHED_CHANNEL, PUBLIC_ARTICLES_CHANGED_CHANNEL } from '../db/queries/articleNotifications.ts';
import { SITE_CONTENT_CHANGED_CHANNEL } from '../db/queries/siteContent.ts';
import {
  createPublicContentService,
  DEFAULT_LIST_MISS_RATE_LIMIT,
  DEFAULT_LIST_QUERY_LIMITS,
  LIST_CACHE_ENTRIES,
  LIST_CACHE_STALE_MS,
  LIST_CACHE_TTL_MS,
  LIST_MISS_RATE_WINDOW_MS,
  ListQueryRefusedError,
  type ListQuery,
  type ListQueryLimits,
} from '../services/publicContent.ts';
import { createTtlCache } from '../services/ttlCache.ts';
import { AuthorizationError } from '../policies/authorizationError.ts';
import { ConflictError, NotFoundError } from '../services/serviceErrors.ts';
import { savedArticles } from '../services/reader/readerMarks.ts';
import { createReaderFeedService } from '../services/reader/readerFeed.ts';
import { readerPreferences, readingActivity, readingProgressOf } from '../services/reader/readerProfile.ts';
import { readerApiRoutes } from './routes/readerApi.ts';
import { requireRole } from './middleware/requireRole.ts';
import { adminApiRoutes } from './routes/adminApi.ts';
import { adminFeedsApiRoutes } from './routes/adminFeedsApi.ts';
import { adminImportApiRoutes } from './routes/adminImportApi.ts';
import { adminJobsApiRoutes } from './routes/adminJobsApi.ts';
import { adminLifecycleApiRoutes } from './routes/adminLifecycleApi.ts';
import { adminSiteContentApiRoutes } from './routes/adminSiteContentApi.ts';
import { adminModelApiRoutes } from './routes/adminModelApi.ts';
import { adminOverviewApiRoutes } from './routes/adminOverviewApi.ts';
import { systemProbeOf } from '../services/admin/overview.ts';
import { staffWriteAnswered } from '../services/admin/sharedReads.ts';
import { adminUsersApiRoutes } from './routes/adminUsersApi.ts';
import { adminAnalyticsApiRoutes } from './routes/adminAnalyticsApi.ts';
import { createPageViewRecorder, pageViews, type PageViewRecorder } from './middleware/pageViews.ts';
import { staffContent } from './staffContent.ts';
import { randomBytes } from 'node:crypto';
import { recordSecurityEvent } from '../db/queries/securityEvents.ts';
import type { AccountMail } from '../services/auth/accountMail.ts';
import { createAuth } from '../services/auth/createAuth.ts';
import { session, type SessionVariables } from './middleware/session.ts';
import { accountApiRoutes, clientAddressOf } from './routes/accountApi.ts';
import { createPublicStatsService } from '../services/publicStats.ts';
import { createSiteContentService } from '../services/siteContent.ts';
import type { Env } from './env.ts';
import { ApiError, errorResponse } from './errors.ts';
import { originCheck } from './middleware/originCheck.ts';
import type { Logger } from './logger.ts';
import { discoveryRoutes } from './routes/discovery.ts';
import { healthRoutes } from './routes/health.ts';
import { publicApiRoutes } from './routes/publicApi.ts';
import { SEARCH_KEYWORD_RATE_LIMIT, SEARCH_KEYWORD_RATE_WINDOW_MS } from '../domain/searchKeywords.ts';
import { createSearchKeywordService, TYPED_SUGGESTION_MISS_RATE_LIMIT } from '../services/searchKeywords.ts';
import { createSearchTermsRefresher } from '../services/searchTerms.ts';
import type { Context } from 'hono';
import { VIEW_RATE_LIMIT, VIEW_RATE_WINDOW_MS } from '../domain/articleViews.ts';
import { createArticleViewService } from '../services/articleViews.ts';
import { createArticleShareService } from '../services/articleShares.ts';
import { SHARE_RATE_LIMIT, SHARE_RATE_WINDOW_MS } from '../domain/articleShares.ts';
import { articleShareApiRoutes } from './routes/articleShareApi.ts';
import { clientAddress } from './clientAddress.ts';
import { contentSecurityPolicy, createCspNonce } from './contentSecurityPolicy.ts';
import { answerHeadAsGet } from './headRequests.ts';
import { staticAssetHeaders } from './staticAssetHeaders.ts';
import { refusePageRequest } from './pageRequests.ts';
import { createRateLimiter } from './rateLimiter.ts';
import { admitListMisses, listRefusalStatus, pageListContent } from './listAdmission.ts';
import { searchApiRoutes } from './routes/searchApi.ts';
import { CLIENT_ERROR_RATE_LIMIT, CLIENT_ERROR_RATE_WINDOW_MS } from '../domain/clientErrors.ts';
import { clientErrorRoutes } from './routes/clientErrors.ts';
import { serviceWorkerRoutes } from './routes/serviceWorker.ts';
import { liveApiRoutes, type LiveApiOptions } from './routes/liveApi.ts';
import { createLiveArticleFeed } from '../services/liveArticles.ts';
import { createLivePlatformDataService } from '../services/livePlatformData.ts';
import { notificationApiRoutes, type NotificationApiOptions } from './routes/notificationApi.ts';
import { createNotificationFeed } from '../services/reader/notificationFeed.ts';
import { createStoryNotificationWriter } from '../services/reader/storyNotifications.ts';
import { createImageProxy, DEFAULT_IMAGE_MISS_RATE_LIMIT, IMAGE_MISS_RATE_WINDOW_MS, type ImageProxyOptions } from '../services/imageProxy.ts';
import { imageProxyRoutes } from './routes/imageProxy.ts';

/** What the app needs. `ssrBuild` is the React Router server build; without it only the API is served (API tests). */
export interface AppDeps {
  database: Database;
  env: Pick<Env, 'SITE_NAME' | 'SITE_URL' | 'CONTACT_EMAIL' | 'NODE_ENV'>;
  log: Logger;
  ssrBuild?: ServerBuild;
  clientDir?: string;
  /** Search keyword recording: trust X-Forwarded-For (behind our proxy) and the per-client limit (tests lower it). */
  search?: { trustProxy?: boolean; rateLimit?: { limit: number; windowMs: number } };
  /**
   * Known search terms (services/searchTerms.ts): the refresh's coalescing delay and spacing (tests set 0), and the
   * per-client limit of typed suggestions the cache cannot answer (tests lower it).
   */
  searchTerms?: { delayMs?: number; minIntervalMs?: number; suggestionRateLimit?: { limit: number; windowMs: number } };
  /** Client error reports (POST /api/client-errors): the per-client limit (tests lower it). */
  clientErrors?: { rateLimit?: { limit: number; windowMs: number } };
  /** Live updates: tests pass their own feed (to watch its subscribers) or lower the limits. */
  live?: Partial<Pick<LiveApiOptions, 'feed' | 'heartbeatMs' | 'maxStreamsPerClient' | 'slots' | 'maxPending'>>;
  /** Readers' notification streams: tests pass their own feed or slots, or lower the limits. */
  notifications?: Partial<Pick<NotificationApiOptions, 'feed' | 'heartbeatMs' | 'maxStreamsPerReader' | 'slots' | 'maxPending' | 'maxAgeMs'>>;
  /** Level of the one-line-per-request log: `debug` (default) or `info` (LOG_FORMAT=json). */
  requestLogLevel?: 'debug' | 'info';
  /** View counting (POST /api/articles/views): per-client limit (tests lower it); the address rule follows `search.trustProxy`. */
  views?: { rateLimit?: { limit: number; windowMs: number } };
  /** Share reports (POST /api/articles/{id}/share): per-client limit (tests lower it); the day follows `analytics.now`. */
  shares?: { rateLimit?: { limit: number; windowMs: number } };
  /**
   * Public lists the cache cannot answer: the per-client limit, the concurrency, queue and statement-time bounds
   * (LIST_* settings), and in tests a substitute for the database read (to block or sleep on the same path).
   */
  lists?: { rateLimit?: { limit: number; windowMs: number }; limits?: ListQueryLimits; listQuery?: ListQuery };
  /** The contact form's inbox (services/contactInbox.ts); without one the contact page says it cannot send. */
  contact?: ContactInbox;
  /**
   * Accounts: the secret that signs session cookies (BETTER_AUTH_SECRET; API tests get a random one), how account
   * mail is queued (the outbox; without it, account mail fails and sign-up answers 500), and the brute-force limits
   * (tests lower them).
   */
  /** The queue of outgoing mail for the back office's messages to users (integrations/mail/mailOutbox.ts). */
  mailQueue?: MailJobQueue;
  /** The feed fetcher's limits, for the back office's "test this feed" (the same as ingest's). */
  feeds?: { fetchLimits?: FetchLimits };
  /**
   * The article image proxy (GET /img, services/imageProxy.ts): private networks follow `feeds.fetchLimits` (the
   * FEED_ALLOW_PRIVATE_NETWORKS setting); tests lower the limits and move the failure cache's clock. `rateLimit`: the
   * images one client may make it fetch (IMAGE_MISS_RATE_LIMIT per minute by default).
   */
  images?: ImageProxyOptions & { rateLimit?: { limit: number; windowMs: number } };
  /** Manual runs of pipeline jobs from the back office (`trigger` returns the job id, or null when one is already queued). */
  jobs?: { trigger(name: string): Promise<string | null> };
  accounts?: { secret?: string; sendMail?: (mail: AccountMail) => Promise<void>; limits?: Partial<AuthRateLimits> };
  /**
   * Analytics: the page-view recorder (runSite.ts passes its own to write what is buffered at shutdown; tests pass one
   * with their clock) and the clock of the figures' range.
   */
  analytics?: { recorder?: PageViewRecorder; now?: () => Date };
}

/** Per-request values: the CSP nonce and the acting user. */
export type AppVariables = { cspNonce?: string } & SessionVariables;

/** Brute-force limits of sign-in, sign-up and reset (server/routes/accountApi.ts), each `limit` per `windowMs`. */
export interface AuthRateLimits {
  address: { limit: number; windowMs: number };
  accountAddress: { limit: number; windowMs: number };
  account: { limit: number; windowMs: number };
}
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  // A household or office behind one address: several people signing in now and then.
  address: { limit: 30, windowMs: 10 * 60_000 },
  // One person mistyping: five tries, then a quarter of an hour.
  accountAddress: { limit: 5, windowMs: 15 * 60_000 },
  // Many addresses on one account (a distributed guess): a lock that lasts at most an hour.
  account: { limit: 50, windowMs: 60 * 60_000 },
};

/** The contact inbox of an app given none (API tests): the page answers that the message could not be sent. */
const NO_CONTACT_INBOX: ContactInbox = { receive: () => Promise.reject(new Error('this app has no contact inbox')) };


/** Builds the Hono app. */
export function createApp(deps: AppDeps): Hono<{ Variables: AppVariables }> {
  const { database, env, log } = deps;
  const listCache = createTtlCache<string, ArticleList>({
    ttlMs: LIST_CACHE_TTL_MS,
    staleMs: LIST_CACHE_STALE_MS,
    maxEntries: LIST_CACHE_ENTRIES,
    onRefreshError: (err) => log.warn({ err }, 'article list refresh failed; serving the previous list'),
  });
  const stats = createPublicStatsService(database.db);
  // One per process: the home page reads it and the back office's editor writes through it, so an edit clears its cache at once.
  const siteContent = createSiteContentService(database.db);
  // An edit in any process notifies on commit, and every process drops its figures: the next home page shows the new ones.
  database.listen(SITE_CONTENT_CHANGED_CHANNEL, () => siteContent.invalidate()).catch((err: unknown) => log.warn({ err }, 'could not listen for site content edits; the figures refresh by age only'));
  const searchKeywords = createSearchKeywordService(database.db);
  const platformData = createLivePlatformDataService({ db: database.db, trendingKeywords: (n) => searchKeywords.trendingKeywords(n) });
  // The signed-in feed's pool of recent stories, dropped with the public caches below.
  const readerFeed = createReaderFeedService(database.db);
  const dropPublicCaches = () => {
    listCache.invalidate();
    stats.invalidate();
    platformData.invalidate();
    readerFeed.invalidate();
    searchKeywords.invalidate();
  };
  // A new story must show on the next list request (the live-update toast's Refresh), on every web process: each
  // one hears the publication through PostgreSQL and drops its lists, figures and widgets. Pages, feeds and the
  // sitemap read the database on every request. The LISTENs are shared with the live feed and end with the database.
  database.listen(ARTICLE_PUBLISHED_CHANNEL, dropPublicCaches).catch((err: unknown) => log.warn({ err }, 'could not listen for publications; lists refresh by age only'));
  // A story hidden, withdrawn or edited by anyone (a database trigger announces it) leaves every cache at once too.
  database.listen(PUBLIC_ARTICLES_CHANGED_CHANNEL, dropPublicCaches).catch((err: unknown) => log.warn({ err }, 'could not listen for withdrawn articles; caches refresh by age only'));
  // The known search terms (prefix and typo matching) follow the same two notifications, and are rebuilt at start
  // (services/searchTerms.ts says why this rather than a trigger or a job step).
  const searchTerms = createSearchTermsRefresher(database.db, { log, delayMs: deps.searchTerms?.delayMs, minIntervalMs: deps.searchTerms?.minIntervalMs });
  database.listen(ARTICLE_PUBLISHED_CHANNEL, searchTerms.trigger).catch((err: unknown) => log.warn({ err }, 'could not listen for publications; search terms refresh at start only'));
  database.listen(PUBLIC_ARTICLES_CHANGED_CHANNEL, searchTerms.trigger).catch((err: unknown) => log.warn({ err }, 'could not listen for withdrawn articles; search terms refresh at start only'));
  searchTerms.trigger();
  // Readers' notifications about new stories are written after each publication (and at start, for stories queued
  // while no web process ran), outside the publishing transaction (services/reader/storyNotifications.ts).
  const storyNotifications = createStoryNotificationWriter(database.db, log);
  database.listen(ARTICLE_PUBLISHED_CHANNEL, storyNotifications.trigger).catch((err: unknown) => log.warn({ err }, 'could not listen for publications; story notifications wait for the next start'));
  storyNotifications.trigger();
  const content = createPublicContentService(database.db, {
    listCache,
    limits: deps.lists?.limits ?? DEFAULT_LIST_QUERY_LIMITS,
    ...(deps.lists?.listQuery ? { listQuery: deps.lists.listQuery } : {}),
  });
  const app = new Hono<{ Variables: AppVariables }>();
  const authSecret = deps.accounts?.secret ?? randomBytes(32).toString('base64url');
  const auth = createAuth({
    db: database.db,
    secret: authSecret,
    siteUrl: env.SITE_URL,
    siteName: env.SITE_NAME,
    sendMail: deps.accounts?.sendMail ?? (() => Promise.reject(new Error('this app has no mail outbox'))),
    clientAddress: clientAddressOf,
    log,
  });

  // One line per request only where someone reads them: LOG_LEVEL=debug, or the JSON logs of a production setup.
  const requestLogLevel = deps.requestLogLevel ?? 'debug';
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log[requestLogLevel]({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  });
  // The build's hashed files: cached for a year, without document-only headers. Outside secureHeaders, so it sees
  // (and trims) what that adds: see staticAssetHeaders.ts.
  app.use('/assets/*', staticAssetHeaders);
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use('*', async (c, next) => {
    // Every HTML response gets its own nonce: a page's is made by the page renderer, which puts it on the inline
    // scripts it emits (below); other HTML gets a fresh one here. JSON answers need none (random bytes cost a syscall).
    await next();
    if ((c.res.headers.get('content-type') ?? '').includes('text/html')) c.res.headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('cspNonce') ?? createCspNonce()));
  });
  app.use('*', compress());
  // Before every route: no state change (API, page action, form) from another site's page.
  app.use('*', originCheck({ siteUrl: env.SITE_URL }));
  // Then who is acting: a session cookie is looked up on every request (a revoked session ends at once).
  app.use('*', session(auth, { db: database.db, secret: authSecret }));

  app.route('/', healthRoutes(database, log));
  const trustProxy = deps.search?.trustProxy ?? false;
  // Per-client limits count in the database, so every web process enforces the same budget (server/rateLimiter.ts).
  const onSweepError = (err: unknown) => log.warn({ err }, 'could not remove idle rate-limit counters');
  const views = {
    service: createArticleViewService(database.db),
    limiter: createRateLimiter(database.sql, { bucket: 'views', onSweepError, ...(deps.views?.rateLimit ?? { limit: VIEW_RATE_LIMIT, windowMs: VIEW_RATE_WINDOW_MS }) }),
    clientAddress: (c: Context) => clientAddress(c, trustProxy),
  };
  const admitFor = admitListMisses({
    limiter: createRateLimiter(database.sql, { bucket: 'list-misses', onSweepError, ...(deps.lists?.rateLimit ?? { limit: DEFAULT_LIST_MISS_RATE_LIMIT, windowMs: LIST_MISS_RATE_WINDOW_MS }) }),
    clientAddress: (c) => clientAddress(c, trustProxy),
  });
  app.route('/api', publicApiRoutes(content, views, { contentFor: (c) => content.forClient(admitFor(c)) }));
  app.route(
    '/api',
    articleShareApiRoutes({
      service: createArticleShareService(database.db, deps.analytics?.now),
      limiter: createRateLimiter(database.sql, { bucket: 'shares', onSweepError, ...(deps.shares?.rateLimit ?? { limit: SHARE_RATE_LIMIT, windowMs: SHARE_RATE_WINDOW_MS }) }),
      clientAddress: (c) => clientAddress(c, trustProxy),
    }),
  );
  const searchLimiter = createRateLimiter(database.sql, { bucket: 'search-keywords', onSweepError, ...(deps.search?.rateLimit ?? { limit: SEARCH_KEYWORD_RATE_LIMIT, windowMs: SEARCH_KEYWORD_RATE_WINDOW_MS }) });
  const admitSuggestionMissFor = admitListMisses({
    limiter: createRateLimiter(database.sql, {
      bucket: 'suggestion-misses',
      onSweepError,
      ...(deps.searchTerms?.suggestionRateLimit ?? { limit: TYPED_SUGGESTION_MISS_RATE_LIMIT, windowMs: LIST_MISS_RATE_WINDOW_MS }),
    }),
    clientAddress: (c) => clientAddress(c, trustProxy),
  });
  app.route(
    '/api',
    searchApiRoutes(searchKeywords, { limiter: searchLimiter, clientAddress: (c) => clientAddress(c, trustProxy), admitSuggestionMiss: admitSuggestionMissFor }),
  );
  const clientErrorLimiter = createRateLimiter(database.sql, { bucket: 'client-errors', onSweepError, ...(deps.clientErrors?.rateLimit ?? { limit: CLIENT_ERROR_RATE_LIMIT, windowMs: CLIENT_ERROR_RATE_WINDOW_MS }) });
  app.route('/api', clientErrorRoutes({ log, limiter: clientErrorLimiter, clientAddress: (c) => clientAddress(c, trustProxy) }));
  const authLimits = { ...DEFAULT_AUTH_RATE_LIMITS, ...deps.accounts?.limits };
  const authLimiter = (bucket: string, l: { limit: number; windowMs: number }) => createRateLimiter(database.sql, { bucket, onSweepError, ...l });
  app.route(
    '/api',
    accountApiRoutes({
      auth,
      db: database.db,
      clientAddress: (c) => clientAddress(c, trustProxy),
      limiters: { address: authLimiter('auth-address', authLimits.address), accountAddress: authLimiter('auth-account-address', authLimits.accountAddress), account: authLimiter('auth-account', authLimits.account) },
      onRefused: (c, email) =>
        recordSecurityEvent(database.db, { type: 'sign_in_rate_limited', email, ipAddress: clientAddress(c, trustProxy), userAgent: c.req.header('user-agent') ?? null, detail: { path: c.req.path } }),
    }),
  );
  app.route('/api', readerApiRoutes({ db: database.db, feed: readerFeed }));
  app.route('/api', notificationApiRoutes({ db: database.db, feed: createNotificationFeed(database, log), ...deps.notifications }));
  // The back office's API: never cached (refusals included), moderators and admins only at the door; admin-only routes
  // ask for admin again, and every service authorises the action itself.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    // Most answers set it themselves; setting it again would copy the response.
    if (c.res.headers.get('Cache-Control') !== 'no-store') c.header('Cache-Control', 'no-store');
    // A staff write is answered: reads asked after it never join one that began before it (services/admin/sharedReads.ts).
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') staffWriteAnswered(database.db);
  });
  app.use('/api/admin/*', requireRole('moderator'));
  // The article form's URL import, before the article routes (a distinct POST path; fetches with ingest's limits).
  app.route('/api', adminImportApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy), ...(deps.feeds?.fetchLimits ? { fetchLimits: deps.feeds.fetchLimits } : {}) }));
  app.route('/api', adminApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy) }));
  app.route(
    '/api',
    adminUsersApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy), mail: deps.mailQueue ? { queue: deps.mailQueue, siteName: env.SITE_NAME, siteUrl: env.SITE_URL } : null }),
  );
  // "Test this feed" fetches with ingest's own limits (and its private-network setting, off by default).
  app.route('/api', adminFeedsApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy), ...deps.feeds }));
  app.route('/api', adminModelApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy) }));
  app.route('/api', adminOverviewApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy), probe: systemProbeOf(database) }));
  app.route('/api', adminAnalyticsApiRoutes({ db: database.db, ...(deps.analytics?.now ? { now: deps.analytics.now } : {}) }));
  app.route('/api', adminJobsApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy), jobs: deps.jobs ?? null }));
  app.route('/api', adminLifecycleApiRoutes({ db: database.db, clientAddress: (c) => clientAddress(c, trustProxy) }));
  app.route('/api', adminSiteContentApiRoutes({ siteContent, clientAddress: (c) => clientAddress(c, trustProxy) }));
  app.route('/api', liveApiRoutes({ feed: createLiveArticleFeed(database, log), platformData, clientAddress: (c) => clientAddress(c, trustProxy), ...deps.live }));
  app.all('/api/*', (c) => errorResponse(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}`));
  // robots.txt, sitemap.xml and the feeds: before static files and the page handler, which would answer 404.
  app.route('/', discoveryRoutes({ content, db: database.db, site: { name: env.SITE_NAME, url: env.SITE_URL } }));
  // Article images from our origin (issue 9): before static files and pages, which would answer 404.
  const { rateLimit: imageRateLimit, ...imageOptions } = deps.images ?? {};
  const imageFetchLimiter = createRateLimiter(database.sql, { bucket: 'image-fetches', onSweepError, ...(imageRateLimit ?? { limit: DEFAULT_IMAGE_MISS_RATE_LIMIT, windowMs: IMAGE_MISS_RATE_WINDOW_MS }) });
  app.route(
    '/',
    imageProxyRoutes(
      createImageProxy(database.db, { allowPrivateNetworks: deps.feeds?.fetchLimits?.allowPrivateNetworks ?? false, ...imageOptions }),
      (c) => async () => (await imageFetchLimiter.hit(clientAddress(c, trustProxy))).allowed,
    ),
  );

  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err.status, err.code, err.message, err.details);
    if (err instanceof ConflictError) return c.req.path.startsWith('/api/') ? errorResponse(c, 409, 'conflict', err.message) : c.text(err.message, 409);
    if (err instanceof NotFoundError) return c.req.path.startsWith('/api/') ? errorResponse(c, 404, 'not_found', err.message) : c.text(err.message, 404);
    // A service refused the actor (policies/can.ts): 401 signed out or suspended, 403 signed in without the right.
    if (err instanceof AuthorizationError) {
      if (c.req.path.startsWith('/api/')) return errorResponse(c, err.status, err.status === 401 ? 'unauthorized' : 'forbidden', err.message);
      return c.text(err.message, err.status);
    }
    if (err instanceof ListQueryRefusedError) {
      const status = listRefusalStatus(err);
      c.header('Retry-After', String(err.retryAfterSeconds));
      if (c.req.path.startsWith('/api/')) return errorResponse(c, status, err.reason === 'rate_limited' ? 'rate_limited' : 'unavailable', err.message);
      return c.text(err.message, status);
    }
    // A write that failed for lack of disk space fails /readyz's storage check too.
    if (database.storage.report(err)) log.error({ alert: 'storage_full', path: c.req.path }, 'storage full: a request could not write');
    else log.error({ err, path: c.req.path }, 'unhandled error');
    if (c.req.path.startsWith('/api/')) return errorResponse(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
    return c.text('Internal Server Error', 500);
  });

  const clientDir = deps.clientDir;
  if (clientDir && existsSync(clientDir)) {
    // The service worker before the static files: it needs no-cache and the build version written in.
    app.route('/', serviceWorkerRoutes({ clientDir, version: deps.ssrBuild?.assets.version ?? 'dev' }));
    // Scripts and stylesheets have Brotli copies made at build time (vite.precompress.ts); gzip on the fly otherwise.
    app.use('*', serveStatic({ root: clientDir, precompressed: true }));
  }

  if (deps.ssrBuild) {
    const handle = createRequestHandler(deps.ssrBuild, env.NODE_ENV === 'development' ? 'development' : 'production');
    // Public page views, counted without cookies into a buffer written in the background (server/middleware/pageViews.ts).
    const pageViewRecorder = deps.analytics?.recorder ?? createPageViewRecorder({ db: database.db, siteUrl: env.SITE_URL, log });
    app.use('*', pageViews(pageViewRecorder, (c) => clientAddress(c, trustProxy)));
    const loadContext: Omit<WebLoadContext, 'cspNonce' | 'viewer' | 'reader' | 'staff'> = {
      content,
      siteContent,
      stats,
      site: { name: env.SITE_NAME, url: env.SITE_URL, contactEmail: env.CONTACT_EMAIL },
      contact: deps.contact ?? NO_CONTACT_INBOX,
      log,
    };
    // Each page's uncached lists are charged to its reader; a refusal becomes the page's 429/503 with Retry-After.
    app.all('*', async (c) => {
      const refused = refusePageRequest(c);
      if (refused) return refused;
      let retryAfterSeconds: number | undefined;
      const pageContent = pageListContent(content.forClient(admitFor(c)), (err) => (retryAfterSeconds = err.retryAfterSeconds));
      const viewer = c.get('account');
      const actor = c.get('actor');
      const reader: WebLoadContext['reader'] = viewer
        ? {
            savedArticles: (page) => savedArticles(database.db, actor, page),
            feed: (tab) => readerFeed.feed(actor, tab),
            activity: () => readingActivity(database.db, actor),
            preferences: () => readerPreferences(database.db, actor),
            readingProgress: (articleId) => readingProgressOf(database.db, actor, articleId),
          }
        : null;
      const staff: WebLoadContext['staff'] = viewer && (viewer.role === 'moderator' || viewer.role === 'admin') ? staffContent(database.db, actor, systemProbeOf(database)) : null;
      const cspNonce = createCspNonce();
      c.set('cspNonce', cspNonce);
      const res = await handle(c.req.raw, { ...loadContext, content: pageContent, cspNonce, viewer, reader, staff });
      // A page with a reader's name in it is theirs alone: no shared cache keeps it.
      if (viewer) res.headers.set('Cache-Control', 'private, no-store');
      if (retryAfterSeconds !== undefined && (res.status === 429 || res.status === 503)) res.headers.set('Retry-After', String(retryAfterSeconds));
      return res;
    });
  }
  // HEAD: the GET answer's status and headers, no body (Hono's own HEAD loses headers and leaks streams; see the module).
  app.fetch = answerHeadAsGet(app.fetch);
  return app;
}

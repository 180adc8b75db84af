/*
 * Caching rules of the service worker (public/sw.js), kept free of I/O so unit tests can run them
 * (src/web/lib/swPolicy.test.ts loads this file). Loaded into the worker with importScripts.
 */
/* global self */
(function (scope) {
  'use strict';

  /** Most recent entries kept per runtime cache: the last pages and API answers a reader saw. */
  var LIMITS = { pages: 30, data: 50, assets: 120 };
  var PREFIX = 'cei-';
  var OFFLINE_URL = '/offline.html';
  /** Kept with the offline page at install and served from there (the CSP allows no inline script in it). */
  var OFFLINE_FILES = [OFFLINE_URL, '/offline.js', '/favicon.svg'];
  /** Answers that mean "the server is not reachable right now": a saved copy is better than this page. */
  var GATEWAY_FAILURES = [502, 503, 504];

  /** One name per cache, all carrying the build version so a new build starts clean. */
  function cacheNames(version) {
    return {
      static: PREFIX + 'static-' + version,
      pages: PREFIX + 'pages-' + version,
      data: PREFIX + 'data-' + version,
      assets: PREFIX + 'assets-' + version,
    };
  }

  /** Our caches from other builds (deleted on activate). Caches of other apps on the origin are left alone. */
  function staleCacheNames(existing, version) {
    var current = cacheNames(version);
    var keep = [current.static, current.pages, current.data, current.assets];
    return existing.filter(function (name) {
      return name.indexOf(PREFIX) === 0 && keep.indexOf(name) < 0;
    });
  }

  /**
   * How a request is handled: 'page' (network first, saved page, offline page), 'data' (network first, saved
   * answer), 'asset' (cache first), 'static' (the offline page's own files, kept at install: network first, then the copy) or 'bypass' (the browser's own handling, never cached).
   * `req` = { method, url, mode }, `origin` = the site's origin.
   */
  function classifyRequest(req, origin) {
    if (req.method !== 'GET') return 'bypass';
    var url;
    try {
      url = new URL(req.url);
    } catch {
      return 'bypass';
    }
    if (url.origin !== origin) return 'bypass';
    var path = url.pathname;
    // Live updates are a stream of "now": a saved copy would be wrong, and the connection never ends.
    if (path.indexOf('/api/live') === 0) return 'bypass';
    if (path === '/sw.js' || path === '/sw-policy.js') return 'bypass';
    // The back office is never kept or served from a cache: its pages, their data and its API (issue 11).
    if (/^\/(admin|api\/admin)(\/|\.data$|$)/.test(path)) return 'bypass';
    if (OFFLINE_FILES.indexOf(path) >= 0 && req.mode !== 'navigate') return 'static';
    if (req.mode === 'navigate') return 'page';
    // A page an islands document fetches to show in place (src/web/islands/inPlacePage.tsx): the same page, kept the same way.
    if (req.headers && typeof req.headers.get === 'function' && req.headers.get('x-island-page')) return 'page';
    if (path.indexOf('/assets/') === 0) return 'asset';
    if (path === '/api/articles' || path.indexOf('/api/articles/') === 0) return 'data';
    // React Router's page data (`/x.data`, `/_root.data`) and its route manifest: needed to move between saved pages.
    if (/\.data$/.test(path) || path === '/__manifest') return 'data';
    return 'bypass';
  }

  /** True when a response may be saved: a complete same-origin 200 that sets no cookie and allows storing. */
  function isCacheableResponse(res) {
    if (!res || res.status !== 200 || res.type !== 'basic' || res.redirected) return false;
    var headers = res.headers;
    if (headers.get('set-cookie')) return false;
    var cacheControl = (headers.get('cache-control') || '').toLowerCase();
    if (/(^|[\s,])no-store([\s,]|$)/.test(cacheControl)) return false;
    return true;
  }

  /** True when the server answered but is down behind a proxy: serve a saved copy if there is one. */
  function isGatewayFailure(status) {
    return GATEWAY_FAILURES.indexOf(status) >= 0;
  }

  /** Keys to delete so at most `limit` remain, oldest (first inserted) first. */
  function overflowKeys(keys, limit) {
    return keys.length > limit ? keys.slice(0, keys.length - limit) : [];
  }

  /** The cache key of a URL: without its fragment. */
  function cacheKey(url) {
    var u = new URL(url);
    u.hash = '';
    return u.href;
  }

  /** Marks a saved page so the app can say it shows saved data: an attribute on <html> (first occurrence only). */
  function markCachedHtml(html, cachedAt) {
    var safe = String(cachedAt).replace(/[^0-9TZ:.+-]/g, '');
    return html.replace(/<html(\s|>)/i, function (_m, next) {
      return '<html data-sw-cached-at="' + safe + '"' + next;
    });
  }

  scope.swPolicy = {
    LIMITS: LIMITS,
    OFFLINE_URL: OFFLINE_URL,
    OFFLINE_FILES: OFFLINE_FILES,
    cacheNames: cacheNames,
    staleCacheNames: staleCacheNames,
    classifyRequest: classifyRequest,
    isCacheableResponse: isCacheableResponse,
    isGatewayFailure: isGatewayFailure,
    overflowKeys: overflowKeys,
    cacheKey: cacheKey,
    markCachedHtml: markCachedHtml,
  };
})(self);

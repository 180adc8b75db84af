/*
 * Service worker (public-site §1: "registers an offline/service worker from /sw.js on load").
 * Offline reading of the last lists and articles viewed:
 *   - pages (navigations): network first, the last 30 saved; offline and unsaved → /offline.html;
 *   - data (/api/articles*, React Router's *.data, /__manifest): network first, the last 50 saved;
 *   - hashed /assets/*: cache first (their names change whenever their content does).
 * Never cached: anything but GET, /api/live*, other origins, and responses that are not a plain 200, set a cookie
 * or say no-store. The server substitutes the build version below (src/server/routes/serviceWorker.ts), so every
 * build installs a new worker whose activate step deletes the previous build's caches.
 */
/* global self, importScripts, caches, clients */
importScripts('/sw-policy.js');

var policy = self.swPolicy;
var VERSION = '__BUILD_VERSION__';
var CACHES = policy.cacheNames(VERSION);

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(CACHES.static)
      .then(function (cache) {
        return cache.addAll(policy.OFFLINE_FILES);
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          policy.staleCacheNames(names, VERSION).map(function (name) {
            return caches.delete(name);
          }),
        );
      })
      .then(function () {
        // Navigation preload starts the page request while the worker boots (slow phones).
        return self.registration.navigationPreload ? self.registration.navigationPreload.enable() : undefined;
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

/** Saves a copy with the time it was saved, then trims the cache to its newest `limit` entries. */
function saveBounded(cacheName, key, response, limit) {
  return response.blob().then(function (body) {
    var headers = new Headers(response.headers);
    headers.set('x-sw-cached-at', new Date().toISOString());
    var copy = new Response(body, { status: response.status, statusText: response.statusText, headers: headers });
    return caches.open(cacheName).then(function (cache) {
      // Delete first so a re-visited page moves to the newest end of the cache's insertion order.
      return cache
        .delete(key)
        .then(function () {
          return cache.put(key, copy);
        })
        .then(function () {
          return cache.keys();
        })
        .then(function (keys) {
          return Promise.all(
            policy.overflowKeys(keys, limit).map(function (old) {
              return cache.delete(old);
            }),
          );
        });
    });
  });
}

function notify(clientId, message) {
  if (!clientId) return Promise.resolve();
  return clients.get(clientId).then(function (client) {
    if (client) client.postMessage(message);
  });
}

/** A saved page, marked on <html> so the app shows "Using cached news data". */
function markedPage(cached) {
  var cachedAt = cached.headers.get('x-sw-cached-at') || '';
  return cached.text().then(function (html) {
    var headers = new Headers(cached.headers);
    headers.set('x-sw-cache', 'hit');
    return new Response(policy.markCachedHtml(html, cachedAt), { status: 200, headers: headers });
  });
}

function handlePage(event) {
  var key = policy.cacheKey(event.request.url);
  var fromCache = function () {
    return caches
      .open(CACHES.pages)
      .then(function (cache) {
        return cache.match(key);
      })
      .then(function (cached) {
        return cached ? markedPage(cached) : null;
      });
  };
  return Promise.resolve(event.preloadResponse)
    .then(function (preloaded) {
      return preloaded || fetch(event.request);
    })
    .then(function (response) {
      if (policy.isCacheableResponse(response)) {
        event.waitUntil(saveBounded(CACHES.pages, key, response.clone(), policy.LIMITS.pages));
        return response;
      }
      if (!policy.isGatewayFailure(response.status)) return response;
      return fromCache().then(function (cached) {
        return cached || response;
      });
    })
    .catch(function () {
      return fromCache().then(function (cached) {
        if (cached) return cached;
        return caches.match(policy.OFFLINE_URL).then(function (offline) {
          return offline || Response.error();
        });
      });
    });
}

function handleData(event) {
  var key = policy.cacheKey(event.request.url);
  var fromCache = function () {
    return caches
      .open(CACHES.data)
      .then(function (cache) {
        return cache.match(key);
      })
      .then(function (cached) {
        if (!cached) return null;
        var cachedAt = cached.headers.get('x-sw-cached-at') || '';
        event.waitUntil(notify(event.clientId, { type: 'cei:cached-data', url: key, cachedAt: cachedAt }));
        var headers = new Headers(cached.headers);
        headers.set('x-sw-cache', 'hit');
        return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers: headers });
      });
  };
  return fetch(event.request)
    .then(function (response) {
      if (policy.isCacheableResponse(response)) {
        event.waitUntil(saveBounded(CACHES.data, key, response.clone(), policy.LIMITS.data));
        return response;
      }
      if (!policy.isGatewayFailure(response.status)) return response;
      return fromCache().then(function (cached) {
        return cached || response;
      });
    })
    .catch(function (err) {
      return fromCache().then(function (cached) {
        if (cached) return cached;
        throw err;
      });
    });
}

function handleAsset(event) {
  var key = policy.cacheKey(event.request.url);
  return caches.open(CACHES.assets).then(function (cache) {
    return cache.match(key).then(function (cached) {
      if (cached) return cached;
      return fetch(event.request).then(function (response) {
        if (policy.isCacheableResponse(response)) event.waitUntil(saveBounded(CACHES.assets, key, response.clone(), policy.LIMITS.assets));
        return response;
      });
    });
  });
}

/** The offline page's files: the network while online (a new build's copy), the copy kept at install when not. */
function handleStatic(event) {
  return fetch(event.request).catch(function () {
    return caches.open(CACHES.static).then(function (cache) {
      return cache.match(policy.cacheKey(event.request.url)).then(function (cached) {
        return cached || Response.error();
      });
    });
  });
}

self.addEventListener('fetch', function (event) {
  var kind = policy.classifyRequest(event.request, self.location.origin);
  if (kind === 'page') event.respondWith(handlePage(event));
  else if (kind === 'data') event.respondWith(handleData(event));
  else if (kind === 'asset') event.respondWith(handleAsset(event));
  else if (kind === 'static') event.respondWith(handleStatic(event));
});

/**
 * The first page a visitor opens loads before this worker controls it, so the app sends its URL and the assets it
 * used ({type: 'cei:warm', urls}); saving them makes that first page readable offline too.
 */
self.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type !== 'cei:warm' || !Array.isArray(data.urls)) return;
  var jobs = data.urls.slice(0, 60).map(function (url) {
    var kind = policy.classifyRequest({ method: 'GET', url: url, mode: url === data.page ? 'navigate' : 'cors' }, self.location.origin);
    if (kind !== 'page' && kind !== 'asset') return Promise.resolve();
    var key = policy.cacheKey(url);
    var name = kind === 'page' ? CACHES.pages : CACHES.assets;
    var limit = kind === 'page' ? policy.LIMITS.pages : policy.LIMITS.assets;
    return caches
      .open(name)
      .then(function (cache) {
        return cache.match(key);
      })
      .then(function (hit) {
        if (hit) return undefined;
        return fetch(url, { credentials: 'same-origin' }).then(function (response) {
          if (policy.isCacheableResponse(response)) return saveBounded(name, key, response, limit);
          return undefined;
        });
      })
      .catch(function () {
        return undefined;
      });
  });
  event.waitUntil(Promise.all(jobs));
});

/*
 * The offline page's script (public/offline.html): applies the stored theme, wires "Try again" and lists the pages the
 * service worker saved. A file, not inline, because the site's CSP allows no inline script without a per-response
 * nonce; the worker keeps it with the offline page (sw.js install) and serves it from there when offline.
 */
/* global document, window, location, caches, matchMedia */
(function () {
  try {
    var t = localStorage.getItem('cei-theme');
    var dark = t === 'dark' || (t !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage blocked: the default (light or the system's) theme stays.
  }
})();
// Loaded in <head> (the theme applies before paint); the rest waits for the page.
document.addEventListener('DOMContentLoaded', function () {
  document.getElementById('retry').addEventListener('click', function () { location.reload(); });
  // List the pages the service worker saved (newest first), titled from their own <title>.
  (async function () {
    if (!('caches' in window)) return;
    var names = (await caches.keys()).filter(function (n) { return n.indexOf('cei-pages-') === 0; });
    var items = [];
    for (var i = 0; i < names.length; i++) {
      var cache = await caches.open(names[i]);
      var keys = await cache.keys();
      for (var j = keys.length - 1; j >= 0 && items.length < 12; j--) {
        var res = await cache.match(keys[j]);
        var html = res ? await res.text() : '';
        var m = /<title>([^<]*)<\/title>/i.exec(html);
        var url = new URL(keys[j].url);
        var title = m ? m[1].replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/ — Creator Economy India$/, '') : url.pathname;
        items.push({ href: url.pathname + url.search, title: title });
      }
    }
    if (!items.length) return;
    var list = document.getElementById('saved-list');
    items.forEach(function (item) {
      var li = document.createElement('li');
      var a = document.createElement('a');
      a.href = item.href;
      a.textContent = item.title;
      li.appendChild(a);
      list.appendChild(li);
    });
    document.getElementById('saved').hidden = false;
  })().catch(function () {});
});

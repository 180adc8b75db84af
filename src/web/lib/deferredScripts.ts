/**
 * The page's scripts start once the page has loaded (issue 9).
 *
 * A public page is server HTML that reads and navigates without script: its links are links and its search is a GET
 * form. So nothing the first paint or the first pictures need should wait behind the page's scripts (about 150 KB
 * compressed, most of it React), on a phone's connection or its CPU. The server writes React Router's module preloads
 * and its inline module script inert (web/deferScripts.ts: `rel` and `type` renamed, so the browser fetches and runs
 * neither); `deferredScriptsLoader`, inline in <head>, puts them back once the window's `load` event has fired (the
 * stylesheet and the pictures above the fold are in) or, should a slow picture hold that up, 2 s after the document
 * was parsed. React hydrates from there as before; the preload links it renders find the ones put back.
 */

/** The `rel` the server gives React Router's module preloads until the loader puts them back. */
export const DEFERRED_PRELOAD_REL = 'cei-modulepreload';
/** The `type` the server gives the inline module script until the loader runs it. */
export const DEFERRED_MODULE_TYPE = 'cei/module';
/** How long after DOMContentLoaded the scripts start at the latest, if `load` has not fired. */
export const DEFERRED_SCRIPTS_LATEST_MS = 2000;

/**
 * Classic inline script for <head> (with the page's CSP nonce, which it gives the module script it runs). The preload
 * links go in first and the module script in a task of its own: starting some thirty fetches is itself a task a slow
 * phone notices.
 */
export const deferredScriptsLoader = `(function(){var n=document.currentScript&&document.currentScript.nonce,done=false;function go(){if(done)return;done=true;var h=document.head;document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){var p=document.createElement('link');p.rel='modulepreload';p.href=l.getAttribute('href');h.appendChild(p)});setTimeout(function(){document.querySelectorAll('script[type="${DEFERRED_MODULE_TYPE}"]').forEach(function(s){var m=document.createElement('script');m.type='module';if(n)m.nonce=n;m.textContent=s.textContent;h.appendChild(m)})},0)}if(document.readyState==='complete')go();else{addEventListener('load',go);document.addEventListener('DOMContentLoaded',function(){setTimeout(go,${DEFERRED_SCRIPTS_LATEST_MS})})}})();`;

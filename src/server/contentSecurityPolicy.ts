/**
 * The Content-Security-Policy of every HTML response. Scripts run only from our origin or inline with this response's
 * nonce (the theme bootstrap and React Router's hydration scripts, see src/web/entry.server.tsx), so injected markup
 * cannot run script. Embeds are allowed from exactly the hosts the sanitiser keeps iframes of.
 */
import { randomBytes } from 'node:crypto';
import { embedFrameSources } from '../domain/embedHosts.ts';

/** A fresh nonce: 128 random bits, base64 (the CSP nonce grammar). */
export function createCspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The policy for one HTML response carrying `nonce` on its inline scripts. */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "img-src 'self' https: data:",
    `script-src 'self' 'nonce-${nonce}'`,
    // Inline style attributes (React's style prop) and the offline page's <style>; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${embedFrameSources().join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

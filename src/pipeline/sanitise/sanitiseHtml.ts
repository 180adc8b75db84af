/** Allowlist HTML sanitiser applied to every piece of feed HTML before it is stored: feed HTML is hostile input. */
import sanitizeHtml from 'sanitize-html';
// Embed hosts: one list, shared with the pages' CSP frame-src (server/contentSecurityPolicy.ts).
import { ALLOWED_IFRAME_HOSTS } from '../../domain/embedHosts.ts';
import { htmlToPlainText } from '../../domain/summary.ts';
import { isPrivateMediaUrl } from './mediaUrl.ts';

/** Removes utm_* and common click-tracking parameters from a URL; returns the input when it is not a URL. */
export function stripTrackingParams(url: string): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  for (const key of [...u.searchParams.keys()]) {
    if (/^utm_/i.test(key) || ['fbclid', 'gclid', 'mc_cid', 'mc_eid', 'igshid'].includes(key.toLowerCase())) u.searchParams.delete(key);
  }
  return u.toString();
}

const isPixel = (attribs: Record<string, string>) =>
  attribs.width === '1' || attribs.height === '1' || /(^|[/_.-])(pixel|track|beacon)[^/]*\.(gif|png)/i.test(attribs.src ?? '');

const isAllowedIframe = (src: string | undefined) => {
  try {
    const u = new URL(src ?? '');
    return u.protocol === 'https:' && ALLOWED_IFRAME_HOSTS.includes(u.hostname);
  } catch {
    return false;
  }
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'mark',
    'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'q', 'cite', 'pre', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'img', 'picture', 'source',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'iframe', 'audio', 'video', 'span', 'div', 'abbr', 'time',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes'],
    source: ['src', 'srcset', 'type', 'media'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
    audio: ['src', 'controls'],
    video: ['src', 'controls', 'poster', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    abbr: ['title'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], source: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...ALLOWED_IFRAME_HOSTS],
  disallowedTagsMode: 'discard',
  // Drop the text of these entirely rather than keeping it as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head'],
  exclusiveFilter: (frame) =>
    // Media on loopback, private or link-local hosts (cloud metadata, a reader's router) never reaches a page.
    (['img', 'source', 'audio', 'video'].includes(frame.tag) && (isPrivateMediaUrl(frame.attribs.src) || isPrivateMediaUrl(frame.attribs.poster))) ||
    (frame.tag === 'img' && (isPixel(frame.attribs) || !frame.attribs.src || (frame.attribs.src.startsWith('data:') && !/^data:image\/(png|jpe?g|gif|webp|avif);/i.test(frame.attribs.src)))) ||
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    (frame.tag === 'iframe' && !isAllowedIframe(frame.attribs.src)),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: stripTrackingParams(attribs.href) } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        rel: 'noopener noreferrer nofollow',
        target: '_blank',
      },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, sandbox: 'allow-scripts allow-same-origin allow-presentation', loading: 'lazy', referrerpolicy: 'no-referrer' },
    }),
  },
};

// The transforms add these; they must survive the allowlist pass that follows.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ['href', 'title', 'rel', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'sandbox', 'loading', 'referrerpolicy'],
};

/** Returns safe HTML: allowlisted tags and attributes only, links hardened, trackers removed. */
export function sanitiseHtml(html: string | null | undefined): string {
  if (!html) return '';
  // Broken markup (a stray <td>, CDATA inside <math>) can re-parse differently once cleaned; a second pass reaches
  // the fixed point, so stored HTML is stable under re-sanitising (property-tested).
  let out = sanitizeHtml(html, OPTIONS).trim();
  for (let pass = 0; pass < 3; pass++) {
    const next = sanitizeHtml(out, OPTIONS).trim();
    if (next === out) break;
    out = next;
  }
  return out;
}

/**
 * The plain text of feed HTML: one allowlist pass (dropping script, style and the like with their text, and
 * decoding entities), then the markup removed. One pass is enough here: the fixed point sanitiseHtml reaches only
 * matters for HTML that is stored and parsed again, and plain text never is.
 */
export function htmlToSafeText(html: string | null | undefined): string {
  if (!html) return '';
  // Text without markup or entities comes out of the sanitiser unchanged; skip the parse (titles, bylines).
  if (!/[<&]/.test(html)) return htmlToPlainText(html);
  return htmlToPlainText(sanitizeHtml(html, OPTIONS));
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './sanitiseHtml.ts';

// Random HTML built from hostile pieces: tags, event handlers, scripts, URLs with dangerous schemes, entities.
const tag = fc.constantFrom('p', 'a', 'img', 'script', 'style', 'iframe', 'svg', 'div', 'span', 'b', 'object', 'form', 'math', 'table', 'td', 'video', 'source');
const attrName = fc.constantFrom('href', 'src', 'onclick', 'onerror', 'onload', 'style', 'srcdoc', 'width', 'height', 'alt', 'title', 'class', 'data-x', 'formaction');
const attrValue = fc.oneof(
  fc.constantFrom('javascript:alert(1)', 'JaVaScRiPt:x', ' javascript:x', 'data:text/html,<script>x</script>', 'https://example.com/a?utm_source=x', 'https://www.youtube.com/embed/x', '1', 'x" onerror="alert(1)', 'vbscript:x', '&#106;avascript:x'),
  fc.string({ maxLength: 20 }),
);
const attr = fc.tuple(attrName, attrValue).map(([n, v]) => ` ${n}="${v.replace(/"/g, '&quot;')}"`);
const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('<', '>', '&amp;', '<!--', '-->', '<![CDATA[', ']]>', '</', 'alert(1)'));
const node: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.tuple(tag, fc.array(attr, { maxLength: 3 }), fc.array(tie('node'), { maxLength: 3 })).map(([t, attrs, children]) => `<${t}${attrs.join('')}>${children.join('')}</${t}>`),
  ),
})).node;

// Text may mention "javascript:" harmlessly (it is escaped); what matters is every real tag and its attributes.
const FORBIDDEN_TAG = /^<\/?(script|style|object|embed|form|input|svg|math|link|meta|base|noscript)\b/i;
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'action', 'formaction', 'poster', 'cite', 'data']);
/** Attribute problems in one tag: handlers, inline style, srcdoc, or a URL attribute with a script-capable scheme. */
function attributeProblems(tagText: string): string[] {
  const problems: string[] = [];
  for (const m of tagText.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/gi)) {
    const name = (m[1] ?? '').toLowerCase();
    const value = (m[2] ?? '').replace(/&amp;/g, '&').replace(/&#x?[0-9a-f]+;/gi, '').trim().toLowerCase();
    if (name.startsWith('on') || name === 'style' || name === 'srcdoc') problems.push(name);
    if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data:text|data:image\/svg)/.test(value)) problems.push(`${name}=${value}`);
  }
  return problems;
}
const tagsOf = (html: string) => [...html.matchAll(/<\/?[a-z][^>]*>/gi)].map((m) => m[0]);

describe('sanitiseHtml properties', () => {
  it('is idempotent: sanitising twice equals sanitising once', () => {
    fc.assert(fc.property(fc.array(node, { maxLength: 5 }), (parts) => {
      const once = sanitiseHtml(parts.join(''));
      expect(sanitiseHtml(once)).toBe(once);
    }), { numRuns: 400 });
  });

  it('never lets scripts, handlers or dangerous URLs through', () => {
    fc.assert(fc.property(fc.array(node, { maxLength: 5 }), (parts) => {
      const out = sanitiseHtml(parts.join(''));
      for (const t of tagsOf(out)) {
        expect(t).not.toMatch(FORBIDDEN_TAG);
        expect(attributeProblems(t)).toEqual([]);
      }
      // And nothing that parses as markup hides in text: every "<" left in text is escaped.
      expect(out.replace(/<\/?[a-z][^>]*>/gi, '')).not.toContain('<');
    }), { numRuns: 400 });
  });

  it('only keeps links that open safely', () => {
    fc.assert(fc.property(fc.array(node, { maxLength: 5 }), (parts) => {
      const out = sanitiseHtml(parts.join(''));
      for (const m of out.matchAll(/<a\b[^>]*>/g)) expect(m[0]).toContain('rel="noopener noreferrer nofollow"');
      for (const m of out.matchAll(/<iframe\b[^>]*>/g)) expect(m[0]).toMatch(/sandbox="/);
    }), { numRuns: 300 });
  });
});
